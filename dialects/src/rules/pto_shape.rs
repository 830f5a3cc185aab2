//! Rules of the pto dialect on an instruction's form (level 1 or 2) and on
//! how its tiles' shapes relate.

use super::{
    destination, destination_names, element_bytes, is_type, tile_params, tile_values,
    two_destinations, RuleInput,
};
use crate::pto;
use crate::spec::OpDef;
use crate::types::named_value;
use melior::ir::{operation::OperationLike, r#type::TypeLike, OperationRef, Type, ValueLike};

/// Level 1: tile operands and one tile result; level 2: buf operands, a dst
/// buf and no result. Global tensor views and scalars may appear in both.
pub(super) fn pto_form(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let has_dst = named_value(op, def, "dst").is_some();
    // A tile result (TMRGSORT's executed counts are a result at both levels).
    let has_result = op.results().any(|r| is_type(r.r#type(), "tile"));
    let inputs: Vec<(String, Type)> = def
        .operands
        .iter()
        .filter(|d| d.name != "dst")
        .filter_map(|d| Some((d.name.clone(), named_value(op, def, &d.name)?.r#type())))
        .filter(|(_, t)| is_type(*t, "tile") || is_type(*t, "buf"))
        .collect();
    let (level, wanted) = match (has_dst, has_result) {
        (true, true) => {
            return Some("has both a destination buffer (level 2) and a result (level 1)".into())
        }
        (false, false) => {
            return Some(
                "needs a result (level 1) or a destination buffer operand (level 2)".into(),
            )
        }
        (false, true) => ("level 1 (SSA)", "tile"),
        (true, false) => ("level 2 (destination-passing)", "buf"),
    };
    let (name, r#type) = inputs.iter().find(|(_, t)| !is_type(*t, wanted))?;
    Some(format!(
        "{level} form takes !pto.{wanted} operands, but {name} is {type}"
    ))
}

/// Every tile operand and the destination describe the same tile.
pub(super) fn pto_same_tile(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let values = tile_values(op, def);
    let ((first_name, first), rest) = values.split_first()?;
    let (other_name, other) = rest
        .iter()
        .find(|(_, t)| tile_params(*t) != tile_params(*first))?;
    Some(format!(
        "{first_name} {first} and {other_name} {other} must have the same location, element type, shape, valid region and layout"
    ))
}

/// TAXPY: one tile but for the element type; the accumulator (level 1)
/// holds the destination's, the source the same or f16 into f32 (PTOAS's
/// widening form).
pub(super) fn pto_axpy_types(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let values = tile_values(op, def);
    let dst = tile_params(destination(op, def)?)?;
    let same_but_element =
        |t: &(pto::TileLoc, Type, [i64; 4], pto::Layout)| (t.0, t.2, t.3) == (dst.0, dst.2, dst.3);
    for (name, r#type) in &values {
        let t = tile_params(*r#type)?;
        if !same_but_element(&t) {
            return Some(format!(
                "{name} {type} must have the destination's location, shape, valid region and layout"
            ));
        }
        let widens = name == "src" && t.1.is_f16() && dst.1.is_f32();
        if t.1 != dst.1 && !widens {
            return Some(format!(
                "{name} holds {} but the destination {}: they hold one type, or f16 into f32",
                t.1, dst.1
            ));
        }
    }
    None
}

/// Every tile operand and the destination hold the same element type.
pub(super) fn pto_same_element(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let values = tile_values(op, def);
    let element = |t: Type| tile_params(t).map(|p| p.1.to_string());
    let ((first_name, first), rest) = values.split_first()?;
    let (other_name, other) = rest.iter().find(|(_, t)| element(*t) != element(*first))?;
    Some(format!("{first_name} and {other_name} must hold the same element type, but they are {first} and {other}"))
}

/// Static shapes of a matrix product: a is MxK, b is KxN, the accumulator MxN.
pub(super) fn pto_matmul_shape(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let shape = |t: Type| tile_params(t).map(|p| (p.2[0], p.2[1]));
    let a = shape(named_value(op, def, "a")?.r#type())?;
    let b = shape(named_value(op, def, "b")?.r#type())?;
    let c = shape(destination(op, def)?)?;
    if a.1 != b.0 {
        return Some(format!(
            "a is {}x{} and b is {}x{}: the columns of a must equal the rows of b",
            a.0, a.1, b.0, b.1
        ));
    }
    ((a.0, b.1) != c).then(|| {
        format!(
            "a {}x{} times b {}x{} is {}x{}, but the accumulator is {}x{}",
            a.0, a.1, b.0, b.1, a.0, b.1, c.0, c.1
        )
    })
}

/// A transpose swaps the static rows and columns.
pub(super) fn pto_transpose_shape(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let shape = |t: Type| tile_params(t).map(|p| (p.2[0], p.2[1]));
    let src = shape(named_value(op, def, "src")?.r#type())?;
    let dst = shape(destination(op, def)?)?;
    (dst != (src.1, src.0)).then(|| {
        format!(
            "the transpose of a {}x{} tile is {}x{}, but the destination is {}x{}",
            src.0, src.1, src.1, src.0, dst.0, dst.1
        )
    })
}

/// A row reduction gives one value per row, a column reduction one per column.
fn pto_reduce_shape(op: OperationRef, def: &OpDef, along_rows: bool) -> Option<String> {
    let shape = |t: Type| tile_params(t).map(|p| (p.2[0], p.2[1]));
    let src = shape(named_value(op, def, "src")?.r#type())?;
    let dst = shape(destination(op, def)?)?;
    if along_rows {
        (dst.0 != src.0).then(|| {
            format!(
                "a row reduction of a {}x{} tile has {} rows, but the destination has {}",
                src.0, src.1, src.0, dst.0
            )
        })
    } else {
        (dst.1 != src.1).then(|| {
            format!(
                "a column reduction of a {}x{} tile has {} columns, but the destination has {}",
                src.0, src.1, src.1, dst.1
            )
        })
    }
}

/// A row expansion broadcasts one value per row (the vector operand has
/// the destination's rows), a column expansion one per column; the full
/// operand of a binary expansion has the destination's shape.
fn pto_expand_shape(op: OperationRef, def: &OpDef, along_rows: bool) -> Option<String> {
    let shape = |t: Type| tile_params(t).map(|p| (p.2[0], p.2[1]));
    let dst = shape(destination(op, def)?)?;
    if let Some(full) = named_value(op, def, "src0") {
        let full = shape(full.r#type())?;
        if full != dst {
            return Some(format!(
                "src0 is {}x{} but the destination is {}x{}",
                full.0, full.1, dst.0, dst.1
            ));
        }
    }
    let vector = named_value(op, def, "src1").or_else(|| named_value(op, def, "src"))?;
    let vector = shape(vector.r#type())?;
    if along_rows {
        (vector.0 != dst.0).then(|| {
            format!(
                "a row expansion takes one value per destination row: the {}x{} operand needs {} rows",
                vector.0, vector.1, dst.0
            )
        })
    } else {
        (vector.1 != dst.1).then(|| {
            format!(
                "a column expansion takes one value per destination column: the {}x{} operand needs {} columns",
                vector.0, vector.1, dst.1
            )
        })
    }
}

/// Arg-reductions write int32 or uint32 indices.
pub(super) fn pto_index_result(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let element = tile_params(destination(op, def)?)?.1.to_string();
    (!matches!(element.as_str(), "i32" | "ui32" | "si32"))
        .then(|| format!("the destination holds the indices: int32 or uint32, not {element}"))
}

/// TPART*: one source covers the destination's valid region, the other lies
/// within it (dynamic regions are checked at run time).
pub(super) fn pto_partial_valid(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let valid = |t: Type| tile_params(t).map(|p| (p.2[2], p.2[3]));
    let d = valid(destination(op, def)?)?;
    let a = valid(named_value(op, def, "src0")?.r#type())?;
    let b = valid(named_value(op, def, "src1")?.r#type())?;
    if [d.0, d.1, a.0, a.1, b.0, b.1].iter().any(|v| *v < 0) {
        return None;
    }
    let within = |x: (i64, i64)| x.0 <= d.0 && x.1 <= d.1;
    let ok = (a == d && within(b)) || (b == d && within(a));
    (!ok).then(|| {
        format!(
            "the destination's valid region {}x{} must be one source's ({}x{}, {}x{}), and the other must lie within it",
            d.0, d.1, a.0, a.1, b.0, b.1
        )
    })
}

/// TPARTARGMAX/MIN, TINTERLEAVE, TDEINTERLEAVE: level 1 takes tiles and
/// returns two; level 2 takes buffers and writes two.
pub(super) fn pto_two_destinations(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let names = destination_names(def);
    let dsts = names
        .iter()
        .filter(|name| named_value(op, def, name).is_some())
        .count();
    let results = op.result_count();
    let (level, wanted) = match (dsts, results) {
        (0, 2) => ("level 1 (SSA)", "tile"),
        (2, 0) => ("level 2 (destination-passing)", "buf"),
        (0, 0) => {
            return Some("needs two results (level 1) or two destination buffers (level 2)".into())
        }
        _ if dsts > 0 && results > 0 => {
            return Some("has both destination buffers (level 2) and results (level 1)".into())
        }
        _ => {
            return Some(format!(
                "has {} destination: it writes two",
                dsts.max(results)
            ))
        }
    };
    let sources = def
        .operands
        .iter()
        .filter(|d| !names.contains(&d.name.as_str()))
        .filter_map(|d| Some((d.name.as_str(), named_value(op, def, &d.name)?.r#type())));
    for (name, r#type) in sources {
        if !is_type(r#type, wanted) {
            return Some(format!(
                "{level} form takes !pto.{wanted} operands, but {name} is {type}"
            ));
        }
    }
    None
}

/// TINTERLEAVE/TDEINTERLEAVE: one element type; with two sources every
/// tile has one valid region with an even column count; with one source
/// the destinations have its rows and half its columns.
pub(super) fn pto_interleave(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let tile = |name: &str| tile_params(named_value(op, def, name)?.r#type());
    let src0 = tile("src0")?;
    let src1 = tile("src1");
    let [dst0, dst1] = two_destinations(op, def)?.map(tile_params);
    let (dst0, dst1) = (dst0?, dst1?);
    let all: Vec<_> = [Some(&src0), src1.as_ref(), Some(&dst0), Some(&dst1)]
        .into_iter()
        .flatten()
        .collect();
    if let Some(other) = all.iter().find(|t| t.1 != src0.1) {
        return Some(format!(
            "the tiles hold {} and {}: they hold one type",
            src0.1, other.1
        ));
    }
    let valid = |t: &(pto::TileLoc, Type, [i64; 4], pto::Layout)| (t.2[2], t.2[3]);
    if all.iter().any(|t| t.2[2] < 0 || t.2[3] < 0) {
        return None;
    }
    let wanted = match src1 {
        Some(_) => valid(&src0),
        None => (src0.2[2], src0.2[3] / 2),
    };
    if src1.is_none() && src0.2[3] % 2 != 0 {
        return Some(format!(
            "the source has {} valid columns: an even count",
            src0.2[3]
        ));
    }
    if let Some(t) = all.iter().skip(1).find(|t| valid(t) != wanted) {
        return Some(format!(
            "a tile has valid region {}x{}, but {}x{} is wanted",
            t.2[2], t.2[3], wanted.0, wanted.1
        ));
    }
    (src1.is_some() && wanted.1 % 2 != 0)
        .then(|| format!("the tiles have {} valid columns: an even count", wanted.1))
}

/// TRESHAPE: one location and one byte count (static rows x columns x
/// element size).
pub(super) fn pto_reshape_bytes(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (dst_loc, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (src_loc, src_element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    if dst_loc != src_loc {
        return Some(format!(
            "the source is in `{}` and the destination in `{}`: a reshape keeps the location",
            src_loc.as_str(),
            dst_loc.as_str()
        ));
    }
    let bytes = |shape: [i64; 4], element: Type| {
        element_bytes(element).map(|b| shape[0] as u64 * shape[1] as u64 * b)
    };
    let (from, to) = (bytes(s, src_element)?, bytes(d, dst_element)?);
    (from != to).then(|| {
        format!(
            "the source holds {from} bytes ({}x{}x{src_element}) and the destination {to} ({}x{}x{dst_element}): a reshape keeps the bytes",
            s[0], s[1], d[0], d[1]
        )
    })
}

/// TEXTRACT_FP, TINSERT_FP, TMOV_FP: acc to mat through scaling parameters
/// (PTOAS's verifiers).
pub(super) fn pto_fix_pipe(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (dst_loc, ..) = tile_params(destination(op, def)?)?;
    let (src_loc, ..) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (fp_loc, ..) = tile_params(named_value(op, def, "fp")?.r#type())?;
    let wanted = [
        ("the source", src_loc, "acc"),
        ("the parameters (fp)", fp_loc, "scaling"),
        ("the destination", dst_loc, "mat"),
    ];
    wanted
        .into_iter()
        .find(|(_, loc, want)| loc.as_str() != *want)
        .map(|(name, loc, want)| {
            format!("{name} is in `{}`: the fix-pipe moves acc to mat with its parameters in scaling, so it must be in `{want}`", loc.as_str())
        })
}

/// TMOV_FP: acc to mat, or (A5, arch.rs decides) to vec, through scaling
/// parameters (PTOAS's TMovOp verifier with `fp`).
pub(super) fn pto_fix_pipe_mov(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (dst_loc, ..) = tile_params(destination(op, def)?)?;
    let (src_loc, ..) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (fp_loc, ..) = tile_params(named_value(op, def, "fp")?.r#type())?;
    if src_loc != pto::TileLoc::Acc || fp_loc != pto::TileLoc::Scaling {
        let (name, loc, want) = if src_loc != pto::TileLoc::Acc {
            ("the source", src_loc, "acc")
        } else {
            ("the parameters (fp)", fp_loc, "scaling")
        };
        return Some(format!("{name} is in `{}`: the fix-pipe reads an accumulator with its parameters in scaling, so it must be in `{want}`", loc.as_str()));
    }
    (!matches!(dst_loc, pto::TileLoc::Mat | pto::TileLoc::Vec)).then(|| {
        format!(
            "the destination is in `{}`: the fix-pipe writes `mat` or `vec`",
            dst_loc.as_str()
        )
    })
}

/// TPACK narrows each element of one valid region (PTOAS's A5 verifier).
pub(super) fn pto_pack_widths(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (dst_loc, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (src_loc, src_element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    if dst_loc != src_loc {
        return Some(format!(
            "the source is in `{}` and the destination in `{}`: a pack keeps the location",
            src_loc.as_str(),
            dst_loc.as_str()
        ));
    }
    if (s[2], s[3]) != (d[2], d[3]) {
        return Some(format!(
            "the source's valid shape is {}x{} and the destination's {}x{}: a pack keeps it",
            s[2], s[3], d[2], d[3]
        ));
    }
    let (from, to) = (element_bytes(src_element)?, element_bytes(dst_element)?);
    (!matches!((from, to), (4, 2) | (4, 1) | (2, 1))).then(|| {
        format!("{src_element} to {dst_element} is {from} to {to} bytes an element: TPACK narrows 4 to 2, 4 to 1 or 2 to 1")
    })
}

/// TEXTRACT reads a destination-sized window of the source, TINSERT writes
/// a source-sized window of the destination: the window's static shape fits
/// the whole tile's.
pub(super) fn pto_window_fits(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (_, _, d, _) = tile_params(destination(op, def)?)?;
    let (_, _, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let name = op.name();
    let name = name.as_string_ref().as_str().ok()?;
    let extract = name.ends_with("textract") || name.ends_with("textract_fp");
    let (window, whole, whole_name) = if extract {
        (d, s, "source")
    } else {
        (s, d, "destination")
    };
    (window[0] > whole[0] || window[1] > whole[1]).then(|| {
        format!(
            "the {}x{} window does not fit the {whole_name}'s {}x{} tile",
            window[0], window[1], whole[0], whole[1]
        )
    })
}

/// TCONCAT: the sources' valid rows are the destination's, and their valid
/// columns side by side fit its static columns.
pub(super) fn pto_concat_shape(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (_, _, d, _) = tile_params(destination(op, def)?)?;
    let (_, _, a, _) = tile_params(named_value(op, def, "src0")?.r#type())?;
    let (_, _, b, _) = tile_params(named_value(op, def, "src1")?.r#type())?;
    if [d[2], a[2], a[3], b[2], b[3]].iter().any(|v| *v < 0) {
        return None;
    }
    if a[2] != d[2] || b[2] != d[2] {
        return Some(format!(
            "the sources have {} and {} valid rows, the destination {}: they must agree",
            a[2], b[2], d[2]
        ));
    }
    (a[3] + b[3] > d[1]).then(|| {
        format!(
            "{} + {} valid columns do not fit the destination's {} columns",
            a[3], b[3], d[1]
        )
    })
}

/// TMATMUL_BIAS/TGEMV_BIAS: one bias row, as wide as the accumulator and
/// of its element type (the pages' rule; their examples' half bias with a
/// float accumulator contradicts it).
pub(super) fn pto_bias_row(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (_, c_element, c, _) = tile_params(destination(op, def)?)?;
    let (_, element, bias, _) = tile_params(named_value(op, def, "bias")?.r#type())?;
    if element != c_element {
        return Some(format!(
            "the bias holds {element} but the accumulator {c_element}: they must agree"
        ));
    }
    (bias[0] != 1 || bias[1] != c[1]).then(|| {
        format!(
            "the bias is {}x{}, but must be one row of the accumulator's {} columns",
            bias[0], bias[1], c[1]
        )
    })
}

/// TGEMV*: a row vector (one valid row) times a matrix.
pub(super) fn pto_gemv_row(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (_, _, a, _) = tile_params(named_value(op, def, "a")?.r#type())?;
    (a[2] > 1).then(|| format!("a has {} valid rows; a GEMV's vector has one (M = 1)", a[2]))
}

/// A row reduction gives one value per row.
pub(super) fn pto_row_reduce_shape(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    pto_reduce_shape(op, def, true)
}

/// A column reduction gives one value per column.
pub(super) fn pto_col_reduce_shape(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    pto_reduce_shape(op, def, false)
}

/// A row expansion broadcasts one value per row.
pub(super) fn pto_row_expand_shape(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    pto_expand_shape(op, def, true)
}

/// A column expansion broadcasts one value per column.
pub(super) fn pto_col_expand_shape(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    pto_expand_shape(op, def, false)
}
