//! `row_mean` (test/Programs/reduce): the mean of every row of a float
//! matrix of 4x8 tiles (128 x 256), one column of results per row of tiles.
//!
//! Layout: `x` is tile-major (the reader fetches tile t = r * Wt + w at
//! t * 1024); `means` holds 4 tiles, tile r at r * 1024.
//!
//! Math: the reader builds a scaler tile of zeros with 1 / (Wt * 32) =
//! 1/256 in element 0. For each row of tiles r the compute kernel takes a
//! fresh math object and, for w = 0..Wt, `reduce_sum_rows(in, scaler, 0, 0,
//! 0)` (spec 3.6.2.6: `dst[h, 0] += SUM[w] src0[h, w] * src1[0, 0]`), then
//! `pack_row(0, out)`, the reference toolchain's pack of a row reduce (LLK's
//! REDUCE_ROW pack mask): column 0 of the tile keeps the results and the
//! packer writes 0 elsewhere. So element (h, 0) of tile r is the mean of
//! matrix row r * 32 + h and the other 31 columns are 0. The math type is
//! float: the exact mean, rounded once to f32.

use std::collections::BTreeMap;

use crate::buffer::checked_inputs;
use crate::tile::{tiled_index, TILE_ELEMENTS, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};

pub const NAME: &str = "row_mean";

const HT: usize = 4;
const WT: usize = 8;
const ROWS: usize = HT * TILE_SIDE;
const COLS: usize = WT * TILE_SIDE;

pub const INPUTS: &[Buffer; 1] = &[Buffer {
    name: "x",
    element: ElementType::Float32,
    elements: ROWS * COLS,
}];

pub const OUTPUTS: &[Buffer; 1] = &[Buffer {
    name: "means",
    element: ElementType::Float32,
    elements: HT * TILE_ELEMENTS,
}];

/// Against the error scale SUM |x| / 256 of the row (the mean of the
/// magnitudes): however the simulator orders its f32 additions of the 256
/// terms, each of at most 255 roundings errs by at most 2^-24 of a partial
/// sum bounded by SUM |x|, and the scaling by 1/256 is exact (a power of
/// two); with the final rounding that is 256 * 2^-24 = 2^-16 of the scale,
/// doubled for the higher-order terms. The absolute part lets subnormal
/// means flush to zero.
pub const TOLERANCE: Tolerance = Tolerance {
    abs: f32::MIN_POSITIVE as f64,
    rel: 1.0 / 32768.0,
};

/// `means` for input `x`.
pub fn run(inputs: &Arrays) -> Result<Arrays, ReferenceError> {
    let [means] = row_means(inputs)?.map(|expected| expected.values);
    Ok(BTreeMap::from([(OUTPUTS[0].name.to_owned(), means)]))
}

/// `means` with the per-element error scale of [`TOLERANCE`].
pub fn expected(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [means] = row_means(inputs)?;
    Ok(BTreeMap::from([(OUTPUTS[0].name.to_owned(), means)]))
}

fn row_means(inputs: &Arrays) -> Result<[Expected; 1], ReferenceError> {
    let [x] = checked_inputs(NAME, INPUTS, inputs)?;
    let mut values = vec![0.0; OUTPUTS[0].elements];
    let mut error_scale = vec![0.0; OUTPUTS[0].elements];
    for row in 0..ROWS {
        let elements = (0..COLS).map(|col| x[tiled_index(WT, row, col)]);
        let (sum, magnitude) = elements.fold((0.0, 0.0), |(sum, magnitude), value: f64| {
            (sum + value, magnitude + value.abs())
        });
        // Column 0 of tile row / 32, at row % 32 of the tile.
        let at = tiled_index(1, row, 0);
        values[at] = ElementType::Float32.round(sum / COLS as f64);
        error_scale[at] = magnitude / COLS as f64;
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

    fn means_of(row_major: &[f32]) -> Vec<f32> {
        let inputs = BTreeMap::from([("x".to_owned(), to_tiles(row_major, WT))]);
        run(&inputs).unwrap().remove("means").unwrap()
    }

    #[test]
    fn constant_rows_have_their_constant_as_mean() {
        let x: Vec<f32> = (0..ROWS * COLS).map(|i| (i / COLS) as f32 - 10.5).collect();
        let means = means_of(&x);
        for row in 0..ROWS {
            assert_eq!(means[tiled_index(1, row, 0)], row as f32 - 10.5);
        }
    }

    #[test]
    fn a_ramp_row_by_hand() {
        // Row 37 holds 0, 1, ..., 255: mean 127.5. It is row 5 of tile row 1.
        let mut x = vec![0.0; ROWS * COLS];
        for col in 0..COLS {
            x[37 * COLS + col] = col as f32;
        }
        let means = means_of(&x);
        // Column 0 of the tile's face 0 holds rows 0-15, one per 16 elements.
        assert_eq!(means[1024 + 5 * 16], 127.5);
        assert_eq!(means[1024 + 6 * 16], 0.0);
    }

    #[test]
    fn only_the_first_column_of_each_tile_is_not_zero() {
        let means = means_of(&vec![1.0; ROWS * COLS]);
        for row in 0..ROWS {
            for col in 0..TILE_SIDE {
                let expected = if col == 0 { 1.0 } else { 0.0 };
                assert_eq!(means[tiled_index(1, row, col)], expected, "({row}, {col})");
            }
        }
    }

    #[test]
    fn error_scale_is_the_mean_magnitude() {
        let x: Vec<f32> = (0..ROWS * COLS)
            .map(|i| if i % 2 == 0 { 3.0 } else { -3.0 })
            .collect();
        let inputs = BTreeMap::from([("x".to_owned(), to_tiles(&x, WT))]);
        let means = expected(&inputs).unwrap().remove("means").unwrap();
        assert_eq!(means.values[0], 0.0);
        assert_eq!(means.error_scale[0], 3.0);
    }
}
