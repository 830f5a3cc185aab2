//! PTO tile instructions, on valid regions smaller than the static shape.

use super::*;

/// The four words of a tile operand.
fn tile_words(address: u32, rows: u32, cols: u32, pitch: u32) -> Vec<u32> {
    vec![address, rows, cols, pitch]
}

/// `tanto_rt_pto_<op>` words: tile operands, then the trailing words.
fn words(tiles: &[Vec<u32>], rest: &[u32]) -> Vec<u32> {
    tiles.iter().flatten().chain(rest).copied().collect()
}

const ABSENT: [u32; 4] = [0; 4];

type FloatOp = fn(f32, f32) -> f32;
type Function = fn(f64) -> f64;
const SENTINEL: f32 = 777.0;

/// A static 8x16 f32 tile (pitch 16) with element (r, c) = f(r, c).
fn put_grid(bench: &mut Bench, address: u32, f: impl Fn(usize, usize) -> f32) {
    let values: Vec<f32> = (0..8 * 16).map(|i| f(i / 16, i % 16)).collect();
    bench.put_f32(address, &values);
}

/// The 8x16 f32 grid at `address`.
fn grid(bench: &Bench, address: u32) -> Vec<f32> {
    bench.f32s(address, 8 * 16)
}

/// Checks a destination grid: inside rows x cols, `inside(r, c)`; outside,
/// the sentinel.
fn check_grid(
    actual: &[f32],
    rows: usize,
    cols: usize,
    what: &str,
    inside: impl Fn(usize, usize) -> f32,
) {
    for r in 0..8 {
        for c in 0..16 {
            let expected = if r < rows && c < cols {
                inside(r, c)
            } else {
                SENTINEL
            };
            assert_close(
                actual[r * 16 + c],
                expected,
                0,
                &format!("{what} ({r}, {c})"),
            );
        }
    }
}

fn a_value(r: usize, c: usize) -> f32 {
    (r * 16 + c) as f32 * 0.5 - 20.0
}

fn b_value(r: usize, c: usize) -> f32 {
    1.0 + ((3 * r + c) % 7) as f32 * 0.25
}

#[test]
fn elementwise_covers_the_destination_valid_region_only() {
    let ops: [(&str, FloatOp); 6] = [
        ("pto_tadd", |x, y| x + y),
        ("pto_tsub", |x, y| x - y),
        ("pto_tmul", |x, y| x * y),
        ("pto_tdiv", |x, y| x / y),
        ("pto_tmax", f32::max),
        ("pto_tmin", f32::min),
    ];
    for (function, op) in ops {
        let mut bench = Bench::new();
        put_grid(&mut bench, A, a_value);
        put_grid(&mut bench, B, b_value);
        put_grid(&mut bench, OUT, |_, _| SENTINEL);
        let (rows, cols) = (5, 12);
        bench.run(
            function,
            &words(
                &[
                    tile_words(A, rows, cols, 16),
                    tile_words(B, rows, cols, 16),
                    tile_words(OUT, rows, cols, 16),
                ],
                &[F32],
            ),
        );
        check_grid(&grid(&bench, OUT), 5, 12, function, |r, c| {
            op(a_value(r, c), b_value(r, c))
        });
    }
}

#[test]
fn elementwise_in_place_reads_before_writing() {
    let mut bench = Bench::new();
    put_grid(&mut bench, A, a_value);
    let t = tile_words(A, 8, 16, 16);
    bench.run("pto_tadd", &words(&[t.clone(), t.clone(), t], &[F32]));
    let result = grid(&bench, A);
    assert_eq!(result[17], 2.0 * a_value(1, 1));
}

#[test]
fn f16_results_round_once_to_nearest_even() {
    let mut bench = Bench::new();
    // 1 + 2^-11 and 1 + 3·2^-11 are halfway between f16 neighbours.
    bench.put_u16(A, &[0x3c00, 0x3c00, 0x7bff]);
    bench.put_u16(B, &[0x1000, 0x1600, 0x7bff]); // 2^-11, 3·2^-11, 65504
    bench.run(
        "pto_tadd",
        &words(
            &[
                tile_words(A, 1, 3, 16),
                tile_words(B, 1, 3, 16),
                tile_words(OUT, 1, 3, 16),
            ],
            &[F16],
        ),
    );
    assert_eq!(bench.u16s(OUT, 3), [0x3c00, 0x3c02, 0x7c00]);
}

/// Runs a binary PTO op on int16 rows `a` and `b` (one row each).
fn int16_op(function: &str, format: u32, a: &[u16], b: &[u16]) -> Vec<u16> {
    let mut bench = Bench::new();
    bench.put_u16(A, a);
    bench.put_u16(B, b);
    let n = a.len() as u32;
    bench.run(
        function,
        &words(
            &[
                tile_words(A, 1, n, 32),
                tile_words(B, 1, n, 32),
                tile_words(OUT, 1, n, 32),
            ],
            &[format],
        ),
    );
    bench.u16s(OUT, a.len())
}

fn i16s(values: &[i16]) -> Vec<u16> {
    values.iter().map(|v| *v as u16).collect()
}

#[test]
fn integer_arithmetic_wraps_and_divides_like_risc_v() {
    let a = i16s(&[32767, -32768, 300, 7, 7, -32768, -7]);
    let b = i16s(&[1, -1, 300, -2, 0, -1, 2]);
    assert_eq!(
        int16_op("pto_tadd", INT16, &a, &b),
        i16s(&[-32768, 32767, 600, 5, 7, 32767, -5])
    );
    assert_eq!(
        int16_op("pto_tmul", INT16, &a, &b),
        i16s(&[32767, -32768, 24464, -14, 0, -32768, -14])
    );
    // Truncating division; x / 0 = -1 (all ones); MIN / -1 = MIN.
    assert_eq!(
        int16_op("pto_tdiv", INT16, &a, &b),
        i16s(&[32767, -32768, 1, -3, -1, -32768, -3])
    );
    assert_eq!(
        int16_op("pto_tmax", INT16, &a, &b),
        i16s(&[32767, -1, 300, 7, 7, -1, 2])
    );
    // Unsigned: 0x8000 is 32768, above 7.
    assert_eq!(
        int16_op("pto_tmax", UINT16, &[0x8000, 7], &[7, 0x8000]),
        [0x8000, 0x8000]
    );
    assert_eq!(
        int16_op("pto_tmin", UINT16, &[0xffff, 1], &[2, 0xfffe]),
        [2, 1]
    );
    assert_eq!(
        int16_op("pto_tdiv", UINT16, &[0xfffe, 5], &[2, 0]),
        [0x7fff, 0xffff]
    );
}

#[test]
fn bitwise_and_shift_ops() {
    let (a, b) = ([0b1100u16, 0xf0f0, 0x00ff], [0b1010u16, 0x0ff0, 0xffff]);
    assert_eq!(
        int16_op("pto_tand", INT16, &a, &b),
        [0b1000, 0x00f0, 0x00ff]
    );
    assert_eq!(int16_op("pto_tor", INT16, &a, &b), [0b1110, 0xfff0, 0xffff]);
    assert_eq!(
        int16_op("pto_txor", INT16, &a, &b),
        [0b0110, 0xff00, 0xff00]
    );
    // Shifts: in range; by the width or more, or negative: 0 or the sign fill.
    let values = i16s(&[1, -8, 0x4001, -8, 5, -8, 3]);
    let amounts = i16s(&[3, 1, 1, 16, 16, -1, 15]);
    assert_eq!(
        int16_op("pto_tshl", INT16, &values, &amounts),
        i16s(&[8, -16, -32766, 0, 0, 0, -32768])
    );
    assert_eq!(
        int16_op("pto_tshr", INT16, &values, &amounts),
        i16s(&[0, -4, 0x2000, -1, 0, -1, 0])
    );
    // Unsigned shifts right are logical.
    assert_eq!(
        int16_op("pto_tshr", UINT16, &[0x8000, 0xffff], &[1, 16]),
        [0x4000, 0]
    );
}

/// Runs a unary PTO op on a one-row tile of raw words (`bytes` each).
fn unary_row(function: &str, format: u32, raw: &[u32], bytes: usize) -> Vec<u32> {
    let mut bench = Bench::new();
    let data: Vec<u8> = raw
        .iter()
        .flat_map(|w| w.to_le_bytes()[..bytes].to_vec())
        .collect();
    bench.put_bytes(A, &data);
    let n = raw.len() as u32;
    bench.run(
        function,
        &words(
            &[tile_words(A, 1, n, 64), tile_words(OUT, 1, n, 64)],
            &[format],
        ),
    );
    bench
        .bytes(OUT, raw.len() * bytes)
        .chunks(bytes)
        .map(|b| {
            b.iter()
                .rev()
                .fold(0u32, |w, byte| w << 8 | u32::from(*byte))
        })
        .collect()
}

fn f32_words(values: &[f32]) -> Vec<u32> {
    values.iter().map(|v| v.to_bits()).collect()
}

#[test]
fn unary_ops_on_floats() {
    let x = [4.0f32, -2.0, 0.25, 0.0];
    let cases: [(&str, Function); 8] = [
        ("pto_tabs", f64::abs),
        ("pto_tneg", |v| -v),
        ("pto_texp", f64::exp),
        ("pto_tlog", f64::ln),
        ("pto_tsqrt", f64::sqrt),
        ("pto_trsqrt", |v| 1.0 / v.sqrt()),
        ("pto_trecip", |v| 1.0 / v),
        ("pto_trelu", |v| if v < 0.0 { 0.0 } else { v }),
    ];
    for (function, f) in cases {
        let out = unary_row(function, F32, &f32_words(&x), 4);
        for (value, bits) in x.iter().zip(out) {
            assert_close(
                f32::from_bits(bits),
                f(f64::from(*value)) as f32,
                0,
                &format!("{function}({value})"),
            );
        }
    }
}

#[test]
fn unary_ops_on_integers() {
    let x = [i32::MIN as u32, (-5i32) as u32, 10, 1];
    assert_eq!(
        unary_row("pto_tabs", INT32, &x, 4),
        [i32::MIN as u32, 5, 10, 1]
    );
    assert_eq!(
        unary_row("pto_tneg", INT32, &x, 4),
        [i32::MIN as u32, 5, (-10i32) as u32, (-1i32) as u32]
    );
    assert_eq!(unary_row("pto_trelu", INT32, &x, 4), [0, 0, 10, 1]);
    assert_eq!(
        unary_row("pto_tnot", INT32, &x, 4),
        [i32::MAX as u32, 4, !10u32, !1u32]
    );
    // Through f64, rounded to nearest even and saturated.
    assert_eq!(
        unary_row("pto_tsqrt", INT32, &[10, 16, 0, 2], 4),
        [3, 4, 0, 1]
    );
    assert_eq!(
        unary_row("pto_trecip", INT32, &[2, 1, 0, (-1i32) as u32], 4),
        [0, 1, i32::MAX as u32, (-1i32) as u32]
    );
    assert_eq!(unary_row("pto_tnot", UINT8, &[0, 0xf0], 1), [0xff, 0x0f]);
}

/// Runs a tile-scalar op on a one-row tile.
fn scalar_row(
    function: &str,
    format: u32,
    raw: &[u32],
    bytes: usize,
    scalar: u32,
    flags: &[u32],
) -> Vec<u32> {
    let mut bench = Bench::new();
    let data: Vec<u8> = raw
        .iter()
        .flat_map(|w| w.to_le_bytes()[..bytes].to_vec())
        .collect();
    bench.put_bytes(A, &data);
    let n = raw.len() as u32;
    let mut args = tile_words(A, 1, n, 64);
    args.push(scalar);
    args.extend(tile_words(OUT, 1, n, 64));
    args.push(format);
    args.extend(flags);
    bench.run(function, &args);
    bench
        .bytes(OUT, raw.len() * bytes)
        .chunks(bytes)
        .map(|b| {
            b.iter()
                .rev()
                .fold(0u32, |w, byte| w << 8 | u32::from(*byte))
        })
        .collect()
}

#[test]
fn tile_scalar_ops() {
    let x = f32_words(&[3.0, -1.0, 0.5]);
    let s = 2.0f32.to_bits();
    let as_f32 = |v: Vec<u32>| v.into_iter().map(f32::from_bits).collect::<Vec<f32>>();
    assert_eq!(
        as_f32(scalar_row("pto_tadds", F32, &x, 4, s, &[])),
        [5.0, 1.0, 2.5]
    );
    assert_eq!(
        as_f32(scalar_row("pto_tsubs", F32, &x, 4, s, &[])),
        [1.0, -3.0, -1.5]
    );
    assert_eq!(
        as_f32(scalar_row("pto_tmuls", F32, &x, 4, s, &[])),
        [6.0, -2.0, 1.0]
    );
    assert_eq!(
        as_f32(scalar_row("pto_tmaxs", F32, &x, 4, s, &[])),
        [3.0, 2.0, 2.0]
    );
    assert_eq!(
        as_f32(scalar_row("pto_tmins", F32, &x, 4, s, &[])),
        [2.0, -1.0, 0.5]
    );
    // tdivs: src / scalar, or scalar / src with the scalar_first flag.
    assert_eq!(
        as_f32(scalar_row("pto_tdivs", F32, &x, 4, s, &[0])),
        [1.5, -0.5, 0.25]
    );
    assert_eq!(
        as_f32(scalar_row("pto_tdivs", F32, &x, 4, s, &[1])),
        [2.0 / 3.0, -2.0, 4.0]
    );
}

#[test]
fn half_tiles_take_their_own_scalar_bits_or_f32_bits() {
    let x = [0x3c00u32, 0xc000]; // f16 1, -2
                                 // 2.0 as f16 bits (zero-extended) and as f32 bits give the same result.
    assert_eq!(
        scalar_row("pto_tmuls", F16, &x, 2, 0x4000, &[]),
        [0x4000, 0xc400]
    );
    assert_eq!(
        scalar_row("pto_tmuls", F16, &x, 2, 2.0f32.to_bits(), &[]),
        [0x4000, 0xc400]
    );
    // An f32 scalar is rounded to f16 first: 1 + 2^-12 becomes 1.
    assert_eq!(
        scalar_row(
            "pto_tmuls",
            F16,
            &x,
            2,
            (1.0f32 + 2f32.powi(-12)).to_bits(),
            &[]
        ),
        [0x3c00, 0xc000]
    );
    // bf16: 0.5 as its own bits.
    assert_eq!(
        scalar_row("pto_tadds", BF16, &[0x3f80], 2, 0x3f00, &[]),
        [0x3fc0]
    );
}

#[test]
fn integer_tiles_take_sign_extended_scalars() {
    // int8 -1 arrives sign-extended.
    assert_eq!(
        scalar_row("pto_tmaxs", INT8, &[0xfe, 0x05], 1, 0xffff_ffff, &[]),
        [0xff, 0x05]
    );
    // uint8 200 arrives as the i8 -56, sign-extended: its low byte is 200.
    assert_eq!(
        scalar_row("pto_tmins", UINT8, &[250, 100], 1, (-56i32) as u32, &[]),
        [200, 100]
    );
    assert_eq!(
        scalar_row("pto_tadds", INT16, &[0x7fff], 2, 1, &[]),
        [0x8000]
    );
    assert_eq!(
        scalar_row("pto_tdivs", INT32, &[7, (-1i32) as u32], 4, 2, &[1]),
        [0, (-2i32) as u32]
    );
}

#[test]
fn tmov_copies_the_valid_region_bits() {
    let mut bench = Bench::new();
    bench.put_bytes(A, &(0..64).collect::<Vec<u8>>());
    bench.put_bytes(OUT, &[0xaa; 64]);
    // int8 tiles, static 4x16, valid 3x5.
    bench.run(
        "pto_tmov",
        &words(
            &[tile_words(A, 3, 5, 16), tile_words(OUT, 3, 5, 16)],
            &[INT8, INT8, 0, 0],
        ),
    );
    let out = bench.bytes(OUT, 64);
    for (index, byte) in out.iter().enumerate() {
        let (r, c) = (index / 16, index % 16);
        let expected = if r < 3 && c < 5 { index as u8 } else { 0xaa };
        assert_eq!(*byte, expected, "({r}, {c})");
    }
}

#[test]
fn ttrans_transposes_a_non_square_valid_region() {
    let mut bench = Bench::new();
    put_grid(&mut bench, A, a_value);
    put_grid(&mut bench, OUT, |_, _| SENTINEL);
    // Source valid 3x5, destination valid 5x3, both static 8x16.
    bench.run(
        "pto_ttrans",
        &words(
            &[
                tile_words(A, 3, 5, 16),
                ABSENT.to_vec(),
                tile_words(OUT, 5, 3, 16),
            ],
            &[F32],
        ),
    );
    check_grid(&grid(&bench, OUT), 5, 3, "ttrans", |i, j| a_value(j, i));
}

#[test]
fn tmatmul_multiplies_the_valid_matrices() {
    let mut bench = Bench::new();
    // f16 a: 2x3 valid in 4x4; b: 3x2 valid in 4x4 (small integers, exact).
    let a = [[1i32, -2, 3], [4, 0, -1]];
    let b = [[2i32, 1], [-1, 3], [5, -2]];
    let f16 = |n: i32| -> u16 {
        // By hand for |n| ≤ 5: sign, exponent, fraction.
        match n {
            0 => 0,
            _ => {
                let m = n.unsigned_abs();
                let e = 31 - m.leading_zeros();
                let bits = ((e + 15) << 10) | ((m - (1 << e)) << (10 - e));
                (bits as u16) | if n < 0 { 0x8000 } else { 0 }
            }
        }
    };
    let mut a_tile = [0x7e00u16; 16]; // NaN padding: must not be read
    let mut b_tile = [0x7e00u16; 16];
    for i in 0..2 {
        for k in 0..3 {
            a_tile[i * 4 + k] = f16(a[i][k]);
            b_tile[k * 4 + i] = f16(b[k][i]);
        }
    }
    bench.put_u16(A, &a_tile);
    bench.put_u16(B, &b_tile);
    bench.put_f32(OUT, &[SENTINEL; 16]);
    bench.run(
        "pto_tmatmul",
        &words(
            &[
                tile_words(A, 2, 3, 4),
                tile_words(B, 3, 2, 4),
                tile_words(OUT, 2, 2, 4),
            ],
            &[F16],
        ),
    );
    let product = |i: usize, j: usize| (0..3).map(|k| a[i][k] * b[k][j]).sum::<i32>() as f32;
    let out = bench.f32s(OUT, 16);
    for r in 0..4 {
        for c in 0..4 {
            let expected = if r < 2 && c < 2 {
                product(r, c)
            } else {
                SENTINEL
            };
            assert_eq!(out[r * 4 + c], expected, "tmatmul ({r}, {c})");
        }
    }
    // tmatmul_acc: dst = acc + a·b, acc at C; the format word is the
    // operands' (f16).
    bench.put_f32(C, &[10.0, 20.0, 0.0, 0.0, 30.0, 40.0, 0.0, 0.0]);
    bench.run(
        "pto_tmatmul_acc",
        &words(
            &[
                tile_words(C, 2, 2, 4),
                tile_words(A, 2, 3, 4),
                tile_words(B, 3, 2, 4),
                tile_words(OUT, 2, 2, 4),
            ],
            &[F16],
        ),
    );
    let out = bench.f32s(OUT, 8);
    assert_eq!(
        [out[0], out[1], out[4], out[5]],
        [
            10.0 + product(0, 0),
            20.0 + product(0, 1),
            30.0 + product(1, 0),
            40.0 + product(1, 1)
        ]
    );
}

#[test]
fn int8_matmul_accumulates_in_int32() {
    let mut bench = Bench::new();
    // a = [[-128, 127]], b = [[-128], [-128]]: 16384 - 16256 = 128.
    bench.put_bytes(A, &[0x80, 0x7f]);
    bench.put_bytes(B, &[0x80, 0, 0x80, 0]); // pitch 2
    bench.run(
        "pto_tmatmul",
        &words(
            &[
                tile_words(A, 1, 2, 2),
                tile_words(B, 2, 1, 2),
                tile_words(OUT, 1, 1, 1),
            ],
            &[INT8],
        ),
    );
    assert_eq!(bench.u32s(OUT, 1), [128]);
    bench.run(
        "pto_tmatmul_acc",
        &words(
            &[
                tile_words(OUT, 1, 1, 1),
                tile_words(A, 1, 2, 2),
                tile_words(B, 2, 1, 2),
                tile_words(OUT, 1, 1, 1),
            ],
            &[INT8],
        ),
    );
    assert_eq!(bench.u32s(OUT, 1), [256]);
}

/// A reduction's expected value for row or column `index`.
type Expected<'a> = &'a dyn Fn(usize) -> f32;

#[test]
fn reductions_over_the_source_valid_region() {
    let value = |r: usize, c: usize| ((r * 5 + c * 3) % 9) as f32 - 4.0;
    let (rows, cols) = (6usize, 10usize);
    let row_sum = |r: usize| (0..cols).map(|c| value(r, c)).sum::<f32>();
    let row_max = |r: usize| (0..cols).map(|c| value(r, c)).fold(f32::MIN, f32::max);
    let col_sum = |c: usize| (0..rows).map(|r| value(r, c)).sum::<f32>();
    let col_max = |c: usize| (0..rows).map(|r| value(r, c)).fold(f32::MIN, f32::max);
    let src = tile_words(A, rows as u32, cols as u32, 16);
    let cases: [(&str, Vec<u32>, bool, Expected<'_>); 5] = [
        (
            "pto_trowsum",
            words(
                &[src.clone(), ABSENT.to_vec(), tile_words(OUT, 6, 1, 1)],
                &[F32],
            ),
            true,
            &row_sum,
        ),
        (
            "pto_trowmax",
            words(
                &[src.clone(), ABSENT.to_vec(), tile_words(OUT, 6, 1, 1)],
                &[F32],
            ),
            true,
            &row_max,
        ),
        (
            "pto_tcolsum",
            words(
                &[src.clone(), ABSENT.to_vec(), tile_words(OUT, 1, 10, 16)],
                &[F32, 0],
            ),
            false,
            &col_sum,
        ),
        (
            "pto_tcolsum",
            words(
                &[src.clone(), ABSENT.to_vec(), tile_words(OUT, 1, 10, 16)],
                &[F32, 1],
            ),
            false,
            &col_sum,
        ),
        (
            "pto_tcolmax",
            words(&[src, tile_words(OUT, 1, 10, 16)], &[F32]),
            false,
            &col_max,
        ),
    ];
    for (function, args, by_row, expected) in cases {
        let mut bench = Bench::new();
        // NaN outside the valid region: it must not be read.
        put_grid(&mut bench, A, |r, c| {
            if r < rows && c < cols {
                value(r, c)
            } else {
                f32::NAN
            }
        });
        bench.put_f32(OUT, &[SENTINEL; 16]);
        bench.run(function, &args);
        let out = bench.f32s(OUT, 16);
        let count = if by_row { rows } else { cols };
        for (index, actual) in out.iter().enumerate() {
            let want = if index < count {
                expected(index)
            } else {
                SENTINEL
            };
            assert_eq!(*actual, want, "{function} [{index}]");
        }
    }
}

#[test]
fn integer_reductions_wrap() {
    let mut bench = Bench::new();
    bench.put_u16(A, &i16s(&[30000, 30000, -5, 2]));
    bench.run(
        "pto_trowsum",
        &words(
            &[
                tile_words(A, 2, 2, 2),
                ABSENT.to_vec(),
                tile_words(OUT, 2, 1, 1),
            ],
            &[INT16],
        ),
    );
    assert_eq!(bench.u16s(OUT, 2), i16s(&[-5536, -3]));
    bench.run(
        "pto_tcolmax",
        &words(
            &[tile_words(A, 2, 2, 2), tile_words(OUT, 1, 2, 2)],
            &[INT16],
        ),
    );
    assert_eq!(bench.u16s(OUT, 2), i16s(&[30000, 30000]));
}
