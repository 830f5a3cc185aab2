//! Checked access to elements in L1: a region is validated once (alignment,
//! bounds, with overflow-free arithmetic on the argument words), then read
//! or written whole.

use super::{format::DataFormat, Call, MathFault};

/// How a tile's elements lie in memory (PTO's BLayout, SLayout and
/// fractal size): row-major ND, the default, column-major DN, or boxes
/// ("fractals").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum Order {
    #[default]
    Nd,
    Dn,
    Boxed,
}

/// A tile's layout: its order, its static rows (0 for an ND tile whose
/// rows are unstated: its rows follow one another `pitch` elements apart,
/// so they only bound its valid rows), and for boxes their
/// shape (`box_rows` x `box_cols` elements), whether the boxes go down
/// each box column first and whether the elements inside a box are
/// column-major. Plain fields, all set: an ND layout has zero boxes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TileLayout {
    pub order: Order,
    pub static_rows: usize,
    box_rows: usize,
    box_cols: usize,
    boxes_col_major: bool,
    inner_col_major: bool,
}

impl TileLayout {
    /// The layout carried by a tile operand's pitch word (docs/abi.md): the
    /// static columns in bits 0..16, the static rows in bits 16..28 and the
    /// layout code in bits 28..32 (0 ND; 1 DN; 2 NZ, 3 ZN, 4 ZZ with
    /// 512-byte boxes; 5, 6, 7 the same with 1024-byte boxes of 16x16). An
    /// ND word without rows is all columns, its rows unstated. Returns the
    /// columns and the layout; None for an unknown code or columns and rows
    /// that are not whole boxes.
    pub fn decode(word: u32, format: DataFormat) -> Option<(u32, TileLayout)> {
        let code = word >> 28;
        let cols = word & 0xffff;
        let rows = ((word >> 16) & 0xfff) as usize;
        if code == 0 {
            return Some(match rows {
                0 => (word, TileLayout::default()),
                _ => (
                    cols,
                    TileLayout {
                        static_rows: rows,
                        ..TileLayout::default()
                    },
                ),
            });
        }
        let mut layout = TileLayout {
            order: Order::Dn,
            static_rows: rows,
            ..TileLayout::default()
        };
        if code == 1 {
            return Some((cols, layout));
        }
        if code > 7 {
            return None;
        }
        // A one-row boxed tile (a GEMV's vector) is its row, contiguous:
        // pto-isa's Tile exempts Rows == 1 from whole boxes, and a box one
        // row tall places element (0, j) at j whatever the box order.
        if rows == 1 {
            layout.order = Order::Nd;
            return Some((cols, layout));
        }
        let kind = (code - 2) % 3;
        let c0 = 32 / format.bytes();
        layout.order = Order::Boxed;
        layout.boxes_col_major = kind == 0;
        layout.inner_col_major = kind == 1;
        (layout.box_rows, layout.box_cols) = match (code >= 5, layout.inner_col_major) {
            (true, _) => (16, 16),
            (false, false) => (16, c0),
            (false, true) => (c0, 16),
        };
        let whole =
            rows.is_multiple_of(layout.box_rows) && (cols as usize).is_multiple_of(layout.box_cols);
        whole.then_some((cols, layout))
    }

    /// The element offset of (row, col) in a tile of `cols` static columns.
    pub fn offset(&self, row: usize, col: usize, cols: usize) -> usize {
        match self.order {
            Order::Nd => row * cols + col,
            Order::Dn => col * self.static_rows + row,
            Order::Boxed => {
                let (br, bc) = (self.box_rows, self.box_cols);
                let (bi, ii, bj, jj) = (row / br, row % br, col / bc, col % bc);
                let boxes = if self.boxes_col_major {
                    bj * (self.static_rows / br) + bi
                } else {
                    bi * (cols / bc) + bj
                };
                let inner = if self.inner_col_major {
                    jj * br + ii
                } else {
                    ii * bc + jj
                };
                boxes * br * bc + inner
            }
        }
    }
}

/// `rows` x `cols` elements of one format in L1, row `r` starting `pitch`
/// elements after row `r - 1` (ND), or placed by a tile layout. Only a
/// region that passed [`Region::new`]'s checks exists, so its reads and
/// writes stay inside L1.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Region {
    start: usize,
    rows: usize,
    cols: usize,
    pitch: usize,
    layout: TileLayout,
    format: DataFormat,
}

impl Region {
    /// The region at the L1 address in argument word `address_arg`.
    /// An empty region (no rows or no columns) is never out of bounds.
    pub fn new(
        call: &Call,
        l1_bytes: usize,
        address_arg: usize,
        shape: [u32; 3],
        format: DataFormat,
    ) -> Result<Region, MathFault> {
        Region::laid_out(
            call,
            l1_bytes,
            address_arg,
            shape,
            TileLayout::default(),
            format,
        )
    }

    /// A region of a tile with `layout`: its first `rows` x `cols`
    /// elements, the tile `pitch` static columns wide. Outside ND, the
    /// region lies within the static tile.
    pub fn laid_out(
        call: &Call,
        l1_bytes: usize,
        address_arg: usize,
        shape: [u32; 3],
        layout: TileLayout,
        format: DataFormat,
    ) -> Result<Region, MathFault> {
        let [rows, cols, pitch] = shape;
        let address = call.word(address_arg);
        let empty = Region {
            start: 0,
            rows: 0,
            cols: 0,
            pitch: 0,
            layout,
            format,
        };
        if rows == 0 || cols == 0 {
            return Ok(empty);
        }
        let stated = layout.order != Order::Nd || layout.static_rows > 0;
        if stated && rows as usize > layout.static_rows {
            return Err(MathFault::RowsBeyondTile {
                function: call.function,
                tile: call.name(address_arg).trim_end_matches(".address"),
                rows,
                static_rows: layout.static_rows,
            });
        }
        let argument = call.name(address_arg);
        let element = format.bytes();
        if !(address as usize).is_multiple_of(element) {
            return Err(MathFault::Misaligned {
                function: call.function,
                argument,
                address,
                format: format.name(),
                align: element,
            });
        }
        // Bytes from the address to the end of the last element (outside
        // ND, of the whole static tile).
        let extent = if layout.order == Order::Nd {
            u64::from(rows - 1)
                .checked_mul(u64::from(pitch))
                .and_then(|e| e.checked_add(u64::from(cols)))
        } else {
            (layout.static_rows as u64).checked_mul(u64::from(pitch))
        }
        .and_then(|e| e.checked_mul(element as u64))
        .unwrap_or(u64::MAX);
        call.touch(argument, address, extent);
        let end = u64::from(address).saturating_add(extent);
        if end > l1_bytes as u64 {
            return Err(MathFault::OutOfBounds {
                function: call.function,
                argument,
                address,
                bytes: extent,
                l1_bytes,
            });
        }
        // Every index below is at most `end`, which fits in L1's usize.
        Ok(Region {
            start: address as usize,
            rows: rows as usize,
            cols: cols as usize,
            pitch: pitch as usize,
            layout,
            format,
        })
    }

    /// A whole 32x32 Tanto tile (1024 consecutive elements).
    pub fn tile(
        call: &Call,
        l1_bytes: usize,
        address_arg: usize,
        format: DataFormat,
    ) -> Result<Region, MathFault> {
        Region::new(call, l1_bytes, address_arg, [1, 1024, 1024], format)
    }

    /// `count` consecutive elements.
    pub fn run(
        call: &Call,
        l1_bytes: usize,
        address_arg: usize,
        count: u32,
        format: DataFormat,
    ) -> Result<Region, MathFault> {
        Region::new(call, l1_bytes, address_arg, [1, count, count], format)
    }

    pub fn len(&self) -> usize {
        self.rows * self.cols
    }

    fn offset(&self, row: usize, col: usize) -> usize {
        self.start + self.layout.offset(row, col, self.pitch) * self.format.bytes()
    }

    /// The raw bits of every element, row-major (rows x cols).
    pub fn read(&self, l1: &[u8]) -> Vec<u32> {
        let element = self.format.bytes();
        let mut out = Vec::with_capacity(self.len());
        for row in 0..self.rows {
            for col in 0..self.cols {
                let at = self.offset(row, col);
                let mut word = [0u8; 4];
                if let (Some(bytes), Some(dst)) =
                    (l1.get(at..at + element), word.get_mut(..element))
                {
                    dst.copy_from_slice(bytes);
                }
                out.push(u32::from_le_bytes(word));
            }
        }
        out
    }

    /// The values of every element, row-major.
    pub fn read_values(&self, l1: &[u8]) -> Vec<f64> {
        self.read(l1)
            .into_iter()
            .map(|raw| self.format.decode(raw))
            .collect()
    }

    /// Writes raw bits, row-major; `raw` has `len()` elements.
    pub fn write(&self, l1: &mut [u8], raw: &[u32]) {
        let element = self.format.bytes();
        let cells = (0..self.rows).flat_map(|row| (0..self.cols).map(move |col| (row, col)));
        for ((row, col), bits) in cells.zip(raw) {
            let at = self.offset(row, col);
            let word = bits.to_le_bytes();
            if let (Some(dst), Some(src)) = (l1.get_mut(at..at + element), word.get(..element)) {
                dst.copy_from_slice(src);
            }
        }
    }
}
