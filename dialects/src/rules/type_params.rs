//! Rules on the parameters of our types beyond their kinds and enum values.

use super::{element_bytes, tile_params};
use crate::pto;
use crate::types;
use melior::ir::{r#type::TypeLike, Type};

/// A boxed (fractal) tile is NZ, ZN or ZZ, of 512- or 1024-byte boxes,
/// and whole boxes: 16 rows x 32 bytes, column-major inside 32 bytes x 16
/// columns, or 16x16 elements for 1024-byte boxes (pto_tile.hpp).
fn box_problem(r#type: Type, element: Type, rows: i64, cols: i64) -> Option<String> {
    let blayout = types::param_string(r#type, 6)?;
    let slayout = types::param_string(r#type, 7)?;
    if slayout == "none_box" {
        return None;
    }
    if blayout == "col_major" && slayout == "col_major" {
        return Some("a boxed tile is NZ (blayout=col_major, slayout=row_major), ZN (row_major, col_major) or ZZ (row_major, row_major), not col_major boxes of col_major elements".into());
    }
    let fractal = types::param_int(r#type, 8)?;
    let bytes = element_bytes(element)? as i64;
    let c0 = 32 / bytes;
    let (box_rows, box_cols) = match (fractal, slayout.as_str()) {
        (1024, _) => (16, 16),
        (512, "col_major") => (c0, 16),
        (512, _) => (16, c0),
        _ => {
            return Some(format!(
                "fractal is {fractal}; boxed tiles have boxes of 512 or 1024 bytes"
            ))
        }
    };
    // pto-isa's Tile exempts one-row tiles (a GEMV's vector) from whole box
    // rows; their columns are still whole boxes.
    (rows % box_rows != 0 && rows != 1 || cols % box_cols != 0).then(|| {
        format!(
            "{rows}x{cols} is not whole {box_rows}x{box_cols} boxes ({blayout}, {slayout}, {fractal} bytes)"
        )
    })
}

/// Rules on type parameters beyond their kinds and enum values.
pub(crate) fn type_problems(r#type: Type, dialect: &str, name: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let numeric = |t: Type| t.is_integer() || t.is_float();
    match (dialect, name) {
        ("pto", "tile" | "buf") => {
            let Some((_, element, [rows, cols, vrows, vcols], _)) = tile_params(r#type) else {
                return problems;
            };
            if !numeric(element) {
                problems.push(format!(
                    "element type {element} is not an integer or float type"
                ));
            }
            for (what, dim) in [("rows", rows), ("cols", cols)] {
                if dim < 1 {
                    problems.push(format!("{what} is {dim}; it must be at least 1"));
                }
            }
            for (what, valid, dim) in [("valid_rows", vrows, rows), ("valid_cols", vcols, cols)] {
                // Against a bad dimension the range means nothing.
                if dim >= 1 && valid != -1 && !(0..=dim).contains(&valid) {
                    problems.push(format!(
                        "{what} is {valid}; it must be -1 (dynamic) or within 0..={dim}"
                    ));
                }
            }
            problems.extend(box_problem(r#type, element, rows, cols));
        }
        ("pto", "gtensor") => {
            let Some(t) = pto::GtensorType::cast(r#type) else {
                return problems;
            };
            let (shape, stride) = (
                t.shape().unwrap_or_default(),
                t.stride().unwrap_or_default(),
            );
            if !(1..=5).contains(&shape.len()) {
                problems.push(format!(
                    "shape has {} dimensions; expected 1 to 5",
                    shape.len()
                ));
            }
            if shape.len() != stride.len() {
                problems.push(format!(
                    "shape has {} dimensions but stride has {}",
                    shape.len(),
                    stride.len()
                ));
            }
            if shape.iter().any(|d| *d < 1 && *d != -1) {
                problems.push("shape dimensions must be at least 1, or -1 (dynamic)".into());
            }
            if stride.iter().any(|s| *s < 0) {
                problems.push("strides must be non-negative".into());
            }
            if t.element().is_some_and(|e| !numeric(e)) {
                problems.push("element type is not an integer or float type".into());
            }
        }
        ("pipe", "fifo") => {
            let Some(t) = crate::pipe::FifoType::cast(r#type) else {
                return problems;
            };
            for (what, value, min) in [
                ("flag_id", t.flag_id(), 0),
                ("slot_size", t.slot_size(), 1),
                ("slot_num", t.slot_num(), 1),
            ] {
                if let Some(v) = value.filter(|v| *v < min) {
                    problems.push(format!("{what} is {v}; it must be at least {min}"));
                }
            }
        }
        _ => {}
    }
    problems
}
