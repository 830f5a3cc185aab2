//! Element-wise layers: residual add + ReLU, bias + GELU epilogue, exact
//! (erf) GELU.
//!
//! Layout: every buffer is a run of whole tiles processed tile by tile, so an
//! element's position in the output is its position in the inputs (the bias
//! of `nn_bias_gelu` aside, see there). Per-core splits (first_tile /
//! first_row per core) only partition the tiles.

use super::{buffer, checked_inputs, output, BF16_U};
use crate::corpus::Entry;
use crate::tile::{column_in_tile, TILE_ELEMENTS, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};
use std::collections::BTreeMap;

const RESIDUAL_TILES: usize = 32;
const RESIDUAL_IN: &[Buffer; 2] = &[
    buffer(
        "block_out",
        ElementType::BFloat16,
        RESIDUAL_TILES * TILE_ELEMENTS,
    ),
    buffer(
        "skip",
        ElementType::BFloat16,
        RESIDUAL_TILES * TILE_ELEMENTS,
    ),
];

/// `nn_residual_relu` (test/Programs/corpus/nn_residual_relu): `act =
/// relu(block_out + skip)`, 32 bf16 tiles.
///
/// Math (compute.cpp): `add` (spec 3.6.2.3) into an f32 slot, `relu` (3.6.2.8:
/// `x < 0 ? 0 : x`), pack to bf16. Tolerance: the slot's f32 sum is the
/// exact sum or one f32 rounding off it, then one bf16 rounding: at most
/// half a bf16 ulp plus 2^-24 relative, inside one bf16 ulp (rel 2 u =
/// 2^-7 of |act|). abs: the smallest normal f32 (subnormal flushing).
pub const RESIDUAL_RELU: Entry = Entry {
    name: "nn_residual_relu",
    run: residual_relu,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 2.0 * BF16_U,
    },
};

fn residual_relu(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [block, skip] = checked_inputs("nn_residual_relu", RESIDUAL_IN, arrays)?;
    let act: Vec<f64> = block
        .iter()
        .zip(&skip)
        .map(|(a, b)| (a + b).max(0.0))
        .collect();
    let scale = act.iter().map(|v| v.abs()).collect();
    Ok(output("act", ElementType::BFloat16, &act, scale))
}

const BIAS_GELU_HT: usize = 4;
const BIAS_GELU_WT: usize = 8;
const BIAS_GELU_IN: &[Buffer; 2] = &[
    buffer(
        "preact",
        ElementType::BFloat16,
        BIAS_GELU_HT * BIAS_GELU_WT * TILE_ELEMENTS,
    ),
    buffer("bias", ElementType::BFloat16, BIAS_GELU_WT * TILE_SIDE),
];

/// GELU in the spec's tanh form (3.6.2.8): 0.5 x (1 + tanh(sqrt(2 / pi)
/// (x + 0.044715 x^3))).
fn gelu_tanh(x: f64) -> f64 {
    let k = (2.0 / std::f64::consts::PI).sqrt();
    0.5 * x * (1.0 + (k * (x + 0.044715 * x * x * x)).tanh())
}

/// `nn_bias_gelu` (test/Programs/corpus/nn_bias_gelu): `act = gelu(preact +
/// bias)` for a 128 x 256 bf16 `preact` (4 x 8 tiles, tile-major) and a 256
/// bf16 `bias` row.
///
/// Layout: the reader puts `bias[w * 32 .. w * 32 + 32]` in row 0 of tile w
/// of the bias frame; `add_bcast_rows(x, bias, 0, w, 0)` (spec 3.6.2.4: row
/// broadcast, `dst[h, c] = x[h, c] + bias_tile[0, c]`) so column c of the
/// matrix gets `bias[c]`.
///
/// Math: the f32 sum z, then the tanh GELU in f32, packed to bf16.
/// Tolerance: z is off by 2^-24 |z| (f32); GELU's slope is below 1.13 and
/// the simulator's GELU errs by half an f32 ulp plus 2^-25 absolute (the
/// spec names no accuracy; that is f32 evaluation quality); then one bf16
/// rounding, half a bf16 ulp. rel 2 u = 2^-7 of |act| bounds the relative
/// part with room; abs 2^-20 covers the absolute 2^-25 terms and results
/// near zero (where a relative bound is meaningless).
pub const BIAS_GELU: Entry = Entry {
    name: "nn_bias_gelu",
    run: bias_gelu,
    tolerance: Tolerance {
        abs: 1.0 / 1_048_576.0,
        rel: 2.0 * BF16_U,
    },
};

fn bias_gelu(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [x, bias] = checked_inputs("nn_bias_gelu", BIAS_GELU_IN, arrays)?;
    let act: Vec<f64> = x
        .iter()
        .enumerate()
        .map(|(i, &v)| {
            let tile_col = (i / TILE_ELEMENTS) % BIAS_GELU_WT;
            let col = tile_col * TILE_SIDE + column_in_tile(i);
            gelu_tanh(v + bias[col])
        })
        .collect();
    let scale = act.iter().map(|v| v.abs()).collect();
    Ok(output("act", ElementType::BFloat16, &act, scale))
}

const GELU_ERF_TILES: usize = 24;
const GELU_ERF_IN: &[Buffer; 1] = &[buffer(
    "x",
    ElementType::BFloat16,
    GELU_ERF_TILES * TILE_ELEMENTS,
)];

/// erf(z) by its Maclaurin series, 2 / sqrt(pi) SUM (-1)^n z^(2n+1) / (n!
/// (2n+1)), summed until the terms vanish: accurate to f64 for |z| <= 2
/// (here |z| < 0.71).
fn erf(z: f64) -> f64 {
    let mut term = z; // (-1)^n z^(2n+1) / n!
    let mut sum = z;
    let mut n = 0.0;
    while term.abs() > 1e-30 * sum.abs().max(1e-300) && n < 200.0 {
        n += 1.0;
        term *= -z * z / n;
        sum += term / (2.0 * n + 1.0);
    }
    sum * 2.0 / std::f64::consts::PI.sqrt()
}

/// `nn_gelu_erf` (test/Programs/corpus/nn_gelu_erf): exact GELU, `y = x *
/// 0.5 * (1 + erf(x c))` over 24 bf16 tiles, c = the f32 0x3f3504f3
/// (0.70710677, 1/sqrt(2) rounded to f32, as the kernel passes it).
///
/// Math (compute.cpp): in f32 slots, copy x, mul_scalar c, erf, add_scalar
/// 1, mul_scalar 0.5 (exact), pack to the f32 pipe `gate`; then `mul(x,
/// gate)`, packed to bf16. Tolerance: the gate's f32 roundings (three of
/// 2^-24 relative, gate <= 1) and the erf's error (half an ulp plus 2^-22
/// absolute in the simulator; f32 quality) put it within 2^-21 absolute,
/// so y within |x| 2^-21 <= 2^-21 before the final bf16 rounding (half a
/// bf16 ulp). abs 2^-20, rel 2 u = 2^-7 of |y|.
pub const GELU_ERF: Entry = Entry {
    name: "nn_gelu_erf",
    run: gelu_erf,
    tolerance: Tolerance {
        abs: 1.0 / 1_048_576.0,
        rel: 2.0 * BF16_U,
    },
};

fn gelu_erf(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [x] = checked_inputs("nn_gelu_erf", GELU_ERF_IN, arrays)?;
    let c = f64::from(f32::from_bits(0x3f35_04f3));
    let y: Vec<f64> = x.iter().map(|&v| v * 0.5 * (1.0 + erf(v * c))).collect();
    let scale = y.iter().map(|v| v.abs()).collect();
    Ok(output("y", ElementType::BFloat16, &y, scale))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn erf_matches_known_values() {
        assert!((erf(0.5) - 0.520_499_877_813_046_5).abs() < 1e-15);
        assert!((erf(-1.0) + 0.842_700_792_949_714_9).abs() < 1e-15);
        assert_eq!(erf(0.0), 0.0);
    }

    #[test]
    fn gelu_tanh_is_about_x_for_large_x() {
        assert!((gelu_tanh(6.0) - 6.0).abs() < 1e-6);
        assert!(gelu_tanh(-6.0).abs() < 1e-6);
    }
}
