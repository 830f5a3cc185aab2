//! The per-target constraints of the PTO instruction pages, on plain data:
//! element types per target, tile locations, row-major layouts, static
//! valid bounds, and agreement of source and destination valid regions.
//! The pto dialect's verifier applies them to IR that states its target
//! (`pto_target`), and the PTO frontend to each statement it plans, so that
//! a violation points at the operand it is about.

use crate::finding;
#[path = "arch_mx.rs"]
mod mx;
pub use mx::{is_mx, MX_DATA};
pub use tanto_arch::pto::PtoTarget;

/// One violated constraint, at an operand: `at` indexes the inputs, and the
/// inputs' count means the destination. All are errors; the page's rule,
/// when quoted, is a note at the same operand (shown as help).
pub type Finding = finding::Finding<usize>;

/// What the constraints read of a tile (`!pto.tile` or `!pto.buf`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TileType {
    /// Level 2 (`!pto.tile_buf`, our `!pto.buf`) rather than level 1 (`!pto.tile`).
    pub buffer: bool,
    pub loc: &'static str,
    pub element: String,
    pub rows: i64,
    pub cols: i64,
    /// -1 when dynamic (`?`).
    pub valid_rows: i64,
    pub valid_cols: i64,
    pub layout: &'static str,
    pub slayout: &'static str,
    pub fractal: i64,
    pub pad: &'static str,
}

impl TileType {
    pub fn element_bytes(&self) -> Option<i64> {
        element_bytes(&self.element)
    }

    pub fn is_row_major(&self) -> bool {
        self.layout == "row_major"
    }

    /// Same tile as level 1 value or level 2 buffer.
    pub fn as_buffer(&self, buffer: bool) -> Self {
        Self {
            buffer,
            ..self.clone()
        }
    }
}

/// An operand or destination as the constraints see it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ty {
    Tile(TileType),
    /// A global tensor view, by its element type.
    View(String),
    /// Anything else (scalars, indices).
    Other,
}

/// The bytes of an element type (`f16` 2, `i32` 4, `f8E4M3FN` 1); None for
/// a type that is no whole number of bytes.
pub fn element_bytes(element: &str) -> Option<i64> {
    match element {
        "f16" | "bf16" => Some(2),
        "f32" => Some(4),
        "f64" => Some(8),
        "i1" => Some(1),
        _ if element.starts_with("f8") => Some(1),
        _ => {
            let digits = element.trim_start_matches(|c: char| c.is_ascii_alphabetic());
            digits
                .parse::<i64>()
                .ok()
                .filter(|bits| bits % 8 == 0)
                .map(|bits| bits / 8)
        }
    }
}

/// The cube's matrix products (left x right into acc), MX ones included.
pub fn is_matmul(op: &str) -> bool {
    matches!(
        op,
        "tmatmul" | "tmatmul_acc" | "tmatmul_bias" | "tgemv" | "tgemv_acc" | "tgemv_bias"
    ) || is_mx(op)
}

/// Whether a class reduces or broadcasts along rows or columns (its tiles
/// differ in shape from the destination).
pub fn is_shaped_class(class: Option<&str>) -> bool {
    matches!(
        class,
        Some(
            "row_reduce"
                | "col_reduce"
                | "row_arg_reduce"
                | "col_arg_reduce"
                | "row_expand"
                | "col_expand"
                | "row_expand_binary"
                | "col_expand_binary"
        )
    )
}

/// The element types an instruction accepts on a target, from the PTO
/// instruction table (dialects/src/pto/isa.toml); None when the
/// reference states no list.
fn dtypes(arch: PtoTarget, op: &str) -> Option<&'static [String]> {
    crate::pto_isa::isa().dtypes(op, arch == PtoTarget::A5)
}

/// C++ spelling of an element type, for messages in the spec's terms.
fn cpp_name(element: &str) -> String {
    match element {
        "f16" => "half".into(),
        "f32" => "float".into(),
        "bf16" => "bfloat16_t".into(),
        "f8E4M3FN" | "f8E4M3" => "float8_e4m3_t".into(),
        "f8E5M2" => "float8_e5m2_t".into(),
        "f8E8M0FNU" => "float8_e8m0_t".into(),
        _ if element.starts_with('f') => element.into(),
        _ => match element.strip_prefix("ui") {
            Some(bits) => format!("uint{bits}_t"),
            None => format!(
                "int{}_t",
                element.trim_start_matches(|c: char| c.is_ascii_alphabetic())
            ),
        },
    }
}

fn dtype_list(list: &[String]) -> String {
    list.iter()
        .map(|d| format!("{d} ({})", cpp_name(d)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Whether a type's element is in a list (`si16` counts as `i16`).
/// The element types the fix-pipe writes out of an accumulator, as a
/// plain cast or (`quantised`) through a pre-quantisation word: the pairs
/// pto-isa's CheckTMovAccToMat (A2/A3) and CheckTMovAccValid (A5) take.
/// PTOAS's verifier checks none, so a pair either target takes is taken on
/// both (the engine computes each the same way). None when `to` is one.
fn acc_mov_types(from: &str, to: &str, quantised: bool) -> Option<String> {
    let allowed: &[&str] = match (element_in(from, &["f32"]), quantised) {
        (false, _) if !element_in(from, &["i32"]) => {
            return Some(format!(
                "an accumulator holds float or int32_t, not {}",
                cpp_name(from)
            ))
        }
        (true, false) => &["f16", "bf16", "f32"],
        (true, true) => &["i8", "ui8", "f16", "bf16", "f32"],
        (false, false) => &["i32"],
        (false, true) => &["i8", "ui8", "f16", "bf16", "i16"],
    };
    if element_in(to, allowed) {
        return None;
    }
    let list = allowed.iter().map(|e| cpp_name(e)).collect::<Vec<_>>();
    let how = if quantised {
        "with a pre-quantisation word"
    } else {
        "as a cast (a pre-quantisation word narrows further)"
    };
    Some(format!(
        "{} becomes {} {how}, not {}",
        cpp_name(from),
        list.join(", "),
        cpp_name(to)
    ))
}

fn element_in<S: AsRef<str>>(element: &str, list: &[S]) -> bool {
    let normal = element
        .strip_prefix("si")
        .map(|b| format!("i{b}"))
        .unwrap_or_else(|| element.to_string());
    list.iter().any(|e| e.as_ref() == normal)
}

fn is_vector_op(op: &str) -> bool {
    !matches!(
        op,
        "tload"
            | "tstore"
            | "tmov"
            | "tmov_pre"
            | "treshape"
            | "textract"
            | "tinsert"
            | "textract_fp"
            | "tinsert_fp"
            | "tmov_fp"
            | "tget_scale_addr"
    ) && !is_matmul(op)
}

/// Checks one instruction: `inputs` as typed, `dst` the destination buffer
/// (level 2) or result (level 1).
pub fn check(
    arch: PtoTarget,
    op: &str,
    spelled: &str,
    inputs: &[(String, Ty)],
    dst: Option<&Ty>,
) -> Vec<Finding> {
    let mut findings = Vec::new();
    let upper = op.to_ascii_uppercase();
    let on = arch.name();
    let dst_index = inputs.len();
    let mut tiles: Vec<(usize, &str, &TileType)> = inputs
        .iter()
        .enumerate()
        .filter_map(|(i, (n, t))| match t {
            Ty::Tile(t) => Some((i, n.as_str(), t)),
            _ => None,
        })
        .collect();
    if let Some(Ty::Tile(t)) = dst {
        tiles.push((dst_index, "the destination", t));
    }
    let mut report = |operand: usize, message: String, help: Option<String>| {
        let finding = Finding::error(operand, message);
        findings.push(match help {
            Some(help) => finding.with_note(operand, help),
            None => finding,
        })
    };

    // A level 1 result typed like its source repeats the source's findings:
    // per-tile checks skip it.
    let dst_repeats_input = |i: usize, t: &TileType| {
        i == dst_index && tiles.iter().any(|(j, _, u)| *j != dst_index && *u == t)
    };
    // Static valid bounds hold for every tile.
    for (i, name, t) in tiles.iter().filter(|(i, _, t)| !dst_repeats_input(*i, t)) {
        if t.valid_rows > t.rows || t.valid_cols > t.cols {
            report(
                *i,
                format!(
                    "{upper}: {name} has valid region {}x{} outside its static shape {}x{}",
                    t.valid_rows, t.valid_cols, t.rows, t.cols
                ),
                Some(
                    "TileData::ValidRow <= TileData::Rows and TileData::ValidCol <= TileData::Cols"
                        .into(),
                ),
            );
        }
    }
    if let Some(list) = dtypes(arch, op).filter(|l| l.is_empty()) {
        let _ = list;
        let other = if arch == PtoTarget::A5 { "a2a3" } else { "a5" };
        report(
            dst_index.min(inputs.len()),
            format!("{upper} is not available on {on}; the ISA documents it for {other} only"),
            None,
        );
        return findings;
    }
    // The packed mask of a comparison (its destination) or a selection
    // (its first input) is ui8 whatever the data's type (the verifier's
    // pto_compare_mask / pto_select_mask).
    let mask_index = match crate::pto_isa::isa()
        .find(op)
        .and_then(|i| i.class.as_deref())
    {
        // An arg-reduction's destination holds indices.
        Some("compare" | "compare_scalar" | "row_arg_reduce" | "col_arg_reduce") => Some(dst_index),
        Some("select" | "select_scalar") => Some(0),
        // A gather's or scatter's offsets are integers whatever the data.
        // (TGATHER's mask-pattern form has none: its second tile is the
        // destination.)
        Some("gather" | "scatter" | "sort32") => (dst_index > 1).then_some(1),
        _ => None,
    };
    // The fix-pipe's type pairs (PTOAS's verifiers): A2/A3 quantise f32
    // to int8 and int32 to int8, f16 or int16; A5 also converts f32 to
    // f16, bf16 or f32 and int32 to bf16 (its fp8 results are not modelled).
    if matches!(op, "textract_fp" | "tinsert_fp" | "tmov_fp") {
        let source = tiles.iter().find(|(i, ..)| *i == 0);
        let destination = tiles.iter().find(|(i, ..)| *i == dst_index);
        if let (Some((_, _, s)), Some((i, _, d))) = (source, destination) {
            let pair = (s.element.as_str(), d.element.as_str());
            let allowed = match arch {
                PtoTarget::A2A3 => matches!(pair, ("f32", "i8") | ("i32", "i8" | "f16" | "i16")),
                PtoTarget::A5 => matches!(
                    pair,
                    ("f32", "i8" | "f16" | "bf16" | "f32") | ("i32", "i8" | "f16" | "bf16")
                ),
            };
            if !allowed {
                let pairs = match arch {
                    PtoTarget::A2A3 => "f32 to i8, i32 to i8, f16 or i16",
                    PtoTarget::A5 => "f32 to i8, f16, bf16 or f32; i32 to i8, f16 or bf16",
                };
                report(
                    *i,
                    format!("{upper} on {on} does not move {} to {}", pair.0, pair.1),
                    Some(format!("{upper} on {on} moves {pairs}")),
                );
                return findings;
            }
        }
    }
    // TGATHER's offsets are 32-bit on A2/A3 (A5 also takes 16-bit ones).
    if op == "tgather" && arch == PtoTarget::A2A3 {
        if let Some((i, name, t)) = tiles.iter().find(|(i, ..)| *i == 1 && *i != dst_index) {
            if !matches!(t.element.as_str(), "i32" | "ui32" | "si32") {
                report(
                    *i,
                    format!(
                        "TGATHER on a2a3 takes int32 or uint32 offsets, but {name} holds {}",
                        t.element
                    ),
                    Some("A5 also takes int16 and uint16 offsets".into()),
                );
            }
        }
    }
    let mut type_rejected = false;
    if let Some(list) = dtypes(arch, op) {
        let checked: Vec<_> = match op {
            "tload" => tiles.iter().filter(|(i, ..)| *i == dst_index).collect(),
            "tstore" => tiles.iter().filter(|(i, ..)| *i == 0).collect(),
            _ => tiles
                .iter()
                .filter(|(i, ..)| Some(*i) != mask_index)
                .collect(),
        };
        if let Some((i, name, t)) = checked
            .into_iter()
            .find(|(_, _, t)| !element_in(&t.element, list))
        {
            report(
                *i,
                format!(
                    "{upper} on {on} does not take {} tiles ({name} is {})",
                    t.element,
                    cpp_name(&t.element)
                ),
                Some(format!("{upper} on {on} takes: {}", dtype_list(list))),
            );
            type_rejected = true;
        }
    }
    // The engine computes elements of up to 32 bits (docs/abi.md, "PTO").
    // (Only for types the instruction allows: else the table's error stands.)
    if let Some((i, name, t)) = tiles
        .iter()
        .find(|(_, _, t)| t.element.ends_with("64"))
        .filter(|_| !type_rejected)
    {
        report(
            *i,
            format!(
                "{upper}: {name} has 64-bit elements ({}), which Tanto's targets do not compute",
                t.element
            ),
            Some("the RV32 runtime's tile engine computes 8-, 16- and 32-bit elements".into()),
        );
        return findings;
    }
    if is_vector_op(op) {
        for (i, name, t) in tiles.iter().filter(|(i, _, t)| !dst_repeats_input(*i, t)) {
            if t.loc != "vec" {
                report(
                    *i,
                    format!(
                        "{upper} operates on vector tiles, but {name} is in `{}`",
                        t.loc
                    ),
                    Some("TileData::Loc == TileType::Vec".into()),
                );
            }
        }
        let class = crate::pto_isa::isa()
            .find(op)
            .and_then(|i| i.class.as_deref());
        // Reductions and expansions: a single column may be column-major
        // (the pages' DN vectors, Cols == 1); valid regions agree along the
        // reduced or broadcast dimension only.
        let shaped = is_shaped_class(class);
        if shaped {
            for (i, name, t) in tiles.iter().filter(|(i, _, t)| !dst_repeats_input(*i, t)) {
                if !t.is_row_major() && t.cols != 1 {
                    report(
                        *i,
                        format!(
                            "{upper} needs row-major tiles (or a single column), but {name} is {}",
                            t.layout
                        ),
                        Some("TileData::isRowMajor, or a DN vector with Cols == 1".into()),
                    );
                }
            }
            let dst = tiles
                .iter()
                .find(|(i, ..)| *i == dst_index)
                .map(|(_, _, t)| *t);
            let along_rows = matches!(
                class,
                Some("row_reduce" | "row_arg_reduce" | "row_expand" | "row_expand_binary")
            );
            if let Some(d) = dst {
                for (i, name, t) in tiles.iter().filter(|(i, ..)| *i != dst_index) {
                    let full =
                        matches!(class, Some("row_expand_binary" | "col_expand_binary")) && *i == 0;
                    let (theirs, ours, what) = if full {
                        (
                            (t.valid_rows, t.valid_cols),
                            (d.valid_rows, d.valid_cols),
                            "valid region",
                        )
                    } else if along_rows {
                        ((t.valid_rows, 0), (d.valid_rows, 0), "valid rows")
                    } else {
                        ((0, t.valid_cols), (0, d.valid_cols), "valid columns")
                    };
                    let dynamic = [theirs.0, theirs.1, ours.0, ours.1].iter().any(|v| *v < 0);
                    if !dynamic && theirs != ours {
                        report(
                            *i,
                            format!(
                                "{upper}: the {what} of {name} ({}x{}) and of the destination ({}x{}) must agree",
                                t.valid_rows, t.valid_cols, d.valid_rows, d.valid_cols
                            ),
                            None,
                        );
                    }
                }
            }
        }
        let row_major_ops = !shaped
            && !matches!(
                op,
                "tneg"
                    | "tsubs"
                    | "tmaxs"
                    | "tand"
                    | "tor"
                    | "txor"
                    | "tshl"
                    | "tshr"
                    | "ttrans"
                    | "tcolsum"
                    | "tcolmax"
                    | "trowsum"
                    | "trowmax"
            );
        if row_major_ops || op == "ttrans" && arch == PtoTarget::A2A3 {
            for (i, name, t) in tiles
                .iter()
                .filter(|(i, _, t)| (op != "ttrans" || *i == 0) && !dst_repeats_input(*i, t))
            {
                // TQUANT/TDEQUANT's per-row parameters and THISTOGRAM's
                // per-row filter bytes may be DN columns.
                let parameter_column =
                    matches!(op, "tquant" | "tdequant" | "thistogram") && *i > 0 && t.cols == 1;
                if !t.is_row_major() && !parameter_column {
                    report(
                        *i,
                        format!("{upper} needs row-major tiles, but {name} is {}", t.layout),
                        Some("TileData::isRowMajor".into()),
                    );
                }
            }
        }
        // Source and destination valid regions agree (elementwise ops).
        // TPART* allow a smaller source (their verifier rule).
        let elementwise = !shaped
            && !matches!(
                class,
                Some(
                    "partial"
                        | "fill_pad"
                        | "gather"
                        | "scatter"
                        | "sort32"
                        | "concat"
                        | "reshape"
                        | "gather_block"
                        | "dequant"
                        | "quant"
                        | "merge_sort"
                        | "histogram"
                )
            )
            && !matches!(
                op,
                "ttrans" | "trowsum" | "trowmax" | "tcolsum" | "tcolmax" | "tdeinterleave"
            );
        if elementwise {
            let data_dst = tiles
                .iter()
                .find(|(i, ..)| *i == dst_index && Some(*i) != mask_index)
                // A comparison's data is its sources: they agree with src0.
                .or_else(|| mask_index.and(tiles.iter().find(|(i, ..)| *i == 0)));
            if let Some((d_index, _, d)) = data_dst {
                for (i, name, t) in tiles
                    .iter()
                    .filter(|(i, ..)| i != d_index && *i != dst_index && Some(*i) != mask_index)
                {
                    let static_both = t.valid_rows >= 0
                        && t.valid_cols >= 0
                        && d.valid_rows >= 0
                        && d.valid_cols >= 0;
                    // A5 tile-scalar ops only require equal valid columns.
                    let cols_only =
                        arch == PtoTarget::A5 && matches!(op, "tadds" | "tmuls" | "tmins");
                    let differs = if cols_only {
                        t.valid_cols != d.valid_cols
                    } else {
                        (t.valid_rows, t.valid_cols) != (d.valid_rows, d.valid_cols)
                    };
                    if static_both && differs {
                        report(
                            *i,
                            format!(
                                "{upper}: {name} has valid region {}x{} but the destination {}x{}",
                                t.valid_rows, t.valid_cols, d.valid_rows, d.valid_cols
                            ),
                            Some("src and dst tiles must have the same validRow/validCol".into()),
                        );
                    }
                }
            }
        }
    }
    match op {
        "tload" => {
            if let Some((i, name, t)) = tiles.iter().find(|(i, ..)| *i == dst_index) {
                let allowed: &[&str] = &["vec", "mat"];
                if !allowed.contains(&t.loc) {
                    report(
                        *i,
                        format!(
                            "TLOAD loads into vec or mat tiles, but {name} is in `{}`",
                            t.loc
                        ),
                        None,
                    );
                }
                if let Some((_, Ty::View(view))) = inputs.first() {
                    if *view != t.element && element_bytes(view) != t.element_bytes() {
                        report(0, format!("TLOAD: the view holds {} but the tile {}; element sizes must match", view, t.element), None);
                    }
                }
            }
        }
        "tstore" => {
            if let Some((i, name, t)) = tiles.iter().find(|(i, ..)| *i == 0) {
                let allowed: &[&str] = if arch == PtoTarget::A5 {
                    &["vec", "acc"]
                } else {
                    &["vec", "mat", "acc"]
                };
                if !allowed.contains(&t.loc) {
                    report(
                        *i,
                        format!(
                            "TSTORE on {on} stores {} tiles, but {name} is in `{}`",
                            allowed.join(" or "),
                            t.loc
                        ),
                        None,
                    );
                }
                if t.loc == "acc" && !element_in(&t.element, &["i32", "f32"]) {
                    report(
                        *i,
                        format!(
                            "TSTORE from an accumulator takes int32_t or float, but {name} is {}",
                            cpp_name(&t.element)
                        ),
                        None,
                    );
                }
            }
        }
        "textract" | "tinsert" => {
            if let (Some((_, name, s)), Some((_, _, d))) =
                (tiles.first(), tiles.iter().find(|(i, ..)| *i == dst_index))
            {
                let pairs: &[(&str, &str)] = match (op, arch) {
                    ("textract", PtoTarget::A2A3) => &[
                        ("mat", "left"),
                        ("mat", "right"),
                        ("mat", "scaling"),
                        ("acc", "mat"),
                    ],
                    // PTOAS's A5 verifier: also from vec to mat or vec.
                    ("textract", PtoTarget::A5) => &[
                        ("mat", "left"),
                        ("mat", "right"),
                        ("mat", "scaling"),
                        ("acc", "mat"),
                        ("vec", "mat"),
                        ("vec", "vec"),
                    ],
                    (_, PtoTarget::A2A3) => &[("acc", "mat")],
                    (_, PtoTarget::A5) => &[("acc", "mat"), ("vec", "mat"), ("vec", "vec")],
                };
                if !pairs.contains(&(s.loc, d.loc)) {
                    let list = location_pairs(pairs);
                    report(
                        0,
                        format!(
                            "{upper} on {on} cannot take {name} from `{}` to `{}`",
                            s.loc, d.loc
                        ),
                        Some(format!("{upper} on {on} goes {list}")),
                    );
                }
                if s.loc == "acc" && !element_in(&s.element, &["i32", "f32"]) {
                    report(
                        0,
                        format!(
                            "{upper}: an accumulator holds int32_t or float, but {name} is {}",
                            cpp_name(&s.element)
                        ),
                        None,
                    );
                }
                // A2/A3's fix-pipe converts f32 to f16/bf16 on the way to
                // mat (pto-isa CheckTMovAccToMat with isCastQuant; PTOAS's
                // verifier): no other pair.
                let a2a3_cast = matches!(
                    (s.element.as_str(), d.element.as_str()),
                    ("f32", "f16" | "bf16")
                );
                if arch == PtoTarget::A2A3 && (s.loc, d.loc) == ("acc", "mat") && !a2a3_cast {
                    report(
                        dst_index,
                        format!(
                            "{upper} on a2a3 from acc to mat converts float to half or bfloat16_t, not {} to {}",
                            cpp_name(&s.element),
                            cpp_name(&d.element)
                        ),
                        Some("A5 also takes float to float and int32_t to int32_t".into()),
                    );
                }
                // PTOAS's A5 vec-to-vec window: ND tiles on both sides.
                let nd = |t: &TileType| t.is_row_major() && t.slayout == "none_box";
                if (s.loc, d.loc) == ("vec", "vec") && !(nd(s) && nd(d)) {
                    report(
                        0,
                        format!("{upper} from vec to vec takes ND tiles (row_major, none_box)"),
                        None,
                    );
                }
            }
        }
        "tmov" | "tmov_pre" => {
            if let (Some((_, name, s)), Some((_, _, d))) =
                (tiles.first(), tiles.iter().find(|(i, ..)| *i == dst_index))
            {
                // PTOAS's verifier also takes acc to vec on A2/A3.
                let pairs: &[(&str, &str)] = match arch {
                    PtoTarget::A2A3 => &[
                        ("mat", "left"),
                        ("mat", "right"),
                        ("mat", "bias"),
                        ("mat", "scaling"),
                        ("vec", "vec"),
                        ("acc", "mat"),
                        ("acc", "vec"),
                    ],
                    PtoTarget::A5 => &[
                        ("mat", "left"),
                        ("mat", "right"),
                        ("mat", "bias"),
                        ("mat", "scaling"),
                        ("vec", "vec"),
                        ("vec", "mat"),
                        ("acc", "vec"),
                        ("acc", "mat"),
                    ],
                };
                if !pairs.contains(&(s.loc, d.loc)) {
                    let list = location_pairs(pairs);
                    report(
                        0,
                        format!(
                            "TMOV on {on} cannot move {name} from `{}` to `{}`",
                            s.loc, d.loc
                        ),
                        Some(format!("TMOV on {on} moves {list}")),
                    );
                } else if (s.rows, s.cols) != (d.rows, d.cols)
                    && (arch == PtoTarget::A2A3 || s.loc == "mat")
                {
                    report(
                        dst_index,
                        format!(
                            "TMOV: {name} is {}x{} but the destination {}x{}",
                            s.rows, s.cols, d.rows, d.cols
                        ),
                        None,
                    );
                }
                if let Some((pre, _)) = inputs.get(1).filter(|_| s.loc != "acc") {
                    report(1, format!("TMOV: {pre} is a pre-quantisation word, which is for a move out of an accumulator, but {name} is in `{}`", s.loc), None);
                }
                if s.loc == "acc" {
                    let quantised = inputs.len() > 1;
                    if let Some(problem) = acc_mov_types(&s.element, &d.element, quantised) {
                        report(dst_index, format!("TMOV on {on} from acc: {problem}"), None);
                    }
                    if arch == PtoTarget::A2A3 && d.loc == "mat" && d.fractal != 512 {
                        report(
                            dst_index,
                            format!(
                                "TMOV on a2a3 from acc to mat writes 512-byte fractals, not {}",
                                d.fractal
                            ),
                            None,
                        );
                    }
                }
                if let Some(variant) = spelled
                    .rsplit_once('.')
                    .map(|(_, v)| v)
                    .filter(|v| v.len() == 3 && v.as_bytes()[1] == b'2')
                {
                    let loc_of = |c: u8| match c {
                        b'm' => Some("mat"),
                        b'l' => Some("left"),
                        b'r' => Some("right"),
                        b'b' => Some("bias"),
                        b's' => Some("scaling"),
                        b'a' => Some("acc"),
                        b'v' => Some("vec"),
                        _ => None,
                    };
                    let bytes = variant.as_bytes();
                    if let (Some(from), Some(to)) = (loc_of(bytes[0]), loc_of(bytes[2])) {
                        if (from, to) != (s.loc, d.loc) {
                            report(
                                0,
                                format!(
                                    "`{spelled}` moves {from} to {to}, but the tiles are {} and {}",
                                    s.loc, d.loc
                                ),
                                None,
                            );
                        }
                    }
                }
            }
        }
        _ if is_mx(op) => mx::check(op, &tiles, inputs.len(), dst_index, &mut report),
        "tget_scale_addr" => mx::check_scale_addr(&tiles, dst_index, &mut report),
        _ if is_matmul(op) => matmul(arch, op, inputs, &tiles, dst_index, &mut report),
        "trowsum" | "trowmax" | "tcolsum" | "tcolmax" => {
            if let (Some((_, name, s)), Some((_, _, d))) =
                (tiles.first(), tiles.iter().find(|(i, ..)| *i == dst_index))
            {
                if s.element != d.element {
                    report(
                        dst_index,
                        format!(
                            "{upper}: the destination holds {} but {name} {}",
                            d.element, s.element
                        ),
                        None,
                    );
                }
                if !s.is_row_major() || s.slayout != "none_box" {
                    report(
                        0,
                        format!(
                            "{upper} reads ND tiles (row-major, none_box), but {name} is {}/{}",
                            s.layout, s.slayout
                        ),
                        None,
                    );
                }
                let rows = op.starts_with("trow");
                if rows
                    && arch == PtoTarget::A2A3
                    && s.valid_rows >= 0
                    && d.valid_rows >= 0
                    && s.valid_rows != d.valid_rows
                {
                    report(
                        dst_index,
                        format!(
                            "{upper}: {name} has {} valid rows but the destination {}",
                            s.valid_rows, d.valid_rows
                        ),
                        None,
                    );
                }
                if !rows && s.valid_cols >= 0 && d.valid_cols >= 0 && s.valid_cols != d.valid_cols {
                    report(
                        dst_index,
                        format!(
                            "{upper}: {name} has {} valid columns but the destination {}",
                            s.valid_cols, d.valid_cols
                        ),
                        None,
                    );
                }
            }
        }
        "ttrans" => {
            if let (Some((_, _, s)), Some((_, _, d))) =
                (tiles.first(), tiles.iter().find(|(i, ..)| *i == dst_index))
            {
                if s.element_bytes() != d.element_bytes() {
                    report(
                        dst_index,
                        "TTRANS: source and destination elements must have the same size".into(),
                        None,
                    );
                }
                if arch == PtoTarget::A5 {
                    for (i, name, t) in [(0, "the source", s), (dst_index, "the destination", d)] {
                        let major = if t.is_row_major() { t.cols } else { t.rows };
                        if major * t.element_bytes().unwrap_or(1) % 32 != 0 {
                            report(i, format!("TTRANS on a5 needs 32-byte aligned major dimensions; {name} has {major} x {} bytes", t.element_bytes().unwrap_or(1)), None);
                        }
                    }
                }
            }
        }
        _ => {}
    }
    findings
}

fn matmul(
    arch: PtoTarget,
    op: &str,
    inputs: &[(String, Ty)],
    tiles: &[(usize, &str, &TileType)],
    dst_index: usize,
    report: &mut impl FnMut(usize, String, Option<String>),
) {
    let upper = op.to_ascii_uppercase();
    // The _acc forms have the accumulator first; the _bias forms the bias
    // last.
    let offset = usize::from(op.ends_with("_acc"));
    if op.ends_with("_bias") {
        if let Some((_, name, t)) = tiles.iter().find(|(i, ..)| *i == inputs.len() - 1) {
            if t.loc != "bias" {
                report(
                    inputs.len() - 1,
                    format!(
                        "{upper} takes its bias in `bias`, but {name} is in `{}`",
                        t.loc
                    ),
                    None,
                );
            }
        }
    }
    let get = |i: usize| {
        tiles
            .iter()
            .find(|(j, ..)| *j == i)
            .map(|(_, n, t)| (*n, *t))
    };
    let (Some((an, a)), Some((bn, b)), Some((_, c))) =
        (get(offset), get(offset + 1), get(dst_index))
    else {
        return;
    };
    for (i, name, t, loc) in [
        (offset, an, a, "left"),
        (offset + 1, bn, b, "right"),
        (dst_index, "the accumulator", c, "acc"),
    ] {
        if t.loc != loc {
            report(
                i,
                format!(
                    "{upper} takes its {} operand in `{loc}`, but {name} is in `{}`",
                    if loc == "acc" { "result" } else { loc },
                    t.loc
                ),
                None,
            );
        }
    }
    let combos: &[(&str, &str)] = match arch {
        PtoTarget::A2A3 => &[
            ("i32", "i8"),
            ("f32", "f16"),
            ("f32", "f32"),
            ("f32", "bf16"),
        ],
        PtoTarget::A5 => &[
            ("i32", "i8"),
            ("f32", "f16"),
            ("f32", "f32"),
            ("f32", "bf16"),
            ("f32", "f8E4M3FN"),
            ("f32", "f8E4M3"),
            ("f32", "f8E5M2"),
        ],
    };
    if a.element != b.element || !combos.contains(&(c.element.as_str(), a.element.as_str())) {
        let list = combos
            .iter()
            .map(|(c, a)| format!("({c}, {a}, {a})"))
            .collect::<Vec<_>>()
            .join(", ");
        report(
            offset,
            format!(
                "{upper} on {} does not take (C, A, B) = ({}, {}, {})",
                arch.name(),
                c.element,
                a.element,
                b.element
            ),
            Some(format!("supported (C, A, B): {list}")),
        );
    }
    if arch == PtoTarget::A5 {
        let rules = [
            (offset, an, a, false, "row_major"),
            (offset + 1, bn, b, true, "col_major"),
            (dst_index, "the accumulator", c, false, "row_major"),
        ];
        for (i, name, t, row_major, slayout) in rules {
            if t.is_row_major() != row_major || t.slayout != slayout {
                let want = if row_major { "row_major" } else { "col_major" };
                report(i, format!("{upper} on a5 needs {name} with blayout={want}, slayout={slayout}, not {}/{}", t.layout, t.slayout), None);
            }
        }
    }
}

/// `mat->left, acc->mat`: the location moves an instruction makes.
fn location_pairs(pairs: &[(&str, &str)]) -> String {
    pairs
        .iter()
        .map(|(a, b)| format!("{a}->{b}"))
        .collect::<Vec<_>>()
        .join(", ")
}
