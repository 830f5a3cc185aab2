//! Rules of the pto dialect on allocation, views of a tile's storage,
//! scalars and events.

use super::{
    destination, element_bytes, element_name, same_kind, tile_params, valid_beyond, RuleInput,
};
use crate::pto;
use crate::types;
use crate::types::named_value;
use melior::ir::{operation::OperationLike, r#type::TypeLike, Type, ValueLike};

/// TSTORE: a vec or mat tile's bytes go as they are (a same-sized view
/// type reinterprets them); out of an accumulator the fix-pipe converts
/// (PTOAS's TStoreOp/TStoreFPOp verifiers; the frontend says which pairs
/// each target takes).
pub(super) fn pto_store_elements(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (loc, element, _, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let view = pto::GtensorType::cast(named_value(op, def, "view")?.r#type())?.element()?;
    if loc != pto::TileLoc::Acc {
        return (element_bytes(element) != element_bytes(view)).then(|| {
            format!("a {} tile is stored as its bytes, but it holds {element} and the view {view}: their sizes differ", loc.as_str())
        });
    }
    let quantised = named_value(op, def, "pre").is_some() || named_value(op, def, "fp").is_some();
    let (from, to) = (element_name(element), element_name(view));
    let cast = matches!(
        (from.as_str(), to.as_str()),
        ("f32" | "i32", "i32" | "f32" | "f16" | "bf16")
    );
    let quant = matches!(from.as_str(), "f32" | "i32")
        && matches!(to.as_str(), "i8" | "ui8" | "i16" | "f16" | "bf16" | "f32");
    (!(cast || quantised && quant)).then(|| {
        format!(
            "from acc the fix-pipe stores f32 or i32 as i32, f32, f16 or bf16 (quantised also as int8, uint8 or int16), not {element} as {view}"
        )
    })
}

/// Valid-region operands exactly for the dynamic valid dimensions.
pub(super) fn pto_alloc_valid(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
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

/// MGATHER/MSCATTER: vector tiles of the table's element size, 32-bit
/// indices, tile rows of whole 32-byte blocks.
pub(super) fn pto_indexed_memory(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_pointee_scalar(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_set_valid_shape(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
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

/// TALIAS: a view of the source's kind and location within its bytes.
pub(super) fn pto_alias_fits(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_subview(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_partition(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
    // A dynamic dimension (-1) is checked at run time, if at all.
    let view_shape = view.shape()?;
    let too_big = source
        .shape()?
        .iter()
        .zip(&view_shape)
        .any(|(s, v)| *s >= 0 && v > s);
    if too_big {
        return Some(format!(
            "the sub-view {view_type} does not fit in its source {source_type}"
        ));
    }
    // Operands: the source, then the offsets and the dynamic sizes.
    let dynamic = view_shape.iter().filter(|d| **d < 0).count();
    let given = op.operand_count().saturating_sub(1);
    (given < dynamic).then(|| {
        format!("the sub-view {view_type} has {dynamic} dynamic dimensions, but {given} offsets and sizes are given")
    })
}

/// The scalar operand of a float tile is a float; of an integer tile, an
/// integer or index (it is converted to the element type).
pub(super) fn pto_scalar_class(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_event_id(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let text = op.attribute("event").ok()?.to_string();
    let id: i64 = text.split(':').next()?.trim().parse().ok()?;
    (!(0..=7).contains(&id))
        .then(|| format!("event id {id} is out of range; PTO has EVENT_ID0 to EVENT_ID7"))
}

/// TLOAD with `nz_global`: a view of NZ boxes (crate::pto_nz_global) into
/// an NZ tile (pto-isa's TLOAD takes NZ only into NZ) whose static valid
/// region is the view's matrix.
pub(super) fn pto_nz_global(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    if !op.has_attribute("nz_global") {
        return None;
    }
    let view = pto::GtensorType::cast(op.operand(0).ok()?.r#type())?;
    let tile = match op.operand(1) {
        Ok(dst) => dst.r#type(),
        Err(_) => op.result(0).ok()?.r#type(),
    };
    let (_, element, [_, _, valid_rows, valid_cols], layout) = tile_params(tile)?;
    let bytes = element_bytes(element)? as i64;
    let nz = match crate::pto_nz_global::nz_global(&view.shape()?, &view.stride()?, bytes) {
        Ok(nz) => nz,
        Err(why) => return Some(format!("the NZ global tensor is not boxes: {why}")),
    };
    let (slayout, fractal) = match pto::BufType::cast(tile) {
        Some(t) => (t.slayout()?, t.fractal()?),
        None => {
            let t = pto::TileType::cast(tile)?;
            (t.slayout()?, t.fractal()?)
        }
    };
    if layout != pto::Layout::ColMajor || slayout != pto::SLayout::RowMajor || fractal != 512 {
        return Some(format!(
            "an NZ global tensor loads into an NZ tile (blayout col_major, slayout row_major, 512-byte boxes), not {tile}"
        ));
    }
    ((valid_rows, valid_cols) != (nz.rows, nz.cols)).then(|| {
        format!(
            "the NZ global tensor is a {}x{} matrix, but the tile's valid region is {valid_rows}x{valid_cols}",
            nz.rows, nz.cols
        )
    })
}
