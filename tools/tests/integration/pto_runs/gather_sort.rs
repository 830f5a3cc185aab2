//! PTO runs: TGATHER forms and TSORT32 on half records.

use super::*;

/// The value of normal or zero f16 bits (IEEE binary16), for reading the
/// index halves of TSORT32's half records.
fn half_value(bits: u16) -> f32 {
    let sign = if bits & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exponent = i32::from((bits >> 10) & 0x1f);
    let fraction = f32::from(bits & 0x3ff) / 1024.0;
    if exponent == 0 {
        return sign * fraction * 2f32.powi(-14);
    }
    sign * (1.0 + fraction) * 2f32.powi(exponent - 15)
}

/// TSORT32 on f16 values (a2a3 and a5): each row's 32 values sorted largest
/// first, the smaller index first on a tie, as pto-isa's 8-byte half
/// records `[value, 0x0000, index low 16 bits, index high 16 bits]`. The
/// indices' halves are f16 bits of normal numbers, so the stored records
/// read back exactly; a destination of two columns per value (what PTOAS
/// accepts) is too narrow for half records and faults when run.
#[test]
fn sort32_packs_half_records_of_four_slots() {
    let (rows, cols) = (2usize, 32usize);
    // Values with ties; indices a permutation of the columns, spelled as
    // 0x4000_3c00 + 128 * p (its halves: 1.0 + p / 8 and 2.0 as f16).
    let values: Vec<f32> = (0..rows * cols)
        .map(|k| ((k * 5 + k / 32) % 9) as f32 - 4.0)
        .collect();
    let index_of = |k: usize| 0x4000_3c00u32 + 128 * ((k * 13 + 7) % 32) as u32;
    let indices: Vec<f32> = (0..rows * cols).map(|k| index_of(k) as f32).collect();
    for (arch, dst_cols) in [("a2a3", 4 * cols), ("a5", 4 * cols), ("a2a3", 2 * cols)] {
        let mut k = Kernel::new(arch);
        k.input("v", "f16", rows, cols)
            .input("i", "ui32", rows, cols)
            .output("d", "f16", rows, dst_cols);
        let v = format!("!pto.tile_buf<vec, {rows}x{cols}xf16>");
        let i = format!("!pto.tile_buf<vec, {rows}x{cols}xui32>");
        let d = format!("!pto.tile_buf<vec, {rows}x{dst_cols}xf16>");
        k.line(format!("%v = pto.alloc_tile : {v}"))
            .line(format!("%i = pto.alloc_tile : {i}"))
            .line(format!("%d = pto.alloc_tile : {d}"))
            .line(format!(
                "pto.tload ins(%p_v : !pto.partition_tensor_view<{rows}x{cols}xf16>) outs(%v : {v})"
            ))
            .line(format!(
                "pto.tload ins(%p_i : !pto.partition_tensor_view<{rows}x{cols}xui32>) outs(%i : {i})"
            ))
            .line(format!("pto.tsort32 ins(%v, %i : {v}, {i}) outs(%d : {d})"))
            .line(format!(
                "pto.tstore ins(%d : {d}) outs(%p_d : !pto.partition_tensor_view<{rows}x{dst_cols}xf16>)"
            ));
        let inputs = [("v", values.clone()), ("i", indices.clone())];
        let result = k.run("sort32_half", &inputs);
        if dst_cols < 4 * cols {
            let Err(e) = result else {
                panic!("{arch}: a {dst_cols}-column destination of half records ran");
            };
            assert!(e.contains("pitch"), "{arch}: {e}");
            continue;
        }
        let out = result.unwrap_or_else(|e| panic!("{e}"));
        let mut want = Vec::new();
        for r in 0..rows {
            let mut records: Vec<(f32, u32)> = (r * cols..(r + 1) * cols)
                .map(|k| (values[k], index_of(k)))
                .collect();
            records.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
            for (value, index) in records {
                want.extend([
                    value,
                    0.0,
                    half_value((index & 0xffff) as u16),
                    half_value((index >> 16) as u16),
                ]);
            }
        }
        assert_eq!(out["d"], want, "{arch}");
    }
}

/// TGATHER's mask-pattern form (pto-isa's `MaskSelect` and TGATHER<dst,
/// src, pattern>): every valid source row's columns the pattern keeps, one
/// after another from the destination's first element; and the index form
/// with its tmp tile, which does not change the result.
#[test]
fn gather_keeps_the_columns_of_its_mask_pattern() {
    let (rows, cols) = (4usize, 16usize);
    let src: Vec<f32> = (0..rows * cols).map(|k| k as f32 * 0.5 - 7.0).collect();
    // pattern, and the columns c of a row it keeps: c % every == phase.
    let patterns = [
        ("P0101", 2, 0),
        ("P1010", 2, 1),
        ("P0001", 4, 0),
        ("P0010", 4, 1),
        ("P0100", 4, 2),
        ("P1000", 4, 3),
        ("P1111", 1, 0),
    ];
    let runs = ["a2a3", "a5"]
        .into_iter()
        .flat_map(|arch| patterns.map(|p| (arch, p)));
    for (arch, (pattern, every, phase)) in runs {
        let mut k = Kernel::new(arch);
        k.input("s", "f32", rows, cols)
            .inout("d", "f32", rows, cols);
        let t = format!("!pto.tile_buf<vec, {rows}x{cols}xf32>");
        let view = format!("!pto.partition_tensor_view<{rows}x{cols}xf32>");
        k.line(format!("%s = pto.alloc_tile : {t}"))
            .line(format!("%d = pto.alloc_tile : {t}"))
            .line(format!("pto.tload ins(%p_s : {view}) outs(%s : {t})"))
            .line(format!("pto.tload ins(%p_d : {view}) outs(%d : {t})"))
            .line(format!(
                "pto.tgather ins(%s, {{maskPattern = #pto.mask_pattern<{pattern}>}} : {t}) outs(%d : {t})"
            ))
            .line(format!("pto.tstore ins(%d : {t}) outs(%p_d : {view})"));
        let before = vec![99.0; rows * cols];
        let out = k
            .run("gather_mask", &[("s", src.clone()), ("d", before.clone())])
            .unwrap_or_else(|e| panic!("{e}"));
        let mut want: Vec<f32> = (0..rows * cols)
            .filter(|k| (k % cols) % every == phase)
            .map(|k| src[k])
            .collect();
        want.extend_from_slice(&before[want.len()..]);
        assert_eq!(out["d"], want, "{arch} {pattern}");
    }
    // The index form: dst[i, j] = src.flat[idx[i, j]], with or without tmp.
    let idx: Vec<f32> = (0..rows * cols)
        .map(|k| ((k * 7 + 3) % (rows * cols)) as f32)
        .collect();
    for tmp in [false, true] {
        let mut k = Kernel::new("a2a3");
        k.input("s", "f32", rows, cols)
            .input("i", "i32", rows, cols)
            .output("d", "f32", rows, cols);
        let t = format!("!pto.tile_buf<vec, {rows}x{cols}xf32>");
        let ti = format!("!pto.tile_buf<vec, {rows}x{cols}xi32>");
        let (extra, extra_type) = if tmp {
            (", %tmp".to_string(), format!(", {ti}"))
        } else {
            (String::new(), String::new())
        };
        k.line(format!("%s = pto.alloc_tile : {t}"))
            .line(format!("%i = pto.alloc_tile : {ti}"))
            .line(format!("%tmp = pto.alloc_tile : {ti}"))
            .line(format!("%d = pto.alloc_tile : {t}"))
            .line(format!(
                "pto.tload ins(%p_s : !pto.partition_tensor_view<{rows}x{cols}xf32>) outs(%s : {t})"
            ))
            .line(format!(
                "pto.tload ins(%p_i : !pto.partition_tensor_view<{rows}x{cols}xi32>) outs(%i : {ti})"
            ))
            .line(format!(
                "pto.tgather ins(%s, %i{extra} : {t}, {ti}{extra_type}) outs(%d : {t})"
            ))
            .line(format!(
                "pto.tstore ins(%d : {t}) outs(%p_d : !pto.partition_tensor_view<{rows}x{cols}xf32>)"
            ));
        let out = k
            .run(
                "gather_index_tmp",
                &[("s", src.clone()), ("i", idx.clone())],
            )
            .unwrap_or_else(|e| panic!("{e}"));
        let want: Vec<f32> = idx.iter().map(|i| src[*i as usize]).collect();
        assert_eq!(out["d"], want, "tmp {tmp}");
    }
}

/// TGATHER's compare form on a2a3 (pto-isa's TGather_cmp): for each valid
/// source row i, the indices offset + i * C + j (C the source's columns) of
/// the columns whose value equals k (EQ) or exceeds it (GT), packed from
/// the start of destination row i, and their count into element i of the
/// count tile; the elements past them keep their value.
#[test]
fn gather_compare_lists_the_matching_indices_and_counts_them() {
    let (rows, cols) = (3usize, 32usize);
    let src: Vec<f32> = (0..rows * cols)
        .map(|k| ((k * 7 + k / cols) % 5) as f32 - 2.0)
        .collect();
    for (mode, k_value, offset) in [("EQ", 1.0f32, 7u32), ("GT", 0.0, 0), ("EQ", 9.0, 100)] {
        let mut k = Kernel::new("a2a3");
        k.input("s", "f16", rows, cols)
            .inout("d", "i32", rows, cols)
            .inout("c", "i32", 1, 8);
        let t = format!("!pto.tile_buf<vec, {rows}x{cols}xf16>");
        let tmp = format!("!pto.tile_buf<vec, {rows}x{cols}xui8>");
        let ti = format!("!pto.tile_buf<vec, {rows}x{cols}xi32>");
        let tc = "!pto.tile_buf<vec, 1x8xi32>";
        let vi = format!("!pto.partition_tensor_view<{rows}x{cols}xi32>");
        let vc = "!pto.partition_tensor_view<1x8xi32>";
        k.line(format!("%k = arith.constant {k_value:.1} : f16"))
            .line(format!("%s = pto.alloc_tile : {t}"))
            .line(format!("%tmp = pto.alloc_tile : {tmp}"))
            .line(format!("%d = pto.alloc_tile : {ti}"))
            .line(format!("%c = pto.alloc_tile : {tc}"))
            .line(format!(
                "pto.tload ins(%p_s : !pto.partition_tensor_view<{rows}x{cols}xf16>) outs(%s : {t})"
            ))
            .line(format!("pto.tload ins(%p_d : {vi}) outs(%d : {ti})"))
            .line(format!("pto.tload ins(%p_c : {vc}) outs(%c : {tc})"))
            .line(format!(
                "pto.tgather ins(%s, %k, %tmp : {t}, f16, {tmp}) outs(%d, %c : {ti}, {tc}) {{offset = {offset} : i32, cmpMode = #pto.cmp<{mode}>}}"
            ))
            .line(format!("pto.tstore ins(%d : {ti}) outs(%p_d : {vi})"))
            .line(format!("pto.tstore ins(%c : {tc}) outs(%p_c : {vc})"));
        let (d_before, c_before) = (vec![-5.0; rows * cols], vec![-9.0; 8]);
        let out = k
            .run(
                "gather_compare",
                &[
                    ("s", src.clone()),
                    ("d", d_before.clone()),
                    ("c", c_before.clone()),
                ],
            )
            .unwrap_or_else(|e| panic!("{e}"));
        let (mut want_d, mut want_c) = (d_before, c_before);
        for i in 0..rows {
            let hits: Vec<usize> = (0..cols)
                .filter(|&j| {
                    let v = src[i * cols + j];
                    if mode == "EQ" {
                        v == k_value
                    } else {
                        v > k_value
                    }
                })
                .collect();
            for (n, j) in hits.iter().enumerate() {
                want_d[i * cols + n] = (offset as usize + i * cols + j) as f32;
            }
            want_c[i] = hits.len() as f32;
        }
        assert_eq!(out["d"], want_d, "{mode} {k_value} indices");
        assert_eq!(out["c"], want_c, "{mode} {k_value} counts");
    }
}
