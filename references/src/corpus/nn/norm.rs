//! Normalizations in f32: softmax over rows, layernorm over rows, group norm
//! over (pixels x channel groups).
//!
//! All three keep every pipe and the math object in f32, so their results
//! carry only f32 roundings, a few dozen at most along any path: the
//! tolerances are stated in units of 2^-24 and leave a margin of about four
//! over the count of roundings on the longest path.

use super::{buffer, checked_inputs, output, F32_U};
use crate::corpus::Entry;
use crate::tile::{column_in_tile, tiled_index, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};
use std::collections::BTreeMap;

const SOFTMAX_HT: usize = 4;
const SOFTMAX_WT: usize = 8;
const SOFTMAX_IN: &[Buffer; 1] = &[buffer(
    "logits",
    ElementType::Float32,
    SOFTMAX_HT * SOFTMAX_WT * 1024,
)];

/// `nn_softmax` (test/Programs/corpus/nn_softmax): softmax over each row of
/// 128 x 256 f32 logits (4 x 8 tiles, tile-major in and out).
///
/// Math (compute.cpp): m = max_j x_j (`reduce_max_rows` with scaler 1.0
/// into a fresh slot, which starts from the first maximum), e_j =
/// exp(x_j - m), s = SUM e_j (`reduce_sum_rows`, scaler 1.0), y_j = e_j *
/// (1 / s). Mathematically y_j = exp(x_j) / SUM exp(x_k) whatever m is.
///
/// Tolerance: |x - m| <= 2 (the inputs are in [-1, 1)), so the f32 subtraction errs by 2^-23 absolute,
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
    let [x] = checked_inputs("nn_softmax", SOFTMAX_IN, arrays)?;
    let cols = SOFTMAX_WT * TILE_SIDE;
    let mut y = vec![0.0; x.len()];
    for r in 0..SOFTMAX_HT * TILE_SIDE {
        let at = |c: usize| tiled_index(SOFTMAX_WT, r, c);
        let m = (0..cols)
            .map(|c| x[at(c)])
            .fold(f64::NEG_INFINITY, f64::max);
        let sum: f64 = (0..cols).map(|c| (x[at(c)] - m).exp()).sum();
        for c in 0..cols {
            y[at(c)] = (x[at(c)] - m).exp() / sum;
        }
    }
    let scale = y.iter().map(|v| v.abs()).collect();
    Ok(output("probs", ElementType::Float32, &y, scale))
}

/// eps of both norms: the f32 0x3727c5ac (1e-5) the kernels add.
fn eps() -> f64 {
    f64::from(f32::from_bits(0x3727_c5ac))
}

/// Normalizes `group` (indices into `x`) in place into `y`: y = (x - mean) /
/// sqrt(var + eps) * gamma(i) + beta(i) over the group's elements, with the
/// error scale of [`NORM_TOLERANCE`] in `scale`.
fn normalize(
    x: &[f64],
    group: &[usize],
    affine: impl Fn(usize) -> (f64, f64),
    y: &mut [f64],
    scale: &mut [f64],
) {
    let n = group.len() as f64;
    let mean = group.iter().map(|&i| x[i]).sum::<f64>() / n;
    let magnitude = group.iter().map(|&i| x[i].abs()).sum::<f64>() / n;
    let var = group.iter().map(|&i| (x[i] - mean).powi(2)).sum::<f64>() / n;
    let rstd = 1.0 / (var + eps()).sqrt();
    for &i in group {
        let (gamma, beta) = affine(i);
        let xc = x[i] - mean;
        y[i] = xc * rstd * gamma + beta;
        scale[i] =
            y[i].abs() + beta.abs() + rstd * gamma.abs() * (xc.abs() + x[i].abs() + magnitude);
    }
}

/// Tolerance of both norms, against the scale |y| + |beta| + rstd |gamma|
/// (|xc| + |x| + M), M the mean magnitude of the normalized group: the
/// f32 mean errs by at most (reductions + in-tile additions) 2^-24 M (40
/// units for layernorm, 36 for group norm), so xc = x - mean by 2^-24 (|x| +
/// |mean|) plus that, which the affine map scales by rstd |gamma|; the
/// variance of f32 squares and sums is off by about 45 units relative, so
/// rstd (add, sqrt or rsqrt, recip: three more roundings, half the
/// variance's error) by about 26; the multiplications by rstd and gamma and
/// the addition of beta one unit each of |y| + |beta|. Under 100 units of
/// the scale in all: rel 256 2^-24 = 2^-16.
const NORM_TOLERANCE: Tolerance = Tolerance {
    abs: f32::MIN_POSITIVE as f64,
    rel: 256.0 * F32_U,
};

const LAYERNORM_HT: usize = 4;
const LAYERNORM_WT: usize = 8;
const LAYERNORM_IN: &[Buffer; 3] = &[
    buffer(
        "x",
        ElementType::Float32,
        LAYERNORM_HT * LAYERNORM_WT * 1024,
    ),
    buffer("gamma", ElementType::Float32, LAYERNORM_WT * TILE_SIDE),
    buffer("beta", ElementType::Float32, LAYERNORM_WT * TILE_SIDE),
];

/// `nn_layernorm` (test/Programs/corpus/nn_layernorm): layernorm over each
/// row of a 128 x 256 f32 matrix (4 x 8 tiles, tile-major in and out),
/// y = (x - mean) / sqrt(var + eps) * gamma[col] + beta[col], the biased
/// variance, eps = f32 1e-5.
///
/// Layout: gamma and beta chunk w sit in row 0 of tile w of their frames,
/// and `mul_bcast_rows` / `add_bcast_rows` (spec 3.6.2.4) apply row 0 to
/// every row, so column c gets gamma[c], beta[c].
///
/// Math (compute.cpp): reduce_sum_rows with scaler 1/256 (mean, var),
/// sub_bcast_cols, mul, add_scalar eps, sqrt, recip, mul_bcast_cols,
/// mul_bcast_rows, add_bcast_rows, all in f32 slots and f32 pipes.
/// Tolerance: [`NORM_TOLERANCE`].
pub const LAYERNORM: Entry = Entry {
    name: "nn_layernorm",
    run: layernorm,
    tolerance: NORM_TOLERANCE,
};

fn layernorm(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [x, gamma, beta] = checked_inputs("nn_layernorm", LAYERNORM_IN, arrays)?;
    let cols = LAYERNORM_WT * TILE_SIDE;
    let mut y = vec![0.0; x.len()];
    let mut scale = vec![0.0; x.len()];
    for r in 0..LAYERNORM_HT * TILE_SIDE {
        let row: Vec<usize> = (0..cols).map(|c| tiled_index(LAYERNORM_WT, r, c)).collect();
        let affine = |i: usize| {
            let c = (i / 1024 % LAYERNORM_WT) * TILE_SIDE + column_in_tile(i);
            (gamma[c], beta[c])
        };
        normalize(&x, &row, affine, &mut y, &mut scale);
    }
    Ok(output("y", ElementType::Float32, &y, scale))
}

const GROUPNORM_HT: usize = 4;
const GROUPNORM_CT: usize = 4;
const GROUPNORM_IN: &[Buffer; 3] = &[
    buffer(
        "x",
        ElementType::Float32,
        GROUPNORM_HT * GROUPNORM_CT * 1024,
    ),
    buffer("gamma", ElementType::Float32, GROUPNORM_CT * TILE_SIDE),
    buffer("beta", ElementType::Float32, GROUPNORM_CT * TILE_SIDE),
];

/// `nn_groupnorm` (test/Programs/corpus/nn_groupnorm): group norm of a
/// (128 pixels x 128 channels) f32 activation (4 x 4 tiles, tile-major in
/// and out) in 4 groups of 32 channels, group g being tile column g: y =
/// (x - mean_g) / sqrt(var_g + eps) * gamma[c] + beta[c], mean and biased
/// variance over the group's 128 x 32 elements, eps = f32 1e-5.
///
/// Layout: gamma and beta chunk g sit in row 0 of a tile; `mul_bcast_rows`
/// and `add_bcast_rows` apply row 0 to every row, so channel c gets
/// gamma[c], beta[c].
///
/// Math (compute.cpp): reduce_sum_scalar over the 4 tiles with scaler
/// 1/4096 (mean, var), sub_bcast_scalar, mul, add_scalar eps, rsqrt,
/// mul_bcast_scalar, mul_bcast_rows, add_bcast_rows; f32 throughout.
/// Tolerance: [`NORM_TOLERANCE`].
pub const GROUPNORM: Entry = Entry {
    name: "nn_groupnorm",
    run: groupnorm,
    tolerance: NORM_TOLERANCE,
};

fn groupnorm(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [x, gamma, beta] = checked_inputs("nn_groupnorm", GROUPNORM_IN, arrays)?;
    let rows = GROUPNORM_HT * TILE_SIDE;
    let mut y = vec![0.0; x.len()];
    let mut scale = vec![0.0; x.len()];
    for g in 0..GROUPNORM_CT {
        let group: Vec<usize> = (0..rows)
            .flat_map(|r| {
                (0..TILE_SIDE).map(move |c| tiled_index(GROUPNORM_CT, r, g * TILE_SIDE + c))
            })
            .collect();
        let affine = |i: usize| {
            let c = g * TILE_SIDE + column_in_tile(i);
            (gamma[c], beta[c])
        };
        normalize(&x, &group, affine, &mut y, &mut scale);
    }
    Ok(output("y", ElementType::Float32, &y, scale))
}
