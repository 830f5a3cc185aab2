// Every verifier rule of the pto dialect (dialects/src/pto/pto.toml,
// dialects/src/pto/isa.toml, dialects/src/verify.rs, dialects/src/rules.rs),
// one violation per split: enum attributes, required attributes, the named
// rules (pto_form, pto_same_tile, ...), the same_element groups, the
// parameters of the tile types, and the operand and result structure that
// IRDL also constrains.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// pto_form: tnot in level 1 form (a result) with a buf source.
func.func @tnot_level1_buf(%x: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op level 1 (SSA) form takes !pto.tile operands, but src is !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  %r = "pto.tnot"(%x) : (!pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tnot in level 2 form (a dst buf) with a tile source.
func.func @tnot_level2_tile(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op level 2 (destination-passing) form takes !pto.buf operands, but src is !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  "pto.tnot"(%x, %out) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_form: tnot with both a dst buf and a result.
func.func @tnot_both(%x: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op has both a destination buffer (level 2) and a result (level 1)}}
  %r = "pto.tnot"(%x, %out) : (!pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tnot with neither a dst buf nor a result.
func.func @tnot_neither(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op needs a result (level 1) or a destination buffer operand (level 2)}}
  "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_form: tadds in level 1 form with a buf source.
func.func @tadds_level1_buf(%x: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32) {
  // expected-error@+1 {{'pto.tadds' op level 1 (SSA) form takes !pto.tile operands, but src is !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  %r = "pto.tadds"(%x, %s) : (!pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tadds in level 2 form with a tile source.
func.func @tadds_level2_tile(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32, %out: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tadds' op level 2 (destination-passing) form takes !pto.buf operands, but src is !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  "pto.tadds"(%x, %s, %out) : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32, !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_form: tadds with both a dst buf and a result.
func.func @tadds_both(%x: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32, %out: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tadds' op has both a destination buffer (level 2) and a result (level 1)}}
  %r = "pto.tadds"(%x, %s, %out) : (!pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32, !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tadds with neither a dst buf nor a result.
func.func @tadds_neither(%x: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32) {
  // expected-error@+1 {{'pto.tadds' op needs a result (level 1) or a destination buffer operand (level 2)}}
  "pto.tadds"(%x, %s) : (!pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32) -> ()
  return
}

// -----

// pto_form: tload with both a dst buf and a result.
func.func @tload_both(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %out: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tload' op has both a destination buffer (level 2) and a result (level 1)}}
  %r = "pto.tload"(%g, %out) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tload with neither a dst buf nor a result.
func.func @tload_neither(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'pto.tload' op needs a result (level 1) or a destination buffer operand (level 2)}}
  "pto.tload"(%g) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// pto_same_tile: tnot level 1, result rows differ.
func.func @result_rows(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !pto.tile<"vec", i16, 32 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 32, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result cols differ.
func.func @result_cols(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !pto.tile<"vec", i16, 16 : i64, 32 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 16, 32, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result element type differs.
func.func @result_element(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result location differs.
func.func @result_loc(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !pto.tile<"mat", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"mat", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result layout differs.
func.func @result_layout(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 16, 16, 16, 16, "col_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result valid rows differ.
func.func @result_valid_rows(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 16, 16, 8, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, static vs dynamic valid columns.
func.func @result_valid_cols_dynamic(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 16, 16, 16, -1, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 2, dst location differs.
func.func @dst_loc(%x: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !pto.buf<"acc", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and dst !pto.buf<"acc", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  "pto.tnot"(%x, %out) : (!pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"acc", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_same_tile: tnot level 2, dst layout differs.
func.func @dst_layout(%x: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !pto.buf<"vec", i16, 16, 16, 16, 16, "col_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op src !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and dst !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  "pto.tnot"(%x, %out) : (!pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", i16, 16, 16, 16, 16, "col_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_same_tile: tadds level 1, src and scalar agree but the result element type differs.
func.func @tadds_result_element(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32) {
  // expected-error@+1 {{'pto.tadds' op src !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !pto.tile<"vec", bf16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "pto.tadds"(%x, %s) : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32) -> !pto.tile<"vec", bf16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tadds level 2, dst shape differs.
func.func @tadds_dst_shape(%x: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32, %out: !pto.buf<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tadds' op src !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and dst !pto.buf<"vec", f32, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  "pto.tadds"(%x, %s, %out) : (!pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32, !pto.buf<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_same_tile: tadds level 2, dst valid columns differ.
func.func @tadds_dst_valid(%x: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32, %out: !pto.buf<"vec", f32, 16, 16, 16, 0, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tadds' op src !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and dst !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 0 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  "pto.tadds"(%x, %s, %out) : (!pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32, !pto.buf<"vec", f32, 16, 16, 16, 0, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_scalar_class: a float scalar for an integer tile.
func.func @tadds_scalar_element(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32) {
  // expected-error@+1 {{'pto.tadds' op the scalar of a tile of i16 must be an integer or index, but it is f32}}
  %r = "pto.tadds"(%x, %s) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32) -> !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_scalar_class: an integer scalar for a float buffer.
func.func @tadds_scalar_element_level2(%x: !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: i32, %out: !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tadds' op the scalar of a tile of f16 must be a float, but it is i32}}
  "pto.tadds"(%x, %s, %out) : (!pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, i32, !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// same_element: tload level 1, tensor and result tile elements differ.
func.func @tload_result_element(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'pto.tload' op element types must agree: src has f32, result has i16}}
  %r = "pto.tload"(%g) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// same_element: tload level 2, tensor and dst buffer elements differ.
func.func @tload_dst_element(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %out: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tload' op element types must agree: src has f32, dst has i16}}
  "pto.tload"(%g, %out) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_store_elements: a vec tile's bytes into a view of another element size.
func.func @tstore_tile_element(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tstore' op a vec tile is stored as its bytes, but it holds i16 and the view f32: their sizes differ}}
  "pto.tstore"(%x, %g) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// pto_store_elements: a vec buffer's bytes into a view of another element size.
func.func @tstore_buf_element(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %x: !pto.buf<"vec", bf16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tstore' op a vec tile is stored as its bytes, but it holds bf16 and the view f32: their sizes differ}}
  "pto.tstore"(%x, %g) : (!pto.buf<"vec", bf16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// !pto.tile: unknown location.
// expected-error@+1 {{invalid type !pto.tile<"ub", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: loc is "ub"; expected one of: vec, mat, left, right, acc, bias, scaling}}
func.func @tile_bad_loc(%x: !pto.tile<"ub", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: locations are case-sensitive.
// expected-error@+1 {{invalid type !pto.buf<"Vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: loc is "Vec"; expected one of: vec, mat, left, right, acc, bias, scaling}}
func.func @buf_bad_loc(%x: !pto.buf<"Vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: unknown layout.
// expected-error@+1 {{invalid type !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "zigzag", "none_box", 512 : i64, "null">: layout is "zigzag"; expected one of: row_major, col_major}}
func.func @tile_bad_layout(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "zigzag", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: unknown layout.
// expected-error@+1 {{invalid type !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "rowmajor", "none_box", 512 : i64, "null">: layout is "rowmajor"; expected one of: row_major, col_major}}
func.func @buf_bad_layout(%x: !pto.buf<"vec", i16, 16, 16, 16, 16, "rowmajor", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: bad location and layout, one error each.
// expected-error@+2 {{invalid type !pto.tile<"ub", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "zigzag", "none_box", 512 : i64, "null">: loc is "ub"; expected one of: vec, mat, left, right, acc, bias, scaling}}
// expected-error@+1 {{invalid type !pto.tile<"ub", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "zigzag", "none_box", 512 : i64, "null">: layout is "zigzag"; expected one of: row_major, col_major}}
func.func @tile_bad_loc_and_layout(%x: !pto.tile<"ub", i16, 16, 16, 16, 16, "zigzag", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: index is not a numeric element type.
// expected-error@+1 {{invalid type !pto.tile<"vec", index, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: element type index is not an integer or float type}}
func.func @tile_index_element(%x: !pto.tile<"vec", index, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: a !noc type is not a numeric element type.
// expected-error@+1 {{invalid type !pto.buf<"vec", !noc.semaphore, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: element type !noc.semaphore is not an integer or float type}}
func.func @buf_noc_element(%x: !pto.buf<"vec", !noc.semaphore, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: a !tile.math type is not a numeric element type.
// expected-error@+1 {{invalid type !pto.tile<"vec", !tile.math<bf16>, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: element type !tile.math<bf16> is not an integer or float type}}
func.func @tile_math_element(%x: !pto.tile<"vec", !tile.math<bf16>, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: the element parameter is an attribute, not a type.
// expected-error@+1 {{invalid type !pto.buf<"vec", 5 : i64, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: element must be a type}}
func.func @buf_attr_element(%x: !pto.buf<"vec", 5, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: rows = 0.
// expected-error@+1 {{invalid type !pto.tile<"vec", f32, 0 : i64, 16 : i64, 0 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: rows is 0; it must be at least 1}}
func.func @tile_zero_rows(%x: !pto.tile<"vec", f32, 0, 16, 0, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: negative rows (valid_rows dynamic).
// expected-error@+1 {{invalid type !pto.buf<"vec", f32, -4 : i64, 16 : i64, -1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: rows is -4; it must be at least 1}}
func.func @buf_negative_rows(%x: !pto.buf<"vec", f32, -4, 16, -1, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: cols = 0.
// expected-error@+1 {{invalid type !pto.tile<"vec", f32, 16 : i64, 0 : i64, 16 : i64, 0 : i64, "row_major", "none_box", 512 : i64, "null">: cols is 0; it must be at least 1}}
func.func @tile_zero_cols(%x: !pto.tile<"vec", f32, 16, 0, 16, 0, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: negative cols (valid_cols dynamic).
// expected-error@+1 {{invalid type !pto.buf<"vec", f32, 16 : i64, -4 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">: cols is -4; it must be at least 1}}
func.func @buf_negative_cols(%x: !pto.buf<"vec", f32, 16, -4, 16, -1, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: valid_rows = rows + 1.
// expected-error@+1 {{invalid type !pto.tile<"vec", f32, 16 : i64, 16 : i64, 17 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: valid_rows is 17; it must be -1 (dynamic) or within 0..=16}}
func.func @tile_valid_rows_too_big(%x: !pto.tile<"vec", f32, 16, 16, 17, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: valid_rows = -2.
// expected-error@+1 {{invalid type !pto.buf<"vec", f32, 16 : i64, 16 : i64, -2 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: valid_rows is -2; it must be -1 (dynamic) or within 0..=16}}
func.func @buf_valid_rows_negative(%x: !pto.buf<"vec", f32, 16, 16, -2, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: valid_cols = cols + 1.
// expected-error@+1 {{invalid type !pto.tile<"vec", f32, 8 : i64, 32 : i64, 8 : i64, 33 : i64, "row_major", "none_box", 512 : i64, "null">: valid_cols is 33; it must be -1 (dynamic) or within 0..=32}}
func.func @tile_valid_cols_too_big(%x: !pto.tile<"vec", f32, 8, 32, 8, 33, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: valid_cols = -2.
// expected-error@+1 {{invalid type !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, -2 : i64, "row_major", "none_box", 512 : i64, "null">: valid_cols is -2; it must be -1 (dynamic) or within 0..=16}}
func.func @buf_valid_cols_negative(%x: !pto.buf<"vec", f32, 16, 16, 16, -2, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: every size rule at once, in parameter order; valid counts
// are not checked against dimensions that are themselves wrong.
// expected-error@+2 {{invalid type !pto.tile<"vec", i8, 0 : i64, -1 : i64, 1 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">: rows is 0; it must be at least 1}}
// expected-error@+1 {{invalid type !pto.tile<"vec", i8, 0 : i64, -1 : i64, 1 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">: cols is -1; it must be at least 1}}
func.func @tile_all_sizes_bad(%x: !pto.tile<"vec", i8, 0, -1, 1, 2, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: a string where rows (an integer) belongs; IRDL rejects it at parse time.
// expected-error@+1 {{expected base attribute 'builtin.integer' but got 'builtin.string'}}
func.func @tile_string_rows(%x: !pto.tile<"vec", i16, "16", 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.buf: an integer where the location (a string) belongs; IRDL rejects it at parse time.
// expected-error@+1 {{expected base attribute 'builtin.string' but got 'builtin.integer'}}
func.func @buf_integer_loc(%x: !pto.buf<0, i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !pto.tile: too few parameters; IRDL rejects it at parse time.
// expected-error@+1 {{expected 10 type arguments, but had 3}}
func.func @tile_three_params(%x: !pto.tile<"vec", i16, 16>) {
  return
}

// -----

// !pto.gtensor: six dimensions.
// expected-error@+1 {{invalid type !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 1, 1>, array<i64: 1, 1, 1, 1, 1, 1>>: shape has 6 dimensions; expected 1 to 5}}
func.func @gtensor_six_dims(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 1, 1>, array<i64: 1, 1, 1, 1, 1, 1>>) {
  return
}

// -----

// !pto.gtensor: zero dimensions.
// expected-error@+1 {{invalid type !pto.gtensor<f32, array<i64>, array<i64>>: shape has 0 dimensions; expected 1 to 5}}
func.func @gtensor_no_dims(%g: !pto.gtensor<f32, array<i64>, array<i64>>) {
  return
}

// -----

// !pto.gtensor: fewer strides than dimensions.
// expected-error@+1 {{invalid type !pto.gtensor<f32, array<i64: 4, 4>, array<i64: 1>>: shape has 2 dimensions but stride has 1}}
func.func @gtensor_stride_rank(%g: !pto.gtensor<f32, array<i64: 4, 4>, array<i64: 1>>) {
  return
}

// -----

// !pto.gtensor: more strides than dimensions.
// expected-error@+1 {{invalid type !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 1, 16, 1>>: shape has 5 dimensions but stride has 6}}
func.func @gtensor_stride_rank_more(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 1, 16, 1>>) {
  return
}

// -----

// !pto.gtensor: a dimension of 0.
// expected-error@+1 {{invalid type !pto.gtensor<f32, array<i64: 4, 0>, array<i64: 4, 1>>: shape dimensions must be at least 1}}
func.func @gtensor_zero_dim(%g: !pto.gtensor<f32, array<i64: 4, 0>, array<i64: 4, 1>>) {
  return
}

// -----

// !pto.gtensor: a negative dimension.
// expected-error@+1 {{invalid type !pto.gtensor<f32, array<i64: 4, -2>, array<i64: 1, 1>>: shape dimensions must be at least 1}}
func.func @gtensor_negative_dim(%g: !pto.gtensor<f32, array<i64: 4, -2>, array<i64: 1, 1>>) {
  return
}

// -----

// !pto.gtensor: a negative stride.
// expected-error@+1 {{invalid type !pto.gtensor<f32, array<i64: 4, 4>, array<i64: -4, 1>>: strides must be non-negative}}
func.func @gtensor_negative_stride(%g: !pto.gtensor<f32, array<i64: 4, 4>, array<i64: -4, 1>>) {
  return
}

// -----

// !pto.gtensor: index is not a numeric element type.
// expected-error@+1 {{invalid type !pto.gtensor<index, array<i64: 4>, array<i64: 1>>: element type is not an integer or float type}}
func.func @gtensor_index_element(%g: !pto.gtensor<index, array<i64: 4>, array<i64: 1>>) {
  return
}

// -----

// !pto.gtensor: every rule at once, one error each.
// expected-error@+5 {{invalid type !pto.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: shape has 6 dimensions; expected 1 to 5}}
// expected-error@+4 {{invalid type !pto.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: shape has 6 dimensions but stride has 1}}
// expected-error@+3 {{invalid type !pto.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: shape dimensions must be at least 1}}
// expected-error@+2 {{invalid type !pto.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: strides must be non-negative}}
// expected-error@+1 {{invalid type !pto.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: element type is not an integer or float type}}
func.func @gtensor_everything(%g: !pto.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>) {
  return
}

// -----

// !pto.gtensor: a builtin array where a dense array belongs; IRDL rejects it at parse time.
// expected-error@+1 {{expected base attribute 'builtin.dense_array' but got 'builtin.array'}}
func.func @gtensor_array_shape(%g: !pto.gtensor<f32, [4], [1]>) {
  return
}

// -----

// A bad tile type in a PTO result is reported at that op, along with the op's own rule.
func.func @bad_tload_result(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{invalid type !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "diag", "none_box", 512 : i64, "null">: layout is "diag"; expected one of: row_major, col_major}}
  %t = "pto.tload"(%g) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "diag", "none_box", 512, "null">
  return
}

// -----

// Wrong operand type: tstore stores a tile or a buf, not a tensor view.
func.func @tstore_tensor(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'pto.tstore' op operand #0 (src) must be !pto.tile or !pto.buf, but it is !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>}}
  "pto.tstore"(%g, %g) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// Wrong operand type: tload's dst is a buf, not a tile.
func.func @tload_tile_dst(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tload' op operand #1 (dst) must be !pto.buf, but it is !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  "pto.tload"(%g, %x) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// Wrong operand type: tadds' scalar must be in the scalar set.
func.func @tadds_f64_scalar(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f64) {
  // expected-error@+1 {{'pto.tadds' op operand #1 (scalar) must be a scalar type (i8, i16, i32, i64, f16, bf16, f32) or index, but it is f64}}
  %r = "pto.tadds"(%x, %s) : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f64) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// Wrong result type: a level 1 PTO result is a tile, not a buf.
func.func @tnot_buf_result(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op result #0 (result) must be !pto.tile, but it is !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// Wrong operand count: tadds without its scalar.
func.func @tadds_one(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tadds' op expects operands (src, scalar, [dst]) but has 1 operand}}
  %r = "pto.tadds"(%x) : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_store_elements: the fix-pipe does not store an f32 accumulator as int8 without a quantiser.
func.func @tstore_acc_element(%g: !pto.gtensor<i8, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %x: !pto.buf<"acc", f32, 16, 16, 16, 16, "col_major", "row_major", 1024, "null">) {
  // expected-error@+1 {{'pto.tstore' op from acc the fix-pipe stores f32 or i32 as i32, f32, f16 or bf16 (quantised also as int8, uint8 or int16), not f32 as i8}}
  "pto.tstore"(%x, %g) : (!pto.buf<"acc", f32, 16, 16, 16, 16, "col_major", "row_major", 1024, "null">, !pto.gtensor<i8, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// Wrong operand count: tstore with one operand.
func.func @tstore_one(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'pto.tstore' op expects operands (src, view) but has 1 operand}}
  "pto.tstore"(%g) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// Wrong result count: tnot has at most one result.
func.func @tnot_two_results(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tnot' op expects results ([result]) but has 2 results}}
  %r:2 = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">)
  return
}

// -----

// Integer parameters are i64: another width would be read differently
// (255 : ui8 is -1 as an i64).
// expected-error@+1 {{invalid type !pto.tile<"vec", f32, 16 : i64, 16 : i64, 255 : ui8, -1 : i64, "row_major", "none_box", 512 : i64, "null">: valid_rows is 255 : ui8; expected an i64 integer}}
func.func @tile_param_not_i64(%x: !pto.tile<"vec", f32, 16, 16, 255 : ui8, -1, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// Shapes are arrays of i64.
// expected-error@+2 {{shape is array<i32: 4>; expected an array<i64: ...>}}
// expected-error@+1 {{stride is array<i32: 1>; expected an array<i64: ...>}}
func.func @gtensor_shape_not_i64(%x: !pto.gtensor<f32, array<i32: 4>, array<i32: 1>>) {
  return
}

// -----

// Types in a declaration's signature are checked too.
// expected-error@+1 {{invalid type !pto.tile<"vec", f32, 0 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">: rows is 0; it must be at least 1}}
func.func private @declared(!pto.tile<"vec", f32, 0, 16, -1, -1, "row_major", "none_box", 512, "null">)

// -----

// pto_row_expand_shape: the vector of a row expansion has the destination's rows.
func.func @row_expand_rows(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %v: !pto.tile<"vec", f32, 8, 1, 8, 1, "col_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.trowexpandadd' op a row expansion takes one value per destination row: the 8x1 operand needs 16 rows}}
  %0 = "pto.trowexpandadd"(%x, %v) : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"vec", f32, 8, 1, 8, 1, "col_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_row_expand_shape: the full operand has the destination's shape.
func.func @row_expand_full(%x: !pto.tile<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">, %v: !pto.tile<"vec", f32, 16, 1, 16, 1, "col_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.trowexpandmul' op src0 is 16x8 but the destination is 16x16}}
  %0 = "pto.trowexpandmul"(%x, %v) : (!pto.tile<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">, !pto.tile<"vec", f32, 16, 1, 16, 1, "col_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_col_expand_shape: the vector of a column expansion has the destination's columns.
func.func @col_expand_cols(%v: !pto.tile<"vec", f32, 1, 16, 1, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tcolexpand' op a column expansion takes one value per destination column: the 1x16 operand needs 8 columns}}
  %0 = "pto.tcolexpand"(%v) : (!pto.tile<"vec", f32, 1, 16, 1, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_row_reduce_shape on a generated reduction: one value per source row.
func.func @row_min_rows(%x: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.trowmin' op a row reduction of a 16x16 tile has 16 rows, but the destination has 8}}
  %0 = "pto.trowmin"(%x) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", f32, 8, 1, 8, 1, "col_major", "none_box", 512, "null">
  return
}

// -----

// pto_nz_global: an NZ view into a row-major tile.
func.func @nz_global_into_nd(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 24>, array<i64: 768, 768, 768, 24, 1>>, %t: !pto.buf<"vec", f32, 32, 24, 32, 24, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tload' op an NZ global tensor loads into an NZ tile (blayout col_major, slayout row_major, 512-byte boxes)}}
  "pto.tload"(%g, %t) {nz_global} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 24>, array<i64: 768, 768, 768, 24, 1>>, !pto.buf<"vec", f32, 32, 24, 32, 24, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_nz_global: a view that is not boxes.
func.func @nz_global_not_boxes(%g: !pto.gtensor<f32, array<i64: 1, 1, 1, 24, 24>, array<i64: 576, 576, 576, 24, 1>>, %t: !pto.buf<"vec", f32, 32, 24, 32, 24, "col_major", "row_major", 512, "null">) {
  // expected-error@+1 {{'pto.tload' op the NZ global tensor is not boxes: a 24x24 matrix is not whole 16x8 boxes}}
  "pto.tload"(%g, %t) {nz_global} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 24, 24>, array<i64: 576, 576, 576, 24, 1>>, !pto.buf<"vec", f32, 32, 24, 32, 24, "col_major", "row_major", 512, "null">) -> ()
  return
}

// -----

// pto_nz_global: the tile's valid region is not the view's matrix.
func.func @nz_global_valid(%g: !pto.gtensor<f32, array<i64: 1, 3, 2, 16, 8>, array<i64: 768, 256, 128, 8, 1>>, %t: !pto.buf<"vec", f32, 32, 24, 16, 24, "col_major", "row_major", 512, "null">) {
  // expected-error@+1 {{'pto.tload' op the NZ global tensor is a 32x24 matrix, but the tile's valid region is 16x24}}
  "pto.tload"(%g, %t) {nz_global} : (!pto.gtensor<f32, array<i64: 1, 3, 2, 16, 8>, array<i64: 768, 256, 128, 8, 1>>, !pto.buf<"vec", f32, 32, 24, 16, 24, "col_major", "row_major", 512, "null">) -> ()
  return
}

// -----

// pto_async_session: a scratch in the matrix buffer, a float workspace and
// a sync_id past 7, each reported.
func.func @async_session_rules(%scratch: !pto.buf<"mat", i8, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %ws: !pto.ptr<f32>) {
  // expected-error@+3 {{'pto.build_async_session' op the scratch tile is in `mat`: it must be a vector tile (loc=vec)}}
  // expected-error@+2 {{'pto.build_async_session' op the workspace holds f32: it must hold 8-bit integers}}
  // expected-error@+1 {{'pto.build_async_session' op sync_id is 9: it must be 0 to 7}}
  %s = "pto.build_async_session"(%scratch, %ws) {sync_id = 9 : i64} : (!pto.buf<"mat", i8, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.ptr<f32>) -> !pto.async_session
  return
}

// -----

// pto_async_session: a scratch of fewer than 8 bytes.
func.func @async_session_small_scratch(%scratch: !pto.buf<"vec", i8, 1, 4, 1, 4, "row_major", "none_box", 512, "null">, %ws: !pto.ptr<i8>) {
  // expected-error@+1 {{'pto.build_async_session' op the scratch tile has 4 bytes: it must hold at least 8}}
  %s = "pto.build_async_session"(%scratch, %ws) : (!pto.buf<"vec", i8, 1, 4, 1, 4, "row_major", "none_box", 512, "null">, !pto.ptr<i8>) -> !pto.async_session
  return
}

// -----

// pto_async_transfer: a 2-D destination, and element types that differ.
func.func @async_transfer_rules(%a: !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>, %b: !pto.gtensor<f16, array<i64: 1, 1, 1, 1, 256>, array<i64: 256, 256, 256, 256, 1>>, %s: !pto.async_session) {
  // expected-error@+3 {{'pto.tput_async' op the destination has shape [1, 1, 1, 16, 16]: the copy takes a flat 1-D tensor}}
  // expected-error@+2 {{'pto.tput_async' op the destination holds f32 but the source f16: they must hold one element type}}
  // expected-error@+1 {{'pto.tput_async' op the destination is}}
  %e = "pto.tput_async"(%a, %b, %s) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>, !pto.gtensor<f16, array<i64: 1, 1, 1, 1, 256>, array<i64: 256, 256, 256, 256, 1>>, !pto.async_session) -> !pto.async_event
  return
}

// -----

// pto_async_transfer: a strided source.
func.func @async_transfer_strided(%a: !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 64>, array<i64: 128, 128, 128, 128, 1>>, %b: !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 64>, array<i64: 128, 128, 128, 128, 2>>, %s: !pto.async_session) {
  // expected-error@+1 {{'pto.tget_async' op the source has strides [128, 128, 128, 128, 2]: the copy takes contiguous elements (innermost stride 1)}}
  %e = "pto.tget_async"(%a, %b, %s) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 1, 64>, array<i64: 128, 128, 128, 128, 1>>, !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 64>, array<i64: 128, 128, 128, 128, 2>>, !pto.async_session) -> !pto.async_event
  return
}

// -----

// pto_two_destinations: tinterleave in level 1 form with a buf source.
func.func @tinterleave_level1_buf(%x: !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %y: !pto.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tinterleave' op level 1 (SSA) form takes !pto.tile operands, but src0 is !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  %0:2 = "pto.tinterleave"(%x, %y) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> (!pto.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">)
  return
}

// -----

// pto_two_destinations: tinterleave with one destination buffer and one result.
func.func @tinterleave_mixed(%x: !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tinterleave' op has both destination buffers (level 2) and results (level 1)}}
  %0 = "pto.tinterleave"(%x, %x, %x) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, resultSegmentSizes = array<i32: 0, 1>} : (!pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_two_destinations: tdeinterleave with one destination.
func.func @tdeinterleave_one_dst(%x: !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tdeinterleave' op has 1 destination: it writes two}}
  "pto.tdeinterleave"(%x, %x, %x) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_two_destinations: tpartargmax with neither destinations nor results.
func.func @tpartargmax_neither(%v: !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %i: !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'pto.tpartargmax' op needs two results (level 1) or two destination buffers (level 2)}}
  "pto.tpartargmax"(%v, %v, %i, %i) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// alloc_tile: a constant valid operand lies within the buffer (pto_alloc_valid).
func.func @alloc_valid_beyond() {
  %c20 = arith.constant 20 : index
  %c16 = arith.constant 16 : index
  // expected-error@+1 {{'pto.alloc_tile' op 20 valid rows do not fit the buffer's 16 static rows}}
  %t = "pto.alloc_tile"(%c20, %c16) : (index, index) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}

// -----

// set_valid_shape: so do constant valid dims set at run time (pto_set_valid_shape).
func.func @set_valid_beyond(%t: !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c8 = arith.constant 8 : index
  %c17 = arith.constant 17 : index
  // expected-error@+1 {{'pto.set_valid_shape' op 17 valid columns do not fit the buffer's 16 static columns}}
  %u = "pto.set_valid_shape"(%t, %c8, %c17) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}
