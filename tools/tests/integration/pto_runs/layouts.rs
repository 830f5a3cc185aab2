//! PTO runs: fractal layouts, scalar code, valid regions, calls, scratch tiles.

use super::*;

/// Where the fractal layouts put each element, seen through TRESHAPE
/// (which takes a tile's bytes as they lie): a 32x64 tile loaded from an
/// ND global into a vec tile of each layout, reshaped into an ND tile of
/// the same bytes and stored. The reference places element (i, j) by the
/// ISA's formulas (pto_tile.hpp's GetTileOffset): DN column-major; NZ boxes
/// down each box column first, ZN and ZZ along each box row; inside a box
/// row-major (NZ, ZZ) or column-major (ZN); 512-byte boxes of 16 rows x 32
/// bytes (column-major inside: 32 bytes x 16 columns), 1024-byte ones of
/// 16x16 elements.
#[test]
fn fractal_layouts_place_elements_as_the_isa_says() {
    let (rows, cols) = (32usize, 64usize);
    let mut failures = Vec::new();
    for t in ["f16", "f32", "i8"] {
        let esize = match t {
            "f16" => 2,
            "f32" => 4,
            _ => 1,
        };
        let c0 = 32 / esize;
        // (name, blayout, slayout, fractal, box rows, box cols).
        let mut layouts = vec![
            ("dn", "col_major", "none_box", 512, 1, 1),
            ("nz", "col_major", "row_major", 512, 16, c0),
            ("zn", "row_major", "col_major", 512, c0, 16),
            ("zz", "row_major", "row_major", 512, 16, c0),
        ];
        if t == "f32" {
            layouts.push(("nz1024", "col_major", "row_major", 1024, 16, 16));
        }
        for (name, blayout, slayout, fractal, br, bc) in layouts {
            let input: Vec<f32> = (0..rows * cols).map(|i| (i % 97) as f32 - 48.0).collect();
            let mut k = Kernel::new("a5");
            k.input("x", t, rows, cols).output("raw", t, rows, cols);
            let laid = format!("!pto.tile_buf<vec, {rows}x{cols}x{t}, blayout={blayout}, slayout={slayout}, fractal={fractal}>");
            let plain = format!("!pto.tile_buf<vec, {rows}x{cols}x{t}>");
            let part = format!("!pto.partition_tensor_view<{rows}x{cols}x{t}>");
            k.line(format!("%l = pto.alloc_tile : {laid}"))
                .line(format!("%p = pto.alloc_tile : {plain}"))
                .line(format!("pto.tload ins(%p_x : {part}) outs(%l : {laid})"))
                .line(format!("pto.treshape ins(%l : {laid}) outs(%p : {plain})"))
                .line(format!(
                    "pto.tstore ins(%p : {plain}) outs(%p_raw : {part})"
                ));
            let out = match k.run(&format!("layout_{t}_{name}"), &[("x", input.clone())]) {
                Ok(out) => out,
                Err(e) => {
                    failures.push(format!("{t} {name}: {e}"));
                    continue;
                }
            };
            let offset = |i: usize, j: usize| -> usize {
                if name == "dn" {
                    return j * rows + i;
                }
                let (bi, ii, bj, jj) = (i / br, i % br, j / bc, j % bc);
                let boxes = if blayout == "col_major" {
                    bj * (rows / br) + bi
                } else {
                    bi * (cols / bc) + bj
                };
                let inner = if slayout == "col_major" {
                    jj * br + ii
                } else {
                    ii * bc + jj
                };
                boxes * br * bc + inner
            };
            let mut want = vec![f32::NAN; rows * cols];
            for i in 0..rows {
                for j in 0..cols {
                    want[offset(i, j)] = input[i * cols + j];
                }
            }
            if out["raw"] != want {
                failures.push(format!(
                    "{t} {name}: memory {:?}\nwanted {want:?}",
                    &out["raw"][..40]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Scalar float arithmetic on the RV32IM control core: LLVM turns f32
/// arithmetic, comparisons and conversions into the ABI's soft-float
/// routines, which the runtime provides. Two elements read with TGETVAL
/// are combined on the scalar unit, the results written back with TSETVAL
/// and added to every element with TADDS; the reference does the same
/// binary32 operations here.
#[test]
fn scalar_float_arithmetic_runs_on_the_control_core() {
    let x: Vec<f32> = (0..256)
        .map(|i| ((i * 37) % 101) as f32 / 7.0 - 5.0)
        .collect();
    let tile = "!pto.tile_buf<vec, 16x16xf32>";
    let part = "!pto.partition_tensor_view<16x16xf32>";
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 16, 16).output("y", "f32", 16, 16);
    for (name, value) in [("k0", 0), ("k1", 1), ("k2", 2), ("k5", 5), ("k37", 37)] {
        k.line(format!("%{name} = arith.constant {value} : index"));
    }
    k.line("%three = arith.constant 3.0 : f32")
        .line(format!("%t = pto.alloc_tile : {tile}"))
        .line(format!("pto.tload ins(%p_x : {part}) outs(%t : {tile})"))
        .line(format!(
            "%v = pto.tgetval ins(%t, %k37 : {tile}, index) outs : f32"
        ))
        .line(format!(
            "%w = pto.tgetval ins(%t, %k5 : {tile}, index) outs : f32"
        ))
        .line("%p = arith.mulf %v, %w : f32")
        .line("%q = arith.divf %p, %three : f32")
        .line("%r = arith.subf %q, %v : f32")
        .line("%lt = arith.cmpf olt, %r, %w : f32")
        .line("%m = arith.select %lt, %r, %w : f32")
        .line("%i = arith.fptosi %m : f32 to i32")
        .line("%back = arith.sitofp %i : i32 to f32")
        .line(format!(
            "pto.tadds ins(%t, %p : {tile}, f32) outs(%t : {tile})"
        ))
        .line(format!(
            "pto.tsetval ins(%k0, %m : index, f32) outs(%t : {tile})"
        ))
        .line(format!(
            "pto.tsetval ins(%k1, %back : index, f32) outs(%t : {tile})"
        ))
        .line(format!(
            "pto.tsetval ins(%k2, %q : index, f32) outs(%t : {tile})"
        ))
        .line(format!("pto.tstore ins(%t : {tile}) outs(%p_y : {part})"));
    let out = k
        .run("scalar_float", &[("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let (v, w) = (x[37], x[5]);
    let p = v * w;
    let q = p / 3.0;
    let r = q - v;
    let m = if r < w { r } else { w };
    let mut want: Vec<f32> = x.iter().map(|e| e + p).collect();
    want[0] = m;
    want[1] = (m as i32) as f32;
    want[2] = q;
    assert_eq!(out["y"], want);
}

/// Elementwise instructions on tiles whose valid region is the top-left
/// 8x12 of 16x16 (views made with TALIAS over full tiles): the destination's
/// valid region gets the results, and its other elements keep what the
/// destination held. Binary, tile-scalar and unary instructions on f32, f16
/// and i32 (the unary ones on floats).
#[test]
fn elementwise_instructions_write_only_the_valid_region() {
    const N: usize = 16;
    let (vr, vc) = (8usize, 12usize);
    let mut failures = Vec::new();
    for t in ["f32", "f16", "i32"] {
        let float = t != "i32";
        let x: Vec<f32> = (0..N * N).map(|i| ((i * 7) % 13) as f32 - 6.0).collect();
        let y: Vec<f32> = (0..N * N).map(|i| ((i * 5) % 11) as f32 - 4.0).collect();
        let base: Vec<f32> = (0..N * N).map(|i| 100.0 + i as f32).collect();
        let scalar = if float { "2.0" } else { "2" };
        // (instruction, operands: "xy" binary, "xs" with the scalar, "x"
        // unary; the element function).
        type Function = fn(f32, f32) -> f32;
        let mut cases: Vec<(&str, &str, Function)> = vec![
            ("tadd", "xy", |a, b| a + b),
            ("tmul", "xy", |a, b| a * b),
            ("tmax", "xy", f32::max),
            ("tadds", "xs", |a, _| a + 2.0),
            ("tmuls", "xs", |a, _| a * 2.0),
        ];
        if float {
            cases.extend([
                ("tabs", "x", (|a, _| a.abs()) as Function),
                ("tneg", "x", |a, _| -a),
                ("trelu", "x", |a, _| a.max(0.0)),
            ]);
        }
        for (op, operands, f) in cases {
            let full = format!("!pto.tile_buf<vec, 16x16x{t}>");
            let part = format!("!pto.tile_buf<vec, 16x16x{t}, valid={vr}x{vc}>");
            let view = format!("!pto.partition_tensor_view<16x16x{t}>");
            let mut k = Kernel::new("a2a3");
            k.input("x", t, N, N)
                .input("y", t, N, N)
                .input("base", t, N, N)
                .output("out", t, N, N);
            k.line(format!("%s = arith.constant {scalar} : {t}"));
            for n in ["x", "y", "base"] {
                k.line(format!("%t_{n} = pto.alloc_tile : {full}"))
                    .line(format!(
                        "pto.tload ins(%p_{n} : {view}) outs(%t_{n} : {full})"
                    ))
                    .line(format!("%w_{n} = pto.talias %t_{n} : ({full}) -> {part}"));
            }
            let ins = match operands {
                "xy" => format!("%w_x, %w_y : {part}, {part}"),
                "xs" => format!("%w_x, %s : {part}, {t}"),
                _ => format!("%w_x : {part}"),
            };
            k.line(format!("pto.{op} ins({ins}) outs(%w_base : {part})"))
                .line(format!(
                    "pto.tstore ins(%t_base : {full}) outs(%p_out : {view})"
                ));
            let out = match k.run(
                &format!("partial_{op}_{t}"),
                &[("x", x.clone()), ("y", y.clone()), ("base", base.clone())],
            ) {
                Ok(out) => out,
                Err(e) => {
                    failures.push(format!("{op} {t}: {e}"));
                    continue;
                }
            };
            let want: Vec<f32> = (0..N * N)
                .map(|e| {
                    if e / N < vr && e % N < vc {
                        f(x[e], y[e])
                    } else {
                        base[e]
                    }
                })
                .collect();
            if out["out"] != want {
                failures.push(format!("{op} {t}: {:?}\nwanted {want:?}", out["out"]));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// A kernel calls helper functions of its module (PTOAS's `func.call`):
/// `@bias` reads a scalar through `@square_plus_one`, and the kernel adds
/// the result to a tile, inside a loop that calls again each round.
#[test]
fn kernels_call_helper_functions() {
    let x: Vec<f32> = (0..64).map(|i| i as f32 * 0.25 - 3.0).collect();
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 1, 64).output("y", "f32", 1, 64);
    k.line("%k9 = arith.constant 9 : index")
        .line("%s = pto.load_scalar %x[%k9] : !pto.ptr<f32> -> f32")
        .line("%t = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>")
        .line("pto.tload ins(%p_x : !pto.partition_tensor_view<1x64xf32>) outs(%t : !pto.tile_buf<vec, 1x64xf32>)")
        .line("scf.for %i = %dim_0 to %dim_1 step %dim_1 {")
        .line("  %b = func.call @bias(%s) : (f32) -> f32")
        .line("  pto.tadds ins(%t, %b : !pto.tile_buf<vec, 1x64xf32>, f32) outs(%t : !pto.tile_buf<vec, 1x64xf32>)")
        .line("}")
        .line("pto.tstore ins(%t : !pto.tile_buf<vec, 1x64xf32>) outs(%p_y : !pto.partition_tensor_view<1x64xf32>)");
    k.function(
        "func.func private @bias(%v: f32) -> f32 {\n  %r = call @square_plus_one(%v) : (f32) -> f32\n  return %r : f32\n}\n",
    )
    .function("func.func private @square_plus_one(%v: f32) -> f32 {\n  %one = arith.constant 1.0 : f32\n  %sq = arith.mulf %v, %v : f32\n  %r = arith.addf %sq, %one : f32\n  return %r : f32\n}\n");
    let out = k
        .run("calls", &[("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let bias = x[9] * x[9] + 1.0;
    let y: Vec<f32> = x.iter().map(|v| v + bias).collect();
    assert_eq!(out["y"], y);
}

/// TREM, TREMS and TRSQRT with PTOAS's scratch tile compute what they
/// compute without it: the scratch tile is not read (nor written).
#[test]
fn scratch_tiles_do_not_change_the_results() {
    let x: Vec<f32> = (0..16).map(|i| i as f32 * 1.5 - 11.0).collect();
    let y: Vec<f32> = (0..16)
        .map(|i| if i % 2 == 0 { 4.0 } else { -3.0 })
        .collect();
    let squares: Vec<f32> = (0..16).map(|i| [0.25, 1.0, 4.0, 16.0][i % 4]).collect();
    let buf = "!pto.tile_buf<vec, 1x16xf32>";
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 1, 16)
        .input("y", "f32", 1, 16)
        .input("q", "f32", 1, 16)
        .output("rem", "f32", 1, 16)
        .output("rems", "f32", 1, 16)
        .output("rsqrt", "f32", 1, 16)
        .output("scratch", "f32", 1, 16);
    for name in ["x", "y", "q", "tmp", "d0", "d1", "d2"] {
        k.line(format!("%{name} = pto.alloc_tile : {buf}"));
    }
    for (tile, view) in [("x", "x"), ("y", "y"), ("q", "q"), ("tmp", "x")] {
        k.line(format!(
            "pto.tload ins(%p_{view} : !pto.partition_tensor_view<1x16xf32>) outs(%{tile} : {buf})"
        ));
    }
    k.line("%s = arith.constant 2.5 : f32")
        .line(format!(
            "pto.trem ins(%x, %y, %tmp : {buf}, {buf}, {buf}) outs(%d0 : {buf})"
        ))
        .line(format!(
            "pto.trems ins(%x, %s, %tmp : {buf}, f32, {buf}) outs(%d1 : {buf})"
        ))
        .line(format!(
            "pto.trsqrt ins(%q, %tmp : {buf}, {buf}) outs(%d2 : {buf})"
        ));
    for (tile, out) in [
        ("d0", "rem"),
        ("d1", "rems"),
        ("d2", "rsqrt"),
        ("tmp", "scratch"),
    ] {
        k.line(format!(
            "pto.tstore ins(%{tile} : {buf}) outs(%p_{out} : !pto.partition_tensor_view<1x16xf32>)"
        ));
    }
    let out = k
        .run(
            "scratch",
            &[("x", x.clone()), ("y", y.clone()), ("q", squares.clone())],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    // The remainder takes the divisor's sign (the ISA page's formula).
    let rem = |a: f32, b: f32| a - (a / b).floor() * b;
    let want_rem: Vec<f32> = x.iter().zip(&y).map(|(a, b)| rem(*a, *b)).collect();
    let want_rems: Vec<f32> = x.iter().map(|a| rem(*a, 2.5)).collect();
    let want_rsqrt: Vec<f32> = squares.iter().map(|v| 1.0 / v.sqrt()).collect();
    assert_eq!(out["rem"], want_rem, "trem");
    assert_eq!(out["rems"], want_rems, "trems");
    assert_eq!(out["rsqrt"], want_rsqrt, "trsqrt");
    assert_eq!(out["scratch"], x, "the scratch tile keeps its values");
}

/// Element (r, c) of a `rows x cols` matrix stored as NZ boxes (16 x C0,
/// column strips `strip` elements apart, each strip's rows contiguous):
/// pto-isa's cpu `GetNZGlobalIndex`, written out here.
fn nz_index(r: usize, c: usize, c0: usize, strip: usize) -> usize {
    (c / c0) * strip + r * c0 + c % c0
}

/// TLOAD of an NZ global tensor on A5 (`{layout = #pto.layout<nz>}`) into
/// NZ vector tiles, stored back in ND: a 32x24 f32 matrix given as a
/// whole `32x24` view of its boxes (three 32x8 strips), and the same
/// matrix in pto-isa's five-dimensional form `[1, 3, 2, 16, 8]` with
/// strips 300 elements apart, loaded into a tile of 48 static rows (its
/// strips 48 rows apart in L1). Both stores give the matrix.
#[test]
fn nz_global_tensors_load_into_nz_tiles() {
    let (rows, cols, c0) = (32, 24, 8);
    let value = |r: usize, c: usize| (r * 31 + c * 7) as f32 - 300.0;
    let mut packed = vec![0.0; rows * cols];
    let mut padded = vec![-1.0; 3 * 300];
    for r in 0..rows {
        for c in 0..cols {
            packed[nz_index(r, c, c0, rows * c0)] = value(r, c);
            padded[nz_index(r, c, c0, 300)] = value(r, c);
        }
    }
    let tile = |static_rows: usize| {
        format!("!pto.tile_buf<loc=vec, dtype=f32, rows={static_rows}, cols=24, v_row=32, v_col=24, blayout=col_major, slayout=row_major, fractal=512, pad=0>")
    };
    let (whole, tall) = (tile(32), tile(48));
    let five = "!pto.tensor_view<1x3x2x16x8xf32>";
    let mut k = Kernel::new("a5");
    k.input("g", "f32", rows, cols)
        .input("h", "f32", 1, 900)
        .output("y", "f32", rows, cols)
        .output("z", "f32", rows, cols);
    k.line("%k2 = arith.constant 2 : index")
        .line("%k3 = arith.constant 3 : index")
        .line("%k8 = arith.constant 8 : index")
        .line("%k128 = arith.constant 128 : index")
        .line("%k300 = arith.constant 300 : index")
        .line("%k900 = arith.constant 900 : index")
        .line(format!("%a = pto.alloc_tile : {whole}"))
        .line(format!("pto.tload ins(%p_g : !pto.partition_tensor_view<32x24xf32>) outs(%a : {whole}) {{layout = #pto.layout<nz>}}"))
        .line(format!("pto.tstore ins(%a : {whole}) outs(%p_y : !pto.partition_tensor_view<32x24xf32>)"))
        .line(format!("%vh = pto.make_tensor_view %h, shape = [%dim_1, %k3, %k2, %dim_16, %k8], strides = [%k900, %k300, %k128, %k8, %dim_1] : {five}"))
        .line(format!("%b = pto.alloc_tile : {tall}"))
        .line(format!("pto.tload ins(%vh : {five}) outs(%b : {tall}) {{layout = #pto.layout<nz>}}"))
        .line(format!("pto.tstore ins(%b : {tall}) outs(%p_z : !pto.partition_tensor_view<32x24xf32>)"));
    let out = k
        .run("nz_global_load", &[("g", packed), ("h", padded)])
        .unwrap_or_else(|e| panic!("{e}"));
    let matrix: Vec<f32> = (0..rows * cols)
        .map(|i| value(i / cols, i % cols))
        .collect();
    assert_eq!(out["y"], matrix, "a whole 32x24 view of boxes");
    assert_eq!(
        out["z"], matrix,
        "pto-isa's [1, 3, 2, 16, 8] with strips 300 apart"
    );
}
