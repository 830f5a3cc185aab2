//! Tests of the math engine: L1 images with tiles of known values, calls
//! through [`MathEngine::call`], and results checked against values worked
//! out by hand or by a direct formula written in the test, never through
//! the engine's own helpers.

mod abi;
mod faults;
mod formats;
mod pto;
mod tile;
mod unary;

use super::{MathEngine, MathFault};
use tanto_arch::tile::TileLayout;

pub const TENSTORRENT_TILE: TileLayout = TileLayout {
    rows: 32,
    cols: 32,
    face_rows: 16,
    face_cols: 16,
};

pub const L1_BYTES: usize = 64 * 1024;
/// Tile addresses with room for a 32x32 f32 tile each.
pub const A: u32 = 0x1000;
pub const B: u32 = 0x2000;
pub const C: u32 = 0x3000;
pub const OUT: u32 = 0x4000;

pub const F32: u32 = 0;
pub const F16: u32 = 1;
pub const BF16: u32 = 2;
pub const INT8: u32 = 3;
pub const UINT8: u32 = 4;
pub const INT16: u32 = 5;
pub const UINT16: u32 = 6;
pub const INT32: u32 = 7;
pub const UINT32: u32 = 8;

/// Garbage in the argument words past a function's own (the machine always
/// passes 24).
const GARBAGE: u32 = 0xdead_beef;

/// Where Tenstorrent stores element (r, c) of a 32x32 tile: four 16x16
/// faces, each row-major, in row-major order (written out here, not taken
/// from the engine's layout).
pub fn stored(r: usize, c: usize) -> usize {
    let face = (r / 16) * 2 + c / 16;
    face * 256 + (r % 16) * 16 + c % 16
}

/// A logical row-major tile in stored (face) order.
pub fn to_faces<T: Copy + Default>(logical: &[T]) -> Vec<T> {
    let mut out = vec![T::default(); 1024];
    for r in 0..32 {
        for c in 0..32 {
            out[stored(r, c)] = logical[r * 32 + c];
        }
    }
    out
}

/// A stored (face-order) tile as its logical row-major matrix.
pub fn from_faces<T: Copy + Default>(faces: &[T]) -> Vec<T> {
    (0..1024).map(|i| faces[stored(i / 32, i % 32)]).collect()
}

/// An engine with Wormhole's slots (8 of 16 bits, 4 of 32), Tenstorrent's
/// tile layout and an L1.
pub struct Bench {
    pub engine: MathEngine,
    pub l1: Vec<u8>,
}

impl Bench {
    pub fn new() -> Self {
        Bench {
            engine: MathEngine::new(8, 4, TENSTORRENT_TILE),
            l1: vec![0; L1_BYTES],
        }
    }

    /// Calls `tanto_rt_<function>` with `args` padded to 24 words.
    pub fn call(&mut self, function: &str, args: &[u32]) -> Result<Option<u32>, MathFault> {
        let mut words = args.to_vec();
        words.resize(24.max(args.len()), GARBAGE);
        self.engine
            .call(&format!("tanto_rt_{function}"), &words, &mut self.l1)
    }

    /// A call that must succeed.
    pub fn run(&mut self, function: &str, args: &[u32]) {
        if let Err(fault) = self.call(function, args) {
            panic!("tanto_rt_{function}{args:?}: {fault}");
        }
    }

    pub fn put_bytes(&mut self, address: u32, bytes: &[u8]) {
        let at = address as usize;
        self.l1[at..at + bytes.len()].copy_from_slice(bytes);
    }

    pub fn put_f32(&mut self, address: u32, values: &[f32]) {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.put_bytes(address, &bytes);
    }

    pub fn put_u16(&mut self, address: u32, values: &[u16]) {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.put_bytes(address, &bytes);
    }

    pub fn put_u32(&mut self, address: u32, values: &[u32]) {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.put_bytes(address, &bytes);
    }

    pub fn bytes(&self, address: u32, count: usize) -> &[u8] {
        &self.l1[address as usize..address as usize + count]
    }

    pub fn f32s(&self, address: u32, count: usize) -> Vec<f32> {
        self.bytes(address, 4 * count)
            .chunks(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect()
    }

    pub fn u16s(&self, address: u32, count: usize) -> Vec<u16> {
        self.bytes(address, 2 * count)
            .chunks(2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .collect()
    }

    pub fn u32s(&self, address: u32, count: usize) -> Vec<u32> {
        self.bytes(address, 4 * count)
            .chunks(4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect()
    }

    /// An f32 tile given as its logical matrix, stored in faces.
    pub fn put_tile(&mut self, address: u32, logical: &[f32]) {
        self.put_f32(address, &to_faces(logical));
    }

    /// A 16-bit tile given as its logical matrix, stored in faces.
    pub fn put_tile_u16(&mut self, address: u32, logical: &[u16]) {
        self.put_u16(address, &to_faces(logical));
    }

    /// Slot `slot` of the live math object, through an f32 pack (exact), as
    /// its logical matrix.
    pub fn slot(&mut self, slot: u32) -> Vec<f32> {
        self.run("tile_pack", &[slot, OUT, F32, 0]);
        from_faces(&self.f32s(OUT, 1024))
    }

    /// Loads `values` (a logical f32 tile) into `slot`.
    pub fn load_slot(&mut self, slot: u32, values: &[f32]) {
        self.put_tile(C, values);
        self.run("tile_copy", &[C, F32, slot]);
    }
}

/// A 32x32 tile with element (r, c) = f(r, c).
pub fn tile(f: impl Fn(usize, usize) -> f32) -> Vec<f32> {
    (0..1024).map(|i| f(i / 32, i % 32)).collect()
}

/// The bits of the bf16 that is exactly `value` (its f32 bits' high half).
pub fn bf16_exact(value: f32) -> u16 {
    assert_eq!(value.to_bits() & 0xffff, 0, "{value} is not a bf16");
    (value.to_bits() >> 16) as u16
}

/// `actual` within `ulps` f32 ulps of `expected` (NaN matches NaN).
pub fn assert_close(actual: f32, expected: f32, ulps: u32, what: &str) {
    if expected.is_nan() {
        assert!(actual.is_nan(), "{what}: {actual} is not NaN");
        return;
    }
    let ordered = |x: f32| {
        let bits = x.to_bits() as i64;
        if bits & 0x8000_0000 != 0 {
            0x8000_0000 - bits
        } else {
            bits
        }
    };
    let distance = (ordered(actual) - ordered(expected)).unsigned_abs();
    assert!(
        distance <= u64::from(ulps),
        "{what}: {actual:e} is {distance} ulps from {expected:e}"
    );
}
