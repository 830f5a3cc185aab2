//! How a tile lives in memory. Tenstorrent's tile is 32x32 elements stored
//! as four 16x16 faces, each row-major, the faces in row-major order: face 0
//! holds rows 0-15 of columns 0-15, face 1 rows 0-15 of columns 16-31, face
//! 2 rows 16-31 of columns 0-15, face 3 the rest. DRAM, pipes and packed
//! results all hold tiles this way (tt-metal's tilized layout); the math
//! unit works on the logical 32x32 matrix.

use serde::Deserialize;

/// The tile and face sizes of a target (`[tile]` of its file).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TileLayout {
    pub rows: u32,
    pub cols: u32,
    pub face_rows: u32,
    pub face_cols: u32,
}

impl TileLayout {
    /// Elements of a tile.
    pub fn elements(&self) -> usize {
        self.rows as usize * self.cols as usize
    }

    /// Where logical element (row, col) of a tile is stored, as an element
    /// index from the tile's start.
    pub fn offset(&self, row: usize, col: usize) -> usize {
        let (fr, fc) = (self.face_rows as usize, self.face_cols as usize);
        let faces_per_row = self.cols as usize / fc;
        let face = (row / fr) * faces_per_row + col / fc;
        face * fr * fc + (row % fr) * fc + col % fc
    }

    /// The storage order: entry `i` is the logical (row-major) index of the
    /// element stored at index `i`.
    pub fn storage_order(&self) -> Vec<usize> {
        let mut order = vec![0; self.elements()];
        for row in 0..self.rows as usize {
            for col in 0..self.cols as usize {
                order[self.offset(row, col)] = row * self.cols as usize + col;
            }
        }
        order
    }

    /// A stored tile as its logical row-major matrix.
    pub fn to_logical<T: Copy + Default>(&self, stored: &[T]) -> Vec<T> {
        let mut logical = vec![T::default(); self.elements()];
        for (at, from) in self.storage_order().into_iter().enumerate() {
            if let (Some(slot), Some(value)) = (logical.get_mut(from), stored.get(at)) {
                *slot = *value;
            }
        }
        logical
    }

    /// A logical row-major matrix as the tile stores it.
    pub fn to_stored<T: Copy + Default>(&self, logical: &[T]) -> Vec<T> {
        self.storage_order()
            .into_iter()
            .map(|from| logical.get(from).copied().unwrap_or_default())
            .collect()
    }

    /// What is wrong with the sizes, if anything.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if self.rows == 0 || self.cols == 0 || self.face_rows == 0 || self.face_cols == 0 {
            problems.push("tile and face sizes must be positive".into());
        } else if !self.rows.is_multiple_of(self.face_rows)
            || !self.cols.is_multiple_of(self.face_cols)
        {
            problems.push(format!(
                "the {}x{} faces must tile the {}x{} tile",
                self.face_rows, self.face_cols, self.rows, self.cols
            ));
        }
        if self.elements() != 1024 {
            problems.push(format!(
                "a tile is {}x{} = {} elements; Tanto's tiles are 1024 (spec 3.4.1)",
                self.rows,
                self.cols,
                self.elements()
            ));
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TENSTORRENT: TileLayout = TileLayout {
        rows: 32,
        cols: 32,
        face_rows: 16,
        face_cols: 16,
    };

    #[test]
    fn faces_are_row_major_in_row_major_order() {
        let t = TENSTORRENT;
        assert_eq!(t.offset(0, 0), 0);
        assert_eq!(t.offset(0, 15), 15);
        assert_eq!(t.offset(0, 16), 256, "face 1 starts after face 0");
        assert_eq!(t.offset(1, 0), 16);
        assert_eq!(t.offset(16, 0), 512, "face 2");
        assert_eq!(t.offset(31, 31), 1023);
        assert_eq!(t.offset(17, 20), 768 + 16 + 4);
    }

    #[test]
    fn storage_round_trips() {
        let logical: Vec<u32> = (0..1024).collect();
        let stored = TENSTORRENT.to_stored(&logical);
        assert_eq!(stored[256], 16);
        assert_eq!(TENSTORRENT.to_logical(&stored), logical);
        let one_face = TileLayout {
            face_rows: 32,
            face_cols: 32,
            ..TENSTORRENT
        };
        assert_eq!(one_face.to_stored(&logical), logical);
        assert!(TENSTORRENT.problems().is_empty());
        assert!(!TileLayout {
            face_cols: 12,
            ..TENSTORRENT
        }
        .problems()
        .is_empty());
    }
}
