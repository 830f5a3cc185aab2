//! Corpus references: data movement and reductions (reductions over each
//! dim, also of all-negative data, transpose, concat, matmul with multicast
//! and with uneven splits over cores, broadcast element-wise, element-wise
//! with a static tile of constants, tilize/untilize, strided copies, a
//! batch sum with a different frame size in each kernel, a load/store pair
//! of launches over a local).
//!
//! Conventions shared by the programs (their readers and writers): a tiled
//! global is tile-major (tile (i, j) of a matrix `tile_cols` tiles wide at
//! element (i * tile_cols + j) * 1024, in 16x16 faces inside the tile, see
//! [`crate::tile`]); a row-major global is stated where used. Elements a
//! program leaves undefined are NaN and not compared; the reduce packs
//! define the whole tile (0 around their results).

mod batch;
mod bcast;
mod matmul;
mod movement;
mod reduce;

use super::{buffer, Entry};
use crate::Expected;

// pending: none

pub const PROGRAMS: &[Entry] = &[
    reduce::ROWS,
    reduce::COLS,
    reduce::SCALAR,
    reduce::COL_MEANS,
    reduce::ROW_MAX,
    reduce::ROW_MEANS_HELD,
    reduce::ROW_MAX_NEGATIVE,
    reduce::COL_SUMS,
    reduce::SCALAR_MAX_NEGATIVE,
    reduce::SUM_GATHER,
    batch::SUM_FRAMES,
    movement::TRANSPOSE,
    movement::CONCAT_WIDTH,
    movement::CONCAT_HEIGHT,
    movement::STRIDED_COPY,
    movement::TILIZE_ROUND_TRIP,
    movement::SPLIT_WIDTH,
    movement::LOAD_STORE,
    matmul::MCAST,
    matmul::MCAST_PIPE,
    matmul::MCAST_2D,
    matmul::MULTI_CORE,
    matmul::TRANSPOSED_B,
    matmul::UNEVEN,
    matmul::SPLIT_GROUPS,
    bcast::ROWS,
    bcast::COLS,
    bcast::SCALAR,
    bcast::SCALAR_MCAST,
    bcast::SCALE_STATIC_PIPE,
    bcast::ROW_SCALE_TRANSPOSE,
];

/// Zeros: what a reduce pack (`pack_row`, `pack_col`, `pack_scalar`)
/// writes around the results it keeps (the packer's edge masks).
fn zeros(len: usize) -> Expected {
    Expected {
        values: vec![0.0; len],
        error_scale: vec![0.0; len],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::corpus::find;
    use crate::tile::tiled_index;
    use crate::Arrays;

    fn run(
        name: &str,
        inputs: &[(&str, Vec<f32>)],
    ) -> std::collections::BTreeMap<String, Expected> {
        let inputs: Arrays = inputs
            .iter()
            .map(|(name, values)| ((*name).to_owned(), values.clone()))
            .collect();
        (find(name).unwrap().run)(&inputs).unwrap()
    }

    #[test]
    fn every_program_is_registered_once() {
        for entry in PROGRAMS {
            assert!(entry.name.starts_with("data_"), "{}", entry.name);
            assert!(find(entry.name).is_some(), "{}", entry.name);
        }
    }

    #[test]
    fn transpose_swaps_rows_and_columns() {
        // Element (r, c) of x (128 x 192) holds r, then c: integers below
        // 256, exact in bf16.
        for (by_row, expected) in [(true, 7.0), (false, 150.0)] {
            let mut x = vec![0.0; 128 * 192];
            for r in 0..128 {
                for c in 0..192 {
                    x[tiled_index(6, r, c)] = if by_row { r } else { c } as f32;
                }
            }
            let xt = &run("data_transpose", &[("x", x)])["xt"].values;
            // xt (192 x 128): element (150, 7) is x's (7, 150).
            assert_eq!(xt[tiled_index(4, 150, 7)], expected);
        }
    }

    #[test]
    fn maxima_of_negative_data_are_their_maximum() {
        let x = vec![-0.5; 4 * 6 * 1024];
        let maxima = &run("data_reduce_cols", &[("x", x)])["maxima"].values;
        assert_eq!(maxima[5], -0.5);
        assert_eq!(
            maxima[tiled_index(6, 1, 5)],
            0.0,
            "pack_col writes 0 below row 0"
        );
    }

    #[test]
    fn row_sums_land_in_column_zero() {
        let x = vec![0.25; 8 * 4 * 1024];
        let sums = &run("data_reduce_rows", &[("x", x)])["sums"].values;
        assert_eq!(sums[tiled_index(1, 200, 0)], 32.0);
        assert_eq!(sums[1], 0.0, "pack_row writes 0 right of column 0");
    }

    #[test]
    fn row_means_divide_by_the_width() {
        // x(r, c) = r + c - 63.5 over 192 x 128: row r averages to r
        // (half-integers, all sums exact in f64 and f32).
        let mut x = vec![0.0; 6 * 4 * 1024];
        for r in 0..192 {
            for c in 0..128 {
                x[tiled_index(4, r, c)] = r as f32 + c as f32 - 63.5;
            }
        }
        let means = &run("data_reduce_row_means_held", &[("x", x)])["means"].values;
        assert_eq!(means[tiled_index(1, 150, 0)], 150.0);
        assert_eq!(means[tiled_index(1, 0, 0)], 0.0);
        assert_eq!(means[tiled_index(1, 150, 1)], 0.0);
    }

    #[test]
    fn concat_height_switches_source_at_the_seam() {
        let a = vec![1.0; 42 * 256];
        let b = vec![2.0; 22 * 256];
        let c = &run("data_concat_height", &[("a", a), ("b", b)])["c"].values;
        assert_eq!(c[41 * 256 + 255], 1.0);
        assert_eq!(c[42 * 256], 2.0);
    }

    #[test]
    fn row_broadcast_uses_row_zero_of_the_vector() {
        let x = vec![1.0; 4 * 4 * 1024];
        let mut v = vec![100.0; 4 * 1024];
        for col in 0..128 {
            v[tiled_index(4, 0, col)] = col as f32;
        }
        let out = run("data_bcast_rows", &[("x", x), ("v", v)]);
        assert_eq!(out["sum"].values[tiled_index(4, 77, 9)], 10.0);
        assert_eq!(out["diff"].values[tiled_index(4, 77, 9)], -8.0);
        assert_eq!(out["prod"].values[tiled_index(4, 3, 100)], 100.0);
    }

    #[test]
    fn static_constants_multiply_element_by_element() {
        // Every tile of x is 2.0; element e of c is e: element e of every
        // tile of y is 2e (not 2 c[0], as a scalar broadcast would give).
        let x = vec![2.0; 8 * 1024];
        let c = (0..1024).map(|e| e as f32).collect();
        let y = &run("data_scale_static_pipe", &[("x", x), ("c", c)])["y"].values;
        assert_eq!(y[5 * 1024 + 7], 14.0);
        assert_eq!(y[7 * 1024 + 1023], 2046.0);
    }

    #[test]
    fn negated_row_maxima_are_minus_the_smallest_magnitude() {
        let mut x = vec![0.5; 4 * 4 * 1024];
        x[tiled_index(4, 40, 77)] = -0.25;
        let maxima = &run("data_reduce_row_max_negative", &[("x", x)])["maxima"].values;
        assert_eq!(maxima[tiled_index(1, 40, 0)], -0.25);
        assert_eq!(maxima[tiled_index(1, 41, 0)], -0.5);
        assert_eq!(maxima[tiled_index(1, 40, 1)], 0.0, "pack_row writes 0");
    }

    #[test]
    fn column_sums_land_in_row_zero_and_in_the_vector() {
        let mut x = vec![0.5; 6 * 5 * 1024];
        x[tiled_index(5, 191, 100)] = 2.5;
        let out = run("data_reduce_col_sums", &[("x", x)]);
        assert_eq!(out["sums"].values[100], 98.0);
        assert_eq!(out["sums"].values[99], 96.0);
        assert_eq!(out["sum_tiles"].values[tiled_index(5, 0, 100)], 98.0);
        assert_eq!(out["sum_tiles"].values[tiled_index(5, 1, 100)], 0.0);
    }

    #[test]
    fn scalar_maxima_of_shifted_data_are_negative() {
        let mut x = vec![-0.5; 4 * 8 * 1024];
        x[3 * 8 * 1024 + 5000] = 0.75;
        let maxima = &run("data_reduce_scalar_max_negative", &[("x", x)])["maxima"].values;
        assert_eq!(maxima[0], -1.5);
        assert_eq!(maxima[3 * 1024], -0.25);
        assert_eq!(maxima[3 * 1024 + 1], 0.0, "pack_scalar writes 0");
    }

    #[test]
    fn batch_sums_add_the_four_batches_of_a_tile() {
        let x = (0..4 * 12 * 1024)
            .map(|i| (1 << (i / (12 * 1024))) as f32)
            .collect();
        let y = &run("data_batch_sum_frames", &[("x", x)])["y"].values;
        assert!(y.iter().all(|&v| v == 15.0));
    }

    #[test]
    fn row_scales_multiply_matrix_rows() {
        let x = vec![2.0; 4 * 3 * 1024];
        let s = (0..128).map(|r| r as f32).collect();
        let y = &run("data_row_scale_transpose", &[("x", x), ("s", s)])["y"].values;
        assert_eq!(y[tiled_index(3, 70, 90)], 140.0);
        assert_eq!(y[tiled_index(3, 17, 3)], 34.0);
    }

    #[test]
    fn the_gathered_total_is_the_sum_of_every_tile() {
        let x = (0..24 * 1024).map(|i| (i / 1024) as f32).collect();
        let total = &run("data_reduce_sum_gather", &[("x", x)])["total"].values;
        assert_eq!(total[0], 1024.0 * 276.0);
        assert_eq!(total[1], 0.0);
    }
}
