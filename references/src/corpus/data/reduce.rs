//! Reductions over each dimension: row sums and means, column maxima and
//! means, per-core scalar sum and maximum.
//!
//! Every reduce of spec 3.6.2.6 accumulates into a destination slot, scaled
//! by element 0 of the scaler tile (here 1.0 = 1 / `divisor` with divisor
//! 1, exact). A sum adds to the slot the math object zeroed; a maximum into
//! a fresh slot is the maximum itself (the reference toolchain's emulator
//! seeds such a slot with -FLT_MAX), so negative data reduces to its true
//! maximum. The results are packed as the reference toolchain packs them:
//! `pack_row` after a row reduce keeps column 0, `pack_col` after a column
//! reduce row 0, `pack_scalar` element (0, 0), and each writes 0 around
//! them (LLK's reduce pack masks).

use std::collections::BTreeMap;

use super::{buffer, zeros};
use crate::buffer::checked_inputs;
use crate::corpus::Entry;
use crate::tile::{tiled_index, TILE_ELEMENTS, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};

/// f32 sums whose terms are summed exactly per tile (f64, rounded once) and
/// then accumulated tile by tile in an f32 slot: at most one rounding per
/// tile plus one, each within 2^-24 of a partial sum bounded by the sum of
/// magnitudes, which is the error scale; 2^-20 allows 16 such roundings
/// (the programs have at most 7). The absolute part lets a subnormal result
/// flush to zero.
const F32_SUM: Tolerance = Tolerance {
    abs: f32::MIN_POSITIVE as f64,
    rel: 1.0 / 1048576.0,
};

/// `data_reduce_rows`: row sums of `x`, a float matrix of 8x4 tiles
/// (256 x 128), tile-major.
///
/// Layout: core i (of 4) reads rows of tiles 2i and 2i+1 (reader.cpp, two
/// tiles per frame) and writes one tile per row of tiles r at tile r of
/// `sums` (writer.cpp, first_tile = 2i). Math (compute.cpp): per row of
/// tiles a fresh math object, `reduce_sum_rows(in, scaler, j, 0, 0)` over its
/// four tiles (`dst[h, 0] += SUM[w] src0[h, w] * 1.0`), then `pack_row`:
/// element (h, 0) of tile r is the sum of matrix row 32 r + h; the other 31
/// columns are 0.
pub const ROWS: Entry = Entry {
    name: "data_reduce_rows",
    run: reduce_rows,
    tolerance: F32_SUM,
};

fn reduce_rows(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 8;
    const WT: usize = 4;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::Float32, HT * WT * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_reduce_rows", INPUTS, inputs)?;
    let mut sums = zeros(HT * TILE_ELEMENTS);
    for row in 0..HT * TILE_SIDE {
        let (sum, magnitude) = (0..WT * TILE_SIDE)
            .map(|col| x[tiled_index(WT, row, col)])
            .fold((0.0, 0.0), |(s, m), v: f64| (s + v, m + v.abs()));
        let at = tiled_index(1, row, 0);
        sums.values[at] = ElementType::Float32.round(sum);
        sums.error_scale[at] = magnitude;
    }
    Ok(BTreeMap::from([("sums".to_owned(), sums)]))
}

/// `data_reduce_cols`: column maxima of `x`, a bfloat16 matrix of 4x6 tiles
/// (128 x 192), tile-major.
///
/// Layout: core i (of 3) reads columns of tiles 2i and 2i+1, each top to
/// bottom (tile (h, c) at (h * 6 + c) * 1024), and writes one tile per
/// column of tiles c at tile c of `maxima`. Math (compute.cpp): per column
/// of tiles a fresh (zeroed) math object, `reduce_max_cols` of its four
/// tiles (`dst[0, w] = max(dst[0, w], MAX[h] src0[h, w] * 1.0)`), then
/// `pack_col`: element (0, w) of tile c is the max of matrix column
/// 32 c + w; the other rows are 0.
///
/// Tolerance: none. A maximum of bf16 values times 1.0 is one of them and
/// packs to bf16 exactly.
pub const COLS: Entry = Entry {
    name: "data_reduce_cols",
    run: reduce_cols,
    tolerance: Tolerance { abs: 0.0, rel: 0.0 },
};

fn reduce_cols(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 4;
    const WT: usize = 6;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::BFloat16, HT * WT * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_reduce_cols", INPUTS, inputs)?;
    let mut maxima = zeros(WT * TILE_ELEMENTS);
    for col in 0..WT * TILE_SIDE {
        let max = (0..HT * TILE_SIDE)
            .map(|row| x[tiled_index(WT, row, col)])
            .fold(f64::NEG_INFINITY, f64::max);
        let at = tiled_index(WT, 0, col);
        maxima.values[at] = ElementType::BFloat16.round(max);
        maxima.error_scale[at] = max.abs();
    }
    Ok(BTreeMap::from([("maxima".to_owned(), maxima)]))
}

/// `data_reduce_scalar`: per-core scalar sum and maximum of `x`, 24 float
/// tiles.
///
/// Layout: core i (of 4, index order of the 2x2 range) reads tiles 6i..6i+6
/// (the row reader with one row of six tiles, two per frame) and writes its
/// sum tile to tile i of `sums` and its maximum tile to tile i of `maxima`.
/// Math (compute.cpp): one math object over the six tiles,
/// `reduce_sum_scalar` into slot 0 and `reduce_max_scalar` into slot 1,
/// `pack_scalar` of each: element 0 of tile i holds the sum (resp.
/// maximum) of the core's 6144 elements; the rest is 0.
///
/// Tolerance: [`F32_SUM`] on the sum of magnitudes for the sums; the maxima
/// are exact (one of the inputs, times 1.0).
pub const SCALAR: Entry = Entry {
    name: "data_reduce_scalar",
    run: reduce_scalar,
    tolerance: F32_SUM,
};

fn reduce_scalar(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const CORES: usize = 4;
    const TILES: usize = 6;
    const INPUTS: &[Buffer; 1] = &[buffer(
        "x",
        ElementType::Float32,
        CORES * TILES * TILE_ELEMENTS,
    )];
    let [x] = checked_inputs("data_reduce_scalar", INPUTS, inputs)?;
    let mut sums = zeros(CORES * TILE_ELEMENTS);
    let mut maxima = zeros(CORES * TILE_ELEMENTS);
    for (core, chunk) in x.chunks(TILES * TILE_ELEMENTS).enumerate() {
        let sum: f64 = chunk.iter().sum();
        let magnitude: f64 = chunk.iter().map(|v| v.abs()).sum();
        let max = chunk.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let at = core * TILE_ELEMENTS;
        sums.values[at] = ElementType::Float32.round(sum);
        sums.error_scale[at] = magnitude;
        maxima.values[at] = ElementType::Float32.round(max);
        maxima.error_scale[at] = max.abs();
    }
    Ok(BTreeMap::from([
        ("sums".to_owned(), sums),
        ("maxima".to_owned(), maxima),
    ]))
}

/// `data_reduce_col_means`: column means of `x`, a float matrix of 4x8
/// tiles (128 x 256), tile-major.
///
/// Layout: core i (of 4) gathers columns of tiles 2i and 2i+1, each whole
/// column (tiles (0, c) .. (3, c), eight apart) in one frame, and writes one
/// tile per column of tiles c at tile c of `means`. Math: per column a fresh
/// math object, `reduce_sum_cols` of its four tiles with the scaler 1/128
/// (`dst[0, w] += SUM[h] src0[h, w] * src1[0, 0]`), then `pack_col`:
/// element (0, w) of tile c is the mean of matrix column 32 c + w; the other
/// rows are 0.
///
/// Tolerance: [`F32_SUM`] on the mean of the magnitudes (the scaling by
/// 1/128 is exact, a power of two).
pub const COL_MEANS: Entry = Entry {
    name: "data_reduce_col_means",
    run: reduce_col_means,
    tolerance: F32_SUM,
};

fn reduce_col_means(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 4;
    const WT: usize = 8;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::Float32, HT * WT * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_reduce_col_means", INPUTS, inputs)?;
    let rows = (HT * TILE_SIDE) as f64;
    let mut means = zeros(WT * TILE_ELEMENTS);
    for col in 0..WT * TILE_SIDE {
        let (sum, magnitude) = (0..HT * TILE_SIDE)
            .map(|row| x[tiled_index(WT, row, col)])
            .fold((0.0, 0.0), |(s, m), v: f64| (s + v, m + v.abs()));
        let at = tiled_index(WT, 0, col);
        means.values[at] = ElementType::Float32.round(sum / rows);
        means.error_scale[at] = magnitude / rows;
    }
    Ok(BTreeMap::from([("means".to_owned(), means)]))
}

/// `data_reduce_row_max`: row maxima of `x`, a bfloat16 matrix of 6x4 tiles
/// (192 x 128), tile-major.
///
/// Layout: core i (of 3) streams rows of tiles 2i and 2i+1 with the row
/// reader (two tiles per frame, scaler 1 / 1) and writes one tile per row of
/// tiles r at tile r of `maxima`. Math: per row of tiles a fresh math
/// object, `reduce_max_rows` of its four tiles (the first one's maximum,
/// then `dst[h, 0] = max(dst[h, 0], MAX[w] src0[h, w] * 1.0)`), `pack_row`:
/// element (h, 0) of tile r is the max of matrix row 32 r + h; the other
/// columns are 0.
///
/// Tolerance: none, as for [`COLS`].
pub const ROW_MAX: Entry = Entry {
    name: "data_reduce_row_max",
    run: reduce_row_max,
    tolerance: Tolerance { abs: 0.0, rel: 0.0 },
};

fn reduce_row_max(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 6;
    const WT: usize = 4;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::BFloat16, HT * WT * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_reduce_row_max", INPUTS, inputs)?;
    let mut maxima = zeros(HT * TILE_ELEMENTS);
    for row in 0..HT * TILE_SIDE {
        let max = (0..WT * TILE_SIDE)
            .map(|col| x[tiled_index(WT, row, col)])
            .fold(f64::NEG_INFINITY, f64::max);
        let at = tiled_index(1, row, 0);
        maxima.values[at] = ElementType::BFloat16.round(max);
        maxima.error_scale[at] = max.abs();
    }
    Ok(BTreeMap::from([("maxima".to_owned(), maxima)]))
}

/// `data_reduce_row_means_held`: row means of `x`, a float matrix of 6x4
/// tiles (192 x 128), tile-major.
///
/// Layout: core i (of 3) reads rows of tiles 2i and 2i+1 with the row
/// reader of `data_reduce_rows` (one whole row of four tiles per frame, the
/// scaler tile 1 / 128 pushed first) and writes one tile per row of tiles r
/// at tile r of `means`. Math (compute.cpp, the scaler frame waited for once
/// and held to the end): per row of tiles a fresh math object,
/// `reduce_sum_rows(in, scaler, w, 0, 0)` over its four tiles (`dst[h, 0] +=
/// SUM[w] src0[h, w] / 128`), then `pack_row`: element (h, 0) of tile r is
/// the mean of matrix row 32 r + h; the other 31 columns are 0.
///
/// Tolerance: [`F32_SUM`] on the mean of the magnitudes (the scaling by
/// 1/128 is exact, a power of two, so it only scales the summation error).
pub const ROW_MEANS_HELD: Entry = Entry {
    name: "data_reduce_row_means_held",
    run: reduce_row_means_held,
    tolerance: F32_SUM,
};

fn reduce_row_means_held(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 6;
    const WT: usize = 4;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::Float32, HT * WT * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_reduce_row_means_held", INPUTS, inputs)?;
    let cols = (WT * TILE_SIDE) as f64;
    let mut means = zeros(HT * TILE_ELEMENTS);
    for row in 0..HT * TILE_SIDE {
        let mut sum = 0.0;
        let mut magnitude = 0.0;
        for col in 0..WT * TILE_SIDE {
            let v: f64 = x[tiled_index(WT, row, col)];
            sum += v;
            magnitude += v.abs();
        }
        let at = tiled_index(1, row, 0);
        means.values[at] = ElementType::Float32.round(sum / cols);
        means.error_scale[at] = magnitude / cols;
    }
    Ok(BTreeMap::from([("means".to_owned(), means)]))
}

/// `data_reduce_row_max_negative`: row maxima of -|x|, x a bfloat16 matrix
/// of 4x4 tiles (128 x 128), tile-major: every row is negative.
///
/// Layout: core i (of 2) streams rows of tiles 2i and 2i + 1 with the row
/// reader (one tile per frame, scaler 1 / 1) and writes one tile per row of
/// tiles r at tile r of `maxima`. Math (compute.cpp): each tile is copied,
/// `abs`, `mul_scalar` by -1.0 (spec 3.6.2.8) and packed to a bf16 pipe,
/// exactly (a sign change of a bf16 value); then per row of tiles a fresh
/// math object takes `reduce_max_rows` of the four negated tiles into slot
/// 0: the first from its own maximum (a fresh slot), the others
/// `dst[h, 0] = max(dst[h, 0], MAX[w] src0[h, w] * 1.0)`. `pack_row` keeps
/// column 0: element (h, 0) of tile r is max over the row of -|x|, which is
/// -min |x| of matrix row 32 r + h, the other columns 0. (A reduce that
/// started from the zeroed slot would give 0.)
///
/// Tolerance: none. The maximum is one of the negated bf16 inputs, times
/// 1.0, and packs to bf16 exactly.
pub const ROW_MAX_NEGATIVE: Entry = Entry {
    name: "data_reduce_row_max_negative",
    run: reduce_row_max_negative,
    tolerance: Tolerance { abs: 0.0, rel: 0.0 },
};

fn reduce_row_max_negative(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 4;
    const WT: usize = 4;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::BFloat16, HT * WT * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_reduce_row_max_negative", INPUTS, inputs)?;
    let mut maxima = zeros(HT * TILE_ELEMENTS);
    for row in 0..HT * TILE_SIDE {
        let max = (0..WT * TILE_SIDE)
            .map(|col| -x[tiled_index(WT, row, col)].abs())
            .fold(f64::NEG_INFINITY, f64::max);
        let at = tiled_index(1, row, 0);
        maxima.values[at] = ElementType::BFloat16.round(max);
        maxima.error_scale[at] = max.abs();
    }
    Ok(BTreeMap::from([("maxima".to_owned(), maxima)]))
}

/// `data_reduce_col_sums`: column sums of `x`, a float matrix of 6x5 tiles
/// (192 x 160), tile-major.
///
/// Layout: core c (of 5) reads column of tiles c top to bottom, tiles (h,
/// c) and (h + 1, c) at (h * 5 + c) * 1024 and ((h + 1) * 5 + c) * 1024 in
/// one frame. Math (compute.cpp): one math object, `reduce_sum_cols` of the
/// six tiles into slot 0 (`dst[0, w] += SUM[h] src0[h, w] * src1[0, 0]`,
/// the scaler's element (0, 0) being 1.0), `pack_col`: row 0 holds the sums
/// of matrix columns 32 c .. 32 c + 31, rows 1-31 are 0. The writer stores
/// that tile at tile c of `sum_tiles` (a 32 x 160 matrix of 1x5 tiles) and
/// row 0, two 16-element face runs, at elements 32 c .. 32 c + 31 of the
/// row-major `sums`.
///
/// Tolerance: 192 f32 terms per column, however the reduce orders its
/// additions: at most 191 roundings, each within 2^-24 of a partial sum
/// bounded by the sum of magnitudes (the error scale): under 2^-16 of it.
/// The absolute part lets a subnormal result flush to zero.
pub const COL_SUMS: Entry = Entry {
    name: "data_reduce_col_sums",
    run: reduce_col_sums,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 1.0 / 65536.0,
    },
};

fn reduce_col_sums(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const HT: usize = 6;
    const WT: usize = 5;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::Float32, HT * WT * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_reduce_col_sums", INPUTS, inputs)?;
    let mut tiles = zeros(WT * TILE_ELEMENTS);
    let mut vector = zeros(WT * TILE_SIDE);
    for col in 0..WT * TILE_SIDE {
        let (sum, magnitude) = (0..HT * TILE_SIDE)
            .map(|row| x[tiled_index(WT, row, col)])
            .fold((0.0, 0.0), |(s, m), v: f64| (s + v, m + v.abs()));
        let at = tiled_index(WT, 0, col);
        tiles.values[at] = ElementType::Float32.round(sum);
        tiles.error_scale[at] = magnitude;
        vector.values[col] = ElementType::Float32.round(sum);
        vector.error_scale[col] = magnitude;
    }
    Ok(BTreeMap::from([
        ("sum_tiles".to_owned(), tiles),
        ("sums".to_owned(), vector),
    ]))
}

/// `data_reduce_scalar_max_negative`: per-core maximum of x - 1 over 8
/// float tiles, x in [-1, 1), so the data reduced are all negative.
///
/// Layout: core i (of 4, index order of the 2x2 range) reads tiles 8i ..
/// 8i + 7 (the row reader with one row of eight tiles, two per frame) and
/// writes its result tile to tile i of `maxima`. Math (compute.cpp): each
/// tile is copied and shifted by `sub_scalar` 1.0 (spec 3.6.2.8) into one
/// 8-tile f32 frame; one fresh math object takes `reduce_max_scalar` of the
/// eight tiles into slot 0 (the first from its own maximum, then `dst[0, 0]
/// = max(dst[0, 0], MAX[h, w] src0[h, w] * 1.0)`), and `pack_scalar` keeps
/// element (0, 0): element 0 of tile i is max(x) - 1 over the core's 8192
/// elements; the rest is 0.
///
/// Tolerance: rounding is monotonic, so the maximum of the rounded x - 1 is
/// the rounding of max(x) - 1, which is exact when max(x) >= 0.5 (Sterbenz)
/// and otherwise off by at most one f32 rounding: 2^-23 of the value covers
/// either rounding direction.
pub const SCALAR_MAX_NEGATIVE: Entry = Entry {
    name: "data_reduce_scalar_max_negative",
    run: reduce_scalar_max_negative,
    tolerance: Tolerance {
        abs: 0.0,
        rel: 1.0 / 8388608.0,
    },
};

fn reduce_scalar_max_negative(
    inputs: &Arrays,
) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const CORES: usize = 4;
    const TILES: usize = 8;
    const INPUTS: &[Buffer; 1] = &[buffer(
        "x",
        ElementType::Float32,
        CORES * TILES * TILE_ELEMENTS,
    )];
    let [x] = checked_inputs("data_reduce_scalar_max_negative", INPUTS, inputs)?;
    let mut maxima = zeros(CORES * TILE_ELEMENTS);
    for (core, chunk) in x.chunks(TILES * TILE_ELEMENTS).enumerate() {
        let max = chunk
            .iter()
            .map(|v| v - 1.0)
            .fold(f64::NEG_INFINITY, f64::max);
        let at = core * TILE_ELEMENTS;
        maxima.values[at] = ElementType::Float32.round(max);
        maxima.error_scale[at] = max.abs();
    }
    Ok(BTreeMap::from([("maxima".to_owned(), maxima)]))
}

/// `data_reduce_sum_gather`: the sum of all 24576 elements of `x` (24 float
/// tiles), computed on four cores and gathered to one.
///
/// Layout: core (i, 7) (i < 4) reads tiles 6i .. 6i + 5. Math (compute.cpp):
/// `reduce_sum_scalar` of its six tiles into one slot (`dst[0, 0] +=
/// SUM[h, w] src0[h, w] * 1.0`) and `pack_scalar`: element (0, 0) its
/// partial sum, 0 elsewhere. Its writer writes that tile into tile i of the
/// root's (core (0, 7)) local buffer `gather` and increments the root's
/// semaphore; the root's reader waits for four increments and pushes the
/// four tiles, which the root's compute kernel adds element by element: the
/// output tile holds the total in element 0 and 0 elsewhere (sums of the
/// packs' zeros).
///
/// Tolerance: 24576 f32 terms, summed in whatever order the reduces use
/// inside a tile (at most 1023 roundings), then six accumulations per core
/// and three additions of the partials: under 1032 roundings, each within
/// 2^-24 of a partial sum bounded by the sum of magnitudes S (the error
/// scale): 2^-14 S. The partials are of order 50 and S of order 12000, so
/// a missing or doubled partial is still far outside it.
pub const SUM_GATHER: Entry = Entry {
    name: "data_reduce_sum_gather",
    run: reduce_sum_gather,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 1.0 / 16384.0,
    },
};

fn reduce_sum_gather(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const TILES: usize = 24;
    const INPUTS: &[Buffer; 1] = &[buffer("x", ElementType::Float32, TILES * TILE_ELEMENTS)];
    let [x] = checked_inputs("data_reduce_sum_gather", INPUTS, inputs)?;
    let mut total = zeros(TILE_ELEMENTS);
    let sum: f64 = x.iter().sum();
    total.values[0] = ElementType::Float32.round(sum);
    total.error_scale[0] = x.iter().map(|v| v.abs()).sum();
    Ok(BTreeMap::from([("total".to_owned(), total)]))
}
