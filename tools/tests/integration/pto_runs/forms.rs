//! PTO runs: PTOAS operand forms: pack, fix-pipe quantisation, saturation, widening, DN filters, memrefs, event ids, while loops.

use super::*;

/// TPACK (A5) keeps each element's low bytes: int32 to int16 and to uint8,
/// uint16 to int8, over a valid region narrower than the tile (the
/// destination's columns past it keep their zeros).
#[test]
fn pack_keeps_the_low_bytes() {
    let wide: Vec<f32> = (0..8 * 32)
        .map(|i| ((i as i64 * 104_729) % 9_000_001 - 4_500_000) as f32)
        .collect();
    let half: Vec<f32> = (0..8 * 32).map(|i| ((i * 2_311) % 65_536) as f32).collect();
    let mut k = Kernel::new("a5");
    k.input("wide", "i32", 8, 32)
        .input("half", "ui16", 8, 32)
        .output("to16", "i16", 8, 32)
        .output("to8", "ui8", 8, 32)
        .output("from16", "i8", 8, 32);
    let valid = "v_row=8, v_col=20";
    let tile = |t: &str| {
        format!("!pto.tile_buf<loc=vec, dtype={t}, rows=8, cols=32, {valid}, blayout=row_major, slayout=none_box, fractal=512, pad=0>")
    };
    let whole = |t: &str| format!("!pto.tile_buf<vec, 8x32x{t}>");
    let (w, h) = (tile("i32"), tile("ui16"));
    let (s, b, c) = (tile("i16"), tile("ui8"), tile("i8"));
    k.line("%dim_20 = arith.constant 20 : index")
        .line(format!("%w = pto.alloc_tile : {w}"))
        .line(format!("%h = pto.alloc_tile : {h}"))
        .line(format!("%s = pto.alloc_tile : {s}"))
        .line(format!("%b = pto.alloc_tile : {b}"))
        .line(format!("%c = pto.alloc_tile : {c}"))
        .line(format!("%zs = pto.alloc_tile : {}", whole("i16")))
        .line(format!("%zb = pto.alloc_tile : {}", whole("ui8")))
        .line(format!("%zc = pto.alloc_tile : {}", whole("i8")))
        .line("%zero = arith.constant 0 : i32")
        .line(format!(
            "pto.texpands ins(%zero : i32) outs(%zs : {})",
            whole("i16")
        ))
        .line(format!(
            "pto.texpands ins(%zero : i32) outs(%zb : {})",
            whole("ui8")
        ))
        .line(format!(
            "pto.texpands ins(%zero : i32) outs(%zc : {})",
            whole("i8")
        ))
        .line(format!(
            "pto.tload ins(%p_wide : !pto.partition_tensor_view<8x32xi32>) outs(%w : {w})"
        ))
        .line(format!(
            "pto.tload ins(%p_half : !pto.partition_tensor_view<8x32xui16>) outs(%h : {h})"
        ))
        .line(format!("pto.tpack ins(%w : {w}) outs(%s : {s})"))
        .line(format!("pto.tpack ins(%w : {w}) outs(%b : {b})"))
        .line(format!("pto.tpack ins(%h : {h}) outs(%c : {c})"))
        .line(format!(
            "pto.tstore ins(%zs : {}) outs(%p_to16 : !pto.partition_tensor_view<8x32xi16>)",
            whole("i16")
        ))
        .line(format!(
            "pto.tstore ins(%zb : {}) outs(%p_to8 : !pto.partition_tensor_view<8x32xui8>)",
            whole("ui8")
        ))
        .line(format!(
            "pto.tstore ins(%zc : {}) outs(%p_from16 : !pto.partition_tensor_view<8x32xi8>)",
            whole("i8")
        ));
    // The valid region's stores go through views narrower than the tile.
    for (name, tile_ty, t) in [
        ("to16", &s, "i16"),
        ("to8", &b, "ui8"),
        ("from16", &c, "i8"),
    ] {
        let tile_name = match name {
            "to16" => "%s",
            "to8" => "%b",
            _ => "%c",
        };
        k.line(format!("%n_{name} = pto.partition_view %v_{name}, offsets = [%dim_0, %dim_0], sizes = [%dim_8, %dim_20] : !pto.tensor_view<8x32x{t}> -> !pto.partition_tensor_view<8x20x{t}>"))
            .line(format!("pto.tstore ins({tile_name} : {tile_ty}) outs(%n_{name} : !pto.partition_tensor_view<8x20x{t}>)"));
    }
    let out = k
        .run("pack", &[("wide", wide.clone()), ("half", half.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let expect = |source: &[f32], narrow: &dyn Fn(i64) -> f32| -> Vec<f32> {
        (0..8 * 32)
            .map(|e| {
                if e % 32 < 20 {
                    narrow(source[e] as i64)
                } else {
                    0.0
                }
            })
            .collect()
    };
    assert_eq!(
        out["to16"],
        expect(&wide, &|v| v as i16 as f32),
        "int32 to int16"
    );
    assert_eq!(
        out["to8"],
        expect(&wide, &|v| v as u8 as f32),
        "int32 to uint8"
    );
    assert_eq!(
        out["from16"],
        expect(&half, &|v| v as i8 as f32),
        "uint16 to int8"
    );
}

/// The fix-pipe moves on A2/A3: a 16x16 f32 product quantised to int8
/// through per-column parameters (scale, offset, signed or unsigned range):
/// TMOV_FP of the whole, TEXTRACT_FP of an 8x8 window at (4, 6), and
/// TINSERT_FP of the product into a 32x32 int8 tile at (16, 8). The
/// parameters are loaded as int32 pairs into a mat tile and moved to
/// `scaling`, as a kernel stages them. The reference follows pto-isa's
/// quantize_element: rint(x·scale + offset), clamped to the column's range.
#[test]
fn fix_pipe_quantises_each_column() {
    let a = small(4, 16 * 16);
    let b = small(5, 16 * 16);
    // Column j: scale 2^(j % 3 - 1) · (1, 1.5 or 1.25), offset j % 5, signed
    // on even columns. Word pairs (low, high) as int32 values.
    let (scale, params) = (column_quant_scale, column_quant_params());
    let mut k = Kernel::new("a2a3");
    k.input("a", "f32", 16, 16)
        .input("b", "f32", 16, 16)
        .input("params", "i32", 16, 32)
        .output("moved", "i8", 16, 16)
        .output("window", "i8", 8, 8)
        .output("placed", "i8", 32, 32);
    let mat = "!pto.tile_buf<mat, 16x16xf32>";
    let left = "!pto.tile_buf<left, 16x16xf32>";
    let right = "!pto.tile_buf<right, 16x16xf32>";
    let acc = "!pto.tile_buf<acc, 16x16xf32>";
    let pm = "!pto.tile_buf<mat, 16x32xi32>";
    let fp = "!pto.tile_buf<scaling, 1x32xi32>";
    let (q16, q8, q32) = (
        "!pto.tile_buf<mat, 16x16xi8>",
        "!pto.tile_buf<mat, 8x8xi8>",
        "!pto.tile_buf<mat, 32x32xi8>",
    );
    k.line("%r4 = arith.constant 4 : index")
        .line("%r6 = arith.constant 6 : index")
        .line("%r8 = arith.constant 8 : index")
        .line("%r16 = arith.constant 16 : index")
        .line(format!("%ma = pto.alloc_tile : {mat}"))
        .line(format!("%mb = pto.alloc_tile : {mat}"))
        .line(format!("%l = pto.alloc_tile : {left}"))
        .line(format!("%r = pto.alloc_tile : {right}"))
        .line(format!("%acc = pto.alloc_tile : {acc}"))
        .line(format!("%pm = pto.alloc_tile : {pm}"))
        .line(format!("%fp = pto.alloc_tile : {fp}"))
        .line(format!("%q = pto.alloc_tile : {q16}"))
        .line(format!("%w = pto.alloc_tile : {q8}"))
        .line(format!("%big = pto.alloc_tile : {q32}"))
        .line("%zero = arith.constant 0 : i32")
        .line(format!("pto.tload ins(%p_a : !pto.partition_tensor_view<16x16xf32>) outs(%ma : {mat})"))
        .line(format!("pto.tload ins(%p_b : !pto.partition_tensor_view<16x16xf32>) outs(%mb : {mat})"))
        .line(format!("pto.tload ins(%p_params : !pto.partition_tensor_view<16x32xi32>) outs(%pm : {pm})"))
        .line(format!("pto.textract ins(%ma, %dim_0, %dim_0 : {mat}, index, index) outs(%l : {left})"))
        .line(format!("pto.textract ins(%mb, %dim_0, %dim_0 : {mat}, index, index) outs(%r : {right})"))
        .line(format!("pto.textract ins(%pm, %dim_0, %dim_0 : {pm}, index, index) outs(%fp : {fp})"))
        .line(format!("pto.tmatmul ins(%l, %r : {left}, {right}) outs(%acc : {acc})"))
        .line(format!("pto.tmov.fp ins(%acc, %fp : {acc}, {fp}) outs(%q : {q16})"))
        .line(format!("pto.textract_fp ins(%acc, %fp, %r4, %r6 : {acc}, {fp}, index, index) outs(%w : {q8})"))
        .line(format!("pto.tload ins(%p_placed : !pto.partition_tensor_view<32x32xi8>) outs(%big : {q32})"))
        .line(format!("pto.tinsert_fp ins(%acc, %fp, %r16, %r8 : {acc}, {fp}, index, index) outs(%big : {q32})"))
        .line(format!("pto.tstore ins(%q : {q16}) outs(%p_moved : !pto.partition_tensor_view<16x16xi8>)"))
        .line(format!("pto.tstore ins(%w : {q8}) outs(%p_window : !pto.partition_tensor_view<8x8xi8>)"))
        .line(format!("pto.tstore ins(%big : {q32}) outs(%p_placed : !pto.partition_tensor_view<32x32xi8>)"));
    k.globals.iter_mut().for_each(|g| {
        if g.0 == "placed" {
            g.4 = "inout";
        }
    });
    let base: Vec<f32> = (0..32 * 32).map(|e| (e % 7) as f32 - 3.0).collect();
    let out = k
        .run(
            "fix_pipe",
            &[
                ("a", a.clone()),
                ("b", b.clone()),
                ("params", params),
                ("placed", base.clone()),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let product =
        |i: usize, j: usize| -> f32 { (0..16).map(|kk| a[i * 16 + kk] * b[kk * 16 + j]).sum() };
    let quant = |x: f32, j: usize| -> f32 {
        let (min, max) = if j.is_multiple_of(2) {
            (-128.0, 127.0)
        } else {
            (0.0, 255.0)
        };
        let q = (x * scale(j) + (j % 5) as f32)
            .round_ties_even()
            .clamp(min, max);
        // The int8 destination holds the low byte.
        q as i64 as i8 as f32
    };
    let moved: Vec<f32> = (0..256)
        .map(|e| quant(product(e / 16, e % 16), e % 16))
        .collect();
    assert_eq!(out["moved"], moved, "TMOV_FP");
    let window: Vec<f32> = (0..64)
        .map(|e| {
            let (i, j) = (4 + e / 8, 6 + e % 8);
            quant(product(i, j), j)
        })
        .collect();
    assert_eq!(out["window"], window, "TEXTRACT_FP");
    let mut placed = base;
    for (e, value) in moved.iter().enumerate() {
        placed[(16 + e / 16) * 32 + 8 + e % 16] = *value;
    }
    assert_eq!(out["placed"], placed, "TINSERT_FP");
}

/// The f32 values the saturation runs convert: in range, halves (ties),
/// beyond int16, uint8, f16 and int32.
const SATURATION_INPUTS: [f32; 20] = [
    0.0, 1.5, 2.5, -2.5, 32767.0, 32768.0, -32769.0, 40000.0, -40000.0, 65535.0, 70000.0, -70000.0,
    1e6, -1e6, 3e9, -3e9, 255.0, 256.0, -1.0, 100.25,
];

/// TCVT's SaturationMode (pto-isa: ON clamps to the destination's range,
/// floats to its largest finite value; OFF narrows integers as A2/A3's
/// PyTorch-compatible path does: to int32, then the low bits), rounding to
/// nearest even; with and without the scratch tile; absent: integers
/// saturate, floats overflow to infinity.
#[test]
fn conversions_saturate_or_wrap_as_sat_mode_says() {
    let x: Vec<f32> = (0..256)
        .map(|i| SATURATION_INPUTS[i % SATURATION_INPUTS.len()])
        .collect();
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 16, 16);
    let outputs = [
        ("i16_default", "i16", ""),
        ("i16_on", "i16", "ON"),
        ("i16_off", "i16", "OFF"),
        ("u8_off", "ui8", "OFF"),
        ("f16_on", "f16", "ON"),
        ("f16_default", "f16", ""),
    ];
    let f = "!pto.tile_buf<vec, 16x16xf32>";
    k.line(format!("%x = pto.alloc_tile : {f}"))
        .line(format!("%tmp = pto.alloc_tile : {f}"))
        .line(format!(
            "pto.tload ins(%p_x : !pto.partition_tensor_view<16x16xf32>) outs(%x : {f})"
        ));
    for (n, (name, t, mode)) in outputs.iter().enumerate() {
        k.output(name, t, 16, 16);
        let d = format!("!pto.tile_buf<vec, 16x16x{t}>");
        let attrs = if mode.is_empty() {
            String::new()
        } else {
            format!(" {{sat_mode = #pto<saturation_mode {mode}>}}")
        };
        // Every other conversion passes the scratch tile.
        let (operands, types) = if n % 2 == 1 {
            ("%x, %tmp", format!("{f}, {f}"))
        } else {
            ("%x", f.to_string())
        };
        k.line(format!("%{name} = pto.alloc_tile : {d}"))
            .line(format!(
                "pto.tcvt ins({operands}{attrs} : {types}) outs(%{name} : {d})"
            ))
            .line(format!(
                "pto.tstore ins(%{name} : {d}) outs(%p_{name} : !pto.partition_tensor_view<16x16x{t}>)"
            ));
    }
    let out = k
        .run("saturation", &[("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let rint = |v: f32| f64::from(v).round_ties_even();
    let to_int32 = |v: f32| rint(v).clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32;
    let want = |f: &dyn Fn(f32) -> f32| -> Vec<f32> { x.iter().map(|v| f(*v)).collect() };
    let i16_saturated = want(&|v| rint(v).clamp(-32768.0, 32767.0) as f32);
    assert_eq!(out["i16_default"], i16_saturated, "int16, absent mode");
    assert_eq!(out["i16_on"], i16_saturated, "int16, ON");
    assert_eq!(
        out["i16_off"],
        want(&|v| f32::from(to_int32(v) as i16)),
        "int16, OFF"
    );
    assert_eq!(
        out["u8_off"],
        want(&|v| f32::from(to_int32(v) as u8)),
        "uint8, OFF"
    );
    // IEEE binary16 rounding to nearest even of a normal value: 11
    // significant bits; past the largest finite value, infinity.
    let f16_round = |v: f32| {
        let v = f64::from(v);
        if v == 0.0 {
            return 0.0;
        }
        let ulp = 2f64.powi(v.abs().log2().floor() as i32 - 10);
        let r = (v / ulp).round_ties_even() * ulp;
        (if r.abs() > 65504.0 {
            f64::INFINITY.copysign(v)
        } else {
            r
        }) as f32
    };
    assert_eq!(
        out["f16_on"],
        want(&|v| f16_round(v.clamp(-65504.0, 65504.0))),
        "f16, ON: clamped to the largest finite value"
    );
    assert_eq!(
        out["f16_default"],
        want(&|v| f16_round(v)),
        "f16, absent mode: overflow to infinity"
    );
}

/// TAXPY's widening form (PTOAS): an f16 source and scalar into an f32
/// destination, dst = dst + scalar * src, on both targets.
#[test]
fn axpy_widens_half_sources_into_float() {
    for arch in ["a2a3", "a5"] {
        let x = small(1, 256);
        let d0: Vec<f32> = small(2, 256).iter().map(|v| v * 0.5).collect();
        let mut k = Kernel::new(arch);
        k.input("x", "f16", 16, 16)
            .input("d0", "f32", 16, 16)
            .output("d", "f32", 16, 16);
        let h = "!pto.tile_buf<vec, 16x16xf16>";
        let f = "!pto.tile_buf<vec, 16x16xf32>";
        k.line("%s = arith.constant 2.5 : f16")
            .line(format!("%x = pto.alloc_tile : {h}"))
            .line(format!("%d = pto.alloc_tile : {f}"))
            .line(format!(
                "pto.tload ins(%p_x : !pto.partition_tensor_view<16x16xf16>) outs(%x : {h})"
            ))
            .line(format!(
                "pto.tload ins(%p_d0 : !pto.partition_tensor_view<16x16xf32>) outs(%d : {f})"
            ))
            .line(format!("pto.taxpy ins(%x, %s : {h}, f16) outs(%d : {f})"))
            .line(format!(
                "pto.tstore ins(%d : {f}) outs(%p_d : !pto.partition_tensor_view<16x16xf32>)"
            ));
        let out = k
            .run(
                &format!("axpy_widen_{arch}"),
                &[("x", x.clone()), ("d0", d0.clone())],
            )
            .unwrap_or_else(|e| panic!("{e}"));
        // Halves and small integers: every sum is exact.
        let want: Vec<f32> = x.iter().zip(&d0).map(|(x, d)| d + 2.5 * x).collect();
        assert_eq!(out["d"], want, "{arch}");
    }
}

/// A5's TEXTRACT from vec to vec: a 16x16 window of a 32x32 tile at
/// (8, 16), read through the big tile's pitch.
#[test]
fn a5_extracts_vector_windows() {
    let a: Vec<f32> = (0..32 * 32).map(|i| (i % 251) as f32 - 100.0).collect();
    let mut k = Kernel::new("a5");
    k.input("a", "f16", 32, 32).output("w", "f16", 16, 16);
    let big = "!pto.tile_buf<vec, 32x32xf16>";
    let part = "!pto.tile_buf<vec, 16x16xf16>";
    k.line("%r8 = arith.constant 8 : index")
        .line("%r16 = arith.constant 16 : index")
        .line(format!("%a = pto.alloc_tile : {big}"))
        .line(format!("%w = pto.alloc_tile : {part}"))
        .line(format!(
            "pto.tload ins(%p_a : !pto.partition_tensor_view<32x32xf16>) outs(%a : {big})"
        ))
        .line(format!(
            "pto.textract ins(%a, %r8, %r16 : {big}, index, index) outs(%w : {part})"
        ))
        .line(format!(
            "pto.tstore ins(%w : {part}) outs(%p_w : !pto.partition_tensor_view<16x16xf16>)"
        ));
    let out = k
        .run("extract_vec_vec", &[("a", a.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<f32> = (0..256)
        .map(|e| a[(8 + e / 16) * 32 + 16 + e % 16])
        .collect();
    assert_eq!(out["w"], want);
}

/// THISTOGRAM as PTOAS writes it: a DN column of filter bytes (one per
/// row) and isMSB: absent (true) counts each uint16 key's high byte, false
/// its low byte among the keys whose high byte is the row's filter.
#[test]
fn histogram_takes_a_dn_filter_column_and_is_msb() {
    let keys: Vec<f32> = (0..8 * 32)
        .map(|i| ((i * 2654435761usize) % 1024) as f32)
        .collect();
    let filter: Vec<f32> = (0..8).map(|r| (r % 4) as f32).collect();
    let mut k = Kernel::new("a5");
    k.input("keys", "ui16", 8, 32)
        .input("f", "ui8", 8, 1)
        .output("high", "ui32", 8, 256)
        .output("low", "ui32", 8, 256);
    let keys_t = "!pto.tile_buf<vec, 8x32xui16>";
    let col = "!pto.tile_buf<vec, 8x1xui8, blayout=col_major>";
    let counts = "!pto.tile_buf<vec, 8x256xui32>";
    k.line(format!("%k = pto.alloc_tile : {keys_t}"))
        .line(format!("%f = pto.alloc_tile : {col}"))
        .line(format!("%h = pto.alloc_tile : {counts}"))
        .line(format!("%l = pto.alloc_tile : {counts}"))
        .line(format!(
            "pto.tload ins(%p_keys : !pto.partition_tensor_view<8x32xui16>) outs(%k : {keys_t})"
        ))
        .line(format!(
            "pto.tload ins(%p_f : !pto.partition_tensor_view<8x1xui8>) outs(%f : {col})"
        ))
        .line(format!(
            "pto.thistogram ins(%k, %f : {keys_t}, {col}) outs(%h : {counts})"
        ))
        .line(format!(
            "pto.thistogram ins(%k, %f : {keys_t}, {col}) outs(%l : {counts}) {{isMSB = false}}"
        ))
        .line(format!(
            "pto.tstore ins(%h : {counts}) outs(%p_high : !pto.partition_tensor_view<8x256xui32>)"
        ))
        .line(format!(
            "pto.tstore ins(%l : {counts}) outs(%p_low : !pto.partition_tensor_view<8x256xui32>)"
        ));
    let out = k
        .run(
            "histogram_dn",
            &[("keys", keys.clone()), ("f", filter.clone())],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let mut high = vec![0.0f32; 8 * 256];
    let mut low = vec![0.0f32; 8 * 256];
    for (e, key) in keys.iter().enumerate() {
        let (r, key) = (e / 32, *key as u32);
        high[r * 256 + (key >> 8) as usize] += 1.0;
        if key >> 8 == filter[r] as u32 {
            low[r * 256 + (key & 0xff) as usize] += 1.0;
        }
    }
    assert!(low.iter().sum::<f32>() > 0.0, "some keys pass the filters");
    assert_eq!(out["high"], high, "isMSB absent: the high byte");
    assert_eq!(
        out["low"], low,
        "isMSB = false: the low byte under the filter"
    );
}

/// TQUANT with a scale tile of the source's shape (PTOAS test/basic's
/// tquant_e2e): each row's scale is its column 0; the other columns are
/// not read.
#[test]
fn quantisation_reads_column_zero_of_a_scale_tile() {
    let x: Vec<f32> = (0..256)
        .map(|i| ((i * 37) % 101) as f32 * 0.73 - 30.1)
        .collect();
    let scale: Vec<f32> = (0..256)
        .map(|e| {
            if e % 16 == 0 {
                0.5 + (e / 16) as f32 * 0.25
            } else {
                1000.0
            }
        })
        .collect();
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 16, 16)
        .input("scale", "f32", 16, 16)
        .output("q", "i8", 16, 16);
    let f = "!pto.tile_buf<vec, 16x16xf32>";
    let q = "!pto.tile_buf<vec, 16x16xi8>";
    k.line(format!("%x = pto.alloc_tile : {f}"))
        .line(format!("%s = pto.alloc_tile : {f}"))
        .line(format!("%q = pto.alloc_tile : {q}"))
        .line(format!("pto.tload ins(%p_x : !pto.partition_tensor_view<16x16xf32>) outs(%x : {f})"))
        .line(format!("pto.tload ins(%p_scale : !pto.partition_tensor_view<16x16xf32>) outs(%s : {f})"))
        .line(format!("pto.tquant ins(%x, %s : {f}, {f}) outs(%q : {q}) {{quant_type = #pto<quant_type INT8_SYM>}}"))
        .line(format!("pto.tstore ins(%q : {q}) outs(%p_q : !pto.partition_tensor_view<16x16xi8>)"));
    let out = k
        .run(
            "quant_scale_tile",
            &[("x", x.clone()), ("scale", scale.clone())],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    // pto-isa: clamp(nearbyint(src * scale[row, 0]), -128, 127), the product in f32.
    let want: Vec<f32> = x
        .iter()
        .enumerate()
        .map(|(e, v)| {
            (v * scale[(e / 16) * 16])
                .round_ties_even()
                .clamp(-128.0, 127.0)
        })
        .collect();
    assert_eq!(out["q"], want);
}

/// PTOAS's memref form end to end: gm memref parameters (pointers with a
/// static shape), local buffers from memref.alloc (one of them 2x8x16, a
/// 16x16 tile), and a buffer that takes a dead one's place while another
/// stays live, then carried through a loop (iter_args) that adds x three
/// times. sq = x·x, sum = x + y, total = y + 3x, written here from TMUL's
/// and TADD's element-wise definitions.
#[test]
fn memref_buffers_load_compute_store_and_reuse() {
    let vec = |shape: &str| format!("memref<{shape}xf32, #pto.address_space<vec>>");
    let gm = |shape: &str| format!("memref<{shape}xf32, #pto.address_space<gm>>");
    let (t, t3, g, g3) = (vec("16x16"), vec("2x8x16"), gm("16x16"), gm("2x8x16"));
    let kernel = format!(
        "module attributes {{pto.target_arch = \"a2a3\"}} {{
func.func @k(%x: {g}, %y: {g}, %sq: {g}, %sum: {g3}, %total: {g}) {{
  %keep = memref.alloc() : {t}
  pto.tload ins(%y : {g}) outs(%keep : {t})
  %t1 = memref.alloc() : {t}
  pto.tload ins(%x : {g}) outs(%t1 : {t})
  pto.tmul ins(%t1, %t1 : {t}, {t}) outs(%t1 : {t})
  pto.tstore ins(%t1 : {t}) outs(%sq : {g})
  memref.dealloc %t1 : {t}
  %t2 = memref.alloc() : {t3}
  pto.tload ins(%x : {g}) outs(%t2 : {t3})
  pto.tadd ins(%t2, %keep : {t3}, {t}) outs(%t2 : {t3})
  pto.tstore ins(%t2 : {t3}) outs(%sum : {g3})
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %keep) -> ({t}) {{
    %u = memref.alloc() : {t}
    pto.tload ins(%x : {g}) outs(%u : {t})
    pto.tadd ins(%acc, %u : {t}, {t}) outs(%acc : {t})
    scf.yield %acc : {t}
  }}
  pto.tstore ins(%r : {t}) outs(%total : {g})
  return
}}
}}
"
    );
    let mut toml = "name = \"pto_memref\"\n".to_string();
    for (name, io) in [
        ("x", "input"),
        ("y", "input"),
        ("sq", "output"),
        ("sum", "output"),
        ("total", "output"),
    ] {
        toml.push_str(&global_toml(name, "float", 256, 256, io));
    }
    toml.push_str("\n[[kernel]]\nname = \"k\"\nsource = \"kernel.pto\"\nfunction = \"k\"\ncores = \"0,0\"\nargs = { x = \"x\", y = \"y\", sq = \"sq\", sum = \"sum\", total = \"total\" }\n");
    let x = small(1, 256);
    let y = small(2, 256);
    let inputs = [("x".to_string(), x.clone()), ("y".to_string(), y.clone())];
    let out = run("memref", &toml, &kernel, inputs.into_iter().collect())
        .unwrap_or_else(|e| panic!("{e}\n{kernel}"));
    let sq: Vec<f32> = x.iter().map(|v| v * v).collect();
    let sum: Vec<f32> = x.iter().zip(&y).map(|(a, b)| a + b).collect();
    assert_eq!(out["sq"], sq, "TMUL on memref buffers");
    assert_eq!(out["sum"], sum, "TADD on a reused memref buffer");
    let total: Vec<f32> = x.iter().zip(&y).map(|(a, b)| b + 3.0 * a).collect();
    assert_eq!(
        out["total"], total,
        "a memref buffer carried through scf.for"
    );
}

/// SET_FLAG_DYN / WAIT_FLAG_DYN with ids from a loop variable, kept in an
/// event-id array: the loop body runs once per id (x + 4 after four
/// iterations); an id past EVENT_ID7 is a fault of the run.
fn dynamic_flag_kernel(first_id: usize) -> Kernel {
    let buf = "!pto.tile_buf<vec, 16x16xf32>";
    let view = "!pto.partition_tensor_view<16x16xf32>";
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 16, 16).output("y", "f32", 16, 16);
    k.line(format!("%t = pto.alloc_tile : {buf}"))
        .line(format!("pto.tload ins(%p_x : {view}) outs(%t : {buf})"))
        .line("%one = arith.constant 1.0 : f32")
        .line(format!("%first = arith.constant {first_id} : index"))
        .line("%ids = pto.declare_eventid_array -> !pto.eventid_array<4>")
        .line("%c4 = arith.constant 4 : index")
        .line("scf.for %i = %dim_0 to %c4 step %dim_1 {")
        .line("  %id = arith.addi %i, %first : index")
        .line("  pto.eventid_array_set %ids[%i], %id : !pto.eventid_array<4>")
        .line("}")
        .line("scf.for %i = %dim_0 to %c4 step %dim_1 {")
        .line("  %id = pto.eventid_array_get %ids[%i] : !pto.eventid_array<4>")
        .line("  pto.set_flag_dyn [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, %id]")
        .line("  pto.wait_flag_dyn [#pto.pipe<PIPE_MTE2>, #pto.pipe<PIPE_V>, %id]")
        .line(format!(
            "  pto.tadds ins(%t, %one : {buf}, f32) outs(%t : {buf})"
        ))
        .line("}")
        .line(format!("pto.tstore ins(%t : {buf}) outs(%p_y : {view})"));
    k
}

#[test]
fn dynamic_event_ids_from_a_loop() {
    let x: Vec<f32> = (0..256).map(|i| i as f32 * 0.5 - 40.0).collect();
    let out = dynamic_flag_kernel(2)
        .run("dynamic_flags", &[("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<f32> = x.iter().map(|v| v + 4.0).collect();
    assert_eq!(out["y"], want, "one tadds per flag pair");
    // Ids 5, 6, 7, 8: the fourth set is past EVENT_ID7.
    let error = dynamic_flag_kernel(5)
        .run("dynamic_flags_range", &[("x", x)])
        .expect_err("event id 8 must fault");
    assert!(
        error.contains("SET_FLAG with event id 8: PTO has EVENT_ID0 to EVENT_ID7"),
        "{error}"
    );
}

/// `scf.while` whose trip count is data: the count is read from global
/// memory, and the loop adds 1.5 once per trip, stopping early (through
/// the loop-carried flag) when the count exceeds 5.
#[test]
fn while_loop_runs_a_data_dependent_count() {
    let buf = "!pto.tile_buf<vec, 16x16xf32>";
    let view = "!pto.partition_tensor_view<16x16xf32>";
    let x: Vec<f32> = (0..256).map(|i| i as f32 * 0.25 - 20.0).collect();
    for count in [0u32, 3, 9] {
        let mut k = Kernel::new("a2a3");
        k.input("x", "f32", 16, 16)
            .input("n", "i32", 1, 16)
            .output("y", "f32", 16, 16);
        k.line(format!("%t = pto.alloc_tile : {buf}"))
            .line(format!("pto.tload ins(%p_x : {view}) outs(%t : {buf})"))
            .line("%step = arith.constant 1.5 : f32")
            .line("%true = arith.constant true")
            .line("%c5 = arith.constant 5 : index")
            .line("%n32 = pto.load_scalar %n[%dim_0] : !pto.ptr<i32> -> i32")
            .line("%count = arith.index_cast %n32 : i32 to index")
            .line("%end:2 = scf.while (%i = %dim_0, %go = %true) : (index, i1) -> (index, i1) {")
            .line("  %more = arith.cmpi slt, %i, %count : index")
            .line("  %both = arith.andi %more, %go : i1")
            .line("  scf.condition(%both) %i, %go : index, i1")
            .line("} do {")
            .line("^bb0(%j: index, %g: i1):")
            .line(format!(
                "  pto.tadds ins(%t, %step : {buf}, f32) outs(%t : {buf})"
            ))
            .line("  %next = arith.addi %j, %dim_1 : index")
            .line("  %ok = arith.cmpi slt, %next, %c5 : index")
            .line("  scf.yield %next, %ok : index, i1")
            .line("}")
            .line(format!("pto.tstore ins(%t : {buf}) outs(%p_y : {view})"));
        let mut n = vec![0.0; 16];
        n[0] = count as f32;
        let out = k
            .run("while_loop", &[("x", x.clone()), ("n", n)])
            .unwrap_or_else(|e| panic!("{e}"));
        // Trips: the count, at most 5 (the flag turns false after the fifth).
        let trips = count.min(5) as f32;
        let want: Vec<f32> = x.iter().map(|v| v + 1.5 * trips).collect();
        assert_eq!(out["y"], want, "count {count}");
    }
}

/// memref.reinterpret_cast over flat global memrefs (PTOAS's view of a
/// window): `x` (256 floats) is read as the 8x12 window at row 3, column 2
/// of a 16-wide matrix (offset 3*16 + 2 from a run-time value, strides
/// [16, 1]), plus 1, stored through the same window of `y`; the rest of `y`
/// keeps what the host wrote.
#[test]
fn reinterpret_cast_views_a_window_of_flat_memory() {
    let flat = "memref<256xf32, #pto.address_space<gm>>";
    let window = "memref<8x12xf32, strided<[16, 1], offset: ?>, #pto.address_space<gm>>";
    let tile = "!pto.tile_buf<vec, 8x16xf32, valid=8x12>";
    let kernel = format!(
        "module attributes {{pto.target_arch = \"a2a3\"}} {{
func.func @k(%x: {flat}, %y: {flat}) {{
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %at = arith.constant 50 : index
  %wx = memref.reinterpret_cast %x to offset: [%at], sizes: [%c8, %c12], strides: [%c16, %c1] : {flat} to {window}
  %wy = memref.reinterpret_cast %y to offset: [%at], sizes: [%c8, %c12], strides: [%c16, %c1] : {flat} to {window}
  %t = pto.alloc_tile : {tile}
  pto.tload ins(%wx : {window}) outs(%t : {tile})
  %one = arith.constant 1.0 : f32
  pto.tadds ins(%t, %one : {tile}, f32) outs(%t : {tile})
  pto.tstore ins(%t : {tile}) outs(%wy : {window}) {{layout = #pto.layout<nd>, pto.inferred_layout = true}}
  return
}}
}}
"
    );
    let mut toml = "name = \"pto_reinterpret\"\n".to_string();
    toml.push_str(&global_toml("x", "float", 256, 256, "input"));
    toml.push_str(&global_toml("y", "float", 256, 256, "inout"));
    toml.push_str("\n[[kernel]]\nname = \"k\"\nsource = \"kernel.pto\"\nfunction = \"k\"\ncores = \"0,0\"\nargs = { x = \"x\", y = \"y\" }\n");
    let x: Vec<f32> = (0..256).map(|i| (i % 23) as f32 * 0.5 - 4.0).collect();
    let y: Vec<f32> = (0..256).map(|i| -(i as f32)).collect();
    let inputs = [("x".to_string(), x.clone()), ("y".to_string(), y.clone())];
    let out = run("reinterpret", &toml, &kernel, inputs.into_iter().collect())
        .unwrap_or_else(|e| panic!("{e}\n{kernel}"));
    let mut want = y;
    for r in 0..8 {
        for c in 0..12 {
            let e = 50 + r * 16 + c;
            want[e] = x[e] + 1.0;
        }
    }
    assert_eq!(out["y"], want);
}
