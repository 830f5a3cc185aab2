//! `matmul` (test/Programs/matmul): C = A x B on one core, A of 2x4 tiles
//! (64 x 128), B of 4x3 tiles (128 x 96), C of 2x3 tiles (64 x 96).
//!
//! Layout, from reader.cpp and writer.cpp: every global is tile-major. The
//! reader fetches tile (m, k) of A at element (m * Kt + k) * 1024 and tile
//! (k, n) of B at (k * Nt + n) * 1024; the writer stores output tile i =
//! m * Nt + n at i * 1024. Inside a tile, element (r, c) is at r * 32 + c.
//!
//! Math, from compute.cpp: one math object per output tile; for k = 0..Kt
//! `matmul(pa, pb, 0, 0, 0, false)` accumulates (spec 3.6.2.5:
//! `dst[h, w] += SUM[i] src0[h, i] * src1[i, w]`, the slot starts at zero)
//! into slot 0, which is packed into C as bf16. So `C[i][j]` = the sum over
//! all 128 `l` of `A[i][l] * B[l][j]`, computed here exactly (f64) and
//! rounded once.

use std::collections::BTreeMap;

use crate::buffer::checked_inputs;
use crate::tile::{tiled_index, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};

pub const NAME: &str = "matmul";

const MT: usize = 2;
const KT: usize = 4;
const NT: usize = 3;
const M: usize = MT * TILE_SIDE;
const K: usize = KT * TILE_SIDE;
const N: usize = NT * TILE_SIDE;

pub const INPUTS: &[Buffer; 2] = &[
    Buffer {
        name: "a",
        element: ElementType::BFloat16,
        elements: M * K,
    },
    Buffer {
        name: "b",
        element: ElementType::BFloat16,
        elements: K * N,
    },
];

pub const OUTPUTS: &[Buffer; 1] = &[Buffer {
    name: "c",
    element: ElementType::BFloat16,
    elements: M * N,
}];

/// Against the error scale of [`expected`]; the derivation:
///
/// The simulator may keep the slot in f32 and round once at the pack, or,
/// as the spec's bf16 slot suggests, round the slot to bf16 after each of the
/// Kt tile products, possibly rounding each product to bf16 first. Let u =
/// 2^-8 (bf16's unit roundoff), P_j the exact partial sum after j tiles of
/// K, T_k the exact product of tile k, and S = SUM |a| |b|. To first order
/// the distance to the exactly-rounded reference is at most the sum of
/// 2u |c| (both final roundings), u SUM_j |P_j| (per-step slot roundings),
/// u SUM_k |T_k| (rounded products) and 128 * 2^-24 S (f32 sums inside a
/// tile product). `rel` = 2u on the scale |c| + SUM_j |P_j| + SUM_k
/// |T_k| + 2^-8 S bounds it with a factor of two to spare for the
/// higher-order terms. The absolute part lets subnormal results flush to zero.
pub const TOLERANCE: Tolerance = Tolerance {
    abs: f32::MIN_POSITIVE as f64,
    rel: 1.0 / 128.0,
};

/// `c` for inputs `a` and `b`.
pub fn run(inputs: &Arrays) -> Result<Arrays, ReferenceError> {
    let [c] = products(inputs)?.map(|expected| expected.values);
    Ok(BTreeMap::from([(OUTPUTS[0].name.to_owned(), c)]))
}

/// `c` with the per-element error scale of [`TOLERANCE`].
pub fn expected(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [c] = products(inputs)?;
    Ok(BTreeMap::from([(OUTPUTS[0].name.to_owned(), c)]))
}

fn products(inputs: &Arrays) -> Result<[Expected; 1], ReferenceError> {
    let [a, b] = checked_inputs(NAME, INPUTS, inputs)?;
    let a_at = |row: usize, col: usize| a[tiled_index(KT, row, col)];
    let b_at = |row: usize, col: usize| b[tiled_index(NT, row, col)];
    let mut values = vec![0.0; M * N];
    let mut error_scale = vec![0.0; M * N];
    for row in 0..M {
        for col in 0..N {
            let mut partial = 0.0;
            let mut partials_magnitude = 0.0;
            let mut products_magnitude = 0.0;
            let mut terms_magnitude = 0.0;
            for k_tile in 0..KT {
                let mut tile_product = 0.0;
                for l in k_tile * TILE_SIDE..(k_tile + 1) * TILE_SIDE {
                    let term = a_at(row, l) * b_at(l, col);
                    tile_product += term;
                    terms_magnitude += f64::abs(term);
                }
                partial += tile_product;
                products_magnitude += f64::abs(tile_product);
                partials_magnitude += f64::abs(partial);
            }
            let at = tiled_index(NT, row, col);
            values[at] = ElementType::BFloat16.round(partial);
            error_scale[at] = f64::abs(partial)
                + partials_magnitude
                + products_magnitude
                + terms_magnitude / 256.0;
        }
    }
    Ok([Expected {
        values,
        error_scale,
    }])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tile::to_tiles;

    fn inputs(a_row_major: &[f32], b_row_major: &[f32]) -> Arrays {
        BTreeMap::from([
            ("a".to_owned(), to_tiles(a_row_major, KT)),
            ("b".to_owned(), to_tiles(b_row_major, NT)),
        ])
    }

    /// C in row-major order.
    fn c_row_major(outputs: &Arrays) -> Vec<f32> {
        let c = &outputs["c"];
        (0..M * N)
            .map(|i| c[tiled_index(NT, i / N, i % N)])
            .collect()
    }

    /// Small integers: exact in bf16, and products and sums of a few stay exact.
    fn small_integers(len: usize, seed: usize) -> Vec<f32> {
        (0..len)
            .map(|i| ((i * 7 + seed * 13) % 9) as f32 - 4.0)
            .collect()
    }

    #[test]
    fn times_identity_is_the_left_operand() {
        let a = small_integers(M * K, 1);
        let identity: Vec<f32> = (0..K * N)
            .map(|i| if i / N == i % N { 1.0 } else { 0.0 })
            .collect();
        let c = c_row_major(&run(&inputs(&a, &identity)).unwrap());
        for row in 0..M {
            assert_eq!(c[row * N..(row + 1) * N], a[row * K..row * K + N]);
        }
    }

    #[test]
    fn one_element_by_hand() {
        // Row 33 of A holds 1, 2, 3 in columns 0, 40 and 127 (three K
        // tiles); column 70 of B holds 10, 100, 1000 in the same rows.
        let mut a = vec![0.0; M * K];
        let mut b = vec![0.0; K * N];
        for (l, a_value, b_value) in [(0, 1.0, 10.0), (40, 2.0, 100.0), (127, 3.0, 1000.0)] {
            a[33 * K + l] = a_value;
            b[l * N + 70] = b_value;
        }
        let c = c_row_major(&run(&inputs(&a, &b)).unwrap());
        // 10 + 200 + 3000 = 3210, rounded to bf16 (8 significant bits: step 16).
        assert_eq!(c[33 * N + 70], 3216.0);
        assert_eq!(c.iter().filter(|&&value| value != 0.0).count(), 1);
    }

    #[test]
    fn ones_sum_over_all_of_k() {
        let c = run(&inputs(&vec![1.0; M * K], &vec![0.5; K * N])).unwrap();
        assert!(c["c"].iter().all(|&value| value == 64.0));
    }

    #[test]
    fn matches_a_plain_triple_loop_on_small_integers() {
        let a = small_integers(M * K, 2);
        let b = small_integers(K * N, 5);
        let c = c_row_major(&run(&inputs(&a, &b)).unwrap());
        for row in 0..M {
            for col in 0..N {
                let exact: f32 = (0..K).map(|l| a[row * K + l] * b[l * N + col]).sum();
                assert_eq!(c[row * N + col], ElementType::BFloat16.round(exact.into()));
            }
        }
    }

    #[test]
    fn error_scale_covers_cancellation() {
        // Every product is +1 or -1 and they cancel: c = 0, but per-step
        // roundings see the partial sums, so the scale must not be zero.
        let a = vec![1.0; M * K];
        let b: Vec<f32> = (0..K * N)
            .map(|i| if (i / N) < K / 2 { 1.0 } else { -1.0 })
            .collect();
        let expected = expected(&inputs(&a, &b)).unwrap().remove("c").unwrap();
        assert!(expected.values.iter().all(|&value| value == 0.0));
        // |P_1| + |P_2| + |P_3| + |P_4| = 32 + 64 + 32 + 0, SUM |T_k| = 128, S / 256 = 0.5.
        assert!(expected.error_scale.iter().all(|&scale| scale == 256.5));
    }
}
