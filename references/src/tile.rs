//! The tile layout of global buffers (docs/abi.md, spec section 3.6): a tile
//! is 32x32 elements stored row-major as 1024 consecutive elements, and the
//! test programs' readers and writers address whole tiles at multiples of
//! 1024, so a buffer holding a matrix of tiles is tile-major: tile (i, j) of
//! a matrix `tile_cols` tiles wide starts at element (i * tile_cols + j) * 1024.

pub const TILE_SIDE: usize = 32;
pub const TILE_ELEMENTS: usize = TILE_SIDE * TILE_SIDE;

/// Where element (`row`, `col`) of a matrix `tile_cols` tiles wide lives in
/// its tile-major buffer.
pub fn tiled_index(tile_cols: usize, row: usize, col: usize) -> usize {
    let tile = (row / TILE_SIDE) * tile_cols + col / TILE_SIDE;
    tile * TILE_ELEMENTS + (row % TILE_SIDE) * TILE_SIDE + col % TILE_SIDE
}

/// The tile-major buffer of a row-major matrix `tile_cols` tiles wide
/// (its length a multiple of a row of tiles): for building test inputs.
pub fn to_tiles(row_major: &[f32], tile_cols: usize) -> Vec<f32> {
    let cols = tile_cols * TILE_SIDE;
    let mut tiled = vec![0.0; row_major.len()];
    for (index, &value) in row_major.iter().enumerate() {
        tiled[tiled_index(tile_cols, index / cols, index % cols)] = value;
    }
    tiled
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_are_row_major_inside_and_tile_major_outside() {
        assert_eq!(tiled_index(3, 0, 0), 0);
        assert_eq!(tiled_index(3, 0, 31), 31);
        assert_eq!(tiled_index(3, 1, 0), 32);
        assert_eq!(tiled_index(3, 0, 32), 1024);
        assert_eq!(tiled_index(3, 32, 0), 3 * 1024);
        assert_eq!(tiled_index(3, 33, 65), (3 + 2) * 1024 + 32 + 1);
    }

    #[test]
    fn to_tiles_places_every_element_once() {
        let row_major: Vec<f32> = (0..2 * 1024 * 2).map(|i| i as f32).collect();
        let tiled = to_tiles(&row_major, 2);
        let mut sorted = tiled.clone();
        sorted.sort_by(f32::total_cmp);
        assert_eq!(sorted, row_major);
        // Row 1 of the matrix (64 wide) starts at 64; in the tiles, at 32.
        assert_eq!(tiled[32], 64.0);
    }
}
