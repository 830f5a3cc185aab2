//! The named verifier rules that definition files attach to ops (`rules =
//! [...]`), and the parameter rules of our types. Each rule's documentation
//! lives next to its name in the definition file.

use crate::{
    finding::Finding,
    pto,
    spec::{DialectDef, OpDef},
    types::{self, named_value},
};
use melior::ir::{
    operation::{OperationLike, OperationResult},
    r#type::{IntegerType, TypeLike},
    Location, OperationRef, Type, Value, ValueLike,
};

pub(crate) fn check<'c>(
    rule: &str,
    op: OperationRef<'c, '_>,
    name: &str,
    dialect: &DialectDef,
    def: &OpDef,
) -> Vec<Finding<Location<'c>>> {
    let location = op.location();
    let error = |message: String| Finding::error(location, format!("'{name}' op {message}"));
    match rule {
        "unary_param" => unary_param(op, dialect, def)
            .map(error)
            .into_iter()
            .collect(),
        "pto_form" => pto_form(op, def).map(error).into_iter().collect(),
        "pto_same_tile" => pto_same_tile(op, def).map(error).into_iter().collect(),
        "pto_same_element" => pto_same_element(op, def).map(error).into_iter().collect(),
        "pto_matmul_shape" => pto_matmul_shape(op, def).map(error).into_iter().collect(),
        "pto_transpose_shape" => pto_transpose_shape(op, def)
            .map(error)
            .into_iter()
            .collect(),
        "pto_row_reduce_shape" => pto_reduce_shape(op, def, true)
            .map(error)
            .into_iter()
            .collect(),
        "pto_col_reduce_shape" => pto_reduce_shape(op, def, false)
            .map(error)
            .into_iter()
            .collect(),
        "pto_row_expand_shape" => pto_expand_shape(op, def, true)
            .map(error)
            .into_iter()
            .collect(),
        "pto_col_expand_shape" => pto_expand_shape(op, def, false)
            .map(error)
            .into_iter()
            .collect(),
        "pto_index_result" => pto_index_result(op, def).map(error).into_iter().collect(),
        "pto_partial_valid" => pto_partial_valid(op, def).map(error).into_iter().collect(),
        "pto_interleave" => pto_interleave(op, def).map(error).into_iter().collect(),
        "pto_two_destinations" => pto_two_destinations(op, def)
            .map(error)
            .into_iter()
            .collect(),
        "pto_reshape_bytes" => pto_reshape_bytes(op, def).map(error).into_iter().collect(),
        "pto_concat_shape" => pto_concat_shape(op, def).map(error).into_iter().collect(),
        "pto_gather_block" => pto_gather_block(op, def).map(error).into_iter().collect(),
        "pto_row_parameters" => pto_row_parameters(op, def).map(error).into_iter().collect(),
        "pto_quant" => pto_quant(op, def).map(error).into_iter().collect(),
        "pto_merge_sort" => pto_merge_sort(op, def).map(error).into_iter().collect(),
        "pto_merge_lists" => pto_merge_lists(op, def).map(error).into_iter().collect(),
        "pto_histogram" => pto_histogram(op, def).map(error).into_iter().collect(),
        "pto_window_fits" => pto_window_fits(op, def).map(error).into_iter().collect(),
        "pto_part_arg" => pto_part_arg(op, def).map(error).into_iter().collect(),
        "pto_sort32" => pto_sort32(op, def).map(error).into_iter().collect(),
        "pto_tile_scalar_type" => pto_tile_scalar_type(op, def)
            .map(error)
            .into_iter()
            .collect(),
        "pto_bias_row" => pto_bias_row(op, def).map(error).into_iter().collect(),
        "pto_gemv_row" => pto_gemv_row(op, def).map(error).into_iter().collect(),
        "pto_indexed" => pto_indexed(op, def).map(error).into_iter().collect(),
        "pto_fill_pad" => pto_fill_pad(op, def).map(error).into_iter().collect(),
        "pto_triangle" => pto_triangle(op).map(error).into_iter().collect(),
        "pto_compare_mask" => pto_compare_mask(op, def).map(error).into_iter().collect(),
        "pto_select_mask" => pto_select_mask(op, def).map(error).into_iter().collect(),
        "pto_alloc_valid" => pto_alloc_valid(op).map(error).into_iter().collect(),
        "pto_indexed_memory" => pto_indexed_memory(op, def).map(error).into_iter().collect(),
        "pto_pointee_scalar" => pto_pointee_scalar(op).map(error).into_iter().collect(),
        "pto_set_valid_shape" => pto_set_valid_shape(op).map(error).into_iter().collect(),
        "pto_alias_fits" => pto_alias_fits(op).map(error).into_iter().collect(),
        "pto_subview" => pto_subview(op).map(error).into_iter().collect(),
        "pto_partition" => pto_partition(op, def).map(error).into_iter().collect(),
        "pto_scalar_class" => pto_scalar_class(op, def).map(error).into_iter().collect(),
        "pto_event_id" => pto_event_id(op).map(error).into_iter().collect(),
        "fifo_slot_fits" => fifo_slot_fits(op, def).map(error).into_iter().collect(),
        "local_fifo" => fifo_origin(op, def, true).map(error).into_iter().collect(),
        "global_fifo" => fifo_origin(op, def, false).map(error).into_iter().collect(),
        "resource_decl" => resource_decl(op).into_iter().map(error).collect(),
        "fabric_pes" => fabric_pes(op).map(error).into_iter().collect(),
        "fabric_route" => fabric_route(op).map(error).into_iter().collect(),
        "fabric_async" => fabric_async(op).map(error).into_iter().collect(),
        "fabric_dsd_class" => fabric_dsd_class(op).map(error).into_iter().collect(),
        "next_frame_pipe" => next_frame_pipe(op, def).map(error).into_iter().collect(),
        "matching_transaction" => matching_transaction(op, name, def)
            .map(|(message, notes)| Finding {
                notes,
                ..error(message)
            })
            .into_iter()
            .collect(),
        _ => vec![error(format!(
            "internal error: unknown verifier rule `{rule}`"
        ))],
    }
}

/// `param` is present exactly for the functions listed in UnaryParamFn.
fn unary_param(op: OperationRef, dialect: &DialectDef, def: &OpDef) -> Option<String> {
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
fn next_frame_pipe(op: OperationRef, def: &OpDef) -> Option<String> {
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

fn is_type(r#type: Type, name: &str) -> bool {
    types::is_dynamic(r#type, "pto", name)
}

/// Level 1: tile operands and one tile result; level 2: buf operands, a dst
/// buf and no result. Global tensor views and scalars may appear in both.
fn pto_form(op: OperationRef, def: &OpDef) -> Option<String> {
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

/// The tile operands and the tile result or destination of an op, by name.
fn tile_values<'c, 'a>(op: OperationRef<'c, 'a>, def: &OpDef) -> Vec<(String, Type<'c>)> {
    def.operands
        .iter()
        .chain(&def.results)
        .filter_map(|d| Some((d.name.clone(), named_value(op, def, &d.name)?.r#type())))
        .filter(|(_, t)| is_type(*t, "tile") || is_type(*t, "buf"))
        .collect()
}

/// The destination: the dst buffer (level 2) or the result (level 1).
fn destination<'c>(op: OperationRef<'c, '_>, def: &OpDef) -> Option<Type<'c>> {
    Some(
        named_value(op, def, "dst")
            .or_else(|| named_value(op, def, "result"))?
            .r#type(),
    )
}

/// The parameters of a tile or buf type, kind aside.
fn tile_params(r#type: Type) -> Option<(pto::TileLoc, Type, [i64; 4], pto::Layout)> {
    let (loc, element, rows, cols, vrows, vcols, layout) =
        if let Some(t) = pto::TileType::cast(r#type) {
            (
                t.loc()?,
                t.element()?,
                t.rows()?,
                t.cols()?,
                t.valid_rows()?,
                t.valid_cols()?,
                t.layout()?,
            )
        } else {
            let t = pto::BufType::cast(r#type)?;
            (
                t.loc()?,
                t.element()?,
                t.rows()?,
                t.cols()?,
                t.valid_rows()?,
                t.valid_cols()?,
                t.layout()?,
            )
        };
    Some((loc, element, [rows, cols, vrows, vcols], layout))
}

/// Every tile operand and the destination describe the same tile.
fn pto_same_tile(op: OperationRef, def: &OpDef) -> Option<String> {
    let values = tile_values(op, def);
    let ((first_name, first), rest) = values.split_first()?;
    let (other_name, other) = rest
        .iter()
        .find(|(_, t)| tile_params(*t) != tile_params(*first))?;
    Some(format!(
        "{first_name} {first} and {other_name} {other} must have the same location, element type, shape, valid region and layout"
    ))
}

/// Every tile operand and the destination hold the same element type.
fn pto_same_element(op: OperationRef, def: &OpDef) -> Option<String> {
    let values = tile_values(op, def);
    let element = |t: Type| tile_params(t).map(|p| p.1.to_string());
    let ((first_name, first), rest) = values.split_first()?;
    let (other_name, other) = rest.iter().find(|(_, t)| element(*t) != element(*first))?;
    Some(format!("{first_name} and {other_name} must hold the same element type, but they are {first} and {other}"))
}

/// Static shapes of a matrix product: a is MxK, b is KxN, the accumulator MxN.
fn pto_matmul_shape(op: OperationRef, def: &OpDef) -> Option<String> {
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
fn pto_transpose_shape(op: OperationRef, def: &OpDef) -> Option<String> {
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
fn pto_index_result(op: OperationRef, def: &OpDef) -> Option<String> {
    let element = tile_params(destination(op, def)?)?.1.to_string();
    (!matches!(element.as_str(), "i32" | "ui32" | "si32"))
        .then(|| format!("the destination holds the indices: int32 or uint32, not {element}"))
}

/// TPART*: one source covers the destination's valid region, the other lies
/// within it (dynamic regions are checked at run time).
fn pto_partial_valid(op: OperationRef, def: &OpDef) -> Option<String> {
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

/// TINTERLEAVE/TDEINTERLEAVE: one element type; with two sources every
/// tile has one valid region with an even column count; with one source
/// the destinations have its rows and half its columns.
/// The destination buffers' names of a two-destination instruction.
fn destination_names(def: &OpDef) -> [&'static str; 2] {
    if def.operands.iter().any(|v| v.name == "dst_idx") {
        ["dst", "dst_idx"]
    } else {
        ["dst0", "dst1"]
    }
}

/// The two destinations of a two-destination instruction: its buffers
/// (level 2) or its two results (level 1).
fn two_destinations<'c>(op: OperationRef<'c, '_>, def: &OpDef) -> Option<[Type<'c>; 2]> {
    let buffers: Vec<Type> = destination_names(def)
        .iter()
        .filter_map(|name| named_value(op, def, name).map(|v| v.r#type()))
        .collect();
    let types: Vec<Type> = if buffers.is_empty() {
        op.results().map(|r| r.r#type()).collect()
    } else {
        buffers
    };
    <[Type; 2]>::try_from(types).ok()
}

/// TPARTARGMAX/MIN, TINTERLEAVE, TDEINTERLEAVE: level 1 takes tiles and
/// returns two; level 2 takes buffers and writes two.
fn pto_two_destinations(op: OperationRef, def: &OpDef) -> Option<String> {
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

fn pto_interleave(op: OperationRef, def: &OpDef) -> Option<String> {
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
fn pto_reshape_bytes(op: OperationRef, def: &OpDef) -> Option<String> {
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

/// An element type's name without a sign prefix (`si32` is `i32`).
fn element_name(element: Type) -> String {
    element.to_string().replace("si", "i")
}

/// TGATHERB: one element type, uint32 offsets, whole 32-byte blocks.
fn pto_gather_block(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (_, element, _, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (_, offsets, _, _) = tile_params(named_value(op, def, "offsets")?.r#type())?;
    if element != dst_element {
        return Some(format!(
            "the source holds {element} and the destination {dst_element}: they hold one type"
        ));
    }
    if !matches!(element_name(offsets).as_str(), "ui32" | "i32") {
        return Some(format!("the offsets are 32-bit integers, not {offsets}"));
    }
    let bytes = element_bytes(element)? as i64;
    (d[3] >= 0 && (d[3] * bytes) % 32 != 0).then(|| {
        format!(
            "a destination row of {} valid {element} is {} bytes, not whole 32-byte blocks",
            d[3],
            d[3] * bytes
        )
    })
}

/// TQUANT/TDEQUANT: f32 per-row parameters; the source has the
/// destination's valid region.
fn pto_row_parameters(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, _, d, _) = tile_params(destination(op, def)?)?;
    let (_, _, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    if [s[2], s[3], d[2], d[3]].iter().all(|v| *v >= 0) && (s[2], s[3]) != (d[2], d[3]) {
        return Some(format!(
            "the source's valid region {}x{} must be the destination's {}x{}",
            s[2], s[3], d[2], d[3]
        ));
    }
    for name in ["scale", "offset"] {
        let Some(value) = named_value(op, def, name) else {
            continue;
        };
        let (_, element, p, _) = tile_params(value.r#type())?;
        if !element.is_f32() {
            return Some(format!("the {name} is f32, not {element}"));
        }
        if p[1] != 1 && p[3] != 1 {
            return Some(format!(
                "the {name} is one column per row, not {} columns",
                p[3]
            ));
        }
        if p[2] >= 0 && d[2] >= 0 && p[2] < d[2] {
            return Some(format!(
                "the {name} has {} valid rows for the destination's {}",
                p[2], d[2]
            ));
        }
    }
    None
}

/// TQUANT INT8: f32 in; int8 out without an offset, uint8 with one.
fn pto_quant(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, dst_element, _, _) = tile_params(destination(op, def)?)?;
    let (_, element, _, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    if !element.is_f32() {
        return Some(format!("TQUANT quantises f32 values, not {element}"));
    }
    let offset = named_value(op, def, "offset").is_some();
    match (element_name(dst_element).as_str(), offset) {
        ("i8", false) | ("ui8", true) => None,
        ("i8", true) => Some("an int8 destination is INT8_SYM, which takes no offset".into()),
        ("ui8", false) => Some("a uint8 destination is INT8_ASYM, which needs an offset".into()),
        _ => Some(format!(
            "TQUANT writes int8 (INT8_SYM) or uint8 (INT8_ASYM), not {dst_element}"
        )),
    }
}

/// TMRGSORT's 2-4 list form: f32 lists of one row each; the destination
/// (one row) has their valid columns together; a tmp at least their static
/// columns.
fn pto_merge_lists(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let mut lists = Vec::new();
    for name in ["src0", "src1", "src2", "src3"] {
        if let Some(value) = named_value(op, def, name) {
            lists.push((name, tile_params(value.r#type())?));
        }
    }
    let mut tiles: Vec<(&str, Type, [i64; 4])> =
        lists.iter().map(|(n, t)| (*n, t.1, t.2)).collect();
    tiles.push(("the destination", dst_element, d));
    let tmp = named_value(op, def, "tmp").and_then(|v| tile_params(v.r#type()));
    if let Some(t) = &tmp {
        tiles.push(("tmp", t.1, t.2));
    }
    for (name, element, shape) in &tiles {
        if !element.is_f32() {
            return Some(format!(
                "{name} holds {element}: the lists are f32 (value, index) records (half records are target-defined)"
            ));
        }
        if shape[0] != 1 {
            return Some(format!(
                "{name} has {} rows: every tile is one row",
                shape[0]
            ));
        }
    }
    let static_cols: i64 = lists.iter().map(|(_, t)| t.2[1]).sum();
    if let Some(t) = &tmp {
        if t.2[1] < static_cols {
            return Some(format!(
                "tmp has {} columns, fewer than the lists' {static_cols}",
                t.2[1]
            ));
        }
    }
    if lists.iter().any(|(_, t)| t.2[3] < 0) || d[3] < 0 {
        return None;
    }
    let valid: i64 = lists.iter().map(|(_, t)| t.2[3]).sum();
    if let Some((name, t)) = lists.iter().find(|(_, t)| t.2[3] % 2 != 0) {
        return Some(format!(
            "{name} has {} valid columns: a list is whole (value, index) records, an even count",
            t.2[3]
        ));
    }
    (d[3] != valid).then(|| {
        format!(
            "the destination has {} valid columns, but the lists hold {valid}",
            d[3]
        )
    })
}

/// TMRGSORT (one list): f32, one row, the destination the source's shape.
fn pto_merge_sort(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (_, element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    if !element.is_f32() || !dst_element.is_f32() {
        return Some(format!("TMRGSORT merges f32 records here, not {element}"));
    }
    if s[0] != 1 || d[0] != 1 {
        return Some(format!("a list is one row, not {}", s[0].max(d[0])));
    }
    (s != d).then(|| {
        format!(
            "the destination {}x{} must have the source's shape {}x{}",
            d[0], d[1], s[0], s[1]
        )
    })
}

/// THISTOGRAM: uint16/uint32 keys, uint8 filter bytes, uint32 counts in
/// 256 columns per key row; `byte` within the key.
fn pto_histogram(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (_, element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (_, idx, _, _) = tile_params(named_value(op, def, "idx")?.r#type())?;
    let key_bytes = match element_name(element).as_str() {
        "ui16" => 2,
        "ui32" => 4,
        _ => return Some(format!("the keys are uint16 or uint32, not {element}")),
    };
    if element_name(idx) != "ui8" {
        return Some(format!("the filter bytes are uint8, not {idx}"));
    }
    if element_name(dst_element) != "ui32" || d[1] < 256 {
        return Some(format!(
            "the counts are a uint32 tile of 256 columns, not {}x{dst_element}",
            d[1]
        ));
    }
    if s[2] >= 0 && d[2] >= 0 && s[2] != d[2] {
        return Some(format!(
            "the counts have {} valid rows for {} key rows",
            d[2], s[2]
        ));
    }
    let byte = crate::types::int_attribute(&op, "byte").unwrap_or(0);
    (!(0..key_bytes).contains(&byte)).then(|| {
        format!(
            "`byte` {byte} is not a byte of a {element} key (0 to {})",
            key_bytes - 1
        )
    })
}

/// TEXTRACT reads a destination-sized window of the source, TINSERT writes
/// a source-sized window of the destination: the window's static shape fits
/// the whole tile's.
fn pto_window_fits(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, _, d, _) = tile_params(destination(op, def)?)?;
    let (_, _, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let extract = op
        .name()
        .as_string_ref()
        .as_str()
        .ok()?
        .ends_with("textract");
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
fn pto_concat_shape(op: OperationRef, def: &OpDef) -> Option<String> {
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

/// TPARTARGMAX/MIN: value tiles of f16/f32, index tiles of 16/32-bit
/// integers; each index tile has its values' valid region; one source's
/// region is the destination's and the other lies within it.
fn pto_part_arg(op: OperationRef, def: &OpDef) -> Option<String> {
    let tile = |name: &str| tile_params(named_value(op, def, name)?.r#type());
    let (s0, s1, x0, x1, d, dx) = (
        tile("src0")?,
        tile("src1")?,
        tile("src0_idx")?,
        tile("src1_idx")?,
        tile_params(two_destinations(op, def)?[0])?,
        tile_params(two_destinations(op, def)?[1])?,
    );
    for (name, t) in [("src1", &s1), ("dst", &d)] {
        if t.1 != s0.1 {
            return Some(format!(
                "{name} holds {} but src0 {}: the values hold one type",
                t.1, s0.1
            ));
        }
    }
    if !s0.1.is_f32() && !s0.1.is_f16() {
        return Some(format!("the values are f16 or f32, not {}", s0.1));
    }
    for (name, t) in [("src0_idx", &x0), ("src1_idx", &x1), ("dst_idx", &dx)] {
        let bits = IntegerType::try_from(t.1).ok().map(|i| i.width());
        if !matches!(bits, Some(16 | 32)) || t.1 != x0.1 {
            return Some(format!(
                "{name} holds {}: the indices are one 16- or 32-bit integer type",
                t.1
            ));
        }
    }
    let valid = |t: &(pto::TileLoc, Type, [i64; 4], pto::Layout)| (t.2[2], t.2[3]);
    for (values, indices, which) in [(&s0, &x0, "src0"), (&s1, &x1, "src1"), (&d, &dx, "dst")] {
        if valid(values) != valid(indices) {
            return Some(format!(
                "{which}'s values and indices must have one valid region, not {:?} and {:?}",
                valid(values),
                valid(indices)
            ));
        }
    }
    let (a, b, r) = (valid(&s0), valid(&s1), valid(&d));
    if [a.0, a.1, b.0, b.1, r.0, r.1].iter().any(|v| *v < 0) {
        return None;
    }
    let within = |x: (i64, i64)| x.0 <= r.0 && x.1 <= r.1;
    let ok = (a == r && within(b)) || (b == r && within(a));
    (!ok).then(|| {
        format!(
            "the destination's valid region {}x{} must be one source's ({}x{}, {}x{}), and the other must lie within it",
            r.0, r.1, a.0, a.1, b.0, b.1
        )
    })
}

/// TSORT32: f32 values with uint32 indices of their valid region, into
/// records of two columns.
fn pto_sort32(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (_, element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (_, index, x, _) = tile_params(named_value(op, def, "idx")?.r#type())?;
    if !element.is_f32() || !dst_element.is_f32() {
        return Some(format!(
            "TSORT32 sorts f32 values into f32 records, not {element} into {dst_element} (half records are target-defined)"
        ));
    }
    if !matches!(index.to_string().as_str(), "ui32" | "i32" | "si32") {
        return Some(format!("the indices are 32-bit integers, not {index}"));
    }
    if [s[2], s[3], x[2], x[3], d[1]].iter().any(|v| *v < 0) {
        return None;
    }
    if (x[2], x[3]) != (s[2], s[3]) {
        return Some(format!(
            "the indices' valid region {}x{} must be the values' ({}x{})",
            x[2], x[3], s[2], s[3]
        ));
    }
    (d[1] < 2 * s[3]).then(|| {
        format!(
            "the destination has {} columns; {} values need {} (a value and an index each)",
            d[1],
            s[3],
            2 * s[3]
        )
    })
}

/// TGETVAL/TSETVAL: the scalar is an element of the tile (signless: a
/// uint16 tile's scalar is i16).
fn pto_tile_scalar_type(op: OperationRef, def: &OpDef) -> Option<String> {
    let tile = named_value(op, def, "src")
        .or_else(|| named_value(op, def, "dst"))?
        .r#type();
    let (_, element, _, _) = tile_params(tile)?;
    let scalar = named_value(op, def, "value")
        .map(|v| v.r#type())
        .or_else(|| op.result(0).ok().map(|r| r.r#type()))?;
    let signless = |t: Type| {
        let text = t.to_string();
        match text.strip_prefix("ui").or_else(|| text.strip_prefix("si")) {
            Some(bits) => format!("i{bits}"),
            None => text,
        }
    };
    (signless(scalar) != signless(element))
        .then(|| format!("the scalar is {scalar}, but the tile holds {element}"))
}

/// TMATMUL_BIAS/TGEMV_BIAS: one bias row, as wide as the accumulator and
/// of its element type (the pages' rule; their examples' half bias with a
/// float accumulator contradicts it).
fn pto_bias_row(op: OperationRef, def: &OpDef) -> Option<String> {
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
fn pto_gemv_row(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, _, a, _) = tile_params(named_value(op, def, "a")?.r#type())?;
    (a[2] > 1).then(|| format!("a has {} valid rows; a GEMV's vector has one (M = 1)", a[2]))
}

/// TGATHER/TSCATTER: data in one element type, offsets in a 16- or 32-bit
/// integer tile covering the iterated region (the destination's for a
/// gather, the source's for a scatter, whose offsets are as wide as the
/// data, 16-bit for 1-byte data).
fn pto_indexed(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (_, src_element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (_, index_element, x, _) = tile_params(named_value(op, def, "indices")?.r#type())?;
    if dst_element != src_element {
        return Some(format!(
            "the source holds {src_element} and the destination {dst_element}: they must hold one type"
        ));
    }
    let index_bits = IntegerType::try_from(index_element)
        .ok()
        .map(|t| t.width())
        .filter(|w| *w == 16 || *w == 32);
    let Some(index_bits) = index_bits else {
        return Some(format!(
            "the indices must be 16- or 32-bit integers, not {index_element}"
        ));
    };
    let scatter = def.name == "tscatter";
    let (region, whose) = if scatter {
        (s, "source")
    } else {
        (d, "destination")
    };
    let dynamic = [region[2], region[3], x[2], x[3]].iter().any(|v| *v < 0);
    if !dynamic && (region[2], region[3]) != (x[2], x[3]) {
        return Some(format!(
            "the indices' valid region {}x{} must be the {whose}'s ({}x{})",
            x[2], x[3], region[2], region[3]
        ));
    }
    let data_bits = 8 * element_bytes(src_element)?;
    let wanted = if data_bits == 32 { 32 } else { 16 };
    (scatter && u64::from(index_bits) != wanted).then(|| {
        format!(
            "the offsets of {data_bits}-bit data are {wanted}-bit integers, not {index_bits}-bit"
        )
    })
}

/// TFILLPAD*: the destination says what the padding holds; TFILLPAD and
/// TFILLPAD_INPLACE keep the source's static shape, TFILLPAD_EXPAND may
/// grow it.
fn pto_fill_pad(op: OperationRef, def: &OpDef) -> Option<String> {
    let dst = destination(op, def)?;
    let pad = pto::TileType::cast(dst)
        .and_then(|t| t.pad())
        .or_else(|| pto::BufType::cast(dst).and_then(|t| t.pad()))?;
    if pad == pto::PadValue::Null {
        return Some(
            "the destination's pad is null: name the padding value (pad=zero, pad=max or pad=min)"
                .into(),
        );
    }
    let (_, _, d, _) = tile_params(dst)?;
    let (_, _, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    if def.name.ends_with("_expand") {
        (d[0] < s[0] || d[1] < s[1]).then(|| {
            format!(
                "the destination ({}x{}) must be at least the source's size ({}x{})",
                d[0], d[1], s[0], s[1]
            )
        })
    } else {
        (d[0] != s[0] || d[1] != s[1]).then(|| {
            format!(
                "the destination ({}x{}) must have the source's static shape ({}x{}); TFILLPAD_EXPAND grows a tile",
                d[0], d[1], s[0], s[1]
            )
        })
    }
}

/// TTRI: lower (0) or upper (1) only.
fn pto_triangle(op: OperationRef) -> Option<String> {
    let text = op.attribute("is_upper_or_lower").ok()?.to_string();
    let value: i64 = text.split(':').next()?.trim().parse().ok()?;
    (!(0..=1).contains(&value))
        .then(|| format!("is_upper_or_lower is {value}: 0 (lower) or 1 (upper)"))
}

/// A mask tile: 8-bit elements, one bit per compared element (LSB first),
/// `ceil(C / 8)` bytes for each row of C elements.
fn is_mask_element(element: Type) -> bool {
    element.to_string().ends_with("i8")
}

/// TCMP/TCMPS write a packed mask of the source's valid region.
fn pto_compare_mask(op: OperationRef, def: &OpDef) -> Option<String> {
    let src = named_value(op, def, "src0").or_else(|| named_value(op, def, "src"))?;
    let (_, _, s, _) = tile_params(src.r#type())?;
    let (_, element, d, _) = tile_params(destination(op, def)?)?;
    if !is_mask_element(element) {
        return Some(format!(
            "the destination is a mask of 8-bit elements (ui8), not {element}"
        ));
    }
    let (rows, cols) = (s[2], s[3]);
    let bytes = (cols + 7) / 8;
    if rows >= 0 && cols >= 0 && d[2] >= 0 && d[3] >= 0 && (d[2] != rows || d[3] < bytes) {
        return Some(format!(
            "a mask of a {rows}x{cols} comparison holds {rows} rows of {bytes} bytes, but the destination's valid region is {}x{}",
            d[2], d[3]
        ));
    }
    None
}

/// TSEL/TSELS read a packed mask covering the destination's valid region.
fn pto_select_mask(op: OperationRef, def: &OpDef) -> Option<String> {
    let (_, element, m, _) = tile_params(named_value(op, def, "mask")?.r#type())?;
    let (_, _, d, _) = tile_params(destination(op, def)?)?;
    if !is_mask_element(element) {
        return Some(format!(
            "the mask holds 8-bit elements (ui8), not {element}"
        ));
    }
    let bytes = (d[3] + 7) / 8;
    (m[2] >= 0 && d[2] >= 0 && d[3] >= 0 && (m[2] < d[2] || m[3] < bytes)).then(|| {
        format!(
            "a {}x{} selection reads {} rows of {bytes} mask bytes, but the mask's valid region is {}x{}",
            d[2], d[3], d[2], m[2], m[3]
        )
    })
}

/// Valid-region operands exactly for the dynamic valid dimensions.
fn pto_alloc_valid(op: OperationRef) -> Option<String> {
    let result = op.result(0).ok()?.r#type();
    let (_, _, [rows, cols, valid_rows, valid_cols], _) = tile_params(result)?;
    let dynamic = usize::from(valid_rows < 0) + usize::from(valid_cols < 0);
    let given = op.operand_count();
    if dynamic != given {
        return Some(format!(
            "{result} has {dynamic} dynamic valid dimension{} but {given} valid operand{} given",
            if dynamic == 1 { "" } else { "s" },
            if given == 1 { " is" } else { "s are" }
        ));
    }
    // The operands in order, one per dynamic dimension.
    let dims = [(valid_rows, rows, "rows"), (valid_cols, cols, "columns")];
    let bounds = dims.iter().filter(|(valid, _, _)| *valid < 0);
    bounds
        .zip(op.operands())
        .find_map(|(&(_, bound, what), value)| valid_beyond(value, bound, what))
}

/// A constant valid dimension outside 0..=`bound` (the tile's static
/// rows or columns); a run-time one is checked when it is set.
fn valid_beyond(value: Value, bound: i64, what: &str) -> Option<String> {
    let valid = crate::verify::constant_int(value)?;
    (!(0..=bound).contains(&valid))
        .then(|| format!("{valid} valid {what} do not fit the buffer's {bound} static {what}"))
}

/// MGATHER/MSCATTER: vector tiles of the table's element size, 32-bit
/// indices, tile rows of whole 32-byte blocks.
fn pto_indexed_memory(op: OperationRef, def: &OpDef) -> Option<String> {
    let table = named_value(op, def, "mem")?.r#type();
    let data = named_value(op, def, "src")
        .map(|v| v.r#type())
        .or_else(|| destination(op, def))?;
    let (loc, element, d, _) = tile_params(data)?;
    let (idx_loc, index, _, _) = tile_params(named_value(op, def, "idx")?.r#type())?;
    let table_element = pto::GtensorType::cast(table)?.element()?;
    if loc.as_str() != "vec" || idx_loc.as_str() != "vec" {
        return Some("the data and index tiles are vector tiles".into());
    }
    // Rows move by DMA, a pitch apart.
    let boxed = types::param_string(data, 7).is_some_and(|s| s != "none_box");
    if boxed || (types::param_string(data, 6).as_deref() == Some("col_major") && d[1] > 1) {
        return Some("the data tile is row-major ND: its rows move by DMA".into());
    }
    if element_bytes(table_element)? != element_bytes(element)? {
        return Some(format!(
            "the table holds {table_element} but the tile {element}: element sizes must match"
        ));
    }
    if !matches!(element_name(index).as_str(), "ui32" | "i32") {
        return Some(format!("the indices are 32-bit integers, not {index}"));
    }
    // PTOAS's rule: add on i32/ui32/f16/f32, max and min on i32/f32.
    let atomic = types::string_attribute(&op, "atomic").unwrap_or_default();
    let name = element_name(element);
    let allowed: &[&str] = match atomic.as_str() {
        "add" => &["i32", "ui32", "f16", "f32"],
        "max" | "min" => &["i32", "f32"],
        _ => &[],
    };
    if !allowed.is_empty() && !allowed.contains(&name.as_str()) {
        return Some(format!(
            "an atomic {atomic} scatters {}, not {element}",
            allowed.join(", ")
        ));
    }
    let bytes = d[1] * element_bytes(element)? as i64;
    (bytes % 32 != 0).then(|| {
        format!(
            "a tile row of {} {element} is {bytes} bytes, not whole 32-byte blocks",
            d[1]
        )
    })
}

/// LOAD_SCALAR / STORE_SCALAR: the scalar is the pointee, 8 to 32 bits.
fn pto_pointee_scalar(op: OperationRef) -> Option<String> {
    let (scalar, ptr) = match op.result(0) {
        Ok(result) => (result.r#type(), op.operand(0).ok()?.r#type()),
        Err(_) => (op.operand(0).ok()?.r#type(), op.operand(1).ok()?.r#type()),
    };
    let pointee = pto::PtrType::cast(ptr)?.element()?;
    if pointee != scalar {
        return Some(format!(
            "the pointer is to {pointee} but the scalar is {scalar}"
        ));
    }
    element_bytes(scalar).filter(|b| *b > 4).map(|b| {
        format!(
            "{scalar} has {} bits: the scalar unit reads and writes up to 32",
            b * 8
        )
    })
}

/// SET_VALIDSHAPE keeps the buffer's type, whose valid shape is dynamic.
fn pto_set_valid_shape(op: OperationRef) -> Option<String> {
    let source = op.operand(0).ok()?.r#type();
    let result = op.result(0).ok()?.r#type();
    if source != result {
        return Some(format!(
            "the result is {result} but the buffer {source}: they are one buffer"
        ));
    }
    let (_, _, [rows, cols, valid_rows, valid_cols], _) = tile_params(source)?;
    if valid_rows >= 0 || valid_cols >= 0 {
        return Some(format!("{source} has a static valid shape: declare it with `v_row=?, v_col=?` to set it at run time"));
    }
    valid_beyond(op.operand(1).ok()?, rows, "rows")
        .or_else(|| valid_beyond(op.operand(2).ok()?, cols, "columns"))
}

/// Whether two tile types are of one kind (both level 1 tiles or both
/// level 2 buffers).
fn same_kind(a: Type, b: Type) -> bool {
    pto::TileType::cast(a).is_some() == pto::TileType::cast(b).is_some()
}

/// TALIAS: a view of the source's kind and location within its bytes.
fn pto_alias_fits(op: OperationRef) -> Option<String> {
    let source = op.operand(0).ok()?.r#type();
    let view = op.result(0).ok()?.r#type();
    let (source_loc, source_element, s, _) = tile_params(source)?;
    let (view_loc, view_element, v, _) = tile_params(view)?;
    if !same_kind(source, view) || source_loc != view_loc {
        return Some(format!(
            "the view {view} must be of the kind and location of its source {source}"
        ));
    }
    let bytes = |shape: [i64; 4], element: Type| {
        element_bytes(element).map(|b| shape[0] as u64 * shape[1] as u64 * b)
    };
    let (have, want) = (bytes(s, source_element)?, bytes(v, view_element)?);
    (want > have).then(|| format!("the view needs {want} bytes but its source holds {have}"))
}

/// TSUBVIEW: the source's storage from (row, col) on, with the source's
/// static columns as the row pitch.
fn pto_subview(op: OperationRef) -> Option<String> {
    let source = op.operand(0).ok()?.r#type();
    let view = op.result(0).ok()?.r#type();
    let (source_loc, source_element, s, source_layout) = tile_params(source)?;
    let (view_loc, view_element, v, view_layout) = tile_params(view)?;
    if !same_kind(source, view) || source_loc != view_loc || source_element != view_element {
        return Some(format!(
            "the view {view} must be of the kind, location and element type of its source {source}"
        ));
    }
    // Rows a pitch apart: a DN or boxed source's are not.
    let boxed = types::param_string(source, 7).is_some_and(|l| l != "none_box");
    if boxed || (source_layout.as_str() == "col_major" && s[1] > 1) {
        return Some(format!(
            "the source {source} is not row-major ND: a subview's rows are a pitch apart"
        ));
    }
    if source_layout != view_layout || v[1] != s[1] {
        return Some(format!(
            "the view has {} static columns ({}) but its source {} ({}): a view's rows are the source's, so it keeps their layout and width",
            v[1],
            view_layout.as_str(),
            s[1],
            source_layout.as_str()
        ));
    }
    (v[0] > s[0]).then(|| {
        format!(
            "the view has {} static rows, more than its source's {}",
            v[0], s[0]
        )
    })
}

/// A sub-view keeps the source strides and fits in the source shape.
fn pto_partition(op: OperationRef, def: &OpDef) -> Option<String> {
    let source_type = named_value(op, def, "source")?.r#type();
    let view_type = named_value(op, def, "view")?.r#type();
    let (source, view) = (
        pto::GtensorType::cast(source_type)?,
        pto::GtensorType::cast(view_type)?,
    );
    if source.stride()? != view.stride()? {
        return Some(format!(
            "the sub-view {view_type} must keep the strides of its source {source_type}"
        ));
    }
    let too_big = source
        .shape()?
        .iter()
        .zip(view.shape()?)
        .any(|(s, v)| v > *s);
    too_big.then(|| format!("the sub-view {view_type} does not fit in its source {source_type}"))
}

/// The scalar operand of a float tile is a float; of an integer tile, an
/// integer or index (it is converted to the element type).
fn pto_scalar_class(op: OperationRef, def: &OpDef) -> Option<String> {
    let scalar = named_value(op, def, "scalar")?.r#type();
    // The source's element, or the destination's for a fill.
    let tile = match named_value(op, def, "src") {
        Some(src) => src.r#type(),
        None => destination(op, def)?,
    };
    let element = tile_params(tile)?.1;
    if element.is_float() {
        (!scalar.is_float()).then(|| {
            format!("the scalar of a tile of {element} must be a float, but it is {scalar}")
        })
    } else {
        scalar.is_float().then(|| {
            format!(
                "the scalar of a tile of {element} must be an integer or index, but it is {scalar}"
            )
        })
    }
}

/// Event ids are EVENT_ID0 .. EVENT_ID7.
fn pto_event_id(op: OperationRef) -> Option<String> {
    let text = op.attribute("event").ok()?.to_string();
    let id: i64 = text.split(':').next()?.trim().parse().ok()?;
    (!(0..=7).contains(&id))
        .then(|| format!("event id {id} is out of range; PTO has EVENT_ID0 to EVENT_ID7"))
}

/// Size in bytes of an integer or float element type.
pub fn element_bytes(r#type: Type) -> Option<u64> {
    // A failed melior conversion prints the type for its error (an
    // `AsmState` each time, for every bf16 transfer): check the kind first.
    if let Some(integer) = r#type
        .is_integer()
        .then(|| IntegerType::try_from(r#type).ok())
        .flatten()
    {
        return Some(u64::from(integer.width()).div_ceil(8));
    }
    r#type
        .is_float()
        .then(|| u64::from(r#type.float_width()).div_ceil(8))
}

/// The static slot view must fit in one FIFO slot.
fn fifo_slot_fits(op: OperationRef, def: &OpDef) -> Option<String> {
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
fn matching_transaction<'c>(
    op: OperationRef<'c, '_>,
    name: &str,
    def: &OpDef,
) -> Option<(String, Vec<(melior::ir::Location<'c>, String)>)> {
    let opener = if name == "pipe.tpush" {
        "pipe.talloc"
    } else {
        "pipe.tpop"
    };
    let slot = named_value(op, def, "slot")?;
    let fifo = named_value(op, def, "fifo")?;
    let origin = slot
        .is_operation_result()
        .then(|| OperationResult::try_from(slot).ok())
        .flatten()?
        .owner();
    let origin_name = origin.name().as_string_ref().as_str().ok()?.to_string();
    let note = vec![(origin.location(), "the slot comes from here".to_string())];
    if origin_name != opener {
        return Some((
            format!("slot must come from '{opener}', not '{origin_name}'"),
            note,
        ));
    }
    if origin.operand(0).ok()? != fifo {
        return Some((
            format!("slot was opened by '{opener}' on a different FIFO"),
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
/// `fabric.program`'s PEs: (x, y) pairs, non-negative, each once.
fn fabric_pes(op: OperationRef) -> Option<String> {
    let pes = types::array_attribute(&op, "pes")?;
    if pes.len() % 2 != 0 || pes.is_empty() {
        return Some(format!(
            "pes holds {} numbers; it holds (x, y) pairs",
            pes.len()
        ));
    }
    let mut seen = std::collections::BTreeSet::new();
    for pair in pes.chunks(2) {
        if pair[0] < 0 || pair[1] < 0 {
            return Some(format!(
                "PE ({}, {}) has a negative coordinate",
                pair[0], pair[1]
            ));
        }
        if !seen.insert((pair[0], pair[1])) {
            return Some(format!("PE ({}, {}) is listed twice", pair[0], pair[1]));
        }
    }
    None
}

/// The directions a `fabric.route` may name.
pub const FABRIC_DIRECTIONS: [&str; 5] = ["north", "south", "east", "west", "ramp"];

/// `fabric.route`: non-negative place and color, directions each once.
fn fabric_route(op: OperationRef) -> Option<String> {
    for key in ["x", "y", "color"] {
        if let Some(v) = types::int_attribute(&op, key).filter(|v| *v < 0) {
            return Some(format!("{key} is {v}; it must be non-negative"));
        }
    }
    for key in ["rx", "tx"] {
        let text = types::string_attribute(&op, key)?;
        let mut seen = Vec::new();
        for direction in text.split(',').map(str::trim).filter(|d| !d.is_empty()) {
            if !FABRIC_DIRECTIONS.contains(&direction) {
                return Some(format!(
                    "{key} names `{direction}`; directions are {}",
                    FABRIC_DIRECTIONS.join(", ")
                ));
            }
            if seen.contains(&direction) {
                return Some(format!("{key} names `{direction}` twice"));
            }
            seen.push(direction);
        }
    }
    None
}

/// The SIMD classes of `[cycles.simd]` (arch/wse2.toml): what
/// `fabric.dsd_begin` may name.
pub const FABRIC_DSD_CLASSES: [&str; 6] = ["fadds", "fmacs", "fmovs", "mov32", "mov16", "faddh"];

/// `fabric.dsd_begin`: a known class, a non-negative element count.
fn fabric_dsd_class(op: OperationRef) -> Option<String> {
    let class = types::string_attribute(&op, "class")?;
    if !FABRIC_DSD_CLASSES.contains(&class.as_str()) {
        return Some(format!(
            "class is `{class}`; the classes are {}",
            FABRIC_DSD_CLASSES.join(", ")
        ));
    }
    match types::int_attribute(&op, "elements") {
        Some(n) if n < 0 => Some(format!("elements is {n}; it must be non-negative")),
        _ => None,
    }
}

/// `fabric.async`: an outlined function's name, a queue, a completion
/// word the runtime can read (docs/abi.md, `tanto_rt_csl_async`).
fn fabric_async(op: OperationRef) -> Option<String> {
    let function = types::string_attribute(&op, "function")?;
    let numbered = function
        .strip_prefix("__csl_async_")
        .is_some_and(|k| !k.is_empty() && k.bytes().all(|b| b.is_ascii_digit()));
    if !numbered {
        return Some(format!(
            "function is `{function}`; an asynchronous operation is `__csl_async_<k>`"
        ));
    }
    if let Some(queue) = types::int_attribute(&op, "queue").filter(|q| *q < 0) {
        return Some(format!("queue is {queue}; it must be non-negative"));
    }
    let completion = types::int_attribute(&op, "completion")?;
    let valid =
        completion == -1 || ((completion >> 8) == 1 || (completion >> 8) == 2) && completion >= 0;
    if !valid {
        return Some(format!(
            "completion is {completion}; it is -1, or 1 << 8 | id (activate) or 2 << 8 | id (unblock)"
        ));
    }
    None
}

fn resource_decl(op: OperationRef) -> Vec<String> {
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

/// Rules on type parameters beyond their kinds and enum values.
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
    (rows % box_rows != 0 || cols % box_cols != 0).then(|| {
        format!(
            "{rows}x{cols} is not whole {box_rows}x{box_cols} boxes ({blayout}, {slayout}, {fractal} bytes)"
        )
    })
}

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
            if shape.iter().any(|d| *d < 1) {
                problems.push("shape dimensions must be at least 1".into());
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
