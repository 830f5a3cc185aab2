//! `block_multicast` (test/Programs/multicast): every one of four cores
//! copies all of `b` into its own quarter of `out`.
//!
//! The sender (core 0,0) reads blocks of 2 tiles of `b` (tiles k, k + 1 at
//! k * 1024, k = 0, 2, 4, 6) into its local buffer, multicasts the block to
//! the receivers' local buffers (cores 1..3,0) and pushes it into its own
//! pipe; each receiver moves the block into its pipe. Every core's compute
//! kernel copies each tile through slot 0 and packs it unchanged (bf16 in,
//! bf16 math, bf16 out), and its writer stores its 8 tiles, in order, at
//! tiles `first_tile + t` of `out`. `first_tile` is a runtime argument; the
//! host gives the four cores the four quarters (0, 8, 16, 24), so `out` is
//! `b` four times over, whichever core gets which quarter.

use std::collections::BTreeMap;

use crate::buffer::checked_inputs;
use crate::tile::TILE_ELEMENTS;
use crate::{Arrays, Buffer, ElementType, ReferenceError, Tolerance};

pub const NAME: &str = "block_multicast";

const CORES: usize = 4;
const TILES: usize = 8;

pub const INPUTS: &[Buffer; 1] = &[Buffer {
    name: "b",
    element: ElementType::BFloat16,
    elements: TILES * TILE_ELEMENTS,
}];

pub const OUTPUTS: &[Buffer; 1] = &[Buffer {
    name: "out",
    element: ElementType::BFloat16,
    elements: CORES * TILES * TILE_ELEMENTS,
}];

/// Copies only: bit-exact.
pub const TOLERANCE: Tolerance = Tolerance { abs: 0.0, rel: 0.0 };

/// `out` for input `b`.
pub fn run(inputs: &Arrays) -> Result<Arrays, ReferenceError> {
    let [b] = checked_inputs(NAME, INPUTS, inputs)?;
    let copy: Vec<f32> = b.iter().map(|&value| value as f32).collect();
    Ok(BTreeMap::from([(
        OUTPUTS[0].name.to_owned(),
        copy.repeat(CORES),
    )]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_quarter_is_b() {
        let b: Vec<f32> = (0..TILES * TILE_ELEMENTS)
            .map(|i| (i % 251) as f32)
            .collect();
        let out = run(&BTreeMap::from([("b".to_owned(), b.clone())]))
            .unwrap()
            .remove("out")
            .unwrap();
        assert_eq!(out.len(), 4 * b.len());
        for quarter in out.chunks(b.len()) {
            assert_eq!(quarter, b);
        }
    }

    #[test]
    fn inputs_not_in_bf16_are_rounded_as_dram_would_hold_them() {
        let mut b = vec![0.0; TILES * TILE_ELEMENTS];
        b[5] = 1.0 + 2f32.powi(-10);
        let out = run(&BTreeMap::from([("b".to_owned(), b)]))
            .unwrap()
            .remove("out")
            .unwrap();
        assert_eq!(out[5], 1.0);
    }
}
