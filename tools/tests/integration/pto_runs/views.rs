//! PTO runs: tile views, pointers to global elements and sections per core type.

use super::*;

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

/// PTOAS's `pto.bitcast` reads a tile's f32 storage as i32: clearing bit
/// 31 through the i32 view (TANDS with 0x7fffffff) leaves |x| in the f32
/// tile, since the view is the tile's storage. The same through a view of
/// fewer bytes: f16 halves of the first 8 f32 columns, where ANDing every
/// f16 word with 0x7fff clears bit 15 of each f32's two halves (on a
/// little-endian core, the sign bit and bit 15 of the mantissa).
#[test]
fn bitcasts_view_a_tiles_bits_as_another_type() {
    let x: Vec<f32> = (0..16 * 16)
        .map(|i| (i as f32 * 0.37 - 40.0) * if i % 3 == 0 { -1.5 } else { 1.0 })
        .collect();
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 16, 16)
        .output("magnitude", "f32", 16, 16)
        .output("halves", "f32", 16, 16);
    let tile = |t: &str| {
        format!("!pto.tile_buf<loc=vec, dtype={t}, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>")
    };
    let (f32_tile, i32_tile, i16_tile) = (tile("f32"), tile("i32"), tile("i16"));
    let whole = "!pto.partition_tensor_view<16x16xf32>";
    k.line("%sign_off = arith.constant 2147483647 : i32")
        .line("%half_off = arith.constant 32767 : i16")
        .line(format!("%t = pto.alloc_tile : {f32_tile}"))
        .line(format!("%u = pto.alloc_tile : {f32_tile}"))
        .line(format!(
            "pto.tload ins(%p_x : {whole}) outs(%t : {f32_tile})"
        ))
        .line(format!(
            "pto.tload ins(%p_x : {whole}) outs(%u : {f32_tile})"
        ))
        .line(format!("%bits = pto.bitcast %t : {f32_tile} -> {i32_tile}"))
        .line(format!(
            "pto.tands ins(%bits, %sign_off : {i32_tile}, i32) outs(%bits : {i32_tile})"
        ))
        .line(format!(
            "pto.tstore ins(%t : {f32_tile}) outs(%p_magnitude : {whole})"
        ))
        .line(format!(
            "%words = pto.bitcast %u : {f32_tile} -> {i16_tile}"
        ))
        .line(format!(
            "pto.tands ins(%words, %half_off : {i16_tile}, i16) outs(%words : {i16_tile})"
        ))
        .line(format!(
            "pto.tstore ins(%u : {f32_tile}) outs(%p_halves : {whole})"
        ));
    let out = k
        .run("bitcast", &[("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let magnitude: Vec<f32> = x.iter().map(|v| v.abs()).collect();
    assert_eq!(out["magnitude"], magnitude, "f32 as i32");
    // The i16 view is 16x16 halfwords: 16 rows of 32 bytes each, so its row
    // i covers f32 elements 8i..8i+8 of the tile's storage (row i/2, columns
    // (i%2)*8..), not row i of the f32 tile.
    let halves: Vec<f32> = (0..256)
        .map(|e| {
            let touched = e < 128;
            if touched {
                f32::from_bits(x[e].to_bits() & 0x7fff_7fff)
            } else {
                x[e]
            }
        })
        .collect();
    assert_eq!(out["halves"], halves, "f32 as i16, the first 512 bytes");
}

/// PTOAS's `%r = pto.treshape %buf : T -> U` views the buffer's storage: a
/// 16x16 tile read as 8x32 holds rows 2i and 2i+1 side by side, and a TADDS
/// through the view is seen by the tile.
#[test]
fn reshapes_of_buffers_view_their_storage() {
    let x: Vec<f32> = (0..16 * 16).map(|i| (i % 41) as f32 - 12.5).collect();
    let mut k = Kernel::new("a2a3");
    k.input("x", "f32", 16, 16)
        .output("wide", "f32", 8, 32)
        .output("tile", "f32", 16, 16);
    let square = "!pto.tile_buf<loc=vec, dtype=f32, rows=16, cols=16, v_row=16, v_col=16, blayout=row_major, slayout=none_box, fractal=512, pad=0>";
    let wide = "!pto.tile_buf<loc=vec, dtype=f32, rows=8, cols=32, v_row=8, v_col=32, blayout=row_major, slayout=none_box, fractal=512, pad=0>";
    k.line("%two = arith.constant 2.0 : f32")
        .line(format!("%t = pto.alloc_tile : {square}"))
        .line(format!(
            "pto.tload ins(%p_x : !pto.partition_tensor_view<16x16xf32>) outs(%t : {square})"
        ))
        .line(format!("%w = pto.treshape %t : {square} -> {wide}"))
        .line(format!(
            "pto.tstore ins(%w : {wide}) outs(%p_wide : !pto.partition_tensor_view<8x32xf32>)"
        ))
        .line(format!(
            "pto.tadds ins(%w, %two : {wide}, f32) outs(%w : {wide})"
        ))
        .line(format!(
            "pto.tstore ins(%t : {square}) outs(%p_tile : !pto.partition_tensor_view<16x16xf32>)"
        ));
    let out = k
        .run("treshape_view", &[("x", x.clone())])
        .unwrap_or_else(|e| panic!("{e}"));
    let wide_expected: Vec<f32> = (0..8 * 32)
        .map(|e| {
            let (i, j) = (e / 32, e % 32);
            x[(2 * i + j / 16) * 16 + j % 16]
        })
        .collect();
    assert_eq!(out["wide"], wide_expected, "the 8x32 view");
    let tile: Vec<f32> = x.iter().map(|v| v + 2.0).collect();
    assert_eq!(out["tile"], tile, "the write through the view");
}
