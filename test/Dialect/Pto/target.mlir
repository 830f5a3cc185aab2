// The per-target rules of the pto dialect's verifier (dialects/src/pto/
// target.rs): IR written directly, with the target stated on the module,
// gets the element-type and availability checks of the instruction table
// (dialects/src/pto/isa.toml) that the PTO frontend makes.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// TNOT takes i16 and ui16 tiles on A2/A3: an i32 tile is refused at the op.
module attributes {pto.target_arch = "a2a3"} {
  func.func @tnot_i32_a2a3(%x: !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
    // expected-error@+1 {{'pto.tnot' op: TNOT on a2a3 does not take i32 tiles; it takes i16, ui16}}
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
