//! Broadcast element-wise families (spec 3.6.2.4): row, column and scalar
//! broadcast of the second operand, each program computing add, sub and mul
//! on three rows of cores. Also one plain element-wise product (spec
//! 3.6.2.3) with a tile of constants, the same tile for every tile of x
//! (`data_scale_static_pipe`).
//!
//! Layout shared by the three programs: `x` and the outputs `sum`, `diff`,
//! `prod` are tile-major with the same shape; core row y = 0, 1, 2 computes
//! the add, sub, mul output (compute kernels `compute_add/sub/mul`, op code
//! 0, 1, 2), and within a row core x handles half of the tensor. The
//! outputs are `x + b`, `x - b`, `x * b` with b the broadcast operand.

use std::collections::BTreeMap;

use super::buffer;
use crate::buffer::checked_inputs;
use crate::corpus::Entry;
use crate::tile::{tiled_index, TILE_ELEMENTS, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};

/// bfloat16 results: the slot computes in f32 (exact for products of two
/// bf16 values, and for sums unless the exponents are more than 16 apart,
/// when it rounds once more at 2^-24) and the pack rounds to nearest even
/// bf16 (unit roundoff u = 2^-8), as does the reference from the exact
/// value; the two can differ by at most one bf16 ulp, 2^-7 of the exact
/// value, which is the error scale. The absolute part lets a subnormal
/// result flush to zero.
const BF16_ONE_ROUNDING: Tolerance = Tolerance {
    abs: f32::MIN_POSITIVE as f64,
    rel: 1.0 / 128.0,
};

/// An element-wise operation of the family.
type BinaryOp = fn(f64, f64) -> f64;

/// The three outputs of a family: `operand(row, col)` is the broadcast value
/// that element (`row`, `col`) of x (tile-major, `wt` tiles wide) meets.
fn family(
    x: &[f64],
    wt: usize,
    element: ElementType,
    operand: impl Fn(usize, usize) -> f64,
) -> BTreeMap<String, Expected> {
    let rows = x.len() / (wt * TILE_SIDE);
    let ops: [(&str, BinaryOp); 3] = [
        ("sum", |a, b| a + b),
        ("diff", |a, b| a - b),
        ("prod", |a, b| a * b),
    ];
    ops.iter()
        .map(|(name, op)| {
            let mut out = Expected {
                values: vec![0.0; x.len()],
                error_scale: vec![0.0; x.len()],
            };
            for row in 0..rows {
                for col in 0..wt * TILE_SIDE {
                    let at = tiled_index(wt, row, col);
                    let exact = op(x[at], operand(row, col));
                    out.values[at] = element.round(exact);
                    out.error_scale[at] = exact.abs();
                }
            }
            ((*name).to_owned(), out)
        })
        .collect()
}

/// `data_bcast_rows`: x bfloat16 of 4x4 tiles, v of 1x4 tiles.
///
/// Layout: the reader pushes v's four tiles once, then one row of tiles of x
/// per frame (core x: rows of tiles 2x, 2x + 1); compute
/// `OP_bcast_rows(px, pv, w, w, w)`: tile w of a row of x meets row 0 of
/// tile w of v (`dst[h, c] = x[h, c] OP v[0, c]`); the block writer stores
/// the frame back in place. So output (r, c) = x[r][c] OP v[0][c].
pub const ROWS: Entry = Entry {
    name: "data_bcast_rows",
    run: bcast_rows,
    tolerance: BF16_ONE_ROUNDING,
};

fn bcast_rows(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const WT: usize = 4;
    const INPUTS: &[Buffer; 2] = &[
        buffer("x", ElementType::BFloat16, 4 * WT * TILE_ELEMENTS),
        buffer("v", ElementType::BFloat16, WT * TILE_ELEMENTS),
    ];
    let [x, v] = checked_inputs("data_bcast_rows", INPUTS, inputs)?;
    Ok(family(&x, WT, ElementType::BFloat16, |_, col| {
        v[tiled_index(WT, 0, col)]
    }))
}

/// `data_bcast_cols`: x bfloat16 of 4x3 tiles, v of 4x1 tiles.
///
/// Layout: per row of tiles r (core x: rows 2x, 2x + 1) the reader pushes
/// tile r of v and the row of tiles r of x; compute `OP_bcast_cols(px, pv,
/// w, 0, w)`: every tile of the row meets column 0 of v's tile r
/// (`dst[h, c] = x[h, c] OP v[h, 0]`). So output (r, c) = x[r][c] OP
/// v[r][0].
pub const COLS: Entry = Entry {
    name: "data_bcast_cols",
    run: bcast_cols,
    tolerance: BF16_ONE_ROUNDING,
};

fn bcast_cols(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const WT: usize = 3;
    const INPUTS: &[Buffer; 2] = &[
        buffer("x", ElementType::BFloat16, 4 * WT * TILE_ELEMENTS),
        buffer("v", ElementType::BFloat16, 4 * TILE_ELEMENTS),
    ];
    let [x, v] = checked_inputs("data_bcast_cols", INPUTS, inputs)?;
    Ok(family(&x, WT, ElementType::BFloat16, |row, _| {
        v[tiled_index(1, row, 0)]
    }))
}

/// `data_bcast_scalar`: x float of 12 tiles, v one float tile.
///
/// Layout: the reader pushes v once, then core x's six tiles 6x..6x+6 of x,
/// two per frame; compute `OP_bcast_scalar(px, ps, i, 0, i)` (`dst[h, c] =
/// x[h, c] OP v[0, 0]`). So every output element is x OP v[0].
///
/// Tolerance: the f32 operation is correctly rounded, as is the reference's
/// rounding of the exact f64 result (exact for the product and the sum of
/// two f32 values in [-1, 1) unless their exponents are more than 29 apart);
/// one f32 ulp, 2^-23 of the value, allows for that double rounding. The
/// absolute part lets a subnormal result flush to zero.
pub const SCALAR: Entry = Entry {
    name: "data_bcast_scalar",
    run: bcast_scalar,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 1.0 / 8388608.0,
    },
};

fn bcast_scalar(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const INPUTS: &[Buffer; 2] = &[
        buffer("x", ElementType::Float32, 12 * TILE_ELEMENTS),
        buffer("v", ElementType::Float32, TILE_ELEMENTS),
    ];
    let [x, v] = checked_inputs("data_bcast_scalar", INPUTS, inputs)?;
    Ok(family(&x, 12, ElementType::Float32, |_, _| v[0]))
}

/// `data_bcast_scalar_mcast`: y = x * s[0] for bfloat16 x of 16 tiles and
/// the scalar tile s, on cores (4..7, 3).
///
/// Layout: core (4, 3) reads s once and multicasts it, itself included,
/// into every core's local `staged`, released by the `valid` semaphore;
/// each core pushes the staged tile as its scalar operand and streams tiles
/// 4i..4i+4 of x (core (4 + i, 3)), two per frame; the writer stores the
/// results in place. Math: the scalar-broadcast compute with op 2,
/// `mul_bcast_scalar` (`dst[h, c] = x[h, c] * s[0, 0]`).
///
/// Tolerance: [`BF16_ONE_ROUNDING`] (the product of two bf16 values is
/// exact in the f32 slot; the pack rounds it once).
pub const SCALAR_MCAST: Entry = Entry {
    name: "data_bcast_scalar_mcast",
    run: bcast_scalar_mcast,
    tolerance: BF16_ONE_ROUNDING,
};

fn bcast_scalar_mcast(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const INPUTS: &[Buffer; 2] = &[
        buffer("s", ElementType::BFloat16, TILE_ELEMENTS),
        buffer("x", ElementType::BFloat16, 16 * TILE_ELEMENTS),
    ];
    let [s, x] = checked_inputs("data_bcast_scalar_mcast", INPUTS, inputs)?;
    let y = x.iter().map(|&v| v * s[0]).collect::<Vec<f64>>();
    let expected = Expected {
        values: y.iter().map(|&v| ElementType::BFloat16.round(v)).collect(),
        error_scale: y.iter().map(|v| v.abs()).collect(),
    };
    Ok(BTreeMap::from([("y".to_owned(), expected)]))
}

/// `data_scale_static_pipe`: y = x * c element by element, for float x of 8
/// tiles and one float tile c of constants, on cores (0..1, 0).
///
/// Layout: core i's reader pushes c once into the constants pipe, then
/// tiles 4i..4i+4 of x, two per frame; the compute reads the constants frame
/// without waiting on it (ordered by the reader) and computes `mul(px, pc,
/// j, 0, j)` (`dst[h, w] = x[h, w] * c[h, w]`); the block writer stores the
/// results in place. So element e of tile t of y is x[t * 1024 + e] * c[e].
///
/// Tolerance: as for [`SCALAR`]: the f32 product is correctly rounded, and
/// the exact f64 product of two f32 values rounded once by the reference is
/// the same value; one f32 ulp (2^-23 of the value) is slack for a different
/// rounding mode. The absolute part lets a subnormal result flush to zero.
pub const SCALE_STATIC_PIPE: Entry = Entry {
    name: "data_scale_static_pipe",
    run: scale_static_pipe,
    tolerance: SCALAR.tolerance,
};

fn scale_static_pipe(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const TILES: usize = 8;
    const INPUTS: &[Buffer; 2] = &[
        buffer("x", ElementType::Float32, TILES * TILE_ELEMENTS),
        buffer("c", ElementType::Float32, TILE_ELEMENTS),
    ];
    let [x, c] = checked_inputs("data_scale_static_pipe", INPUTS, inputs)?;
    let mut y = Expected {
        values: vec![0.0; x.len()],
        error_scale: vec![0.0; x.len()],
    };
    for tile in 0..TILES {
        for (element, constant) in c.iter().enumerate() {
            let at = tile * TILE_ELEMENTS + element;
            let exact = x[at] * constant;
            y.values[at] = ElementType::Float32.round(exact);
            y.error_scale[at] = exact.abs();
        }
    }
    Ok(BTreeMap::from([("y".to_owned(), y)]))
}

/// `data_row_scale_transpose`: y[r][c] = x[r][c] * s[r], x and y float of
/// 4x3 tiles (128 x 96, tile-major), s a row-major vector of 128 floats.
///
/// Layout: core i (of 2) handles rows of tiles 2i and 2i + 1. Per row of
/// tiles r its reader zeroes a tile and writes s[32 r .. 32 r + 31] into its
/// row 0 as two 16-element face runs (columns 0-15 at element 0, 16-31 at
/// element 256), then pushes the three tiles of the row in one frame; the
/// writer stores six tiles from tile 6i on. Math: `transpose` (spec
/// 3.6.2.7, `dst[h, w] = src[w, h]`) moves row 0 to column 0, packed to an
/// f32 pipe; `mul_bcast_cols` (3.6.2.4, `dst[h, w] = x[h, w] * col[h, 0]`)
/// scales each tile of the row: element (h, w) of the row of tiles meets
/// s[32 r + h].
///
/// Tolerance: one f32 product, rounded once by the slot and once by the
/// reference: 2^-23 of the result covers it; the absolute part lets a
/// subnormal product flush to zero.
pub const ROW_SCALE_TRANSPOSE: Entry = Entry {
    name: "data_row_scale_transpose",
    run: row_scale_transpose,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 1.0 / 8388608.0,
    },
};

fn row_scale_transpose(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 4;
    const WT: usize = 3;
    const INPUTS: &[Buffer; 2] = &[
        buffer("x", ElementType::Float32, HT * WT * TILE_ELEMENTS),
        buffer("s", ElementType::Float32, HT * TILE_SIDE),
    ];
    let [x, s] = checked_inputs("data_row_scale_transpose", INPUTS, inputs)?;
    let mut y = Expected {
        values: vec![0.0; x.len()],
        error_scale: vec![0.0; x.len()],
    };
    for (row, &scale) in s.iter().enumerate() {
        for col in 0..WT * TILE_SIDE {
            let at = tiled_index(WT, row, col);
            let exact = x[at] * scale;
            y.values[at] = ElementType::Float32.round(exact);
            y.error_scale[at] = exact.abs();
        }
    }
    Ok(BTreeMap::from([("y".to_owned(), y)]))
}
