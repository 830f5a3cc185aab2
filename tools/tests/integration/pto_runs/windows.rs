//! PTO runs: TEXTRACT/TINSERT windows between the cube and vector buffers.

use super::*;

/// TEXTRACT feeds a matrix product the way a K-split kernel does: a window
/// of A (mat, at rows 8.., columns 16..) to left, a window of B (at rows
/// 16.., columns 4..) to right; then, on a2a3, TINSERT puts the f32 product
/// (acc) into an f16 mat tile of C at (16, 8), and TEXTRACT takes an 8x8
/// window of the product (acc, at (4, 4)) to f16 mat (A2/A3's fix-pipe
/// converts only f32 into f16/bf16 there); on a5, TINSERT writes a vec tile
/// into another at (5, 9).
#[test]
fn extract_and_insert_move_windows() {
    let mut failures = Vec::new();
    for arch in ["a2a3", "a5"] {
        for (t, c) in [
            ("f16", "f32"),
            ("bf16", "f32"),
            ("f32", "f32"),
            ("i8", "i32"),
        ] {
            let label = format!("window_{arch}_{t}");
            if let Err(e) = extract_insert(arch, t, c, &label) {
                failures.push(format!("{label}: {e}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

fn extract_insert(arch: &'static str, t: &str, c: &str, label: &str) -> Result<(), String> {
    let a = small(1, 32 * 32);
    let b = small(2, 32 * 32);
    let base = small(3, 32 * 32);
    if arch == "a5" {
        vector_insert(c, label, &a, &base)?;
        return cube_a5(t, c, &format!("{label}_cube"));
    }
    // A2/A3's fix-pipe converts f32 to f16 on the way from acc to mat (and
    // takes no other pair): the windows of the product are f16.
    let m = (c == "f32").then_some("f16");
    let mut k = Kernel::new(arch);
    k.input("a", t, 32, 32).input("b", t, 32, 32);
    k.output("product", c, 16, 16);
    if let Some(m) = m {
        k.input("base", m, 32, 32).output("placed", m, 32, 32);
    }
    let mat = format!("!pto.tile_buf<mat, 32x32x{t}>");
    let left = format!("!pto.tile_buf<left, 16x16x{t}>");
    let right = format!("!pto.tile_buf<right, 16x16x{t}>");
    let acc = format!("!pto.tile_buf<acc, 16x16x{c}>");
    let whole = format!("!pto.partition_tensor_view<32x32x{t}>");
    k.line("%r4 = arith.constant 4 : index")
        .line("%r5 = arith.constant 5 : index")
        .line("%r8 = arith.constant 8 : index")
        .line("%r9 = arith.constant 9 : index")
        .line("%r16 = arith.constant 16 : index");
    for n in ["a", "b"] {
        k.line(format!("%m_{n} = pto.alloc_tile : {mat}"))
            .line(format!(
                "pto.tload ins(%p_{n} : {whole}) outs(%m_{n} : {mat})"
            ));
    }
    k.line(format!("%l = pto.alloc_tile : {left}"))
        .line(format!("%r = pto.alloc_tile : {right}"))
        .line(format!("%acc = pto.alloc_tile : {acc}"))
        .line(format!(
            "pto.textract ins(%m_a, %r8, %r16 : {mat}, index, index) outs(%l : {left})"
        ))
        .line(format!(
            "pto.textract ins(%m_b, %r16, %r4 : {mat}, index, index) outs(%r : {right})"
        ))
        .line(format!(
            "pto.tmatmul ins(%l, %r : {left}, {right}) outs(%acc : {acc})"
        ))
        .line(format!(
            "pto.tstore ins(%acc : {acc}) outs(%p_product : !pto.partition_tensor_view<16x16x{c}>)"
        ));
    if let Some(m) = m {
        let big = format!("!pto.tile_buf<mat, 32x32x{m}>");
        let whole_m = format!("!pto.partition_tensor_view<32x32x{m}>");
        k.line(format!("%big = pto.alloc_tile : {big}"))
            .line(format!(
                "pto.tload ins(%p_base : {whole_m}) outs(%big : {big})"
            ));
        k.line(format!(
            "pto.tinsert ins(%acc, %r16, %r8 : {acc}, index, index) outs(%big : {big})"
        ));
        k.output("window", m, 8, 8);
        let small_mat = format!("!pto.tile_buf<mat, 8x8x{m}>");
        k.line(format!("%w = pto.alloc_tile : {small_mat}"))
            .line(format!("pto.textract ins(%acc, %r4, %r4 : {acc}, index, index) outs(%w : {small_mat})"))
            .line(format!("pto.tstore ins(%w : {small_mat}) outs(%p_window : !pto.partition_tensor_view<8x8x{m}>)"))
            .line(format!("pto.tstore ins(%big : {big}) outs(%p_placed : {whole_m})"));
    }
    let mut inputs = vec![("a", a.clone()), ("b", b.clone())];
    if m.is_some() {
        inputs.push(("base", base.clone()));
    }
    let out = k.run(label, &inputs)?;
    // The windows' product, from the globals' numbers.
    let product: Vec<f32> = (0..16 * 16)
        .map(|e| {
            let (i, j) = (e / 16, e % 16);
            (0..16)
                .map(|kk| a[(8 + i) * 32 + 16 + kk] * b[(16 + kk) * 32 + 4 + j])
                .sum()
        })
        .collect();
    if out["product"] != product {
        return Err(format!(
            "product {:?}\nwanted {:?}",
            out["product"], product
        ));
    }
    if m.is_none() {
        return Ok(());
    }
    // The product's sums are small integers: exact in f16 as in f32.
    placed_at(&out["placed"], &base, &product, (16, 8))?;
    let want: Vec<f32> = (0..64)
        .map(|e| product[(4 + e / 8) * 16 + 4 + e % 8])
        .collect();
    if out["window"] != want {
        return Err(format!("window {:?}\nwanted {want:?}", out["window"]));
    }
    Ok(())
}

/// `placed` is `base` with the 16x16 `window` written at `origin`.
fn placed_at(
    placed: &[f32],
    base: &[f32],
    window: &[f32],
    origin: (usize, usize),
) -> Result<(), String> {
    let mut want = base.to_vec();
    for i in 0..16 {
        for j in 0..16 {
            want[(origin.0 + i) * 32 + origin.1 + j] = window[i * 16 + j];
        }
    }
    if placed != want {
        return Err(format!("placed {placed:?}\nwanted {want:?}"));
    }
    Ok(())
}

/// a5: TINSERT from vec to vec at (5, 9). (Its cube buffers hold fractal
/// layouts, which the simulator does not model: TEXTRACT's windows are not
/// observable there without them.)
fn vector_insert(c: &str, label: &str, a: &[f32], base: &[f32]) -> Result<(), String> {
    let mut k = Kernel::new("a5");
    k.input("a", c, 16, 16)
        .input("base", c, 32, 32)
        .output("placed", c, 32, 32);
    let part = format!("!pto.tile_buf<vec, 16x16x{c}>");
    let big = format!("!pto.tile_buf<vec, 32x32x{c}>");
    k.line("%r5 = arith.constant 5 : index")
        .line("%r9 = arith.constant 9 : index")
        .line(format!("%small = pto.alloc_tile : {part}"))
        .line(format!("%big = pto.alloc_tile : {big}"))
        .line(format!(
            "pto.tload ins(%p_a : !pto.partition_tensor_view<16x16x{c}>) outs(%small : {part})"
        ))
        .line(format!(
            "pto.tload ins(%p_base : !pto.partition_tensor_view<32x32x{c}>) outs(%big : {big})"
        ))
        .line(format!(
            "pto.tinsert ins(%small, %r5, %r9 : {part}, index, index) outs(%big : {big})"
        ))
        .line(format!(
            "pto.tstore ins(%big : {big}) outs(%p_placed : !pto.partition_tensor_view<32x32x{c}>)"
        ));
    let window = &a[..256];
    let out = k.run(label, &[("a", window.to_vec()), ("base", base.to_vec())])?;
    placed_at(&out["placed"], base, window, (5, 9))
}
