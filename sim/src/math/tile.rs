//! The Tanto math object's operations (spec section 3.6; the semantics
//! table is in the parent module's docs).

use super::{memory::Region, unary::UnaryFn, Call, Destination, MathEngine, MathFault};
use tanto_arch::tile::TileLayout;

/// Elements of a Tanto tile (32x32; stored in faces, see the module docs).
pub(crate) const TILE_ELEMENTS: usize = 1024;
const TILE_DIM: usize = 32;

#[derive(Clone, Copy, Debug)]
pub(crate) enum TileOp {
    Pack,
    Copy,
    Eltwise(Eltwise),
    Matmul,
    Reduce,
    Transpose,
    Unary,
    Fill,
    CopyDst,
    BinaryDst,
}

#[derive(Clone, Copy, Debug)]
pub(crate) enum Eltwise {
    Add,
    Sub,
    Mul,
}

/// Sizes of the tile dialect's enums (their values are indices).
const BROADCAST_VALUES: usize = 4; // none, rows, cols, scalar
const PACK_MODES: usize = 4; // tile, row, col, scalar
const REDUCE_KINDS: usize = 2; // sum, max
const REDUCE_DIMS: usize = 3; // rows, cols, scalar
const DST_BINARY_KINDS: usize = 6; // add, sub, rsub, mul, div, power

pub(super) fn run(
    engine: &mut MathEngine,
    op: TileOp,
    call: &Call,
    l1: &mut [u8],
) -> Result<(), MathFault> {
    let layout = engine.tile;
    let dst = engine.live.as_mut().ok_or(MathFault::NotAcquired {
        function: call.function,
    })?;
    let load = |arg| load_tile(call, l1, arg, &layout);
    match op {
        TileOp::Pack => pack(dst, call, l1, &layout),
        TileOp::Copy => {
            let src = load(0)?;
            dst.slot_mut(call, 2)?.copy_from_slice(&src);
            Ok(())
        }
        TileOp::Eltwise(kind) => {
            let (a, b) = (load(0)?, load(2)?);
            eltwise(dst, kind, call, &a, &b)
        }
        TileOp::Matmul => {
            let (a, b) = (load(0)?, load(2)?);
            matmul(dst, call, &a, &b)
        }
        TileOp::Reduce => {
            let (src, scaler) = (load(0)?, load(2)?);
            reduce(dst, call, &src, &scaler)
        }
        TileOp::Transpose => {
            let src = load(0)?;
            let out = dst.slot_mut(call, 2)?;
            for (index, value) in out.iter_mut().enumerate() {
                let (h, w) = (index / TILE_DIM, index % TILE_DIM);
                *value = src[w * TILE_DIM + h];
            }
            Ok(())
        }
        TileOp::Unary => unary(dst, call),
        TileOp::Fill => {
            let value = f32::from_bits(call.word(1));
            dst.slot_mut(call, 0)?.fill(value);
            Ok(())
        }
        TileOp::CopyDst => {
            let src = dst.slot(call, 0)?.to_vec();
            dst.slot_mut(call, 1)?.copy_from_slice(&src);
            Ok(())
        }
        TileOp::BinaryDst => binary_dst(dst, call),
    }
}

impl Destination {
    /// The slot named by argument word `arg`.
    fn slot(&self, call: &Call, arg: usize) -> Result<&[f32], MathFault> {
        self.slot_at(call, call.name(arg), call.word(arg))
    }

    /// The slot named by argument word `arg`, to be written: it counts as
    /// written from now on.
    fn slot_mut(&mut self, call: &Call, arg: usize) -> Result<&mut [f32], MathFault> {
        let fault = self.out_of_range(call, call.name(arg), call.word(arg));
        let index = usize::try_from(call.word(arg)).ok();
        if let Some(i) = index.filter(|&i| i < self.written.len()) {
            self.written[i] = true;
            call.use_slot(i, true);
        }
        index
            .and_then(|index| self.values.chunks_exact_mut(TILE_ELEMENTS).nth(index))
            .ok_or(fault)
    }

    /// Whether an operation wrote the slot of argument word `arg` since the
    /// acquire.
    fn written(&self, call: &Call, arg: usize) -> bool {
        usize::try_from(call.word(arg))
            .ok()
            .and_then(|index| self.written.get(index))
            .copied()
            .unwrap_or(false)
    }

    fn slot_at(
        &self,
        call: &Call,
        argument: &'static str,
        value: u32,
    ) -> Result<&[f32], MathFault> {
        let index = usize::try_from(value).ok();
        let values = index
            .and_then(|index| self.values.chunks_exact(TILE_ELEMENTS).nth(index))
            .ok_or_else(|| self.out_of_range(call, argument, value))?;
        call.use_slot(value as usize, false);
        Ok(values)
    }

    fn out_of_range(&self, call: &Call, argument: &'static str, value: u32) -> MathFault {
        MathFault::SlotOutOfRange {
            function: call.function,
            argument,
            value,
            slots: self.values.len() / TILE_ELEMENTS,
            format: self.format.name(),
        }
    }
}

/// The tile at the L1 address in word `arg`, its data format in the next
/// word, as its logical row-major f32 values (unpacked from its faces).
fn load_tile(
    call: &Call,
    l1: &[u8],
    arg: usize,
    layout: &TileLayout,
) -> Result<Vec<f32>, MathFault> {
    let format = call.format(arg + 1)?;
    let region = Region::tile(call, l1.len(), arg, format)?;
    let stored: Vec<f32> = region
        .read_values(l1)
        .into_iter()
        .map(|value| value as f32)
        .collect();
    Ok(layout.to_logical(&stored))
}

fn eltwise(
    dst: &mut Destination,
    kind: Eltwise,
    call: &Call,
    a: &[f32],
    b: &[f32],
) -> Result<(), MathFault> {
    let broadcast = call.choice(5, "Broadcast", BROADCAST_VALUES)?;
    let out = dst.slot_mut(call, 4)?;
    for (index, value) in out.iter_mut().enumerate() {
        let (h, w) = (index / TILE_DIM, index % TILE_DIM);
        let operand = match broadcast {
            0 => b[index],
            1 => b[w],
            2 => b[h * TILE_DIM],
            _ => b[0],
        };
        *value = match kind {
            Eltwise::Add => a[index] + operand,
            Eltwise::Sub => a[index] - operand,
            Eltwise::Mul => a[index] * operand,
        };
    }
    Ok(())
}

fn matmul(dst: &mut Destination, call: &Call, a: &[f32], b: &[f32]) -> Result<(), MathFault> {
    let transpose = call.flag(5)?;
    // It accumulates: it reads the slot it writes.
    dst.slot(call, 4)?;
    let out = dst.slot_mut(call, 4)?;
    for (index, value) in out.iter_mut().enumerate() {
        let (h, w) = (index / TILE_DIM, index % TILE_DIM);
        let dot: f64 = (0..TILE_DIM)
            .map(|i| {
                let right = if transpose {
                    b[w * TILE_DIM + i]
                } else {
                    b[i * TILE_DIM + w]
                };
                f64::from(a[h * TILE_DIM + i]) * f64::from(right)
            })
            .sum();
        *value = (f64::from(*value) + dot) as f32;
    }
    Ok(())
}

fn reduce(
    dst: &mut Destination,
    call: &Call,
    src: &[f32],
    scaler: &[f32],
) -> Result<(), MathFault> {
    let scaler = f64::from(scaler.first().copied().unwrap_or(0.0));
    let is_max = call.choice(5, "ReduceKind", REDUCE_KINDS)? == 1;
    let dim = call.choice(6, "ReduceDim", REDUCE_DIMS)?;
    // A max into a slot nothing wrote since the acquire starts from nothing
    // (the reference emulator seeds it with -FLT_MAX), not from its zeros.
    let fresh = !dst.written(call, 4);
    // It accumulates (and leaves the rest of the slot): it reads the slot.
    dst.slot(call, 4)?;
    let out = dst.slot_mut(call, 4)?;
    // Each source element goes to the result element of its row (first
    // column), its column (first row), or the first element.
    let target = |index: usize| match dim {
        0 => index / TILE_DIM * TILE_DIM,
        1 => index % TILE_DIM,
        _ => 0,
    };
    let mut sums = [0f64; TILE_ELEMENTS];
    let mut maxima = [f32::NAN; TILE_ELEMENTS];
    for (index, value) in src.iter().enumerate() {
        let t = target(index);
        sums[t] += f64::from(*value);
        maxima[t] = maxima[t].max(*value);
    }
    let results = (0..TILE_ELEMENTS).filter(|index| target(*index) == *index);
    for index in results {
        let current = out[index];
        out[index] = if is_max {
            let maximum = (f64::from(maxima[index]) * scaler) as f32;
            if fresh {
                maximum
            } else {
                current.max(maximum)
            }
        } else {
            (f64::from(current) + sums[index] * scaler) as f32
        };
    }
    Ok(())
}

fn unary(dst: &mut Destination, call: &Call) -> Result<(), MathFault> {
    let function =
        UnaryFn::from_index(call.choice(2, "UnaryFn", UnaryFn::ALL.len())?).unwrap_or(UnaryFn::Abs);
    let param = call.word(1);
    // In place: it reads the slot it writes.
    dst.slot(call, 0)?;
    if function == UnaryFn::Max {
        let next = call.word(0).checked_add(1);
        let other = dst
            .slot_at(call, "idst + 1", next.unwrap_or(u32::MAX))?
            .to_vec();
        for (value, other) in dst.slot_mut(call, 0)?.iter_mut().zip(other) {
            *value = value.max(other);
        }
        return Ok(());
    }
    for value in dst.slot_mut(call, 0)? {
        *value = super::unary::apply(function, *value, param);
    }
    Ok(())
}

fn binary_dst(dst: &mut Destination, call: &Call) -> Result<(), MathFault> {
    let a = dst.slot(call, 0)?.to_vec();
    let b = dst.slot(call, 1)?.to_vec();
    let kind = call.choice(3, "DstBinary", DST_BINARY_KINDS)?;
    let out = dst.slot_mut(call, 2)?;
    for ((value, x), y) in out.iter_mut().zip(a).zip(b) {
        *value = match kind {
            0 => x + y,
            1 => x - y,
            2 => y - x,
            3 => x * y,
            4 => x / y,
            _ => f64::from(x).powf(f64::from(y)) as f32,
        };
    }
    Ok(())
}

/// Packs a slot into the tile at word 1: the whole tile is written, in
/// faces. The reduce packs (row, col, scalar) keep what a reduce of that
/// kind leaves (the first column, the first row, the first element) and
/// write 0 elsewhere, as the packer's edge masks do.
fn pack(
    dst: &Destination,
    call: &Call,
    l1: &mut [u8],
    layout: &TileLayout,
) -> Result<(), MathFault> {
    let values = dst.slot(call, 0)?;
    let format = call.format(2)?;
    let mode = call.choice(3, "PackMode", PACK_MODES)?;
    let region = Region::tile(call, l1.len(), 1, format)?;
    let kept = |index: usize| {
        let (h, w) = (index / TILE_DIM, index % TILE_DIM);
        match mode {
            0 => true,
            1 => w == 0,
            2 => h == 0,
            _ => index == 0,
        }
    };
    let logical: Vec<u32> = values
        .iter()
        .enumerate()
        .map(|(index, value)| {
            let value = if kept(index) { f64::from(*value) } else { 0.0 };
            format.encode(value)
        })
        .collect();
    region.write(l1, &layout.to_stored(&logical));
    Ok(())
}

/// `tilize_block` (or with `inverse`, `untilize_block`): between a
/// row-major block of 32 rows x 32·block columns and `block` tiles, each
/// stored in faces.
pub(super) fn tilize(
    call: &Call,
    l1: &mut [u8],
    inverse: bool,
    layout: &TileLayout,
) -> Result<(), MathFault> {
    let (src_format, dst_format) = (call.format(1)?, call.format(4)?);
    let block = call.word(2);
    let count = block
        .checked_mul(TILE_ELEMENTS as u32)
        .ok_or(MathFault::OutOfBounds {
            function: call.function,
            argument: call.name(0),
            address: call.word(0),
            bytes: u64::from(block) * TILE_ELEMENTS as u64 * src_format.bytes() as u64,
            l1_bytes: l1.len(),
        })?;
    let src = Region::run(call, l1.len(), 0, count, src_format)?;
    let dst = Region::run(call, l1.len(), 3, count, dst_format)?;
    let raw = src.read(l1);
    let converted: Vec<u32> = if src_format == dst_format {
        raw
    } else {
        raw.into_iter()
            .map(|bits| dst_format.encode(src_format.decode(bits)))
            .collect()
    };
    let block = block as usize;
    let row_major = |t: usize, r: usize, c: usize| r * TILE_DIM * block + t * TILE_DIM + c;
    let tiled = |t: usize, r: usize, c: usize| t * TILE_ELEMENTS + layout.offset(r, c);
    let mut out = vec![0u32; converted.len()];
    for t in 0..block {
        for r in 0..TILE_DIM {
            for c in 0..TILE_DIM {
                let (from, to) = if inverse {
                    (tiled(t, r, c), row_major(t, r, c))
                } else {
                    (row_major(t, r, c), tiled(t, r, c))
                };
                if let (Some(slot), Some(bits)) = (out.get_mut(to), converted.get(from)) {
                    *slot = *bits;
                }
            }
        }
    }
    dst.write(l1, &out);
    Ok(())
}
