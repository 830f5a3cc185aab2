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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::find;
    use crate::tile::tiled_index;
    use crate::Arrays;

    fn run(name: &str, inputs: &[(&str, Vec<f32>)]) -> BTreeMap<String, Expected> {
        let inputs: Arrays = inputs
            .iter()
            .map(|(name, values)| ((*name).to_owned(), values.clone()))
            .collect();
        (find(name).unwrap().run)(&inputs).unwrap()
    }

    #[test]
    fn every_program_is_registered_once() {
        for entry in PROGRAMS {
            assert!(entry.name.starts_with("nn_"), "{}", entry.name);
            assert!(find(entry.name).is_some(), "{}", entry.name);
        }
    }

    #[test]
    fn the_bias_in_the_slot_is_added_to_every_row() {
        let x = vec![0.0; 3 * 6 * 1024];
        let weight = vec![0.0; 6 * 5 * 1024];
        let bias = (0..160).map(|j| j as f32).collect();
        let y = &run(
            "nn_fc_bias_in_slot",
            &[("x", x), ("weight", weight), ("bias", bias)],
        )["y"]
            .values;
        assert_eq!(y[tiled_index(5, 95, 150)], 150.0);
        assert_eq!(y[tiled_index(5, 3, 17)], 17.0);
    }

    #[test]
    fn tap_numbers_wrap_and_edge_taps_clamp() {
        // Pixel (h, w) of the image holds h * 32 + w in channel 5 (exact in
        // bf16 below 256 only, so keep h < 8).
        let mut image = vec![0.0; 32 * 32 * 64];
        for h in 0..8 {
            for w in 0..32 {
                image[(h * 32 + w) * 64 + 5] = (h * 32 + w) as f32;
            }
        }
        // Every tap of every pixel is tap 9 + 0 = 0 (dy = dx = 0), except
        // pixel 1 (oh 0, ow 1): tap 8 (dy = dx = 2).
        let mut taps = vec![9.0; 256 * 4];
        taps[4] = 8.0;
        let pooled =
            &run("nn_maxpool3x3_taps", &[("image", image), ("taps", taps)])["pooled"].values;
        // Pixel 0: input (-1, -1) clamped to (0, 0).
        assert_eq!(pooled[tiled_index(2, 0, 5)], 0.0);
        // Pixel 1: max of (0 clamped, 1) = 1 and (1, 3) = 35.
        assert_eq!(pooled[tiled_index(2, 1, 5)], 35.0);
        // Pixel 17 (oh 1, ow 1): (1, 1) = 33.
        assert_eq!(pooled[tiled_index(2, 17, 5)], 33.0);
    }

    #[test]
    fn masked_means_count_only_valid_taps_inside() {
        let image = (0..16 * 16 * 32).map(|i| (i / 32) as f32 / 64.0).collect();
        let mut valid = vec![1.0; 256 * 9];
        // Pixel 0 (corner): 4 taps inside; drop tap 8 (pixel 17): taps 4,
        // 5, 7 are pixels 0, 1, 16.
        valid[8] = 0.0;
        // Pixel 20: no valid tap.
        valid[20 * 9..21 * 9].fill(0.0);
        let pooled = &run(
            "nn_avgpool3x3_masked",
            &[("image", image), ("valid", valid)],
        )["pooled"]
            .values;
        assert_eq!(
            pooled[tiled_index(1, 0, 3)],
            ElementType::BFloat16.round(17.0 / 3.0 / 64.0)
        );
        assert_eq!(pooled[tiled_index(1, 20, 3)], 0.0);
        // Pixel 40 (2, 8): all nine valid, mean pixel 40.
        assert_eq!(pooled[tiled_index(1, 40, 0)], 40.0 / 64.0);
    }

    #[test]
    fn ids_past_the_table_take_its_last_row() {
        let table = (0..8 * 64).map(|i| (i / 64) as f32 / 8.0).collect();
        let ids = (0..128).map(|r| (r % 11) as f32).collect();
        let y = &run("nn_embedding_gather", &[("table", table), ("ids", ids)])["y"].values;
        assert_eq!(y[tiled_index(2, 3, 40)], 3.0);
        assert_eq!(y[tiled_index(2, 9, 40)], 7.0);
    }
}
