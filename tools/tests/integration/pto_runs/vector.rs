//! PTO runs: interleaving, single elements, list merge sort, atomic scatters.

use super::*;

/// TINTERLEAVE then TDEINTERLEAVE (a5) give the sources back; the
/// one-source TDEINTERLEAVE splits even and odd columns.
#[test]
fn interleave_and_deinterleave_invert_each_other() {
    for level in [1, 2] {
        interleave_round_trip(level);
    }
}

/// The interleave round trip at IR level 2 (destination buffers) or level 1
/// (two result tiles each, placed by tanto-pto-alloc; one instruction in
/// the PTO-AS spelling, whose result types are inferred).
fn interleave_round_trip(level: u8) {
    const ROWS: usize = 16;
    const COLS: usize = 16;
    let a: Vec<f32> = (0..ROWS * COLS).map(|i| i as f32).collect();
    let b: Vec<f32> = (0..ROWS * COLS).map(|i| -(i as f32) - 1.0).collect();
    let mut k = Kernel::new("a5");
    k.input("a", "f32", 16, 16).input("b", "f32", 16, 16);
    for n in ["lo", "hi", "ra", "rb"] {
        k.output(n, "f32", 16, 16);
    }
    k.output("ev", "f32", 16, 8).output("od", "f32", 16, 8);
    let part16 = "!pto.partition_tensor_view<16x16xf32>";
    let part8 = "!pto.partition_tensor_view<16x8xf32>";
    let (tile, half) = if level == 2 {
        (
            "!pto.tile_buf<vec, 16x16xf32>",
            "!pto.tile_buf<vec, 16x8xf32>",
        )
    } else {
        ("!pto.tile<16x16xf32>", "!pto.tile<16x8xf32>")
    };
    if level == 2 {
        for n in ["a", "b", "lo", "hi", "ra", "rb"] {
            k.line(format!("%t_{n} = pto.alloc_tile : {tile}"));
        }
        for n in ["ev", "od"] {
            k.line(format!("%t_{n} = pto.alloc_tile : {half}"));
        }
        k.line(format!("pto.tload ins(%p_a : {part16}) outs(%t_a : {tile})"))
            .line(format!("pto.tload ins(%p_b : {part16}) outs(%t_b : {tile})"))
            .line(format!(
                "pto.tinterleave ins(%t_a, %t_b : {tile}, {tile}) outs(%t_lo, %t_hi : {tile}, {tile})"
            ))
            .line(format!(
                "pto.tdeinterleave ins(%t_lo, %t_hi : {tile}, {tile}) outs(%t_ra, %t_rb : {tile}, {tile})"
            ))
            .line(format!(
                "pto.tdeinterleave ins(%t_a : {tile}) outs(%t_ev, %t_od : {half}, {half})"
            ));
    } else {
        k.line(format!("%t_a = pto.tload %p_a : {part16} -> {tile}"))
            .line(format!("%t_b = pto.tload %p_b : {part16} -> {tile}"))
            .line(format!(
                "%t_lo, %t_hi = pto.tinterleave %t_a, %t_b : ({tile}, {tile}) -> ({tile}, {tile})"
            ))
            .line("%t_ra, %t_rb = tdeinterleave %t_lo, %t_hi")
            .line(format!(
                "%t_ev, %t_od = pto.tdeinterleave %t_a : ({tile}) -> ({half}, {half})"
            ));
    }
    for (n, ty, part) in [
        ("lo", tile, part16),
        ("hi", tile, part16),
        ("ra", tile, part16),
        ("rb", tile, part16),
        ("ev", half, part8),
        ("od", half, part8),
    ] {
        k.line(if level == 2 {
            format!("pto.tstore ins(%t_{n} : {ty}) outs(%p_{n} : {part})")
        } else {
            format!("pto.tstore %t_{n}, %p_{n} : ({ty}, {part}) -> ()")
        });
    }
    let out = k
        .run(
            &format!("interleave_level{level}"),
            &[("a", a.clone()), ("b", b.clone())],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    for i in 0..ROWS {
        // The row's stream a0 b0 a1 b1 ...: its first 16 in lo, next 16 in hi.
        let stream: Vec<f32> = (0..2 * COLS)
            .map(|t| {
                if t % 2 == 0 {
                    a[i * COLS + t / 2]
                } else {
                    b[i * COLS + t / 2]
                }
            })
            .collect();
        assert_eq!(
            out["lo"][i * COLS..(i + 1) * COLS],
            stream[..COLS],
            "lo row {i}"
        );
        assert_eq!(
            out["hi"][i * COLS..(i + 1) * COLS],
            stream[COLS..],
            "hi row {i}"
        );
        let evens: Vec<f32> = (0..COLS / 2).map(|k| a[i * COLS + 2 * k]).collect();
        let odds: Vec<f32> = (0..COLS / 2).map(|k| a[i * COLS + 2 * k + 1]).collect();
        assert_eq!(
            out["ev"][i * 8..(i + 1) * 8],
            evens[..],
            "even columns row {i}"
        );
        assert_eq!(
            out["od"][i * 8..(i + 1) * 8],
            odds[..],
            "odd columns row {i}"
        );
    }
    assert_eq!(out["ra"], a, "deinterleaved back");
    assert_eq!(out["rb"], b, "deinterleaved back");
}

/// TGETVAL and TSETVAL address one element by its flat offset: an int32
/// tile gets y[5] = 2·x[37] (read, doubled on the scalar unit, written
/// back) and y[200] = x[37]; f32 and f16 tiles copy x[37] through their
/// scalars' ABI forms (f32 bits, 16-bit patterns).
#[test]
fn tgetval_and_tsetval_address_one_element() {
    let check = |t: &str, body: &[String], x: &[f32], set: &[(usize, f32)]| {
        let tile = format!("!pto.tile_buf<vec, 16x16x{t}>");
        let part = format!("!pto.partition_tensor_view<16x16x{t}>");
        let mut k = Kernel::new("a2a3");
        k.input("x", t, 16, 16).output("y", t, 16, 16);
        k.line("%k5 = arith.constant 5 : index")
            .line("%k37 = arith.constant 37 : index")
            .line("%k200 = arith.constant 200 : index")
            .line(format!("%t = pto.alloc_tile : {tile}"))
            .line(format!("pto.tload ins(%p_x : {part}) outs(%t : {tile})"))
            .line(format!(
                "%v = pto.tgetval ins(%t, %k37 : {tile}, index) outs : {t}"
            ));
        for line in body {
            k.line(line.replace("TILE", &tile));
        }
        k.line(format!("pto.tstore ins(%t : {tile}) outs(%p_y : {part})"));
        let y = k
            .run(&format!("getval_{t}"), &[("x", x.to_vec())])
            .unwrap_or_else(|e| panic!("{t}: {e}"))["y"]
            .clone();
        let mut want = x.to_vec();
        for (at, v) in set {
            want[*at] = *v;
        }
        assert_eq!(y, want, "{t}");
    };
    // Integer arithmetic on the scalar unit (float arithmetic goes through
    // the soft-float routines: scalar_float_arithmetic_runs_on_the_control_core).
    let n: Vec<f32> = (0..256).map(|i| (i % 23) as f32 - 11.0).collect();
    check(
        "i32",
        &[
            "%two = arith.constant 2 : i32".into(),
            "%w = arith.muli %v, %two : i32".into(),
            "pto.tsetval ins(%k5, %w : index, i32) outs(%t : TILE)".into(),
            "pto.tsetval ins(%k200, %v : index, i32) outs(%t : TILE)".into(),
        ],
        &n,
        &[(5, 2.0 * n[37]), (200, n[37])],
    );
    let x: Vec<f32> = (0..256).map(|i| (i % 23) as f32 * 0.5 - 5.0).collect();
    check(
        "f32",
        &["pto.tsetval ins(%k200, %v : index, f32) outs(%t : TILE)".into()],
        &x,
        &[(200, x[37])],
    );
    check(
        "f16",
        &["pto.tsetval ins(%k5, %v : index, f16) outs(%t : TILE)".into()],
        &x,
        &[(5, x[37])],
    );
}

/// TMRGSORT's 2-4 list form: four sorted lists of different lengths (ties
/// across them) merged at level 2 (with a tmp) and level 1, and two lists
/// merged with `exhausted`, which stops once one is used up. The executed
/// counts go out through TSETVAL. The reference sorts every record by value
/// (a stable sort, lists in order) instead of merging, and cuts the
/// exhausted merge where a list's last record first appears.
#[test]
fn list_merge_sort_merges_sorted_lists() {
    let lengths = [8usize, 4, 6, 2];
    // List l: descending values with repeats across lists; the index slot
    // holds a tag naming the record.
    let lists: Vec<Vec<f32>> = lengths
        .iter()
        .enumerate()
        .map(|(l, n)| {
            let mut values: Vec<f32> = (0..*n)
                .map(|k| ((k * 5 + l * 3) % 7) as f32 - 3.0)
                .collect();
            values.sort_by(|a, b| b.partial_cmp(a).unwrap_or(std::cmp::Ordering::Equal));
            values
                .into_iter()
                .enumerate()
                .flat_map(|(k, v)| [v, (100 * l + k) as f32])
                .collect()
        })
        .collect();
    // (value, list, record) of the chosen lists, in merged order.
    let sorted = |chosen: &[usize]| -> Vec<(f32, usize, usize)> {
        let mut all: Vec<(f32, usize, usize)> = chosen
            .iter()
            .flat_map(|&l| (0..lengths[l]).map(move |k| (l, k)))
            .map(|(l, k)| (lists[l][2 * k], l, k))
            .collect();
        all.sort_by(|a, b| b.0.partial_cmp(&a.0).unwrap_or(std::cmp::Ordering::Equal));
        all
    };
    let records = |order: &[(f32, usize, usize)]| -> Vec<f32> {
        order
            .iter()
            .flat_map(|&(_, l, k)| [lists[l][2 * k], lists[l][2 * k + 1]])
            .collect()
    };
    let total: usize = lengths.iter().sum();
    let part = |c: usize| format!("!pto.partition_tensor_view<1x{c}xf32>");
    for level in [1, 2] {
        let mut k = Kernel::new("a2a3");
        for (l, n) in lengths.iter().enumerate() {
            k.input(&format!("s{l}"), "f32", 1, 2 * n);
        }
        k.output("all", "f32", 1, 2 * total)
            .output("two", "f32", 1, 2 * (lengths[0] + lengths[1]))
            .output("counts", "i32", 1, 8);
        let buf = |c: usize| format!("!pto.tile_buf<vec, 1x{c}xf32>");
        let tile = |c: usize| format!("!pto.tile<1x{c}xf32>");
        let (two, all) = (2 * (lengths[0] + lengths[1]), 2 * total);
        let counts = "!pto.tile_buf<vec, 1x8xi32>";
        k.line(format!("%c = pto.alloc_tile : {counts}"));
        for (i, v) in ["%k0", "%k1", "%k2", "%k3", "%k4", "%k5", "%k6", "%k7"]
            .iter()
            .enumerate()
        {
            k.line(format!("{v} = arith.constant {i} : index"));
        }
        if level == 2 {
            for (l, n) in lengths.iter().enumerate() {
                k.line(format!("%t{l} = pto.alloc_tile : {}", buf(2 * n)))
                    .line(format!(
                        "pto.tload ins(%p_s{l} : {}) outs(%t{l} : {})",
                        part(2 * n),
                        buf(2 * n)
                    ));
            }
            k.line(format!("%tmp = pto.alloc_tile : {}", buf(all)))
                .line(format!("%all = pto.alloc_tile : {}", buf(all)))
                .line(format!("%two = pto.alloc_tile : {}", buf(two)))
                .line(format!(
                    "pto.tmrgsort ins(%t0, %t1, %t2, %t3, %tmp {{exhausted = false}} : {}, {}, {}, {}, {}) outs(%all, %e : {}, vector<4xi16>)",
                    buf(16), buf(8), buf(12), buf(4), buf(all), buf(all)
                ))
                .line(format!(
                    "pto.tmrgsort ins(%t0, %t1 {{exhausted = true}} : {}, {}) outs(%two, %x : {}, vector<4xi16>)",
                    buf(16), buf(8), buf(two)
                ))
                .line(format!("pto.tstore ins(%all : {}) outs(%p_all : {})", buf(all), part(all)))
                .line(format!("pto.tstore ins(%two : {}) outs(%p_two : {})", buf(two), part(two)));
        } else {
            for (l, n) in lengths.iter().enumerate() {
                k.line(format!(
                    "%t{l} = pto.tload %p_s{l} : {} -> {}",
                    part(2 * n),
                    tile(2 * n)
                ));
            }
            k.line(format!(
                "%all, %e = pto.tmrgsort %t0, %t1, %t2, %t3 {{exhausted = false}} : ({}, {}, {}, {}) -> ({}, vector<4xi16>)",
                tile(16), tile(8), tile(12), tile(4), tile(all)
            ))
            .line("%two, %x = tmrgsort %t0, %t1 {exhausted = true}")
            .line(format!("pto.tstore %all, %p_all : ({}, {}) -> ()", tile(all), part(all)))
            .line(format!("pto.tstore %two, %p_two : ({}, {}) -> ()", tile(two), part(two)));
        }
        // The counts of both merges: lists 0..3, then the exhausted ones.
        for (slot, (vector, at)) in [
            ("%e", 0),
            ("%e", 1),
            ("%e", 2),
            ("%e", 3),
            ("%x", 0),
            ("%x", 1),
            ("%x", 2),
            ("%x", 3),
        ]
        .iter()
        .enumerate()
        {
            k.line(format!(
                "%n{slot} = vector.extract {vector}[{at}] : i16 from vector<4xi16>"
            ))
            .line(format!("%w{slot} = arith.extui %n{slot} : i16 to i32"))
            .line(format!(
                "pto.tsetval ins(%k{slot}, %w{slot} : index, i32) outs(%c : {counts})"
            ));
        }
        k.line(format!(
            "pto.tstore ins(%c : {counts}) outs(%p_counts : !pto.partition_tensor_view<1x8xi32>)"
        ));
        let inputs: Vec<(String, Vec<f32>)> = lists
            .iter()
            .enumerate()
            .map(|(l, v)| (format!("s{l}"), v.clone()))
            .collect();
        let inputs: Vec<(&str, Vec<f32>)> = inputs
            .iter()
            .map(|(n, v)| (n.as_str(), v.clone()))
            .collect();
        let out = k
            .run(&format!("mrgsort_lists_level{level}"), &inputs)
            .unwrap_or_else(|e| panic!("level {level}: {e}"));
        let merged = sorted(&[0, 1, 2, 3]);
        assert_eq!(out["all"], records(&merged), "level {level}: four lists");
        // Exhausted: the merge stops after the record that uses a list up.
        let order = sorted(&[0, 1]);
        let stop = order
            .iter()
            .position(|&(_, l, k)| k + 1 == lengths[l])
            .expect("a list ends");
        let taken = &order[..=stop];
        // Past the merged records the destination keeps what it held.
        let want_two = records(taken);
        assert_eq!(
            out["two"][..want_two.len()],
            want_two[..],
            "level {level}: exhausted merge"
        );
        let mut want_counts: Vec<f32> = lengths.iter().map(|&n| n as f32).collect();
        want_counts.extend((0..4).map(|l| taken.iter().filter(|t| t.1 == l).count() as f32));
        assert_eq!(out["counts"], want_counts, "level {level}: executed counts");
    }
}

/// MSCATTER's atomic modes: each table element becomes atom(old, source)
/// for every source element aimed at it, in order, so shared targets
/// accumulate instead of the last one winning. Row-mode add on f32 and f16,
/// element-mode max on f32, element-mode add and row-mode min on i32; the
/// tables start from the host's values (inout).
#[test]
fn atomic_scatters_combine_with_the_table() {
    let rows = [3u32, 3, 7, 3, 0, 31, 7, 12];
    let cells: Vec<u32> = (0..128u32).map(|i| (i * 7) % 40).collect();
    let src = |t: &str| -> Vec<f32> {
        (0..128)
            .map(|i| match t {
                "i32" => ((i * 13) % 29) as f32 - 14.0,
                _ => ((i * 5) % 17) as f32 - 8.0,
            })
            .collect()
    };
    let table = |t: &str| -> Vec<f32> {
        (0..512)
            .map(|i| ((i * 3) % 23) as f32 - (if t == "i32" { 11.0 } else { 7.0 }))
            .collect()
    };
    // (element type, coalesce, atomic, the combination).
    type Combine = fn(f32, f32) -> f32;
    let cases: [(&str, &str, &str, Combine); 5] = [
        ("f32", "row", "add", |a, b| a + b),
        ("f16", "row", "add", |a, b| a + b),
        ("f32", "elem", "max", f32::max),
        ("i32", "elem", "add", |a, b| a + b),
        ("i32", "row", "min", f32::min),
    ];
    for (t, coalesce, atomic, combine) in cases {
        let mut k = Kernel::new("a2a3");
        k.inout("table", t, 32, 16)
            .input("rows", "ui32", 8, 1)
            .input("cells", "ui32", 8, 16)
            .input("src", t, 8, 16);
        let data = format!("!pto.tile_buf<vec, 8x16x{t}>");
        let (idx, idx_type) = if coalesce == "row" {
            ("%r", "!pto.tile_buf<vec, 8x1xui32>")
        } else {
            ("%c", "!pto.tile_buf<vec, 8x16xui32>")
        };
        k.line("%r = pto.alloc_tile : !pto.tile_buf<vec, 8x1xui32>")
            .line("%c = pto.alloc_tile : !pto.tile_buf<vec, 8x16xui32>")
            .line(format!("%s = pto.alloc_tile : {data}"))
            .line("pto.tload ins(%p_rows : !pto.partition_tensor_view<8x1xui32>) outs(%r : !pto.tile_buf<vec, 8x1xui32>)")
            .line("pto.tload ins(%p_cells : !pto.partition_tensor_view<8x16xui32>) outs(%c : !pto.tile_buf<vec, 8x16xui32>)")
            .line(format!("pto.tload ins(%p_src : !pto.partition_tensor_view<8x16x{t}>) outs(%s : {data})"))
            .line(format!("pto.mscatter ins(%s, {idx} : {data}, {idx_type}) outs(%p_table : !pto.partition_tensor_view<32x16x{t}>) {{coalesce = #pto<coalesce {coalesce}>, scatterAtomicOp = #pto<scatter_atomic_op {atomic}>}}"));
        let (src, start) = (src(t), table(t));
        let out = k
            .run(
                &format!("atomic_{t}_{coalesce}_{atomic}"),
                &[
                    ("table", start.clone()),
                    ("rows", rows.iter().map(|v| *v as f32).collect()),
                    ("cells", cells.iter().map(|v| *v as f32).collect()),
                    ("src", src.clone()),
                ],
            )
            .unwrap_or_else(|e| panic!("{t} {coalesce} {atomic}: {e}"));
        let mut want = start;
        for (e, v) in src.iter().enumerate() {
            let target = if coalesce == "row" {
                rows[e / 16] as usize * 16 + e % 16
            } else {
                cells[e] as usize
            };
            want[target] = combine(want[target], *v);
        }
        assert_eq!(out["table"], want, "{t} {coalesce} {atomic}");
    }
}
