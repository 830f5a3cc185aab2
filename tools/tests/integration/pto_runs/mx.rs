//! PTO runs: the MX products of fp8 operands.

use super::*;

/// The value of an fp8 or e8m0 byte, by the OCP formats' bit layout (the
/// test's own decoding, not the simulator's): E4M3 (bias 7, S.1111.111
/// NaN, no infinities), E5M2 (IEEE-like, bias 15), E8M0 (2^(e - 127)).
fn mx_byte_value(format: &str, byte: u8) -> f64 {
    let sign = if byte & 0x80 != 0 { -1.0 } else { 1.0 };
    let (exponent_bits, fraction_bits, bias) = match format {
        "f8E4M3FN" => (4, 3, 7),
        "f8E5M2" => (5, 2, 15),
        _ => return 2f64.powi(i32::from(byte) - 127),
    };
    let exponent = i32::from(byte >> fraction_bits) & ((1 << exponent_bits) - 1);
    let fraction = f64::from(byte & ((1 << fraction_bits) - 1));
    let unit = f64::from(1u32 << fraction_bits);
    if exponent == 0 {
        sign * fraction / unit * 2f64.powi(1 - bias)
    } else {
        sign * (1.0 + fraction / unit) * 2f64.powi(exponent - bias)
    }
}

/// Bytes of an fp8 format whose values are moderate (exponent within two
/// of the bias), both signs, every fraction; deterministic.
fn mx_bytes(format: &str, seed: usize, count: usize) -> Vec<u8> {
    let fraction_bits = if format == "f8E4M3FN" { 3 } else { 2 };
    let bias = if format == "f8E4M3FN" { 7 } else { 15 };
    (0..count)
        .map(|i| {
            let h = (i * 2_654_435_761 + seed * 40_503) % 1_000_003;
            let exponent = (bias - 2 + h % 5) as u8;
            let sign = ((h / 5) % 2) as u8;
            let fraction = ((h / 10) % (1 << fraction_bits)) as u8;
            sign << 7 | exponent << fraction_bits | fraction
        })
        .collect()
}

/// E8M0 scales 2^-3 .. 2^3.
fn mx_scales(seed: usize, count: usize) -> Vec<u8> {
    (0..count)
        .map(|i| (124 + (i * 7 + seed * 3) % 7) as u8)
        .collect()
}

/// Σ_k a[i, k]·b[k, j]·sa[i, k / 32]·sb[k / 32, j] for row-major byte
/// matrices (the scale tiles have their operand's shape, as PTOAS wants).
#[allow(clippy::too_many_arguments)]
fn mx_reference(
    (a, a_format): (&[u8], &str),
    sa: &[u8],
    (b, b_format): (&[u8], &str),
    sb: &[u8],
    (m, k, n): (usize, usize, usize),
) -> Vec<f64> {
    (0..m * n)
        .map(|e| {
            let (i, j) = (e / n, e % n);
            (0..k)
                .map(|p| {
                    mx_byte_value(a_format, a[i * k + p])
                        * mx_byte_value(b_format, b[p * n + j])
                        * mx_byte_value("e8m0", sa[i * k + p / 32])
                        * mx_byte_value("e8m0", sb[(p / 32) * n + j])
                })
                .sum()
        })
        .collect()
}

/// The MX products (A5) against the formula of pto-isa's CPU simulator
/// (TMatmul.hpp, TMatmulMX): fp8 bytes come in as uint8 globals, are read
/// as fp8 by TRESHAPE and moved into their cube tiles (NZ left, ZN right)
/// and ND scale tiles; TMATMUL_MX (e4m3 x e5m2, K = 64: two scale blocks)
/// into an NZ acc, TMATMUL_MX_ACC adding the same product again, and
/// TGEMV_MX_BIAS (e5m2 x e4m3, a one-row vector, K = 128: four blocks)
/// whose vector's scales are bound by TGET_SCALE_ADDR to the vec tile
/// holding them. The operands are exact in f32, so the results are
/// compared bit for bit.
#[test]
fn mx_products_scale_each_block_of_k() {
    let nz = "blayout=col_major, slayout=row_major";
    let zn = "blayout=row_major, slayout=col_major";
    // name, element, rows, cols, location, layout: the tiles each global feeds.
    let tiles = [
        ("a", "f8E4M3FN", 16, 64, "left", nz),
        ("sa", "f8E8M0FNU", 16, 64, "scaling", ""),
        ("b", "f8E5M2", 64, 32, "right", zn),
        ("sb", "f8E8M0FNU", 64, 32, "scaling", ""),
        ("v", "f8E5M2", 1, 128, "left", nz),
        ("w", "f8E4M3FN", 128, 32, "right", zn),
        ("sw", "f8E8M0FNU", 128, 32, "scaling", ""),
    ];
    let tile = |loc: &str, r: usize, c: usize, t: &str, layout: &str| {
        let extra = if layout.is_empty() {
            String::new()
        } else {
            format!(", {layout}")
        };
        format!("!pto.tile_buf<{loc}, {r}x{c}x{t}{extra}>")
    };
    let mut k = Kernel::new("a5");
    for (name, _, r, c, ..) in tiles {
        k.input(name, "ui8", r, c);
    }
    k.input("sv", "ui8", 1, 128)
        .input("bias", "f32", 1, 32)
        .output("product", "f32", 16, 32)
        .output("twice", "f32", 16, 32)
        .output("gemv", "f32", 1, 32);
    let mut typed = BTreeMap::new();
    for (name, t, r, c, loc, layout) in tiles {
        let raw = tile("vec", r, c, "ui8", "");
        let fp8 = tile("vec", r, c, t, "");
        let mat = tile("mat", r, c, t, if loc == "scaling" { "" } else { nz });
        let dst = tile(loc, r, c, t, layout);
        k.line(format!("%raw_{name} = pto.alloc_tile : {raw}"))
            .line(format!("pto.tload ins(%p_{name} : !pto.partition_tensor_view<{r}x{c}xui8>) outs(%raw_{name} : {raw})"))
            .line(format!("%f8_{name} = pto.alloc_tile : {fp8}"))
            .line(format!("pto.treshape ins(%raw_{name} : {raw}) outs(%f8_{name} : {fp8})"))
            .line(format!("%mat_{name} = pto.alloc_tile : {mat}"))
            .line(format!("pto.tmov ins(%f8_{name} : {fp8}) outs(%mat_{name} : {mat})"))
            .line(format!("%t_{name} = pto.alloc_tile : {dst}"))
            .line(format!("pto.tmov ins(%mat_{name} : {mat}) outs(%t_{name} : {dst})"));
        typed.insert(name, dst);
    }
    // The vector's scales: a vec tile, and the scaling tile bound to it.
    let raw_sv = tile("vec", 1, 128, "ui8", "");
    let vec_sv = tile("vec", 1, 128, "f8E8M0FNU", "");
    let scaling_sv = tile("scaling", 1, 128, "f8E8M0FNU", "");
    let bias_mat = "!pto.tile_buf<mat, 1x32xf32>";
    let bias = "!pto.tile_buf<bias, 1x32xf32>";
    let acc = format!("!pto.tile_buf<acc, 16x32xf32, {nz}, fractal=1024>");
    let acc_row = format!("!pto.tile_buf<acc, 1x32xf32, {nz}, fractal=1024>");
    let t = |name: &str| typed[name].clone();
    k.line(format!("%raw_sv = pto.alloc_tile : {raw_sv}"))
        .line(format!("pto.tload ins(%p_sv : !pto.partition_tensor_view<1x128xui8>) outs(%raw_sv : {raw_sv})"))
        .line(format!("%vec_sv = pto.alloc_tile : {vec_sv}"))
        .line(format!("pto.treshape ins(%raw_sv : {raw_sv}) outs(%vec_sv : {vec_sv})"))
        .line(format!("%t_sv = pto.alloc_tile : {scaling_sv}"))
        .line(format!("pto.tget_scale_addr ins(%vec_sv : {vec_sv}) outs(%t_sv : {scaling_sv})"))
        .line(format!("%mat_bias = pto.alloc_tile : {bias_mat}"))
        .line(format!("pto.tload ins(%p_bias : !pto.partition_tensor_view<1x32xf32>) outs(%mat_bias : {bias_mat})"))
        .line(format!("%t_bias = pto.alloc_tile : {bias}"))
        .line(format!("pto.tmov ins(%mat_bias : {bias_mat}) outs(%t_bias : {bias})"))
        .line(format!("%acc = pto.alloc_tile : {acc}"))
        .line(format!("%acc2 = pto.alloc_tile : {acc}"))
        .line(format!("%acc_row = pto.alloc_tile : {acc_row}"))
        .line(format!(
            "pto.tmatmul.mx ins(%t_a, %t_sa, %t_b, %t_sb : {}, {}, {}, {}) outs(%acc : {acc})",
            t("a"), t("sa"), t("b"), t("sb")
        ))
        .line(format!(
            "pto.tmatmul.mx.acc ins(%acc, %t_a, %t_sa, %t_b, %t_sb : {acc}, {}, {}, {}, {}) outs(%acc2 : {acc})",
            t("a"), t("sa"), t("b"), t("sb")
        ))
        .line(format!(
            "pto.tgemv.mx.bias ins(%t_v, %t_sv, %t_w, %t_sw, %t_bias : {}, {scaling_sv}, {}, {}, {bias}) outs(%acc_row : {acc_row})",
            t("v"), t("w"), t("sw")
        ))
        .line(format!("pto.tstore ins(%acc : {acc}) outs(%p_product : !pto.partition_tensor_view<16x32xf32>)"))
        .line(format!("pto.tstore ins(%acc2 : {acc}) outs(%p_twice : !pto.partition_tensor_view<16x32xf32>)"))
        .line(format!("pto.tstore ins(%acc_row : {acc_row}) outs(%p_gemv : !pto.partition_tensor_view<1x32xf32>)"));
    let bytes: BTreeMap<&str, Vec<u8>> = [
        ("a", mx_bytes("f8E4M3FN", 1, 16 * 64)),
        ("sa", mx_scales(2, 16 * 64)),
        ("b", mx_bytes("f8E5M2", 3, 64 * 32)),
        ("sb", mx_scales(4, 64 * 32)),
        ("v", mx_bytes("f8E5M2", 5, 128)),
        ("sv", mx_scales(6, 128)),
        ("w", mx_bytes("f8E4M3FN", 7, 128 * 32)),
        ("sw", mx_scales(8, 128 * 32)),
    ]
    .into_iter()
    .collect();
    let bias_row: Vec<f32> = (0..32).map(|j| (j % 9) as f32 - 4.0).collect();
    let mut inputs: Vec<(&str, Vec<f32>)> = bytes
        .iter()
        .map(|(name, b)| (*name, b.iter().map(|&x| f32::from(x)).collect()))
        .collect();
    inputs.push(("bias", bias_row.clone()));
    let out = k
        .run("mx_products", &inputs)
        .unwrap_or_else(|e| panic!("{e}"));
    let product = mx_reference(
        (&bytes["a"], "f8E4M3FN"),
        &bytes["sa"],
        (&bytes["b"], "f8E5M2"),
        &bytes["sb"],
        (16, 64, 32),
    );
    let gemv = mx_reference(
        (&bytes["v"], "f8E5M2"),
        &bytes["sv"],
        (&bytes["w"], "f8E4M3FN"),
        &bytes["sw"],
        (1, 128, 32),
    );
    let f32s = |v: Vec<f64>| v.into_iter().map(|x| x as f32).collect::<Vec<f32>>();
    assert_eq!(out["product"], f32s(product.clone()), "TMATMUL_MX");
    assert_eq!(
        out["twice"],
        f32s(product.iter().map(|x| 2.0 * x).collect()),
        "TMATMUL_MX_ACC"
    );
    let with_bias = gemv
        .iter()
        .zip(&bias_row)
        .map(|(x, b)| x + f64::from(*b))
        .collect();
    assert_eq!(out["gemv"], f32s(with_bias), "TGEMV_MX_BIAS");
}

/// PTOAS's own form of the MX product (its test/basic writes f16 scale
/// tiles of the operands' shape, `none_box` with MX-sized boxes): each
/// scale is its element's value: TMATMUL_MX_BIAS of f8E4M3 (PTOAS's other
/// spelling of e4m3) operands, against the formula with the f16 scales as
/// numbers.
#[test]
fn mx_products_read_f16_scales_by_value() {
    let nz = "blayout=col_major, slayout=row_major";
    let zn = "blayout=row_major, slayout=col_major";
    let scale_layout = "blayout=row_major, slayout=none_box, fractal=32";
    let mut k = Kernel::new("a5");
    k.input("a", "ui8", 16, 64)
        .input("b", "ui8", 64, 32)
        .input("sa", "f16", 16, 64)
        .input("sb", "f16", 64, 32)
        .input("bias", "f32", 1, 32)
        .output("out", "f32", 16, 32);
    for (name, r, c, loc, layout) in [("a", 16, 64, "left", nz), ("b", 64, 32, "right", zn)] {
        let raw = format!("!pto.tile_buf<vec, {r}x{c}xui8>");
        let fp8 = format!("!pto.tile_buf<vec, {r}x{c}xf8E4M3>");
        let mat = format!("!pto.tile_buf<mat, {r}x{c}xf8E4M3, {nz}>");
        let dst = format!("!pto.tile_buf<{loc}, {r}x{c}xf8E4M3, {layout}>");
        k.line(format!("%raw_{name} = pto.alloc_tile : {raw}"))
            .line(format!("pto.tload ins(%p_{name} : !pto.partition_tensor_view<{r}x{c}xui8>) outs(%raw_{name} : {raw})"))
            .line(format!("%f8_{name} = pto.alloc_tile : {fp8}"))
            .line(format!("pto.treshape ins(%raw_{name} : {raw}) outs(%f8_{name} : {fp8})"))
            .line(format!("%mat_{name} = pto.alloc_tile : {mat}"))
            .line(format!("pto.tmov ins(%f8_{name} : {fp8}) outs(%mat_{name} : {mat})"))
            .line(format!("%t_{name} = pto.alloc_tile : {dst}"))
            .line(format!("pto.tmov ins(%mat_{name} : {mat}) outs(%t_{name} : {dst})"));
    }
    for (name, r, c) in [("sa", 16, 64), ("sb", 64, 32)] {
        let mat = format!("!pto.tile_buf<mat, {r}x{c}xf16>");
        let dst = format!("!pto.tile_buf<scaling, {r}x{c}xf16, {scale_layout}>");
        k.line(format!("%mat_{name} = pto.alloc_tile : {mat}"))
            .line(format!("pto.tload ins(%p_{name} : !pto.partition_tensor_view<{r}x{c}xf16>) outs(%mat_{name} : {mat})"))
            .line(format!("%t_{name} = pto.alloc_tile : {dst}"))
            .line(format!("pto.tmov ins(%mat_{name} : {mat}) outs(%t_{name} : {dst})"));
    }
    let a = format!("!pto.tile_buf<left, 16x64xf8E4M3, {nz}>");
    let b = format!("!pto.tile_buf<right, 64x32xf8E4M3, {zn}>");
    let sa = format!("!pto.tile_buf<scaling, 16x64xf16, {scale_layout}>");
    let sb = format!("!pto.tile_buf<scaling, 64x32xf16, {scale_layout}>");
    let acc = format!("!pto.tile_buf<acc, 16x32xf32, {nz}, fractal=1024>");
    k.line("%mat_bias = pto.alloc_tile : !pto.tile_buf<mat, 1x32xf32>")
        .line("pto.tload ins(%p_bias : !pto.partition_tensor_view<1x32xf32>) outs(%mat_bias : !pto.tile_buf<mat, 1x32xf32>)")
        .line("%t_bias = pto.alloc_tile : !pto.tile_buf<bias, 1x32xf32>")
        .line("pto.tmov ins(%mat_bias : !pto.tile_buf<mat, 1x32xf32>) outs(%t_bias : !pto.tile_buf<bias, 1x32xf32>)")
        .line(format!("%acc = pto.alloc_tile : {acc}"))
        .line(format!("pto.tmatmul.mx.bias ins(%t_a, %t_sa, %t_b, %t_sb, %t_bias : {a}, {sa}, {b}, {sb}, !pto.tile_buf<bias, 1x32xf32>) outs(%acc : {acc})"))
        .line(format!("pto.tstore ins(%acc : {acc}) outs(%p_out : !pto.partition_tensor_view<16x32xf32>)"));
    let a_bytes = mx_bytes("f8E4M3FN", 11, 16 * 64);
    let b_bytes = mx_bytes("f8E4M3FN", 12, 64 * 32);
    // f16 scales: 0.25, 0.75, 1, 1.5, 2 (exact in f16), by position.
    let scale = |i: usize| [0.25f32, 0.75, 1.0, 1.5, 2.0][(i * 3 + i / 7) % 5];
    let sa: Vec<f32> = (0..16 * 64).map(scale).collect();
    let sb: Vec<f32> = (0..64 * 32).map(|i| scale(i + 1)).collect();
    let bias: Vec<f32> = (0..32).map(|j| j as f32 * 0.5 - 8.0).collect();
    let bytes_as_values = |b: &[u8]| b.iter().map(|&x| f32::from(x)).collect::<Vec<f32>>();
    let out = k
        .run(
            "mx_f16_scales",
            &[
                ("a", bytes_as_values(&a_bytes)),
                ("b", bytes_as_values(&b_bytes)),
                ("sa", sa.clone()),
                ("sb", sb.clone()),
                ("bias", bias.clone()),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<f32> = (0..16 * 32)
        .map(|e| {
            let (i, j) = (e / 32, e % 32);
            let sum: f64 = (0..64)
                .map(|p| {
                    mx_byte_value("f8E4M3FN", a_bytes[i * 64 + p])
                        * mx_byte_value("f8E4M3FN", b_bytes[p * 32 + j])
                        * f64::from(sa[i * 64 + p / 32])
                        * f64::from(sb[(p / 32) * 32 + j])
                })
                .sum();
            (sum + f64::from(bias[j])) as f32
        })
        .collect();
    assert_eq!(out["out"], want);
}
