//! The soft-float routines of the RISC-V ILP32 ABI (the libgcc and
//! compiler-rt names) that LLVM calls for float arithmetic on RV32IM, which
//! has no F extension. The runtime provides them as it provides `memcpy`:
//! each is one call, computed with the host's IEEE 754 binary32 operations
//! (round to nearest even) and the `half` crate's conversions.

/// The routines, by symbol: binary32 arithmetic, the comparisons, the
/// conversions to and from 32-bit integers, and to and from f16 and bf16;
/// and the C library's float functions that CSL's `<math>` calls (`sqrtf`,
/// `expf`, ...), computed by the `libm` crate (musl's routines: at most an
/// ulp or so from the exact value, and the same on every host).
pub const ROUTINES: &[&str] = &[
    "__addsf3",
    "__subsf3",
    "__mulsf3",
    "__divsf3",
    "__negsf2",
    "__eqsf2",
    "__nesf2",
    "__ltsf2",
    "__lesf2",
    "__gtsf2",
    "__gesf2",
    "__unordsf2",
    "__fixsfsi",
    "__fixunssfsi",
    "__floatsisf",
    "__floatunsisf",
    "__extendhfsf2",
    "__truncsfhf2",
    "__truncsfbf2",
    "sqrtf",
    "expf",
    "logf",
    "sinf",
    "cosf",
    "tanhf",
    "powf",
    "floorf",
    "ceilf",
    "fabsf",
    "fmaxf",
    "fminf",
];

/// The result word of routine `name` for argument words `args` (a0, a1),
/// or None when `name` is not one of [`ROUTINES`].
pub fn call(name: &str, args: [u32; 2]) -> Option<u32> {
    let (a, b) = (f32::from_bits(args[0]), f32::from_bits(args[1]));
    let bits = |v: f32| v.to_bits();
    // libgcc's comparison results: the sign (or zero) tells the relation,
    // and an unordered pair gives the value that makes the test false.
    let order = |unordered: i32| -> u32 {
        let r = match a.partial_cmp(&b) {
            Some(std::cmp::Ordering::Less) => -1,
            Some(std::cmp::Ordering::Equal) => 0,
            Some(std::cmp::Ordering::Greater) => 1,
            None => unordered,
        };
        r as u32
    };
    Some(match name {
        "__addsf3" => bits(a + b),
        "__subsf3" => bits(a - b),
        "__mulsf3" => bits(a * b),
        "__divsf3" => bits(a / b),
        "__negsf2" => bits(-a),
        "__eqsf2" | "__nesf2" | "__ltsf2" | "__lesf2" => order(1),
        "__gtsf2" | "__gesf2" => order(-1),
        "__unordsf2" => u32::from(a.is_nan() || b.is_nan()),
        // Out of range the C conversion is undefined; Rust's saturates.
        "__fixsfsi" => a as i32 as u32,
        "__fixunssfsi" => a as u32,
        "__floatsisf" => bits(args[0] as i32 as f32),
        "__floatunsisf" => bits(args[0] as f32),
        "__extendhfsf2" => bits(half::f16::from_bits(args[0] as u16).to_f32()),
        "__truncsfhf2" => u32::from(half::f16::from_f32(a).to_bits()),
        "__truncsfbf2" => u32::from(half::bf16::from_f32(a).to_bits()),
        // IEEE's square root, correctly rounded (<math>'s sqrt_f32).
        "sqrtf" => bits(a.sqrt()),
        "expf" => bits(libm::expf(a)),
        "logf" => bits(libm::logf(a)),
        "sinf" => bits(libm::sinf(a)),
        "cosf" => bits(libm::cosf(a)),
        "tanhf" => bits(libm::tanhf(a)),
        "powf" => bits(libm::powf(a, b)),
        "floorf" => bits(libm::floorf(a)),
        "ceilf" => bits(libm::ceilf(a)),
        "fabsf" => bits(libm::fabsf(a)),
        "fmaxf" => bits(libm::fmaxf(a, b)),
        "fminf" => bits(libm::fminf(a, b)),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: f32) -> u32 {
        v.to_bits()
    }

    #[test]
    fn sqrtf_is_the_correctly_rounded_root() {
        assert_eq!(
            call("sqrtf", [f(2.0), 0]),
            Some(f(std::f32::consts::SQRT_2))
        );
        assert_eq!(call("sqrtf", [f(0.25), 0]), Some(f(0.5)));
        assert!(call("sqrtf", [f(-1.0), 0]).is_some_and(|v| f32::from_bits(v).is_nan()));
    }

    #[test]
    fn arithmetic_rounds_as_binary32() {
        assert_eq!(call("__addsf3", [f(0.1), f(0.2)]), Some(f(0.3_f32 + 0.0)));
        assert_eq!(call("__mulsf3", [f(3.0), f(-0.5)]), Some(f(-1.5)));
        assert_eq!(call("__divsf3", [f(1.0), f(3.0)]), Some(f(1.0 / 3.0)));
        assert_eq!(call("__subsf3", [f(1.0), f(1.0)]), Some(0));
    }

    #[test]
    fn comparisons_follow_libgcc() {
        let nan = f(f32::NAN);
        assert_eq!(
            call("__ltsf2", [f(1.0), f(2.0)]).map(|r| r as i32),
            Some(-1)
        );
        assert_eq!(call("__eqsf2", [f(2.0), f(2.0)]), Some(0));
        // An unordered pair fails every ordered test.
        assert!(call("__ltsf2", [nan, f(1.0)]).is_some_and(|r| r as i32 >= 0));
        assert!(call("__gesf2", [nan, f(1.0)]).is_some_and(|r| (r as i32) < 0));
        assert!(call("__eqsf2", [nan, nan]).is_some_and(|r| r != 0));
        assert_eq!(call("__unordsf2", [nan, f(0.0)]), Some(1));
    }

    #[test]
    fn math_routines_are_within_an_ulp() {
        let value = |name, a: f32, b: f32| call(name, [f(a), f(b)]).map(f32::from_bits);
        let near = |got: Option<f32>, want: f64| {
            got.is_some_and(|g| {
                ((f64::from(g) - want) / want).abs() < 2.0 * f64::from(f32::EPSILON)
            })
        };
        assert!(near(value("expf", 1.5, 0.0), 1.5f64.exp()));
        assert!(near(value("logf", 10.0, 0.0), 10f64.ln()));
        assert!(near(value("sinf", 1.0, 0.0), 1f64.sin()));
        assert!(near(value("cosf", 1.0, 0.0), 1f64.cos()));
        assert!(near(value("tanhf", 0.5, 0.0), 0.5f64.tanh()));
        assert!(near(value("powf", 2.0, 0.5), 2f64.sqrt()));
        assert_eq!(value("floorf", -1.5, 0.0), Some(-2.0));
        assert_eq!(value("ceilf", -1.5, 0.0), Some(-1.0));
        assert_eq!(value("fabsf", -3.0, 0.0), Some(3.0));
        assert_eq!(value("fmaxf", f32::NAN, 2.0), Some(2.0));
        assert_eq!(value("fminf", 1.0, 2.0), Some(1.0));
    }

    #[test]
    fn square_root_is_ieee() {
        assert_eq!(call("sqrtf", [f(42.0), 0]), Some(0x40cf_623a));
        assert_eq!(call("sqrtf", [f(-0.0), 0]), Some(f(-0.0)));
        assert!(call("sqrtf", [f(-1.0), 0]).is_some_and(|r| f32::from_bits(r).is_nan()));
    }

    #[test]
    fn conversions() {
        assert_eq!(call("__fixsfsi", [f(-2.75), 0]), Some((-2i32) as u32));
        assert_eq!(call("__floatsisf", [(-7i32) as u32, 0]), Some(f(-7.0)));
        assert_eq!(call("__floatunsisf", [u32::MAX, 0]), Some(f(4294967296.0)));
        // 1 + 2^-11 is halfway between two halves: to even, 1.0.
        assert_eq!(
            call("__truncsfhf2", [f(1.0 + 1.0 / 2048.0), 0]),
            Some(0x3c00)
        );
        assert_eq!(call("__extendhfsf2", [0xc000, 0]), Some(f(-2.0)));
        assert_eq!(call("__truncsfbf2", [f(1.0), 0]), Some(0x3f80));
        assert_eq!(call("__sinf", [0, 0]), None);
    }
}
