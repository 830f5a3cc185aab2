// Round trip of every op of the pto dialect (dialects/src/pto/pto.toml and
// the ops of the instruction table dialects/src/pto/isa.toml), every value of
// its enum attributes and both PTO levels: parse, verify,
// print, parse again; once through the custom printer, once through the
// generic one. Operands are function arguments, captured from the signature,
// so a dropped, duplicated or reordered operand fails the check.
// RUN: tanto-opt %s | tanto-opt | FileCheck %s
// RUN: tanto-opt %s --mlir-print-op-generic | tanto-opt | FileCheck %s

// tnot, level 1: a tile in, a tile out.
// CHECK-LABEL: func.func @tnot_level1(
// CHECK-SAME: %[[X:[^:]+]]: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: %{{[^ ]+}} = "pto.tnot"(%[[X]]) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tnot_level1(%x: !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  %r = "pto.tnot"(%x) : (!pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !pto.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// tnot, level 2: source buffer, destination buffer last, no result.
// CHECK-LABEL: func.func @tnot_level2(
// CHECK-SAME: %[[X:[^:]+]]: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %[[OUT:[^:]+]]: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "pto.tnot"(%[[X]], %[[OUT]]) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tnot_level2(%x: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  "pto.tnot"(%x, %out) : (!pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !pto.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// tadds, level 1, f32 tile with a dynamic valid column count.
// CHECK-LABEL: func.func @tadds_level1(
// CHECK-SAME: %[[X:[^:]+]]: !pto.tile<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, %[[S:[^:]+]]: f32) {
// CHECK-NEXT: %{{[^ ]+}} = "pto.tadds"(%[[X]], %[[S]]) : (!pto.tile<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_level1(%x: !pto.tile<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">, %s: f32) {
  %r = "pto.tadds"(%x, %s) : (!pto.tile<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">, f32) -> !pto.tile<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">
  return
}

// -----

// tadds, level 2: source buffer, scalar, destination buffer.
// CHECK-LABEL: func.func @tadds_level2(
// CHECK-SAME: %[[X:[^:]+]]: !pto.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, %[[S:[^:]+]]: f32, %[[OUT:[^:]+]]: !pto.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "pto.tadds"(%[[X]], %[[S]], %[[OUT]]) : (!pto.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_level2(%x: !pto.buf<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">, %s: f32, %out: !pto.buf<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">) {
  "pto.tadds"(%x, %s, %out) : (!pto.buf<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">, f32, !pto.buf<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// tadds, level 1, bf16 column-major tile with no valid rows.
// CHECK-LABEL: func.func @tadds_bf16(
// CHECK-SAME: %[[X:[^:]+]]: !pto.tile<"mat", bf16, 32 : i64, 32 : i64, 0 : i64, 32 : i64, "col_major", "none_box", 512 : i64, "null">, %[[S:[^:]+]]: bf16) {
// CHECK-NEXT: %{{[^ ]+}} = "pto.tadds"(%[[X]], %[[S]]) : (!pto.tile<"mat", bf16, 32 : i64, 32 : i64, 0 : i64, 32 : i64, "col_major", "none_box", 512 : i64, "null">, bf16) -> !pto.tile<"mat", bf16, 32 : i64, 32 : i64, 0 : i64, 32 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_bf16(%x: !pto.tile<"mat", bf16, 32, 32, 0, 32, "col_major", "none_box", 512, "null">, %s: bf16) {
  %r = "pto.tadds"(%x, %s) : (!pto.tile<"mat", bf16, 32, 32, 0, 32, "col_major", "none_box", 512, "null">, bf16) -> !pto.tile<"mat", bf16, 32, 32, 0, 32, "col_major", "none_box", 512, "null">
  return
}

// -----

// tadds, level 2, i32 buffers with a dynamic valid region.
// CHECK-LABEL: func.func @tadds_i32_level2(
// CHECK-SAME: %[[X:[^:]+]]: !pto.buf<"acc", i32, 8 : i64, 8 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, %[[S:[^:]+]]: i32, %[[OUT:[^:]+]]: !pto.buf<"acc", i32, 8 : i64, 8 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "pto.tadds"(%[[X]], %[[S]], %[[OUT]]) : (!pto.buf<"acc", i32, 8 : i64, 8 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"acc", i32, 8 : i64, 8 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_i32_level2(%x: !pto.buf<"acc", i32, 8, 8, -1, -1, "row_major", "none_box", 512, "null">, %s: i32, %out: !pto.buf<"acc", i32, 8, 8, -1, -1, "row_major", "none_box", 512, "null">) {
  "pto.tadds"(%x, %s, %out) : (!pto.buf<"acc", i32, 8, 8, -1, -1, "row_major", "none_box", 512, "null">, i32, !pto.buf<"acc", i32, 8, 8, -1, -1, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// tload, level 1: a global tensor view in, a tile out.
// CHECK-LABEL: func.func @tload_level1(
// CHECK-SAME: %[[G:[^:]+]]: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) {
// CHECK-NEXT: %{{[^ ]+}} = "pto.tload"(%[[G]]) : (!pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !pto.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tload_level1(%g: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) {
  %t = "pto.tload"(%g) : (!pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !pto.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">
  return
}

// -----

// tload, level 2: a global tensor view and the destination buffer.
// CHECK-LABEL: func.func @tload_level2(
// CHECK-SAME: %[[G:[^:]+]]: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %[[OUT:[^:]+]]: !pto.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "pto.tload"(%[[G]], %[[OUT]]) : (!pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !pto.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tload_level2(%g: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %out: !pto.buf<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">) {
  "pto.tload"(%g, %out) : (!pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !pto.buf<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// tstore of a tile (level 1).
// CHECK-LABEL: func.func @tstore_tile(
// CHECK-SAME: %[[G:[^:]+]]: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %[[X:[^:]+]]: !pto.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "pto.tstore"(%[[X]], %[[G]]) : (!pto.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tstore_tile(%g: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %x: !pto.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">) {
  "pto.tstore"(%x, %g) : (!pto.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">, !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
  return
}

// -----

// tstore of a buffer (level 2).
// CHECK-LABEL: func.func @tstore_buf(
// CHECK-SAME: %[[G:[^:]+]]: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %[[X:[^:]+]]: !pto.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "pto.tstore"(%[[X]], %[[G]]) : (!pto.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tstore_buf(%g: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %x: !pto.buf<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">) {
  "pto.tstore"(%x, %g) : (!pto.buf<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">, !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
  return
}

// -----

// tload then tstore of the loaded tile (level 1 chain).
// CHECK-LABEL: func.func @tload_tstore(
// CHECK-SAME: %[[G:[^:]+]]: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) {
// CHECK-NEXT: %[[T:[^ ]+]] = "pto.tload"(%[[G]]) : (!pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !pto.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tstore"(%[[T]], %[[G]]) : (!pto.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tload_tstore(%g: !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) {
  %t = "pto.tload"(%g) : (!pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !pto.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">
  "pto.tstore"(%t, %g) : (!pto.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">, !pto.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
  return
}

// -----

// Every tile location and layout, valid region full, empty or dynamic, tile and buf.
// CHECK-LABEL: func.func @tile_types(
// CHECK-SAME: %[[A:[^:]+]]: !pto.tile<"vec", i8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %[[B:[^:]+]]: !pto.tile<"mat", bf16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "col_major", "none_box", 512 : i64, "null">, %[[C:[^:]+]]: !pto.tile<"left", f16, 16 : i64, 16 : i64, 0 : i64, 0 : i64, "row_major", "none_box", 512 : i64, "null">, %[[D:[^:]+]]: !pto.tile<"right", f16, 16 : i64, 16 : i64, -1 : i64, 16 : i64, "col_major", "none_box", 512 : i64, "null">, %[[E:[^:]+]]: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, %[[F:[^:]+]]: !pto.buf<"bias", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %[[G:[^:]+]]: !pto.buf<"scaling", i64, 1 : i64, 8 : i64, 1 : i64, 8 : i64, "col_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tile_types(%a: !pto.tile<"vec", i8, 16, 32, 16, 32, "row_major", "none_box", 512, "null">, %b: !pto.tile<"mat", bf16, 32, 32, 32, 32, "col_major", "none_box", 512, "null">, %c: !pto.tile<"left", f16, 16, 16, 0, 0, "row_major", "none_box", 512, "null">, %d: !pto.tile<"right", f16, 16, 16, -1, 16, "col_major", "none_box", 512, "null">, %e: !pto.buf<"acc", f32, 16, 16, 16, -1, "row_major", "none_box", 512, "null">, %f: !pto.buf<"bias", f32, 1, 64, 1, 64, "row_major", "none_box", 512, "null">, %g: !pto.buf<"scaling", i64, 1, 8, 1, 8, "col_major", "none_box", 512, "null">) {
  return
}

// -----

// Global tensor views of 1 to 5 dimensions; a stride may be 0.
// CHECK-LABEL: func.func @gtensor_types(
// CHECK-SAME: %[[A:[^:]+]]: !pto.gtensor<f32, array<i64: 16>, array<i64: 1>>, %[[B:[^:]+]]: !pto.gtensor<bf16, array<i64: 16, 32>, array<i64: 32, 1>>, %[[C:[^:]+]]: !pto.gtensor<i8, array<i64: 2, 16, 32>, array<i64: 512, 32, 1>>, %[[D:[^:]+]]: !pto.gtensor<i16, array<i64: 1, 2, 16, 32>, array<i64: 1024, 512, 32, 1>>, %[[E:[^:]+]]: !pto.gtensor<i32, array<i64: 1, 1, 1, 16, 16>, array<i64: 0, 0, 0, 16, 1>>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @gtensor_types(%a: !pto.gtensor<f32, array<i64: 16>, array<i64: 1>>, %b: !pto.gtensor<bf16, array<i64: 16, 32>, array<i64: 32, 1>>, %c: !pto.gtensor<i8, array<i64: 2, 16, 32>, array<i64: 512, 32, 1>>, %d: !pto.gtensor<i16, array<i64: 1, 2, 16, 32>, array<i64: 1024, 512, 32, 1>>, %e: !pto.gtensor<i32, array<i64: 1, 1, 1, 16, 16>, array<i64: 0, 0, 0, 16, 1>>) {
  return
}

// tadd: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tadd_forms(
// CHECK-NEXT: %0 = "pto.tadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tadd"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadd_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tadd"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsub: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tsub_forms(
// CHECK-NEXT: %0 = "pto.tsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsub"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsub_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsub"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmul: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tmul_forms(
// CHECK-NEXT: %0 = "pto.tmul"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmul"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmul"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmul_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmul"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmul"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmul"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tdiv: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tdiv_forms(
// CHECK-NEXT: %0 = "pto.tdiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tdiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tdiv"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tdiv_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tdiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tdiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tdiv"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmax: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tmax_forms(
// CHECK-NEXT: %0 = "pto.tmax"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmax"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmax"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmax_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmax"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmax"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmax"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmin: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tmin_forms(
// CHECK-NEXT: %0 = "pto.tmin"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmin"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmin"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmin_forms(%arg0: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmin"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmin"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmin"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tand: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tand_forms(
// CHECK-NEXT: %0 = "pto.tand"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tand"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tand"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tand_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tand"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tand"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tand"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tor: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tor_forms(
// CHECK-NEXT: %0 = "pto.tor"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tor"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tor"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tor_forms(%arg0: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tor"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tor"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tor"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// txor: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @txor_forms(
// CHECK-NEXT: %0 = "pto.txor"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.txor"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.txor"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @txor_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.txor"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.txor"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.txor"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tshl: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tshl_forms(
// CHECK-NEXT: %0 = "pto.tshl"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tshl"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tshl"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tshl_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tshl"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tshl"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tshl"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tshr: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tshr_forms(
// CHECK-NEXT: %0 = "pto.tshr"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tshr"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tshr"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tshr_forms(%arg0: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tshr"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tshr"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tshr"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmatmul: as the PTO frontend writes them (matmul.pto).
// CHECK-LABEL: func.func @tmatmul_forms(
// CHECK-NEXT: %0 = "pto.tmatmul"(%arg0, %arg1) : (!pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmatmul"(%arg0, %arg1) : (!pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmatmul"(%arg2, %arg3, %arg4) : (!pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmatmul_forms(%arg0: !pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmatmul"(%arg0, %arg1) : (!pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmatmul"(%arg0, %arg1) : (!pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmatmul"(%arg2, %arg3, %arg4) : (!pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmatmul_acc: as the PTO frontend writes them (matmul.pto).
// CHECK-LABEL: func.func @tmatmul_acc_forms(
// CHECK-NEXT: %0 = "pto.tmatmul_acc"(%arg0, %arg1, %arg2) : (!pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmatmul_acc"(%arg0, %arg1, %arg2) : (!pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmatmul_acc"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmatmul_acc_forms(%arg0: !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmatmul_acc"(%arg0, %arg1, %arg2) : (!pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmatmul_acc"(%arg0, %arg1, %arg2) : (!pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmatmul_acc"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmov: as the PTO frontend writes them (move.pto).
// CHECK-LABEL: func.func @tmov_m2l_forms(
// CHECK-NEXT: %0 = "pto.tmov"(%arg0) : (!pto.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmov"(%arg0) : (!pto.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmov"(%arg1, %arg2) : (!pto.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmov_m2l_forms(%arg0: !pto.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmov"(%arg0) : (!pto.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmov"(%arg0) : (!pto.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmov"(%arg1, %arg2) : (!pto.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmov out of an accumulator (tmov-fix-pipe.pto): converted with ReLU, and
// tmov_pre with its pre-quantisation word and an acc-to-vec mode.
// CHECK-LABEL: func.func @tmov_fix_pipe_forms(
// CHECK-NEXT: "pto.tmov"(%arg0, %arg1) {relu} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tmov_pre"(%arg0, %arg3, %arg2) {acc_to_vec_mode = "single_mode_vec1", relu} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, i64, !pto.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
func.func @tmov_fix_pipe_forms(%arg0: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, %arg1: !pto.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i64) {
  "pto.tmov"(%arg0, %arg1) {relu} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tmov_pre"(%arg0, %arg3, %arg2) {acc_to_vec_mode = "single_mode_vec1", relu} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, i64, !pto.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tstore out of an accumulator through the fix-pipe (tstore-fixpipe.pto):
// converted with ReLU and an atomic add, tstore_pre with its
// pre-quantisation word, tstore_fp with its scaling tile.
// CHECK-LABEL: func.func @tstore_fix_pipe_forms(
// CHECK-NEXT: "pto.tstore"(%arg0, %arg2) {atomic_add, relu} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.gtensor<f16, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
// CHECK-NEXT: "pto.tstore_pre"(%arg0, %arg4, %arg3) {relu} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, i64, !pto.gtensor<i8, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
// CHECK-NEXT: "pto.tstore_fp"(%arg0, %arg1, %arg3) {atomic_add} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<i8, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
// CHECK-NEXT: return
func.func @tstore_fix_pipe_forms(%arg0: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, %arg1: !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.gtensor<f16, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>, %arg3: !pto.gtensor<i8, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>, %arg4: i64) {
  "pto.tstore"(%arg0, %arg2) {atomic_add, relu} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.gtensor<f16, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
  "pto.tstore_pre"(%arg0, %arg4, %arg3) {relu} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, i64, !pto.gtensor<i8, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
  "pto.tstore_fp"(%arg0, %arg1, %arg3) {atomic_add} : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<i8, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
  return
}

// -----

// ttrans: as the PTO frontend writes them (move.pto).
// CHECK-LABEL: func.func @ttrans_forms(
// CHECK-NEXT: %0 = "pto.ttrans"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.ttrans"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.ttrans"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ttrans_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.ttrans"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.ttrans"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.ttrans"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowsum: as the PTO frontend writes them (reduce.pto).
// CHECK-LABEL: func.func @trowsum_forms(
// CHECK-NEXT: %0 = "pto.trowsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowsum"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowsum_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "pto.trowsum"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowmax: as the PTO frontend writes them (reduce.pto).
// CHECK-LABEL: func.func @trowmax_forms(
// CHECK-NEXT: %0 = "pto.trowmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowmax_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "pto.trowmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolsum: as the PTO frontend writes them (reduce.pto).
// CHECK-LABEL: func.func @tcolsum_forms(
// CHECK-NEXT: %0 = "pto.tcolsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolsum"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolsum_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolsum"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolmax: as the PTO frontend writes them (reduce.pto).
// CHECK-LABEL: func.func @tcolmax_forms(
// CHECK-NEXT: %0 = "pto.tcolmax"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolmax"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolmax"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolmax_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolmax"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolmax"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolmax"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tadds: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tadds_forms(
// CHECK-NEXT: %0 = "pto.tadds"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tadds"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tadds"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tadds"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tadds"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tadds"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsubs: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tsubs_forms(
// CHECK-NEXT: %0 = "pto.tsubs"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsubs"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsubs"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsubs_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsubs"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsubs"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsubs"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmuls: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tmuls_forms(
// CHECK-NEXT: %0 = "pto.tmuls"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmuls"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmuls"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmuls_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmuls"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmuls"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmuls"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tdivs: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tdivs_forms(
// CHECK-NEXT: %0 = "pto.tdivs"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tdivs"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tdivs"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tdivs_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tdivs"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tdivs"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tdivs"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmaxs: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tmaxs_forms(
// CHECK-NEXT: %0 = "pto.tmaxs"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmaxs"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmaxs"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmaxs_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmaxs"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmaxs"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmaxs"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmins: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tmins_forms(
// CHECK-NEXT: %0 = "pto.tmins"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmins"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmins"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmins_forms(%arg0: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i16, %arg2: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i16, %arg4: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmins"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmins"(%arg0, %arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmins"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tlrelu: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tlrelu_forms(
// CHECK-NEXT: %0 = "pto.tlrelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tlrelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tlrelu"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tlrelu_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tlrelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tlrelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tlrelu"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// alloc_tile, make_view, partition, tassign, tload, tstore: as the PTO frontend writes them (structure.pto).
// CHECK-LABEL: func.func @views_and_buffers(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %c4096_i64 = arith.constant 4096 : i64
// CHECK-NEXT: %0 = "pto.make_view"(%arg0) : (!pto.ptr<f32>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>
// CHECK-NEXT: %1 = "pto.make_view"(%arg0) : (!pto.ptr<f32>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>
// CHECK-NEXT: %2 = "pto.partition"(%0, %c0, %arg2) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>, index, index) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>
// CHECK-NEXT: %3 = "pto.alloc_tile"() : () -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %4 = "pto.alloc_tile"() {addr = 4096 : i64} : () -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %5 = "pto.alloc_tile"(%arg1, %arg2) : (index, index) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tassign"(%3) {addr = 8192 : i64} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tload"(%2, %3) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tstore"(%3, %2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @views_and_buffers(%arg0: !pto.ptr<f32>, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c4096_i64 = arith.constant 4096 : i64
  %0 = "pto.make_view"(%arg0) : (!pto.ptr<f32>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>
  %1 = "pto.make_view"(%arg0) : (!pto.ptr<f32>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>
  %2 = "pto.partition"(%0, %c0, %arg2) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>, index, index) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>
  %3 = "pto.alloc_tile"() : () -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %4 = "pto.alloc_tile"() {addr = 4096 : i64} : () -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %5 = "pto.alloc_tile"(%arg1, %arg2) : (index, index) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tassign"(%3) {addr = 8192 : i64} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tload"(%2, %3) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tstore"(%3, %2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>) -> ()
  return
}

// -----

// barrier, block_info, record_event, tsync, wait_event: as the PTO frontend writes them (structure.pto).
// CHECK-LABEL: func.func @sync(
// CHECK-NEXT: %0 = "pto.block_info"() {query = "block_idx"} : () -> i64
// CHECK-NEXT: %1 = "pto.block_info"() {query = "block_num"} : () -> i64
// CHECK-NEXT: %2 = "pto.block_info"() {query = "subblock_idx"} : () -> i64
// CHECK-NEXT: %3 = "pto.block_info"() {query = "subblock_num"} : () -> i64
// CHECK-NEXT: "pto.record_event"() {dst = "tvec", event = 0 : i64, src = "tload"} : () -> ()
// CHECK-NEXT: "pto.wait_event"() {dst = "tvec", event = 0 : i64, src = "tload"} : () -> ()
// CHECK-NEXT: "pto.record_event"() {dst = "tmatmul", event = 7 : i64, src = "tmov_m2l"} : () -> ()
// CHECK-NEXT: "pto.barrier"() {pipe = "pipe_v"} : () -> ()
// CHECK-NEXT: "pto.barrier"() {pipe = "pipe_m"} : () -> ()
// CHECK-NEXT: "pto.barrier"() {pipe = "pipe_v"} : () -> ()
// CHECK-NEXT: "pto.tsync"(%arg0, %arg1) : (!pto.event, !pto.event) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sync(%arg0: !pto.event, %arg1: !pto.event) {
  %0 = "pto.block_info"() {query = "block_idx"} : () -> i64
  %1 = "pto.block_info"() {query = "block_num"} : () -> i64
  %2 = "pto.block_info"() {query = "subblock_idx"} : () -> i64
  %3 = "pto.block_info"() {query = "subblock_num"} : () -> i64
  "pto.record_event"() {dst = "tvec", event = 0 : i64, src = "tload"} : () -> ()
  "pto.wait_event"() {dst = "tvec", event = 0 : i64, src = "tload"} : () -> ()
  "pto.record_event"() {dst = "tmatmul", event = 7 : i64, src = "tmov_m2l"} : () -> ()
  "pto.barrier"() {pipe = "pipe_v"} : () -> ()
  "pto.barrier"() {pipe = "pipe_m"} : () -> ()
  "pto.barrier"() {pipe = "pipe_v"} : () -> ()
  "pto.tsync"(%arg0, %arg1) : (!pto.event, !pto.event) -> ()
  return
}

// -----

// The async communication ops: a session over a vector scratch buffer and
// a byte workspace view, with its engine settings; a put and a get between
// flat 1-D views; Wait and Test of their events.
// CHECK-LABEL: func.func @async_comm(
// CHECK-SAME: %[[SCRATCH:[^:]+]]: !pto.buf<"vec", i8, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, %[[WS:[^:]+]]: !pto.gtensor<i8, array<i64: 1, 1, 1, 1, 1024>, array<i64: 1024, 1024, 1024, 1024, 1>>, %[[A:[^:]+]]: !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, %[[B:[^:]+]]: !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, %[[P:[^:]+]]: !pto.ptr<i8>) {
// CHECK-NEXT: %[[S:[^ ]+]] = "pto.build_async_session"(%[[SCRATCH]], %[[WS]]) {block_bytes = 4096 : i64, channel_group_idx = 1 : i64, comm_block_offset = 64 : i64, queue_num = 2 : i64, sync_id = 7 : i64} : (!pto.buf<"vec", i8, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<i8, array<i64: 1, 1, 1, 1, 1024>, array<i64: 1024, 1024, 1024, 1024, 1>>) -> !pto.async_session
// CHECK-NEXT: %[[S2:[^ ]+]] = "pto.build_async_session"(%[[SCRATCH]], %[[P]]) : (!pto.buf<"vec", i8, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.ptr<i8>) -> !pto.async_session
// CHECK-NEXT: %[[PUT:[^ ]+]] = "pto.tput_async"(%[[A]], %[[B]], %[[S]]) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, !pto.async_session) -> !pto.async_event
// CHECK-NEXT: %[[GET:[^ ]+]] = "pto.tget_async"(%[[B]], %[[A]], %[[S2]]) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, !pto.async_session) -> !pto.async_event
// CHECK-NEXT: %{{[^ ]+}} = "pto.wait_async_event"(%[[PUT]], %[[S]]) : (!pto.async_event, !pto.async_session) -> i1
// CHECK-NEXT: %{{[^ ]+}} = "pto.test_async_event"(%[[GET]], %[[S2]]) : (!pto.async_event, !pto.async_session) -> i1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @async_comm(%scratch: !pto.buf<"vec", i8, 1, 256, 1, 256, "row_major", "none_box", 512, "null">, %ws: !pto.gtensor<i8, array<i64: 1, 1, 1, 1, 1024>, array<i64: 1024, 1024, 1024, 1024, 1>>, %a: !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, %b: !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, %p: !pto.ptr<i8>) {
  %s = "pto.build_async_session"(%scratch, %ws) {sync_id = 7 : i64, block_bytes = 4096 : i64, comm_block_offset = 64 : i64, queue_num = 2 : i64, channel_group_idx = 1 : i64} : (!pto.buf<"vec", i8, 1, 256, 1, 256, "row_major", "none_box", 512, "null">, !pto.gtensor<i8, array<i64: 1, 1, 1, 1, 1024>, array<i64: 1024, 1024, 1024, 1024, 1>>) -> !pto.async_session
  %s2 = "pto.build_async_session"(%scratch, %p) : (!pto.buf<"vec", i8, 1, 256, 1, 256, "row_major", "none_box", 512, "null">, !pto.ptr<i8>) -> !pto.async_session
  %put = "pto.tput_async"(%a, %b, %s) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, !pto.async_session) -> !pto.async_event
  %get = "pto.tget_async"(%b, %a, %s2) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, !pto.gtensor<f32, array<i64: 1, 1, 1, 1, 128>, array<i64: 128, 128, 128, 128, 1>>, !pto.async_session) -> !pto.async_event
  %w = "pto.wait_async_event"(%put, %s) : (!pto.async_event, !pto.async_session) -> i1
  %t = "pto.test_async_event"(%get, %s2) : (!pto.async_event, !pto.async_session) -> i1
  return
}

// -----

// tload with nz_global: a view of NZ boxes into an NZ buffer.
// CHECK-LABEL: func.func @tload_nz_global(
// CHECK-SAME: %[[G:[^:]+]]: !pto.gtensor<f32, array<i64: 1, 3, 2, 16, 8>, array<i64: 768, 256, 128, 8, 1>>, %[[T:[^:]+]]: !pto.buf<"vec", f32, 32 : i64, 24 : i64, 32 : i64, 24 : i64, "col_major", "row_major", 512 : i64, "null">) {
// CHECK-NEXT: "pto.tload"(%[[G]], %[[T]]) {nz_global} : (!pto.gtensor<f32, array<i64: 1, 3, 2, 16, 8>, array<i64: 768, 256, 128, 8, 1>>, !pto.buf<"vec", f32, 32 : i64, 24 : i64, 32 : i64, 24 : i64, "col_major", "row_major", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
func.func @tload_nz_global(%g: !pto.gtensor<f32, array<i64: 1, 3, 2, 16, 8>, array<i64: 768, 256, 128, 8, 1>>, %t: !pto.buf<"vec", f32, 32, 24, 32, 24, "col_major", "row_major", 512, "null">) {
  "pto.tload"(%g, %t) {nz_global} : (!pto.gtensor<f32, array<i64: 1, 3, 2, 16, 8>, array<i64: 768, 256, 128, 8, 1>>, !pto.buf<"vec", f32, 32, 24, 32, 24, "col_major", "row_major", 512, "null">) -> ()
  return
}

// -----

// tabs: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tabs_forms(
// CHECK-NEXT: %0 = "pto.tabs"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tabs"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tabs"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tabs_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tabs"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tabs"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tabs"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tneg: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tneg_forms(
// CHECK-NEXT: %0 = "pto.tneg"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tneg"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tneg"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tneg_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tneg"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tneg"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tneg"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// texp: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @texp_forms(
// CHECK-NEXT: %0 = "pto.texp"(%arg0) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.texp"(%arg0) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.texp"(%arg1, %arg2) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @texp_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.texp"(%arg0) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.texp"(%arg0) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.texp"(%arg1, %arg2) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tlog: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tlog_forms(
// CHECK-NEXT: %0 = "pto.tlog"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tlog"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tlog"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tlog_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tlog"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tlog"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tlog"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsqrt: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tsqrt_forms(
// CHECK-NEXT: %0 = "pto.tsqrt"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsqrt"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsqrt"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsqrt_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsqrt"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsqrt"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsqrt"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trsqrt: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @trsqrt_forms(
// CHECK-NEXT: %0 = "pto.trsqrt"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trsqrt"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trsqrt"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trsqrt_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trsqrt"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trsqrt"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trsqrt"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trecip: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @trecip_forms(
// CHECK-NEXT: %0 = "pto.trecip"(%arg0) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trecip"(%arg0) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trecip"(%arg1, %arg2) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trecip_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trecip"(%arg0) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trecip"(%arg0) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trecip"(%arg1, %arg2) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trelu: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @trelu_forms(
// CHECK-NEXT: %0 = "pto.trelu"(%arg0) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trelu"(%arg0) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trelu"(%arg1, %arg2) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trelu_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trelu"(%arg0) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trelu"(%arg0) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trelu"(%arg1, %arg2) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tnot: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tnot_forms(
// CHECK-NEXT: %0 = "pto.tnot"(%arg0) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tnot"(%arg0) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tnot"(%arg1, %arg2) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tnot_forms(%arg0: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tnot"(%arg0) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tnot"(%arg0) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tnot"(%arg1, %arg2) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trem: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @trem_forms(
// CHECK-NEXT: %0 = "pto.trem"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trem"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trem"(%arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trem_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trem"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trem"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trem"(%arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tfmod: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tfmod_forms(
// CHECK-NEXT: %0 = "pto.tfmod"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tfmod"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tfmod"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfmod_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tfmod"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tfmod"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tfmod"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tprelu: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tprelu_forms(
// CHECK-NEXT: %0 = "pto.tprelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tprelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tprelu"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tprelu_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tprelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tprelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tprelu"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsubrelu: as the PTO frontend writes them (binary.pto); max(src0 - src1, 0).
// CHECK-LABEL: func.func @tsubrelu_forms(
// CHECK-NEXT: %0 = "pto.tsubrelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsubrelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsubrelu"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsubrelu_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsubrelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsubrelu"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsubrelu"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpow: as the PTO frontend writes them (a5-only.pto).
// CHECK-LABEL: func.func @tpow_forms(
// CHECK-NEXT: %0 = "pto.tpow"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tpow"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tpow"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpow_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tpow"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tpow"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tpow"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trems: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @trems_forms(
// CHECK-NEXT: %0 = "pto.trems"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trems"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trems"(%arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trems_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trems"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trems"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trems"(%arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tfmods: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tfmods_forms(
// CHECK-NEXT: %0 = "pto.tfmods"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tfmods"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tfmods"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfmods_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tfmods"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tfmods"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tfmods"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tands: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tands_forms(
// CHECK-NEXT: %0 = "pto.tands"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tands"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tands"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tands_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tands"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tands"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tands"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tors: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tors_forms(
// CHECK-NEXT: %0 = "pto.tors"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tors"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tors"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tors_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tors"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tors"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tors"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// txors: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @txors_forms(
// CHECK-NEXT: %0 = "pto.txors"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.txors"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.txors"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @txors_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.txors"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.txors"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.txors"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tshls: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tshls_forms(
// CHECK-NEXT: %0 = "pto.tshls"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tshls"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tshls"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tshls_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tshls"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tshls"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tshls"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tshrs: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tshrs_forms(
// CHECK-NEXT: %0 = "pto.tshrs"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tshrs"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tshrs"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tshrs_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tshrs"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tshrs"(%arg0, %arg1) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tshrs"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpows: as the PTO frontend writes them (a5-only.pto).
// CHECK-LABEL: func.func @tpows_forms(
// CHECK-NEXT: %0 = "pto.tpows"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tpows"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tpows"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpows_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tpows"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tpows"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tpows"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowmin: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowmin_forms(
// CHECK-NEXT: %0 = "pto.trowmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowmin_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "pto.trowmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowprod: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowprod_forms(
// CHECK-NEXT: %0 = "pto.trowprod"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowprod"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowprod"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowprod_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowprod"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowprod"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "pto.trowprod"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolmin: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolmin_forms(
// CHECK-NEXT: %0 = "pto.tcolmin"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolmin"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolmin"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolmin_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolmin"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolmin"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolmin"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolprod: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolprod_forms(
// CHECK-NEXT: %0 = "pto.tcolprod"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolprod"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolprod"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolprod_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolprod"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolprod"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolprod"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpand: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpand_forms(
// CHECK-NEXT: %0 = "pto.trowexpand"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowexpand"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowexpand"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpand_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowexpand"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowexpand"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trowexpand"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpand: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpand_forms(
// CHECK-NEXT: %0 = "pto.tcolexpand"(%arg0) : (!pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolexpand"(%arg0) : (!pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolexpand"(%arg1, %arg2) : (!pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpand_forms(%arg0: !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolexpand"(%arg0) : (!pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolexpand"(%arg0) : (!pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolexpand"(%arg1, %arg2) : (!pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandadd: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandadd_forms(
// CHECK-NEXT: %0 = "pto.trowexpandadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowexpandadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowexpandadd"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandadd_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowexpandadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowexpandadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trowexpandadd"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandsub: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandsub_forms(
// CHECK-NEXT: %0 = "pto.trowexpandsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowexpandsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowexpandsub"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandsub_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowexpandsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowexpandsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trowexpandsub"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandmul: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandmul_forms(
// CHECK-NEXT: %0 = "pto.trowexpandmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowexpandmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowexpandmul"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandmul_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowexpandmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowexpandmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trowexpandmul"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpanddiv: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpanddiv_forms(
// CHECK-NEXT: %0 = "pto.trowexpanddiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowexpanddiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowexpanddiv"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpanddiv_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowexpanddiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowexpanddiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trowexpanddiv"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandmax: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandmax_forms(
// CHECK-NEXT: %0 = "pto.trowexpandmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowexpandmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowexpandmax"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandmax_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowexpandmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowexpandmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trowexpandmax"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandmin: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandmin_forms(
// CHECK-NEXT: %0 = "pto.trowexpandmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowexpandmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowexpandmin"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandmin_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowexpandmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowexpandmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trowexpandmin"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandexpdif: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandexpdif_forms(
// CHECK-NEXT: %0 = "pto.trowexpandexpdif"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowexpandexpdif"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowexpandexpdif"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandexpdif_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowexpandexpdif"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowexpandexpdif"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.trowexpandexpdif"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandadd: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandadd_forms(
// CHECK-NEXT: %0 = "pto.tcolexpandadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolexpandadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolexpandadd"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandadd_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolexpandadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolexpandadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolexpandadd"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandsub: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandsub_forms(
// CHECK-NEXT: %0 = "pto.tcolexpandsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolexpandsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolexpandsub"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandsub_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolexpandsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolexpandsub"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolexpandsub"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandmul: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandmul_forms(
// CHECK-NEXT: %0 = "pto.tcolexpandmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolexpandmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolexpandmul"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandmul_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolexpandmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolexpandmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolexpandmul"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpanddiv: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpanddiv_forms(
// CHECK-NEXT: %0 = "pto.tcolexpanddiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolexpanddiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolexpanddiv"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpanddiv_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolexpanddiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolexpanddiv"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolexpanddiv"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandmax: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandmax_forms(
// CHECK-NEXT: %0 = "pto.tcolexpandmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolexpandmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolexpandmax"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandmax_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolexpandmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolexpandmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolexpandmax"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandmin: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandmin_forms(
// CHECK-NEXT: %0 = "pto.tcolexpandmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolexpandmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolexpandmin"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandmin_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolexpandmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolexpandmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolexpandmin"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandexpdif: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandexpdif_forms(
// CHECK-NEXT: %0 = "pto.tcolexpandexpdif"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolexpandexpdif"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolexpandexpdif"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandexpdif_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolexpandexpdif"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolexpandexpdif"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolexpandexpdif"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcmp: as the PTO frontend writes them (compare-select.pto).
// CHECK-LABEL: func.func @tcmp_forms(
// CHECK-NEXT: %0 = "pto.tcmp"(%arg0, %arg1) {cmp_mode = "lt"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcmp"(%arg0, %arg1) {cmp_mode = "lt"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcmp"(%arg2, %arg3, %arg4) {cmp_mode = "lt"} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcmp_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcmp"(%arg0, %arg1) {cmp_mode = "lt"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcmp"(%arg0, %arg1) {cmp_mode = "lt"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcmp"(%arg2, %arg3, %arg4) {cmp_mode = "lt"} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcmps: as the PTO frontend writes them (compare-select.pto).
// CHECK-LABEL: func.func @tcmps_forms(
// CHECK-NEXT: %0 = "pto.tcmps"(%arg0, %arg1) {cmp_mode = "ge"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcmps"(%arg0, %arg1) {cmp_mode = "ge"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcmps"(%arg2, %arg3, %arg4) {cmp_mode = "ge"} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcmps_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcmps"(%arg0, %arg1) {cmp_mode = "ge"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcmps"(%arg0, %arg1) {cmp_mode = "ge"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcmps"(%arg2, %arg3, %arg4) {cmp_mode = "ge"} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsel: as the PTO frontend writes them (compare-select.pto).
// CHECK-LABEL: func.func @tsel_forms(
// CHECK-NEXT: %0 = "pto.tsel"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>} : (!pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsel"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>} : (!pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsel"(%arg3, %arg4, %arg5, %arg6) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : (!pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsel_forms(%arg0: !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsel"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>} : (!pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsel"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>} : (!pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsel"(%arg3, %arg4, %arg5, %arg6) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1>} : (!pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsels: as the PTO frontend writes them (compare-select.pto).
// CHECK-LABEL: func.func @tsels_forms(
// CHECK-NEXT: %0 = "pto.tsels"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsels"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsels"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsels_forms(%arg0: !pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: f32, %arg3: !pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: f32, %arg6: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsels"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsels"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsels"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcvt: as the PTO frontend writes them (convert.pto).
// CHECK-LABEL: func.func @tcvt_forms(
// CHECK-NEXT: %0 = "pto.tcvt"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>, rmode = "rint"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcvt"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>, rmode = "floor"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcvt"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>, rmode = "trunc"} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcvt_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcvt"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>, rmode = "rint"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcvt"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>, rmode = "floor"} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcvt"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>, rmode = "trunc"} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// texpands: as the PTO frontend writes them (fill.pto).
// CHECK-LABEL: func.func @texpands_forms(
// CHECK-NEXT: %0 = "pto.texpands"(%arg0) : (f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.texpands"(%arg0) : (f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.texpands"(%arg0, %arg1) : (f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @texpands_forms(%arg0: f32, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.texpands"(%arg0) : (f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.texpands"(%arg0) : (f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.texpands"(%arg0, %arg1) : (f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tci: as the PTO frontend writes them (fill.pto).
// CHECK-LABEL: func.func @tci_forms(
// CHECK-NEXT: %0 = "pto.tci"(%arg0) : (i32) -> !pto.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tci"(%arg0) {descending} : (i32) -> !pto.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tci"(%arg0, %arg1) {descending} : (i32, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tci_forms(%arg0: i32, %arg1: !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tci"(%arg0) : (i32) -> !pto.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tci"(%arg0) {descending} : (i32) -> !pto.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tci"(%arg0, %arg1) {descending} : (i32, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartadd: as the PTO frontend writes them (partial.pto).
// CHECK-LABEL: func.func @tpartadd_forms(
// CHECK-NEXT: %0 = "pto.tpartadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tpartadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tpartadd"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartadd_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tpartadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tpartadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tpartadd"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartmul: as the PTO frontend writes them (partial.pto).
// CHECK-LABEL: func.func @tpartmul_forms(
// CHECK-NEXT: %0 = "pto.tpartmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tpartmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tpartmul"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartmul_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tpartmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tpartmul"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tpartmul"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartmax: as the PTO frontend writes them (partial.pto).
// CHECK-LABEL: func.func @tpartmax_forms(
// CHECK-NEXT: %0 = "pto.tpartmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tpartmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tpartmax"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartmax_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tpartmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tpartmax"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tpartmax"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartmin: as the PTO frontend writes them (partial.pto).
// CHECK-LABEL: func.func @tpartmin_forms(
// CHECK-NEXT: %0 = "pto.tpartmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tpartmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tpartmin"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartmin_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tpartmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tpartmin"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tpartmin"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowargmax: as the PTO frontend writes them (arg-reduce.pto).
// CHECK-LABEL: func.func @trowargmax_forms(
// CHECK-NEXT: %0 = "pto.trowargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowargmax"(%arg0, %arg0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowargmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowargmax_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowargmax"(%arg0, %arg0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "pto.trowargmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolargmin: as the PTO frontend writes them (arg-reduce.pto).
// CHECK-LABEL: func.func @tcolargmin_forms(
// CHECK-NEXT: %0 = "pto.tcolargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolargmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolargmin_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolargmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowargmin: as the PTO frontend writes them (arg-reduce.pto).
// CHECK-LABEL: func.func @trowargmin_forms(
// CHECK-NEXT: %0 = "pto.trowargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.trowargmin"(%arg0, %arg0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.trowargmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowargmin_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.trowargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "pto.trowargmin"(%arg0, %arg0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "pto.trowargmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolargmax: as the PTO frontend writes them (arg-reduce.pto).
// CHECK-LABEL: func.func @tcolargmax_forms(
// CHECK-NEXT: %0 = "pto.tcolargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tcolargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tcolargmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolargmax_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tcolargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tcolargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tcolargmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tfillpad: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @tfillpad_forms(
// CHECK-NEXT: %0 = "pto.tfillpad"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "zero">
// CHECK-NEXT: %1 = "pto.tfillpad"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "min">
// CHECK-NEXT: "pto.tfillpad"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfillpad_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">) {
  %0 = "pto.tfillpad"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "zero">
  %1 = "pto.tfillpad"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "min">
  "pto.tfillpad"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">) -> ()
  return
}

// -----

// tfillpad_inplace: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @tfillpad_inplace_forms(
// CHECK-NEXT: %0 = "pto.tfillpad_inplace"(%arg0) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "zero">
// CHECK-NEXT: %1 = "pto.tfillpad_inplace"(%arg0) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">
// CHECK-NEXT: "pto.tfillpad_inplace"(%arg1, %arg1) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfillpad_inplace_forms(%arg0: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">) {
  %0 = "pto.tfillpad_inplace"(%arg0) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "zero">
  %1 = "pto.tfillpad_inplace"(%arg0) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">
  "pto.tfillpad_inplace"(%arg1, %arg1) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">) -> ()
  return
}

// -----

// tfillpad_expand: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @tfillpad_expand_forms(
// CHECK-NEXT: %0 = "pto.tfillpad_expand"(%arg0) : (!pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">
// CHECK-NEXT: %1 = "pto.tfillpad_expand"(%arg0) : (!pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "max">
// CHECK-NEXT: "pto.tfillpad_expand"(%arg1, %arg2) : (!pto.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfillpad_expand_forms(%arg0: !pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">) {
  %0 = "pto.tfillpad_expand"(%arg0) : (!pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">
  %1 = "pto.tfillpad_expand"(%arg0) : (!pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "max">
  "pto.tfillpad_expand"(%arg1, %arg2) : (!pto.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">) -> ()
  return
}

// -----

// ttri: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @ttri_forms(
// CHECK-NEXT: %0 = "pto.ttri"(%arg0) {is_upper_or_lower = 0 : i64} : (i32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.ttri"(%arg0) {is_upper_or_lower = 1 : i64} : (i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.ttri"(%arg0, %arg1) {is_upper_or_lower = 1 : i64} : (i32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ttri_forms(%arg0: i32, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.ttri"(%arg0) {is_upper_or_lower = 0 : i64} : (i32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.ttri"(%arg0) {is_upper_or_lower = 1 : i64} : (i32) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.ttri"(%arg0, %arg1) {is_upper_or_lower = 1 : i64} : (i32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// taxpy: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @taxpy_forms(
// CHECK-NEXT: %0 = "pto.taxpy"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.taxpy"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.taxpy"(%arg3, %arg2, %arg4) {operandSegmentSizes = array<i32: 0, 1, 1, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @taxpy_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: f32, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.taxpy"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.taxpy"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.taxpy"(%arg3, %arg2, %arg4) {operandSegmentSizes = array<i32: 0, 1, 1, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// taddc: as the PTO frontend writes them (ternary.pto).
// CHECK-LABEL: func.func @taddc_forms(
// CHECK-NEXT: %0 = "pto.taddc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.taddc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.taddc"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @taddc_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.taddc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.taddc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.taddc"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsubc: as the PTO frontend writes them (ternary.pto).
// CHECK-LABEL: func.func @tsubc_forms(
// CHECK-NEXT: %0 = "pto.tsubc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsubc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsubc"(%arg3, %arg3, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsubc_forms(%arg0: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsubc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsubc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsubc"(%arg3, %arg3, %arg3, %arg4) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// taddsc: as the PTO frontend writes them (ternary.pto).
// CHECK-LABEL: func.func @taddsc_forms(
// CHECK-NEXT: %0 = "pto.taddsc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.taddsc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.taddsc"(%arg3, %arg1, %arg4, %arg5) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @taddsc_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f16, %arg2: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.taddsc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.taddsc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.taddsc"(%arg3, %arg1, %arg4, %arg5) : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsubsc: as the PTO frontend writes them (ternary.pto).
// CHECK-LABEL: func.func @tsubsc_forms(
// CHECK-NEXT: %0 = "pto.tsubsc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsubsc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsubsc"(%arg3, %arg1, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsubsc_forms(%arg0: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsubsc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsubsc"(%arg0, %arg1, %arg2) : (!pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsubsc"(%arg3, %arg1, %arg3, %arg4) : (!pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgather: as the PTO frontend writes them (gather-scatter.pto).
// CHECK-LABEL: func.func @tgather_forms(
// CHECK-NEXT: %0 = "pto.tgather"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tgather"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tgather"(%arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgather_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tgather"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tgather"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tgather"(%arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgather's mask-pattern form and its index form with a tmp tile
// (gather-mask.pto).
// CHECK-LABEL: func.func @tgather_mask_and_tmp(
// CHECK-NEXT: "pto.tgather"(%arg0, %arg1) {mask_pattern = "p0010", operandSegmentSizes = array<i32: 1, 0, 0, 1>} : (!pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tgather"(%arg0, %arg2, %arg3, %arg1) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgather_mask_and_tmp(%arg0: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.tgather"(%arg0, %arg1) {mask_pattern = "p0010", operandSegmentSizes = array<i32: 1, 0, 0, 1>} : (!pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tgather"(%arg0, %arg2, %arg3, %arg1) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgather's compare form (gather-compare.pto).
// CHECK-LABEL: func.func @tgather_compare(
// CHECK-NEXT: "pto.tgather_compare"(%arg0, %arg1, %arg2, %arg3, %arg4) {cmp_mode = "gt", offset = 7 : i64} : (!pto.buf<"vec", f16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !pto.buf<"vec", ui8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgather_compare(%arg0: !pto.buf<"vec", f16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f16, %arg2: !pto.buf<"vec", ui8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.tgather_compare"(%arg0, %arg1, %arg2, %arg3, %arg4) {cmp_mode = "gt", offset = 7 : i64} : (!pto.buf<"vec", f16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !pto.buf<"vec", ui8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tscatter: as the PTO frontend writes them (gather-scatter.pto).
// CHECK-LABEL: func.func @tscatter_forms(
// CHECK-NEXT: %0 = "pto.tscatter"(%arg0, %arg1) : (!pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tscatter"(%arg0, %arg1) : (!pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tscatter"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tscatter_forms(%arg0: !pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tscatter"(%arg0, %arg1) : (!pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tscatter"(%arg0, %arg1) : (!pto.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tscatter"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmatmul_bias: as the PTO frontend writes them (matmul-bias-gemv.pto).
// CHECK-LABEL: func.func @tmatmul_bias_forms(
// CHECK-NEXT: %0 = "pto.tmatmul_bias"(%arg0, %arg1, %arg2) : (!pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tmatmul_bias"(%arg0, %arg1, %arg2) : (!pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tmatmul_bias"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmatmul_bias_forms(%arg0: !pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmatmul_bias"(%arg0, %arg1, %arg2) : (!pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tmatmul_bias"(%arg0, %arg1, %arg2) : (!pto.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tmatmul_bias"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgemv: as the PTO frontend writes them (matmul-bias-gemv.pto).
// CHECK-LABEL: func.func @tgemv_forms(
// CHECK-NEXT: %0 = "pto.tgemv"(%arg0, %arg1) : (!pto.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tgemv"(%arg0, %arg1) : (!pto.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tgemv"(%arg2, %arg3, %arg4) : (!pto.buf<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgemv_forms(%arg0: !pto.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tgemv"(%arg0, %arg1) : (!pto.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tgemv"(%arg0, %arg1) : (!pto.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tgemv"(%arg2, %arg3, %arg4) : (!pto.buf<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgemv_acc: as the PTO frontend writes them (matmul-bias-gemv.pto).
// CHECK-LABEL: func.func @tgemv_acc_forms(
// CHECK-NEXT: %0 = "pto.tgemv_acc"(%arg0, %arg1, %arg2) : (!pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tgemv_acc"(%arg0, %arg1, %arg2) : (!pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tgemv_acc"(%arg3, %arg4, %arg5, %arg3) : (!pto.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgemv_acc_forms(%arg0: !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tgemv_acc"(%arg0, %arg1, %arg2) : (!pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tgemv_acc"(%arg0, %arg1, %arg2) : (!pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tgemv_acc"(%arg3, %arg4, %arg5, %arg3) : (!pto.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgemv_bias: as the PTO frontend writes them (matmul-bias-gemv.pto).
// CHECK-LABEL: func.func @tgemv_bias_forms(
// CHECK-NEXT: %0 = "pto.tgemv_bias"(%arg0, %arg1, %arg2) : (!pto.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tgemv_bias"(%arg0, %arg1, %arg2) : (!pto.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tgemv_bias"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgemv_bias_forms(%arg0: !pto.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tgemv_bias"(%arg0, %arg1, %arg2) : (!pto.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tgemv_bias"(%arg0, %arg1, %arg2) : (!pto.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tgemv_bias"(%arg3, %arg4, %arg5, %arg6) : (!pto.buf<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// syncall: as the PTO frontend writes them (syncall-prefetch.pto).
// CHECK-LABEL: func.func @syncall_forms(
// CHECK-NEXT: "pto.syncall"() {core_type = "aiv_only"} : () -> ()
// CHECK-NEXT: "pto.syncall"() {core_type = "aiv_only"} : () -> ()
// CHECK-NEXT: "pto.syncall"(%arg1) {core_type = "mix", soft} : (i32) -> ()
// CHECK-NEXT: "pto.syncall"() {core_type = "aic_only", soft} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @syncall_forms(%arg0: !pto.ptr<i32>, %arg1: i32) {
  "pto.syncall"() {core_type = "aiv_only"} : () -> ()
  "pto.syncall"() {core_type = "aiv_only"} : () -> ()
  "pto.syncall"(%arg1) {core_type = "mix", soft} : (i32) -> ()
  "pto.syncall"() {core_type = "aic_only", soft} : () -> ()
  return
}

// -----

// tgetval: as the PTO frontend writes them (getval-setval.pto).
// CHECK-LABEL: func.func @tgetval_forms(
// CHECK-NEXT: %0 = "pto.tgetval"(%arg0, %arg1) : (!pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, index) -> f32
// CHECK-NEXT: %1 = "pto.tgetval"(%arg2, %arg1) : (!pto.buf<"vec", ui16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index) -> i16
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgetval_forms(%arg0: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg1: index, %arg2: !pto.buf<"vec", ui16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tgetval"(%arg0, %arg1) : (!pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, index) -> f32
  %1 = "pto.tgetval"(%arg2, %arg1) : (!pto.buf<"vec", ui16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index) -> i16
  return
}

// -----

// tsetval: as the PTO frontend writes them (getval-setval.pto).
// CHECK-LABEL: func.func @tsetval_forms(
// CHECK-NEXT: "pto.tsetval"(%arg1, %arg2, %arg0) : (index, f16, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsetval_forms(%arg0: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: index, %arg2: f16) {
  "pto.tsetval"(%arg1, %arg2, %arg0) : (index, f16, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// async: as the PTO frontend writes them (async.pto).
// CHECK-LABEL: func.func @async_forms(
// CHECK-NEXT: "pto.tsync"(%arg2) : (!pto.event) -> ()
// CHECK-NEXT: %0 = "pto.tadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.completion"() : () -> !pto.event
// CHECK-NEXT: "pto.tsync"(%arg2, %1) : (!pto.event, !pto.event) -> ()
// CHECK-NEXT: %2 = "pto.tmul"(%0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %3 = "pto.completion"() : () -> !pto.event
// CHECK-NEXT: "pto.tsync"(%3) : (!pto.event) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @async_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.event) {
  "pto.tsync"(%arg2) : (!pto.event) -> ()
  %0 = "pto.tadd"(%arg0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.completion"() : () -> !pto.event
  "pto.tsync"(%arg2, %1) : (!pto.event, !pto.event) -> ()
  %2 = "pto.tmul"(%0, %arg1) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %3 = "pto.completion"() : () -> !pto.event
  "pto.tsync"(%3) : (!pto.event) -> ()
  return
}

// -----

// debug: as the PTO frontend writes them (debug.pto).
// CHECK-LABEL: func.func @debug_forms(
// CHECK-NEXT: "pto.tprint"(%arg0) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tprint"(%arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.trap"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @debug_forms(%arg0: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.tprint"(%arg0) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tprint"(%arg1) : (!pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.trap"() : () -> ()
  return
}

// -----

// cross_core: as the PTO frontend writes them (cross-core.pto).
// CHECK-LABEL: func.func @cross_core_forms(
// CHECK-NEXT: "pto.sync_set"() {id = 0 : i64, pipe = "pipe_m"} : () -> ()
// CHECK-NEXT: "pto.sync_wait"() {id = 15 : i64, pipe = "pipe_v"} : () -> ()
// CHECK-NEXT: "pto.buf_token"() {id = 0 : i64, op_class = "tvec"} : () -> ()
// CHECK-NEXT: "pto.buf_token"() {id = 31 : i64, op_class = "tmatmul", release} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cross_core_forms() {
  "pto.sync_set"() {id = 0 : i64, pipe = "pipe_m"} : () -> ()
  "pto.sync_wait"() {id = 15 : i64, pipe = "pipe_v"} : () -> ()
  "pto.buf_token"() {id = 0 : i64, op_class = "tvec"} : () -> ()
  "pto.buf_token"() {id = 31 : i64, op_class = "tmatmul", release} : () -> ()
  return
}

// -----

// tsort32: as the PTO frontend writes them (sort32.pto).
// CHECK-LABEL: func.func @tsort32_forms(
// CHECK-NEXT: %0 = "pto.tsort32"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tsort32"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tsort32"(%arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsort32_forms(%arg0: !pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tsort32"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tsort32"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tsort32"(%arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartarg: as the PTO frontend writes them (partial-arg.pto).
// CHECK-LABEL: func.func @tpartarg_forms(
// CHECK-NEXT: "pto.tpartargmax"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tpartargmin"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartarg_forms(%arg0: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.tpartargmax"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tpartargmin"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tconcat: as the PTO frontend writes them (concat.pto).
// CHECK-LABEL: func.func @tconcat_forms(
// CHECK-NEXT: %0 = "pto.tconcat"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tconcat"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tconcat_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tconcat"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tconcat"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// treshape: as the PTO frontend writes them (reshape.pto).
// CHECK-LABEL: func.func @treshape_forms(
// CHECK-NEXT: %0 = "pto.treshape"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.treshape"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.treshape"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @treshape_forms(%arg0: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", i16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.treshape"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.treshape"(%arg0) : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.treshape"(%arg1, %arg2) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tinterleave: as the PTO frontend writes them (interleave.pto).
// CHECK-LABEL: func.func @tinterleave_forms(
// CHECK-NEXT: "pto.tinterleave"(%arg0, %arg1, %arg2, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tdeinterleave"(%arg2, %arg3, %arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tdeinterleave"(%arg0, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 0, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tinterleave_forms(%arg0: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.tinterleave"(%arg0, %arg1, %arg2, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tdeinterleave"(%arg2, %arg3, %arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tdeinterleave"(%arg0, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 0, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!pto.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// textract: as the PTO frontend writes them (window.pto).
// CHECK-LABEL: func.func @textract_forms(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = "pto.textract"(%arg0, %c16, %c0) : (!pto.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.textract"(%arg0, %c0, %c16) : (!pto.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"right", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.textract"(%arg2, %c16, %c16, %arg3) : (!pto.buf<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.textract"(%arg1, %c0, %c16, %arg4) : (!pto.buf<"acc", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @textract_forms(%arg0: !pto.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"acc", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = "pto.textract"(%arg0, %c16, %c0) : (!pto.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.textract"(%arg0, %c0, %c16) : (!pto.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"right", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.textract"(%arg2, %c16, %c16, %arg3) : (!pto.buf<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.textract"(%arg1, %c0, %c16, %arg4) : (!pto.buf<"acc", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tinsert: as the PTO frontend writes them (window.pto).
// CHECK-LABEL: func.func @tinsert_forms(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = "pto.tinsert"(%arg0, %c16, %c0) : (!pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tinsert"(%arg0, %c0, %c16) : (!pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tinsert"(%arg1, %c16, %c16, %arg2) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tinsert_forms(%arg0: !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = "pto.tinsert"(%arg0, %c16, %c0) : (!pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tinsert"(%arg0, %c0, %c16) : (!pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tinsert"(%arg1, %c16, %c16, %arg2) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// set: as the PTO frontend writes them (views.pto).
// CHECK-LABEL: func.func @set_validshape_forms(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = "pto.alloc_tile"(%c16, %c16) : (index, index) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.set_valid_shape"(%0, %c8, %c12) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: "pto.tadds"(%1, %cst, %1) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @set_validshape_forms(%arg0: !pto.ptr<f32>) {
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %0 = "pto.alloc_tile"(%c16, %c16) : (index, index) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.set_valid_shape"(%0, %c8, %c12) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  %cst = arith.constant 1.000000e+00 : f32
  "pto.tadds"(%1, %cst, %1) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !pto.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// view: as the PTO frontend writes them (views.pto).
// CHECK-LABEL: func.func @view_forms(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = "pto.talias"(%arg0) : (!pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.buf<"vec", f32, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.talias"(%arg0) : (!pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.buf<"vec", f16, 32 : i64, 64 : i64, 32 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %2 = "pto.subview"(%arg0, %c8, %c4) : (!pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %3 = "pto.subview"(%arg0, %c8, %c4) : (!pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 28 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %4 = "pto.subview"(%arg1, %c8, %c4) : (!pto.tile<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"vec", f32, 32 : i64, 32 : i64, 8 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @view_forms(%arg0: !pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = "pto.talias"(%arg0) : (!pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.buf<"vec", f32, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.talias"(%arg0) : (!pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.buf<"vec", f16, 32 : i64, 64 : i64, 32 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
  %2 = "pto.subview"(%arg0, %c8, %c4) : (!pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %3 = "pto.subview"(%arg0, %c8, %c4) : (!pto.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 28 : i64, "row_major", "none_box", 512 : i64, "null">
  %4 = "pto.subview"(%arg1, %c8, %c4) : (!pto.tile<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !pto.tile<"vec", f32, 32 : i64, 32 : i64, 8 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}

// -----

// view: as the PTO frontend writes them (views.pto).
// CHECK-LABEL: func.func @view_dims(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %0 = "pto.make_view"(%arg0) : (!pto.ptr<f32>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
// CHECK-NEXT: %c32_0 = arith.constant 32 : index
// CHECK-NEXT: %c64_1 = arith.constant 64 : index
// CHECK-NEXT: %1 = "pto.partition"(%0, %c0, %c0) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>, index, index) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @view_dims(%arg0: !pto.ptr<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %0 = "pto.make_view"(%arg0) : (!pto.ptr<f32>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
  %c32_0 = arith.constant 32 : index
  %c64_1 = arith.constant 64 : index
  %1 = "pto.partition"(%0, %c0, %c0) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>, index, index) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
  return
}

// -----

// pointer: as the PTO frontend writes them (pointers.pto).
// CHECK-LABEL: func.func @pointer_forms(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = "pto.addptr"(%arg0, %c3) : (!pto.ptr<f32>, index) -> !pto.ptr<f32>
// CHECK-NEXT: %1 = "pto.load_scalar"(%0, %c5) : (!pto.ptr<f32>, index) -> f32
// CHECK-NEXT: "pto.store_scalar"(%1, %arg0, %c3) : (f32, !pto.ptr<f32>, index) -> ()
// CHECK-NEXT: %2 = "pto.load_scalar"(%arg1, %c3) : (!pto.ptr<i16>, index) -> i16
// CHECK-NEXT: "pto.store_scalar"(%2, %arg1, %c5) : (i16, !pto.ptr<i16>, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @pointer_forms(%arg0: !pto.ptr<f32>, %arg1: !pto.ptr<i16>) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = "pto.addptr"(%arg0, %c3) : (!pto.ptr<f32>, index) -> !pto.ptr<f32>
  %1 = "pto.load_scalar"(%0, %c5) : (!pto.ptr<f32>, index) -> f32
  "pto.store_scalar"(%1, %arg0, %c3) : (f32, !pto.ptr<f32>, index) -> ()
  %2 = "pto.load_scalar"(%arg1, %c3) : (!pto.ptr<i16>, index) -> i16
  "pto.store_scalar"(%2, %arg1, %c5) : (i16, !pto.ptr<i16>, index) -> ()
  return
}

// -----

// gather: as the PTO frontend writes them (gatherb-quant-sort.pto).
// CHECK-LABEL: func.func @gather_block_forms(
// CHECK-NEXT: %0 = "pto.tgatherb"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tgatherb"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tgatherb"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @gather_block_forms(%arg0: !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tgatherb"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tgatherb"(%arg0, %arg1) : (!pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tgatherb"(%arg2, %arg3, %arg4) : (!pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// quant: as the PTO frontend writes them (gatherb-quant-sort.pto).
// CHECK-LABEL: func.func @quant_forms(
// CHECK-NEXT: "pto.tquant"(%arg0, %arg1, %arg3) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tquant"(%arg0, %arg1, %arg2, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: %0 = "pto.tquant"(%arg7, %arg8) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tdequant"(%arg5, %arg1, %arg2, %arg6) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @quant_forms(%arg0: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", ui8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg7: !pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg8: !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.tquant"(%arg0, %arg1, %arg3) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tquant"(%arg0, %arg1, %arg2, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  %0 = "pto.tquant"(%arg7, %arg8) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!pto.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tdequant"(%arg5, %arg1, %arg2, %arg6) : (!pto.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// sort: as the PTO frontend writes them (gatherb-quant-sort.pto).
// CHECK-LABEL: func.func @sort_histogram_forms(
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: "pto.tmrgsort"(%arg0, %c64_i32, %arg1) : (!pto.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.thistogram"(%arg2, %arg3, %arg4) {byte = 1 : i64} : (!pto.buf<"vec", ui16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui8, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 256 : i64, 8 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sort_histogram_forms(%arg0: !pto.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", ui16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", ui8, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", ui32, 8 : i64, 256 : i64, 8 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c64_i32 = arith.constant 64 : i32
  "pto.tmrgsort"(%arg0, %c64_i32, %arg1) : (!pto.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !pto.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.thistogram"(%arg2, %arg3, %arg4) {byte = 1 : i64} : (!pto.buf<"vec", ui16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui8, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 256 : i64, 8 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// mgather: as the PTO frontend writes them (indexed-memory.pto).
// CHECK-LABEL: func.func @mgather_forms(
// CHECK-NEXT: %0 = "pto.mgather"(%arg0, %arg1) {coalesce = "row", oob = "undefined"} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !pto.tile<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.mgather"(%arg0, %arg2) {coalesce = "elem", oob = "zero"} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !pto.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %2 = "pto.mgather"(%arg0, %arg2) {coalesce = "elem", oob = "wrap"} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !pto.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.mgather"(%arg0, %arg3, %arg5) {coalesce = "row", oob = "clamp"} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mgather_forms(%arg0: !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, %arg1: !pto.tile<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.mgather"(%arg0, %arg1) {coalesce = "row", oob = "undefined"} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !pto.tile<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.mgather"(%arg0, %arg2) {coalesce = "elem", oob = "zero"} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !pto.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %2 = "pto.mgather"(%arg0, %arg2) {coalesce = "elem", oob = "wrap"} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !pto.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.mgather"(%arg0, %arg3, %arg5) {coalesce = "row", oob = "clamp"} : (!pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// mscatter: as the PTO frontend writes them (indexed-memory.pto).
// CHECK-LABEL: func.func @mscatter_forms(
// CHECK-NEXT: "pto.mscatter"(%arg1, %arg2, %arg0) {atomic = "none", coalesce = "row", oob = "undefined"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: "pto.mscatter"(%arg1, %arg3, %arg0) {atomic = "none", coalesce = "elem", oob = "wrap"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: "pto.mscatter"(%arg1, %arg2, %arg0) {atomic = "none", coalesce = "row", oob = "skip"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: "pto.mscatter"(%arg1, %arg3, %arg0) {atomic = "add", coalesce = "elem", oob = "undefined"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: "pto.mscatter"(%arg1, %arg2, %arg0) {atomic = "max", coalesce = "row", oob = "skip"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mscatter_forms(%arg0: !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, %arg1: !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.mscatter"(%arg1, %arg2, %arg0) {atomic = "none", coalesce = "row", oob = "undefined"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  "pto.mscatter"(%arg1, %arg3, %arg0) {atomic = "none", coalesce = "elem", oob = "wrap"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  "pto.mscatter"(%arg1, %arg2, %arg0) {atomic = "none", coalesce = "row", oob = "skip"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  "pto.mscatter"(%arg1, %arg3, %arg0) {atomic = "add", coalesce = "elem", oob = "undefined"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  "pto.mscatter"(%arg1, %arg2, %arg0) {atomic = "max", coalesce = "row", oob = "skip"} : (!pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  return
}

// -----

// tf32: as the PTO frontend writes them (settf32mode.pto).
// CHECK-LABEL: func.func @tf32(
// CHECK-NEXT: "pto.settf32mode"() {enable} : () -> ()
// CHECK-NEXT: "pto.settf32mode"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tf32() {
  "pto.settf32mode"() {enable} : () -> ()
  "pto.settf32mode"() : () -> ()
  return
}

// -----

// cube: as the PTO frontend writes them (implicit-pipe.pto).
// CHECK-LABEL: func.func @cube_side(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = "pipe.tpipe"(%arg0) : (!pto.ptr<f32>) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
// CHECK-NEXT: %1 = "pipe.talloc"(%0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>
// CHECK-NEXT: "pto.tstore"(%arg1, %1) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
// CHECK-NEXT: "pipe.tpush"(%0, %1) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cube_side(%arg0: !pto.ptr<f32>, %arg1: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c-1_i32 = arith.constant -1 : i32
  %c0_i32 = arith.constant 0 : i32
  %0 = "pipe.tpipe"(%arg0) : (!pto.ptr<f32>) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
  %1 = "pipe.talloc"(%0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>
  "pto.tstore"(%arg1, %1) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
  "pipe.tpush"(%0, %1) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
  return
}

// -----

// vector: as the PTO frontend writes them (implicit-pipe.pto).
// CHECK-LABEL: func.func @vector_side(
// CHECK-NEXT: %0 = "pto.alloc_tile"() : () -> !pto.buf<"vec", ui8, 1 : i64, 8192 : i64, 1 : i64, 8192 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.buf_address"(%0) : (!pto.buf<"vec", ui8, 1 : i64, 8192 : i64, 1 : i64, 8192 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %2 = "pipe.tpipe"(%arg0) : (!pto.ptr<f32>) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
// CHECK-NEXT: %3 = "pipe.tpop"(%2) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>
// CHECK-NEXT: %4 = "pto.alloc_tile"() : () -> !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pto.tload"(%3, %4) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>, !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pipe.tfree"(%2, %3) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @vector_side(%arg0: !pto.ptr<f32>) {
  %0 = "pto.alloc_tile"() : () -> !pto.buf<"vec", ui8, 1 : i64, 8192 : i64, 1 : i64, 8192 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.buf_address"(%0) : (!pto.buf<"vec", ui8, 1 : i64, 8192 : i64, 1 : i64, 8192 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
  %c0_i32 = arith.constant 0 : i32
  %2 = "pipe.tpipe"(%arg0) : (!pto.ptr<f32>) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
  %3 = "pipe.tpop"(%2) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>
  %4 = "pto.alloc_tile"() : () -> !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pto.tload"(%3, %4) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>, !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pipe.tfree"(%2, %3) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>) -> ()
  return
}

// -----

// print: as the PTO frontend writes them (print.pto).
// CHECK-LABEL: func.func @print_forms(
// CHECK-NEXT: "pto.print"(%arg0) {format = "%+08.3f\0A"} : (f32) -> ()
// CHECK-NEXT: "pto.print"(%arg1) {format = "[%x]"} : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_forms(%arg0: f32, %arg1: i32, %arg2: index) {
  "pto.print"(%arg0) {format = "%+08.3f\0A"} : (f32) -> ()
  "pto.print"(%arg1) {format = "[%x]"} : (i32) -> ()
  return
}

// -----

// tpartarg level 1: two result tiles (partial-arg.pto).
// CHECK-LABEL: func.func @tpartarg_level1(
// CHECK-NEXT: %0:2 = "pto.tpartargmax"(%arg0, %arg1, %arg2, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: %1:2 = "pto.tpartargmin"(%0#0, %arg1, %0#1, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartarg_level1(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0:2 = "pto.tpartargmax"(%arg0, %arg1, %arg2, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
  %1:2 = "pto.tpartargmin"(%0#0, %arg1, %0#1, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
  return
}

// -----

// tinterleave level 1: two result tiles (interleave.pto).
// CHECK-LABEL: func.func @tinterleave_level1(
// CHECK-NEXT: %0:2 = "pto.tinterleave"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: %1:2 = "pto.tdeinterleave"(%0#0, %0#1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: %2:2 = "pto.tdeinterleave"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: %3:2 = "pto.tdeinterleave"(%arg1) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tinterleave_level1(%arg0: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0:2 = "pto.tinterleave"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
  %1:2 = "pto.tdeinterleave"(%0#0, %0#1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
  %2:2 = "pto.tdeinterleave"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">)
  %3:2 = "pto.tdeinterleave"(%arg1) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">)
  return
}

// -----

// tmrgsort_lists: as the PTO frontend writes them (gatherb-quant-sort.pto).
// CHECK-LABEL: func.func @tmrgsort_lists(
// CHECK-NEXT: %0 = "pto.tmrgsort_lists"(%arg0, %arg1, %arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>, resultSegmentSizes = array<i32: 0, 1>} : (!pto.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">) -> vector<4xi16>
// CHECK-NEXT: %1 = "pto.tmrgsort_lists"(%arg0, %arg1, %arg2, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1>, resultSegmentSizes = array<i32: 0, 1>} : (!pto.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">) -> vector<4xi16>
// CHECK-NEXT: %2:2 = "pto.tmrgsort_lists"(%arg5, %arg6, %arg5, %arg6) {exhausted, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f32, 1 : i64, 192 : i64, 1 : i64, 192 : i64, "row_major", "none_box", 512 : i64, "null">, vector<4xi16>)
// CHECK-NEXT: %3:2 = "pto.tmrgsort_lists"(%arg5, %arg6) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f32, 1 : i64, 96 : i64, 1 : i64, 96 : i64, "row_major", "none_box", 512 : i64, "null">, vector<4xi16>)
// CHECK-NEXT: %4 = vector.extract %3#1[1] : i16 from vector<4xi16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmrgsort_lists(%arg0: !pto.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"vec", f32, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmrgsort_lists"(%arg0, %arg1, %arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>, resultSegmentSizes = array<i32: 0, 1>} : (!pto.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">) -> vector<4xi16>
  %1 = "pto.tmrgsort_lists"(%arg0, %arg1, %arg2, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1>, resultSegmentSizes = array<i32: 0, 1>} : (!pto.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">) -> vector<4xi16>
  %2:2 = "pto.tmrgsort_lists"(%arg5, %arg6, %arg5, %arg6) {exhausted, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f32, 1 : i64, 192 : i64, 1 : i64, 192 : i64, "row_major", "none_box", 512 : i64, "null">, vector<4xi16>)
  %3:2 = "pto.tmrgsort_lists"(%arg5, %arg6) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!pto.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!pto.tile<"vec", f32, 1 : i64, 96 : i64, 1 : i64, 96 : i64, "row_major", "none_box", 512 : i64, "null">, vector<4xi16>)
  %4 = vector.extract %3#1[1] : i16 from vector<4xi16>
  return
}

// -----

// A5 direct pipe, cube: as the PTO frontend writes it (direct-pipe.pto).
// CHECK-LABEL: func.func @direct_cube_side(
// CHECK-NEXT: %0 = "pto.alloc_tile"() {reserved = "v2c_slots"} : () -> !pto.buf<"mat", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.buf_address"(%0) : (!pto.buf<"mat", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
// CHECK-NEXT: %2 = "pto.import_buffer"() {name = "c2v_slots", peer = "vector_side"} : () -> i32
// CHECK-NEXT: %3 = "pipe.tpipe_local"(%2) : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: %4 = "pipe.tpipe_local"(%1) {consumer} : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: "pipe.tpush_local"(%3, %arg0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>, !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: %5 = "pto.alloc_tile"() : () -> !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pipe.tpop_local"(%4, %5) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>, !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pipe.tfree_local"(%4) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @direct_cube_side(%arg0: !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> {tanto.name = "acc"}) {
  %0 = "pto.alloc_tile"() {reserved = "v2c_slots"} : () -> !pto.buf<"mat", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.buf_address"(%0) : (!pto.buf<"mat", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
  %2 = "pto.import_buffer"() {name = "c2v_slots", peer = "vector_side"} : () -> i32
  %3 = "pipe.tpipe_local"(%2) : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 4 : i64>
  %4 = "pipe.tpipe_local"(%1) {consumer} : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
  "pipe.tpush_local"(%3, %arg0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>, !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  %5 = "pto.alloc_tile"() : () -> !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pipe.tpop_local"(%4, %5) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>, !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pipe.tfree_local"(%4) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>) -> ()
  return
}

// -----

// A5 direct pipe, vector: as the PTO frontend writes it (direct-pipe.pto).
// CHECK-LABEL: func.func @direct_vector_side(
// CHECK-NEXT: %0 = "pto.alloc_tile"() {reserved = "c2v_slots"} : () -> !pto.buf<"vec", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.buf_address"(%0) : (!pto.buf<"vec", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
// CHECK-NEXT: %2 = "pto.import_buffer"() {name = "v2c_slots", peer = "cube_side"} : () -> i32
// CHECK-NEXT: %3 = "pipe.tpipe_local"(%1) {consumer} : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: %4 = "pipe.tpipe_local"(%2) : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: %5 = "pto.alloc_tile"() : () -> !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pipe.tpop_local"(%3, %5) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>, !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pipe.tfree_local"(%3) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>) -> ()
// CHECK-NEXT: "pipe.tpush_local"(%4, %arg0) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @direct_vector_side(%arg0: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> {tanto.name = "v"}) {
  %0 = "pto.alloc_tile"() {reserved = "c2v_slots"} : () -> !pto.buf<"vec", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.buf_address"(%0) : (!pto.buf<"vec", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
  %2 = "pto.import_buffer"() {name = "v2c_slots", peer = "cube_side"} : () -> i32
  %3 = "pipe.tpipe_local"(%1) {consumer} : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 4 : i64>
  %4 = "pipe.tpipe_local"(%2) : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
  %5 = "pto.alloc_tile"() : () -> !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pipe.tpop_local"(%3, %5) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>, !pto.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pipe.tfree_local"(%3) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>) -> ()
  "pipe.tpush_local"(%4, %arg0) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>, !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// set_flag, wait_flag: the event id an index operand (a run-time value for
// PTOAS's `_dyn` forms), the pipelines attributes.
// CHECK-LABEL: func.func @flags(
// CHECK-SAME: %[[ID:.*]]: index
// CHECK-NEXT: "pto.set_flag"(%[[ID]]) {dst = "pipe_v", src = "pipe_mte2"} : (index) -> ()
// CHECK-NEXT: "pto.wait_flag"(%[[ID]]) {dst = "pipe_fix", src = "pipe_m"} : (index) -> ()
func.func @flags(%id: index) {
  "pto.set_flag"(%id) {dst = "pipe_v", src = "pipe_mte2"} : (index) -> ()
  "pto.wait_flag"(%id) {dst = "pipe_fix", src = "pipe_m"} : (index) -> ()
  return
}

// trandom_forms: as the PTO frontend writes them (random.pto).
// CHECK-LABEL: func.func @trandom_forms(
// CHECK: "pto.trandom"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2, %arg3) {rounds = 10 : i64} : (i32, i32, i32, i32, i32, i32, !pto.buf<"vec", ui32, 4 : i64, 256 : i64, 4 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.trandom"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2, %arg4) {rounds = 7 : i64} : (i32, i32, i32, i32, i32, i32, !pto.buf<"vec", i32, 2 : i64, 64 : i64, 2 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: %0 = "pto.trandom"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2) {rounds = 10 : i64} : (i32, i32, i32, i32, i32, i32) -> !pto.tile<"vec", i32, 2 : i64, 64 : i64, 2 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
func.func @trandom_forms(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: !pto.buf<"vec", ui32, 4 : i64, 256 : i64, 4 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"vec", i32, 2 : i64, 64 : i64, 2 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.trandom"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2, %arg3) {rounds = 10 : i64} : (i32, i32, i32, i32, i32, i32, !pto.buf<"vec", ui32, 4 : i64, 256 : i64, 4 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.trandom"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2, %arg4) {rounds = 7 : i64} : (i32, i32, i32, i32, i32, i32, !pto.buf<"vec", i32, 2 : i64, 64 : i64, 2 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  %0 = "pto.trandom"(%arg0, %arg1, %arg2, %arg2, %arg2, %arg2) {rounds = 10 : i64} : (i32, i32, i32, i32, i32, i32) -> !pto.tile<"vec", i32, 2 : i64, 64 : i64, 2 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}

// tpack_forms: as the PTO frontend writes them (pack.pto).
// CHECK-LABEL: func.func @tpack_forms(
// CHECK: "pto.tpack"(%arg0, %arg1) : (!pto.buf<"vec", i32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tpack"(%arg0, %arg2) : (!pto.buf<"vec", i32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: %0 = "pto.tpack"(%arg3) : (!pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "pto.tpack"(%arg3) : (!pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
func.func @tpack_forms(%arg0: !pto.buf<"vec", i32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"vec", i16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"vec", ui8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.tpack"(%arg0, %arg1) : (!pto.buf<"vec", i32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", i16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tpack"(%arg0, %arg2) : (!pto.buf<"vec", i32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", ui8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  %0 = "pto.tpack"(%arg3) : (!pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", ui8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "pto.tpack"(%arg3) : (!pto.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"vec", i8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}

// fix_pipe_forms: as the PTO frontend writes them (fix-pipe.pto).
// CHECK-LABEL: func.func @fix_pipe_forms(
// CHECK: %c4 = arith.constant 4 : index
// CHECK-NEXT: "pto.tmov_fp"(%arg0, %arg1, %arg2) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"mat", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.textract_fp"(%arg0, %arg1, %c4, %c4, %arg3) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"mat", i8, 8 : i64, 8 : i64, 8 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tinsert_fp"(%arg0, %arg1, %c4, %c4, %arg4) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"mat", i8, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: %0 = "pto.tmov_fp"(%arg5, %arg6) : (!pto.tile<"acc", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
func.func @fix_pipe_forms(%arg0: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.buf<"mat", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !pto.buf<"mat", i8, 8 : i64, 8 : i64, 8 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"mat", i8, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !pto.tile<"acc", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.tile<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c4 = arith.constant 4 : index
  "pto.tmov_fp"(%arg0, %arg1, %arg2) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"mat", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.textract_fp"(%arg0, %arg1, %c4, %c4, %arg3) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"mat", i8, 8 : i64, 8 : i64, 8 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pto.tinsert_fp"(%arg0, %arg1, %c4, %c4, %arg4) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !pto.buf<"mat", i8, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  %0 = "pto.tmov_fp"(%arg5, %arg6) : (!pto.tile<"acc", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"scaling", i32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}

// -----

// rebind_tile: PTOAS's tassign with a result, to a run-time offset.
// CHECK-LABEL: func.func @rebind_tile(
// CHECK-NEXT: %0 = "pto.rebind_tile"(%arg0, %arg1) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i64) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
func.func @rebind_tile(%arg0: !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i64) {
  %0 = "pto.rebind_tile"(%arg0, %arg1) : (!pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i64) -> !pto.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}

// -----

// tmatmul_mx, tmatmul_mx_acc, tmatmul_mx_bias: as the PTO frontend writes them (tmatmul_mx.pto).
// CHECK-LABEL: func.func @tmatmul_mx_forms(
// CHECK-NEXT: %0 = "pto.tmatmul_mx"(%arg0, %arg1, %arg2, %arg3) : (!pto.tile<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">
// CHECK-NEXT: "pto.tmatmul_mx"(%arg6, %arg7, %arg8, %arg9, %arg4) : (!pto.buf<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tmatmul_mx_acc"(%arg4, %arg6, %arg7, %arg8, %arg9, %arg4) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.buf<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">) -> ()
// CHECK-NEXT: %1 = "pto.tmatmul_mx_bias"(%arg0, %arg1, %arg2, %arg3, %arg5) : (!pto.tile<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmatmul_mx_forms(%arg0: !pto.tile<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, %arg1: !pto.tile<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, %arg3: !pto.tile<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, %arg5: !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !pto.buf<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, %arg7: !pto.buf<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %arg8: !pto.buf<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, %arg9: !pto.buf<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg10: !pto.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tmatmul_mx"(%arg0, %arg1, %arg2, %arg3) : (!pto.tile<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">
  "pto.tmatmul_mx"(%arg6, %arg7, %arg8, %arg9, %arg4) : (!pto.buf<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">) -> ()
  "pto.tmatmul_mx_acc"(%arg4, %arg6, %arg7, %arg8, %arg9, %arg4) : (!pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.buf<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">) -> ()
  %1 = "pto.tmatmul_mx_bias"(%arg0, %arg1, %arg2, %arg3, %arg5) : (!pto.tile<"left", f8E4M3FN, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 16 : i64, 64 : i64, 16 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f8E5M2, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "row_major", 1024 : i64, "null">
  return
}

// -----

// tgemv_mx, tgemv_mx_acc, tgemv_mx_bias: as the PTO frontend writes them (tgemv_mx.pto).
// CHECK-LABEL: func.func @tgemv_mx_forms(
// CHECK-NEXT: %0 = "pto.tgemv_mx"(%arg0, %arg1, %arg2, %arg3) : (!pto.tile<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f8E5M2, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">
// CHECK-NEXT: "pto.tgemv_mx_acc"(%arg4, %arg5, %arg6, %arg7, %arg8, %arg4) : (!pto.buf<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.buf<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f8E5M2, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">) -> ()
// CHECK-NEXT: "pto.tgemv_mx_bias"(%arg5, %arg6, %arg7, %arg8, %arg9, %arg4) : (!pto.buf<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f8E5M2, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"bias", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgemv_mx_forms(%arg0: !pto.tile<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, %arg1: !pto.tile<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !pto.tile<"right", f8E5M2, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "col_major", 512 : i64, "null">, %arg3: !pto.tile<"scaling", f8E8M0FNU, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !pto.buf<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">, %arg5: !pto.buf<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, %arg6: !pto.buf<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, %arg7: !pto.buf<"right", f8E5M2, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "col_major", 512 : i64, "null">, %arg8: !pto.buf<"scaling", f8E8M0FNU, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg9: !pto.buf<"bias", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "pto.tgemv_mx"(%arg0, %arg1, %arg2, %arg3) : (!pto.tile<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.tile<"right", f8E5M2, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.tile<"scaling", f8E8M0FNU, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !pto.tile<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">
  "pto.tgemv_mx_acc"(%arg4, %arg5, %arg6, %arg7, %arg8, %arg4) : (!pto.buf<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">, !pto.buf<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f8E5M2, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">) -> ()
  "pto.tgemv_mx_bias"(%arg5, %arg6, %arg7, %arg8, %arg9, %arg4) : (!pto.buf<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"right", f8E5M2, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "col_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 128 : i64, 32 : i64, 128 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"bias", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"acc", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "col_major", "row_major", 1024 : i64, "null">) -> ()
  return
}

// -----

// tget_scale_addr: as the PTO frontend writes it (tget_scale_addr.pto).
// CHECK-LABEL: func.func @tget_scale_addr_forms(
// CHECK-NEXT: "pto.tget_scale_addr"(%arg0, %arg1) : (!pto.buf<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tget_scale_addr_forms(%arg0: !pto.buf<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, %arg1: !pto.buf<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "pto.tget_scale_addr"(%arg0, %arg1) : (!pto.buf<"left", f8E4M3, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "col_major", "row_major", 512 : i64, "null">, !pto.buf<"scaling", f8E8M0FNU, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}
