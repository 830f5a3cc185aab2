//! Rules of the pto dialect's asynchronous communication ops (PTOAS's
//! BuildAsyncSessionOp and TPut/TGetAsyncOp verifiers).

use super::{element_bytes, tile_params, RuleInput};
use crate::{pto, types};
use melior::ir::{operation::OperationLike, r#type::TypeLike, Type, ValueLike};

/// A vector scratch tile of at least 8 bytes (the engine's control words),
/// a workspace of bytes, and the engine settings within PTOAS's ranges.
pub(super) fn pto_async_session(&RuleInput { op, .. }: &RuleInput) -> Vec<String> {
    let mut problems = Vec::new();
    let scratch = op.operand(0).map(|v| v.r#type());
    if let Ok(scratch) = scratch {
        if let Some((loc, element, [rows, cols, ..], _)) = tile_params(scratch) {
            if loc != pto::TileLoc::Vec {
                problems.push(format!(
                    "the scratch tile is in `{}`: it must be a vector tile (loc=vec)",
                    loc.as_str()
                ));
            }
            let bytes = element_bytes(element).unwrap_or(0) as i64 * rows * cols;
            if bytes < 8 {
                problems.push(format!(
                    "the scratch tile has {bytes} bytes: it must hold at least 8"
                ));
            }
        }
    }
    if let Ok(workspace) = op.operand(1).map(|v| v.r#type()) {
        let element = pto::GtensorType::cast(workspace)
            .and_then(|v| v.element())
            .or_else(|| pto::PtrType::cast(workspace).and_then(|p| p.element()));
        if let Some(element) = element.filter(|e| element_bytes(*e) != Some(1) || !e.is_integer()) {
            problems.push(format!(
                "the workspace holds {element}: it must hold 8-bit integers"
            ));
        }
    }
    let ranges: [(&str, i64, i64, &str); 5] = [
        ("sync_id", 0, 7, "0 to 7"),
        ("block_bytes", 1, i64::MAX, "greater than 0"),
        ("comm_block_offset", 0, i64::MAX, "non-negative"),
        ("queue_num", 1, i64::MAX, "greater than 0"),
        (
            "channel_group_idx",
            0,
            i64::from(u32::MAX),
            "0 to 4294967295",
        ),
    ];
    for (name, low, high, expected) in ranges {
        if let Some(value) = types::int_attribute(&op, name) {
            if !(low..=high).contains(&value) {
                problems.push(format!("{name} is {value}: it must be {expected}"));
            }
        }
    }
    problems
}

/// One element type and one static shape, each operand a flat contiguous
/// 1-D global tensor: what the SDMA path copies.
pub(super) fn pto_async_transfer(&RuleInput { op, .. }: &RuleInput) -> Vec<String> {
    let view = |index: usize| {
        let ty: Type = op.operand(index).ok()?.r#type();
        let view = pto::GtensorType::cast(ty)?;
        Some((ty, view.element()?, view.shape()?, view.stride()?))
    };
    let (Some(dst), Some(src)) = (view(0), view(1)) else {
        return Vec::new();
    };
    let mut problems = Vec::new();
    for ((_, _, shape, stride), name) in [(&dst, "destination"), (&src, "source")] {
        if let Some(problem) = flat_1d_problem(shape, stride) {
            problems.push(format!("the {name} {problem}"));
        }
    }
    if dst.1 != src.1 {
        problems.push(format!(
            "the destination holds {} but the source {}: they must hold one element type",
            dst.1, src.1
        ));
    }
    if dst.2 != src.2 {
        problems.push(format!(
            "the destination is {} but the source {}: they must have one shape",
            dst.0, src.0
        ));
    }
    problems
}

/// Why a view's shape and strides are not a static flat contiguous 1-D
/// tensor, if they are not.
fn flat_1d_problem(shape: &[i64], stride: &[i64]) -> Option<String> {
    if shape.iter().any(|d| *d < 0) {
        return Some("has a dynamic dimension: the copy needs a static shape".into());
    }
    let (inner, outer) = shape.split_last()?;
    if outer.iter().any(|d| *d != 1) {
        return Some(format!(
            "has shape {shape:?}: the copy takes a flat 1-D tensor (every dimension but the innermost 1)"
        ));
    }
    if *inner > 1 && stride.last() != Some(&1) {
        return Some(format!(
            "has strides {stride:?}: the copy takes contiguous elements (innermost stride 1)"
        ));
    }
    None
}
