//! Data formats through the engine: loads widen exactly, packs round to
//! nearest even (floats) or round and saturate (integers).

use super::*;

/// Packs f32 values (from an f32 tile, through slot 0) into a tile of
/// `format` at OUT.
fn pack_values(values: &[f32], format: u32) -> Bench {
    let mut bench = Bench::new();
    let mut tile = vec![0.0; 1024];
    tile[..values.len()].copy_from_slice(values);
    bench.run("math_acquire", &[F32]);
    bench.load_slot(0, &tile);
    bench.run("tile_pack", &[0, OUT, format, 0]);
    bench
}

#[test]
fn bf16_rounds_to_nearest_even() {
    let values = [
        1.0,
        1.0 + 2f32.powi(-8),       // halfway between 1 and 1 + 2^-7: to even, 1
        1.0 + 3.0 * 2f32.powi(-8), // halfway between 1 + 2^-7 and 1 + 2^-6: to even, 1 + 2^-6
        1.0 + 2f32.powi(-8) + 2f32.powi(-20), // just above halfway: up
        -1.5,
        f32::MAX, // rounds up past bf16's largest: infinity
        f32::INFINITY,
        f32::NEG_INFINITY,
        f32::NAN,
        -0.0,
    ];
    let bench = pack_values(&values, BF16);
    let expected = [
        0x3f80, 0x3f80, 0x3f82, 0x3f81, 0xbfc0, 0x7f80, 0x7f80, 0xff80, 0x7fc0, 0x8000,
    ];
    assert_eq!(bench.u16s(OUT, values.len()), expected);
}

#[test]
fn f16_rounds_to_nearest_even_and_overflows_to_infinity() {
    let values = [
        1.0,
        1.0 + 2f32.powi(-11),       // halfway: to even, 1
        1.0 + 3.0 * 2f32.powi(-11), // halfway: to even, 1 + 2^-9
        65504.0,                    // the largest f16
        65519.0,                    // below halfway to 65536: 65504
        65520.0,                    // halfway to 65536 (odd 65504 below): infinity
        -1e6,
        2f32.powi(-24),       // smallest subnormal
        2f32.powi(-25),       // halfway between 0 and it: to even, 0
        3.0 * 2f32.powi(-26), // above halfway: the smallest subnormal
        2f32.powi(-14),       // smallest normal
        1e-10,                // far below: zero
        f32::NAN,
        -2.0,
    ];
    let bench = pack_values(&values, F16);
    let expected = [
        0x3c00, 0x3c00, 0x3c02, 0x7bff, 0x7bff, 0x7c00, 0xfc00, 0x0001, 0x0000, 0x0001, 0x0400,
        0x0000, 0x7e00, 0xc000,
    ];
    assert_eq!(bench.u16s(OUT, values.len()), expected);
}

#[test]
fn integers_round_to_nearest_even_and_saturate() {
    let values = [2.5, 3.5, -2.5, 200.0, -200.0, f32::NAN, 0.49, -0.51];
    assert_eq!(
        pack_values(&values, INT8).bytes(OUT, 8),
        [2, 4, (-2i8) as u8, 127, 128, 0, 0, 0xff]
    );
    assert_eq!(
        pack_values(&values, UINT8).bytes(OUT, 8),
        [2, 4, 0, 200, 0, 0, 0, 0]
    );
    let wide = [70000.0, -70000.0, 1.5, -1.5, 65535.4];
    assert_eq!(
        pack_values(&wide, UINT16).u16s(OUT, 5),
        [65535, 0, 2, 0, 65535]
    );
    assert_eq!(
        pack_values(&wide, INT16).u16s(OUT, 5),
        [0x7fff, 0x8000, 2, (-2i16) as u16, 0x7fff]
    );
    let huge = [3e9, -3e9, 16777216.0, -0.5];
    assert_eq!(
        pack_values(&huge, INT32).u32s(OUT, 4),
        [0x7fff_ffff, 0x8000_0000, 16777216, 0]
    );
    assert_eq!(
        pack_values(&huge, UINT32).u32s(OUT, 4),
        [3_000_000_000, 0, 16777216, 0]
    );
}

/// Copies the tile at A (of `format`) into a slot and packs it as f32.
fn widen(bench: &mut Bench, format: u32) -> Vec<f32> {
    bench.run("math_acquire", &[F32]);
    bench.run("tile_copy", &[A, format, 1]);
    let values = bench.slot(1);
    bench.run("math_release", &[]);
    values
}

#[test]
fn loads_widen_exactly() {
    let mut bench = Bench::new();
    // f16: 1, -2, the largest, the smallest subnormal, infinity, NaN, 1 + 2^-10.
    bench.put_u16(A, &[0x3c00, 0xc000, 0x7bff, 0x0001, 0x7c00, 0x7e00, 0x3c01]);
    let values = widen(&mut bench, F16);
    assert_eq!(
        &values[..5],
        &[1.0, -2.0, 65504.0, 2f32.powi(-24), f32::INFINITY]
    );
    assert!(values[5].is_nan());
    assert_eq!(values[6], 1.0 + 2f32.powi(-10));

    bench.put_u16(A, &[0x3f80, 0xc0a0, 0x0001, 0xff80]);
    let values = widen(&mut bench, BF16);
    assert_eq!(
        &values[..4],
        &[1.0, -5.0, f32::from_bits(0x0001_0000), f32::NEG_INFINITY]
    );

    bench.put_bytes(A, &[0x80, 0x7f, 0xff, 0x01]);
    assert_eq!(&widen(&mut bench, INT8)[..4], &[-128.0, 127.0, -1.0, 1.0]);
    assert_eq!(&widen(&mut bench, UINT8)[..4], &[128.0, 127.0, 255.0, 1.0]);

    bench.put_u16(A, &[0x8000, 0xffff]);
    assert_eq!(&widen(&mut bench, INT16)[..2], &[-32768.0, -1.0]);
    assert_eq!(&widen(&mut bench, UINT16)[..2], &[32768.0, 65535.0]);

    // int32 beyond 2^24 rounds to the nearest f32 (ties to even).
    bench.put_u32(A, &[0xffff_ffff, 16_777_217, 16_777_219, 0x8000_0000]);
    assert_eq!(
        &widen(&mut bench, INT32)[..4],
        &[-1.0, 16_777_216.0, 16_777_220.0, -2_147_483_648.0]
    );
    assert_eq!(
        &widen(&mut bench, UINT32)[..4],
        &[4_294_967_296.0, 16_777_216.0, 16_777_220.0, 2_147_483_648.0]
    );
}

#[test]
fn every_format_round_trips_its_own_values() {
    // A tile of each format, copied into a slot and packed back, is unchanged.
    let cases: [(u32, usize); 9] = [
        (F32, 4),
        (F16, 2),
        (BF16, 2),
        (INT8, 1),
        (UINT8, 1),
        (INT16, 2),
        (UINT16, 2),
        (INT32, 4),
        (UINT32, 4),
    ];
    for (format, bytes) in cases {
        let mut bench = Bench::new();
        // Small integers and halves: exact in every format (as unsigned
        // bytes too, for the integer formats).
        let raw: Vec<u8> = match format {
            F32 => (0..1024)
                .flat_map(|i| (i as f32 * 0.5 - 100.0).to_le_bytes())
                .collect(),
            F16 => (0..1024)
                .flat_map(|i| f16_bits_of_small_integer(i % 2048).to_le_bytes())
                .collect(),
            BF16 => (0..1024)
                .flat_map(|i| bf16_exact((i % 256) as f32 - 128.0).to_le_bytes())
                .collect(),
            _ => (0..1024 * bytes)
                .map(|i| {
                    if i % bytes == 0 {
                        (i / bytes % 100) as u8
                    } else {
                        0
                    }
                })
                .collect(),
        };
        bench.put_bytes(A, &raw);
        bench.run("math_acquire", &[format]);
        bench.run("tile_copy", &[A, format, 0]);
        bench.run("tile_pack", &[0, B, format, 0]);
        assert_eq!(bench.bytes(B, 1024 * bytes), &raw[..], "format {format}");
    }
}

/// f16 bits of an integer 0 ≤ n < 2048 (exact), by hand: n = 1.f × 2^e.
fn f16_bits_of_small_integer(n: usize) -> u16 {
    if n == 0 {
        return 0;
    }
    let exponent = usize::BITS - 1 - n.leading_zeros(); // n in [2^e, 2^(e+1))
    let fraction = (n - (1 << exponent)) << (10 - exponent);
    (((exponent + 15) << 10) as usize | fraction) as u16
}

#[test]
fn tilize_and_untilize_are_inverse() {
    let mut bench = Bench::new();
    // Row-major block of 32 rows x 96 columns (block 3), bf16, value r*96+c.
    let block: Vec<u16> = (0..32 * 96).map(|i| bf16_exact((i % 256) as f32)).collect();
    bench.put_u16(A, &block);
    bench.run("tilize_block", &[A, BF16, 3, B, BF16]);
    let tiles = bench.u16s(B, 3 * 1024);
    for t in 0..3 {
        for r in 0..32 {
            for c in 0..32 {
                assert_eq!(
                    tiles[t * 1024 + stored(r, c)],
                    block[r * 96 + t * 32 + c],
                    "tile {t} ({r}, {c})"
                );
            }
        }
    }
    bench.run("untilize_block", &[B, BF16, 3, OUT, BF16]);
    assert_eq!(bench.u16s(OUT, 32 * 96), block);
}

#[test]
fn tilize_converts_between_formats() {
    let mut bench = Bench::new();
    // f32 row-major block 1 → bf16 tiles, rounding 1 + 2^-8 (a tie) to 1.
    let values: Vec<f32> = (0..1024)
        .map(|i| {
            if i == 5 {
                1.0 + 2f32.powi(-8)
            } else {
                i as f32
            }
        })
        .collect();
    bench.put_f32(A, &values);
    bench.run("tilize_block", &[A, F32, 1, B, BF16]);
    let tiles = bench.u16s(B, 1024);
    assert_eq!(tiles[stored(0, 5)], 0x3f80);
    assert_eq!(tiles[stored(1, 1)], bf16_exact(33.0));
    // Back to f32 rows: exact widening.
    bench.run("untilize_block", &[B, BF16, 1, OUT, F32]);
    assert_eq!(bench.f32s(OUT, 1024)[1000], 1000.0);
    // Block 0 does nothing.
    bench.put_f32(C, &[7.0]);
    bench.run("tilize_block", &[A, F32, 0, C, F32]);
    assert_eq!(bench.f32s(C, 1)[0], 7.0);
}

/// The MX data formats (9 f8e4m3, 10 f8e5m2, 11 e8m0) decode every byte
/// and encode each value back to it (sim/src/math/mx_format.rs has the
/// formats' own edge cases).
#[test]
fn mx_formats_round_trip_every_byte() {
    use crate::math::DataFormat;
    for format in [DataFormat::F8E4M3, DataFormat::F8E5M2, DataFormat::E8M0] {
        assert_eq!(format.bytes(), 1);
        for byte in 0..=255u32 {
            let value = format.decode(byte);
            if !value.is_nan() {
                assert_eq!(
                    format.encode(value),
                    byte,
                    "{} {byte:#x} = {value}",
                    format.name()
                );
            }
        }
    }
    assert_eq!(DataFormat::F8E5M2.decode(0x7b), 57344.0);
    assert_eq!(DataFormat::F8E5M2.decode(0x7c), f64::INFINITY);
    assert_eq!(DataFormat::F8E5M2.decode(0x3c), 1.0);
    assert_eq!(DataFormat::F8E4M3.decode(0x7e), 448.0);
}
