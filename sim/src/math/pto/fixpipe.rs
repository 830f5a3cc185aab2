//! The fix-pipe forms TEXTRACT_FP, TINSERT_FP and TMOV_FP (and TSTORE's
//! element out of an accumulator, [`store_element`]): an accumulator
//! window moved to the matrix buffer, each element quantised by the 64-bit
//! parameter of its source column. The parameters are the scaling tile's
//! bytes (one little-endian word per column, whatever the tile's declared
//! element type: the fix-pipe reads its buffer raw). The arithmetic is
//! pto-isa's CPU simulator's (include/pto/cpu/common.hpp, the vector
//! pre-quantisation modes), in f32 as it computes.

use super::{
    super::{format::DataFormat, memory::Region, Call, MathFault},
    Operand,
};

/// What a parameter word says (the fields quantize_element reads).
pub(super) struct Parameter {
    /// The 19-bit float of bits 13-31: sign, 8 exponent bits, 10 mantissa
    /// bits, normal even with a zero exponent.
    scale: f32,
    /// Bits 37-45, added before rounding to 8 bits.
    offset: f32,
    /// Bit 46: an 8-bit result is signed (-128..127) rather than 0..255.
    signed: bool,
    /// Bits 32-35 plus one: the right shift of int32 to int16.
    shift: u32,
}

impl Parameter {
    /// A word of a parameter tile (the vector quant modes).
    fn of(word: u64) -> Parameter {
        let m1 = ((word >> 13) & 0x7_ffff) as u32;
        let (sign, exponent, mantissa) = (m1 >> 18 & 1, m1 >> 10 & 0xff, m1 & 0x3ff);
        let scale = if exponent == 0 && mantissa == 0 {
            0.0
        } else {
            let sign = if sign == 1 { -1.0f32 } else { 1.0 };
            let mantissa = 1.0 + mantissa as f32 / 1024.0;
            // A power of two in f32's range (subnormal at worst): exact.
            let power = 2f64.powi(exponent as i32 - 127) as f32;
            sign * mantissa * power
        };
        Parameter {
            scale,
            ..Parameter::fields(word)
        }
    }

    /// A scalar pre-quantisation word (the scalar quant modes): the scale
    /// is its low 32 bits read as an f32 (pto-isa's extract_m1_from_quant).
    fn of_scalar(word: u64) -> Parameter {
        Parameter {
            scale: f32::from_bits(word as u32),
            ..Parameter::fields(word)
        }
    }

    fn fields(word: u64) -> Parameter {
        Parameter {
            scale: 0.0,
            offset: ((word >> 37) & 0x1ff) as f32,
            signed: (word >> 46) & 1 == 1,
            shift: ((word >> 32) & 0xf) as u32 + 1,
        }
    }
}

/// pto-isa's ReLU: anything not above zero (NaN too) becomes 0.
fn relu(value: f32) -> f32 {
    if value > 0.0 {
        value
    } else {
        0.0
    }
}

/// Whether a parameter came from a tile (vector modes) or a scalar word:
/// only the scalar modes scale f32 into f16 and bf16.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Quant {
    Vector,
    Scalar,
}

/// One element from `src` to `dst` under parameter `q`, then ReLU when
/// `clamp_at_zero` (pto-isa's quantize_element: ReLU is the last step).
fn quantise(
    src: DataFormat,
    dst: DataFormat,
    raw: u32,
    q: &Parameter,
    quant: Quant,
    clamp_at_zero: bool,
) -> u32 {
    use DataFormat::*;
    let value = src.decode(raw) as f32;
    let scaled = value * q.scale;
    let finish = |x: f32| if clamp_at_zero { relu(x) } else { x };
    match (src, dst, quant) {
        (F32 | Int32, Int8 | Uint8, _) => {
            let (min, max) = if q.signed {
                (-128.0, 127.0)
            } else {
                (0.0, 255.0)
            };
            let rounded = (scaled + q.offset).round_ties_even();
            // A NaN stays NaN through clamp and casts to 0.
            dst.wrap(finish(rounded.clamp(min, max)) as i64)
        }
        (Int32, F16, _) => {
            let f16_max = 65504.0;
            dst.encode(f64::from(finish(scaled.clamp(-f16_max, f16_max))))
        }
        (Int32, Int16, _) => {
            let shifted = i64::from((raw as i32) >> q.shift) as i16;
            dst.wrap(finish(f32::from(shifted)) as i64)
        }
        // QF322F16_PRE / QF322BF16_PRE: finite values clamp to f16's or
        // f32's range.
        (F32, F16 | Bf16, Quant::Scalar) => {
            let max = if dst == F16 { 65504.0 } else { f32::MAX };
            let bounded = if scaled.is_finite() {
                scaled.clamp(-max, max)
            } else {
                scaled
            };
            dst.encode(f64::from(finish(bounded)))
        }
        // A5's QS322BF16_PRE: scaled, then rounded to bf16.
        (Int32, Bf16, Quant::Scalar) => dst.encode(f64::from(finish(scaled))),
        _ => cast(src, dst, raw, clamp_at_zero),
    }
}

/// The fix-pipe without quantisation: ReLU (when asked) then the cast
/// (f32 to f16/bf16 rounded to nearest even; same-type moves keep the
/// value).
fn cast(src: DataFormat, dst: DataFormat, raw: u32, clamp_at_zero: bool) -> u32 {
    if src == dst && !clamp_at_zero {
        return raw;
    }
    let value = src.decode(raw);
    // Not above zero (NaN too) is 0, as pto-isa's ReLU.
    let kept = !clamp_at_zero || value > 0.0;
    dst.encode(if kept { value } else { 0.0 })
}

/// TMOV (abi.toml's `mov` and `mov_pre` layouts): a copy, or out of an
/// accumulator the fix-pipe's cast, scalar quantisation (`quantised`: the
/// word's halves follow the source) and ReLU, element by element over the
/// destination's valid region.
pub(super) fn mov(
    call: &Call,
    l1: &mut [u8],
    format_index: usize,
    format: DataFormat,
    quantised: bool,
) -> Result<(), MathFault> {
    let dst = Operand::at(call, format_index - 4);
    let to = call.format(format_index + 1)?;
    let clamp_at_zero = call.flag(format_index + 2)?;
    let pre = quantised
        .then(|| Parameter::of_scalar(u64::from(call.word(4)) | u64::from(call.word(5)) << 32));
    let values = Operand::at(call, 0)
        .region(call, l1, dst.rows, dst.cols, format)?
        .read(l1);
    let out: Vec<u32> = values
        .into_iter()
        .map(|raw| match &pre {
            Some(q) => quantise(format, to, raw, q, Quant::Scalar, clamp_at_zero),
            None => cast(format, to, raw, clamp_at_zero),
        })
        .collect();
    dst.region(call, l1, dst.rows, dst.cols, to)?
        .write(l1, &out);
    Ok(())
}

/// How a TSTORE's element is quantised: by its scalar word
/// (`ins(%acc, %pre)`), by its column's word of a scaling tile (TSTORE_FP),
/// or not at all (the cast).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum StoreQuant {
    None,
    Scalar(u64),
    Vector(u64),
}

/// One element of a TSTORE through the fix-pipe (pto-isa's
/// ConvertStoreValue): `raw` of format `from` quantised or cast to `to`,
/// clamped at 0 when `clamp_at_zero`. The same arithmetic as TMOV's.
pub(crate) fn store_element(
    from: DataFormat,
    to: DataFormat,
    raw: u32,
    quant: StoreQuant,
    clamp_at_zero: bool,
) -> u32 {
    match quant {
        StoreQuant::None => cast(from, to, raw, clamp_at_zero),
        StoreQuant::Scalar(word) => quantise(
            from,
            to,
            raw,
            &Parameter::of_scalar(word),
            Quant::Scalar,
            clamp_at_zero,
        ),
        StoreQuant::Vector(word) => quantise(
            from,
            to,
            raw,
            &Parameter::of(word),
            Quant::Vector,
            clamp_at_zero,
        ),
    }
}

/// Which fix-pipe move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FixPipe {
    Extract,
    Insert,
    Mov,
}

/// Runs one: `format` is the accumulator's, the destination's follows it.
pub(super) fn run(
    call: &Call,
    l1: &mut [u8],
    kind: FixPipe,
    format_index: usize,
    format: DataFormat,
) -> Result<(), MathFault> {
    let src = Operand::at(call, 0);
    let fp_first = 4;
    let (row, col, dst) = match kind {
        FixPipe::Mov => (0, 0, Operand::at(call, 8)),
        _ => (call.word(8), call.word(9), Operand::at(call, 10)),
    };
    let narrow = call.format(format_index + 1)?;
    // TINSERT_FP writes the source's valid region; the others the
    // destination's, read from the source at (row, col).
    let (rows, cols) = match kind {
        FixPipe::Insert => (src.rows, src.cols),
        _ => (dst.rows, dst.cols),
    };
    if rows == 0 || cols == 0 {
        return Ok(());
    }
    if kind != FixPipe::Mov {
        let whole_rows = call.word(format_index + 2);
        let whole = if kind == FixPipe::Extract { &src } else { &dst };
        let outside = |start: u32, count: u32, limit: u32| {
            start.checked_add(count).is_none_or(|end| end > limit)
        };
        if outside(row, rows, whole_rows) || outside(col, cols, whole.pitch) {
            return Err(MathFault::WindowOutsideTile {
                function: call.function,
                row,
                col,
                rows,
                cols,
                whole_rows,
                whole_cols: whole.pitch,
            });
        }
    }
    // The parameter of source column c: words 2c and 2c + 1.
    let first_column = if kind == FixPipe::Extract { col } else { 0 };
    let count = first_column
        .checked_add(cols)
        .and_then(|columns| columns.checked_mul(2))
        .ok_or_else(|| MathFault::Malformed {
            function: call.function,
            what: format!("{cols} columns of fix-pipe parameters from column {first_column}"),
        })?;
    let words = Region::run(call, l1.len(), fp_first, count, DataFormat::Uint32)?.read(l1);
    let parameters: Vec<Parameter> = words
        .chunks(2)
        .map(|pair| Parameter::of(u64::from(pair[0]) | u64::from(pair[1]) << 32))
        .collect();
    let (r0, c0) = (row as usize, col as usize);
    // TMOV_FP's ReLU (the word after the destination's format).
    let clamp_at_zero = kind == FixPipe::Mov && call.flag(format_index + 2)?;
    let quantised = |values: &[u32], width: usize, at_column: usize| -> Vec<u32> {
        values
            .iter()
            .enumerate()
            .map(|(k, &raw)| {
                let q = &parameters[at_column + k % width];
                quantise(format, narrow, raw, q, Quant::Vector, clamp_at_zero)
            })
            .collect()
    };
    match kind {
        FixPipe::Extract | FixPipe::Mov => {
            let span = (row + rows, col + cols);
            let all = src.region(call, l1, span.0, span.1, format)?.read(l1);
            let w = span.1 as usize;
            let window: Vec<u32> = (r0..r0 + rows as usize)
                .flat_map(|r| all[r * w + c0..r * w + w].to_vec())
                .collect();
            let out = quantised(&window, cols as usize, c0);
            dst.region(call, l1, rows, cols, narrow)?.write(l1, &out);
        }
        FixPipe::Insert => {
            let values = src.region(call, l1, rows, cols, format)?.read(l1);
            let out = quantised(&values, cols as usize, 0);
            let region = dst.region(call, l1, row + rows, col + cols, narrow)?;
            let mut all = region.read(l1);
            let w = (col + cols) as usize;
            for (i, chunk) in out.chunks(cols as usize).enumerate() {
                let at = (r0 + i) * w + c0;
                all[at..at + cols as usize].copy_from_slice(chunk);
            }
            region.write(l1, &all);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A parameter with scale 2^e·(1 + m/1024), offset and sign bit.
    fn word(exponent: u64, mantissa: u64, offset: u64, signed: bool) -> u64 {
        (exponent << 10 | mantissa) << 13 | offset << 37 | u64::from(signed) << 46
    }

    #[test]
    fn eight_bit_results_round_offset_and_clamp() {
        let half = Parameter::of(word(126, 0, 3, true));
        assert_eq!(half.scale, 0.5);
        let q = |x: f32| {
            quantise(
                DataFormat::F32,
                DataFormat::Int8,
                x.to_bits(),
                &half,
                Quant::Vector,
                false,
            )
        };
        // 5 * 0.5 + 3 = 5.5 -> 6 (ties to even); -400 * 0.5 + 3 clamps to -128.
        assert_eq!(q(5.0), 6);
        assert_eq!(q(-400.0), (-128i8) as u8 as u32);
        let unsigned = Parameter::of(word(127, 512, 0, false));
        assert_eq!(unsigned.scale, 1.5);
        let u = |x: i32| {
            quantise(
                DataFormat::Int32,
                DataFormat::Uint8,
                x as u32,
                &unsigned,
                Quant::Vector,
                false,
            )
        };
        assert_eq!((u(-7), u(100), u(1000)), (0, 150, 255));
    }

    #[test]
    fn int16_results_shift() {
        let q = Parameter::of(3 << 32);
        assert_eq!(q.shift, 4);
        let value = quantise(
            DataFormat::Int32,
            DataFormat::Int16,
            (-1000i32) as u32,
            &q,
            Quant::Vector,
            false,
        );
        assert_eq!(value, (-63i16) as u16 as u32);
    }
}
