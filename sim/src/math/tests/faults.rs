//! Bad calls fault with the argument and value; no call panics.

use super::super::functions;
use super::abi::{enum_values, index_of};
use super::*;

fn fault(bench: &mut Bench, function: &str, args: &[u32]) -> MathFault {
    match bench.call(function, args) {
        Ok(_) => panic!("tanto_rt_{function}{args:?} ran"),
        Err(fault) => fault,
    }
}

fn acquired(format: u32) -> Bench {
    let mut bench = Bench::new();
    bench.run("math_acquire", &[format]);
    bench
}

#[test]
fn l1_ranges_out_of_bounds() {
    let mut bench = acquired(F32);
    let near_end = (L1_BYTES - 100) as u32;
    let error = fault(&mut bench, "tile_copy", &[near_end, F32, 0]);
    assert!(
        matches!(error, MathFault::OutOfBounds { argument: "src_tile", address, bytes: 4096, .. } if address == near_end),
        "{error}"
    );
    assert!(error.to_string().contains("src_tile = 0xff9c"), "{error}");
    // Addresses near 2^32 do not overflow.
    let error = fault(&mut bench, "tile_pack", &[0, u32::MAX - 3, F32, 0]);
    assert!(
        matches!(
            error,
            MathFault::OutOfBounds {
                argument: "tile_l1",
                ..
            }
        ),
        "{error}"
    );
    let error = fault(&mut bench, "tile_add", &[A, F32, u32::MAX - 1, BF16, 0, 0]);
    assert!(
        matches!(
            error,
            MathFault::OutOfBounds {
                argument: "src1_tile",
                ..
            }
        ),
        "{error}"
    );
    bench.run("math_release", &[]);
    let error = fault(&mut bench, "tilize_block", &[A, F32, 1 << 30, B, F32]);
    assert!(
        matches!(
            error,
            MathFault::OutOfBounds {
                argument: "src_l1",
                ..
            }
        ),
        "{error}"
    );
    let error = fault(
        &mut bench,
        "untilize_block",
        &[A, INT8, 8, (L1_BYTES - 4096) as u32, F32],
    );
    assert!(
        matches!(
            error,
            MathFault::OutOfBounds {
                argument: "dst_l1",
                ..
            }
        ),
        "{error}"
    );
}

#[test]
fn misaligned_elements() {
    let mut bench = acquired(F32);
    let error = fault(&mut bench, "tile_copy", &[A + 2, F32, 0]);
    assert!(
        matches!(
            error,
            MathFault::Misaligned {
                argument: "src_tile",
                align: 4,
                ..
            }
        ),
        "{error}"
    );
    // A byte-aligned address is fine for int8.
    bench.run("tile_copy", &[A + 1, INT8, 0]);
    let error = fault(&mut bench, "pto_tabs", &[A + 1, 1, 1, 1, B, 1, 1, 1, F16]);
    assert!(
        matches!(
            error,
            MathFault::Misaligned {
                argument: "src.address",
                align: 2,
                ..
            }
        ),
        "{error}"
    );
}

#[test]
fn unknown_formats_and_enum_indices() {
    let mut bench = acquired(BF16);
    // 12: the first code past the MX formats (9 f8e4m3, 10 f8e5m2, 11 e8m0).
    let error = fault(&mut bench, "tile_copy", &[A, 12, 0]);
    assert_eq!(
        error,
        MathFault::UnknownFormat {
            function: "tanto_rt_tile_copy",
            argument: "src_format",
            value: 12
        }
    );
    assert!(error.to_string().contains("src_format = 12"));
    let cases: [(&str, Vec<u32>, &str, &str); 7] = [
        ("tile_add", vec![A, F32, B, F32, 0, 4], "bcast", "Broadcast"),
        ("tile_pack", vec![0, OUT, F32, 4], "mode", "PackMode"),
        (
            "tile_reduce",
            vec![A, F32, B, F32, 0, 2, 0],
            "kind",
            "ReduceKind",
        ),
        (
            "tile_reduce",
            vec![A, F32, B, F32, 0, 0, 3],
            "dim",
            "ReduceDim",
        ),
        (
            "tile_unary",
            vec![0, 0, enum_values("UnaryFn").len() as u32],
            "fn",
            "UnaryFn",
        ),
        ("tile_binary_dst", vec![0, 1, 2, 6], "kind", "DstBinary"),
        (
            "tile_matmul",
            vec![A, F32, B, F32, 0, 2],
            "transpose",
            "bool",
        ),
    ];
    for (function, args, name, enum_name) in cases {
        let error = fault(&mut bench, function, &args);
        assert!(
            matches!(error, MathFault::UnknownEnum { argument, enum_name: e, .. } if argument == name && e == enum_name),
            "{function}: {error}"
        );
    }
    let error = fault(
        &mut bench,
        "pto_tcolsum",
        &[A, 1, 1, 1, 0, 0, 0, 0, B, 1, 1, 1, F32, 7],
    );
    assert!(
        matches!(
            error,
            MathFault::UnknownEnum {
                argument: "binary",
                value: 7,
                ..
            }
        ),
        "{error}"
    );
    let error = fault(
        &mut bench,
        "pto_tadd",
        &[A, 1, 1, 1, B, 1, 1, 1, C, 1, 1, 1, 15],
    );
    assert!(
        matches!(
            error,
            MathFault::UnknownFormat {
                argument: "format",
                value: 15,
                ..
            }
        ),
        "{error}"
    );
    bench.run("math_release", &[]);
    let error = fault(&mut bench, "math_acquire", &[u32::MAX]);
    assert!(
        matches!(
            error,
            MathFault::UnknownFormat {
                argument: "format",
                ..
            }
        ),
        "{error}"
    );
}

#[test]
fn slots_out_of_range() {
    // 32-bit formats have 4 slots, 16-bit (and 8-bit) ones 8.
    let mut bench = acquired(F32);
    bench.run("tile_fill", &[3, 0]);
    let error = fault(&mut bench, "tile_fill", &[4, 0]);
    assert_eq!(
        error,
        MathFault::SlotOutOfRange {
            function: "tanto_rt_tile_fill",
            argument: "idst",
            value: 4,
            slots: 4,
            format: "f32"
        }
    );
    let error = fault(&mut bench, "tile_copy_dst", &[u32::MAX, 0]);
    assert!(
        matches!(
            error,
            MathFault::SlotOutOfRange {
                argument: "isrc",
                ..
            }
        ),
        "{error}"
    );
    let error = fault(&mut bench, "tile_binary_dst", &[0, 1, 9, 0]);
    assert!(
        matches!(
            error,
            MathFault::SlotOutOfRange {
                argument: "idst",
                value: 9,
                ..
            }
        ),
        "{error}"
    );
    // max reads the slot after idst.
    let max = index_of("UnaryFn", "max");
    let error = fault(&mut bench, "tile_unary", &[3, 0, max]);
    assert!(
        matches!(
            error,
            MathFault::SlotOutOfRange {
                argument: "idst + 1",
                value: 4,
                ..
            }
        ),
        "{error}"
    );
    let error = fault(&mut bench, "tile_unary", &[u32::MAX, 0, max]);
    assert!(matches!(error, MathFault::SlotOutOfRange { .. }), "{error}");
    let error = fault(&mut bench, "tile_pack", &[5, OUT, F32, 0]);
    assert!(
        matches!(
            error,
            MathFault::SlotOutOfRange {
                argument: "slot",
                ..
            }
        ),
        "{error}"
    );
    bench.run("math_release", &[]);
    let mut bench = acquired(INT8);
    bench.run("tile_fill", &[7, 0]);
    assert!(matches!(
        fault(&mut bench, "tile_fill", &[8, 0]),
        MathFault::SlotOutOfRange { slots: 8, .. }
    ));
}

#[test]
fn the_math_object_lifetime() {
    let mut bench = Bench::new();
    for (function, args) in [
        ("tile_copy", vec![A, F32, 0]),
        ("tile_pack", vec![0, OUT, F32, 0]),
        ("tile_unary", vec![0, 0, 0]),
        ("math_release", vec![]),
    ] {
        let error = fault(&mut bench, function, &args);
        assert!(
            matches!(error, MathFault::NotAcquired { .. }),
            "{function}: {error}"
        );
    }
    bench.run("math_acquire", &[F32]);
    let error = fault(&mut bench, "math_acquire", &[BF16]);
    assert_eq!(
        error,
        MathFault::AlreadyAcquired {
            function: "tanto_rt_math_acquire",
            format: "f32"
        }
    );
    let error = fault(&mut bench, "tilize_block", &[A, F32, 1, B, F32]);
    assert!(
        matches!(error, MathFault::MathObjectAlive { .. }),
        "{error}"
    );
    bench.run("math_release", &[]);
    bench.run("tilize_block", &[A, F32, 1, B, F32]);
    // PTO instructions do not use the math object.
    bench.run("pto_tabs", &[A, 1, 1, 1, B, 1, 1, 1, F32]);
}

#[test]
fn pto_operands() {
    let mut bench = Bench::new();
    let error = fault(
        &mut bench,
        "pto_tand",
        &[A, 1, 1, 1, B, 1, 1, 1, C, 1, 1, 1, F16],
    );
    assert!(
        matches!(
            error,
            MathFault::FormatNotAllowed {
                argument: "format",
                format: "f16",
                ..
            }
        ),
        "{error}"
    );
    let error = fault(&mut bench, "pto_tnot", &[A, 1, 1, 1, B, 1, 1, 1, F32]);
    assert!(
        matches!(error, MathFault::FormatNotAllowed { .. }),
        "{error}"
    );
    let error = fault(
        &mut bench,
        "pto_tmatmul",
        &[A, 1, 1, 1, B, 1, 1, 1, C, 1, 1, 1, INT16],
    );
    assert!(
        matches!(
            error,
            MathFault::FormatNotAllowed {
                format: "int16",
                ..
            }
        ),
        "{error}"
    );
    let error = fault(
        &mut bench,
        "pto_tmatmul_acc",
        &[C, 1, 1, 1, A, 1, 1, 1, B, 1, 1, 1, OUT, 1, 1, 1, INT16],
    );
    assert!(
        matches!(
            error,
            MathFault::FormatNotAllowed {
                format: "int16",
                ..
            }
        ),
        "{error}"
    );
    // More valid columns than the pitch.
    let error = fault(
        &mut bench,
        "pto_tadd",
        &[A, 2, 20, 16, B, 2, 20, 32, C, 2, 20, 32, F32],
    );
    assert!(
        matches!(
            error,
            MathFault::RowWiderThanPitch {
                argument: "src0.pitch",
                pitch: 16,
                cols: 20,
                ..
            }
        ),
        "{error}"
    );
    // Huge valid regions fault before any work (the widest ND tile, its
    // rows unstated: bits 16.. of the word state rows and a layout).
    let huge = 0xffff;
    let error = fault(
        &mut bench,
        "pto_tadd",
        &[
            A,
            u32::MAX,
            huge,
            huge,
            B,
            1,
            1,
            1,
            C,
            u32::MAX,
            huge,
            huge,
            F32,
        ],
    );
    assert!(
        matches!(
            error,
            MathFault::OutOfBounds {
                argument: "src0.address",
                ..
            }
        ),
        "{error}"
    );
    // Valid rows past a tile's stated static rows fault, in any layout:
    // 40 valid rows of a 32x16 ND tile (the word states 32 rows), of its
    // DN form; 32 rows pass.
    for code in [0, 1] {
        let word = 16 | 32 << 16 | code << 28;
        let error = fault(
            &mut bench,
            "pto_tadd",
            &[A, 40, 16, word, B, 1, 1, 1, C, 1, 1, 1, F32],
        );
        assert!(
            matches!(
                error,
                MathFault::RowsBeyondTile {
                    tile: "src0",
                    rows: 40,
                    static_rows: 32,
                    ..
                }
            ),
            "{word:#x}: {error}"
        );
    }
    // A pitch word with an unknown layout code, or a layout of partial
    // boxes, is malformed.
    for word in [u32::MAX, 16 | 8 << 16 | 2 << 28] {
        let error = fault(
            &mut bench,
            "pto_tadd",
            &[A, 8, 16, word, B, 1, 1, 1, C, 1, 1, 1, F32],
        );
        assert!(
            matches!(error, MathFault::Malformed { .. }),
            "{word:#x}: {error}"
        );
    }
    let error = fault(
        &mut bench,
        "pto_tmatmul",
        &[
            A,
            1,
            1,
            1,
            B,
            1,
            65535,
            65535,
            (L1_BYTES - 8) as u32,
            1,
            1,
            65535,
            INT8,
        ],
    );
    assert!(
        matches!(
            error,
            MathFault::OutOfBounds {
                argument: "dst.address",
                ..
            }
        ),
        "{error}"
    );
    let error = fault(
        &mut bench,
        "pto_trowsum",
        &[A, 4, 4, 4, 0, 0, 0, 0, (L1_BYTES - 8) as u32, 4, 1, 1, F32],
    );
    assert!(
        matches!(
            error,
            MathFault::OutOfBounds {
                argument: "dst.address",
                bytes: 16,
                ..
            }
        ),
        "{error}"
    );
    // Empty valid regions do nothing, wherever the tile is.
    bench.run(
        "pto_tadd",
        &[u32::MAX, 0, 5, 5, u32::MAX, 0, 5, 5, u32::MAX, 0, 5, 5, F32],
    );
}

#[test]
fn unknown_functions_and_short_argument_lists() {
    let mut engine = MathEngine::new(8, 4, super::TENSTORRENT_TILE);
    let mut l1 = vec![0u8; 64];
    let error = engine
        .call("tanto_rt_noc_read", &[0; 24], &mut l1)
        .expect_err("not the engine's");
    assert_eq!(
        error,
        MathFault::UnknownFunction {
            function: "tanto_rt_noc_read".into()
        }
    );
    let error = engine
        .call("tanto_rt_tile_add", &[0; 3], &mut l1)
        .expect_err("short");
    assert_eq!(
        error,
        MathFault::MissingArguments {
            function: "tanto_rt_tile_add",
            needed: 6,
            given: 3
        }
    );
    assert!(!MathEngine::handles("tanto_rt_pto_block_info"));
    assert!(!MathEngine::handles("tanto_rt_pto_tload"));
    assert!(MathEngine::handles("tanto_rt_untilize_block"));
    assert_eq!(MathEngine::class("tanto_rt_math_acquire"), None);
    assert_eq!(
        MathEngine::class("tanto_rt_tile_pack"),
        Some(super::super::MathClass::Pack)
    );
    assert_eq!(
        MathEngine::class("tanto_rt_pto_tmatmul_acc"),
        Some(super::super::MathClass::Matmul)
    );
    assert_eq!(MathEngine::class("printf"), None);
}

#[test]
fn tiles_of_work() {
    assert_eq!(MathEngine::tiles("tanto_rt_tile_add", &[0; 24]), 1);
    assert_eq!(
        MathEngine::tiles("tanto_rt_tilize_block", &[0, 0, 6, 0, 0]),
        6
    );
    assert_eq!(
        MathEngine::tiles(
            "tanto_rt_pto_tadd",
            &[0, 16, 16, 16, 0, 16, 16, 16, 0, 64, 32, 32, 0]
        ),
        2
    );
    assert_eq!(
        MathEngine::tiles(
            "tanto_rt_pto_tmatmul",
            &[0, 64, 64, 64, 0, 64, 64, 64, 0, 64, 64, 64, 0]
        ),
        8
    );
    assert_eq!(
        MathEngine::tiles(
            "tanto_rt_pto_tmatmul",
            &[0, u32::MAX, u32::MAX, 0, 0, 0, u32::MAX, 0]
        ),
        u64::MAX / 32 / 1024 + 1
    );
    assert_eq!(MathEngine::tiles("tanto_rt_noc_read", &[]), 0);
}

/// Random argument words (small numbers, edge values, anything) for every
/// function: each call returns, faulting or not.
#[test]
fn random_arguments_never_panic() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut completed = 0;
    for def in functions() {
        let mut engine = MathEngine::new(8, 4, super::TENSTORRENT_TILE);
        let mut l1 = vec![0u8; 4096];
        for _ in 0..2000 {
            let words: Vec<u32> = (0..24)
                .map(|_| match next() % 10 {
                    0..=4 => (next() % 9) as u32,
                    5 | 6 => (next() % 4096) as u32 & !3,
                    7 => [u32::MAX, u32::MAX - 1, 0x8000_0000, 4095, 4096, 1024]
                        [(next() % 6) as usize],
                    8 => (next() % 40) as u32,
                    _ => next() as u32,
                })
                .collect();
            if engine.call(def.name, &words, &mut l1).is_ok() {
                completed += 1;
            }
            let _ = MathEngine::tiles(def.name, &words);
        }
    }
    // Enough calls got past the checks to exercise the operations too.
    assert!(completed > 2000, "only {completed} calls ran");
}
