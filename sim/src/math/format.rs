//! Data formats (docs/abi.md: 0 f32, 1 f16, 2 bf16, 3 int8, 4 uint8,
//! 5 int16, 6 uint16, 7 int32, 8 uint32, and A5's MX types 9 f8e4m3,
//! 10 f8e5m2, 11 e8m0) and the conversions between an element's bits and
//! its value. The MX types are in `mx_format.rs`.
//!
//! Every element of every format is exactly an f64, so values cross
//! formats as f64: decoding is exact, and encoding rounds once.
//! - Floats round to nearest, ties to even. Overflow gives infinity, a value
//!   below half the smallest subnormal gives a signed zero, and NaN becomes
//!   the format's quiet NaN with its sign kept (the payload is not kept).
//! - Integers round to nearest, ties to even, then saturate to the format's
//!   range; NaN gives 0. Saturation rather than wrap-around keeps an
//!   out-of-range result at the nearest representable value.

use super::mx_format;

/// The element type of a pipe, tile or math object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataFormat {
    F32,
    F16,
    Bf16,
    Int8,
    Uint8,
    Int16,
    Uint16,
    Int32,
    Uint32,
    /// OCP FP8 E4M3 (no infinities), PTOAS's f8E4M3FN and f8E4M3.
    F8E4M3,
    /// OCP FP8 E5M2 (IEEE-like).
    F8E5M2,
    /// OCP E8M0: a scale 2^(e - 127).
    E8M0,
}

impl DataFormat {
    /// Every format, in the order of its code.
    pub const ALL: [DataFormat; 12] = [
        DataFormat::F32,
        DataFormat::F16,
        DataFormat::Bf16,
        DataFormat::Int8,
        DataFormat::Uint8,
        DataFormat::Int16,
        DataFormat::Uint16,
        DataFormat::Int32,
        DataFormat::Uint32,
        DataFormat::F8E4M3,
        DataFormat::F8E5M2,
        DataFormat::E8M0,
    ];

    /// The format of an ABI data-format code.
    pub fn from_code(code: u32) -> Option<Self> {
        Self::ALL.get(usize::try_from(code).ok()?).copied()
    }

    pub fn name(self) -> &'static str {
        match self {
            DataFormat::F32 => "f32",
            DataFormat::F16 => "f16",
            DataFormat::Bf16 => "bf16",
            DataFormat::Int8 => "int8",
            DataFormat::Uint8 => "uint8",
            DataFormat::Int16 => "int16",
            DataFormat::Uint16 => "uint16",
            DataFormat::Int32 => "int32",
            DataFormat::Uint32 => "uint32",
            DataFormat::F8E4M3 => "f8e4m3",
            DataFormat::F8E5M2 => "f8e5m2",
            DataFormat::E8M0 => "e8m0",
        }
    }

    /// Bytes per element.
    pub fn bytes(self) -> usize {
        match self {
            DataFormat::Int8
            | DataFormat::Uint8
            | DataFormat::F8E4M3
            | DataFormat::F8E5M2
            | DataFormat::E8M0 => 1,
            DataFormat::F16 | DataFormat::Bf16 | DataFormat::Int16 | DataFormat::Uint16 => 2,
            DataFormat::F32 | DataFormat::Int32 | DataFormat::Uint32 => 4,
        }
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            DataFormat::F32
                | DataFormat::F16
                | DataFormat::Bf16
                | DataFormat::F8E4M3
                | DataFormat::F8E5M2
                | DataFormat::E8M0
        )
    }

    fn is_signed(self) -> bool {
        matches!(
            self,
            DataFormat::Int8 | DataFormat::Int16 | DataFormat::Int32
        )
    }

    /// The smallest and largest value of an integer format.
    pub fn range(self) -> (i64, i64) {
        let bits = 8 * self.bytes() as u32;
        if self.is_signed() {
            (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1)
        } else {
            (0, (1i64 << bits) - 1)
        }
    }

    /// The value of an element, from its bits (the low `bytes()` bytes of
    /// `raw`). Exact.
    pub fn decode(self, raw: u32) -> f64 {
        match self {
            DataFormat::F32 => f64::from(f32::from_bits(raw)),
            DataFormat::F16 => decode_f16(raw as u16),
            DataFormat::Bf16 => f64::from(f32::from_bits((raw & 0xffff) << 16)),
            DataFormat::F8E4M3 => mx_format::decode_e4m3(raw as u8),
            DataFormat::F8E5M2 => mx_format::decode_e5m2(raw as u8),
            DataFormat::E8M0 => mx_format::decode_e8m0(raw as u8),
            _ => self.decode_int(raw) as f64,
        }
    }

    /// The value of an integer element (sign- or zero-extended).
    pub fn decode_int(self, raw: u32) -> i64 {
        match self {
            DataFormat::Int8 => i64::from(raw as u8 as i8),
            DataFormat::Int16 => i64::from(raw as u16 as i16),
            DataFormat::Int32 => i64::from(raw as i32),
            DataFormat::Uint8 => i64::from(raw as u8),
            DataFormat::Uint16 => i64::from(raw as u16),
            _ => i64::from(raw),
        }
    }

    /// The bits of the element nearest to `value` (see the module docs).
    pub fn encode(self, value: f64) -> u32 {
        match self {
            DataFormat::F32 => (value as f32).to_bits(),
            DataFormat::F16 => encode_binary_float(value, 5, 10),
            DataFormat::Bf16 => encode_binary_float(value, 8, 7),
            DataFormat::F8E4M3 => mx_format::encode_e4m3(value),
            DataFormat::F8E5M2 => encode_binary_float(value, 5, 2),
            DataFormat::E8M0 => mx_format::encode_e8m0(value),
            _ => {
                let (min, max) = self.range();
                let rounded = if value.is_nan() {
                    0
                } else {
                    value.round_ties_even().clamp(min as f64, max as f64) as i64
                };
                self.wrap(rounded)
            }
        }
    }

    /// The bits of an integer result, modulo 2^(element bits) (integer
    /// arithmetic wraps, as on the hardware's integer units).
    pub fn wrap(self, value: i64) -> u32 {
        let bits = 8 * self.bytes() as u32;
        (value as u64 & ((1u64 << bits) - 1)) as u32
    }
}

/// IEEE binary16, exactly.
fn decode_f16(bits: u16) -> f64 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let fraction = f64::from(bits & 0x3ff);
    sign * match exponent {
        0 => fraction * 2f64.powi(-24),
        31 if fraction == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1024.0 + fraction) * 2f64.powi(exponent - 25),
    }
}

/// Rounds `value` to nearest, ties to even, in the IEEE binary format with
/// `exponent_bits` and `fraction_bits` (fewer than f64's 52), and returns
/// its bits.
pub(super) fn encode_binary_float(value: f64, exponent_bits: u32, fraction_bits: u32) -> u32 {
    let bits = value.to_bits();
    let sign = ((bits >> 63) as u32) << (exponent_bits + fraction_bits);
    let exponent_all_ones = (1u64 << exponent_bits) - 1;
    let infinity = sign | ((exponent_all_ones as u32) << fraction_bits);
    if value.is_nan() {
        return infinity | (1 << (fraction_bits - 1));
    }
    if value.is_infinite() {
        return infinity;
    }
    let biased = ((bits >> 52) & 0x7ff) as i32;
    if biased == 0 {
        // Zero, or an f64 subnormal: far below half the smallest subnormal
        // of every narrower format.
        return sign;
    }
    let exponent = biased - 1023;
    let significand = (bits & ((1u64 << 52) - 1)) | (1u64 << 52);
    let bias = (1i32 << (exponent_bits - 1)) - 1;
    let min_normal_exponent = 1 - bias;
    // Below the normal range the format has fewer significant bits.
    let subnormal_shift = (min_normal_exponent - exponent).max(0) as u32;
    let shift = 52 - fraction_bits + subnormal_shift;
    if shift > 53 {
        return sign; // below half the smallest subnormal
    }
    let kept = significand >> shift;
    let dropped = significand & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    let rounded = kept + u64::from(dropped > half || (dropped == half && kept & 1 == 1));
    // `rounded` includes the hidden bit, so a carry out of the fraction
    // moves into the exponent field by itself.
    let encoded = if subnormal_shift > 0 {
        rounded
    } else {
        (((exponent + bias) as u64 - 1) << fraction_bits) + rounded
    };
    if encoded >= exponent_all_ones << fraction_bits {
        return infinity;
    }
    sign | encoded as u32
}
