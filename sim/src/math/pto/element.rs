//! One element of a PTO instruction, bits in and bits out: the arithmetic
//! the tile loops of `run` apply element by element (a unary operation row
//! by row). The binary and unary families name their engines here, so an
//! instruction of theirs needs no other file of the engine.

use super::*;

/// The element-wise binary operations (TADD and its family, and the second
/// operand of the tile-scalar, partial and expand forms): each with the
/// engine name isa.toml's `runtime.engine` gives it, its arithmetic in
/// [`binary`] below, and whether integers are refused. An instruction of
/// the family is its isa.toml row, a variant here, and a test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PtoBinary {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    /// Floor remainder: the result takes the divisor's sign (TREM).
    Rem,
    /// Truncated remainder: the result takes the dividend's sign (TFMOD).
    Fmod,
    Pow,
    /// src0 > 0 ? src0 : src0 * src1 (TPRELU).
    Prelu,
    /// max(src0 - src1, 0) (TSUBRELU).
    SubRelu,
}

impl PtoBinary {
    /// Each operation under the engine name of its tile-tile form.
    pub(crate) const ENGINES: &[(&str, PtoBinary)] = &[
        ("pto.binary.add", Self::Add),
        ("pto.binary.sub", Self::Sub),
        ("pto.binary.mul", Self::Mul),
        ("pto.binary.div", Self::Div),
        ("pto.binary.max", Self::Max),
        ("pto.binary.min", Self::Min),
        ("pto.binary.and", Self::And),
        ("pto.binary.or", Self::Or),
        ("pto.binary.xor", Self::Xor),
        ("pto.binary.shl", Self::Shl),
        ("pto.binary.shr", Self::Shr),
        ("pto.binary.rem", Self::Rem),
        ("pto.binary.fmod", Self::Fmod),
        ("pto.binary.pow", Self::Pow),
        ("pto.binary.prelu", Self::Prelu),
        ("pto.binary.subrelu", Self::SubRelu),
    ];

    /// Defined on floating-point elements only (refused on integers before
    /// any element is computed).
    pub(crate) fn float_only(self) -> bool {
        matches!(self, Self::Prelu | Self::SubRelu)
    }
}

/// One element of a tile-scalar operation, bits in and out: the binary
/// operation with the scalar as the second operand (the first with
/// `scalar_first`), or leaky ReLU with the scalar as the slope.
pub(super) fn with_scalar(
    kind: PtoScalar,
    format: DataFormat,
    x: u32,
    scalar: u32,
    scalar_first: bool,
) -> u32 {
    let kind = match kind {
        PtoScalar::Op(kind) => kind,
        PtoScalar::LeakyRelu => {
            let value = format.decode(x);
            let slope = format.decode(scalar);
            return format.encode(if value > 0.0 { value } else { slope * value });
        }
    };
    if scalar_first {
        binary(kind, format, scalar, x)
    } else {
        binary(kind, format, x, scalar)
    }
}

/// One element of a binary operation, bits in and out.
pub(super) fn binary(kind: PtoBinary, format: DataFormat, a: u32, b: u32) -> u32 {
    if format.is_float() {
        let (x, y) = (format.decode(a), format.decode(b));
        let value = match kind {
            PtoBinary::Add => x + y,
            PtoBinary::Sub => x - y,
            PtoBinary::Mul => x * y,
            PtoBinary::Div => x / y,
            PtoBinary::Max => x.max(y),
            PtoBinary::Min => x.min(y),
            PtoBinary::Fmod => x % y,
            PtoBinary::Rem => {
                let r = x % y;
                if r != 0.0 && (r < 0.0) != (y < 0.0) {
                    r + y
                } else {
                    r
                }
            }
            PtoBinary::Pow => x.powf(y),
            PtoBinary::Prelu if x > 0.0 => x,
            PtoBinary::Prelu => x * y,
            PtoBinary::SubRelu => (x - y).max(0.0),
            // Refused before any element is computed.
            PtoBinary::And | PtoBinary::Or | PtoBinary::Xor | PtoBinary::Shl | PtoBinary::Shr => {
                f64::NAN
            }
        };
        return format.encode(value);
    }
    let (x, y) = (format.decode_int(a), format.decode_int(b));
    let bits = 8 * format.bytes() as i64;
    let shift_out = !(0..bits).contains(&y);
    let value = match kind {
        PtoBinary::Add => x.wrapping_add(y),
        PtoBinary::Sub => x.wrapping_sub(y),
        PtoBinary::Mul => x.wrapping_mul(y),
        PtoBinary::Div if y == 0 => -1,
        PtoBinary::Div => x.wrapping_div(y),
        PtoBinary::Max => x.max(y),
        PtoBinary::Min => x.min(y),
        PtoBinary::And => x & y,
        PtoBinary::Or => x | y,
        PtoBinary::Xor => x ^ y,
        PtoBinary::Shl if shift_out => 0,
        PtoBinary::Shl => x << y,
        PtoBinary::Shr if shift_out => x >> 63,
        PtoBinary::Shr => x >> y,
        // A remainder by zero is the dividend (RISC-V's rem).
        PtoBinary::Rem | PtoBinary::Fmod if y == 0 => x,
        PtoBinary::Fmod => x.wrapping_rem(y),
        PtoBinary::Rem => {
            let r = x.wrapping_rem(y);
            if r != 0 && (r < 0) != (y < 0) {
                r + y
            } else {
                r
            }
        }
        PtoBinary::Pow => integer_power(x, y),
        // Refused before any element is computed (`float_only`).
        PtoBinary::Prelu | PtoBinary::SubRelu => 0,
    };
    format.wrap(value)
}

/// `base` to the power `exponent` in wrapping integer arithmetic; a negative
/// exponent truncates 1 / base^|e| toward zero (0 unless |base| is 1).
fn integer_power(base: i64, exponent: i64) -> i64 {
    if exponent < 0 {
        return match base {
            1 => 1,
            -1 if exponent % 2 == 0 => 1,
            -1 => -1,
            _ => 0,
        };
    }
    let (mut result, mut square, mut e) = (1i64, base, exponent);
    while e > 0 {
        if e & 1 == 1 {
            result = result.wrapping_mul(square);
        }
        square = square.wrapping_mul(square);
        e >>= 1;
    }
    result
}

/// The unary operations (TABS and its family): each with the engine name
/// isa.toml's `runtime.engine` gives it, its arithmetic in [`unary_row`]
/// below, and the formats it refuses. An instruction of the family is its
/// isa.toml row, a variant here, and a test.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PtoUnary {
    Abs,
    Neg,
    Exp,
    Log,
    Sqrt,
    Rsqrt,
    Recip,
    Relu,
    Not,
    /// dst[i, k] = src[i, 2k] + src[i, 2k + 1] for k < ceil(C / 2), 0 for
    /// the rest of the row; a pair's second element at C (the valid
    /// columns) reads 0 (TPAIRREDUCESUM).
    PairSum,
}

impl PtoUnary {
    /// Each operation under its engine name.
    pub(crate) const ENGINES: &[(&str, PtoUnary)] = &[
        ("pto.unary.abs", Self::Abs),
        ("pto.unary.neg", Self::Neg),
        ("pto.unary.exp", Self::Exp),
        ("pto.unary.log", Self::Log),
        ("pto.unary.sqrt", Self::Sqrt),
        ("pto.unary.rsqrt", Self::Rsqrt),
        ("pto.unary.recip", Self::Recip),
        ("pto.unary.relu", Self::Relu),
        ("pto.unary.not", Self::Not),
        ("pto.unary.pair_sum", Self::PairSum),
    ];

    /// Defined on integer elements only (refused on floats before any
    /// element is computed).
    pub(crate) fn integer_only(self) -> bool {
        matches!(self, Self::Not)
    }

    /// Defined on floating-point elements only (refused on integers before
    /// any element is computed).
    pub(crate) fn float_only(self) -> bool {
        matches!(self, Self::PairSum)
    }
}

/// One row of a unary operation, bits in and out: `row` is the source's
/// part of a row of the destination's valid region, the result that row of
/// the destination. Most operations map element by element.
pub(super) fn unary_row(kind: PtoUnary, format: DataFormat, row: &[u32]) -> Vec<u32> {
    let through_float = |f: fn(f64) -> f64| -> Vec<u32> {
        row.iter()
            .map(|&raw| format.encode(f(format.decode(raw))))
            .collect()
    };
    let through_int = |f: fn(i64) -> i64| -> Vec<u32> {
        row.iter()
            .map(|&raw| format.wrap(f(format.decode_int(raw))))
            .collect()
    };
    match kind {
        PtoUnary::Exp => through_float(f64::exp),
        PtoUnary::Log => through_float(f64::ln),
        PtoUnary::Sqrt => through_float(f64::sqrt),
        PtoUnary::Rsqrt => through_float(|x| 1.0 / x.sqrt()),
        PtoUnary::Recip => through_float(|x| 1.0 / x),
        PtoUnary::Abs if format.is_float() => through_float(f64::abs),
        PtoUnary::Neg if format.is_float() => through_float(|x| -x),
        PtoUnary::Relu if format.is_float() => through_float(|x| if x < 0.0 { 0.0 } else { x }),
        PtoUnary::Abs => through_int(i64::wrapping_abs),
        PtoUnary::Neg => through_int(i64::wrapping_neg),
        PtoUnary::Relu => through_int(|x| x.max(0)),
        PtoUnary::Not => through_int(|x| !x),
        // Each pair's sum is exact in f64, so it is rounded once.
        PtoUnary::PairSum => {
            let sums = row
                .chunks(2)
                .map(|pair| format.encode(pair.iter().map(|&raw| format.decode(raw)).sum()));
            sums.chain(std::iter::repeat(format.encode(0.0)))
                .take(row.len())
                .collect()
        }
    }
}

/// A tile-scalar op's scalar word as the bits of an element (see the
/// module docs).
pub(super) fn scalar_bits(format: DataFormat, word: u32) -> u32 {
    match format {
        DataFormat::F16 | DataFormat::Bf16 if word <= 0xffff => word,
        DataFormat::F32 | DataFormat::F16 | DataFormat::Bf16 => {
            format.encode(f64::from(f32::from_bits(word)))
        }
        _ => format.wrap(format.decode_int(word)),
    }
}

/// `value` (exact) in format `to`, rounded by `mode` (RoundMode's index):
/// integers saturate to their range (NaN gives 0); floats round to the
/// neighbouring representable values (overflow to infinity as IEEE's
/// rounding modes do).
/// TCVT's SaturationMode (pto-isa): absent, ON or OFF.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Saturation {
    /// Integers saturate, floats overflow to infinity.
    Default,
    /// Every value clamps to the destination's range (a float's largest
    /// finite value; the CPU simulator's TCvt.hpp clamp before converting).
    On,
    /// Integers wrap: a float rounded, saturated to int32 (uint32 for a
    /// uint32 destination: the hardware's float-to-32-bit step), an
    /// integer as it is, then the destination's low bits (A2/A3's
    /// PyTorch-compatible narrowing); floats overflow to infinity.
    Off,
}

/// [`convert`] under a saturation mode; `from` is the source's format.
pub(super) fn convert_with(
    value: f64,
    from: DataFormat,
    to: DataFormat,
    mode: usize,
    saturation: Saturation,
) -> u32 {
    match saturation {
        Saturation::Default => convert(value, to, mode),
        Saturation::On if to.is_float() => {
            let max = to.decode(largest_finite_bits(to));
            convert(value.clamp(-max, max), to, mode)
        }
        Saturation::On => convert(value, to, mode),
        Saturation::Off if to.is_float() || value.is_nan() => convert(value, to, mode),
        // An integer source (at most 32 bits: exact in f64) keeps its bits.
        Saturation::Off if !from.is_float() => to.wrap(value as i64),
        Saturation::Off => {
            // Rounded as `convert` rounds, into int32 first (uint32 for a
            // uint32 destination): uint8(-1.0) is 255, as in PyTorch.
            let wide = if to == DataFormat::Uint32 {
                DataFormat::Uint32
            } else {
                DataFormat::Int32
            };
            let rounded = wide.decode_int(convert(value, wide, mode));
            to.wrap(rounded)
        }
    }
}

/// The bits of a float format's largest finite value.
fn largest_finite_bits(format: DataFormat) -> u32 {
    match format {
        DataFormat::F16 => 0x7bff,
        DataFormat::Bf16 => 0x7f7f,
        _ => 0x7f7f_ffff,
    }
}

pub(super) fn convert(value: f64, to: DataFormat, mode: usize) -> u32 {
    if !to.is_float() {
        if value.is_nan() {
            return 0;
        }
        let truncated = value.trunc();
        let rounded = match mode {
            0 => value.round_ties_even(),
            1 => value.round(),
            2 => value.floor(),
            3 => value.ceil(),
            4 => truncated,
            // To odd: the truncation, or the next integer away from zero
            // when that is even and the value was not an integer.
            _ if truncated != value && truncated % 2.0 == 0.0 => truncated + value.signum(),
            _ => truncated,
        };
        let (min, max) = to.range();
        return to.wrap(rounded.clamp(min as f64, max as f64) as i64);
    }
    let nearest = to.encode(value);
    let near = to.decode(nearest);
    if near == value || value.is_nan() || mode == 0 {
        return nearest;
    }
    // The representable neighbours below and above the value.
    let width = 8 * to.bytes() as u32;
    let (below, above) = if near > value {
        (step(nearest, false, width), nearest)
    } else {
        (nearest, step(nearest, true, width))
    };
    let toward_zero = if value > 0.0 { below } else { above };
    let away = if value > 0.0 { above } else { below };
    match mode {
        1 => {
            let (low, high) = (to.decode(below), to.decode(above));
            let (d_low, d_high) = (value - low, high - value);
            if d_low == d_high {
                away
            } else if d_low < d_high {
                below
            } else {
                above
            }
        }
        2 => below,
        3 => above,
        4 => toward_zero,
        _ => {
            if below & 1 == 1 {
                below
            } else {
                above
            }
        }
    }
}

/// The bits of the next representable float up or down from `bits`
/// (sign-magnitude; from infinity down is the largest finite value).
fn step(bits: u32, up: bool, width: u32) -> u32 {
    let sign = 1u32 << (width - 1);
    let magnitude = bits & (sign - 1);
    let negative = bits & sign != 0;
    if magnitude == 0 {
        return if up { 1 } else { sign | 1 };
    }
    if negative == up {
        bits - 1
    } else {
        bits + 1
    }
}

/// One comparison of elements (mode: CmpMode's index); floats compare as
/// IEEE values (NaN is unequal to everything), integers as the format's.
pub(super) fn compare(mode: usize, format: DataFormat, a: u32, b: u32) -> bool {
    let order = if format.is_float() {
        format.decode(a).partial_cmp(&format.decode(b))
    } else {
        Some(format.decode_int(a).cmp(&format.decode_int(b)))
    };
    use std::cmp::Ordering::*;
    match (mode, order) {
        (1, None) => true,
        (_, None) => false,
        (0, Some(o)) => o == Equal,
        (1, Some(o)) => o != Equal,
        (2, Some(o)) => o == Less,
        (3, Some(o)) => o != Greater,
        (4, Some(o)) => o == Greater,
        (_, Some(o)) => o != Less,
    }
}

/// One element of a binary expansion: `x op s`.
pub(super) fn expand(kind: PtoExpand, format: DataFormat, x: u32, s: u32) -> u32 {
    let binary_kind = match kind {
        PtoExpand::Op(kind) => kind,
        PtoExpand::ExpDif => {
            return format.encode((format.decode(x) - format.decode(s)).exp());
        }
    };
    binary(binary_kind, format, x, s)
}

/// The sum, maximum, minimum or product of some elements, as an element
/// (exact, then rounded once for floats; wrapping for integers).
pub(super) fn reduce(
    format: DataFormat,
    combine: Combine,
    elements: impl Iterator<Item = u32>,
) -> u32 {
    if format.is_float() {
        let values = elements.map(|raw| format.decode(raw));
        let value = match combine {
            Combine::Max => values.fold(f64::NAN, f64::max),
            Combine::Min => values.fold(f64::NAN, f64::min),
            Combine::Sum => values.sum(),
            Combine::Prod => values.product(),
        };
        return format.encode(value);
    }
    let mut values = elements.map(|raw| format.decode_int(raw));
    let value = match combine {
        Combine::Max => values.max().unwrap_or(0),
        Combine::Min => values.min().unwrap_or(0),
        Combine::Sum => values.fold(0i64, i64::wrapping_add),
        Combine::Prod => values
            .try_fold(1i64, |p, v| Some(p.wrapping_mul(v)))
            .unwrap_or(1),
    };
    format.wrap(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saturation_off_wraps_integers_and_saturates_floats_to_int32_first() {
        let off = |v: f64, from, to| convert_with(v, from, to, 0, Saturation::Off);
        // 40000 as int16 is 40000 - 65536; uint8(-1.0) is 255.
        assert_eq!(off(40000.0, DataFormat::F32, DataFormat::Int16), 0x9c40);
        assert_eq!(off(-1.0, DataFormat::F32, DataFormat::Uint8), 0xff);
        // 3e9 saturates to int32's largest first: all ones in 16 bits.
        assert_eq!(off(3e9, DataFormat::F32, DataFormat::Int16), 0xffff);
        // An integer keeps its bits: 3e9's low 16 bits.
        assert_eq!(
            off(3e9, DataFormat::Uint32, DataFormat::Int16),
            3_000_000_000 & 0xffff
        );
        assert_eq!(off(f64::NAN, DataFormat::F32, DataFormat::Int16), 0);
    }

    #[test]
    fn saturation_on_clamps_floats_to_the_largest_finite_value() {
        let on = |v: f64, to| convert_with(v, DataFormat::F32, to, 0, Saturation::On);
        assert_eq!(on(1e6, DataFormat::F16), 0x7bff);
        assert_eq!(on(-1e6, DataFormat::F16), 0xfbff);
        assert_eq!(on(f64::INFINITY, DataFormat::Bf16), 0x7f7f);
        assert_eq!(on(40000.0, DataFormat::Int16), 0x7fff);
        // Absent, a float overflows to infinity.
        let default = convert_with(
            1e6,
            DataFormat::F32,
            DataFormat::F16,
            0,
            Saturation::Default,
        );
        assert_eq!(default, 0x7c00);
    }
}
