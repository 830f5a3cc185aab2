//! Embedding lookup: rows of a table gathered by integer ids.

use super::{buffer, checked_inputs, output};
use crate::corpus::Entry;
use crate::tile::{tiled_index, TILE_SIDE};
use crate::{Arrays, Buffer, ElementType, Expected, ReferenceError, Tolerance};
use std::collections::BTreeMap;

const VOCAB: usize = 8;
const DIM: usize = 64;
const TOKENS: usize = 128;
const EMBEDDING_IN: &[Buffer; 2] = &[
    buffer("table", ElementType::BFloat16, VOCAB * DIM),
    buffer("ids", ElementType::UInt32, TOKENS),
];

/// `nn_embedding_gather` (test/Programs/corpus/nn_embedding_gather): y[r] =
/// table[min(ids[r], 7)] * 8 (sqrt of the dimension 64), a table of 8 rows
/// of 64 bf16 values (row-major), 128 uint32 ids.
///
/// Layout: y is the 128 x 64 matrix, tile-major 4 x 2 tiles; output tile t
/// (tokens 32 (t / 2) .., columns 32 (t % 2) ..) is gathered row by row as
/// two 16-element face runs, tiles 4i .. 4i + 3 on core i of 2. Math:
/// `copy`, `mul_scalar` by 8.0 (spec 3.6.2.8), packed to bf16.
///
/// Tolerance: none. A bf16 value times 8 is a bf16 value (the table is in
/// [-1, 1), far from overflow), in any slot.
pub const EMBEDDING_GATHER: Entry = Entry {
    name: "nn_embedding_gather",
    run: embedding_gather,
    tolerance: Tolerance { abs: 0.0, rel: 0.0 },
};

fn embedding_gather(arrays: &Arrays) -> Result<BTreeMap<String, Expected>, ReferenceError> {
    let [table, ids] = checked_inputs("nn_embedding_gather", EMBEDDING_IN, arrays)?;
    let dtiles = DIM / TILE_SIDE;
    let mut y = vec![0.0; TOKENS * DIM];
    for (r, &id) in ids.iter().enumerate() {
        // A uint32 id, exact in f64.
        let row = (id as usize).min(VOCAB - 1);
        for c in 0..DIM {
            y[tiled_index(dtiles, r, c)] = table[row * DIM + c] * 8.0;
        }
    }
    let scale = vec![0.0; y.len()];
    Ok(output("y", ElementType::BFloat16, &y, scale))
}
