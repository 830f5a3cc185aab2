//! UnaryFns at a few points, their edges included (every one runs in a
//! kernel in test/Programs/math_functions). Expected values are
//! hand-worked, the f64 formula of the function rounded to f32, or
//! reference constants (the special functions, from mpmath at 30 digits,
//! for the f32 input).

use super::abi::{enum_values, index_of};
use super::*;
use std::collections::BTreeSet;
use std::f64::consts::{E, PI};

/// `name` applied to `inputs` (slot 0 of an f32 math object) with `param`.
fn apply(name: &str, param: u32, inputs: &[f32]) -> Vec<f32> {
    let mut bench = Bench::new();
    bench.run("math_acquire", &[F32]);
    let mut values = vec![0.0; 1024];
    values[..inputs.len()].copy_from_slice(inputs);
    bench.load_slot(0, &values);
    bench.run("tile_unary", &[0, param, index_of("UnaryFn", name)]);
    bench.slot(0)[..inputs.len()].to_vec()
}

/// One function's test points: (input, expected) and the ulps allowed.
struct Case {
    name: &'static str,
    param: u32,
    points: Vec<(f32, f64)>,
    ulps: u32,
}

fn case(name: &'static str, param: u32, ulps: u32, points: &[(f32, f64)]) -> Case {
    Case {
        name,
        param,
        points: points.to_vec(),
        ulps,
    }
}

/// The f64 formula at the f32 input, as the expected value.
fn at(x: f32, f: fn(f64) -> f64) -> (f32, f64) {
    (x, f(f64::from(x)))
}

fn bits(x: f32) -> u32 {
    x.to_bits()
}

fn cases() -> Vec<Case> {
    let (inf, nan) = (f32::INFINITY, f32::NAN);
    let (f64_inf, f64_nan) = (f64::INFINITY, f64::NAN);
    let spec_gelu =
        |x: f64| 0.5 * x * (1.0 + ((2.0 / PI).sqrt() * (x + 0.044715 * x * x * x)).tanh());
    vec![
        case("abs", 0, 0, &[(-2.5, 2.5), (3.0, 3.0), (-0.0, 0.0)]),
        case(
            "acos",
            0,
            1,
            &[(0.5, PI / 3.0), (-1.0, PI), at(0.3, f64::acos)],
        ),
        case("add_scalar", bits(1.5), 0, &[(1.0, 2.5), (-1.5, 0.0)]),
        case("asin", 0, 1, &[(1.0, PI / 2.0), at(0.25, f64::asin)]),
        case("atan", 0, 1, &[(1.0, PI / 4.0), at(-3.0, f64::atan)]),
        case(
            "cos",
            0,
            1,
            &[(0.0, 1.0), at(1.0, f64::cos), at(-2.5, f64::cos)],
        ),
        case("div_scalar", bits(4.0), 0, &[(10.0, 2.5), (-1.0, -0.25)]),
        case(
            "elu",
            bits(0.5),
            1,
            &[(-1.0, -0.316_060_279_414_278_84), (2.0, 2.0), (0.0, 0.0)],
        ),
        case(
            "eqz",
            0,
            0,
            &[(0.0, 1.0), (-0.0, 1.0), (1e-30, 0.0), (nan, 0.0)],
        ),
        case(
            "erf",
            0,
            1,
            &[
                (0.5, 0.520_499_877_813_046_5),
                (1.0, 0.842_700_792_949_714_9),
                (-2.0, -0.995_322_265_018_952_7),
                (3.0, 0.999_977_909_503_001_4),
                (0.0, 0.0),
            ],
        ),
        case(
            "erfc",
            0,
            1,
            &[
                (1.0, 0.157_299_207_050_285_13),
                (2.0, 0.004_677_734_981_047_266),
                (3.0, 2.209_049_699_858_544e-5),
                (-1.0, 1.842_700_792_949_715),
                (0.25, 0.723_673_609_831_763_1),
                (9.0, 4.137_031_746_513_81e-37),
            ],
        ),
        case(
            "erfinv",
            0,
            1,
            &[
                (0.5, 0.476_936_276_204_469_9),
                (0.9, 1.163_087_071_945_772_2),
                (-0.25, -0.225_312_055_012_178_1),
                (0.999, 2.326_756_326_796_154_8),
                (1.0, f64_inf),
                (-1.0, -f64_inf),
                (1.5, f64_nan),
                (0.0, 0.0),
            ],
        ),
        case("exp", 0, 1, &[(1.0, E), (0.0, 1.0), at(-2.0, f64::exp)]),
        case("exp2", 0, 1, &[(3.0, 8.0), (0.5, 2f64.sqrt()), (-1.0, 0.5)]),
        case(
            "expm1",
            0,
            1,
            &[(1e-5, 1.000_005_000_016_666_7e-5), at(1.0, f64::exp_m1)],
        ),
        case(
            "gelu",
            0,
            1,
            &[
                (1.0, 0.841_191_990_608_276_8),
                (-1.0, -0.158_808_009_391_723_24),
                (0.0, 0.0),
                (-3.0, spec_gelu(-3.0)),
                (4.0, spec_gelu(4.0)),
            ],
        ),
        case("gez", 0, 0, &[(0.0, 1.0), (-1.0, 0.0), (2.0, 1.0)]),
        case("gtz", 0, 0, &[(0.0, 0.0), (2.0, 1.0), (-2.0, 0.0)]),
        case(
            "heaviside",
            bits(0.5),
            0,
            &[(-3.0, 0.0), (0.0, 0.5), (4.0, 1.0)],
        ),
        case(
            "i0",
            0,
            1,
            &[
                (0.0, 1.0),
                (1.0, 1.266_065_877_752_008_4),
                (-2.0, 2.279_585_302_336_067_3),
                (10.0, 2_815.716_628_466_254_5),
                (50.0, 2.932_553_783_849_336_3e20),
                (100.0, f64_inf),
            ],
        ),
        case("isfinite", 0, 0, &[(1.0, 1.0), (inf, 0.0), (nan, 0.0)]),
        case(
            "isinf",
            0,
            0,
            &[(inf, 1.0), (-inf, 1.0), (1.0, 0.0), (nan, 0.0)],
        ),
        case("isnan", 0, 0, &[(nan, 1.0), (1.0, 0.0), (inf, 0.0)]),
        case("isneginf", 0, 0, &[(-inf, 1.0), (inf, 0.0), (-1.0, 0.0)]),
        case("isposinf", 0, 0, &[(inf, 1.0), (-inf, 0.0), (1.0, 0.0)]),
        // 0x3c23d70a is 0.01f32, as the frontend's corpus passes it.
        case(
            "leaky_relu",
            0x3c23_d70a,
            0,
            &[(-2.0, -2.0 * f64::from(0.01f32)), (3.0, 3.0), (0.0, 0.0)],
        ),
        case("lez", 0, 0, &[(0.0, 1.0), (1.0, 0.0), (-1.0, 1.0)]),
        case(
            "log",
            0,
            1,
            &[
                (1.0, 0.0),
                (0.0, -f64_inf),
                (-1.0, f64_nan),
                at(10.0, f64::ln),
            ],
        ),
        case(
            "log_with_base",
            bits(2.0),
            1,
            &[(8.0, 3.0), (0.25, -2.0), at(10.0, f64::log2)],
        ),
        case("logical_not", 0, 0, &[(0.0, 1.0), (3.0, 0.0), (-0.5, 0.0)]),
        case("ltz", 0, 0, &[(-1.0, 1.0), (0.0, 0.0), (-0.0, 0.0)]),
        case("mul_scalar", bits(-3.0), 0, &[(2.0, -6.0), (0.5, -1.5)]),
        case("nez", 0, 0, &[(0.0, 0.0), (2.0, 1.0), (nan, 1.0)]),
        // The exponent is a natural number, not float bits.
        case("power", 3, 0, &[(2.0, 8.0), (-1.5, -3.375), (0.0, 0.0)]),
        case(
            "recip",
            0,
            0,
            &[(4.0, 0.25), (0.0, f64_inf), (3.0, 1.0 / 3.0)],
        ),
        case("relu", 0, 0, &[(-1.0, 0.0), (2.0, 2.0)]),
        case(
            "relu_max",
            bits(6.0),
            0,
            &[(7.0, 6.0), (-1.0, 0.0), (3.0, 3.0)],
        ),
        case(
            "relu_min",
            bits(1.0),
            0,
            &[(0.5, 0.0), (2.0, 2.0), (-3.0, 0.0)],
        ),
        case(
            "rsqrt",
            0,
            0,
            &[(4.0, 0.5), (2.0, 1.0 / 2f64.sqrt()), (0.0, f64_inf)],
        ),
        case("rsub_scalar", bits(10.0), 0, &[(3.0, 7.0), (-1.0, 11.0)]),
        case(
            "sigmoid",
            0,
            1,
            &[
                (0.0, 0.5),
                (2.0, 1.0 / (1.0 + (-2f64).exp())),
                (-20.0, 1.0 / (1.0 + 20f64.exp())),
            ],
        ),
        case(
            "sign",
            0,
            0,
            &[(-3.0, -1.0), (0.0, 0.0), (5.0, 1.0), (nan, 0.0)],
        ),
        case(
            "signbit",
            0,
            0,
            &[(-0.0, 1.0), (0.0, 0.0), (-2.0, 1.0), (2.0, 0.0)],
        ),
        case(
            "sin",
            0,
            1,
            &[(0.0, 0.0), at(0.5, f64::sin), at(-4.0, f64::sin)],
        ),
        case(
            "sqrt",
            0,
            0,
            &[(9.0, 3.0), (2.0, 2f64.sqrt()), (-1.0, f64_nan)],
        ),
        case("square", 0, 0, &[(-3.0, 9.0), (0.5, 0.25)]),
        case("sub_scalar", bits(0.5), 0, &[(1.0, 0.5), (-1.0, -1.5)]),
        case(
            "tan",
            0,
            1,
            &[(0.0, 0.0), at(0.5, f64::tan), at(1.5, f64::tan)],
        ),
        case("tanh", 0, 1, &[(0.0, 0.0), at(0.5, f64::tanh), (20.0, 1.0)]),
        case("ceil", 0, 0, &[(1.2, 2.0), (-1.2, -1.0), (3.0, 3.0)]),
        case("floor", 0, 0, &[(1.7, 1.0), (-1.2, -2.0), (3.0, 3.0)]),
        case(
            "cast_bf16_u16",
            0,
            0,
            &[
                (2.5, 2.0),
                (3.5, 4.0),
                (-5.0, 0.0),
                (70000.0, 65535.0),
                (nan, 0.0),
                (300.0, 300.0),
            ],
        ),
        // 257 and 259 are halfway between bf16 neighbours: to the even one.
        case(
            "cast_u16_bf16",
            0,
            0,
            &[(257.0, 256.0), (259.0, 260.0), (3.0, 3.0), (1000.0, 1000.0)],
        ),
    ]
}

#[test]
fn every_unary_function_at_a_few_points() {
    let mut covered = BTreeSet::new();
    for Case {
        name,
        param,
        points,
        ulps,
    } in cases()
    {
        let inputs: Vec<f32> = points.iter().map(|(x, _)| *x).collect();
        let outputs = apply(name, param, &inputs);
        for ((x, expected), actual) in points.iter().zip(outputs) {
            assert_close(actual, *expected as f32, ulps, &format!("{name}({x})"));
        }
        covered.insert(name.to_string());
    }
    // Every function runs against its reference in
    // test/Programs/math_functions; the points here are the edges.
    let all: BTreeSet<String> = enum_values("UnaryFn").into_iter().collect();
    let unknown: Vec<&String> = covered.difference(&all).collect();
    assert!(unknown.is_empty(), "cases of no UnaryFn: {unknown:?}");
}

#[test]
fn power_of_a_float_bit_pattern_is_not_a_float_exponent() {
    // 2.0's bits as the exponent would be 2^1073741824: the word is the
    // natural-number exponent the spec defines.
    assert_eq!(apply("power", 2, &[3.0]), [9.0]);
    assert_eq!(apply("power", 0, &[5.0]), [1.0]);
}

#[test]
fn gelu_does_not_cancel_for_negative_inputs() {
    // 0.5 x (1 + tanh u) with 1 + tanh u evaluated in f64 would give 0
    // here (tanh u rounds to -1); the value is about -1.3e-28.
    let x = -9.0f64;
    let u = (2.0 / PI).sqrt() * (x + 0.044715 * x * x * x);
    let exact = x / (1.0 + (-2.0 * u).exp());
    assert_close(apply("gelu", 0, &[-9.0])[0], exact as f32, 1, "gelu(-9)");
    assert!(exact < -1e-29 && exact > -1e-27);
}
