//! Multi-core matmuls: B multicast to a row of cores (through a local
//! buffer, or pipe to pipe) that each compute a band of C, and output tiles
//! split over cores by per-core arguments.
//!
//! Both read tile-major bfloat16 A (Mt x Kt tiles) and B (Kt x Nt tiles) and
//! write tile-major bfloat16 C (Mt x Nt tiles); `matmul` (spec 3.6.2.5)
//! accumulates `dst[h, w] += SUM[i] src0[h, i] * src1[i, w]` into a slot
//! zeroed by the math object, so C[r][c] = SUM[l] A[r][l] B[l][c] over all
//! K, computed here exactly (f64) and rounded once to bf16.

use std::collections::BTreeMap;

use super::buffer;
use crate::buffer::checked_inputs;
use crate::corpus::Entry;
use crate::tile::{tiled_index, TILE_ELEMENTS, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};

/// The exact C of a tile-major A (mt x kt tiles) times B (kt x nt tiles),
/// rounded to bf16, with the error scale of the tolerance: `slot_rounds`
/// says whether the slot may be rounded to bf16 after each tile product (a
/// bf16 math object), which adds the magnitudes of the partial sums and of
/// the tile products to the scale; otherwise (a float math object) the scale
/// is |c| plus 2^-12 of the sum of magnitudes of the terms.
fn matmul(a: &[f64], b: &[f64], mt: usize, kt: usize, nt: usize, slot_rounds: bool) -> Expected {
    let mut c = Expected {
        values: vec![0.0; mt * nt * TILE_ELEMENTS],
        error_scale: vec![0.0; mt * nt * TILE_ELEMENTS],
    };
    for row in 0..mt * TILE_SIDE {
        for col in 0..nt * TILE_SIDE {
            let (mut partial, mut partials, mut products, mut terms) = (0.0, 0.0, 0.0, 0.0);
            for k_tile in 0..kt {
                let mut product = 0.0;
                for l in k_tile * TILE_SIDE..(k_tile + 1) * TILE_SIDE {
                    let term = a[tiled_index(kt, row, l)] * b[tiled_index(nt, l, col)];
                    product += term;
                    terms += f64::abs(term);
                }
                partial += product;
                products += f64::abs(product);
                partials += f64::abs(partial);
            }
            let at = tiled_index(nt, row, col);
            c.values[at] = ElementType::BFloat16.round(partial);
            c.error_scale[at] = if slot_rounds {
                f64::abs(partial) + partials + products + terms / 256.0
            } else {
                f64::abs(partial) + terms / 4096.0
            };
        }
    }
    c
}

/// `data_matmul_mcast`: A of 8x4 tiles, B of 4x3 tiles, C of 8x3 tiles on
/// cores (0..3, 0).
///
/// Layout: core x computes the band of rows of tiles 2x, 2x + 1 of C. Its
/// reader fetches tiles (2x + i, k) of A at ((2x + i) * 4 + k) * 1024; row
/// of tiles k of B (three tiles at k * 3072) is read once by core (0, 0)
/// and multicast to the others' local `block` under the ready/valid
/// handshake; the writer stores the band's six tiles from tile 6x. Math:
/// one bfloat16 math object per core, `matmul(pa, pb, i, n, 3 i + n)` for
/// k = 0..4, packed row by row.
///
/// Tolerance: as for test/Programs/matmul (references/src/matmul.rs), whose
/// math object is bfloat16 too: with u = 2^-8, the slot may be rounded to
/// bf16 after each of the four tile products (u per partial sum), the
/// products themselves rounded (u each), the f32 sums inside a product err
/// by 32 * 2^-24 of the terms' magnitudes, and the pack rounds once (u |c|,
/// twice for the reference's own rounding). `rel` = 2u on |c| + SUM |P_j| +
/// SUM |T_k| + 2^-8 SUM |terms| bounds it with a factor of two to spare; the
/// absolute part lets subnormal results flush to zero.
pub const MCAST: Entry = Entry {
    name: "data_matmul_mcast",
    run: matmul_mcast,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 1.0 / 128.0,
    },
};

fn matmul_mcast(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::BFloat16, 8 * 4 * TILE_ELEMENTS),
        buffer("b", ElementType::BFloat16, 4 * 3 * TILE_ELEMENTS),
    ];
    let [a, b] = checked_inputs("data_matmul_mcast", INPUTS, inputs)?;
    Ok(BTreeMap::from([(
        "c".to_owned(),
        matmul(&a, &b, 8, 4, 3, true),
    )]))
}

/// `data_matmul_mcast_pipe`: the shapes, cores and math of
/// [`MCAST`] (A of 8x4 tiles, B of 4x3 tiles, C of 8x3 tiles on cores
/// (0..3, 0), the same compute and writer kernels); only the way row of
/// tiles k of B reaches the receivers differs: core (0, 0) reads it into
/// the write frame of its `b_row` pipe and multicasts that frame into the
/// receivers' `b_row` write frames (no local staging buffer), so every core
/// still sees row of tiles k of B as its step-k frame of `pb`.
///
/// Tolerance: as for [`MCAST`] (bf16 slot, the same derivation).
pub const MCAST_PIPE: Entry = Entry {
    name: "data_matmul_mcast_pipe",
    run: matmul_mcast_pipe,
    tolerance: MCAST.tolerance,
};

fn matmul_mcast_pipe(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::BFloat16, 8 * 4 * TILE_ELEMENTS),
        buffer("b", ElementType::BFloat16, 4 * 3 * TILE_ELEMENTS),
    ];
    let [a, b] = checked_inputs("data_matmul_mcast_pipe", INPUTS, inputs)?;
    Ok(BTreeMap::from([(
        "c".to_owned(),
        matmul(&a, &b, 8, 4, 3, true),
    )]))
}

/// `data_matmul_multicore`: A of 4x6 tiles, B of 6x4 tiles, C of 4x4 tiles
/// on the eight cores (0..3, 4..5).
///
/// Layout: core `index` computes output tiles t = 2 index, 2 index + 1 (t =
/// m * 4 + n); its reader streams tiles (m, k) of A at (m * 6 + k) * 1024
/// and (k, n) of B at (k * 4 + n) * 1024, two of each per frame; its writer
/// stores tile t at t * 1024. Math: a float math object per output tile
/// accumulates the six tile products in slot 0, packed to bf16.
///
/// Tolerance: the slot is f32: each tile product is summed exactly and
/// rounded to f32, then accumulated in f32: at most 12 roundings of 2^-24
/// each of a partial bounded by the sum of magnitudes S of the 192 terms,
/// under 2^-20 S. The pack rounds to bf16 (at most u |c| with bf16's unit
/// roundoff u = 2^-8), and so does the reference (u |c| again). `rel` =
/// 2^-7 on the scale |c| + 2^-12 S covers both parts: 2^-7 |c| for the two
/// roundings, 2^-19 S (twice the f32 bound) for the accumulation. The
/// absolute part lets subnormal results flush to zero.
pub const MULTI_CORE: Entry = Entry {
    name: "data_matmul_multicore",
    run: matmul_multicore,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 1.0 / 128.0,
    },
};

fn matmul_multicore(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::BFloat16, 4 * 6 * TILE_ELEMENTS),
        buffer("b", ElementType::BFloat16, 6 * 4 * TILE_ELEMENTS),
    ];
    let [a, b] = checked_inputs("data_matmul_multicore", INPUTS, inputs)?;
    Ok(BTreeMap::from([(
        "c".to_owned(),
        matmul(&a, &b, 4, 6, 4, false),
    )]))
}

/// `data_matmul_bt`: C = A x B^T with float A of 3x3 tiles (96 x 96), B of
/// 4x3 tiles (128 x 96), C of 3x4 tiles (96 x 128), on six cores.
///
/// Layout: core `index` computes output tiles t = 2 index, 2 index + 1 (t =
/// m * 4 + n); per tile its reader brings row of tiles m of A and row of
/// tiles n of B (three contiguous tiles each) in one frame; the writer
/// stores tile t at t * 1024. Math: a float math object per output tile,
/// `matmul(pa, pb, k, k, 0, true)` for k < 3: the flag transposes the second
/// tile, so the slot accumulates A(m, k) x B(n, k)^T and C[r][c] =
/// SUM[l] A[r][l] B[c][l].
///
/// Tolerance: each tile product is summed exactly and rounded to f32, then
/// accumulated in the f32 slot (at most 5 roundings, each within 2^-24 of a
/// partial bounded by the sum of magnitudes S of the 96 terms), and the
/// reference rounds once more; `rel` = 2^-20 on S allows 16 such roundings.
/// The absolute part lets a subnormal result flush to zero.
pub const TRANSPOSED_B: Entry = Entry {
    name: "data_matmul_bt",
    run: matmul_bt,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 1.0 / 1048576.0,
    },
};

fn matmul_bt(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const MT: usize = 3;
    const KT: usize = 3;
    const NT: usize = 4;
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::Float32, MT * KT * TILE_ELEMENTS),
        buffer("b", ElementType::Float32, NT * KT * TILE_ELEMENTS),
    ];
    let [a, b] = checked_inputs("data_matmul_bt", INPUTS, inputs)?;
    let mut c = Expected {
        values: vec![0.0; MT * NT * TILE_ELEMENTS],
        error_scale: vec![0.0; MT * NT * TILE_ELEMENTS],
    };
    for row in 0..MT * TILE_SIDE {
        for col in 0..NT * TILE_SIDE {
            let (sum, magnitude) = (0..KT * TILE_SIDE)
                .map(|l| a[tiled_index(KT, row, l)] * b[tiled_index(KT, col, l)])
                .fold((0.0, 0.0), |(s, m), term: f64| (s + term, m + term.abs()));
            let at = tiled_index(NT, row, col);
            c.values[at] = ElementType::Float32.round(sum);
            c.error_scale[at] = magnitude;
        }
    }
    Ok(BTreeMap::from([("c".to_owned(), c)]))
}

/// `data_matmul_mcast_2d`: A of 4x3 tiles, B of 3x6 tiles, C of 4x6 tiles
/// on the 3x2 grid (2..4, 4..5).
///
/// Layout: core (2 + j, 4 + i) computes the 2x2-tile block (i, j) of C:
/// rows of tiles 2i, 2i + 1 and columns of tiles 2j, 2j + 1. Per step k,
/// tiles (2i + r, k) of A (at ((2i + r) * 3 + k) * 1024) are read by core
/// (2, 4 + i) and multicast along its row; tiles (k, 2j), (k, 2j + 1) of B
/// (contiguous at (k * 6 + 2j) * 1024) are read by core (2 + j, 4) and
/// multicast down its column; the writer stores row r of the block at
/// ((2i + r) * 6 + 2j) * 1024. Math: the band compute of
/// `data_matmul_mcast` (a bfloat16 math object, slots r * 2 + n, three
/// steps of K).
///
/// Tolerance: as for [`MCAST`] (bf16 slot, the same derivation).
pub const MCAST_2D: Entry = Entry {
    name: "data_matmul_mcast_2d",
    run: matmul_mcast_2d,
    tolerance: MCAST.tolerance,
};

fn matmul_mcast_2d(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::BFloat16, 4 * 3 * TILE_ELEMENTS),
        buffer("b", ElementType::BFloat16, 3 * 6 * TILE_ELEMENTS),
    ];
    let [a, b] = checked_inputs("data_matmul_mcast_2d", INPUTS, inputs)?;
    Ok(BTreeMap::from([(
        "c".to_owned(),
        matmul(&a, &b, 4, 3, 6, true),
    )]))
}

/// `data_matmul_uneven`: A of 1x4 tiles (32 x 128), B of 4x7 tiles (128 x
/// 224), C of 1x7 tiles, on three cores (5..7, 3) with an uneven split.
///
/// Layout: core `index` computes output tiles t = 3 index .. 3 index +
/// min(3, 7 - 3 index) - 1, that is 3, 3 and 1 tiles (per-core `min`); the
/// multi-core reader streams tiles (0, k) of A at k * 1024 and (k, t) of B
/// at (k * 7 + t) * 1024, two of each per frame; the writer stores tile t
/// at t * 1024. Math: a float math object per output tile accumulates the
/// four tile products in slot 0, packed to bf16. The split is checked by
/// every output tile holding its product: a tile no core computes does not.
///
/// Tolerance: as for [`MULTI_CORE`] (at most 8 f32 roundings of partials
/// bounded by the sum of magnitudes of the 128 terms, then one bf16
/// rounding here and in the reference).
pub const UNEVEN: Entry = Entry {
    name: "data_matmul_uneven",
    run: matmul_uneven,
    tolerance: MULTI_CORE.tolerance,
};

fn matmul_uneven(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::BFloat16, 4 * TILE_ELEMENTS),
        buffer("b", ElementType::BFloat16, 4 * 7 * TILE_ELEMENTS),
    ];
    let [a, b] = checked_inputs("data_matmul_uneven", INPUTS, inputs)?;
    Ok(BTreeMap::from([(
        "c".to_owned(),
        matmul(&a, &b, 1, 4, 7, false),
    )]))
}

/// `data_matmul_split_groups`: A of 2x3 tiles (64 x 96), B of 3x7 tiles (96
/// x 224), C of 2x7 tiles, on the four cores (2..3, 2..3) in two groups.
///
/// Layout: core `index` computes output tiles t (t = m * 7 + n) from
/// first_tile = 3 index + min(index, 2), num_tiles = select(index < 2, 4,
/// 3): tiles 0-3, 4-7, 8-10 and 11-13. The reader streams the three tiles
/// (m, k) of A at (m * 3 + k) * 1024 and (k, n) of B at (k * 7 + n) * 1024
/// in one frame each; the writer stores tile t at t * 1024. Math: a float
/// math object per output tile accumulates the three tile products, packed
/// to bf16.
///
/// Tolerance: as for [`MULTI_CORE`] (fewer roundings: three tile products).
pub const SPLIT_GROUPS: Entry = Entry {
    name: "data_matmul_split_groups",
    run: matmul_split_groups,
    tolerance: MULTI_CORE.tolerance,
};

fn matmul_split_groups(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const INPUTS: &[Buffer; 2] = &[
        buffer("a", ElementType::BFloat16, 2 * 3 * TILE_ELEMENTS),
        buffer("b", ElementType::BFloat16, 3 * 7 * TILE_ELEMENTS),
    ];
    let [a, b] = checked_inputs("data_matmul_split_groups", INPUTS, inputs)?;
    Ok(BTreeMap::from([(
        "c".to_owned(),
        matmul(&a, &b, 2, 3, 7, false),
    )]))
}
