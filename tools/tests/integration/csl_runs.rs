//! CSL programs compiled and run on the simulated PE mesh: the layout and
//! PE files of our own, compiled as `tanto-translate --emit=obj` does,
//! loaded with the host-side `Mesh`, copied in, launched, copied out, and
//! compared with references written here from CSL's semantics (not from
//! the lowering's code).

use std::path::{Path, PathBuf};
use tanto_manifest::csl::CslManifest;
use tanto_sim::fabric::mesh::Mesh;

/// Compiles `layout` (with its PE `files`, written next to it) with
/// `params` into objects, and loads them.
fn load(label: &str, layout: &str, files: &[(&str, &str)], params: &str) -> Mesh {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../target/tmp/csl_runs")
        .join(label);
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).expect("scratch directory");
    std::fs::write(root.join("layout.csl"), layout).expect("layout");
    for (name, text) in files {
        std::fs::write(root.join(name), text).expect("PE file");
    }
    let out: PathBuf = root.join("out");
    let args = tanto_tools::translate::parse_args([
        "tanto-translate".to_string(),
        root.join("layout.csl").display().to_string(),
        "--emit=obj".into(),
        format!("--params={params}"),
        "-o".into(),
        out.display().to_string(),
    ])
    .expect("arguments");
    tanto_tools::translate::run(&args).unwrap_or_else(|e| panic!("does not compile: {e}"));
    let text = std::fs::read_to_string(out.join("csl.json")).expect("csl.json");
    let manifest = CslManifest::from_json(&text).expect("csl.json parses");
    let target = tanto_arch::wse::Wse::builtin("wse2").expect("arch/wse2.toml");
    Mesh::load(&manifest, &out, &target).unwrap_or_else(|e| panic!("does not load: {e}"))
}

fn words(values: &[f32]) -> Vec<u32> {
    values.iter().map(|v| v.to_bits()).collect()
}

fn floats(words: &[u32]) -> Vec<f32> {
    words.iter().map(|w| f32::from_bits(*w)).collect()
}

/// A row of 3 PEs: z = x + y (y 0.5 everywhere), then the odd elements
/// z[2k+1] += 2 z[2k+1] (@fmacs over a strided DSD), then every element
/// over 4 becomes 3z - 1 (a loop, an if and a call); each PE its own
/// part of x and z.
#[test]
fn a_row_of_pes_adds_scales_and_branches_as_csl_says() {
    let layout = r#"
param width: u16;
layout {
  @set_rectangle(width, 1);
  for (@range(u16, width)) |x| { @set_tile_code(x, 0, "pe.csl", .{ .n = 8 }); }
  @export_name("x", [*]f32, true);
  @export_name("z", [*]f32, true);
  @export_name("compute", fn() void);
}
"#;
    let pe = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../test/Frontend/CSL/Inputs/add.csl"
    ))
    .expect("add.csl");
    let mut mesh = load("add", layout, &[("pe.csl", &pe)], "width=3");
    let x: Vec<f32> = (0..24).map(|k| k as f32 * 0.375 - 2.0).collect();
    mesh.memcpy_h2d("x", &words(&x), (0, 0, 3, 1), 8)
        .expect("copy in");
    mesh.launch("compute").expect("runs");
    let z = floats(&mesh.memcpy_d2h("z", (0, 0, 3, 1), 8).expect("copy out"));
    for pe in 0..3 {
        for k in 0..8 {
            let mut want = x[pe * 8 + k] + 0.5;
            if k % 2 == 1 {
                want += want * 2.0;
            }
            if want > 4.0 {
                want = want * 3.0 - 1.0;
            }
            assert_eq!(z[pe * 8 + k], want, "PE {pe} element {k}");
        }
    }
    // A second launch runs on the same state: calls counts 2 (not exported:
    // read through z's neighbour is not possible, so check z again moved).
    mesh.launch("compute").expect("runs again");
    let again = floats(&mesh.memcpy_d2h("z", (0, 0, 3, 1), 8).expect("copy out"));
    assert_eq!(again, z, "compute depends only on x and y");
}

/// Each element type and DSD shape: f16 (@faddh), 16-bit integers
/// (@add16, @sub16 with a scalar), a bit copy of f32 into u32 (@mov32),
/// a transpose through a two-variable tensor access (@fmovs over
/// mem4d_dsd), @fnegs, and @fmuls by a scalar param.
#[test]
fn element_types_and_dsd_shapes_compute_what_csl_says() {
    let layout = r#"
layout {
  @set_rectangle(1, 1);
  @set_tile_code(0, 0, "pe.csl", .{ .k = 3 });
  @export_name("a", [*]f32, true);
  @export_name("t", [*]f32, true);
  @export_name("bits", [*]u32, true);
  @export_name("h", [*]i16, true);
  @export_name("run", fn() void);
}
"#;
    let pe = r#"
param k: i16;
var a: [2, 4]f32 = @zeros([2, 4]f32);
var t: [4, 2]f32 = @zeros([4, 2]f32);
var bits: [8]u32 = @zeros([8]u32);
var h: [8]i16 = @zeros([8]i16);
var g: [8]i16 = @constants([8]i16, 100);
var e: [4]f16 = @constants([4]f16, 1.5);
var f: [4]f16 = @constants([4]f16, 0.25);
var a_ptr: [*]f32 = &a;
var t_ptr: [*]f32 = &t;
var bits_ptr: [*]u32 = &bits;
var h_ptr: [*]i16 = &h;

const a_flat = @get_dsd(mem1d_dsd, .{ .base_address = &a, .extent = 8 });
const by_column = @get_dsd(mem4d_dsd, .{ .tensor_access = |i, j|{4, 2} -> a[j, i] });
const t_all = @get_dsd(mem4d_dsd, .{ .tensor_access = |i, j|{4, 2} -> t[i, j] });
const bits_all = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{8} -> bits[i] });
const h_all = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{8} -> h[i] });
const g_all = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{8} -> g[i] });
const e_all = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{4} -> e[i] });
const f_all = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{4} -> f[i] });

fn run() void {
  @fmovs(t_all, by_column);
  @mov32(bits_all, a_flat);
  @fnegs(a_flat, a_flat);
  @fmuls(a_flat, a_flat, @as(f32, k));
  @add16(h_all, h_all, g_all);
  @sub16(h_all, h_all, k);
  @faddh(e_all, e_all, f_all);
  for (@range(i16, 4)) |i| {
    h[i] = h[i] + @as(i16, e[i] * 2.0);
  }
}

comptime {
  @export_symbol(a_ptr, "a");
  @export_symbol(t_ptr, "t");
  @export_symbol(bits_ptr, "bits");
  @export_symbol(h_ptr, "h");
  @export_symbol(run);
}
"#;
    let mut mesh = load("types", layout, &[("pe.csl", pe)], "");
    let a: Vec<f32> = (0..8).map(|k| k as f32 + 0.5).collect();
    mesh.memcpy_h2d("a", &words(&a), (0, 0, 1, 1), 8)
        .expect("copy a");
    let h: Vec<u32> = (0..8).map(|k| (k as i16 * -7) as u16 as u32).collect();
    // h is 16-bit: its 8 elements are 4 words.
    let packed: Vec<u32> = h.chunks(2).map(|p| p[0] | (p[1] << 16)).collect();
    mesh.memcpy_h2d("h", &packed, (0, 0, 1, 1), 4)
        .expect("copy h");
    mesh.launch("run").expect("runs");
    // t[i][j] = a[j][i] (a is 2 x 4, t is 4 x 2), from a before the negation.
    let t = floats(&mesh.memcpy_d2h("t", (0, 0, 1, 1), 8).expect("t"));
    for i in 0..4 {
        for j in 0..2 {
            assert_eq!(t[i * 2 + j], a[j * 4 + i], "t[{i}][{j}]");
        }
    }
    let bits = mesh.memcpy_d2h("bits", (0, 0, 1, 1), 8).expect("bits");
    assert_eq!(bits, words(&a), "a bit copy");
    let scaled = floats(&mesh.memcpy_d2h("a", (0, 0, 1, 1), 8).expect("a"));
    let want: Vec<f32> = a.iter().map(|v| -v * 3.0).collect();
    assert_eq!(scaled, want);
    let h_out: Vec<i16> = mesh
        .memcpy_d2h("h", (0, 0, 1, 1), 4)
        .expect("h")
        .iter()
        .flat_map(|w| [*w as u16 as i16, (*w >> 16) as u16 as i16])
        .collect();
    // h = h + 100 - 3, then the first 4 also + (1.5 + 0.25) * 2 = 3.5 -> 3.
    let want: Vec<i16> = (0..8)
        .map(|k| -7 * k as i16 + 97 + if k < 4 { 3 } else { 0 })
        .collect();
    assert_eq!(h_out, want);
}

/// Local tasks: a launched function activates three tasks, one of them
/// blocked from the start; the picker runs runnable tasks one at a time to
/// completion, lowest ID first (our documented tie-break), a task may
/// activate another and unblock the blocked one. The log of task IDs and a
/// scalar they update show the order: 10, 12, 20, then 15.
#[test]
fn local_tasks_run_when_activated_and_unblocked() {
    let layout = r#"
const memcpy = @import_module("<memcpy/get_params>", .{ .width = 1, .height = 1 });
layout {
  @set_rectangle(1, 1);
  @set_tile_code(0, 0, "pe.csl", .{ .memcpy_params = memcpy.get_params(0) });
  @export_name("log", [*]i32, true);
  @export_name("value", *f32, true);
  @export_name("start", fn() void);
}
"#;
    let pe = r#"
param memcpy_params: comptime_struct;
const sys_mod = @import_module("<memcpy/memcpy>", memcpy_params);

var log: [4]i32 = @zeros([4]i32);
var count: i32 = 0;
var value: f32 = 1.0;
var log_ptr: [*]i32 = &log;
var value_ptr: *f32 = &value;

const first: local_task_id = @get_local_task_id(12);
const second: local_task_id = @get_local_task_id(10);
const last: local_task_id = @get_local_task_id(20);
const held: local_task_id = @get_local_task_id(15);

fn note(id: i32) void {
  for (@range(i32, 4)) |k| {
    if (k == count) { log[k] = id; }
  }
  count += 1;
}

task a() void { note(12); value = value * 3.0; @activate(last); }
task b() void { note(10); value = value + 2.0; }
task c() void { note(20); @unblock(held); }
task d() void { note(15); sys_mod.unblock_cmd_stream(); }

fn start() void {
  @activate(first);
  @activate(second);
  @activate(held);
}

comptime {
  @bind_local_task(a, first);
  @bind_local_task(b, second);
  @bind_local_task(c, last);
  @bind_local_task(d, held);
  @block(held);
  @export_symbol(log_ptr, "log");
  @export_symbol(value_ptr, "value");
  @export_symbol(start);
}
"#;
    let mut mesh = load("tasks", layout, &[("pe.csl", pe)], "");
    mesh.launch("start").expect("runs");
    let log: Vec<i32> = mesh
        .memcpy_d2h("log", (0, 0, 1, 1), 4)
        .expect("log")
        .iter()
        .map(|w| *w as i32)
        .collect();
    assert_eq!(log, [10, 12, 20, 15]);
    // b first (1 + 2), then a (* 3).
    let value = f32::from_bits(mesh.memcpy_d2h("value", (0, 0, 1, 1), 1).expect("value")[0]);
    assert_eq!(value, 9.0);
    assert_eq!(mesh.command_streams_unblocked(), 1);
}

/// A runtime `while` with a step and a data-dependent one: the Collatz
/// steps of each input, per PE of a 2 x 2 rectangle.
#[test]
fn runtime_while_loops_count_collatz_steps() {
    let layout = r#"
layout {
  @set_rectangle(2, 2);
  for (@range(u16, 2)) |x| { for (@range(u16, 2)) |y| { @set_tile_code(x, y, "pe.csl"); } }
  @export_name("n", [*]i32, true);
  @export_name("steps", [*]i32, true);
  @export_name("run", fn() void);
}
"#;
    let pe = r#"
var n: [4]i32 = @zeros([4]i32);
var steps: [4]i32 = @zeros([4]i32);
var n_ptr: [*]i32 = &n;
var steps_ptr: [*]i32 = &steps;

fn collatz(start: i32) i32 {
  var v: i32 = start;
  var count: i32 = 0;
  while (v != 1) {
    if (v % 2 == 0) { v = v / 2; } else { v = 3 * v + 1; }
    count += 1;
  }
  return count;
}

fn run() void {
  var k: i16 = 0;
  while (k < 4) : (k += 1) {
    steps[k] = collatz(n[k]);
  }
}

comptime {
  @export_symbol(n_ptr, "n");
  @export_symbol(steps_ptr, "steps");
  @export_symbol(run);
}
"#;
    let mut mesh = load("collatz", layout, &[("pe.csl", pe)], "");
    let inputs: Vec<u32> = (1..=16).map(|k| k * 7).collect();
    mesh.memcpy_h2d("n", &inputs, (0, 0, 2, 2), 4)
        .expect("copy in");
    mesh.launch("run").expect("runs");
    let steps = mesh.memcpy_d2h("steps", (0, 0, 2, 2), 4).expect("copy out");
    for (k, n) in inputs.iter().enumerate() {
        let (mut v, mut count) = (u64::from(*n), 0u32);
        while v != 1 {
            v = if v % 2 == 0 { v / 2 } else { 3 * v + 1 };
            count += 1;
        }
        assert_eq!(steps[k], count, "collatz({n})");
    }
}

/// `and` and `or` at run time evaluate their right side only when the left
/// does not decide: a probe counts its calls.
#[test]
fn and_or_skip_their_right_side_when_the_left_decides() {
    let layout = r#"
layout {
  @set_rectangle(1, 1);
  @set_tile_code(0, 0, "pe.csl");
  @export_name("hits", [*]i32, true);
  @export_name("run", fn() void);
}
"#;
    let pe = r#"
var hits: [3]i32 = @zeros([3]i32);
var hits_ptr: [*]i32 = &hits;

fn probe(slot: i16, answer: bool) bool {
  hits[slot] += 1;
  return answer;
}

fn run() void {
  for (@range(i16, 8)) |k| {
    if (k % 2 == 0 and probe(0, true)) { hits[2] += 1; }
    if (k < 3 or probe(1, false)) { hits[2] += 10; }
  }
}

comptime {
  @export_symbol(hits_ptr, "hits");
  @export_symbol(run);
}
"#;
    let mut mesh = load("short_circuit", layout, &[("pe.csl", pe)], "");
    mesh.launch("run").expect("runs");
    let hits = mesh.memcpy_d2h("hits", (0, 0, 1, 1), 3).expect("hits");
    // probe 0 on the even k (4 calls), probe 1 for k >= 3 (5 calls); the
    // `and` holds 4 times, the `or` 3 times (k < 3).
    assert_eq!(hits, [4, 5, 4 + 30]);
}

/// GEMV as CSL writes it: y = A x + b with A column-major, one @fmacs per
/// column over a `var` DSD whose offset @increment_dsd_offset moves by a
/// column each time (M elements of f32).
#[test]
fn gemv_walks_the_columns_with_a_moving_dsd() {
    let layout = r#"
layout {
  @set_rectangle(1, 1);
  @set_tile_code(0, 0, "pe.csl", .{ .M = 4, .N = 3 });
  @export_name("A", [*]f32, true);
  @export_name("x", [*]f32, true);
  @export_name("y", [*]f32, true);
  @export_name("gemv", fn() void);
}
"#;
    let pe = r#"
param M: i16;
param N: i16;
var A: [M * N]f32 = @zeros([M * N]f32);
var x: [N]f32 = @zeros([N]f32);
var y: [M]f32 = @constants([M]f32, 1.0);
var A_ptr: [*]f32 = &A;
var x_ptr: [*]f32 = &x;
var y_ptr: [*]f32 = &y;

var column = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{M} -> A[i] });
const y_dsd = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{M} -> y[i] });

fn gemv() void {
  for (@range(i16, N)) |j| {
    @fmacs(y_dsd, y_dsd, column, x[j]);
    column = @increment_dsd_offset(column, M, f32);
  }
}

comptime {
  @export_symbol(A_ptr, "A");
  @export_symbol(x_ptr, "x");
  @export_symbol(y_ptr, "y");
  @export_symbol(gemv);
}
"#;
    let mut mesh = load("gemv", layout, &[("pe.csl", pe)], "");
    let (m, n) = (4usize, 3usize);
    // A[i][j] = i - 2j + 0.5, stored column-major: A[j * M + i].
    let a: Vec<f32> = (0..m * n)
        .map(|k| (k % m) as f32 - 2.0 * (k / m) as f32 + 0.5)
        .collect();
    let x = [2.0f32, -1.0, 0.25];
    mesh.memcpy_h2d("A", &words(&a), (0, 0, 1, 1), m * n)
        .expect("A");
    mesh.memcpy_h2d("x", &words(&x), (0, 0, 1, 1), n)
        .expect("x");
    mesh.launch("gemv").expect("runs");
    let y = floats(&mesh.memcpy_d2h("y", (0, 0, 1, 1), m).expect("y"));
    for i in 0..m {
        // In the order the columns are added, as the device does.
        let mut want = 1.0f32;
        for j in 0..n {
            want += a[j * m + i] * x[j];
        }
        assert_eq!(y[i], want, "y[{i}]");
    }
}

/// @map calls a function of the file per element: DSD inputs element by
/// element, a scalar the same every time, the result into the output DSD
/// (its length the shortest operand's: 5 here, so z[5..] keep their value).
#[test]
fn map_calls_its_function_per_element() {
    let layout = r#"
layout {
  @set_rectangle(1, 1);
  @set_tile_code(0, 0, "pe.csl");
  @export_name("z", [*]f32, true);
  @export_name("run", fn() void);
}
"#;
    let pe = r#"
var x = [8]f32 { 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0 };
var y = @constants([8]f32, 0.5);
var z = @constants([8]f32, -1.0);
var z_ptr: [*]f32 = &z;
const x_dsd = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{5} -> x[i + 3] });
const y_dsd = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{8} -> y[i] });
const z_dsd = @get_dsd(mem1d_dsd, .{ .tensor_access = |i|{8} -> z[i] });

fn mix(a: f32, b: f32, s: f32) f32 {
  var r: f32 = a * s + b;
  if (a > 6.0) { r = b; }
  return r;
}

fn run() void {
  @map(mix, x_dsd, y_dsd, 2.0, z_dsd);
}

comptime {
  @export_symbol(z_ptr, "z");
  @export_symbol(run);
}
"#;
    let mut mesh = load("map", layout, &[("pe.csl", pe)], "");
    mesh.launch("run").expect("runs");
    let z = floats(&mesh.memcpy_d2h("z", (0, 0, 1, 1), 8).expect("z"));
    let x = [1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
    for (k, got) in z.iter().enumerate() {
        let want = if k < 5 {
            let a = x[k + 3];
            if a > 6.0 {
                0.5
            } else {
                a * 2.0 + 0.5
            }
        } else {
            -1.0
        };
        assert_eq!(*got, want, "z[{k}]");
    }
}
