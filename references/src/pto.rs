//! `talloc_up_down` (examples/pto/talloc_up_down.pto, the example of the
//! PTO TALLOC/TPUSH/TPOP/TFREE page): out = the accumulator tile, four times
//! side by side, plus 3.14.
//!
//! The cube producer takes a [128, 512] f32 slot of the C2V FIFO (TALLOC)
//! and stores its [128, 128] accumulator tile `acc` (an argument the host
//! writes as raw memory; the tile is NZ with 1024-byte boxes, so element
//! (r, c) lies in the 16x16 box (r / 16, c / 16), the boxes down each box
//! column first: at (c / 16 * 8 + r / 16) * 256 + (r % 16) * 16 + c % 16)
//! four times into it: store n goes to the view at element n * 128 with row
//! stride 512, so `slot[r][n * 128 + c] = acc[r][c]`. Each vector consumer
//! (sub-block s = 0, 1) pops its [64, 512] half (TILE_UP_DOWN: rows 64 s ..
//! 64 s + 63 of the slot) and, for 4 slices of 16 rows, loads the slice as a
//! [64, 128] tile through a 3-D view (tile row r = column block r / 16, row
//! r % 16 of the slice), adds the f32 scalar 3.14 (TADDS) and stores the
//! tile back through the same view shape at the same rows of `out`
//! ([128, 512] f32, row-major). The gather and the scatter are inverses, so
//! `out[R][C] = slot[R][C] + 3.14 = acc(R, C mod 128) + 3.14f32`, one f32
//! addition.

use std::collections::BTreeMap;

use crate::buffer::checked_inputs;
use crate::{Arrays, Buffer, ElementType, ReferenceError, Tolerance};

pub const NAME: &str = "talloc_up_down";

const ACC_ROWS: usize = 128;
const ACC_COLS: usize = 128;
const REPEAT_N: usize = 4;
const OUT_COLS: usize = ACC_COLS * REPEAT_N;
/// The TADDS immediate: 3.14 as the f32 the kernel carries.
const ADDEND: f32 = f32::from_bits(0x4048_F5C3);

pub const INPUTS: &[Buffer; 1] = &[Buffer {
    name: "acc",
    element: ElementType::Float32,
    elements: ACC_ROWS * ACC_COLS,
}];

pub const OUTPUTS: &[Buffer; 1] = &[Buffer {
    name: "out",
    element: ElementType::Float32,
    elements: ACC_ROWS * OUT_COLS,
}];

/// One f32 addition, correctly rounded here: a simulator doing the same is
/// bit-exact; one unit in the last place (at most 2^-23 of the value)
/// leaves room for a vector unit that rounds differently, and the absolute
/// part for one that flushes subnormals.
pub const TOLERANCE: Tolerance = Tolerance {
    abs: f32::MIN_POSITIVE as f64,
    rel: 1.0 / 8_388_608.0,
};

/// Where element (row, col) of the NZ accumulator lies in its memory: 16x16
/// boxes (fractal 1024 of f32), row-major inside, the boxes column-major.
fn nz_offset(row: usize, col: usize) -> usize {
    let box_rows = ACC_ROWS / 16;
    (col / 16 * box_rows + row / 16) * 256 + (row % 16) * 16 + col % 16
}

/// `out` for input `acc`.
pub fn run(inputs: &Arrays) -> Result<Arrays, ReferenceError> {
    let [acc] = checked_inputs(NAME, INPUTS, inputs)?;
    let out = (0..ACC_ROWS * OUT_COLS)
        .map(|index| {
            let (row, col) = (index / OUT_COLS, index % OUT_COLS);
            ElementType::Float32.round(acc[nz_offset(row, col % ACC_COLS)] + f64::from(ADDEND))
        })
        .collect();
    Ok(BTreeMap::from([(OUTPUTS[0].name.to_owned(), out)]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_is_the_accumulator_row_four_times_plus_the_addend() {
        let acc: Vec<f32> = (0..ACC_ROWS * ACC_COLS).map(|i| i as f32).collect();
        let out = run(&BTreeMap::from([("acc".to_owned(), acc)]))
            .unwrap()
            .remove("out")
            .unwrap();
        // Row 70, column 300 = block 2, column 44: acc(70, 44) is in box
        // (4, 2), the 2 * 8 + 4 = 20th, at its row 6, column 12.
        assert_eq!(
            out[70 * OUT_COLS + 300],
            (20.0 * 256.0 + 6.0 * 16.0 + 12.0) + ADDEND
        );
        assert_eq!(out[0], ADDEND);
        // acc(0, 127): box (0, 7), the 56th, column 15.
        assert_eq!(out[OUT_COLS - 1], (56.0 * 256.0 + 15.0) + ADDEND);
        // acc(127, 0): box (7, 0), the 7th, row 15.
        assert_eq!(
            out[127 * OUT_COLS + 128],
            (7.0 * 256.0 + 15.0 * 16.0) + ADDEND
        );
    }

    #[test]
    fn the_addition_is_the_f32_one() {
        let mut acc = vec![0.0; ACC_ROWS * ACC_COLS];
        acc[1] = 1e8;
        acc[2] = -ADDEND;
        let out = run(&BTreeMap::from([("acc".to_owned(), acc)]))
            .unwrap()
            .remove("out")
            .unwrap();
        assert_eq!(out[1], 1e8f32 + ADDEND);
        assert_eq!(out[2], 0.0);
        assert_eq!(ADDEND.to_string(), "3.14");
    }
}
