// The per-target rules of the pto dialect's verifier (dialects/src/pto/
// target.rs, on the constraints of dialects/src/pto/arch.rs): IR written
// directly, with the target stated on the module, gets the checks the PTO
// frontend makes at each operand (element types and availability, tile
// locations, layouts, matmul types, location pairs), located at the op.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// TNOT takes i16 and ui16 tiles on A2/A3: an i32 tile is refused at the op,
// with the types it takes as a note.
module attributes {pto.target_arch = "a2a3"} {
  func.func @tnot_i32_a2a3(%x: !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+2 {{'pto.tnot' op: TNOT on a2a3 does not take i32 tiles (src is int32_t)}}
    // expected-note@+1 {{TNOT on a2a3 takes: i16 (int16_t)}}
    %r = "pto.tnot"(%x) : (!pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// The same op on A5, which takes i32 tiles: accepted.
module attributes {pto.target_arch = "a5"} {
  func.func @tnot_i32_a5(%x: !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    %r = "pto.tnot"(%x) : (!pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// A module that states no target is not checked against one.
func.func @tnot_i32_no_target(%x: !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// TPOW exists on A5 only.
module attributes {pto.target_arch = "a2a3"} {
  func.func @tpow_a2a3(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+1 {{'pto.tpow' op: TPOW is not available on a2a3; the ISA documents it for a5 only}}
    %r = "pto.tpow"(%x, %x) : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// A target the table does not know.
module attributes {pto.target_arch = "a9"} {
  func.func @unknown_target(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+1 {{'pto.tnot' op is in a module for PTO target `a9`; expected a2a3 or a5}}
    %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// Vector instructions take vector tiles: a `mat` source is refused (the
// result typed like it is not reported twice).
module attributes {pto.target_arch = "a2a3"} {
  func.func @tabs_mat(%x: !pto.tile<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+2 {{'pto.tabs' op: TABS operates on vector tiles, but src is in `mat`}}
    // expected-note@+1 {{TileData::Loc == TileType::Vec}}
    %r = "pto.tabs"(%x) : (!pto.tile<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// Elementwise instructions read row-major tiles.
module attributes {pto.target_arch = "a2a3"} {
  func.func @tabs_col_major(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "col_major", "none_box", 512, "null">) {
    // expected-error@+2 {{'pto.tabs' op: TABS needs row-major tiles, but src is col_major}}
    // expected-note@+1 {{TileData::isRowMajor}}
    %r = "pto.tabs"(%x) : (!pto.tile<"vec", f32, 16, 16, 16, 16, "col_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "col_major", "none_box", 512, "null">
    return
  }
}

// -----

// TMATMUL's (C, A, B) element types per target.
module attributes {pto.target_arch = "a2a3"} {
  func.func @tmatmul_i16(%a: !pto.tile<"left", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %b: !pto.tile<"right", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+2 {{'pto.tmatmul' op: TMATMUL on a2a3 does not take (C, A, B) = (i32, i16, i16)}}
    // expected-note@+1 {{supported (C, A, B): (i32, i8, i8)}}
    %r = "pto.tmatmul"(%a, %b) : (!pto.tile<"left", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"right", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"acc", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// On A5 the operands' layouts are fixed too: each is reported.
module attributes {pto.target_arch = "a5"} {
  func.func @tmatmul_a5_layouts(%a: !pto.tile<"left", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %b: !pto.tile<"right", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+3 {{'pto.tmatmul' op: TMATMUL on a5 needs a with blayout=col_major, slayout=row_major, not row_major/none_box}}
    // expected-error@+2 {{'pto.tmatmul' op: TMATMUL on a5 needs b with blayout=row_major, slayout=col_major, not row_major/none_box}}
    // expected-error@+1 {{'pto.tmatmul' op: TMATMUL on a5 needs the accumulator with blayout=col_major, slayout=row_major, not row_major/none_box}}
    %r = "pto.tmatmul"(%a, %b) : (!pto.tile<"left", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"right", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"acc", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// TMOV's location pairs differ per target: vec to mat is A5's only.
module attributes {pto.target_arch = "a2a3"} {
  func.func @tmov_vec_to_mat_a2a3(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+2 {{'pto.tmov' op: TMOV on a2a3 cannot move src from `vec` to `mat`}}
    // expected-note@+1 {{TMOV on a2a3 moves mat->left, mat->right, mat->bias, mat->scaling, vec->vec, acc->mat, acc->vec}}
    %r = "pto.tmov"(%x) : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// ... and accepted on A5.
module attributes {pto.target_arch = "a5"} {
  func.func @tmov_acc_to_vec_a5(%x: !pto.tile<"acc", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    %r = "pto.tmov"(%x) : (!pto.tile<"acc", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
    return
  }
}

// -----

// TSTORE on A5 stores vec or acc tiles (A2/A3 also mat ones).
module attributes {pto.target_arch = "a5"} {
  func.func @tstore_mat_a5(%x: !pto.tile<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) {
    // expected-error@+1 {{'pto.tstore' op: TSTORE on a5 stores vec or acc tiles, but src is in `mat`}}
    "pto.tstore"(%x, %g) : (!pto.tile<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
    return
  }
}

// -----

// Level 2 (destination passing): the destination buffer is the last
// operand, the inputs the ones before it.
module attributes {pto.target_arch = "a2a3"} {
  func.func @tnot_level2(%x: !pto.buf<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !pto.buf<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+2 {{'pto.tnot' op: TNOT on a2a3 does not take i32 tiles (src is int32_t)}}
    // expected-note@+1 {{TNOT on a2a3 takes: }}
    "pto.tnot"(%x, %out) : (!pto.buf<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
    return
  }
}
