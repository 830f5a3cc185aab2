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

/// The fix-pipe's per-column quantisation words of the column tests, as
/// pto-isa's quantize_element reads them: column j scales by 2^(j % 3 - 1)
/// times 1, 1.5 or 1.25 (the low word, an f32), adds the offset j % 5 (bits
/// 37-45) and is signed on even columns (bit 46). The words of 16 columns as
/// int32 values, (low, high) per column, in a 16x32 global's first row.
fn column_quant_params() -> Vec<f32> {
    let high = |j: usize| -> u32 { ((j % 5) as u32) << 5 | u32::from(j.is_multiple_of(2)) << 14 };
    let mut params = vec![0.0f32; 16 * 32];
    for j in 0..16 {
        params[2 * j] = column_quant_scale(j).to_bits() as i32 as f32;
        params[2 * j + 1] = high(j) as f32;
    }
    params
}

/// Column j's scale in [`column_quant_params`].
fn column_quant_scale(j: usize) -> f32 {
    let exponent = 126 + (j % 3) as u32;
    let mantissa = [0u32, 512, 256][j % 3];
    f32::from_bits((exponent << 10 | mantissa) << 13)
}

/// Small integers: exact in every element type, and their products' sums
/// exact in f32.
fn small(seed: usize, count: usize) -> Vec<f32> {
    (0..count)
        .map(|i| ((i * 7 + seed * 13) % 9) as f32 - 4.0)
        .collect()
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

/// The program file of A5-style cube/vector kernels in one `kernel.pto`:
/// float globals (name, elements, io), `cube_side` on core 0,0 and
/// `vector_side` on `vector_cores`, each given the globals it names.
fn cube_and_vector_toml(
    label: &str,
    globals: &[(&str, usize, &str)],
    cube_args: &[&str],
    vector_cores: &str,
    vector_args: &[&str],
) -> String {
    let mut toml = format!("name = \"pto_{label}\"\n");
    for (name, count, io) in globals {
        toml.push_str(&global_toml(name, "float", *count, 256, io));
    }
    for (name, function, cores, args) in [
        ("cube", "cube_side", "0,0", cube_args),
        ("vector", "vector_side", vector_cores, vector_args),
    ] {
        let _ = write!(toml, "\n[[kernel]]\nname = \"{name}\"\nsource = \"kernel.pto\"\nfunction = \"{function}\"\ncores = \"{cores}\"\n");
        if !args.is_empty() {
            let named: Vec<String> = args.iter().map(|a| format!("{a} = \"{a}\"")).collect();
            let _ = writeln!(toml, "args = {{ {} }}", named.join(", "));
        }
    }
    toml
}

mod comm;
mod dynamic;
mod fix_pipe;
mod forms;
mod gather_sort;
mod layouts;
mod memory;
mod mx;
mod pipes;
mod vector;
mod views;
mod windows;
