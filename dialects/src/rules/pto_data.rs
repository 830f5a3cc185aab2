//! Rules of the pto dialect on instructions whose operands carry data of a
//! fixed meaning: indices, masks, sort records, quantization parameters.

use super::{
    destination, element_bytes, element_name, is_mask_element, tile_params, two_destinations,
    RuleInput,
};
use crate::pto;
use crate::types::named_value;
use melior::ir::{
    attribute::StringAttribute, operation::OperationLike, operation::OperationRef,
    r#type::IntegerType, r#type::TypeLike, Type, ValueLike,
};

/// TGATHERB: one element type, uint32 offsets, whole 32-byte blocks.
pub(super) fn pto_gather_block(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_row_parameters(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
        // Column 0 of each row is read (pto-isa's TQUANT takes a column or
        // a tile of the source's shape alike).
        if p[3] == 0 {
            return Some(format!("the {name} has no valid column"));
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
pub(super) fn pto_quant(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_merge_lists(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_merge_sort(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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

/// TEXTRACT/TINSERT: one element type, except that the fix-pipe converts
/// on the way from acc to mat (pto-isa's CheckTMovAccToMat; arch.rs says
/// which pairs each target takes).
pub(super) fn pto_window_elements(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (dst_loc, dst_element, _, _) = tile_params(destination(op, def)?)?;
    let (src_loc, element, _, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (from, to) = (element_name(element), element_name(dst_element));
    if src_loc == pto::TileLoc::Acc && dst_loc == pto::TileLoc::Mat {
        let converts = matches!(
            (from.as_str(), to.as_str()),
            ("f32", "f16" | "bf16" | "f32") | ("i32" | "si32", "i32" | "si32")
        );
        return (!converts).then(|| {
            format!(
                "from acc to mat the fix-pipe takes f32 into f16, bf16 or f32, or i32 into i32, not {element} into {dst_element}"
            )
        });
    }
    (element != dst_element).then(|| {
        format!("the source holds {element} and the destination {dst_element}: they hold one type")
    })
}

/// TMOV: one element type, except that the fix-pipe converts on the way
/// out of an accumulator (pto-isa's CheckTMovAccToMat / CheckTMovAccValid;
/// arch.rs says which pairs each target takes). A pre-quantisation word
/// also narrows to 8 and 16 bits.
pub(super) fn pto_mov_elements(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (_, dst_element, _, _) = tile_params(destination(op, def)?)?;
    let (src_loc, element, _, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (from, to) = (element_name(element), element_name(dst_element));
    if src_loc != pto::TileLoc::Acc {
        return (element != dst_element).then(|| {
            format!("the source holds {element} and the destination {dst_element}: only a move out of an accumulator converts")
        });
    }
    let quantised = named_value(op, def, "pre").is_some();
    let cast = matches!(
        (from.as_str(), to.as_str()),
        ("f32", "f16" | "bf16" | "f32") | ("i32" | "si32", "i32" | "si32")
    );
    let quant = matches!(
        (from.as_str(), to.as_str()),
        (
            "f32" | "i32" | "si32",
            "i8" | "si8" | "ui8" | "f16" | "bf16"
        ) | ("i32" | "si32", "i16" | "si16")
    );
    (!(cast || quantised && quant)).then(|| {
        format!(
            "from acc the fix-pipe takes f32 into f16, bf16 or f32, or i32 into i32 (with a pre-quantisation word also into int8, uint8, int16, f16 or bf16), not {element} into {dst_element}"
        )
    })
}

/// THISTOGRAM: uint16/uint32 keys, uint8 filter bytes, uint32 counts in
/// 256 columns per key row; `byte` within the key.
pub(super) fn pto_histogram(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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

/// TPARTARGMAX/MIN: value tiles of f16/f32, index tiles of 16/32-bit
/// integers; each index tile has its values' valid region; one source's
/// region is the destination's and the other lies within it.
pub(super) fn pto_part_arg(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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

/// TSORT32: f32 or f16 values with uint32 indices of their valid region,
/// into 8-byte records of the values' type. The destination needs two
/// columns per value here (PTOAS checks no width); f16 records take four,
/// which the run checks.
pub(super) fn pto_sort32(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (_, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (_, element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (_, index, x, _) = tile_params(named_value(op, def, "idx")?.r#type())?;
    if !(element.is_f32() || element.is_f16()) || dst_element != element {
        return Some(format!(
            "TSORT32 sorts f32 or f16 values into records of the same type, not {element} into {dst_element}"
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
pub(super) fn pto_tile_scalar_type(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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

/// TGATHER/TSCATTER: data in one element type, offsets in a 16- or 32-bit
/// integer tile covering the iterated region (the destination's for a
/// gather, the source's for a scatter, whose offsets are as wide as the
/// data, 16-bit for 1-byte data).
pub(super) fn pto_indexed(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (_, dst_element, d, _) = tile_params(destination(op, def)?)?;
    let (_, src_element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let pattern = op
        .attribute("mask_pattern")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|a| a.value().to_string())
        .filter(|p| p != "none");
    let indices = named_value(op, def, "indices");
    if let Some(pattern) = pattern {
        return gather_mask_form(op, def, &pattern, (src_element, s), (dst_element, d));
    }
    let Some(indices) = indices else {
        return Some("the index form needs its indices (or give a mask pattern)".into());
    };
    let (_, index_element, x, _) = tile_params(indices.r#type())?;
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

/// TGATHER's compare form (pto-isa's a2a3 TGather_cmp): f16/f32 values, or
/// i32 compared for equality; k of the values' type; int32 indices and
/// counts; destination row i holds row i's indices, so it has a row per
/// valid source row and columns for every valid source column, and the
/// count tile an element per valid source row.
pub(super) fn pto_gather_compare(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
    let (_, element, s, _) = tile_params(named_value(op, def, "src")?.r#type())?;
    let (_, index, d, _) = tile_params(named_value(op, def, "dst")?.r#type())?;
    let (_, count, c, _) = tile_params(named_value(op, def, "cdst")?.r#type())?;
    let k = named_value(op, def, "k")?.r#type();
    let mode = op
        .attribute("cmp_mode")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map_or("eq".to_string(), |a| a.value().to_string());
    if !matches!(mode.as_str(), "eq" | "gt") {
        return Some(format!(
            "the compare form compares for eq or gt, not {mode}"
        ));
    }
    let int32 = element.to_string() == "i32";
    if !(element.is_f16() || element.is_f32() || int32 && mode == "eq") {
        return Some(format!(
            "the compare form compares f16 or f32 values (i32 for eq only), not {element} for {mode}"
        ));
    }
    if k != element {
        return Some(format!("k is {k}, but the source holds {element}"));
    }
    let is_int32 = |t: Type| matches!(t.to_string().as_str(), "i32" | "si32" | "ui32");
    if !is_int32(index) || count != index {
        return Some(format!(
            "the indices and counts are one 32-bit integer type, not {index} and {count}"
        ));
    }
    if [s[2], s[3], d[2]].iter().any(|v| *v < 0) {
        return None;
    }
    if d[2] < s[2] || d[1] < s[3] {
        return Some(format!(
            "the destination ({}x{}, {} valid rows) needs a row of {} columns per valid source row ({})",
            d[0], d[1], d[2], s[3], s[2]
        ));
    }
    (c[0] * c[1] < s[2]).then(|| {
        format!(
            "the count tile holds {} elements; the source has {} valid rows to count",
            c[0] * c[1],
            s[2]
        )
    })
}

/// TGATHER's mask-pattern form (pto-isa's TGATHER<dst, src, pattern>): no
/// indices or scratch; elements of one size; the kept elements of every
/// valid source row are written one after another, so the destination's
/// rows must be whole (valid columns = columns) and hold them all.
fn gather_mask_form(
    op: OperationRef,
    def: &crate::spec::OpDef,
    pattern: &str,
    (src_element, s): (Type, [i64; 4]),
    (dst_element, d): (Type, [i64; 4]),
) -> Option<String> {
    if named_value(op, def, "indices").is_some() || named_value(op, def, "tmp").is_some() {
        return Some(format!(
            "the mask-pattern form ({pattern}) takes only the source, not indices or a tmp tile"
        ));
    }
    let (src_bytes, dst_bytes) = (element_bytes(src_element)?, element_bytes(dst_element)?);
    if src_bytes != dst_bytes {
        return Some(format!(
            "the mask-pattern form copies elements bit for bit: {src_element} and {dst_element} differ in size"
        ));
    }
    if d[3] >= 0 && d[3] != d[1] {
        return Some(format!(
            "the mask-pattern form fills whole destination rows: its valid columns ({}) must be its columns ({})",
            d[3], d[1]
        ));
    }
    let every = match pattern {
        "p1111" => 1,
        "p0101" | "p1010" => 2,
        _ => 4,
    };
    if [s[2], s[3]].iter().any(|v| *v < 0) {
        return None;
    }
    // Columns c < cols with c % every = the pattern's phase.
    let phase = match pattern {
        "p1010" | "p0010" => 1,
        "p0100" => 2,
        "p1000" => 3,
        _ => 0,
    };
    let kept = s[2] * ((s[3] - phase + every - 1).max(0) / every);
    (kept > d[0] * d[1]).then(|| {
        format!(
            "the mask pattern {pattern} keeps {kept} elements of the {}x{} source, more than the {}x{} destination holds",
            s[2], s[3], d[0], d[1]
        )
    })
}

/// TFILLPAD*: the destination says what the padding holds; TFILLPAD and
/// TFILLPAD_INPLACE keep the source's static shape, TFILLPAD_EXPAND may
/// grow it.
pub(super) fn pto_fill_pad(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_triangle(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let text = op.attribute("is_upper_or_lower").ok()?.to_string();
    let value: i64 = text.split(':').next()?.trim().parse().ok()?;
    (!(0..=1).contains(&value))
        .then(|| format!("is_upper_or_lower is {value}: 0 (lower) or 1 (upper)"))
}

/// TRANDOM: the A5 generator runs 10 or 7 rounds.
pub(super) fn pto_random_rounds(&RuleInput { op, .. }: &RuleInput) -> Option<String> {
    let rounds = crate::types::int_attribute(&op, "rounds")?;
    (!matches!(rounds, 7 | 10)).then(|| format!("rounds is {rounds}: TRANDOM runs 10 or 7 rounds"))
}

/// TCMP/TCMPS write a packed mask of the source's valid region.
pub(super) fn pto_compare_mask(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
pub(super) fn pto_select_mask(&RuleInput { op, def, .. }: &RuleInput) -> Option<String> {
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
