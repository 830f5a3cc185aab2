//! The elementwise unary (SFPU) functions of the math object: UnaryFn of
//! `dialects/src/tile/tile.toml`, its index order, and each function's
//! definition (spec section 3.6.2.8, and the extensions after `tanh`).
//!
//! Each function takes the slot's f32 value, is evaluated in f64 (std's
//! functions, which call the platform's libm, or [`super::special`]) and is
//! rounded to f32 once. A parameter is the f32 bit pattern of the scalar
//! (as Tanto kernels pass it: `leaky_relu(slot, 0x3c23d70a)`), except for
//! `power`, whose parameter the spec defines as a natural-number exponent:
//! the word is that integer.
//!
//! Where the spec writes a definition, it is followed literally, including
//! at the edges: `heaviside(x) = x < 0 ? 0 : x > 0 ? 1 : param` (so NaN
//! gives `param`), `sign(x) = x < 0 ? -1 : x > 0 ? 1 : 0` (NaN and -0 give 0),
//! `elu(x) = x <= 0 ? slope * (exp(x) - 1) : x` (via `exp_m1`),
//! `leaky_relu(x) = x <= 0 ? slope * x : x`, `relu(x) = x < 0 ? 0 : x`,
//! `relu_max(x) = x > t ? t : x < 0 ? 0 : x`, `relu_min(x) = x < t ? 0 : x`,
//! `gelu(x) = 0.5 x (1 + tanh(sqrt(2/π) (x + 0.044715 x³)))` (the tanh
//! form, not the erf one; evaluated as x / (1 + exp(-2u)), the same
//! function without cancellation), `log_with_base(x) = ln(x) / ln(base)` with the
//! base as the parameter, `sigmoid(x) = 1 / (1 + exp(-x))`, `silu(x) = x ·
//! sigmoid(x)` (tt-metal's `silu_tile`, SiLU or swish). The predicates
//! (`eqz` ... `ltz`, `nez`, `is*`, `logical_not` = `eqz`, `signbit` = the
//! sign bit, so 1 for -0) give 1 or 0 by IEEE comparison: NaN compares
//! false, so only `nez` is 1 for NaN. `erfinv` is ±∞ at ±1 and NaN beyond;
//! `i0` is the modified Bessel function of the first kind, order 0.
//! `cast_bf16_u16` makes the value a uint16 integer (round to nearest even,
//! saturate to 0..65535, NaN to 0); `cast_u16_bf16` rounds the value to
//! bf16 precision (nearest even). Slots hold values, not bit patterns, so
//! the pair is a rounding, not a reinterpretation.
//!
//! # Accuracy
//!
//! Error of the f32 result against the exact value of the f32 function
//! (in f32 ulps). 0.5 ulp is correct rounding; "+ε" is a double-rounding
//! margin from the f64 intermediate, hit only when the exact value lies
//! within ε of a halfway point between two f32 values.
//!
//! | functions | evaluated as | error |
//! |---|---|---|
//! | abs, square, the predicates, sign, signbit, relu, relu_max, relu_min, heaviside, ceil, floor, casts, max | exact in f64 | 0.5 ulp (correctly rounded; most are exact) |
//! | add/sub/mul/div/rsub_scalar, leaky_relu, recip, sqrt | one IEEE f64 operation on f32 operands | 0.5 ulp (f64 has more than 2·24+2 bits, so the double rounding is innocuous) |
//! | rsqrt | 1 / sqrt in f64 | 0.5 ulp + 2^-28 |
//! | exp, exp2, expm1, log, sin, cos, tan, asin, acos, atan, tanh | std f64 (the platform libm, within 2 f64 ulps) | 0.5 ulp + 2^-27 |
//! | elu, gelu, sigmoid, silu, log_with_base, power | a few f64 libm operations, none cancelling | 0.5 ulp + 2^-25 |
//! | erf, erfc (outside [0.5, 2)), erfinv, i0 | [`super::special`], ≤ 1.2e-14 relative (against mpmath at 40 digits, over the f32 range) | 0.5 ulp + 2^-22 |
//! | erfc on [0.5, 2) | 1 − erf (loses up to 8 bits), ≤ 1.7e-13 relative | 0.5 ulp + 2^-18 |
//!
//! The unit tests check functions at a few points (edges included) against
//! values from a reference table or a direct f64 formula, within these
//! bounds; test/Programs/math_functions runs every function in a kernel
//! against a reference written from its definition (numpy, Python's math).

use super::{format::DataFormat, special};
use std::f64::consts::PI;

/// The UnaryFn enum of the tile dialect, in its index order: generated from
/// tile.toml (by tanto-manifest's build script), so a new function fails
/// this crate's build until [`apply`] defines it.
pub use tanto_manifest::abi::math::tile_enums::UnaryFn;

/// The function at `x`; `param` is the call's parameter word. `max`
/// combines two slots, so here it is the identity (the caller does it).
pub fn apply(function: UnaryFn, x: f32, param: u32) -> f32 {
    use UnaryFn::*;
    let v = f64::from(x);
    let p = f64::from(f32::from_bits(param));
    let indicator = |condition: bool| if condition { 1.0 } else { 0.0 };
    let result = match function {
        Abs => v.abs(),
        Acos => v.acos(),
        AddScalar => v + p,
        Asin => v.asin(),
        Atan => v.atan(),
        Cos => v.cos(),
        DivScalar => v / p,
        Elu if v <= 0.0 => p * v.exp_m1(),
        Elu => v,
        Eqz | LogicalNot => indicator(v == 0.0),
        Erf => special::erf(v),
        Erfc => special::erfc(v),
        Erfinv => special::erfinv(v),
        Exp => v.exp(),
        Exp2 => v.exp2(),
        Expm1 => v.exp_m1(),
        // 0.5 (1 + tanh u) = 1 / (1 + exp(-2u)), which does not cancel
        // for negative x.
        Gelu => v / (1.0 + (-2.0 * (2.0 / PI).sqrt() * (v + 0.044715 * v * v * v)).exp()),
        Gez => indicator(v >= 0.0),
        Gtz => indicator(v > 0.0),
        Heaviside if v < 0.0 => 0.0,
        Heaviside if v > 0.0 => 1.0,
        Heaviside => p,
        I0 => special::i0(v),
        Isfinite => indicator(v.is_finite()),
        Isinf => indicator(v.is_infinite()),
        Isnan => indicator(v.is_nan()),
        Isneginf => indicator(v == f64::NEG_INFINITY),
        Isposinf => indicator(v == f64::INFINITY),
        LeakyRelu if v <= 0.0 => p * v,
        LeakyRelu => v,
        Lez => indicator(v <= 0.0),
        Log => v.ln(),
        LogWithBase => v.ln() / p.ln(),
        Ltz => indicator(v < 0.0),
        Max => v,
        MulScalar => v * p,
        Nez => indicator(v != 0.0),
        Power => v.powf(f64::from(param)),
        Recip => 1.0 / v,
        Relu if v < 0.0 => 0.0,
        Relu => v,
        ReluMax if v > p => p,
        ReluMax if v < 0.0 => 0.0,
        ReluMax => v,
        ReluMin if v < p => 0.0,
        ReluMin => v,
        Rsqrt => 1.0 / v.sqrt(),
        RsubScalar => p - v,
        Sigmoid => 1.0 / (1.0 + (-v).exp()),
        Sign if v < 0.0 => -1.0,
        Sign if v > 0.0 => 1.0,
        Sign => 0.0,
        Signbit => indicator(x.is_sign_negative()),
        Sin => v.sin(),
        Sqrt => v.sqrt(),
        Square => v * v,
        SubScalar => v - p,
        Tan => v.tan(),
        Tanh => v.tanh(),
        Ceil => v.ceil(),
        Floor => v.floor(),
        CastBf16U16 if v.is_nan() => 0.0,
        CastBf16U16 => v.round_ties_even().clamp(0.0, 65535.0),
        CastU16Bf16 => DataFormat::Bf16.decode(DataFormat::Bf16.encode(v)),
        Silu => v / (1.0 + (-v).exp()),
    };
    result as f32
}
