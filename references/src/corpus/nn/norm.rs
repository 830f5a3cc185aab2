//! Normalizations in f32: softmax over rows, layernorm over rows, group norm
//! over (pixels x channel groups).
//!
//! All three keep every pipe and the math object in f32, so their results
//! carry only f32 roundings, a few dozen at most along any path: the
//! tolerances are stated in units of 2^-24 and leave a margin of about four
//! over the count of roundings on the longest path.

use super::{f32_buf, inputs, output, F32_U};
use crate::corpus::Entry;
use crate::tile::{tiled_index, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};
use std::collections::BTreeMap;

const SOFTMAX_HT: usize = 4;
const SOFTMAX_WT: usize = 8;
const SOFTMAX_IN: &[Buffer; 1] = &[f32_buf("logits", SOFTMAX_HT * SOFTMAX_WT * 1024)];

/// `nn_softmax` (test/Programs/corpus/nn_softmax): softmax over each row of
/// 128 x 256 f32 logits (4 x 8 tiles, tile-major in and out).
///
/// Math (compute.cpp): m = max(0, max_j x_j) (`reduce_max_rows` with scaler
/// 1.0 into a slot the math object zeroed, spec 3.6.1 and 3.6.2.6), e_j =
/// exp(x_j - m), s = SUM e_j (`reduce_sum_rows`, scaler 1.0), y_j = e_j *
/// (1 / s). Mathematically y_j = exp(x_j) / SUM exp(x_k) whatever m is.
///
/// Tolerance: |x - m| <= 2, so the f32 subtraction errs by 2^-23 absolute,
/// which exp turns into 2^-23 relative; exp itself half an ulp plus 2^-27
/// (e^-2 > 2^-3, so under 2^-23 relative); the sum of 256 positive terms in
/// 8 reductions, each rounded to f32 (up to 32 more if each tile's terms are
/// added in f32): 40 2^-24 relative; recip and multiply one rounding each.
/// About 48 2^-24 in all: rel 2^-16 (256 2^-24) of |y|.
pub const SOFTMAX: Entry = Entry {
    name: "nn_softmax",
    run: softmax,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 256.0 * F32_U,
    },
};

fn softmax(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [x] = inputs("nn_softmax", SOFTMAX_IN, arrays)?;
    let cols = SOFTMAX_WT * TILE_SIDE;
    let mut y = vec![0.0; x.len()];
    for r in 0..SOFTMAX_HT * TILE_SIDE {
        let at = |c: usize| tiled_index(SOFTMAX_WT, r, c);
        let m = (0..cols).map(|c| x[at(c)]).fold(0.0, f64::max);
        let sum: f64 = (0..cols).map(|c| (x[at(c)] - m).exp()).sum();
        for c in 0..cols {
            y[at(c)] = (x[at(c)] - m).exp() / sum;
        }
    }
    let scale = y.iter().map(|v| v.abs()).collect();
    Ok(output("probs", ElementType::Float32, &y, scale))
}
