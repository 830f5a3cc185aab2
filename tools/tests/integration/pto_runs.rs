//! PTO instructions whose operands do not fit the class harness of
//! `pto_instructions.rs` (tiles in the cube's buffers, windows, blocks,
//! records): each runs in a program of its own, built by [`Kernel`], against
//! a reference written here from the ISA page (no code shared with the
//! simulator's math engine).

use super::pto_instructions::{global_toml, run};
use std::{collections::BTreeMap, fmt::Write};

/// The program file's name of a PTO element type.
fn global_type(pto: &str) -> &'static str {
    match pto {
        "f32" => "float",
        "f16" => "float16",
        "bf16" => "bfloat16",
        "i8" => "int8",
        "ui8" => "uint8",
        "i16" => "int16",
        "ui16" => "uint16",
        "i32" => "int32",
        "ui32" => "uint32",
        other => panic!("no global type for {other}"),
    }
}

/// A kernel on one core whose arguments are row-major `rows x cols`
/// globals; each is in scope as `%p_<name>`, a partition view of the whole
/// global (`!pto.partition_tensor_view<RxCxT>`).
struct Kernel {
    arch: &'static str,
    /// name, element, rows, cols, io (`input`, `output`, `inout`).
    globals: Vec<(String, String, usize, usize, &'static str)>,
    body: String,
    /// Functions after the kernel, for it to call.
    functions: String,
}

impl Kernel {
    fn new(arch: &'static str) -> Kernel {
        Kernel {
            arch,
            globals: Vec::new(),
            body: String::new(),
            functions: String::new(),
        }
    }

    /// Appends a function of the module next to the kernel.
    fn function(&mut self, text: &str) -> &mut Kernel {
        self.functions.push_str(text);
        self
    }

    fn input(&mut self, name: &str, element: &str, rows: usize, cols: usize) -> &mut Kernel {
        self.globals
            .push((name.into(), element.into(), rows, cols, "input"));
        self
    }

    fn output(&mut self, name: &str, element: &str, rows: usize, cols: usize) -> &mut Kernel {
        self.globals
            .push((name.into(), element.into(), rows, cols, "output"));
        self
    }

    /// A global the host writes before and reads after.
    fn inout(&mut self, name: &str, element: &str, rows: usize, cols: usize) -> &mut Kernel {
        self.globals
            .push((name.into(), element.into(), rows, cols, "inout"));
        self
    }

    /// Appends kernel lines.
    fn line(&mut self, text: impl AsRef<str>) -> &mut Kernel {
        let _ = writeln!(self.body, "  {}", text.as_ref());
        self
    }

    /// Runs it; the outputs by name.
    fn run(
        &self,
        label: &str,
        inputs: &[(&str, Vec<f32>)],
    ) -> Result<BTreeMap<String, Vec<f32>>, String> {
        let params: Vec<String> = self
            .globals
            .iter()
            .map(|(n, t, ..)| format!("%{n}: !pto.ptr<{t}>"))
            .collect();
        let mut k = format!(
            "module attributes {{pto.target_arch = \"{}\"}} {{\nfunc.func @k({}) {{\n",
            self.arch,
            params.join(", ")
        );
        let mut dims: Vec<usize> = vec![0, 1];
        dims.extend(self.globals.iter().flat_map(|g| [g.2, g.3]));
        dims.sort_unstable();
        dims.dedup();
        for d in dims {
            let _ = writeln!(k, "  %dim_{d} = arith.constant {d} : index");
        }
        for (n, t, r, c, _) in &self.globals {
            let view = format!("!pto.tensor_view<{r}x{c}x{t}>");
            let _ = writeln!(k, "  %v_{n} = pto.make_tensor_view %{n}, shape = [%dim_{r}, %dim_{c}], strides = [%dim_{c}, %dim_1] : {view}");
            let _ = writeln!(k, "  %p_{n} = pto.partition_view %v_{n}, offsets = [%dim_0, %dim_0], sizes = [%dim_{r}, %dim_{c}] : {view} -> !pto.partition_tensor_view<{r}x{c}x{t}>");
        }
        k.push_str(&self.body);
        k.push_str("  return\n}\n");
        k.push_str(&self.functions);
        k.push_str("}\n");
        let mut toml = format!("name = \"pto_{label}\"\n");
        for (n, t, r, c, io) in &self.globals {
            toml.push_str(&global_toml(n, global_type(t), r * c, 256, io));
        }
        let args: Vec<String> = self
            .globals
            .iter()
            .map(|(n, ..)| format!("{n} = \"{n}\""))
            .collect();
        let _ = write!(toml, "\n[[kernel]]\nname = \"k\"\nsource = \"kernel.pto\"\nfunction = \"k\"\ncores = \"0,0\"\nargs = {{ {} }}\n", args.join(", "));
        let inputs = inputs
            .iter()
            .map(|(n, v)| (n.to_string(), v.clone()))
            .collect();
        run(label, &toml, &k, inputs).map_err(|e| format!("{e}\n{k}"))
    }
}

/// Small integers: exact in every element type, and their products' sums
/// exact in f32.
fn small(seed: usize, count: usize) -> Vec<f32> {
    (0..count)
        .map(|i| ((i * 7 + seed * 13) % 9) as f32 - 4.0)
        .collect()
}

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

/// The view instructions on one 32x32 f32 tile: SET_VALIDSHAPE narrows what
/// a TADDS writes (inside a loop, set again after it); TSUBVIEW reads a
/// 16x16 window at (8, 4) through the big tile's pitch; TALIAS gives the
/// tile's bytes as 64x16 rows, and a write through it is seen through the
/// tile; GET_TENSOR_VIEW_DIM sizes a partition.
#[test]
fn views_share_their_tiles_storage() {
    let x: Vec<f32> = (0..32 * 32).map(|i| (i % 97) as f32 - 40.0).collect();
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 32, 32)
        .output("narrowed", "f32", 32, 32)
        .output("window", "f32", 16, 16)
        .output("rows", "f32", 64, 16);
    let big = "!pto.tile_buf<vec, 32x32xf32, valid=?x?>";
    let whole = "!pto.partition_tensor_view<32x32xf32>";
    k.line("%k0 = arith.constant 0 : index")
        .line("%k1 = arith.constant 1 : index")
        .line("%k3 = arith.constant 3 : index")
        .line("%k4 = arith.constant 4 : index")
        .line("%k8 = arith.constant 8 : index")
        .line("%k12 = arith.constant 12 : index")
        .line("%k32 = arith.constant 32 : index")
        .line("%one = arith.constant 1.0 : f32")
        .line(format!("%t = pto.alloc_tile valid_row = %k32 valid_col = %k32 : {big}"))
        .line(format!("%u = pto.alloc_tile valid_row = %k32 valid_col = %k32 : {big}"))
        .line(format!("pto.tload ins(%p_x : {whole}) outs(%t : {big})"))
        .line(format!("pto.tload ins(%p_x : {whole}) outs(%u : {big})"))
        // Three times x + 1 on the 8x12 corner only.
        .line("scf.for %i = %k0 to %k3 step %k1 {")
        .line(format!("  pto.set_validshape %u, %k8, %k12 : {big}"))
        .line(format!("  pto.tadds ins(%u, %one : {big}, f32) outs(%u : {big})"))
        .line("}")
        .line(format!("pto.set_validshape %u, %k32, %k32 : {big}"))
        .line(format!("pto.tstore ins(%u : {big}) outs(%p_narrowed : {whole})"))
        .line(format!("%w = pto.subview %t, %k8, %k4 : ({big}, index, index) -> !pto.tile_buf<vec, 16x32xf32, valid=16x16>"))
        .line("pto.tstore ins(%w : !pto.tile_buf<vec, 16x32xf32, valid=16x16>) outs(%p_window : !pto.partition_tensor_view<16x16xf32>)")
        .line(format!("%r = pto.talias %t : ({big}) -> !pto.tile_buf<vec, 64x16xf32>"))
        .line("pto.tadds ins(%r, %one : !pto.tile_buf<vec, 64x16xf32>, f32) outs(%r : !pto.tile_buf<vec, 64x16xf32>)")
        .line("%n = pto.get_tensor_view_dim %v_rows, %k0 : !pto.tensor_view<64x16xf32> -> index")
        .line("%all = pto.partition_view %v_rows, offsets = [%k0, %k0], sizes = [%n, %dim_16] : !pto.tensor_view<64x16xf32> -> !pto.partition_tensor_view<64x16xf32>")
        // Through the tile: the alias's write is there.
        .line(format!("%back = pto.talias %t : ({big}) -> !pto.tile_buf<vec, 64x16xf32>"))
        .line("pto.tstore ins(%back : !pto.tile_buf<vec, 64x16xf32>) outs(%all : !pto.partition_tensor_view<64x16xf32>)");
    let out = k
        .run("views", &[("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let narrowed: Vec<f32> = (0..32 * 32)
        .map(|e| {
            let (i, j) = (e / 32, e % 32);
            x[e] + if i < 8 && j < 12 { 3.0 } else { 0.0 }
        })
        .collect();
    assert_eq!(out["narrowed"], narrowed, "set_validshape");
    let window: Vec<f32> = (0..256)
        .map(|e| x[(8 + e / 16) * 32 + 4 + e % 16])
        .collect();
    assert_eq!(out["window"], window, "subview");
    let rows: Vec<f32> = x.iter().map(|v| v + 1.0).collect();
    assert_eq!(out["rows"], rows, "talias");
}

/// ADDPTR, LOAD_SCALAR and STORE_SCALAR against global memory: y is x
/// (copied through a tile) with y[3] = x[15] (read through a pointer moved
/// by 10) and y[60] = x[0]; m[2] = 2·n[7] in int32; a view made from a
/// moved pointer starts at its offset (z is x[32..48]).
#[test]
fn pointers_read_and_write_global_elements() {
    let x: Vec<f32> = (0..64).map(|i| i as f32 * 0.5 - 7.0).collect();
    let n: Vec<f32> = (0..16).map(|i| i as f32 * 3.0 - 20.0).collect();
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 1, 64)
        .input("n", "i32", 1, 16)
        .output("y", "f32", 1, 64)
        .output("m", "i32", 1, 16)
        .output("z", "f32", 1, 16);
    k.line("%k0 = arith.constant 0 : index")
        .line("%k2 = arith.constant 2 : index")
        .line("%k3 = arith.constant 3 : index")
        .line("%k5 = arith.constant 5 : index")
        .line("%k7 = arith.constant 7 : index")
        .line("%k10 = arith.constant 10 : index")
        .line("%k32 = arith.constant 32 : index")
        .line("%k60 = arith.constant 60 : index")
        .line("%t = pto.alloc_tile : !pto.tile_buf<vec, 1x64xf32>")
        .line("pto.tload ins(%p_x : !pto.partition_tensor_view<1x64xf32>) outs(%t : !pto.tile_buf<vec, 1x64xf32>)")
        .line("pto.tstore ins(%t : !pto.tile_buf<vec, 1x64xf32>) outs(%p_y : !pto.partition_tensor_view<1x64xf32>)")
        .line("%x10 = pto.addptr %x, %k10 : !pto.ptr<f32> -> !pto.ptr<f32>")
        .line("%a = pto.load_scalar %x10[%k5] : !pto.ptr<f32> -> f32")
        .line("pto.store_scalar %a, %y[%k3] : !pto.ptr<f32>, f32")
        .line("%b = pto.load_scalar %x[%k0] : !pto.ptr<f32> -> f32")
        .line("pto.store_scalar %b, %y[%k60] : !pto.ptr<f32>, f32")
        .line("%c = pto.load_scalar %n[%k7] : !pto.ptr<i32> -> i32")
        .line("%c2 = arith.addi %c, %c : i32")
        .line("pto.store_scalar %c2, %m[%k2] : !pto.ptr<i32>, i32")
        .line("%x32 = pto.addptr %x, %k32 : !pto.ptr<f32> -> !pto.ptr<f32>")
        .line("%vz = pto.make_tensor_view %x32, shape = [%dim_1, %dim_16], strides = [%dim_16, %dim_1] : !pto.tensor_view<1x16xf32>")
        .line("%pz = pto.partition_view %vz, offsets = [%k0, %k0], sizes = [%dim_1, %dim_16] : !pto.tensor_view<1x16xf32> -> !pto.partition_tensor_view<1x16xf32>")
        .line("%tz = pto.alloc_tile : !pto.tile_buf<vec, 1x16xf32>")
        .line("pto.tload ins(%pz : !pto.partition_tensor_view<1x16xf32>) outs(%tz : !pto.tile_buf<vec, 1x16xf32>)")
        .line("pto.tstore ins(%tz : !pto.tile_buf<vec, 1x16xf32>) outs(%p_z : !pto.partition_tensor_view<1x16xf32>)");
    let out = k
        .run("pointers", &[("x", x.clone()), ("n", n.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let mut y = x.clone();
    y[3] = x[15];
    y[60] = x[0];
    assert_eq!(out["y"], y, "f32 scalars");
    let mut m = vec![0.0; 16];
    m[2] = 2.0 * n[7];
    assert_eq!(out["m"], m, "int32 scalar");
    assert_eq!(out["z"], x[32..48], "a view of a moved pointer");
}

/// One function with a cube and a vector section, run as two kernels: the
/// vector kernel (`kind = "vector"`) computes y = x + 1 and the cube kernel
/// (`kind = "cube"`) copies x to z through a mat tile. Each kernel's other
/// section's global stays untouched (zeros): the sections were dropped.
#[test]
fn sections_run_on_their_core_type() {
    let kernel = r#"module attributes {pto.target_arch = "a2a3"} {
func.func @k(%x: !pto.ptr<f32>, %y: !pto.ptr<f32>, %z: !pto.ptr<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %one = arith.constant 1.0 : f32
  %vx = pto.make_tensor_view %x, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<16x16xf32>
  %px = pto.partition_view %vx, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<16x16xf32> -> !pto.partition_tensor_view<16x16xf32>
  pto.section.vector {
    %vy = pto.make_tensor_view %y, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<16x16xf32>
    %py = pto.partition_view %vy, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<16x16xf32> -> !pto.partition_tensor_view<16x16xf32>
    %t = pto.alloc_tile : !pto.tile_buf<vec, 16x16xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<16x16xf32>) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.tadds ins(%t, %one : !pto.tile_buf<vec, 16x16xf32>, f32) outs(%t : !pto.tile_buf<vec, 16x16xf32>)
    pto.tstore ins(%t : !pto.tile_buf<vec, 16x16xf32>) outs(%py : !pto.partition_tensor_view<16x16xf32>)
  }
  pto.section.cube {
    %vz = pto.make_tensor_view %z, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<16x16xf32>
    %pz = pto.partition_view %vz, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<16x16xf32> -> !pto.partition_tensor_view<16x16xf32>
    %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<16x16xf32>) outs(%m : !pto.tile_buf<mat, 16x16xf32>)
    pto.tstore ins(%m : !pto.tile_buf<mat, 16x16xf32>) outs(%pz : !pto.partition_tensor_view<16x16xf32>)
  }
  return
}
}
"#;
    let mut toml = String::from("name = \"pto_sections\"\n");
    for (n, io) in [
        ("x", "input"),
        ("y", "output"),
        ("z", "output"),
        ("y_cube", "output"),
        ("z_vector", "output"),
    ] {
        toml.push_str(&global_toml(n, "float", 256, 256, io));
    }
    toml.push_str("\n[[kernel]]\nname = \"vector\"\nsource = \"kernel.pto\"\nfunction = \"k\"\nkind = \"vector\"\ncores = \"0,0\"\nargs = { x = \"x\", y = \"y\", z = \"z_vector\" }\n");
    toml.push_str("\n[[kernel]]\nname = \"cube\"\nsource = \"kernel.pto\"\nfunction = \"k\"\nkind = \"cube\"\ncores = \"1,0\"\nargs = { x = \"x\", y = \"y_cube\", z = \"z\" }\n");
    let x: Vec<f32> = (0..256).map(|i| i as f32 - 100.0).collect();
    let out = run(
        "sections",
        &toml,
        kernel,
        BTreeMap::from([("x".to_string(), x.clone())]),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let plus_one: Vec<f32> = x.iter().map(|v| v + 1.0).collect();
    assert_eq!(
        out["y"], plus_one,
        "the vector section on the vector kernel"
    );
    assert_eq!(out["z"], x, "the cube section on the cube kernel");
    assert_eq!(
        out["y_cube"],
        vec![0.0; 256],
        "no vector section on the cube kernel"
    );
    assert_eq!(
        out["z_vector"],
        vec![0.0; 256],
        "no cube section on the vector kernel"
    );
}

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

/// PTOAS's implicit-pipe FIFO on a2a3, in one function with a cube and a
/// vector section: the cube kernel pushes three 16x16 tiles (TILE_UP_DOWN)
/// through global slots; each of the two vector kernels' cores pops its
/// 8x16 half, adds 1 and stores it at its rows (its sub-block's half).
#[test]
fn implicit_pipe_carries_tiles_from_cube_to_vector() {
    let kernel = r#"module attributes {pto.target_arch = "a2a3"} {
func.func @k(%x: !pto.ptr<f32>, %out: !pto.ptr<f32>, %gm: !pto.ptr<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  pto.section.cube {
    %buf = pto.import_reserved_buffer {name = "c2v_fifo", peer_func = @k} -> i32
    %none = arith.constant 0 : i32
    pto.aic_initialize_pipe {dir_mask = 1, slot_size = 1024} (gm_slot_buffer = %gm : !pto.ptr<f32>, c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %none : i32)
    %vx = pto.make_tensor_view %x, shape = [%c48, %c16], strides = [%c16, %c1] : !pto.tensor_view<48x16xf32>
    %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
    scf.for %i = %c0 to %c3 step %c1 {
      %row = arith.muli %i, %c16 : index
      %px = pto.partition_view %vx, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<48x16xf32> -> !pto.partition_tensor_view<16x16xf32>
      pto.tload ins(%px : !pto.partition_tensor_view<16x16xf32>) outs(%m : !pto.tile_buf<mat, 16x16xf32>)
      pto.tpush_to_aiv(%m : !pto.tile_buf<mat, 16x16xf32>) {split = 1}
    }
  }
  pto.section.vector {
    %buf = pto.reserve_buffer {name = "c2v_fifo", size = 8192, location = #pto.address_space<vec>, auto = true} -> i32
    %none = arith.constant 0 : i32
    pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (gm_slot_buffer = %gm : !pto.ptr<f32>, c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %none : i32)
    %vo = pto.make_tensor_view %out, shape = [%c48, %c16], strides = [%c16, %c1] : !pto.tensor_view<48x16xf32>
    %sub = pto.get_subblock_idx
    %sub_index = arith.index_cast %sub : i64 to index
    %add = arith.constant 1.0 : f32
    %half = arith.muli %sub_index, %c8 : index
    %r = pto.alloc_tile : !pto.tile_buf<vec, 8x16xf32>
    scf.for %i = %c0 to %c3 step %c1 {
      %t = pto.tpop_from_aic {split = 1} -> !pto.tile_buf<vec, 8x16xf32>
      pto.tadds ins(%t, %add : !pto.tile_buf<vec, 8x16xf32>, f32) outs(%r : !pto.tile_buf<vec, 8x16xf32>)
      pto.tfree_from_aic {split = 1}
      %base = arith.muli %i, %c16 : index
      %row = arith.addi %base, %half : index
      %po = pto.partition_view %vo, offsets = [%row, %c0], sizes = [%c8, %c16] : !pto.tensor_view<48x16xf32> -> !pto.partition_tensor_view<8x16xf32>
      pto.tstore ins(%r : !pto.tile_buf<vec, 8x16xf32>) outs(%po : !pto.partition_tensor_view<8x16xf32>)
    }
  }
  return
}
}
"#;
    let mut toml = String::from("name = \"pto_implicit_pipe\"\n");
    for (n, count, io) in [
        ("x", 768, "input"),
        ("out", 768, "output"),
        ("gm", 2048, "output"),
    ] {
        toml.push_str(&global_toml(n, "float", count, 256, io));
    }
    toml.push_str("\n[[kernel]]\nname = \"cube\"\nsource = \"kernel.pto\"\nfunction = \"k\"\nkind = \"cube\"\ncores = \"0,0\"\nargs = { x = \"x\", out = \"out\", gm = \"gm\" }\n");
    toml.push_str("\n[[kernel]]\nname = \"vector\"\nsource = \"kernel.pto\"\nfunction = \"k\"\nkind = \"vector\"\ncores = \"1,0-2,0\"\nargs = { x = \"x\", out = \"out\", gm = \"gm\" }\n");
    let x: Vec<f32> = (0..768).map(|i| (i % 89) as f32 - 40.0).collect();
    let out = run(
        "implicit_pipe",
        &toml,
        kernel,
        BTreeMap::from([("x".to_string(), x.clone())]),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<f32> = x.iter().map(|v| v + 1.0).collect();
    assert_eq!(out["out"], want);
}

/// A5's direct implicit pipe: no `gm_slot_buffer`; the cube function
/// imports the buffer the vector function reserved and pushes three 16x16
/// tiles into it, through the NoC into the vector cores' L1. Each of the
/// two vector cores pops its part (up/down: 8x16 rows, left/right: 16x8
/// columns, no split: the whole tile), adds 1 plus its sub-block index and
/// stores it where the part came from (no split: in its own copy of `out`).
#[test]
fn direct_pipe_carries_tiles_into_the_vector_cores_of_a5() {
    for split in [1, 2, 0] {
        direct_pipe_round(split);
    }
}

fn direct_pipe_round(split: u32) {
    let (rows, cols) = match split {
        1 => (8, 16),
        2 => (16, 8),
        _ => (16, 16),
    };
    let copies = if split == 0 { 2 } else { 1 };
    // Where this sub-block's part starts: row and column inside the block,
    // and the copy of `out` it writes.
    let (row_of_part, col_of_part, copy_rows) = match split {
        1 => ("%c8", "%c0", "%c0"),
        2 => ("%c0", "%c8", "%c0"),
        _ => ("%c0", "%c0", "%c48"),
    };
    let tile = format!("!pto.tile_buf<vec, {rows}x{cols}xf32>");
    let part_view = format!("!pto.partition_tensor_view<{rows}x{cols}xf32>");
    let out_rows = 48 * copies;
    let kernel = format!(
        r#"module attributes {{pto.target_arch = "a5"}} {{
func.func @cube_side(%x: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<cube>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  %peer = pto.import_reserved_buffer {{name = "c2v_slots", peer_func = @vector_side}} -> i32
  %none = arith.constant 0 : i32
  pto.aic_initialize_pipe {{dir_mask = 1, slot_size = 1024}} (c2v_consumer_buf = %peer : i32, v2c_consumer_buf = %none : i32)
  %vx = pto.make_tensor_view %x, shape = [%c48, %c16], strides = [%c16, %c1] : !pto.tensor_view<48x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  scf.for %i = %c0 to %c3 step %c1 {{
    %row = arith.muli %i, %c16 : index
    %px = pto.partition_view %vx, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<48x16xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<16x16xf32>) outs(%m : !pto.tile_buf<mat, 16x16xf32>)
    pto.tpush_to_aiv(%m : !pto.tile_buf<mat, 16x16xf32>) {{split = {split}}}
  }}
  return
}}
func.func @vector_side(%out: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  %c96 = arith.constant 96 : index
  %buf = pto.reserve_buffer {{name = "c2v_slots", size = 8192, location = #pto.address_space<vec>, auto = true}} -> i32
  %none = arith.constant 0 : i32
  pto.aiv_initialize_pipe {{dir_mask = 1, slot_size = 1024}} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %none : i32)
  %vo = pto.make_tensor_view %out, shape = [%c{out_rows}, %c16], strides = [%c16, %c1] : !pto.tensor_view<{out_rows}x16xf32>
  %sub = pto.get_subblock_idx
  %s = arith.index_cast %sub : i64 to index
  %s32 = arith.index_cast %s : index to i32
  %sf = arith.sitofp %s32 : i32 to f32
  %one = arith.constant 1.0 : f32
  %add = arith.addf %sf, %one : f32
  %part_row = arith.muli %s, {row_of_part} : index
  %part_col = arith.muli %s, {col_of_part} : index
  %copy_row = arith.muli %s, {copy_rows} : index
  %r = pto.alloc_tile : {tile}
  scf.for %i = %c0 to %c3 step %c1 {{
    %t = pto.tpop_from_aic {{split = {split}}} -> {tile}
    pto.tadds ins(%t, %add : {tile}, f32) outs(%r : {tile})
    pto.tfree_from_aic {{split = {split}}}
    %block = arith.muli %i, %c16 : index
    %in_copy = arith.addi %block, %part_row : index
    %row = arith.addi %in_copy, %copy_row : index
    %po = pto.partition_view %vo, offsets = [%row, %part_col], sizes = [%c{rows}, %c{cols}] : !pto.tensor_view<{out_rows}x16xf32> -> {part_view}
    pto.tstore ins(%r : {tile}) outs(%po : {part_view})
  }}
  return
}}
}}
"#
    );
    let mut toml = String::from("name = \"pto_direct_pipe\"\n");
    toml.push_str(&global_toml("x", "float", 768, 256, "input"));
    toml.push_str(&global_toml("out", "float", 768 * copies, 256, "output"));
    toml.push_str("\n[[kernel]]\nname = \"cube\"\nsource = \"kernel.pto\"\nfunction = \"cube_side\"\ncores = \"0,0\"\nargs = { x = \"x\" }\n");
    toml.push_str("\n[[kernel]]\nname = \"vector\"\nsource = \"kernel.pto\"\nfunction = \"vector_side\"\ncores = \"1,0-2,0\"\nargs = { out = \"out\" }\n");
    let x: Vec<f32> = (0..768).map(|i| (i % 97) as f32 - 50.0).collect();
    let out = run(
        &format!("direct_pipe_{split}"),
        &toml,
        &kernel,
        BTreeMap::from([("x".to_string(), x.clone())]),
    )
    .unwrap_or_else(|e| panic!("split {split}: {e}"));
    // Element (r, c) of x went to the sub-block whose part holds it.
    let mut want = vec![0.0f32; 768 * copies];
    for copy in 0..copies {
        for (i, v) in x.iter().enumerate() {
            let (r, c) = (i / 16 % 16, i % 16);
            let sub = match split {
                1 => r / 8,
                2 => c / 8,
                _ => copy,
            };
            want[copy * 768 + i] = v + 1.0 + sub as f32;
        }
    }
    assert_eq!(out["out"], want, "split {split}");
}

/// A5's direct pipe both ways (dir_mask 3, four slots each): each side
/// reserves the buffer it consumes from and imports its peer's. The vector
/// core pushes each 16x16 block of `x` to the cube (V2C, into the cube's
/// L1), the cube pops it into a mat tile and pushes it back (C2V), and the
/// vector core stores it plus 1.
#[test]
fn direct_pipe_round_trips_between_vector_and_cube_on_a5() {
    let vec = "!pto.tile_buf<vec, 16x16xf32>";
    let mat = "!pto.tile_buf<mat, 16x16xf32>";
    let view = "!pto.partition_tensor_view<16x16xf32>";
    let kernel = format!(
        r#"module attributes {{pto.target_arch = "a5"}} {{
func.func @cube_side() attributes {{pto.kernel_kind = #pto.kernel_kind<cube>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %mine = pto.reserve_buffer {{name = "v2c_slots", size = 4096, location = #pto.address_space<mat>, auto = true}} -> i32
  %peer = pto.import_reserved_buffer {{name = "c2v_slots", peer_func = @vector_side}} -> i32
  pto.aic_initialize_pipe {{dir_mask = 3, slot_size = 1024}} (c2v_consumer_buf = %peer : i32, v2c_consumer_buf = %mine : i32)
  scf.for %i = %c0 to %c3 step %c1 {{
    %m = pto.tpop_from_aiv {{split = 0}} -> {mat}
    pto.tpush_to_aiv(%m : {mat}) {{split = 0}}
    pto.tfree_from_aiv {{split = 0}}
  }}
  return
}}
func.func @vector_side(%x: !pto.ptr<f32>, %out: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  %mine = pto.reserve_buffer {{name = "c2v_slots", size = 4096, location = #pto.address_space<vec>, auto = true}} -> i32
  %peer = pto.import_reserved_buffer {{name = "v2c_slots", peer_func = @cube_side}} -> i32
  pto.aiv_initialize_pipe {{dir_mask = 3, slot_size = 1024}} (c2v_consumer_buf = %mine : i32, v2c_consumer_buf = %peer : i32)
  %vx = pto.make_tensor_view %x, shape = [%c48, %c16], strides = [%c16, %c1] : !pto.tensor_view<48x16xf32>
  %vo = pto.make_tensor_view %out, shape = [%c48, %c16], strides = [%c16, %c1] : !pto.tensor_view<48x16xf32>
  %one = arith.constant 1.0 : f32
  %v = pto.alloc_tile : {vec}
  %r = pto.alloc_tile : {vec}
  scf.for %i = %c0 to %c3 step %c1 {{
    %row = arith.muli %i, %c16 : index
    %px = pto.partition_view %vx, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<48x16xf32> -> {view}
    pto.tload ins(%px : {view}) outs(%v : {vec})
    pto.tpush_to_aic(%v : {vec}) {{split = 0}}
    %t = pto.tpop_from_aic {{split = 0}} -> {vec}
    pto.tadds ins(%t, %one : {vec}, f32) outs(%r : {vec})
    pto.tfree_from_aic {{split = 0}}
    %po = pto.partition_view %vo, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<48x16xf32> -> {view}
    pto.tstore ins(%r : {vec}) outs(%po : {view})
  }}
  return
}}
}}
"#
    );
    let mut toml = String::from("name = \"pto_direct_both\"\n");
    toml.push_str(&global_toml("x", "float", 768, 256, "input"));
    toml.push_str(&global_toml("out", "float", 768, 256, "output"));
    toml.push_str("\n[[kernel]]\nname = \"cube\"\nsource = \"kernel.pto\"\nfunction = \"cube_side\"\ncores = \"0,0\"\n");
    toml.push_str("\n[[kernel]]\nname = \"vector\"\nsource = \"kernel.pto\"\nfunction = \"vector_side\"\ncores = \"1,0\"\nargs = { x = \"x\", out = \"out\" }\n");
    let x: Vec<f32> = (0..768).map(|i| (i % 61) as f32 * 0.5 - 9.0).collect();
    let out = run(
        "direct_pipe_both",
        &toml,
        &kernel,
        BTreeMap::from([("x".to_string(), x.clone())]),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<f32> = x.iter().map(|v| v + 1.0).collect();
    assert_eq!(out["out"], want);
}

/// A direct pipe's producer writes where its consumers reserved their slots,
/// or the run stops: a wrong address is a fault naming both, and a pipe no
/// consumer ever binds leaves the producer waiting (a reported deadlock).
#[test]
fn direct_pipe_faults_on_a_wrong_address_and_reports_a_missing_consumer() {
    let kernel = |producer_buffer: &str, consumer: bool| {
        let consumer_side = if consumer {
            r#"
  %buf = pto.reserve_buffer {name = "slots", size = 8192, location = #pto.address_space<vec>, auto = true} -> i32
  pto.aiv_initialize_pipe {dir_mask = 1, slot_size = 1024} (c2v_consumer_buf = %buf : i32)
  %t = pto.tpop_from_aic {split = 0} -> !pto.tile_buf<vec, 16x16xf32>
  pto.tfree_from_aic {split = 0}"#
        } else {
            ""
        };
        format!(
            r#"module attributes {{pto.target_arch = "a5"}} {{
func.func @cube_side() attributes {{pto.kernel_kind = #pto.kernel_kind<cube>}} {{
  {producer_buffer}
  pto.aic_initialize_pipe {{dir_mask = 1, slot_size = 1024}} (c2v_consumer_buf = %peer : i32)
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  pto.tpush_to_aiv(%m : !pto.tile_buf<mat, 16x16xf32>) {{split = 0}}
  return
}}
func.func @vector_side(%out: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{{consumer_side}
  return
}}
}}
"#
        )
    };
    let mut toml = String::from("name = \"pto_direct_fault\"\n");
    toml.push_str(&global_toml("out", "float", 256, 256, "output"));
    toml.push_str("\n[[kernel]]\nname = \"cube\"\nsource = \"kernel.pto\"\nfunction = \"cube_side\"\ncores = \"0,0\"\n");
    toml.push_str("\n[[kernel]]\nname = \"vector\"\nsource = \"kernel.pto\"\nfunction = \"vector_side\"\ncores = \"1,0\"\nargs = { out = \"out\" }\n");
    let wrong = kernel("%peer = arith.constant 65536 : i32", true);
    let error = run("direct_pipe_wrong", &toml, &wrong, BTreeMap::new())
        .expect_err("a producer writing at the wrong address must fault");
    assert!(
        error.contains(
            "the producer writes FIFO 0's slots at 0x10000, but its consumers reserved them at"
        ),
        "{error}"
    );
    let alone = kernel("%peer = arith.constant 65536 : i32", false);
    let error = run("direct_pipe_alone", &toml, &alone, BTreeMap::new())
        .expect_err("a producer without a consumer must not finish");
    assert!(
        error.contains("no consumer kernel has bound it to its slot buffer"),
        "{error}"
    );
}

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

/// A5's cube with its fractal layouts: `a` (32x64) and `b` (64x32) load
/// from ND globals into NZ mat tiles; TEXTRACT takes box-aligned windows
/// into an NZ left and a ZN right tile; TMATMUL accumulates into an NZ acc
/// tile of 16x16 boxes; TSTORE writes it back as ND, and TMOV moves it into
/// an ND vec tile, stored too. Every step rearranges elements between
/// layouts, so a wrong box order or box shape anywhere garbles the numbers.
/// (A5 stores only vec and acc tiles, so mat tiles are seen through the
/// product.)
fn cube_a5(t: &str, c: &str, label: &str) -> Result<(), String> {
    let a = small(4, 32 * 64);
    let b = small(5, 64 * 32);
    let mut k = Kernel::new("a5");
    k.input("a", t, 32, 64)
        .input("b", t, 64, 32)
        .output("product", c, 16, 16)
        .output("moved", c, 16, 16);
    let nz = "blayout=col_major, slayout=row_major";
    let zn = "blayout=row_major, slayout=col_major";
    let mat_a = format!("!pto.tile_buf<mat, 32x64x{t}, {nz}>");
    let mat_b = format!("!pto.tile_buf<mat, 64x32x{t}, {nz}>");
    let left = format!("!pto.tile_buf<left, 16x32x{t}, {nz}>");
    let right = format!("!pto.tile_buf<right, 32x16x{t}, {zn}>");
    let acc = format!("!pto.tile_buf<acc, 16x16x{c}, {nz}, fractal=1024>");
    let vec = format!("!pto.tile_buf<vec, 16x16x{c}>");
    let out = format!("!pto.partition_tensor_view<16x16x{c}>");
    for (name, value) in [("r16", 16), ("r32", 32)] {
        k.line(format!("%{name} = arith.constant {value} : index"));
    }
    k.line(format!("%m_a = pto.alloc_tile : {mat_a}"))
        .line(format!(
            "pto.tload ins(%p_a : !pto.partition_tensor_view<32x64x{t}>) outs(%m_a : {mat_a})"
        ))
        .line(format!("%m_b = pto.alloc_tile : {mat_b}"))
        .line(format!(
            "pto.tload ins(%p_b : !pto.partition_tensor_view<64x32x{t}>) outs(%m_b : {mat_b})"
        ))
        .line(format!("%l = pto.alloc_tile : {left}"))
        .line(format!("%r = pto.alloc_tile : {right}"))
        .line(format!("%acc = pto.alloc_tile : {acc}"))
        .line(format!(
            "pto.textract ins(%m_a, %r16, %r32 : {mat_a}, index, index) outs(%l : {left})"
        ))
        .line(format!(
            "pto.textract ins(%m_b, %r32, %r16 : {mat_b}, index, index) outs(%r : {right})"
        ))
        .line(format!(
            "pto.tmatmul ins(%l, %r : {left}, {right}) outs(%acc : {acc})"
        ))
        .line(format!(
            "pto.tstore ins(%acc : {acc}) outs(%p_product : {out})"
        ))
        .line(format!("%v = pto.alloc_tile : {vec}"))
        .line(format!("pto.tmov ins(%acc : {acc}) outs(%v : {vec})"))
        .line(format!("pto.tstore ins(%v : {vec}) outs(%p_moved : {out})"));
    let out = k.run(label, &[("a", a.clone()), ("b", b.clone())])?;
    // The windows' product: rows 16.. and columns 32.. of a, rows 32..
    // and columns 16.. of b.
    let product: Vec<f32> = (0..16 * 16)
        .map(|e| {
            let (i, j) = (e / 16, e % 16);
            (0..32)
                .map(|kk| a[(16 + i) * 64 + 32 + kk] * b[(32 + kk) * 32 + 16 + j])
                .sum()
        })
        .collect();
    for name in ["product", "moved"] {
        if out[name] != product {
            return Err(format!("a5 {name} {:?}\nwanted {:?}", out[name], product));
        }
    }
    Ok(())
}

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
    let scale_bits = |j: usize| -> u32 {
        let exponent = 126 + (j % 3) as u32;
        let mantissa = [0u32, 512, 256][j % 3];
        (exponent << 10 | mantissa) << 13
    };
    let scale = |j: usize| f32::from_bits(scale_bits(j));
    let high = |j: usize| -> u32 { ((j % 5) as u32) << 5 | u32::from(j.is_multiple_of(2)) << 14 };
    let mut params = vec![0.0f32; 16 * 32];
    for j in 0..16 {
        params[2 * j] = scale_bits(j) as i32 as f32;
        params[2 * j + 1] = high(j) as f32;
    }
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

/// PTOAS's SET_VALIDSHAPE updates the buffer in place: a valid shape set in
/// an scf.if branch (chosen by data), an scf.for body or an scf.while body
/// holds after the region. Each trip adds 1 on 4x6 (trip < count) or 8x12;
/// then 10 on the shape the last trip left, and 100 on the 2x3 the while
/// loop set.
#[test]
fn valid_shapes_set_in_regions_hold_after_them() {
    let big = "!pto.tile_buf<vec, 32x32xf32, valid=?x?>";
    let whole = "!pto.partition_tensor_view<32x32xf32>";
    let x: Vec<f32> = (0..32 * 32).map(|i| (i % 89) as f32 * 0.5 - 11.0).collect();
    for count in [0u32, 2, 3] {
        let mut k = Kernel::new("a2a3");
        k.input("x", "f32", 32, 32)
            .input("n", "i32", 1, 16)
            .output("y", "f32", 32, 32);
        k.line("%k2 = arith.constant 2 : index")
            .line("%k3 = arith.constant 3 : index")
            .line("%k4 = arith.constant 4 : index")
            .line("%k6 = arith.constant 6 : index")
            .line("%k8 = arith.constant 8 : index")
            .line("%k12 = arith.constant 12 : index")
            .line("%k32 = arith.constant 32 : index")
            .line("%one = arith.constant 1.0 : f32")
            .line("%ten = arith.constant 10.0 : f32")
            .line("%hundred = arith.constant 100.0 : f32")
            .line(format!(
                "%t = pto.alloc_tile valid_row = %k32 valid_col = %k32 : {big}"
            ))
            .line(format!("pto.tload ins(%p_x : {whole}) outs(%t : {big})"))
            .line("%n32 = pto.load_scalar %n[%dim_0] : !pto.ptr<i32> -> i32")
            .line("%count = arith.index_cast %n32 : i32 to index")
            .line("scf.for %i = %dim_0 to %k3 step %dim_1 {")
            .line("  %small = arith.cmpi slt, %i, %count : index")
            .line("  scf.if %small {")
            .line(format!("    pto.set_validshape %t, %k4, %k6 : {big}"))
            .line("  } else {")
            .line(format!("    pto.set_validshape %t, %k8, %k12 : {big}"))
            .line("  }")
            .line(format!(
                "  pto.tadds ins(%t, %one : {big}, f32) outs(%t : {big})"
            ))
            .line("}")
            .line(format!(
                "pto.tadds ins(%t, %ten : {big}, f32) outs(%t : {big})"
            ))
            .line("%end = scf.while (%w = %dim_0) : (index) -> (index) {")
            .line("  %again = arith.cmpi slt, %w, %dim_1 : index")
            .line("  scf.condition(%again) %w : index")
            .line("} do {")
            .line("^bb0(%v: index):")
            .line(format!("  pto.set_validshape %t, %k2, %k3 : {big}"))
            .line("  %next = arith.addi %v, %dim_1 : index")
            .line("  scf.yield %next : index")
            .line("}")
            .line(format!(
                "pto.tadds ins(%t, %hundred : {big}, f32) outs(%t : {big})"
            ))
            .line(format!("pto.set_validshape %t, %k32, %k32 : {big}"))
            .line(format!("pto.tstore ins(%t : {big}) outs(%p_y : {whole})"));
        let mut n = vec![0.0; 16];
        n[0] = count as f32;
        let out = k
            .run("valid_shape_regions", &[("x", x.clone()), ("n", n)])
            .unwrap_or_else(|e| panic!("{e}"));
        let region = |trip: u32| if trip < count { (4, 6) } else { (8, 12) };
        let inside = |(rows, cols): (usize, usize), e: usize| e / 32 < rows && e % 32 < cols;
        let want: Vec<f32> = (0..32 * 32)
            .map(|e| {
                let mut v = x[e];
                for trip in 0..3 {
                    if inside(region(trip), e) {
                        v += 1.0;
                    }
                }
                if inside(region(2), e) {
                    v += 10.0;
                }
                if inside((2, 3), e) {
                    v += 100.0;
                }
                v
            })
            .collect();
        assert_eq!(out["y"], want, "count {count}");
    }
}

/// A pop into a tile with a dynamic valid shape (A5's direct pipe): with
/// `(%valid_row, %valid_col)` it takes that region of the slot's tile, and
/// without them the whole static shape. The cube pushes two 16x16 blocks;
/// each vector core (unsplit, both get every tile and store the same
/// numbers) pops the first as 5x7 and the second whole, adds 1 and stores
/// each (the 5x7 part into a 5x7 window of `out`).
#[test]
fn pops_take_a_dynamic_valid_shape() {
    let dynamic = "!pto.tile_buf<vec, 16x16xf32, valid=?x?>";
    let kernel = format!(
        r#"module attributes {{pto.target_arch = "a5"}} {{
func.func @cube_side(%x: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<cube>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %peer = pto.import_reserved_buffer {{name = "c2v_slots", peer_func = @vector_side}} -> i32
  %none = arith.constant 0 : i32
  pto.aic_initialize_pipe {{dir_mask = 1, slot_size = 1024}} (c2v_consumer_buf = %peer : i32, v2c_consumer_buf = %none : i32)
  %vx = pto.make_tensor_view %x, shape = [%c32, %c16], strides = [%c16, %c1] : !pto.tensor_view<32x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  scf.for %i = %c0 to %c2 step %c1 {{
    %row = arith.muli %i, %c16 : index
    %px = pto.partition_view %vx, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<32x16xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<16x16xf32>) outs(%m : !pto.tile_buf<mat, 16x16xf32>)
    pto.tpush_to_aiv(%m : !pto.tile_buf<mat, 16x16xf32>) {{split = 0}}
  }}
  return
}}
func.func @vector_side(%out: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %one = arith.constant 1.0 : f32
  %buf = pto.reserve_buffer {{name = "c2v_slots", size = 4096, location = #pto.address_space<vec>, auto = true}} -> i32
  %none = arith.constant 0 : i32
  pto.aiv_initialize_pipe {{dir_mask = 1, slot_size = 1024}} (c2v_consumer_buf = %buf : i32, v2c_consumer_buf = %none : i32)
  %vo = pto.make_tensor_view %out, shape = [%c32, %c16], strides = [%c16, %c1] : !pto.tensor_view<32x16xf32>
  %part = pto.tpop_from_aic(%c5, %c7) {{split = 0}} -> {dynamic}
  pto.tadds ins(%part, %one : {dynamic}, f32) outs(%part : {dynamic})
  %corner = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%c5, %c7] : !pto.tensor_view<32x16xf32> -> !pto.partition_tensor_view<5x7xf32>
  pto.tstore ins(%part : {dynamic}) outs(%corner : !pto.partition_tensor_view<5x7xf32>)
  pto.tfree_from_aic {{split = 0}}
  %whole = pto.tpop_from_aic {{split = 0}} -> {dynamic}
  pto.tadds ins(%whole, %one : {dynamic}, f32) outs(%whole : {dynamic})
  %lower = pto.partition_view %vo, offsets = [%c16, %c0], sizes = [%c16, %c16] : !pto.tensor_view<32x16xf32> -> !pto.partition_tensor_view<16x16xf32>
  pto.tstore ins(%whole : {dynamic}) outs(%lower : !pto.partition_tensor_view<16x16xf32>)
  pto.tfree_from_aic {{split = 0}}
  return
}}
}}
"#
    );
    let mut toml = String::from("name = \"pto_dynamic_pop\"\n");
    toml.push_str(&global_toml("x", "float", 512, 256, "input"));
    toml.push_str(&global_toml("out", "float", 512, 256, "output"));
    toml.push_str("\n[[kernel]]\nname = \"cube\"\nsource = \"kernel.pto\"\nfunction = \"cube_side\"\ncores = \"0,0\"\nargs = { x = \"x\" }\n");
    toml.push_str("\n[[kernel]]\nname = \"vector\"\nsource = \"kernel.pto\"\nfunction = \"vector_side\"\ncores = \"1,0-2,0\"\nargs = { out = \"out\" }\n");
    let x: Vec<f32> = (0..512).map(|i| (i % 61) as f32 * 0.5 - 9.0).collect();
    let out = run(
        "dynamic_pop",
        &toml,
        &kernel,
        BTreeMap::from([("x".to_string(), x.clone())]),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let y = &out["out"];
    for r in 0..5 {
        for c in 0..7 {
            assert_eq!(y[r * 16 + c], x[r * 16 + c] + 1.0, "corner ({r}, {c})");
        }
    }
    let lower: Vec<f32> = x[256..].iter().map(|v| v + 1.0).collect();
    assert_eq!(&y[256..], &lower[..], "the whole second block");
}

/// Views with run-time extents: `x` is viewed as 2x8x16 with its two outer
/// extents read from `n`, a partition of run-time sizes p x q x w at
/// (0, o1, o2) is loaded into a tile of run-time valid shape (p*q) x w,
/// plus 1, and stored into the same window of `y` (also viewed with
/// run-time extents). Each row of the tile is one (i, j) of the window.
#[test]
fn views_take_run_time_extents_and_sizes() {
    let x: Vec<f32> = (0..256).map(|i| (i % 53) as f32 * 0.25 - 3.0).collect();
    let tile = "!pto.tile_buf<vec, 16x16xf32, valid=?x?>";
    let view = "!pto.tensor_view<?x?x16xf32>";
    let window = "!pto.partition_tensor_view<?x?x?xf32>";
    let (p, q, w, o1, o2) = (2usize, 3usize, 5usize, 4usize, 7usize);
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 16, 16)
        .input("n", "i32", 1, 16)
        .inout("y", "f32", 16, 16);
    k.line("%dim_128 = arith.constant 128 : index");
    for (slot, name) in ["p", "q", "w", "o1", "o2", "outer", "rows"]
        .iter()
        .enumerate()
    {
        k.line(format!("%k{slot} = arith.constant {slot} : index"))
            .line(format!(
                "%{name}32 = pto.load_scalar %n[%k{slot}] : !pto.ptr<i32> -> i32"
            ))
            .line(format!(
                "%{name} = arith.index_cast %{name}32 : i32 to index"
            ));
    }
    for g in ["x", "y"] {
        k.line(format!("%dyn_{g} = pto.make_tensor_view %{g}, shape = [%outer, %rows, %dim_16], strides = [%dim_128, %dim_16, %dim_1] : {view}"))
            .line(format!("%w_{g} = pto.partition_view %dyn_{g}, offsets = [%dim_0, %o1, %o2], sizes = [%p, %q, %w] : {view} -> {window}"));
    }
    k.line("%tile_rows = arith.muli %p, %q : index")
        .line(format!(
            "%t = pto.alloc_tile valid_row = %tile_rows valid_col = %w : {tile}"
        ))
        .line(format!("pto.tload ins(%w_x : {window}) outs(%t : {tile})"))
        .line("%one = arith.constant 1.0 : f32")
        .line(format!(
            "pto.tadds ins(%t, %one : {tile}, f32) outs(%t : {tile})"
        ))
        .line(format!("pto.tstore ins(%t : {tile}) outs(%w_y : {window})"));
    let mut n = vec![0.0; 16];
    for (slot, value) in [p, q, w, o1, o2, 2, 8].iter().enumerate() {
        n[slot] = *value as f32;
    }
    let y0: Vec<f32> = (0..256).map(|i| -(i as f32)).collect();
    let out = k
        .run(
            "dynamic_views",
            &[("x", x.clone()), ("n", n), ("y", y0.clone())],
        )
        .unwrap_or_else(|e| panic!("{e}"));
    // Element (i, j, c) of the 2x8x16 view is element i*128 + j*16 + c.
    let mut want = y0;
    for i in 0..p {
        for j in o1..o1 + q {
            for c in o2..o2 + w {
                let e = i * 128 + j * 16 + c;
                want[e] = x[e] + 1.0;
            }
        }
    }
    assert_eq!(out["y"], want);
}

/// PTOAS's `%r = pto.tassign %t, %addr` (level 3): a tile handle rebound,
/// inside a loop, to an L1 offset chosen at run time (by an scf.if). Two
/// tiles are placed by hand at 0 and 1024 and loaded with `x` and `y`; trip
/// i rebinds the handle to offset 1024 * i, adds 1 through it and stores
/// it into block i of `out`: x + 1, then y + 1.
#[test]
fn tiles_rebind_to_run_time_offsets() {
    let x: Vec<f32> = (0..256).map(|i| (i % 31) as f32 - 7.0).collect();
    let y: Vec<f32> = (0..256).map(|i| (i % 17) as f32 * 2.0).collect();
    let tile = "!pto.tile_buf<vec, 16x16xf32>";
    let block = "!pto.partition_tensor_view<16x16xf32>";
    let mut k = Kernel::new("a5");
    k.input("x", "f32", 16, 16)
        .input("y", "f32", 16, 16)
        .output("out", "f32", 32, 16);
    k.line("%at0 = arith.constant 0 : i64")
        .line("%at1 = arith.constant 1024 : i64")
        .line("%one = arith.constant 1.0 : f32")
        .line("%two = arith.constant 2 : index")
        .line(format!("%a = pto.alloc_tile addr = %at0 : {tile}"))
        .line(format!("%b = pto.alloc_tile addr = %at1 : {tile}"))
        .line(format!("pto.tload ins(%p_x : {block}) outs(%a : {tile})"))
        .line(format!("pto.tload ins(%p_y : {block}) outs(%b : {tile})"))
        .line("scf.for %i = %dim_0 to %two step %dim_1 {")
        .line("  %first = arith.cmpi eq, %i, %dim_0 : index")
        .line("  %addr = scf.if %first -> (i64) {")
        .line("    scf.yield %at0 : i64")
        .line("  } else {")
        .line("    scf.yield %at1 : i64")
        .line("  }")
        .line(format!("  %t = pto.tassign %a, %addr : {tile} -> {tile}"))
        .line(format!("  pto.tadds ins(%t, %one : {tile}, f32) outs(%t : {tile})"))
        .line("  %row = arith.muli %i, %dim_16 : index")
        .line(format!("  %o = pto.partition_view %v_out, offsets = [%row, %dim_0], sizes = [%dim_16, %dim_16] : !pto.tensor_view<32x16xf32> -> {block}"))
        .line(format!("  pto.tstore ins(%t : {tile}) outs(%o : {block})"))
        .line("}");
    let out = k
        .run("rebind", &[("x", x.clone()), ("y", y.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<f32> = x.iter().chain(&y).map(|v| v + 1.0).collect();
    assert_eq!(out["out"], want);
}

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
