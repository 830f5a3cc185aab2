//! PTO runs: block gathers, quantisation, merge sort, histograms, indexed memory.

use super::*;

/// TGATHERB on 1-, 2- and 4-byte elements: each 32-byte block of the
/// destination is the source's 32 bytes at its byte offset, read here as
/// consecutive elements of the row-major source.
#[test]
fn block_gather_copies_32_byte_blocks() {
    for (t, bytes) in [
        ("f32", 4usize),
        ("f16", 2),
        ("bf16", 2),
        ("i8", 1),
        ("ui16", 2),
    ] {
        let per_block = 32 / bytes;
        let (src_cols, dst_cols) = (2 * per_block, 2 * per_block);
        let src: Vec<f32> = (0..8 * src_cols).map(|i| (i % 120) as f32).collect();
        // Two blocks per destination row, anywhere in the source (whole
        // elements, not block-aligned).
        let offsets: Vec<f32> = (0..8)
            .map(|i| ((i * 37 + 5) % (8 * src_cols - per_block)) as f32 * bytes as f32)
            .collect();
        let mut k = Kernel::new("a2a3");
        k.input("src", t, 8, src_cols)
            .input("offsets", "ui32", 4, 2)
            .output("dst", t, 4, dst_cols);
        let s = format!("!pto.tile_buf<vec, 8x{src_cols}x{t}>");
        let o = "!pto.tile_buf<vec, 4x2xui32>";
        let d = format!("!pto.tile_buf<vec, 4x{dst_cols}x{t}>");
        k.line(format!("%s = pto.alloc_tile : {s}"))
            .line(format!("%o = pto.alloc_tile : {o}"))
            .line(format!("%d = pto.alloc_tile : {d}"))
            .line(format!("pto.tload ins(%p_src : !pto.partition_tensor_view<8x{src_cols}x{t}>) outs(%s : {s})"))
            .line(format!("pto.tload ins(%p_offsets : !pto.partition_tensor_view<4x2xui32>) outs(%o : {o})"))
            .line(format!("pto.tgatherb ins(%s, %o : {s}, {o}) outs(%d : {d})"))
            .line(format!("pto.tstore ins(%d : {d}) outs(%p_dst : !pto.partition_tensor_view<4x{dst_cols}x{t}>)"));
        let out = k
            .run(
                &format!("gatherb_{t}"),
                &[("src", src.clone()), ("offsets", offsets.clone())],
            )
            .unwrap_or_else(|e| panic!("{t}: {e}"));
        let want: Vec<f32> = (0..4 * dst_cols)
            .map(|e| {
                let (row, col) = (e / dst_cols, e % dst_cols);
                let first = offsets[row * 2 + col / per_block] as usize / bytes;
                src[first + col % per_block]
            })
            .collect();
        assert_eq!(out["dst"], want, "{t}");
    }
}

/// TQUANT (INT8_SYM into int8, INT8_ASYM into uint8 with an offset) and
/// TDEQUANT (int8 and int16 back to f32), per-row parameters, against f32
/// arithmetic written here.
#[test]
fn quantisation_round_trips_through_int8() {
    let x: Vec<f32> = (0..256)
        .map(|i| ((i * 37) % 101) as f32 * 0.73 - 30.1)
        .collect();
    let scale: Vec<f32> = (0..16).map(|r| 0.5 + r as f32 * 0.75).collect();
    let offset: Vec<f32> = (0..16).map(|r| r as f32 * 3.5 - 20.0).collect();
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 16, 16)
        .input("scale", "f32", 16, 1)
        .input("offset", "f32", 16, 1)
        .input("n", "i16", 16, 16)
        .output("sym", "i8", 16, 16)
        .output("asym", "ui8", 16, 16)
        .output("back", "f32", 16, 16)
        .output("wide", "f32", 16, 16);
    let f = "!pto.tile_buf<vec, 16x16xf32>";
    let col = "!pto.tile_buf<vec, 16x1xf32, blayout=col_major>";
    let q = "!pto.tile_buf<vec, 16x16xi8>";
    let u = "!pto.tile_buf<vec, 16x16xui8>";
    let n = "!pto.tile_buf<vec, 16x16xi16>";
    k.line(format!("%x = pto.alloc_tile : {f}"))
        .line(format!("%s = pto.alloc_tile : {col}"))
        .line(format!("%o = pto.alloc_tile : {col}"))
        .line(format!("%n = pto.alloc_tile : {n}"))
        .line(format!("%q = pto.alloc_tile : {q}"))
        .line(format!("%u = pto.alloc_tile : {u}"))
        .line(format!("%b = pto.alloc_tile : {f}"))
        .line(format!("%w = pto.alloc_tile : {f}"))
        .line(format!("pto.tload ins(%p_x : !pto.partition_tensor_view<16x16xf32>) outs(%x : {f})"))
        .line(format!("pto.tload ins(%p_scale : !pto.partition_tensor_view<16x1xf32>) outs(%s : {col})"))
        .line(format!("pto.tload ins(%p_offset : !pto.partition_tensor_view<16x1xf32>) outs(%o : {col})"))
        .line(format!("pto.tload ins(%p_n : !pto.partition_tensor_view<16x16xi16>) outs(%n : {n})"))
        .line(format!("pto.tquant ins(%x, %s : {f}, {col}) outs(%q : {q}) {{quant_type = #pto<quant_type INT8_SYM>}}"))
        .line(format!("pto.tquant ins(%x, %s, %o : {f}, {col}, {col}) outs(%u : {u}) {{quant_type = #pto<quant_type INT8_ASYM>}}"))
        .line(format!("pto.tdequant ins(%q, %s, %o : {q}, {col}, {col}) outs(%b : {f})"))
        .line(format!("pto.tdequant ins(%n, %s, %o : {n}, {col}, {col}) outs(%w : {f})"))
        .line(format!("pto.tstore ins(%q : {q}) outs(%p_sym : !pto.partition_tensor_view<16x16xi8>)"))
        .line(format!("pto.tstore ins(%u : {u}) outs(%p_asym : !pto.partition_tensor_view<16x16xui8>)"))
        .line(format!("pto.tstore ins(%b : {f}) outs(%p_back : !pto.partition_tensor_view<16x16xf32>)"))
        .line(format!("pto.tstore ins(%w : {f}) outs(%p_wide : !pto.partition_tensor_view<16x16xf32>)"));
    let nums: Vec<f32> = (0..256)
        .map(|i| ((i * 53) % 2001) as f32 - 1000.0)
        .collect();
    let out = k
        .run(
            "quant",
            &[
                ("x", x.clone()),
                ("scale", scale.clone()),
                ("offset", offset.clone()),
                ("n", nums.clone()),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let row = |e: usize| e / 16;
    let sym: Vec<f32> = (0..256)
        .map(|e| {
            (x[e] * scale[row(e)])
                .round_ties_even()
                .clamp(-128.0, 127.0)
        })
        .collect();
    let asym: Vec<f32> = (0..256)
        .map(|e| {
            (x[e] * scale[row(e)] + offset[row(e)])
                .round_ties_even()
                .clamp(0.0, 255.0)
        })
        .collect();
    assert_eq!(out["sym"], sym, "INT8_SYM");
    assert_eq!(out["asym"], asym, "INT8_ASYM");
    let back: Vec<f32> = (0..256)
        .map(|e| (sym[e] - offset[row(e)]) * scale[row(e)])
        .collect();
    assert_eq!(out["back"], back, "TDEQUANT int8");
    let wide: Vec<f32> = (0..256)
        .map(|e| (nums[e] - offset[row(e)]) * scale[row(e)])
        .collect();
    assert_eq!(out["wide"], wide, "TDEQUANT int16");
}

/// TMRGSORT, one list of two groups of 4 sorted blocks of 32 records
/// (block_len 64): each group merged largest first, the earlier block's
/// record first on a tie; a k-way merge written here is the reference.
#[test]
fn merge_sort_merges_four_sorted_blocks() {
    // Block b of group g: 32 descending values with repeats across blocks;
    // the index slot holds a tag naming the record.
    let mut src = Vec::new();
    for g in 0..2 {
        for b in 0..4 {
            let mut values: Vec<f32> = (0..32)
                .map(|k| ((k * 7 + b * 3 + g) % 23) as f32 - 11.0)
                .collect();
            values.sort_by(|a, b| b.partial_cmp(a).unwrap_or(std::cmp::Ordering::Equal));
            for (k, v) in values.into_iter().enumerate() {
                src.push(v);
                src.push((1000 * (g * 4 + b) + k) as f32);
            }
        }
    }
    let mut k = Kernel::new("a2a3");
    k.input("src", "f32", 1, 512).output("dst", "f32", 1, 512);
    let t = "!pto.tile_buf<vec, 1x512xf32>";
    k.line("%len = arith.constant 64 : i32")
        .line(format!("%s = pto.alloc_tile : {t}"))
        .line(format!("%d = pto.alloc_tile : {t}"))
        .line(format!(
            "pto.tload ins(%p_src : !pto.partition_tensor_view<1x512xf32>) outs(%s : {t})"
        ))
        .line(format!(
            "pto.tmrgsort ins(%s, %len : {t}, i32) outs(%d : {t})"
        ))
        .line(format!(
            "pto.tstore ins(%d : {t}) outs(%p_dst : !pto.partition_tensor_view<1x512xf32>)"
        ));
    let out = k
        .run("mrgsort", &[("src", src.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let mut want = Vec::new();
    for group in src.chunks(256) {
        let blocks: Vec<&[f32]> = group.chunks(64).collect();
        let mut heads = [0usize; 4];
        for _ in 0..128 {
            // The largest head; the first block wins a tie.
            let mut best: Option<usize> = None;
            for b in 0..4 {
                if heads[b] < 32
                    && best.is_none_or(|w| blocks[b][2 * heads[b]] > blocks[w][2 * heads[w]])
                {
                    best = Some(b);
                }
            }
            let b = best.expect("a record is left");
            want.extend_from_slice(&blocks[b][2 * heads[b]..2 * heads[b] + 2]);
            heads[b] += 1;
        }
    }
    assert_eq!(out["dst"], want);
}

/// THISTOGRAM (a5): byte histograms of uint16 and uint32 keys, with the
/// higher bytes filtered, counted here.
#[test]
fn histogram_counts_key_bytes() {
    let keys16: Vec<f32> = (0..8 * 64)
        .map(|i| ((i * 2654435761u64 as usize) % 65536) as f32)
        .collect();
    let keys32: Vec<f32> = (0..8 * 64)
        .map(|i| ((i * 40503 + 7) % (1 << 19)) as f32)
        .collect();
    // uint16 byte 0: row r keeps keys whose byte 1 is filter16[r].
    let filter16: Vec<f32> = (0..8 * 32)
        .map(|i| {
            if i % 32 == 0 {
                (keys16[(i / 32) * 64 + 3] as u32 >> 8) as f32
            } else {
                0.0
            }
        })
        .collect();
    // uint32 byte 1: keys whose byte 3 is 0 and byte 2 is filter32[1, 0].
    let mut filter32 = vec![0.0f32; 2 * 32];
    filter32[32] = 3.0;
    let mut k = Kernel::new("a5");
    k.input("k16", "ui16", 8, 64)
        .input("f16", "ui8", 8, 32)
        .input("k32", "ui32", 8, 64)
        .input("f32", "ui8", 2, 32)
        .output("high", "ui32", 8, 256)
        .output("low", "ui32", 8, 256)
        .output("mid", "ui32", 8, 256);
    let counts = "!pto.tile_buf<vec, 8x256xui32>";
    k.line("%a = pto.alloc_tile : !pto.tile_buf<vec, 8x64xui16>")
        .line("%fa = pto.alloc_tile : !pto.tile_buf<vec, 8x32xui8>")
        .line("%b = pto.alloc_tile : !pto.tile_buf<vec, 8x64xui32>")
        .line("%fb = pto.alloc_tile : !pto.tile_buf<vec, 2x32xui8>")
        .line(format!("%h = pto.alloc_tile : {counts}"))
        .line(format!("%l = pto.alloc_tile : {counts}"))
        .line(format!("%m = pto.alloc_tile : {counts}"))
        .line("pto.tload ins(%p_k16 : !pto.partition_tensor_view<8x64xui16>) outs(%a : !pto.tile_buf<vec, 8x64xui16>)")
        .line("pto.tload ins(%p_f16 : !pto.partition_tensor_view<8x32xui8>) outs(%fa : !pto.tile_buf<vec, 8x32xui8>)")
        .line("pto.tload ins(%p_k32 : !pto.partition_tensor_view<8x64xui32>) outs(%b : !pto.tile_buf<vec, 8x64xui32>)")
        .line("pto.tload ins(%p_f32 : !pto.partition_tensor_view<2x32xui8>) outs(%fb : !pto.tile_buf<vec, 2x32xui8>)")
        .line(format!("pto.thistogram ins(%a, %fa : !pto.tile_buf<vec, 8x64xui16>, !pto.tile_buf<vec, 8x32xui8>) outs(%h : {counts}) {{byte = 1}}"))
        .line(format!("pto.thistogram ins(%a, %fa : !pto.tile_buf<vec, 8x64xui16>, !pto.tile_buf<vec, 8x32xui8>) outs(%l : {counts}) {{byte = 0}}"))
        .line(format!("pto.thistogram ins(%b, %fb : !pto.tile_buf<vec, 8x64xui32>, !pto.tile_buf<vec, 2x32xui8>) outs(%m : {counts}) {{byte = 1}}"))
        .line(format!("pto.tstore ins(%h : {counts}) outs(%p_high : !pto.partition_tensor_view<8x256xui32>)"))
        .line(format!("pto.tstore ins(%l : {counts}) outs(%p_low : !pto.partition_tensor_view<8x256xui32>)"))
        .line(format!("pto.tstore ins(%m : {counts}) outs(%p_mid : !pto.partition_tensor_view<8x256xui32>)"));
    let out = k
        .run(
            "histogram",
            &[
                ("k16", keys16.clone()),
                ("f16", filter16.clone()),
                ("k32", keys32.clone()),
                ("f32", filter32.clone()),
            ],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let count = |keys: &[f32], bin: &dyn Fn(u32) -> Option<u32>| -> Vec<f32> {
        let mut c = vec![0.0f32; 8 * 256];
        for (e, key) in keys.iter().enumerate() {
            if let Some(b) = bin(*key as u32) {
                c[(e / 64) * 256 + b as usize] += 1.0;
            }
        }
        c
    };
    assert_eq!(
        out["high"],
        count(&keys16, &|k| Some(k >> 8)),
        "uint16 byte 1"
    );
    let low: Vec<f32> = {
        let mut c = vec![0.0f32; 8 * 256];
        for (e, key) in keys16.iter().enumerate() {
            let (r, key) = (e / 64, *key as u32);
            if key >> 8 == filter16[r * 32] as u32 {
                c[r * 256 + (key & 0xff) as usize] += 1.0;
            }
        }
        c
    };
    assert!(
        low.iter().sum::<f32>() >= 8.0,
        "every row keeps its own key"
    );
    assert_eq!(out["low"], low, "uint16 byte 0 under row filters");
    let mid = count(&keys32, &|k| {
        ((k >> 24) == 0 && (k >> 16) & 0xff == 3).then_some((k >> 8) & 0xff)
    });
    assert!(mid.iter().sum::<f32>() > 0.0);
    assert_eq!(out["mid"], mid, "uint32 byte 1 under bytes 3 and 2");
}

/// MGATHER and MSCATTER against a 32x16 table in global memory: rows by a
/// column of indices (clamped past the table), elements by a tile of flat
/// indices (zero past the table); scatters of rows and of elements, the
/// later element winning a shared target, an index past the table skipped.
#[test]
fn indexed_memory_gathers_and_scatters() {
    for t in ["f32", "f16"] {
        let table: Vec<f32> = (0..32 * 16).map(|i| (i % 251) as f32 - 100.0).collect();
        let rows: Vec<f32> = [5u32, 0, 31, 7, 40, 12, 12, 3]
            .iter()
            .map(|v| *v as f32)
            .collect();
        let cells: Vec<f32> = (0..8 * 16).map(|i| ((i * 37 + 11) % 600) as f32).collect();
        let src: Vec<f32> = (0..8 * 16).map(|i| i as f32 - 64.0).collect();
        let mut k = Kernel::new("a2a3");
        k.input("table", t, 32, 16)
            .input("rows", "ui32", 8, 1)
            .input("cells", "ui32", 8, 16)
            .input("src", t, 8, 16)
            .output("by_row", t, 8, 16)
            .output("by_cell", t, 8, 16)
            .output("row_out", t, 32, 16)
            .output("cell_out", t, 32, 16);
        let data = format!("!pto.tile_buf<vec, 8x16x{t}>");
        let view = format!("!pto.partition_tensor_view<32x16x{t}>");
        k.line("%r = pto.alloc_tile : !pto.tile_buf<vec, 8x1xui32>")
            .line("%c = pto.alloc_tile : !pto.tile_buf<vec, 8x16xui32>")
            .line(format!("%s = pto.alloc_tile : {data}"))
            .line(format!("%a = pto.alloc_tile : {data}"))
            .line(format!("%b = pto.alloc_tile : {data}"))
            .line("pto.tload ins(%p_rows : !pto.partition_tensor_view<8x1xui32>) outs(%r : !pto.tile_buf<vec, 8x1xui32>)")
            .line("pto.tload ins(%p_cells : !pto.partition_tensor_view<8x16xui32>) outs(%c : !pto.tile_buf<vec, 8x16xui32>)")
            .line(format!("pto.tload ins(%p_src : !pto.partition_tensor_view<8x16x{t}>) outs(%s : {data})"))
            .line(format!("pto.mgather ins(%p_table, %r : {view}, !pto.tile_buf<vec, 8x1xui32>) outs(%a : {data}) {{coalesce = #pto<coalesce row>, gatherOob = #pto<gather_oob clamp>}}"))
            .line(format!("pto.mgather ins(%p_table, %c : {view}, !pto.tile_buf<vec, 8x16xui32>) outs(%b : {data}) {{coalesce = #pto<coalesce elem>, gatherOob = #pto<gather_oob zero>}}"))
            .line(format!("pto.tstore ins(%a : {data}) outs(%p_by_row : !pto.partition_tensor_view<8x16x{t}>)"))
            .line(format!("pto.tstore ins(%b : {data}) outs(%p_by_cell : !pto.partition_tensor_view<8x16x{t}>)"))
            .line(format!("pto.mscatter ins(%s, %r : {data}, !pto.tile_buf<vec, 8x1xui32>) outs(%p_row_out : {view}) {{coalesce = #pto<coalesce row>, scatterOob = #pto<scatter_oob skip>}}"))
            .line(format!("pto.mscatter %s, %c, %p_cell_out {{coalesce = #pto<coalesce elem>, scatterOob = #pto<scatter_oob skip>}} : ({data}, !pto.tile_buf<vec, 8x16xui32>, {view}) -> ()"));
        let out = k
            .run(
                &format!("indexed_{t}"),
                &[
                    ("table", table.clone()),
                    ("rows", rows.clone()),
                    ("cells", cells.clone()),
                    ("src", src.clone()),
                ],
            )
            .unwrap_or_else(|e| panic!("{t}: {e}"));
        let by_row: Vec<f32> = (0..128)
            .map(|e| table[(rows[e / 16] as usize).min(31) * 16 + e % 16])
            .collect();
        assert_eq!(out["by_row"], by_row, "{t}: rows, clamped");
        let by_cell: Vec<f32> = cells
            .iter()
            .map(|k| {
                if (*k as usize) < 512 {
                    table[*k as usize]
                } else {
                    0.0
                }
            })
            .collect();
        assert_eq!(
            out["by_cell"], by_cell,
            "{t}: elements, zero past the table"
        );
        let mut row_out = vec![0.0f32; 512];
        for i in 0..8 {
            let target = rows[i] as usize;
            if target < 32 {
                row_out[target * 16..target * 16 + 16].copy_from_slice(&src[i * 16..i * 16 + 16]);
            }
        }
        assert_eq!(
            out["row_out"], row_out,
            "{t}: row scatter, the later of rows 12 wins, 40 skipped"
        );
        let mut cell_out = vec![0.0f32; 512];
        for (e, k) in cells.iter().enumerate() {
            if (*k as usize) < 512 {
                cell_out[*k as usize] = src[e];
            }
        }
        assert_eq!(out["cell_out"], cell_out, "{t}: element scatter");
    }
}

/// SETTF32MODE on a2a3 is legal and changes nothing: after it, an f32
/// matrix product by the identity keeps inputs that TF32 (10 mantissa
/// bits) would round.
#[test]
fn tf32_mode_has_no_effect_on_a2a3() {
    let a: Vec<f32> = (0..256)
        .map(|i| 1.0 + (i % 13) as f32 * (2.0f32).powi(-20))
        .collect();
    let identity: Vec<f32> = (0..256)
        .map(|i| if i / 16 == i % 16 { 1.0 } else { 0.0 })
        .collect();
    let mut k = Kernel::new("a2a3");
    k.input("a", "f32", 16, 16)
        .input("b", "f32", 16, 16)
        .output("c", "f32", 16, 16);
    let t = |loc: &str| format!("!pto.tile_buf<{loc}, 16x16xf32>");
    let view = "!pto.partition_tensor_view<16x16xf32>";
    k.line("pto.settf32mode {enable = true, mode = #pto.round_mode<CAST_ROUND>}");
    for (n, loc) in [
        ("am", "mat"),
        ("bm", "mat"),
        ("al", "left"),
        ("br", "right"),
        ("acc", "acc"),
    ] {
        k.line(format!("%{n} = pto.alloc_tile : {}", t(loc)));
    }
    k.line(format!(
        "pto.tload ins(%p_a : {view}) outs(%am : {})",
        t("mat")
    ))
    .line(format!(
        "pto.tload ins(%p_b : {view}) outs(%bm : {})",
        t("mat")
    ))
    .line(format!(
        "pto.tmov ins(%am : {}) outs(%al : {})",
        t("mat"),
        t("left")
    ))
    .line(format!(
        "pto.tmov ins(%bm : {}) outs(%br : {})",
        t("mat"),
        t("right")
    ))
    .line(format!(
        "pto.tmatmul ins(%al, %br : {}, {}) outs(%acc : {})",
        t("left"),
        t("right"),
        t("acc")
    ))
    .line(format!(
        "pto.tstore ins(%acc : {}) outs(%p_c : {view})",
        t("acc")
    ));
    let out = k
        .run("tf32", &[("a", a.clone()), ("b", identity)])
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out["c"], a);
}
