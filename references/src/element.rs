//! Element types of buffers and rounding into them.
//!
//! A reference computes in f64 and rounds once into the output buffer's
//! type, so the rounding itself must be correct from f64: `half`'s own f64
//! conversions drop the low mantissa bits before rounding (a value just above
//! a tie would round as a tie), so f64 goes to f32 with round-to-odd first,
//! which keeps the sticky information that the final round-to-nearest-even
//! into bf16 or f16 needs (f32 has more than two extra bits over both).

use half::{bf16, f16};

use crate::ReferenceError;

/// A buffer's element type, as program files and kernels spell it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementType {
    BFloat16,
    Float16,
    Float32,
    Int8,
    Int16,
    Int32,
    Int64,
    UInt8,
    UInt16,
    UInt32,
    UInt64,
}

impl ElementType {
    /// Accepts the program-file spellings (`bfloat16`, `float16`, `float`,
    /// `int32`, ...) and the short ones (`bf16`, `f16`, `f32`, `i32`, `u8`, ...).
    pub fn parse(name: &str) -> Result<Self, ReferenceError> {
        Ok(match name {
            "bfloat16" | "bf16" => Self::BFloat16,
            "float16" | "f16" => Self::Float16,
            "float" | "float32" | "f32" => Self::Float32,
            "int8" | "i8" => Self::Int8,
            "int16" | "i16" => Self::Int16,
            "int32" | "i32" => Self::Int32,
            "int64" | "i64" => Self::Int64,
            "uint8" | "u8" => Self::UInt8,
            "uint16" | "u16" => Self::UInt16,
            "uint32" | "u32" => Self::UInt32,
            "uint64" | "u64" => Self::UInt64,
            _ => return Err(ReferenceError::UnknownElementType(name.to_owned())),
        })
    }

    /// The value a buffer of this type holds for `x`: round to nearest even
    /// for the float types; for the integer types round to nearest (ties to
    /// even) and saturate, NaN becoming 0. The result is an f32, the
    /// interchange type of the .npy files, so integers beyond 2^24 are the
    /// nearest f32.
    pub fn round(self, x: f64) -> f32 {
        match self {
            Self::BFloat16 => bf16::from_f32(f64_to_f32_round_to_odd(x)).to_f32(),
            Self::Float16 => f16::from_f32(f64_to_f32_round_to_odd(x)).to_f32(),
            Self::Float32 => x as f32,
            Self::Int8 => saturate(x, i8::MIN.into(), i8::MAX.into()),
            Self::Int16 => saturate(x, i16::MIN.into(), i16::MAX.into()),
            Self::Int32 => saturate(x, i32::MIN.into(), i32::MAX.into()),
            Self::Int64 => saturate(x, i64::MIN as f64, i64::MAX as f64),
            Self::UInt8 => saturate(x, 0.0, u8::MAX.into()),
            Self::UInt16 => saturate(x, 0.0, u16::MAX.into()),
            Self::UInt32 => saturate(x, 0.0, u32::MAX.into()),
            Self::UInt64 => saturate(x, 0.0, u64::MAX as f64),
        }
    }
}

/// `x` rounded into a buffer of `element_type` (see [`ElementType::round`]).
pub fn round_to(element_type: &str, x: f32) -> Result<f32, ReferenceError> {
    Ok(ElementType::parse(element_type)?.round(x.into()))
}

fn saturate(x: f64, min: f64, max: f64) -> f32 {
    if x.is_nan() {
        return 0.0;
    }
    x.round_ties_even().clamp(min, max) as f32
}

/// The f32 nearest to `x` toward zero, with its last bit set when inexact:
/// a later rounding to a type at least two bits narrower then rounds as if
/// from `x` itself.
fn f64_to_f32_round_to_odd(x: f64) -> f32 {
    let nearest = x as f32;
    if !x.is_finite() || f64::from(nearest) == x {
        return nearest;
    }
    // Stepping the magnitude down by one unit in the last place gives the
    // truncation when `as` rounded away from zero (an infinity becomes MAX).
    let toward_zero = if f64::from(nearest).abs() > x.abs() {
        f32::from_bits(nearest.to_bits() - 1)
    } else {
        nearest
    };
    f32::from_bits(toward_zero.to_bits() | 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_ties_round_to_even() {
        // bf16 keeps 8 significant bits: between 1.0 and 1.0078125 the
        // midpoint 1.00390625 goes to the even 1.0, the next midpoint
        // 1.01171875 (between 1.0078125 and 1.015625) to the even 1.015625.
        let bf = ElementType::BFloat16;
        assert_eq!(bf.round(1.003_906_25), 1.0);
        assert_eq!(bf.round(1.011_718_75), 1.015_625);
        assert_eq!(bf.round(-1.003_906_25), -1.0);
    }

    #[test]
    fn bf16_just_above_a_tie_rounds_up_from_f64() {
        // The tie 1 + 2^-8 plus 2^-40: the extra bit lies beyond f32's
        // mantissa, so rounding through a plain f32 would see a tie and go
        // down to 1.0.
        let above_tie = 1.0 + 2f64.powi(-8) + 2f64.powi(-40);
        assert_eq!(ElementType::BFloat16.round(above_tie), 1.0 + 2f32.powi(-7));
        let below_tie = 1.0 + 2f64.powi(-8) - 2f64.powi(-40);
        assert_eq!(ElementType::BFloat16.round(below_tie), 1.0);
    }

    #[test]
    fn f16_ties_round_to_even_and_overflow_to_infinity() {
        let half = ElementType::Float16;
        // f16 keeps 11 significant bits: 1 + 2^-11 is the midpoint above 1.
        assert_eq!(half.round(1.0 + 2f64.powi(-11)), 1.0);
        assert_eq!(half.round(1.0 + 3.0 * 2f64.powi(-11)), 1.0 + 2f32.powi(-9));
        assert_eq!(half.round(65520.0), f32::INFINITY);
        assert_eq!(half.round(65519.0), 65504.0);
    }

    #[test]
    fn large_values_round_to_bf16_infinity_and_max() {
        assert_eq!(ElementType::BFloat16.round(1e300), f32::INFINITY);
        assert_eq!(ElementType::BFloat16.round(-1e300), f32::NEG_INFINITY);
        let bf16_max = bf16::MAX.to_f32();
        assert_eq!(ElementType::BFloat16.round(bf16_max.into()), bf16_max);
    }

    #[test]
    fn integers_round_half_even_and_saturate() {
        assert_eq!(round_to("int32", 2.5).unwrap(), 2.0);
        assert_eq!(round_to("int32", 3.5).unwrap(), 4.0);
        assert_eq!(round_to("int32", -2.5).unwrap(), -2.0);
        assert_eq!(round_to("int8", 300.0).unwrap(), 127.0);
        assert_eq!(round_to("uint8", -3.0).unwrap(), 0.0);
        assert_eq!(round_to("int32", f32::NAN).unwrap(), 0.0);
        assert_eq!(round_to("int32", 1e20).unwrap(), i32::MAX as f32);
    }

    #[test]
    fn exact_values_are_kept_and_nan_stays_nan() {
        for name in ["bf16", "bfloat16", "f16", "float16", "f32", "float"] {
            assert_eq!(round_to(name, 0.5).unwrap(), 0.5);
            assert_eq!(round_to(name, -0.0).unwrap().to_bits(), (-0.0f32).to_bits());
            assert!(round_to(name, f32::NAN).unwrap().is_nan());
        }
    }

    #[test]
    fn unknown_type_is_an_error() {
        assert!(matches!(
            round_to("float128", 1.0),
            Err(ReferenceError::UnknownElementType(_))
        ));
    }
}
