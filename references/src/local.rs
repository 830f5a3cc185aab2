//! `table_replay` (test/Programs/local): a 4-tile int32 table, replayed
//! three times through `exp`.
//!
//! The reader stages the table's 4 tiles in a local buffer once, then for
//! each of 3 repeats moves tiles 0..3 (1024 elements each, `move_init(1024)`
//! counts elements) into the pipe; its final rotation of the staged copy
//! happens after the last push and reaches no output. The compute kernel
//! copies each tile into slot 0, applies `exp` in place (spec 3.6.2.8) and
//! packs it; the writer stores tile i of the 12 at i * 1024 of `result`.
//! Both cores (0,0 and 1,0) write the same values to the same places. So
//! result tile i = exp of table tile i mod 4, element by element.
//!
//! The math type is int32, and the spec does not say what `exp` of an
//! integer is: taken here as exp of the integer's value, converted back to
//! int32 by rounding to nearest (saturating: exp of 22 or more is
//! i32::MAX; of a negative value, 0 or 1). The tolerance admits
//! truncation instead of rounding and an f32 `exp`.

use std::collections::BTreeMap;

use crate::buffer::checked_inputs;
use crate::tile::TILE_ELEMENTS;
use crate::{Arrays, Buffer, ElementType, ReferenceError, Tolerance};

pub const NAME: &str = "table_replay";

const TABLE_TILES: usize = 4;
const REPEATS: usize = 3;

pub const INPUTS: &[Buffer; 1] = &[Buffer {
    name: "table",
    element: ElementType::Int32,
    elements: TABLE_TILES * TILE_ELEMENTS,
}];

pub const OUTPUTS: &[Buffer; 1] = &[Buffer {
    name: "result",
    element: ElementType::Int32,
    elements: REPEATS * TABLE_TILES * TILE_ELEMENTS,
}];

/// `abs` = 1: truncating rather than rounding the exponential to an integer.
/// `rel` = 2^-21: an f32 `exp` within a few units in the last place (2^-23
/// each), and the f32 the .npy interchange holds an integer above 2^24 in.
pub const TOLERANCE: Tolerance = Tolerance {
    abs: 1.0,
    rel: 1.0 / 2_097_152.0,
};

/// `result` for input `table`.
pub fn run(inputs: &Arrays) -> Result<Arrays, ReferenceError> {
    let [table] = checked_inputs(NAME, INPUTS, inputs)?;
    let replay: Vec<f32> = table
        .iter()
        .map(|&value| ElementType::Int32.round(value.exp()))
        .collect();
    Ok(BTreeMap::from([(
        OUTPUTS[0].name.to_owned(),
        replay.repeat(REPEATS),
    )]))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result_of(table: Vec<f32>) -> Vec<f32> {
        run(&BTreeMap::from([("table".to_owned(), table)]))
            .unwrap()
            .remove("result")
            .unwrap()
    }

    #[test]
    fn exp_of_small_integers_by_hand() {
        let mut table = vec![0.0; TABLE_TILES * TILE_ELEMENTS];
        table[..6].copy_from_slice(&[0.0, 1.0, 2.0, -1.0, 10.0, 30.0]);
        // e = 2.718 -> 3, e^2 = 7.389 -> 7, e^-1 = 0.368 -> 0,
        // e^10 = 22026.47 -> 22026, e^30 saturates.
        let result = result_of(table);
        assert_eq!(result[..6], [1.0, 3.0, 7.0, 0.0, 22026.0, i32::MAX as f32]);
    }

    #[test]
    fn the_table_replays_three_times_in_tile_order() {
        let table: Vec<f32> = (0..TABLE_TILES * TILE_ELEMENTS)
            .map(|i| (i / TILE_ELEMENTS) as f32)
            .collect();
        let result = result_of(table);
        let tile_values: Vec<f32> = result.chunks(TILE_ELEMENTS).map(|tile| tile[0]).collect();
        assert_eq!(tile_values, [1.0, 3.0, 7.0, 20.0].repeat(3));
        assert!(result
            .chunks(TILE_ELEMENTS)
            .all(|tile| tile.iter().all(|&value| value == tile[0])));
    }
}
