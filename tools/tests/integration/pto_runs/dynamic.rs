//! PTO runs: run-time shapes: valid shapes set in regions, popped shapes, view extents, rebound tiles.

use super::*;

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
    let cube = pipes::cube_pushes_blocks(2, 0);
    let kernel = format!(
        r#"module attributes {{pto.target_arch = "a5"}} {{
{cube}func.func @vector_side(%out: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{
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
    let toml = cube_and_vector_toml(
        "dynamic_pop",
        &[("x", 512, "input"), ("out", 512, "output")],
        &["x"],
        "1,0-2,0",
        &["out"],
    );
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
