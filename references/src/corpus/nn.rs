//! Corpus references: network layers (conv2d via im2col, fully connected,
//! group norm, pooling (also over taps chosen by integer tables and masks),
//! softmax, layernorm, activations, residual add, embedding lookup).
//!
//! Every program here keeps its matrices tile-major (`crate::tile`): tile
//! (i, j) of a matrix `tile_cols` tiles wide at (i * tile_cols + j) * 1024,
//! row-major inside. Each submodule documents its programs' layouts, math
//! and tolerances. Inputs are rounded into their element type first
//! (`checked_inputs`); the math is exact (f64) and rounded once into the
//! output type, and the tolerances bound the roundings the kernels do on the
//! way (f32 destination slots, f32 or bf16 intermediate pipes).

mod activation;
mod embedding;
mod linear;
mod norm;
mod pool;

use super::{buffer, Entry};
use crate::buffer::checked_inputs;
use crate::{ElementType, Expected};
use std::collections::BTreeMap;

pub const PROGRAMS: &[Entry] = &[
    activation::RESIDUAL_RELU,
    activation::BIAS_GELU,
    activation::GELU_ERF,
    linear::FC_BIAS,
    linear::CONV2D_IM2COL,
    linear::FC_BIAS_IN_SLOT,
    pool::MAXPOOL2X2,
    pool::AVGPOOL2X2,
    pool::GLOBAL_AVGPOOL,
    pool::MAXPOOL3X3_TAPS,
    pool::AVGPOOL3X3_MASKED,
    embedding::EMBEDDING_GATHER,
    norm::SOFTMAX,
    norm::LAYERNORM,
    norm::GROUPNORM,
];

/// bf16's unit roundoff: half an ulp relative, 2^-8.
const BF16_U: f64 = 1.0 / 256.0;
/// f32's unit roundoff, 2^-24.
const F32_U: f64 = 1.0 / 16_777_216.0;

/// One output: exact `values` rounded into `element`, with per-element error
/// scales.
fn output(
    name: &str,
    element: ElementType,
    values: &[f64],
    error_scale: Vec<f64>,
) -> BTreeMap<String, Expected> {
    let values = values
        .iter()
        .map(|&v| {
            if v.is_nan() {
                f32::NAN
            } else {
                element.round(v)
            }
        })
        .collect();
    BTreeMap::from([(
        name.to_owned(),
        Expected {
            values,
            error_scale,
        },
    )])
}
