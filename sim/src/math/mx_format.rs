//! The OCP MX element types of A5 (pto-isa's float8_e4m3_t, float8_e5m2_t
//! and float8_e8m0_t): their bits to and from exact values.
//! - E4M3: sign, 4 exponent bits (bias 7), 3 fraction bits; no
//!   infinities, S.1111.111 is NaN, so the largest finite value is 448.
//! - E5M2: IEEE-like (bias 15, infinities, NaNs).
//! - E8M0: an exponent alone, 2^(e - 127); 0xFF is NaN.
//!
//! Encoding rounds to nearest, ties to even. E4M3 has no infinity: a value
//! past 448 after rounding (or an infinity) gives NaN, the OCP
//! specification's non-saturating conversion. E8M0 takes the nearest power
//! of two (a tie, 1.5·2^e, goes up), saturated to 2^-127..2^127; zero, a
//! negative value, an infinity or NaN gives NaN (0xFF).

/// The unbiased exponent of a positive normal f64.
fn exponent_of(value: f64) -> i32 {
    ((value.to_bits() >> 52) & 0x7ff) as i32 - 1023
}

pub(super) fn decode_e4m3(bits: u8) -> f64 {
    let sign = if bits & 0x80 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 3) & 0xf);
    let fraction = f64::from(bits & 0x7);
    sign * match exponent {
        15 if fraction == 7.0 => f64::NAN,
        0 => fraction * 2f64.powi(-9),
        _ => (8.0 + fraction) * 2f64.powi(exponent - 10),
    }
}

pub(super) fn decode_e5m2(bits: u8) -> f64 {
    let sign = if bits & 0x80 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 2) & 0x1f);
    let fraction = f64::from(bits & 0x3);
    sign * match exponent {
        31 if fraction == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        0 => fraction * 2f64.powi(-16),
        _ => (4.0 + fraction) * 2f64.powi(exponent - 17),
    }
}

pub(super) fn decode_e8m0(bits: u8) -> f64 {
    match bits {
        0xff => f64::NAN,
        e => 2f64.powi(i32::from(e) - 127),
    }
}

pub(super) fn encode_e4m3(value: f64) -> u32 {
    let sign = if value.is_sign_negative() { 0x80 } else { 0 };
    let magnitude = value.abs();
    if magnitude.is_nan() || magnitude.is_infinite() {
        return sign | 0x7f;
    }
    // Far below half the smallest subnormal (2^-10), or an f64 subnormal.
    if magnitude < 2f64.powi(-11) {
        return sign;
    }
    // The spacing of E4M3 values near `magnitude`: 2^-9 below the normal
    // range (2^-6), else 2^(e - 3). Scaling by a power of two is exact.
    let spacing = 2f64.powi(exponent_of(magnitude).max(-6) - 3);
    let rounded = (magnitude / spacing).round_ties_even() * spacing;
    if rounded > 448.0 {
        return sign | 0x7f;
    }
    if rounded == 0.0 {
        return sign;
    }
    // Subnormal fractions count 2^-9 steps; 8 of them is the smallest
    // normal, whose bits (exponent 1, fraction 0) are 8 as well.
    let bits = if rounded < 2f64.powi(-6) {
        (rounded / 2f64.powi(-9)) as u32
    } else {
        let e = exponent_of(rounded);
        (((e + 7) as u32) << 3) | ((rounded / 2f64.powi(e - 3)) as u32 - 8)
    };
    sign | bits
}

pub(super) fn encode_e8m0(value: f64) -> u32 {
    if value.is_nan() || value.is_infinite() || value <= 0.0 {
        return 0xff;
    }
    let e = exponent_of(value);
    let up = value >= 1.5 * 2f64.powi(e);
    ((e + i32::from(up)).clamp(-127, 127) + 127) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn e4m3_round_trips_every_finite_pattern_and_has_no_infinity() {
        for bits in 0..=255u8 {
            let value = decode_e4m3(bits);
            if value.is_nan() {
                assert_eq!(bits & 0x7f, 0x7f, "{bits:#x}");
            } else {
                assert_eq!(encode_e4m3(value), u32::from(bits), "{bits:#x} = {value}");
            }
        }
        assert_eq!(decode_e4m3(0x7e), 448.0);
        assert_eq!(decode_e4m3(0x01), 2f64.powi(-9));
        assert_eq!(decode_e4m3(0x38), 1.0);
        // 464 is halfway between 448 (fraction 110) and 480, which E4M3
        // lacks: to even, 448; 480 overflows to NaN.
        assert_eq!(encode_e4m3(464.0), 0x7e);
        assert_eq!(encode_e4m3(480.0), 0x7f);
        assert_eq!(encode_e4m3(f64::NEG_INFINITY), 0xff);
        // 1 + 1/16 is halfway between 1 and 1.125: to even (1).
        assert_eq!(encode_e4m3(1.0625), 0x38);
    }

    #[test]
    fn e8m0_is_a_power_of_two_with_one_nan() {
        assert_eq!(decode_e8m0(127), 1.0);
        assert_eq!(decode_e8m0(0), 2f64.powi(-127));
        assert_eq!(decode_e8m0(254), 2f64.powi(127));
        assert!(decode_e8m0(0xff).is_nan());
        for e in 0..255u8 {
            assert_eq!(encode_e8m0(decode_e8m0(e)), u32::from(e));
        }
        assert_eq!(encode_e8m0(3.0), 129);
        assert_eq!(encode_e8m0(2.9), 128);
        assert_eq!(encode_e8m0(0.0), 0xff);
    }
}
