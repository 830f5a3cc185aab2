//! The math object's operations.

use super::abi::index_of;
use super::*;

/// Non-symmetric tiles of small values, so every sum below is exact.
fn left() -> Vec<f32> {
    tile(|r, c| ((r + 2 * c) % 7) as f32 - 3.0)
}

fn right() -> Vec<f32> {
    tile(|r, c| ((3 * r + c) % 5) as f32 - 2.0 + 0.5 * (r % 2) as f32)
}

type FloatOp = fn(f32, f32) -> f32;

fn bench_with(a: &[f32], b: &[f32]) -> Bench {
    let mut bench = Bench::new();
    bench.put_tile(A, a);
    bench.put_tile(B, b);
    bench.run("math_acquire", &[F32]);
    bench
}

#[test]
fn acquire_zeroes_the_slots_and_release_ends_them() {
    let mut bench = Bench::new();
    bench.run("math_acquire", &[F32]);
    assert!(bench.slot(3).iter().all(|v| *v == 0.0));
    bench.run("tile_fill", &[3, 5.0f32.to_bits()]);
    assert!(bench.slot(3).iter().all(|v| *v == 5.0));
    bench.run("math_release", &[]);
    bench.run("math_acquire", &[BF16]);
    assert!(
        bench.slot(3).iter().all(|v| *v == 0.0),
        "a new math object starts at zero"
    );
    assert!(bench.slot(7).iter().all(|v| *v == 0.0), "bf16 has 8 slots");
}

#[test]
fn copy_assigns_and_transpose_swaps() {
    let mut bench = bench_with(&left(), &right());
    bench.run("tile_fill", &[1, 9.0f32.to_bits()]);
    bench.run("tile_copy", &[A, F32, 1]);
    assert_eq!(bench.slot(1), left());
    bench.run("tile_transpose", &[A, F32, 2]);
    let transposed = bench.slot(2);
    let a = left();
    for h in 0..32 {
        for w in 0..32 {
            assert_eq!(transposed[h * 32 + w], a[w * 32 + h]);
        }
    }
}

#[test]
fn eltwise_assigns_with_each_broadcast() {
    let (a, b) = (left(), right());
    let ops: [(&str, FloatOp); 3] = [
        ("tile_add", |x, y| x + y),
        ("tile_sub", |x, y| x - y),
        ("tile_mul", |x, y| x * y),
    ];
    for (function, op) in ops {
        for broadcast in 0..4u32 {
            let mut bench = bench_with(&a, &b);
            bench.run("tile_fill", &[2, 100.0f32.to_bits()]);
            bench.run(function, &[A, F32, B, F32, 2, broadcast]);
            let result = bench.slot(2);
            for h in 0..32 {
                for w in 0..32 {
                    // none: src1[h, w]; rows: src1[0, w]; cols: src1[h, 0]; scalar: src1[0, 0].
                    let operand = match broadcast {
                        0 => b[h * 32 + w],
                        1 => b[w],
                        2 => b[h * 32],
                        _ => b[0],
                    };
                    assert_eq!(
                        result[h * 32 + w],
                        op(a[h * 32 + w], operand),
                        "{function} bcast {broadcast} ({h}, {w})"
                    );
                }
            }
        }
    }
}

#[test]
fn eltwise_reads_each_operand_in_its_own_format() {
    let mut bench = Bench::new();
    let a: Vec<u16> = (0..1024)
        .map(|i| bf16_exact((i % 64) as f32 - 32.0))
        .collect();
    bench.put_tile_u16(A, &a);
    bench.put_bytes(B, &[250u8; 1024]); // uint8 250
    bench.run("math_acquire", &[BF16]);
    bench.run("tile_add", &[A, BF16, B, UINT8, 0, 0]);
    let result = bench.slot(0);
    assert_eq!(result[0], -32.0 + 250.0);
    assert_eq!(result[63], 31.0 + 250.0);
}

#[test]
fn matmul_accumulates_and_transposes_the_second_tile() {
    let (a, b) = (left(), right());
    for transpose in [false, true] {
        let mut bench = bench_with(&a, &b);
        bench.run("tile_fill", &[0, 1.5f32.to_bits()]);
        bench.run("tile_matmul", &[A, F32, B, F32, 0, u32::from(transpose)]);
        let result = bench.slot(0);
        for h in 0..32 {
            for w in 0..32 {
                let dot: f32 = (0..32)
                    .map(|i| {
                        a[h * 32 + i]
                            * if transpose {
                                b[w * 32 + i]
                            } else {
                                b[i * 32 + w]
                            }
                    })
                    .sum();
                assert_eq!(
                    result[h * 32 + w],
                    1.5 + dot,
                    "transpose {transpose} ({h}, {w})"
                );
            }
        }
    }
    // The right tile is not symmetric, so the two results differ.
    let mut bench = bench_with(&a, &b);
    bench.run("tile_matmul", &[A, F32, B, F32, 0, 0]);
    bench.run("tile_matmul", &[A, F32, B, F32, 1, 1]);
    assert_ne!(bench.slot(0), bench.slot(1));
}

#[test]
fn reduce_each_kind_and_dim_scales_and_accumulates() {
    let src = tile(|r, c| ((r * 7 + c * 3) % 11) as f32 - 5.0 + (r / 8) as f32);
    // Only the scaler tile's first element counts.
    let mut scaler = vec![100.0; 1024];
    scaler[0] = 2.0;
    let row = |h: usize| src[h * 32..h * 32 + 32].to_vec();
    let col = |w: usize| (0..32).map(|h| src[h * 32 + w]).collect::<Vec<f32>>();
    let sum = |v: &[f32]| v.iter().sum::<f32>();
    let max = |v: &[f32]| v.iter().copied().fold(f32::MIN, f32::max);
    for (kind, seed) in [(0u32, 1.0f32), (1, -100.0), (1, 100.0)] {
        for dim in 0..3u32 {
            let mut bench = bench_with(&src, &scaler);
            bench.run("tile_fill", &[1, seed.to_bits()]);
            bench.run("tile_reduce", &[A, F32, B, F32, 1, kind, dim]);
            let result = bench.slot(1);
            let combine = |values: &[f32]| {
                if kind == 0 {
                    seed + sum(values) * 2.0
                } else {
                    seed.max(max(values) * 2.0)
                }
            };
            for h in 0..32 {
                for w in 0..32 {
                    let expected = match dim {
                        0 if w == 0 => combine(&row(h)),
                        1 if h == 0 => combine(&col(w)),
                        2 if h == 0 && w == 0 => combine(&src),
                        _ => seed, // the rest of the slot is left alone
                    };
                    assert_eq!(
                        result[h * 32 + w],
                        expected,
                        "kind {kind} seed {seed} dim {dim} ({h}, {w})"
                    );
                }
            }
        }
    }
}

#[test]
fn max_reduce_into_a_fresh_slot_starts_from_its_first_maximum() {
    // Negative data: the fresh slot's 0 does not win (the reference
    // emulator seeds it with -FLT_MAX); a second reduce takes the max.
    let data = tile(|r, c| -3.0 - (r + c) as f32);
    let mut bench = bench_with(&data, &vec![1.0; 1024]);
    bench.run("tile_reduce", &[A, F32, B, F32, 0, 1, 2]);
    assert_eq!(bench.slot(0)[0], -3.0);
    bench.put_tile(A, &vec![-10.0; 1024]);
    bench.run("tile_reduce", &[A, F32, B, F32, 0, 1, 2]);
    assert_eq!(bench.slot(0)[0], -3.0, "later reduces keep the running max");
    // Row reduce: each row's own maximum, the rest of the slot still 0.
    let mut bench = bench_with(&data, &vec![1.0; 1024]);
    bench.run("tile_reduce", &[A, F32, B, F32, 0, 1, 0]);
    let result = bench.slot(0);
    for h in 0..32 {
        assert_eq!(result[h * 32], -3.0 - h as f32, "row {h}");
        assert_eq!(result[h * 32 + 1], 0.0);
    }
}

#[test]
fn unary_runs_in_place_and_max_takes_the_next_slot() {
    let mut bench = bench_with(&left(), &right());
    bench.run("tile_copy", &[A, F32, 0]);
    bench.run("tile_copy", &[B, F32, 1]);
    bench.run("tile_unary", &[0, 0, index_of("UnaryFn", "max")]);
    let expected: Vec<f32> = left().iter().zip(right()).map(|(x, y)| x.max(y)).collect();
    assert_eq!(bench.slot(0), expected);
    assert_eq!(bench.slot(1), right(), "the second slot is not changed");
    bench.run("tile_unary", &[1, 0, index_of("UnaryFn", "square")]);
    assert_eq!(
        bench.slot(1),
        right().iter().map(|x| x * x).collect::<Vec<f32>>()
    );
}

#[test]
fn fill_copy_dst_and_binary_dst() {
    let x = tile(|r, c| (r as f32 - 16.0) * 0.5 + c as f32 * 0.125);
    let y = tile(|r, c| 1.0 + ((r + c) % 4) as f32);
    let kinds: [fn(f32, f32) -> f32; 6] = [
        |a, b| a + b,
        |a, b| a - b,
        |a, b| b - a,
        |a, b| a * b,
        |a, b| a / b,
        |a, b| (a as f64).powf(b as f64) as f32,
    ];
    for (kind, op) in kinds.iter().enumerate() {
        let mut bench = bench_with(&x, &y);
        bench.run("tile_copy", &[A, F32, 0]);
        bench.run("tile_copy", &[B, F32, 1]);
        bench.run("tile_binary_dst", &[0, 1, 2, kind as u32]);
        let expected: Vec<f32> = x.iter().zip(&y).map(|(a, b)| op(*a, *b)).collect();
        assert_eq!(bench.slot(2), expected, "kind {kind}");
        // The two-operand form writes the first source.
        bench.run("tile_binary_dst", &[0, 1, 0, kind as u32]);
        assert_eq!(bench.slot(0), expected, "kind {kind} in place");
    }
    let mut bench = Bench::new();
    bench.run("math_acquire", &[F32]);
    bench.run("tile_fill", &[0, (-2.25f32).to_bits()]);
    bench.run("tile_copy_dst", &[0, 3]);
    assert!(bench.slot(3).iter().all(|v| *v == -2.25));
}

#[test]
fn pack_modes_keep_what_their_reduce_leaves_and_zero_the_rest() {
    // pack_row follows a row reduce: its results are the first column
    // (LLK's REDUCE_ROW pack mask); pack_col keeps the first row.
    let values = tile(|r, c| (r * 32 + c) as f32);
    for mode in 0..4u32 {
        let mut bench = Bench::new();
        bench.run("math_acquire", &[F32]);
        bench.load_slot(0, &values);
        bench.put_u16(OUT, &[0x1234; 1024]);
        bench.run("tile_pack", &[0, OUT, BF16, mode]);
        let packed = from_faces(&bench.u16s(OUT, 1024));
        for r in 0..32 {
            for c in 0..32 {
                let kept = match mode {
                    0 => true,
                    1 => c == 0,
                    2 => r == 0,
                    _ => r == 0 && c == 0,
                };
                let expected = if kept {
                    bf16_nearest(values[r * 32 + c])
                } else {
                    0
                };
                assert_eq!(packed[r * 32 + c], expected, "mode {mode} ({r}, {c})");
            }
        }
    }
}

#[test]
fn tiles_are_stored_in_faces() {
    // Element (0, 16) of a stored tile is its 257th, (16, 0) its 513th.
    let mut bench = Bench::new();
    let mut faces = vec![0.0f32; 1024];
    faces[256] = 7.0;
    faces[512] = 9.0;
    bench.put_f32(A, &faces);
    bench.run("math_acquire", &[F32]);
    bench.run("tile_copy", &[A, F32, 0]);
    bench.run("tile_pack", &[0, OUT, F32, 0]);
    let out = bench.f32s(OUT, 1024);
    assert_eq!((out[256], out[512]), (7.0, 9.0), "a copy keeps the layout");
    bench.run("tile_transpose", &[A, F32, 1]);
    bench.run("tile_pack", &[1, OUT, F32, 0]);
    let out = bench.f32s(OUT, 1024);
    assert_eq!(
        (out[256], out[512]),
        (9.0, 7.0),
        "a transpose swaps (0, 16) and (16, 0), faces 1 and 2"
    );
}

#[test]
fn tilize_writes_faces_and_untilize_reads_them() {
    // Two tiles' worth of rows: row r holds r * 64 + column.
    let rows: Vec<f32> = (0..2048).map(|i| i as f32).collect();
    let mut bench = Bench::new();
    bench.put_f32(A, &rows);
    bench.run("tilize_block", &[A, F32, 2, OUT, F32]);
    let tiles = bench.f32s(OUT, 2048);
    for t in 0..2 {
        let logical = from_faces(&tiles[t * 1024..(t + 1) * 1024]);
        for r in 0..32 {
            for c in 0..32 {
                assert_eq!(logical[r * 32 + c], (r * 64 + t * 32 + c) as f32);
            }
        }
    }
    bench.run("untilize_block", &[OUT, F32, 2, B + 0x2000, F32]);
    assert_eq!(bench.f32s(B + 0x2000, 2048), rows);
}

/// bf16 nearest to an integer below 2^10, by hand: keep 8 significant
/// bits, ties to even.
fn bf16_nearest(value: f32) -> u16 {
    let n = value as u32;
    if n < 256 {
        return bf16_exact(value);
    }
    let drop = 32 - n.leading_zeros() - 8; // low bits beyond 8 significant ones
    let (kept, rest, half) = (n >> drop, n & ((1 << drop) - 1), 1 << (drop - 1));
    let rounded = if rest > half || (rest == half && kept % 2 == 1) {
        kept + 1
    } else {
        kept
    };
    bf16_exact((rounded << drop) as f32)
}
