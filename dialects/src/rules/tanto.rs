//! Rules of the noc, pipe and tile dialects.

use super::{element_bytes, RuleInput};
use crate::pto;
use crate::spec::{OpDef, OperandRole};
use crate::types;
use crate::types::named_value;
use crate::OpKind;
use melior::ir::{operation::OperationLike, operation::OperationResult, OperationRef, ValueLike};

/// `param` is present exactly for the functions listed in UnaryParamFn.
pub(super) fn unary_param(
    &RuleInput {
        op, dialect, def, ..
    }: &RuleInput,
) -> Option<String> {
    let function = types::string_attribute(&op, "fn")?;
    let takes_param = dialect.enum_def("UnaryParamFn")?.values.contains(&function);
    let has_param = named_value(op, def, "param").is_some();
    match (takes_param, has_param) {
        (true, false) => Some(format!("function '{function}' requires a scalar parameter")),
        (false, true) => Some(format!("function '{function}' takes no parameter")),
        _ => None,
    }
}

/// The next reserved frame exists only on a pipe.
pub(super) fn next_frame_pipe(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    if !op.has_attribute("next_frame") {
        return None;
    }
    let dst = named_value(op, def, "dst")?;
    (!types::is_dynamic(dst.r#type(), "pipe", "pipe")).then(|| {
        format!(
            "has `next_frame` but its destination is a {}, not a pipe",
            dst.r#type()
        )
    })
}

/// A frame held ahead lies after a pipe source's read frame.
pub(super) fn source_ahead_pipe(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let ahead = types::int_attribute(&op, "source_ahead")?;
    if ahead < 1 {
        return Some(format!(
            "has `source_ahead = {ahead}`: a frame held ahead is at least 1 frame after the read frame"
        ));
    }
    let src = named_value(op, def, "src")?;
    (!types::is_dynamic(src.r#type(), "pipe", "pipe")).then(|| {
        format!(
            "has `source_ahead` but its source is a {}, not a pipe",
            src.r#type()
        )
    })
}

/// A frame reserved ahead lies after the write frame, and only a transfer
/// into a frame reserved ahead names how far.
pub(super) fn ahead_positive(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let ahead = types::int_attribute(&op, "ahead")?;
    let op_name = op.name();
    let name = op_name.as_string_ref().as_str().unwrap_or_default();
    if ahead < 1 {
        let (held, frame) = match name {
            "pipe.wait_next" => ("waited for", "read"),
            _ => ("reserved", "write"),
        };
        return Some(format!(
            "has `ahead = {ahead}`: a frame {held} ahead is at least 1 frame after the {frame} frame"
        ));
    }
    let transfer = !name.starts_with("pipe.");
    (transfer && !op.has_attribute("next_frame"))
        .then(|| "has `ahead` without `next_frame`".to_string())
}

/// The static slot view must fit in one FIFO slot.
pub(super) fn fifo_slot_fits(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let fifo_type = crate::pipe::FifoType::cast(named_value(op, def, "fifo")?.r#type())?;
    let view_type = named_value(op, def, "slot")?.r#type();
    let view = pto::GtensorType::cast(view_type)?;
    let bytes = view.shape()?.iter().product::<i64>() as u64 * element_bytes(view.element()?)?;
    let slot_size = fifo_type.slot_size()?;
    (bytes > slot_size as u64).then(|| {
        format!("slot view {view_type} is {bytes} bytes but a FIFO slot holds {slot_size}")
    })
}

/// A FIFO op of one kind of FIFO (direct: `pipe.tpipe_local`; through global
/// memory: `pipe.tpipe`) on a FIFO of the other kind, when the FIFO is made
/// in the same function: the slots are in different memories.
fn fifo_origin(op: OperationRef, def: &OpDef, local: bool) -> Option<String> {
    let fifo = named_value(op, def, "fifo")?;
    let origin = OperationResult::try_from(fifo).ok()?.owner();
    let origin_name = origin.name().as_string_ref().as_str().ok()?.to_string();
    let (wanted, other) = if local {
        ("pipe.tpipe_local", "pipe.tpipe")
    } else {
        ("pipe.tpipe", "pipe.tpipe_local")
    };
    (origin_name == other).then(|| {
        format!(
            "the FIFO comes from '{other}', but this op works on the slots of a '{wanted}' FIFO"
        )
    })
}

/// tpush/tfree take the slot of a talloc/tpop on the same FIFO, same dir and
/// split, when that slot is defined in the same function.
pub(super) fn matching_transaction<'c>(
    &RuleInput { op, name, def, .. }: &RuleInput<'c, '_>,
) -> Option<(String, Vec<(melior::ir::Location<'c>, String)>)> {
    let opener = match OpKind::from_name(name) {
        Some(OpKind::PipeTpush) => OpKind::PipeTalloc,
        _ => OpKind::PipeTpop,
    };
    let by_role = |role| {
        def.role_operand(role)
            .and_then(|v| named_value(op, def, &v.name))
    };
    let (slot, fifo) = (by_role(OperandRole::Slot)?, by_role(OperandRole::Fifo)?);
    let origin = slot
        .is_operation_result()
        .then(|| OperationResult::try_from(slot).ok())
        .flatten()?
        .owner();
    let origin_name = origin.name().as_string_ref().as_str().ok()?.to_string();
    let note = vec![(origin.location(), "the slot comes from here".to_string())];
    let opener_name = opener.name();
    if OpKind::of(&origin) != Some(opener) {
        return Some((
            format!("slot must come from '{opener_name}', not '{origin_name}'"),
            note,
        ));
    }
    let origin_fifo = crate::op_def(opener_name)
        .and_then(|(_, d)| d.role_index(OperandRole::Fifo))
        .and_then(|i| origin.operand(i).ok());
    if origin_fifo? != fifo {
        return Some((
            format!("slot was opened by '{opener_name}' on a different FIFO"),
            note,
        ));
    }
    for attr in ["dir", "split"] {
        let (mine, theirs) = (
            types::string_attribute(&op, attr),
            types::string_attribute(&origin, attr),
        );
        if mine != theirs {
            return Some((
                format!(
                    "{attr} is \"{}\" but the slot was opened with {attr} \"{}\"",
                    mine.unwrap_or_default(),
                    theirs.unwrap_or_default()
                ),
                note,
            ));
        }
    }
    None
}

/// Resource declarations: positive sizes, power-of-two pages, element
/// types a buffer may hold, well-formed core ranges.
pub(super) fn resource_decl(&RuleInput { op, .. }: &RuleInput) -> Vec<String> {
    let mut problems = Vec::new();
    for key in ["elements", "page", "frame", "capacity"] {
        if let Some(v) = types::int_attribute(&op, key).filter(|v| *v < 1) {
            problems.push(format!("{key} is {v}; it must be at least 1"));
        }
    }
    if let (Some(frame), Some(capacity)) = (
        types::int_attribute(&op, "frame"),
        types::int_attribute(&op, "capacity"),
    ) {
        if capacity > 0 && frame > capacity {
            problems.push(format!(
                "frame is {frame} tiles, more than the pipe's capacity of {capacity}"
            ));
        }
    }
    if let Some(page) =
        types::int_attribute(&op, "page").filter(|p| *p > 0 && (*p as u64).count_ones() != 1)
    {
        problems.push(format!(
            "page is {page} elements; it must be a power of two"
        ));
    }
    if let Some(element) = types::type_attribute(&op, "element") {
        if !crate::spec::SCALAR_TYPES.contains(&element.to_string().as_str()) {
            problems.push(format!(
                "element type {element} is not one of {}",
                crate::spec::SCALAR_TYPES.join(", ")
            ));
        }
    }
    if let Some(cores) = types::array_attribute(&op, "cores") {
        problems.extend(core_range_problems(&cores));
    }
    problems
}

/// Core ranges are x0, y0, x1, y1 quadruples with x0 <= x1, y0 <= y1.
pub fn core_range_problems(cores: &[i64]) -> Vec<String> {
    if cores.is_empty() || !cores.len().is_multiple_of(4) {
        return vec![format!(
            "cores has {} numbers; expected x0, y0, x1, y1 per range",
            cores.len()
        )];
    }
    cores
        .chunks(4)
        .filter(|r| r.iter().any(|v| *v < 0) || r[0] > r[2] || r[1] > r[3])
        .map(|r| {
            format!(
                "core range ({}, {})-({}, {}) is empty or negative",
                r[0], r[1], r[2], r[3]
            )
        })
        .collect()
}

/// The FIFO of a direct-FIFO op comes from `pipe.tpipe_local`.
pub(super) fn local_fifo(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    fifo_origin(op, def, true)
}

/// The FIFO of a global-memory FIFO op does not come from `pipe.tpipe_local`.
pub(super) fn global_fifo(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    fifo_origin(op, def, false)
}
