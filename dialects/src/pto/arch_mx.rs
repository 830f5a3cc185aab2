//! The MX products (TMATMUL_MX, TGEMV_MX and their forms) and
//! TGET_SCALE_ADDR, A5 only: PTOAS's verifiers (lib/PTO/IR/PTO.cpp:
//! verifyA5MxTypeTriple, verifyScaleTileMatchesOperand, the A5 matmul
//! layouts) with pto-isa's element types (CheckMadMxValid: fp8 operands,
//! f32 results). The a2a3 refusal comes from the table's empty a2a3 list.

use super::TileType;

/// The fp8 element types an MX product multiplies: pto-isa's
/// float8_e4m3_t (PTOAS spells it f8E4M3FN or f8E4M3) and float8_e5m2_t.
pub const MX_DATA: [&str; 3] = ["f8E4M3FN", "f8E4M3", "f8E5M2"];

pub fn is_mx(op: &str) -> bool {
    matches!(
        op,
        "tmatmul_mx"
            | "tmatmul_mx_acc"
            | "tmatmul_mx_bias"
            | "tgemv_mx"
            | "tgemv_mx_acc"
            | "tgemv_mx_bias"
    )
}

type Tiles<'a> = [(usize, &'a str, &'a TileType)];

/// A scale tile has its operand's static shape and valid shape and lives
/// in `scaling` (PTOAS's verifyScaleTileMatchesOperand).
fn scale_matches(
    upper: &str,
    (si, sname, s): (usize, &str, &TileType),
    (oname, o): (&str, &TileType),
    report: &mut impl FnMut(usize, String, Option<String>),
) {
    if s.loc != "scaling" {
        report(
            si,
            format!(
                "{upper} takes the scales of {oname} in `scaling`, but {sname} is in `{}`",
                s.loc
            ),
            None,
        );
    } else if (s.rows, s.cols) != (o.rows, o.cols)
        || (s.valid_rows, s.valid_cols) != (o.valid_rows, o.valid_cols)
    {
        report(
            si,
            format!(
                "{upper}: {sname} is {}x{} (valid {}x{}), but {oname} is {}x{} (valid {}x{}): a scale tile has its operand's shape",
                s.rows, s.cols, s.valid_rows, s.valid_cols, o.rows, o.cols, o.valid_rows, o.valid_cols
            ),
            Some("its element (i, k / 32) of a's scales, (k / 32, j) of b's, scales one 32-element block of k".into()),
        );
    }
}

/// An MX product on A5: locations, element types, scale tiles, layouts.
pub(super) fn check(
    op: &str,
    tiles: &Tiles,
    inputs: usize,
    dst_index: usize,
    report: &mut impl FnMut(usize, String, Option<String>),
) {
    let upper = op.to_ascii_uppercase();
    let get = |i: usize| {
        tiles
            .iter()
            .find(|(j, ..)| *j == i)
            .map(|(i, n, t)| (*i, *n, *t))
    };
    let first = usize::from(op.ends_with("_acc"));
    let (Some(a), Some(sa), Some(b), Some(sb), Some(c)) = (
        get(first),
        get(first + 1),
        get(first + 2),
        get(first + 3),
        get(dst_index),
    ) else {
        return;
    };
    let mut f32_tiles = vec![(c, "acc", "result")];
    if first == 1 {
        f32_tiles.extend(get(0).map(|t| (t, "acc", "accumulator")));
    }
    if op.ends_with("_bias") {
        f32_tiles.extend(get(inputs - 1).map(|t| (t, "bias", "bias")));
    }
    for ((i, name, t), loc, role) in [(a, "left", "left"), (b, "right", "right")]
        .map(|(t, loc, role)| (t, loc, role))
        .into_iter()
        .chain(f32_tiles.iter().copied())
    {
        if t.loc != loc {
            report(
                i,
                format!(
                    "{upper} takes its {role} operand in `{loc}`, but {name} is in `{}`",
                    t.loc
                ),
                None,
            );
        }
    }
    for (i, name, t) in [a, b] {
        if !MX_DATA.contains(&t.element.as_str()) {
            report(
                i,
                format!(
                    "{upper} multiplies fp8 tiles, but {name} holds {}",
                    t.element
                ),
                Some(format!(
                    "an MX operand is {} (pto-isa's float8_e4m3_t, float8_e5m2_t)",
                    MX_DATA.join(", ")
                )),
            );
        }
    }
    for ((i, name, t), _, role) in &f32_tiles {
        if t.element != "f32" {
            report(
                *i,
                format!("{upper}'s {role} is f32, but {name} holds {}", t.element),
                None,
            );
        }
    }
    scale_matches(&upper, sa, (a.1, a.2), report);
    scale_matches(&upper, sb, (b.1, b.2), report);
    // A5's cube layouts, as for TMATMUL (pto-isa's CheckMadMxValid).
    for ((i, name, t), row_major, slayout) in [
        (a, false, "row_major"),
        (b, true, "col_major"),
        (c, false, "row_major"),
    ] {
        if t.is_row_major() != row_major || t.slayout != slayout {
            let want = if row_major { "row_major" } else { "col_major" };
            report(
                i,
                format!(
                    "{upper} on a5 needs {name} with blayout={want}, slayout={slayout}, not {}/{}",
                    t.layout, t.slayout
                ),
                None,
            );
        }
    }
    if op.starts_with("tgemv") && c.2.valid_rows > 1 {
        report(
            c.0,
            format!(
                "{upper}: the destination has {} valid rows; a GEMV's result has one",
                c.2.valid_rows
            ),
            None,
        );
    }
}

/// TGET_SCALE_ADDR: its destination is a scaling tile of the source's
/// shape (PTOAS: "expects dst to be in the scaling address space").
pub(super) fn check_scale_addr(
    tiles: &Tiles,
    dst_index: usize,
    report: &mut impl FnMut(usize, String, Option<String>),
) {
    let get = |i: usize| {
        tiles
            .iter()
            .find(|(j, ..)| *j == i)
            .map(|(i, n, t)| (*i, *n, *t))
    };
    let (Some(src), Some(dst)) = (get(0), get(dst_index)) else {
        return;
    };
    scale_matches("TGET_SCALE_ADDR", dst, (src.1, src.2), report);
}
