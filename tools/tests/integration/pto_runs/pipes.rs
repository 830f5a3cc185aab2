//! PTO runs: the implicit and direct pipes between cube and vector cores.

use super::*;

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
    let cube = cube_pushes_blocks(3, split);
    let kernel = format!(
        r#"module attributes {{pto.target_arch = "a5"}} {{
{cube}func.func @vector_side(%out: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{
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
    let toml = cube_and_vector_toml(
        "direct_pipe",
        &[("x", 768, "input"), ("out", 768 * copies, "output")],
        &["x"],
        "1,0-2,0",
        &["out"],
    );
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
    let toml = cube_and_vector_toml(
        "direct_both",
        &[("x", 768, "input"), ("out", 768, "output")],
        &[],
        "1,0",
        &["x", "out"],
    );
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
    let toml = cube_and_vector_toml(
        "direct_fault",
        &[("out", 256, "output")],
        &[],
        "1,0",
        &["out"],
    );
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

/// The cube side of A5's direct pipe: `blocks` 16x16 blocks of `x` loaded
/// into a mat tile and pushed to the vector cores with `split`, in order.
pub(super) fn cube_pushes_blocks(blocks: usize, split: u32) -> String {
    let rows = blocks * 16;
    format!(
        r#"func.func @cube_side(%x: !pto.ptr<f32>) attributes {{pto.kernel_kind = #pto.kernel_kind<cube>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %blocks = arith.constant {blocks} : index
  %c16 = arith.constant 16 : index
  %rows = arith.constant {rows} : index
  %peer = pto.import_reserved_buffer {{name = "c2v_slots", peer_func = @vector_side}} -> i32
  %none = arith.constant 0 : i32
  pto.aic_initialize_pipe {{dir_mask = 1, slot_size = 1024}} (c2v_consumer_buf = %peer : i32, v2c_consumer_buf = %none : i32)
  %vx = pto.make_tensor_view %x, shape = [%rows, %c16], strides = [%c16, %c1] : !pto.tensor_view<{rows}x16xf32>
  %m = pto.alloc_tile : !pto.tile_buf<mat, 16x16xf32>
  scf.for %i = %c0 to %blocks step %c1 {{
    %row = arith.muli %i, %c16 : index
    %px = pto.partition_view %vx, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<{rows}x16xf32> -> !pto.partition_tensor_view<16x16xf32>
    pto.tload ins(%px : !pto.partition_tensor_view<16x16xf32>) outs(%m : !pto.tile_buf<mat, 16x16xf32>)
    pto.tpush_to_aiv(%m : !pto.tile_buf<mat, 16x16xf32>) {{split = {split}}}
  }}
  return
}}
"#
    )
}

/// PTOAS's explicit pipe on a2a3 (issue489's vector side, and a cube side
/// that computes): the cube kernel multiplies three 16x16 blocks of `a` by
/// `b` and pushes each acc tile whole (`split = 0`) through an
/// `initialize_l2g2l_pipe` whose slots are in the gm memref `gm`; each of
/// the two vector cores pops its 8x16 half (`split = 1`) into a
/// `pto.declare_tile`, negates it (TNEG) and stores it at its rows.
/// Reference: -(a_block · b), written here.
#[test]
fn explicit_pipe_carries_products_from_cube_to_vector() {
    let gm = "memref<2048xf32, #pto.address_space<gm>>";
    let init = format!("%local = arith.constant 0 : i32\n  %pipe = pto.initialize_l2g2l_pipe {{dir_mask = 1, slot_size = 1024, slot_num = 8, local_slot_num = 8, flag_base = 0}}(%gm : {gm}, %local : i32) -> !pto.pipe");
    let nz = "blayout=col_major, slayout=row_major";
    let zn = "blayout=row_major, slayout=col_major";
    let (mat, left) = (
        format!("!pto.tile_buf<mat, 16x16xf16, {nz}>"),
        format!("!pto.tile_buf<left, 16x16xf16, {nz}>"),
    );
    let right = format!("!pto.tile_buf<right, 16x16xf16, {zn}>");
    let acc = format!("!pto.tile_buf<acc, 16x16xf32, {nz}, fractal=1024>");
    let half = "!pto.tile_buf<vec, 8x16xf32>";
    let kernel = format!(
        r#"module attributes {{pto.target_arch = "a2a3"}} {{
func.func @cube_side(%a: !pto.ptr<f16>, %b: !pto.ptr<f16>, %gm: {gm}) attributes {{pto.kernel_kind = #pto.kernel_kind<cube>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  {init}
  %va = pto.make_tensor_view %a, shape = [%c48, %c16], strides = [%c16, %c1] : !pto.tensor_view<48x16xf16>
  %vb = pto.make_tensor_view %b, shape = [%c16, %c16], strides = [%c16, %c1] : !pto.tensor_view<16x16xf16>
  %pb = pto.partition_view %vb, offsets = [%c0, %c0], sizes = [%c16, %c16] : !pto.tensor_view<16x16xf16> -> !pto.partition_tensor_view<16x16xf16>
  %mb = pto.alloc_tile : {mat}
  pto.tload ins(%pb : !pto.partition_tensor_view<16x16xf16>) outs(%mb : {mat})
  %r = pto.alloc_tile : {right}
  pto.tmov ins(%mb : {mat}) outs(%r : {right})
  %ma = pto.alloc_tile : {mat}
  %l = pto.alloc_tile : {left}
  %acc = pto.alloc_tile : {acc}
  scf.for %i = %c0 to %c3 step %c1 {{
    %row = arith.muli %i, %c16 : index
    %pa = pto.partition_view %va, offsets = [%row, %c0], sizes = [%c16, %c16] : !pto.tensor_view<48x16xf16> -> !pto.partition_tensor_view<16x16xf16>
    pto.tload ins(%pa : !pto.partition_tensor_view<16x16xf16>) outs(%ma : {mat})
    pto.tmov ins(%ma : {mat}) outs(%l : {left})
    pto.tmatmul ins(%l, %r : {left}, {right}) outs(%acc : {acc})
    pto.tpush(%acc, %pipe : {acc}, !pto.pipe) {{split = 0}}
  }}
  return
}}
func.func @vector_side(%out: !pto.ptr<f32>, %gm: {gm}) attributes {{pto.kernel_kind = #pto.kernel_kind<vector>}} {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c48 = arith.constant 48 : index
  {init}
  %vo = pto.make_tensor_view %out, shape = [%c48, %c16], strides = [%c16, %c1] : !pto.tensor_view<48x16xf32>
  %sub = pto.get_subblock_idx
  %sub_index = arith.index_cast %sub : i64 to index
  %half = arith.muli %sub_index, %c8 : index
  %t = pto.declare_tile -> {half}
  %n = pto.alloc_tile : {half}
  scf.for %i = %c0 to %c3 step %c1 {{
    pto.tpop(%t, %pipe : {half}, !pto.pipe) {{split = 1}}
    pto.tneg ins(%t : {half}) outs(%n : {half})
    pto.tfree(%pipe : !pto.pipe) {{split = 1}}
    %base = arith.muli %i, %c16 : index
    %row = arith.addi %base, %half : index
    %po = pto.partition_view %vo, offsets = [%row, %c0], sizes = [%c8, %c16] : !pto.tensor_view<48x16xf32> -> !pto.partition_tensor_view<8x16xf32>
    pto.tstore ins(%n : {half}) outs(%po : !pto.partition_tensor_view<8x16xf32>)
  }}
  return
}}
}}
"#
    );
    let mut toml = String::from("name = \"pto_explicit_pipe\"\n");
    for (name, element, count, io) in [
        ("a", "float16", 768, "input"),
        ("b", "float16", 256, "input"),
        ("out", "float", 768, "output"),
        ("gm", "float", 2048, "output"),
    ] {
        toml.push_str(&global_toml(name, element, count, 256, io));
    }
    for (name, function, cores, args) in [
        (
            "cube",
            "cube_side",
            "0,0",
            "a = \"a\", b = \"b\", gm = \"gm\"",
        ),
        (
            "vector",
            "vector_side",
            "1,0-2,0",
            "out = \"out\", gm = \"gm\"",
        ),
    ] {
        let _ = write!(toml, "\n[[kernel]]\nname = \"{name}\"\nsource = \"kernel.pto\"\nfunction = \"{function}\"\ncores = \"{cores}\"\nargs = {{ {args} }}\n");
    }
    let (a, b) = (small(2, 768), small(5, 256));
    let out = run(
        "explicit_pipe",
        &toml,
        &kernel,
        BTreeMap::from([("a".to_string(), a.clone()), ("b".to_string(), b.clone())]),
    )
    .unwrap_or_else(|e| panic!("{e}\n{kernel}"));
    let want: Vec<f32> = (0..768)
        .map(|e| {
            let (row, col) = (e / 16, e % 16);
            -(0..16)
                .map(|k| a[row * 16 + k] * b[k * 16 + col])
                .sum::<f32>()
        })
        .collect();
    assert_eq!(out["out"], want);
}
