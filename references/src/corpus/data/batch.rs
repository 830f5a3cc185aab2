//! Sums over a batch dimension, with each kernel on its own frame size of
//! the pipes it shares (the reference toolchain's per-kernel frame sizes: a
//! pipe counts tiles, a producer's frames need not match its consumer's).

use std::collections::BTreeMap;

use super::buffer;
use crate::buffer::checked_inputs;
use crate::corpus::Entry;
use crate::tile::TILE_ELEMENTS;
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};

/// `data_batch_sum_frames`: y[g] = x[0][g] + x[1][g] + x[2][g] + x[3][g]
/// for 12 float tiles g; x holds 4 x 12 tiles, batch-major (tile (b, g) at
/// (b * 12 + g) * 1024), y 12 tiles.
///
/// Layout: core i (of 3) owns output tiles 4i .. 4i + 3. Its reader pushes
/// the four tiles (b, g) of each g one per frame (the pipe's declared frame
/// of 1); its compute kernel, after `set_frame(4)`, waits for all four at
/// once, adds them element by element in f32 slots (spec 3.6.2.2 copies
/// and the dst add) and packs one tile per frame; its writer, after
/// `set_frame(2)`, writes two output tiles per frame to (4i + t) * 1024.
/// A tile is summed element by element, so the layout inside a tile does
/// not matter: element e of y's tile g is the sum of element e of x's tiles
/// (b, g).
///
/// Tolerance: three f32 additions, each within 2^-24 of a partial sum
/// bounded by the sum of magnitudes of the four terms (the error scale):
/// 2^-20 allows 16. The absolute part lets a subnormal result flush to zero.
pub const SUM_FRAMES: Entry = Entry {
    name: "data_batch_sum_frames",
    run: batch_sum_frames,
    tolerance: Tolerance {
        abs: f32::MIN_POSITIVE as f64,
        rel: 1.0 / 1048576.0,
    },
};

fn batch_sum_frames(inputs: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    const BATCH: usize = 4;
    const TILES: usize = 12;
    const INPUTS: &[Buffer; 1] = &[buffer(
        "x",
        ElementType::Float32,
        BATCH * TILES * TILE_ELEMENTS,
    )];
    let [x] = checked_inputs("data_batch_sum_frames", INPUTS, inputs)?;
    let len = TILES * TILE_ELEMENTS;
    let mut y = Expected {
        values: vec![0.0; len],
        error_scale: vec![0.0; len],
    };
    for at in 0..len {
        let (sum, magnitude) = (0..BATCH)
            .map(|b| x[b * len + at])
            .fold((0.0, 0.0), |(s, m), v: f64| (s + v, m + v.abs()));
        y.values[at] = ElementType::Float32.round(sum);
        y.error_scale[at] = magnitude;
    }
    Ok(BTreeMap::from([("y".to_owned(), y)]))
}
