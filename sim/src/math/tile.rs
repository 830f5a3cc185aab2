//! The Tanto math object's operations (spec section 3.6; the semantics
//! table is in the parent module's docs).

use super::{memory::Region, unary::UnaryFn, Call, Destination, MathEngine, MathFault};

/// Elements of a Tanto tile (32x32, row-major).
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
    let dst = engine.live.as_mut().ok_or(MathFault::NotAcquired {
        function: call.function,
    })?;
    match op {
        TileOp::Pack => pack(dst, call, l1),
        TileOp::Copy => {
            let src = load_tile(call, l1, 0)?;
            dst.slot_mut(call, 2)?.copy_from_slice(&src);
            Ok(())
        }
        TileOp::Eltwise(kind) => eltwise(dst, kind, call, l1),
        TileOp::Matmul => matmul(dst, call, l1),
        TileOp::Reduce => reduce(dst, call, l1),
        TileOp::Transpose => {
            let src = load_tile(call, l1, 0)?;
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

    fn slot_mut(&mut self, call: &Call, arg: usize) -> Result<&mut [f32], MathFault> {
        let fault = self.out_of_range(call, call.name(arg), call.word(arg));
        usize::try_from(call.word(arg))
            .ok()
            .and_then(|index| self.values.chunks_exact_mut(TILE_ELEMENTS).nth(index))
            .ok_or(fault)
    }

    fn slot_at(
        &self,
        call: &Call,
        argument: &'static str,
        value: u32,
    ) -> Result<&[f32], MathFault> {
        let index = usize::try_from(value).ok();
        index
            .and_then(|index| self.values.chunks_exact(TILE_ELEMENTS).nth(index))
            .ok_or_else(|| self.out_of_range(call, argument, value))
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
/// word, as f32 values.
fn load_tile(call: &Call, l1: &[u8], arg: usize) -> Result<Vec<f32>, MathFault> {
    let format = call.format(arg + 1)?;
    let region = Region::tile(call, l1.len(), arg, format)?;
    Ok(region
        .read_values(l1)
        .into_iter()
        .map(|value| value as f32)
        .collect())
}

fn eltwise(dst: &mut Destination, kind: Eltwise, call: &Call, l1: &[u8]) -> Result<(), MathFault> {
    let a = load_tile(call, l1, 0)?;
    let b = load_tile(call, l1, 2)?;
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

fn matmul(dst: &mut Destination, call: &Call, l1: &[u8]) -> Result<(), MathFault> {
    let a = load_tile(call, l1, 0)?;
    let b = load_tile(call, l1, 2)?;
    let transpose = call.flag(5)?;
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

fn reduce(dst: &mut Destination, call: &Call, l1: &[u8]) -> Result<(), MathFault> {
    let src = load_tile(call, l1, 0)?;
    let scaler = f64::from(load_tile(call, l1, 2)?.first().copied().unwrap_or(0.0));
    let is_max = call.choice(5, "ReduceKind", REDUCE_KINDS)? == 1;
    let dim = call.choice(6, "ReduceDim", REDUCE_DIMS)?;
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
            current.max((f64::from(maxima[index]) * scaler) as f32)
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
        *value = function.apply(*value, param);
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

fn pack(dst: &Destination, call: &Call, l1: &mut [u8]) -> Result<(), MathFault> {
    let values = dst.slot(call, 0)?;
    let format = call.format(2)?;
    let mode = call.choice(3, "PackMode", PACK_MODES)?;
    let region = Region::tile(call, l1.len(), 1, format)?;
    let indices: Vec<usize> = match mode {
        0 => (0..TILE_ELEMENTS).collect(),
        1 => (0..TILE_DIM).collect(),
        2 => (0..TILE_DIM).map(|h| h * TILE_DIM).collect(),
        _ => vec![0],
    };
    let mut raw = region.read(l1);
    for index in indices {
        if let (Some(bits), Some(value)) = (raw.get_mut(index), values.get(index)) {
            *bits = format.encode(f64::from(*value));
        }
    }
    region.write(l1, &raw);
    Ok(())
}

/// `tilize_block` (or with `inverse`, `untilize_block`): between a
/// row-major block of 32 rows x 32·block columns and `block` tiles.
pub(super) fn tilize(call: &Call, l1: &mut [u8], inverse: bool) -> Result<(), MathFault> {
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
    let tiled = |t: usize, r: usize, c: usize| t * TILE_ELEMENTS + r * TILE_DIM + c;
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
