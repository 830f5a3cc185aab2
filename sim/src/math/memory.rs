//! Checked access to elements in L1: a region is validated once (alignment,
//! bounds, with overflow-free arithmetic on the argument words), then read
//! or written whole.

use super::{format::DataFormat, Call, MathFault};

/// `rows` x `cols` elements of one format in L1, row `r` starting `pitch`
/// elements after row `r - 1`. Only a region that passed [`Region::new`]'s
/// checks exists, so its reads and writes stay inside L1.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Region {
    start: usize,
    rows: usize,
    cols: usize,
    pitch: usize,
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
        let [rows, cols, pitch] = shape;
        let address = call.word(address_arg);
        let empty = Region {
            start: 0,
            rows: 0,
            cols: 0,
            pitch: 0,
            format,
        };
        if rows == 0 || cols == 0 {
            return Ok(empty);
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
        // Bytes from the address to the end of the last element.
        let extent = u64::from(rows - 1)
            .checked_mul(u64::from(pitch))
            .and_then(|e| e.checked_add(u64::from(cols)))
            .and_then(|e| e.checked_mul(element as u64))
            .unwrap_or(u64::MAX);
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
        self.start + (row * self.pitch + col) * self.format.bytes()
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
