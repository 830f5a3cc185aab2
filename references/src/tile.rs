//! The tile layout of global buffers: Tenstorrent's tilized layout, as
//! tt-metal's host tilizes a tensor. A tile is 32x32 elements stored as four
//! 16x16 faces of 256 consecutive elements, each face row-major, the faces
//! in row-major order (top-left, top-right, bottom-left, bottom-right). The
//! test programs' readers and writers address whole tiles at multiples of
//! 1024, so a buffer holding a matrix of tiles is tile-major: tile (i, j) of
//! a matrix `tile_cols` tiles wide starts at element (i * tile_cols + j) * 1024.

pub const TILE_SIDE: usize = 32;
pub const TILE_ELEMENTS: usize = TILE_SIDE * TILE_SIDE;
const FACE_SIDE: usize = 16;

/// Where element (`row`, `col`) of a matrix `tile_cols` tiles wide lives in
/// its tile-major buffer.
pub fn tiled_index(tile_cols: usize, row: usize, col: usize) -> usize {
    let tile = (row / TILE_SIDE) * tile_cols + col / TILE_SIDE;
    let (r, c) = (row % TILE_SIDE, col % TILE_SIDE);
    let face = (r / FACE_SIDE) * 2 + c / FACE_SIDE;
    tile * TILE_ELEMENTS
        + face * FACE_SIDE * FACE_SIDE
        + (r % FACE_SIDE) * FACE_SIDE
        + c % FACE_SIDE
}

/// The column, within its tile, of the element stored at `index` of a
/// tile-major buffer (the inverse of the face layout for the column).
pub fn column_in_tile(index: usize) -> usize {
    let in_tile = index % TILE_ELEMENTS;
    let face = in_tile / (FACE_SIDE * FACE_SIDE);
    (face % 2) * FACE_SIDE + in_tile % FACE_SIDE
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
    fn tiles_are_faces_inside_and_tile_major_outside() {
        assert_eq!(tiled_index(3, 0, 0), 0);
        assert_eq!(tiled_index(3, 0, 15), 15);
        assert_eq!(tiled_index(3, 0, 16), 256, "face 1");
        assert_eq!(tiled_index(3, 0, 31), 256 + 15);
        assert_eq!(tiled_index(3, 1, 0), 16);
        assert_eq!(tiled_index(3, 16, 0), 512, "face 2");
        assert_eq!(tiled_index(3, 31, 31), 1023);
        assert_eq!(tiled_index(3, 0, 32), 1024);
        assert_eq!(tiled_index(3, 32, 0), 3 * 1024);
        assert_eq!(tiled_index(3, 33, 65), (3 + 2) * 1024 + 16 + 1);
    }

    #[test]
    fn columns_come_back_from_stored_indices() {
        for row in 0..64 {
            for col in 0..96 {
                assert_eq!(column_in_tile(tiled_index(3, row, col)), col % TILE_SIDE);
            }
        }
    }

    #[test]
    fn to_tiles_places_every_element_once() {
        let row_major: Vec<f32> = (0..2 * 1024 * 2).map(|i| i as f32).collect();
        let tiled = to_tiles(&row_major, 2);
        let mut sorted = tiled.clone();
        sorted.sort_by(f32::total_cmp);
        assert_eq!(sorted, row_major);
        // Row 1 of the matrix (64 wide) starts at 64; in the tiles, at 16.
        assert_eq!(tiled[16], 64.0);
    }
}
