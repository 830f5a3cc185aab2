//! Pure data movement (and layout changes through the math unit): tile
//! transpose, concat along width and height, a strided slice, a
//! tilize/untilize round trip, a load/store pair of launches. Every output
//! element is an input element, moved, so every tolerance is zero: copies,
//! transposes, tilize and untilize keep values bit for bit (bf16 through the
//! f32 slots and back is exact).

use std::collections::BTreeMap;

use crate::buffer::checked_inputs;
use crate::corpus::Entry;
use crate::tile::{tiled_index, TILE_ELEMENTS, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};

use super::buffer;

const EXACT: Tolerance = Tolerance { abs: 0.0, rel: 0.0 };

fn exact(values: Vec<f64>) -> Expected {
    Expected::with_own_scale(values.into_iter().map(|v| v as f32).collect())
}

/// `data_transpose`: `xt` = the transpose of `x`, a bfloat16 matrix of 4x6
/// tiles (128 x 192), as 6x4 tiles (192 x 128), both tile-major.
///
/// Layout: core i (of 3) produces output rows of tiles 2i and 2i+1; for
/// output row of tiles j its reader fetches input tiles (0, j) .. (3, j)
/// (swapped coordinates), two per frame; its writer stores the eight tiles
/// contiguously from tile 8i. Math: `transpose` of each tile (`dst[h, w] =
/// src[w, h]`), packed in order. So output tile (j, i) is the transpose of
/// input tile (i, j): `xt[r][c] = x[c][r]`.
pub const TRANSPOSE: Entry = Entry {
    name: "data_transpose",
    run: transpose,
    tolerance: EXACT,
};

fn transpose(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 4;
    const WT: usize = 6;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::BFloat16, HT * WT * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_transpose", INPUTS, inputs)?;
    let mut xt = vec![0.0; x.len()];
    for r in 0..WT * TILE_SIDE {
        for c in 0..HT * TILE_SIDE {
            xt[tiled_index(HT, r, c)] = x[tiled_index(WT, c, r)];
        }
    }
    Ok(BTreeMap::from([("xt".to_owned(), exact(xt))]))
}

/// `data_concat_width`: `c` = [A | B], A bfloat16 of 4x3 tiles, B of 4x2
/// tiles, C of 4x5 tiles, all tile-major.
///
/// Layout: core i (of 4) moves output row of tiles i in one frame of five
/// tiles: A's row of tiles i (contiguous, tiles 3i..3i+3) then B's (tiles
/// 2i..2i+2); the block writer stores the frame at tile 5i. So
/// `c[r][col] = a[r][col]` for col < 96, else `b[r][col - 96]`.
pub const CONCAT_WIDTH: Entry = Entry {
    name: "data_concat_width",
    run: concat_width,
    tolerance: EXACT,
};

fn concat_width(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 4;
    const WA: usize = 3;
    const WB: usize = 2;
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::BFloat16, HT * WA * TILE_ELEMENTS),
        buffer("b", ElementType::BFloat16, HT * WB * TILE_ELEMENTS),
    ];
    let [a, b] = checked_inputs("data_concat_width", INPUTS, inputs)?;
    let mut c = vec![0.0; a.len() + b.len()];
    for r in 0..HT * TILE_SIDE {
        for col in 0..(WA + WB) * TILE_SIDE {
            c[tiled_index(WA + WB, r, col)] = if col < WA * TILE_SIDE {
                a[tiled_index(WA, r, col)]
            } else {
                b[tiled_index(WB, r, col - WA * TILE_SIDE)]
            };
        }
    }
    Ok(BTreeMap::from([("c".to_owned(), exact(c))]))
}

/// `data_concat_height`: `c` = A stacked on B, row-major float matrices A
/// (42 x 256), B (22 x 256), C (64 x 256).
///
/// Layout: core i (of 4) moves output rows 16i..16i+16, four rows (one
/// frame) at a time; its reader takes output row `row` from A's row `row`
/// when row < 42, else from B's row `row - 42`; the stick writer stores each
/// row at `row * 256`. Row-major stacking is concatenation of the element
/// sequences.
pub const CONCAT_HEIGHT: Entry = Entry {
    name: "data_concat_height",
    run: concat_height,
    tolerance: EXACT,
};

fn concat_height(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const W: usize = 256;
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::Float32, 42 * W),
        buffer("b", ElementType::Float32, 22 * W),
    ];
    let [a, b] = checked_inputs("data_concat_height", INPUTS, inputs)?;
    let mut c = vec![0.0; 64 * W];
    for row in 0..64 {
        for col in 0..W {
            c[row * W + col] = if row < 42 {
                a[row * W + col]
            } else {
                b[(row - 42) * W + col]
            };
        }
    }
    Ok(BTreeMap::from([("c".to_owned(), exact(c))]))
}

/// `data_strided_copy`: `slice` = x[3:67:2, 48:176] of a row-major float
/// matrix x (80 x 256), dense row-major (32 x 128).
///
/// Layout: core i (of 2) gathers slice rows 16i..16i+16: slice row s is
/// source row 3 + 2 s, columns 48..176 (row0 = 3, row_step = 2, col0 = 48,
/// C = 128), eight per frame; the stick writer stores slice row s at
/// `s * 128`.
pub const STRIDED_COPY: Entry = Entry {
    name: "data_strided_copy",
    run: strided_copy,
    tolerance: EXACT,
};

fn strided_copy(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const W: usize = 256;
    const C: usize = 128;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::Float32, 80 * W)];
    let [x] = checked_inputs("data_strided_copy", INPUTS, inputs)?;
    let mut slice = vec![0.0; 32 * C];
    for s in 0..32 {
        for col in 0..C {
            slice[s * C + col] = x[(3 + 2 * s) * W + 48 + col];
        }
    }
    Ok(BTreeMap::from([("slice".to_owned(), exact(slice))]))
}

/// `data_tilize_round_trip`: a row-major bfloat16 matrix x (128 x 128),
/// `tiled` = x in tile-major layout (4x4 tiles), `restored` = x.
///
/// Layout: core i (of 2) takes blocks 2i and 2i+1; block k is rows
/// 32k..32k+32, the 4096 contiguous elements at k * 4096. Math (spec
/// 3.7.2): `tilize_block(rows, 4, mid)` turns the block (32 rows, 128
/// columns) into four tiles, tile b holding columns 32b..32b+32; the tiles
/// are copied through the math unit into `tiles` and written at k * 4096,
/// i.e. as tiles 4k..4k+4 of a tile-major matrix four tiles wide;
/// `untilize_block(mid, 4, back)` inverts tilize, written at k * 4096 of
/// `restored`.
pub const TILIZE_ROUND_TRIP: Entry = Entry {
    name: "data_tilize_round_trip",
    run: tilize_round_trip,
    tolerance: EXACT,
};

fn tilize_round_trip(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const N: usize = 128;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::BFloat16, N * N)];
    let [x] = checked_inputs("data_tilize_round_trip", INPUTS, inputs)?;
    let mut tiled = vec![0.0; N * N];
    for r in 0..N {
        for c in 0..N {
            tiled[tiled_index(N / TILE_SIDE, r, c)] = x[r * N + c];
        }
    }
    Ok(BTreeMap::from([
        ("tiled".to_owned(), exact(tiled)),
        ("restored".to_owned(), exact(x)),
    ]))
}

/// `data_split_width`: x, a float matrix of 6x5 tiles, split into `left`
/// (its first two columns of tiles, 6x2 tiles) and `right` (the last three,
/// 6x3 tiles), all tile-major.
///
/// Layout: core i (of 3) reads rows of tiles 2i and 2i+1 of x, one row (five
/// contiguous tiles) per frame; the writer sends tile t < 2 of row r to tile
/// r * 2 + t of `left`, the others to tile r * 3 + t - 2 of `right`. So
/// `left[r][c] = x[r][c]`, `right[r][c] = x[r][c + 64]`.
pub const SPLIT_WIDTH: Entry = Entry {
    name: "data_split_width",
    run: split_width,
    tolerance: EXACT,
};

fn split_width(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 6;
    const WL: usize = 2;
    const WR: usize = 3;
    const INPUTS: &[Buffer; 1] = &[buffer(
        "x",
        ElementType::Float32,
        HT * (WL + WR) * TILE_ELEMENTS,
    )];
    let [x] = checked_inputs("data_split_width", INPUTS, inputs)?;
    let mut left = vec![0.0; HT * WL * TILE_ELEMENTS];
    let mut right = vec![0.0; HT * WR * TILE_ELEMENTS];
    for r in 0..HT * TILE_SIDE {
        for c in 0..(WL + WR) * TILE_SIDE {
            let value = x[tiled_index(WL + WR, r, c)];
            if c < WL * TILE_SIDE {
                left[tiled_index(WL, r, c)] = value;
            } else {
                right[tiled_index(WR, r, c - WL * TILE_SIDE)] = value;
            }
        }
    }
    Ok(BTreeMap::from([
        ("left".to_owned(), exact(left)),
        ("right".to_owned(), exact(right)),
    ]))
}

/// `data_load_store`: two launches over a local buffer. `xt` = the
/// transpose of `x`, a bfloat16 matrix of 4x4 tiles (128 x 128), both
/// tile-major; `stage` = what launch 0 left in each core's L1.
///
/// Layout: launch 0 copies tile (r, i) of `x` byte for byte to tile r of
/// core i's `stage` (r = 0..4), so `stage`, the four cores' buffers in core
/// order, holds x's column of tiles i at 4096 i. Launch 1 transposes each
/// staged tile and stores core i's four tiles at tile 4i of `xt`, as its
/// row of tiles i: output tile (i, r) is the transpose of input tile (r, i).
pub const LOAD_STORE: Entry = Entry {
    name: "data_load_store",
    run: load_store,
    tolerance: EXACT,
};

fn load_store(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const T: usize = 4;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::BFloat16, T * T * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_load_store", INPUTS, inputs)?;
    let mut xt = vec![0.0; x.len()];
    for r in 0..T * TILE_SIDE {
        for c in 0..T * TILE_SIDE {
            xt[tiled_index(T, r, c)] = x[tiled_index(T, c, r)];
        }
    }
    let mut stage = Vec::with_capacity(x.len());
    for core in 0..T {
        for r in 0..T {
            let tile = (r * T + core) * TILE_ELEMENTS;
            stage.extend_from_slice(&x[tile..tile + TILE_ELEMENTS]);
        }
    }
    Ok(BTreeMap::from([
        ("xt".to_owned(), exact(xt)),
        ("stage".to_owned(), exact(stage)),
    ]))
}
