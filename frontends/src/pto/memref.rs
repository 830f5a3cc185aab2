//! PTOAS's memref form of memory: `memref<16x16x16xf16,
//! #pto.address_space<vec>>`. A memref in a local space (vec/ub, mat, left,
//! right, acc, bias, scaling) is a tile buffer of that location and element
//! type, row-major with no secondary layout (PTOAS's default tile config for a
//! memref without `pto.bind_tile`) but in the cube's left, right and acc
//! buffers, which hold boxes; its leading dimensions fold into the rows
//! (16x16x16 is a 256x16 tile, the same bytes). A memref in `gm` is a
//! partition view of global memory. From there on the memref form shares
//! every later stage (rules, planner, lowering, simulator) with tile buffers.

use super::types::{ParamValue, TileType, Ty, TypeAst, TypeError, Written, WrittenView};

/// What `memref<dims x element, #pto.address_space<space>>` means.
pub fn memref_type(ty: &TypeAst) -> Result<Written, TypeError> {
    let at = |message: String| (message, ty.span.clone());
    let [shape, rest @ ..] = ty.params.as_slice() else {
        return Err(at(
            "a memref needs a shape and a PTO address space: `memref<16x16xf16, #pto.address_space<vec>>`".into(),
        ));
    };
    let ParamValue::Shape(dims, element) = &shape.value else {
        return Err((
            "expected a memref shape such as 16x16xf16".into(),
            shape.span.clone(),
        ));
    };
    super::types::element_type(element).map_err(|m| (m, shape.span.clone()))?;
    // A strided layout, before the space: only global memory has one.
    let (layout, rest) = match rest {
        [layout, rest @ ..] if matches!(layout.value, ParamValue::Strided(..)) => {
            (Some(layout), rest)
        }
        _ => (None, rest),
    };
    let space = match rest {
        [param] => match &param.value {
            ParamValue::Type(t) => address_space(&t.name).ok_or_else(|| {
                (
                    format!("expected a PTO address space such as #pto.address_space<vec>, not `{}`", t.name),
                    param.span.clone(),
                )
            })?,
            _ => {
                return Err((
                    "expected a PTO address space such as #pto.address_space<vec>".into(),
                    param.span.clone(),
                ))
            }
        },
        // No memory space is global memory, as PTOAS emits it (`__gm__`).
        [] => "gm",
        [layout, _, ..] => {
            return Err((
                "a memref with a layout (strided<...>, an affine map) is not supported: only the identity layout".into(),
                layout.span.clone(),
            ))
        }
    };
    let strides = match layout.map(|l| (&l.value, l.span.clone())) {
        Some((ParamValue::Strided(strides, _), span)) => {
            if space != "gm" {
                return Err((
                    format!("a {space} memref is a tile buffer: only a gm memref takes a strided layout"),
                    span,
                ));
            }
            if strides.len() != dims.len() {
                return Err((
                    format!("{} strides for {} dimensions", strides.len(), dims.len()),
                    span,
                ));
            }
            Some(strides.clone())
        }
        _ => None,
    };
    if space == "gm" {
        return Ok(Written::View(WrittenView {
            element: element.clone(),
            dims: dims.clone(),
            partition: true,
            memref: true,
            strides,
        }));
    }
    if space == "zero" {
        return Err(at(
            "a local memref needs its address space (vec, mat, left, right, acc, bias or scaling), not `zero`".into(),
        ));
    }
    let static_dims: Option<Vec<i64>> = dims.iter().copied().collect();
    let Some(static_dims) = static_dims.filter(|d| !d.is_empty()) else {
        return Err((
            format!(
                "a {space} memref is a tile buffer and needs a static shape, not `{}`",
                shape_text(dims, element)
            ),
            shape.span.clone(),
        ));
    };
    let (cols, leading) = static_dims.split_last().unwrap_or((&1, &[]));
    let rows = leading
        .iter()
        .try_fold(1i64, |acc, d| acc.checked_mul(*d))
        .filter(|r| *r > 0 && *cols > 0 && r.checked_mul(*cols).is_some());
    let Some(rows) = rows else {
        return Err((
            format!(
                "a {space} memref is a tile buffer and needs positive dimensions, not `{}`",
                shape_text(dims, element)
            ),
            shape.span.clone(),
        ));
    };
    let (layout, slayout, fractal) =
        cube_layout(space, element, rows, *cols).unwrap_or(("row_major", "none_box", 512));
    Ok(Written::Known(Ty::Tile(TileType {
        buffer: true,
        loc: space,
        element: element.clone(),
        rows,
        cols: *cols,
        valid_rows: rows,
        valid_cols: *cols,
        layout,
        slayout,
        fractal,
        pad: "null",
    })))
}

/// A memref states no layout. In the cube's buffers it takes the boxes
/// pto-isa's cube reads and writes (left and acc NZ, right ZN: A5's
/// TMATMUL requires them, A2/A3's takes any layout, PTOAS's verifier
/// checks none on memrefs), when its shape is whole boxes; None elsewhere.
fn cube_layout(
    space: &str,
    element: &str,
    rows: i64,
    cols: i64,
) -> Option<(&'static str, &'static str, i64)> {
    let c0 = 32 / super::types::element_bytes(element).filter(|b| *b > 0)?;
    let (layout, box_rows, box_cols) = match space {
        "left" => (("col_major", "row_major", 512), 16, c0),
        "right" => (("row_major", "col_major", 512), c0, 16),
        "acc" => (("col_major", "row_major", 1024), 16, 16),
        _ => return None,
    };
    (rows % box_rows == 0 && cols % box_cols == 0).then_some(layout)
}

/// The location of `#pto.address_space<space>` (PTOAS's AddressSpace enum;
/// `ub` is vec's older name).
fn address_space(attr: &str) -> Option<&'static str> {
    let inner = attr
        .strip_prefix("#pto.address_space<")?
        .strip_suffix('>')?
        .trim();
    Some(match inner {
        "gm" => "gm",
        "zero" => "zero",
        "vec" | "ub" => "vec",
        "mat" => "mat",
        "left" => "left",
        "right" => "right",
        "acc" => "acc",
        "bias" => "bias",
        "scaling" => "scaling",
        _ => return None,
    })
}

fn shape_text(dims: &[Option<i64>], element: &str) -> String {
    let dims: Vec<String> = dims
        .iter()
        .map(|d| d.map_or("?".into(), |d| d.to_string()))
        .collect();
    format!("{}x{element}", dims.join("x"))
}

/// Whether two tile types hold the same storage: what a memref spelling
/// says (location, element type, rows and columns).
pub fn same_storage(a: &TileType, b: &TileType) -> bool {
    (a.loc, &a.element, a.rows, a.cols) == (b.loc, &b.element, b.rows, b.cols)
}
