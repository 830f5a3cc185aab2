//! PTO runs: TMOV out of an accumulator and A5 memref cube buffers.

use super::*;

/// IEEE binary16 rounding to nearest even, for normal values (the test's
/// values stay within f16's normal range).
fn round_to_half(x: f32) -> f32 {
    if x == 0.0 {
        return x;
    }
    let step = 2f32.powi(x.abs().log2().floor() as i32 - 10);
    (x / step).round_ties_even() * step
}

/// TMOV out of an accumulator through the fix-pipe (pto-isa's
/// quantize_element / ConvertStoreValue): f32 to f16 rounded to nearest
/// even after ReLU; a scalar pre-quantisation word, whose scale is its low
/// 32 bits as an f32 (0.25), offset bits 37-45 (5) and signed bit 46,
/// rounds x * 0.25 + 5 to nearest even and clamps to int8; the same through
/// PTOAS's generic form with ReLU last. The accumulator is I * x, so it
/// holds x exactly.
#[test]
fn tmov_out_of_an_accumulator_converts_relus_and_quantises() {
    let eye: Vec<f32> = (0..256)
        .map(|e| if e / 16 == e % 16 { 1.0 } else { 0.0 })
        .collect();
    let x: Vec<f32> = (0..256).map(|e| (e as f32) * 3.37 - 431.0).collect();
    let mut k = Kernel::new("a2a3");
    k.input("eye", "f32", 16, 16)
        .input("x", "f32", 16, 16)
        .output("half", "f16", 16, 16)
        .output("quant", "i8", 16, 16)
        .output("generic", "i8", 16, 16);
    let mat = "!pto.tile_buf<mat, 16x16xf32>";
    let left = "!pto.tile_buf<left, 16x16xf32>";
    let right = "!pto.tile_buf<right, 16x16xf32>";
    let acc = "!pto.tile_buf<acc, 16x16xf32>";
    let (h, q) = (
        "!pto.tile_buf<mat, 16x16xf16>",
        "!pto.tile_buf<mat, 16x16xi8>",
    );
    let pre = 0x3E80_0000u64 | 5 << 37 | 1 << 46;
    k.line(format!("%pre = arith.constant {pre} : i64"))
        .line(format!("%ma = pto.alloc_tile : {mat}"))
        .line(format!("%mb = pto.alloc_tile : {mat}"))
        .line(format!("%l = pto.alloc_tile : {left}"))
        .line(format!("%r = pto.alloc_tile : {right}"))
        .line(format!("%acc = pto.alloc_tile : {acc}"))
        .line(format!("%h = pto.alloc_tile : {h}"))
        .line(format!("%q = pto.alloc_tile : {q}"))
        .line(format!("%g = pto.alloc_tile : {q}"))
        .line(format!("pto.tload ins(%p_eye : !pto.partition_tensor_view<16x16xf32>) outs(%ma : {mat})"))
        .line(format!("pto.tload ins(%p_x : !pto.partition_tensor_view<16x16xf32>) outs(%mb : {mat})"))
        .line(format!("pto.tmov ins(%ma : {mat}) outs(%l : {left})"))
        .line(format!("pto.tmov ins(%mb : {mat}) outs(%r : {right})"))
        .line(format!("pto.tmatmul ins(%l, %r : {left}, {right}) outs(%acc : {acc})"))
        .line(format!("pto.tmov ins(%acc : {acc}) outs(%h : {h}) {{reluPreMode = #pto<relu_pre_mode normal_relu>}}"))
        .line(format!("pto.tmov ins(%acc : {acc}, %pre : i64) outs(%q : {q})"))
        .line(format!("\"pto.tmov\"(%acc, %g, %pre) <{{operandSegmentSizes = array<i32: 1, 1, 0, 1>, reluPreMode = #pto<relu_pre_mode normal_relu>}}> : ({acc}, {q}, i64) -> ()"))
        .line(format!("pto.tstore ins(%h : {h}) outs(%p_half : !pto.partition_tensor_view<16x16xf16>)"))
        .line(format!("pto.tstore ins(%q : {q}) outs(%p_quant : !pto.partition_tensor_view<16x16xi8>)"))
        .line(format!("pto.tstore ins(%g : {q}) outs(%p_generic : !pto.partition_tensor_view<16x16xi8>)"));
    let out = k
        .run("tmov_fix_pipe", &[("eye", eye), ("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let half: Vec<f32> = x.iter().map(|v| round_to_half(v.max(0.0))).collect();
    assert_eq!(out["half"], half, "f32 to f16 after ReLU");
    let quant: Vec<f32> = x
        .iter()
        .map(|v| (v * 0.25 + 5.0).round_ties_even().clamp(-128.0, 127.0))
        .collect();
    assert_eq!(out["quant"], quant, "scalar pre-quantisation to int8");
    let relu: Vec<f32> = quant.iter().map(|v| v.max(0.0)).collect();
    assert_eq!(out["generic"], relu, "the generic form, ReLU last");
}

/// PTOAS's memref form on A5 (its left, right and acc buffers state no
/// layout): the cube's buffers take the boxes A5's TMATMUL needs, and the
/// product still comes out right through TMOV acc->vec
/// (accToVecMode = dual_mode_split_m writes the whole tile to Tanto's one
/// vector buffer).
#[test]
fn a5_memref_cube_buffers_multiply() {
    let local = |space: &str, element: &str| {
        format!("memref<32x32x{element}, #pto.address_space<{space}>>")
    };
    let (gh, gf) = (local("gm", "f16"), local("gm", "f32"));
    let (mat, left, right) = (
        local("mat", "f16"),
        local("left", "f16"),
        local("right", "f16"),
    );
    let (acc, vec) = (local("acc", "f32"), local("vec", "f32"));
    let kernel = format!(
        "module attributes {{pto.target_arch = \"a5\"}} {{
func.func @k(%a: {gh}, %b: {gh}, %out: {gf}) {{
  %am = memref.alloc() : {mat}
  %bm = memref.alloc() : {mat}
  %l = memref.alloc() : {left}
  %r = memref.alloc() : {right}
  %c = memref.alloc() : {acc}
  %v = memref.alloc() : {vec}
  pto.tload ins(%a : {gh}) outs(%am : {mat})
  pto.tload ins(%b : {gh}) outs(%bm : {mat})
  pto.tmov ins(%am : {mat}) outs(%l : {left})
  pto.tmov ins(%bm : {mat}) outs(%r : {right})
  pto.tmatmul ins(%l, %r : {left}, {right}) outs(%c : {acc})
  pto.tmov ins(%c : {acc}) outs(%v : {vec}) {{accToVecMode = #pto.acc_to_vec_mode<dual_mode_split_m>}}
  pto.tstore ins(%v : {vec}) outs(%out : {gf})
  return
}}
}}
"
    );
    let mut toml = "name = \"pto_a5_memref_cube\"\n".to_string();
    toml.push_str(&global_toml("a", "float16", 1024, 256, "input"));
    toml.push_str(&global_toml("b", "float16", 1024, 256, "input"));
    toml.push_str(&global_toml("out", "float", 1024, 256, "output"));
    toml.push_str("\n[[kernel]]\nname = \"k\"\nsource = \"kernel.pto\"\nfunction = \"k\"\ncores = \"0,0\"\nargs = { a = \"a\", b = \"b\", out = \"out\" }\n");
    let a = small(3, 1024);
    let b = small(8, 1024);
    let inputs = [("a".to_string(), a.clone()), ("b".to_string(), b.clone())];
    let out = run(
        "a5_memref_cube",
        &toml,
        &kernel,
        inputs.into_iter().collect(),
    )
    .unwrap_or_else(|e| panic!("{e}\n{kernel}"));
    let product: Vec<f32> = (0..1024)
        .map(|e| {
            (0..32)
                .map(|kk| a[e / 32 * 32 + kk] * b[kk * 32 + e % 32])
                .sum()
        })
        .collect();
    assert_eq!(out["out"], product);
}

/// bfloat16 rounding to nearest even (the test's values are finite).
fn round_to_bf16(x: f32) -> f32 {
    let bits = x.to_bits();
    let rounded = bits.wrapping_add(0x7fff + (bits >> 16 & 1)) & 0xffff_0000;
    f32::from_bits(rounded)
}

/// The accumulator of TSTORE's runs on A2/A3: I * x in f32, which holds x
/// exactly (the kernel lines, `%acc` of type `acc`).
fn identity_product(k: &mut Kernel, acc: &str) {
    let mat = "!pto.tile_buf<mat, 16x16xf32>";
    let left = "!pto.tile_buf<left, 16x16xf32>";
    let right = "!pto.tile_buf<right, 16x16xf32>";
    k.line(format!("%ma = pto.alloc_tile : {mat}"))
        .line(format!("%mb = pto.alloc_tile : {mat}"))
        .line(format!("%l = pto.alloc_tile : {left}"))
        .line(format!("%r = pto.alloc_tile : {right}"))
        .line(format!("%acc = pto.alloc_tile : {acc}"))
        .line(format!(
            "pto.tload ins(%p_eye : !pto.partition_tensor_view<16x16xf32>) outs(%ma : {mat})"
        ))
        .line(format!(
            "pto.tload ins(%p_x : !pto.partition_tensor_view<16x16xf32>) outs(%mb : {mat})"
        ))
        .line(format!("pto.tmov ins(%ma : {mat}) outs(%l : {left})"))
        .line(format!("pto.tmov ins(%mb : {mat}) outs(%r : {right})"))
        .line(format!(
            "pto.tmatmul ins(%l, %r : {left}, {right}) outs(%acc : {acc})"
        ));
}

fn eye16() -> Vec<f32> {
    (0..256)
        .map(|e| if e / 16 == e % 16 { 1.0 } else { 0.0 })
        .collect()
}

/// TSTORE with atomicType = atomic_add (pto-isa's AddToElement: the old
/// global value plus the stored one, in the global's type): a vec tile of
/// x added twice into f32 globals that start at y, and an f32 accumulator
/// added, after ReLU and the cast to f16, into f16 globals that start at z.
#[test]
fn tstore_atomic_add_adds_into_global_memory() {
    let x: Vec<f32> = (0..256).map(|e| (e as f32) * 3.37 - 431.0).collect();
    let y: Vec<f32> = (0..256).map(|e| (e % 11) as f32 * 0.5 - 2.0).collect();
    let z: Vec<f32> = (0..256).map(|e| (e % 9) as f32 - 4.0).collect();
    let mut k = Kernel::new("a2a3");
    k.input("eye", "f32", 16, 16)
        .input("x", "f32", 16, 16)
        .inout("sum", "f32", 16, 16)
        .inout("halves", "f16", 16, 16);
    let acc = "!pto.tile_buf<acc, 16x16xf32>";
    let vec = "!pto.tile_buf<vec, 16x16xf32>";
    let add = "{atomicType = #pto<atomic_type atomic_add>}";
    identity_product(&mut k, acc);
    k.line(format!("%v = pto.alloc_tile : {vec}"))
        .line(format!("pto.tload ins(%p_x : !pto.partition_tensor_view<16x16xf32>) outs(%v : {vec})"))
        .line(format!("pto.tstore ins(%v : {vec}) outs(%p_sum : !pto.partition_tensor_view<16x16xf32>) {add}"))
        .line(format!("pto.tstore ins(%v : {vec}) outs(%p_sum : !pto.partition_tensor_view<16x16xf32>) {add}"))
        .line(format!("pto.tstore ins(%acc : {acc}) outs(%p_halves : !pto.partition_tensor_view<16x16xf16>) {{atomicType = #pto<atomic_type atomic_add>, reluPreMode = #pto<relu_pre_mode normal_relu>}}"));
    let out = k
        .run(
            "tstore_atomic_add",
            &[
                ("eye", eye16()),
                ("x", x.clone()),
                ("sum", y.clone()),
                ("halves", z.clone()),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let sum: Vec<f32> = y.iter().zip(&x).map(|(y, x)| (y + x) + x).collect();
    assert_eq!(out["sum"], sum, "f32: y + x + x");
    let halves: Vec<f32> = z
        .iter()
        .zip(&x)
        .map(|(z, x)| round_to_half(z + round_to_half(x.max(0.0))))
        .collect();
    assert_eq!(out["halves"], halves, "f16: z + half(relu(x))");
}

/// TSTORE out of an f32 accumulator through the fix-pipe (pto-isa's
/// ConvertStoreValue: ReLU, then the cast to the global's type): to f16
/// after ReLU, to bf16 without, and to f32 after ReLU.
#[test]
fn tstore_from_an_accumulator_relus_and_converts() {
    let x: Vec<f32> = (0..256).map(|e| (e as f32) * 1.71 - 219.0).collect();
    let mut k = Kernel::new("a2a3");
    k.input("eye", "f32", 16, 16)
        .input("x", "f32", 16, 16)
        .output("half", "f16", 16, 16)
        .output("brain", "bf16", 16, 16)
        .output("clamped", "f32", 16, 16);
    let acc = "!pto.tile_buf<acc, 16x16xf32>";
    let relu = "{reluPreMode = #pto<relu_pre_mode normal_relu>}";
    identity_product(&mut k, acc);
    k.line(format!("pto.tstore ins(%acc : {acc}) outs(%p_half : !pto.partition_tensor_view<16x16xf16>) {relu}"))
        .line(format!("pto.tstore ins(%acc : {acc}) outs(%p_brain : !pto.partition_tensor_view<16x16xbf16>)"))
        .line(format!("pto.tstore ins(%acc : {acc}) outs(%p_clamped : !pto.partition_tensor_view<16x16xf32>) {relu}"));
    let out = k
        .run("tstore_relu", &[("eye", eye16()), ("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let half: Vec<f32> = x.iter().map(|v| round_to_half(v.max(0.0))).collect();
    assert_eq!(out["half"], half, "ReLU then f16");
    let brain: Vec<f32> = x.iter().map(|v| round_to_bf16(*v)).collect();
    assert_eq!(out["brain"], brain, "bf16");
    let clamped: Vec<f32> = x.iter().map(|v| v.max(0.0)).collect();
    assert_eq!(out["clamped"], clamped, "ReLU, f32 kept");
}

/// TSTORE with a pre-quantisation word (pto-isa's scalar quant mode for
/// f32 to int8: rint(x * m1 + offset) clamped to int8, m1 the word's low
/// 32 bits as an f32, the offset bits 37-45, signed by bit 46), with ReLU
/// last, added atomically into int8 globals that start at w (wrapping).
#[test]
fn tstore_pre_quantises_an_accumulator() {
    let x: Vec<f32> = (0..256).map(|e| (e as f32) * 3.37 - 431.0).collect();
    let w: Vec<f32> = (0..256).map(|e| (e % 13) as f32 - 6.0).collect();
    let mut k = Kernel::new("a2a3");
    k.input("eye", "f32", 16, 16)
        .input("x", "f32", 16, 16)
        .output("quant", "i8", 16, 16)
        .inout("added", "i8", 16, 16);
    let acc = "!pto.tile_buf<acc, 16x16xf32>";
    let pre = 0x3E80_0000u64 | 5 << 37 | 1 << 46;
    k.line(format!("%pre = arith.constant {pre} : i64"));
    identity_product(&mut k, acc);
    k.line(format!("pto.tstore ins(%acc : {acc}, %pre : i64) outs(%p_quant : !pto.partition_tensor_view<16x16xi8>)"))
        .line(format!("pto.tstore ins(%acc : {acc}, %pre : i64) outs(%p_added : !pto.partition_tensor_view<16x16xi8>) {{atomicType = #pto<atomic_type atomic_add>, reluPreMode = #pto<relu_pre_mode normal_relu>}}"));
    let out = k
        .run(
            "tstore_pre",
            &[("eye", eye16()), ("x", x.clone()), ("added", w.clone())],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let quant: Vec<f32> = x
        .iter()
        .map(|v| (v * 0.25 + 5.0).round_ties_even().clamp(-128.0, 127.0))
        .collect();
    assert_eq!(out["quant"], quant, "scalar pre-quantisation to int8");
    let added: Vec<f32> = w
        .iter()
        .zip(&quant)
        .map(|(w, q)| (*w as i64 + q.max(0.0) as i64) as i8 as f32)
        .collect();
    assert_eq!(out["added"], added, "ReLU last, then the int8 add wraps");
}

/// TSTORE_FP on A2/A3: an f32 accumulator quantised to int8 by the 64-bit
/// parameter of its column (scale: the 19-bit float of bits 13-31, offset
/// bits 37-45, signed range by bit 46), as pto-isa's quantize_element:
/// rint(x·scale + offset) clamped to the column's range; the parameters
/// staged through mat into `scaling` as a kernel stages them.
#[test]
fn tstore_fp_quantises_each_column_into_global_memory() {
    let x: Vec<f32> = (0..256).map(|e| (e as f32) * 1.13 - 140.0).collect();
    let (scale, params) = (column_quant_scale, column_quant_params());
    let mut k = Kernel::new("a2a3");
    k.input("eye", "f32", 16, 16)
        .input("x", "f32", 16, 16)
        .input("params", "i32", 16, 32)
        .output("quant", "i8", 16, 16);
    let acc = "!pto.tile_buf<acc, 16x16xf32>";
    let pm = "!pto.tile_buf<mat, 16x32xi32>";
    let fp = "!pto.tile_buf<scaling, 1x32xi32>";
    identity_product(&mut k, acc);
    k.line(format!("%pm = pto.alloc_tile : {pm}"))
        .line(format!("%fp = pto.alloc_tile : {fp}"))
        .line(format!("pto.tload ins(%p_params : !pto.partition_tensor_view<16x32xi32>) outs(%pm : {pm})"))
        .line(format!("pto.textract ins(%pm, %dim_0, %dim_0 : {pm}, index, index) outs(%fp : {fp})"))
        .line(format!("pto.tstore_fp ins(%acc, %fp : {acc}, {fp}) outs(%p_quant : !pto.partition_tensor_view<16x16xi8>)"));
    let out = k
        .run(
            "tstore_fp",
            &[("eye", eye16()), ("x", x.clone()), ("params", params)],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let quant: Vec<f32> = (0..256usize)
        .map(|e| {
            let j = e % 16;
            let (min, max) = if j.is_multiple_of(2) {
                (-128.0, 127.0)
            } else {
                (0.0, 255.0)
            };
            let q = (x[e] * scale(j) + (j % 5) as f32)
                .round_ties_even()
                .clamp(min, max);
            // The int8 global holds the low byte.
            q as i64 as i8 as f32
        })
        .collect();
    assert_eq!(out["quant"], quant, "TSTORE_FP");
}

/// TSTORE out of an int32 accumulator on A2/A3 (an int8 product): the cast
/// to f32 after ReLU (pto-isa's ConvertStoreValue), the scalar word to f16
/// (the scalar mode for int32 to half: x·m1 clamped to ±65504, rounded to
/// f16, m1 the word's low 32 bits as an f32), and TSTORE_FP to int16 (the
/// vector mode for int32 to int16: x >> (the column word's bits 32-35 + 1),
/// wrapped).
#[test]
fn tstore_from_an_int32_accumulator_casts_and_quantises() {
    let a = small(6, 32 * 32);
    let b = small(7, 32 * 32);
    let mut params = vec![0.0f32; 16 * 32];
    for j in 0..16 {
        params[2 * j + 1] = (j % 4) as f32;
    }
    let mut k = Kernel::new("a2a3");
    k.input("a", "i8", 32, 32)
        .input("b", "i8", 32, 32)
        .input("params", "i32", 16, 32)
        .output("cast", "f32", 16, 16)
        .output("half", "f16", 16, 16)
        .output("shifted", "i16", 16, 16);
    let mat = "!pto.tile_buf<mat, 32x32xi8>";
    let left = "!pto.tile_buf<left, 16x16xi8>";
    let right = "!pto.tile_buf<right, 16x16xi8>";
    let acc = "!pto.tile_buf<acc, 16x16xi32>";
    let pm = "!pto.tile_buf<mat, 16x32xi32>";
    let fp = "!pto.tile_buf<scaling, 1x32xi32>";
    let scale = 0.3f32;
    let pre = u64::from(scale.to_bits());
    k.line(format!("%pre = arith.constant {pre} : i64"));
    for n in ["a", "b"] {
        k.line(format!("%m_{n} = pto.alloc_tile : {mat}"))
            .line(format!(
                "pto.tload ins(%p_{n} : !pto.partition_tensor_view<32x32xi8>) outs(%m_{n} : {mat})"
            ));
    }
    k.line(format!("%l = pto.alloc_tile : {left}"))
        .line(format!("%r = pto.alloc_tile : {right}"))
        .line(format!("%acc = pto.alloc_tile : {acc}"))
        .line(format!("%pm = pto.alloc_tile : {pm}"))
        .line(format!("%fp = pto.alloc_tile : {fp}"))
        .line(format!("pto.textract ins(%m_a, %dim_0, %dim_0 : {mat}, index, index) outs(%l : {left})"))
        .line(format!("pto.textract ins(%m_b, %dim_0, %dim_0 : {mat}, index, index) outs(%r : {right})"))
        .line(format!("pto.tmatmul ins(%l, %r : {left}, {right}) outs(%acc : {acc})"))
        .line(format!("pto.tload ins(%p_params : !pto.partition_tensor_view<16x32xi32>) outs(%pm : {pm})"))
        .line(format!("pto.textract ins(%pm, %dim_0, %dim_0 : {pm}, index, index) outs(%fp : {fp})"))
        .line(format!("pto.tstore ins(%acc : {acc}) outs(%p_cast : !pto.partition_tensor_view<16x16xf32>) {{reluPreMode = #pto<relu_pre_mode normal_relu>}}"))
        .line(format!("pto.tstore ins(%acc : {acc}, %pre : i64) outs(%p_half : !pto.partition_tensor_view<16x16xf16>)"))
        .line(format!("pto.tstore_fp ins(%acc, %fp : {acc}, {fp}) outs(%p_shifted : !pto.partition_tensor_view<16x16xi16>)"));
    let out = k
        .run(
            "tstore_int32",
            &[("a", a.clone()), ("b", b.clone()), ("params", params)],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    // The 16x16 corners of a and b (rows and columns 0..16).
    let product: Vec<i32> = (0..256usize)
        .map(|e| {
            let (i, j) = (e / 16, e % 16);
            (0..16)
                .map(|kk| (a[i * 32 + kk] * b[kk * 32 + j]) as i32)
                .sum()
        })
        .collect();
    let cast: Vec<f32> = product.iter().map(|x| (*x).max(0) as f32).collect();
    assert_eq!(out["cast"], cast, "int32 to f32 after ReLU");
    let half: Vec<f32> = product
        .iter()
        .map(|x| round_to_half((*x as f32 * scale).clamp(-65504.0, 65504.0)))
        .collect();
    assert_eq!(out["half"], half, "int32 to f16 by the scalar word");
    let shifted: Vec<f32> = product
        .iter()
        .enumerate()
        .map(|(e, x)| (x >> ((e % 16) % 4 + 1)) as i16 as f32)
        .collect();
    assert_eq!(out["shifted"], shifted, "TSTORE_FP int32 to int16");
}
