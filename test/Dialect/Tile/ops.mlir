// Round trip of every op of the tile dialect (dialects/src/tile/tile.toml)
// and every value of its enum attributes: parse, verify,
// print, parse again; once through the custom printer, once through the
// generic one. Operands are function arguments, captured from the signature,
// so a dropped, duplicated or reordered operand fails the check.
// RUN: tanto-opt %s | tanto-opt | FileCheck %s
// RUN: tanto-opt %s --mlir-print-op-generic | tanto-opt | FileCheck %s

// math_acquire and math_release with compute type i8.
// CHECK-LABEL: func.func @math_lifetime_i8(
// CHECK-SAME: ) {
// CHECK-NEXT: %[[M:[^ ]+]] = "tile.math_acquire"() : () -> !tile.math<i8>
// CHECK-NEXT: "tile.math_release"(%[[M]]) : (!tile.math<i8>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @math_lifetime_i8() {
  %m = "tile.math_acquire"() : () -> !tile.math<i8>
  "tile.math_release"(%m) : (!tile.math<i8>) -> ()
  return
}

// -----

// math_acquire and math_release with compute type i16.
// CHECK-LABEL: func.func @math_lifetime_i16(
// CHECK-SAME: ) {
// CHECK-NEXT: %[[M:[^ ]+]] = "tile.math_acquire"() : () -> !tile.math<i16>
// CHECK-NEXT: "tile.math_release"(%[[M]]) : (!tile.math<i16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @math_lifetime_i16() {
  %m = "tile.math_acquire"() : () -> !tile.math<i16>
  "tile.math_release"(%m) : (!tile.math<i16>) -> ()
  return
}

// -----

// math_acquire and math_release with compute type i32.
// CHECK-LABEL: func.func @math_lifetime_i32(
// CHECK-SAME: ) {
// CHECK-NEXT: %[[M:[^ ]+]] = "tile.math_acquire"() : () -> !tile.math<i32>
// CHECK-NEXT: "tile.math_release"(%[[M]]) : (!tile.math<i32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @math_lifetime_i32() {
  %m = "tile.math_acquire"() : () -> !tile.math<i32>
  "tile.math_release"(%m) : (!tile.math<i32>) -> ()
  return
}

// -----

// math_acquire and math_release with compute type i64.
// CHECK-LABEL: func.func @math_lifetime_i64(
// CHECK-SAME: ) {
// CHECK-NEXT: %[[M:[^ ]+]] = "tile.math_acquire"() : () -> !tile.math<i64>
// CHECK-NEXT: "tile.math_release"(%[[M]]) : (!tile.math<i64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @math_lifetime_i64() {
  %m = "tile.math_acquire"() : () -> !tile.math<i64>
  "tile.math_release"(%m) : (!tile.math<i64>) -> ()
  return
}

// -----

// math_acquire and math_release with compute type f16.
// CHECK-LABEL: func.func @math_lifetime_f16(
// CHECK-SAME: ) {
// CHECK-NEXT: %[[M:[^ ]+]] = "tile.math_acquire"() : () -> !tile.math<f16>
// CHECK-NEXT: "tile.math_release"(%[[M]]) : (!tile.math<f16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @math_lifetime_f16() {
  %m = "tile.math_acquire"() : () -> !tile.math<f16>
  "tile.math_release"(%m) : (!tile.math<f16>) -> ()
  return
}

// -----

// math_acquire and math_release with compute type bf16.
// CHECK-LABEL: func.func @math_lifetime_bf16(
// CHECK-SAME: ) {
// CHECK-NEXT: %[[M:[^ ]+]] = "tile.math_acquire"() : () -> !tile.math<bf16>
// CHECK-NEXT: "tile.math_release"(%[[M]]) : (!tile.math<bf16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @math_lifetime_bf16() {
  %m = "tile.math_acquire"() : () -> !tile.math<bf16>
  "tile.math_release"(%m) : (!tile.math<bf16>) -> ()
  return
}

// -----

// math_acquire and math_release with compute type f32.
// CHECK-LABEL: func.func @math_lifetime_f32(
// CHECK-SAME: ) {
// CHECK-NEXT: %[[M:[^ ]+]] = "tile.math_acquire"() : () -> !tile.math<f32>
// CHECK-NEXT: "tile.math_release"(%[[M]]) : (!tile.math<f32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @math_lifetime_f32() {
  %m = "tile.math_acquire"() : () -> !tile.math<f32>
  "tile.math_release"(%m) : (!tile.math<f32>) -> ()
  return
}

// -----

// math_release of a math object passed in.
// CHECK-LABEL: func.func @math_release_arg(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>) {
// CHECK-NEXT: "tile.math_release"(%[[M]]) : (!tile.math<bf16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @math_release_arg(%m: !tile.math<bf16>) {
  "tile.math_release"(%m) : (!tile.math<bf16>) -> ()
  return
}

// -----

// pack, mode "tile" (math<bf16> into pipe<bf16>).
// CHECK-LABEL: func.func @pack_tile(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[ISRC:[^:]+]]: i32, %[[DST:[^:]+]]: !pipe.pipe<bf16>) {
// CHECK-NEXT: "tile.pack"(%[[M]], %[[ISRC]], %[[DST]]) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @pack_tile(%m: !tile.math<bf16>, %isrc: i32, %dst: !pipe.pipe<bf16>) {
  "tile.pack"(%m, %isrc, %dst) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// pack, mode "row" (math<f32> into pipe<bf16>).
// CHECK-LABEL: func.func @pack_row(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[ISRC:[^:]+]]: i32, %[[DST:[^:]+]]: !pipe.pipe<bf16>) {
// CHECK-NEXT: "tile.pack"(%[[M]], %[[ISRC]], %[[DST]]) {mode = "row"} : (!tile.math<f32>, i32, !pipe.pipe<bf16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @pack_row(%m: !tile.math<f32>, %isrc: i32, %dst: !pipe.pipe<bf16>) {
  "tile.pack"(%m, %isrc, %dst) {mode = "row"} : (!tile.math<f32>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// pack, mode "col" (math<i32> into pipe<i8>).
// CHECK-LABEL: func.func @pack_col(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<i32>, %[[ISRC:[^:]+]]: i32, %[[DST:[^:]+]]: !pipe.pipe<i8>) {
// CHECK-NEXT: "tile.pack"(%[[M]], %[[ISRC]], %[[DST]]) {mode = "col"} : (!tile.math<i32>, i32, !pipe.pipe<i8>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @pack_col(%m: !tile.math<i32>, %isrc: i32, %dst: !pipe.pipe<i8>) {
  "tile.pack"(%m, %isrc, %dst) {mode = "col"} : (!tile.math<i32>, i32, !pipe.pipe<i8>) -> ()
  return
}

// -----

// pack, mode "scalar" (math<f16> into pipe<f32>).
// CHECK-LABEL: func.func @pack_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f16>, %[[ISRC:[^:]+]]: i32, %[[DST:[^:]+]]: !pipe.pipe<f32>) {
// CHECK-NEXT: "tile.pack"(%[[M]], %[[ISRC]], %[[DST]]) {mode = "scalar"} : (!tile.math<f16>, i32, !pipe.pipe<f32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @pack_scalar(%m: !tile.math<f16>, %isrc: i32, %dst: !pipe.pipe<f32>) {
  "tile.pack"(%m, %isrc, %dst) {mode = "scalar"} : (!tile.math<f16>, i32, !pipe.pipe<f32>) -> ()
  return
}

// -----

// copy from a pipe of the math type.
// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[SRC:[^:]+]]: !pipe.pipe<bf16>, %[[ISRC:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.copy"(%[[M]], %[[SRC]], %[[ISRC]], %[[IDST]]) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @copy(%m: !tile.math<bf16>, %src: !pipe.pipe<bf16>, %isrc: i32, %idst: i32) {
  "tile.copy"(%m, %src, %isrc, %idst) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// copy from a pipe of another element type than the math type.
// CHECK-LABEL: func.func @copy_mixed(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC:[^:]+]]: !pipe.pipe<i16>, %[[ISRC:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.copy"(%[[M]], %[[SRC]], %[[ISRC]], %[[IDST]]) : (!tile.math<f32>, !pipe.pipe<i16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @copy_mixed(%m: !tile.math<f32>, %src: !pipe.pipe<i16>, %isrc: i32, %idst: i32) {
  "tile.copy"(%m, %src, %isrc, %idst) : (!tile.math<f32>, !pipe.pipe<i16>, i32, i32) -> ()
  return
}

// -----

// add, bcast = "none"; the two pipes have different element types.
// CHECK-LABEL: func.func @add_none(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.add"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "none"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @add_none(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.add"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "none"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// add, bcast = "rows"; the two pipes have different element types.
// CHECK-LABEL: func.func @add_rows(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.add"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "rows"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @add_rows(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.add"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "rows"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// add, bcast = "cols"; the two pipes have different element types.
// CHECK-LABEL: func.func @add_cols(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.add"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "cols"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @add_cols(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.add"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "cols"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// add, bcast = "scalar"; the two pipes have different element types.
// CHECK-LABEL: func.func @add_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.add"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "scalar"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @add_scalar(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.add"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "scalar"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// sub, bcast = "none"; the two pipes have different element types.
// CHECK-LABEL: func.func @sub_none(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.sub"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "none"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sub_none(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.sub"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "none"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// sub, bcast = "rows"; the two pipes have different element types.
// CHECK-LABEL: func.func @sub_rows(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.sub"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "rows"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sub_rows(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.sub"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "rows"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// sub, bcast = "cols"; the two pipes have different element types.
// CHECK-LABEL: func.func @sub_cols(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.sub"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "cols"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sub_cols(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.sub"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "cols"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// sub, bcast = "scalar"; the two pipes have different element types.
// CHECK-LABEL: func.func @sub_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.sub"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "scalar"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sub_scalar(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.sub"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "scalar"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// mul, bcast = "none"; the two pipes have different element types.
// CHECK-LABEL: func.func @mul_none(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.mul"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "none"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mul_none(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.mul"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "none"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// mul, bcast = "rows"; the two pipes have different element types.
// CHECK-LABEL: func.func @mul_rows(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.mul"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "rows"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mul_rows(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.mul"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "rows"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// mul, bcast = "cols"; the two pipes have different element types.
// CHECK-LABEL: func.func @mul_cols(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.mul"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "cols"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mul_cols(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.mul"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "cols"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// mul, bcast = "scalar"; the two pipes have different element types.
// CHECK-LABEL: func.func @mul_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.mul"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {bcast = "scalar"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mul_scalar(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.mul"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "scalar"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
  return
}

// -----

// matmul with a transpose flag passed in.
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32, %[[TR:[^:]+]]: i1) {
// CHECK-NEXT: "tile.matmul"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]], %[[TR]]) : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @matmul(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f16>, %isrc0: i32, %isrc1: i32, %idst: i32, %tr: i1) {
  "tile.matmul"(%m, %src0, %src1, %isrc0, %isrc1, %idst, %tr) : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32, i1) -> ()
  return
}

// -----

// matmul with a constant transpose flag (true).
// CHECK-LABEL: func.func @matmul_true(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<bf16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: %[[T:[^ ]+]] = arith.constant true
// CHECK-NEXT: "tile.matmul"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]], %[[T]]) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @matmul_true(%m: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  %t = arith.constant true
  "tile.matmul"(%m, %src0, %src1, %isrc0, %isrc1, %idst, %t) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
  return
}

// -----

// matmul with a constant transpose flag (false).
// CHECK-LABEL: func.func @matmul_false(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<bf16>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: %[[T:[^ ]+]] = arith.constant false
// CHECK-NEXT: "tile.matmul"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]], %[[T]]) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @matmul_false(%m: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  %t = arith.constant false
  "tile.matmul"(%m, %src0, %src1, %isrc0, %isrc1, %idst, %t) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
  return
}

// -----

// reduce, kind = "sum", dim = "rows".
// CHECK-LABEL: func.func @reduce_sum_rows(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.reduce"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {dim = "rows", kind = "sum"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reduce_sum_rows(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "rows", kind = "sum"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
  return
}

// -----

// reduce, kind = "sum", dim = "cols".
// CHECK-LABEL: func.func @reduce_sum_cols(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.reduce"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {dim = "cols", kind = "sum"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reduce_sum_cols(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "cols", kind = "sum"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
  return
}

// -----

// reduce, kind = "sum", dim = "scalar".
// CHECK-LABEL: func.func @reduce_sum_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.reduce"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {dim = "scalar", kind = "sum"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reduce_sum_scalar(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "scalar", kind = "sum"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
  return
}

// -----

// reduce, kind = "max", dim = "rows".
// CHECK-LABEL: func.func @reduce_max_rows(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.reduce"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {dim = "rows", kind = "max"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reduce_max_rows(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "rows", kind = "max"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
  return
}

// -----

// reduce, kind = "max", dim = "cols".
// CHECK-LABEL: func.func @reduce_max_cols(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.reduce"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {dim = "cols", kind = "max"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reduce_max_cols(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "cols", kind = "max"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
  return
}

// -----

// reduce, kind = "max", dim = "scalar".
// CHECK-LABEL: func.func @reduce_max_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[SRC0:[^:]+]]: !pipe.pipe<bf16>, %[[SRC1:[^:]+]]: !pipe.pipe<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.reduce"(%[[M]], %[[SRC0]], %[[SRC1]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {dim = "scalar", kind = "max"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @reduce_max_scalar(%m: !tile.math<f32>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%m, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "scalar", kind = "max"} : (!tile.math<f32>, !pipe.pipe<bf16>, !pipe.pipe<f32>, i32, i32, i32) -> ()
  return
}

// -----

// transpose.
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[SRC:[^:]+]]: !pipe.pipe<f32>, %[[ISRC:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.transpose"(%[[M]], %[[SRC]], %[[ISRC]], %[[IDST]]) : (!tile.math<bf16>, !pipe.pipe<f32>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transpose(%m: !tile.math<bf16>, %src: !pipe.pipe<f32>, %isrc: i32, %idst: i32) {
  "tile.transpose"(%m, %src, %isrc, %idst) : (!tile.math<bf16>, !pipe.pipe<f32>, i32, i32) -> ()
  return
}

// -----

// unary "abs" takes no parameter.
// CHECK-LABEL: func.func @unary_abs(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "abs"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_abs(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "abs"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "acos" takes no parameter.
// CHECK-LABEL: func.func @unary_acos(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "acos"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_acos(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "acos"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "add_scalar" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_add_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "add_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_add_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "add_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "asin" takes no parameter.
// CHECK-LABEL: func.func @unary_asin(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "asin"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_asin(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "asin"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "atan" takes no parameter.
// CHECK-LABEL: func.func @unary_atan(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "atan"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_atan(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "atan"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "cos" takes no parameter.
// CHECK-LABEL: func.func @unary_cos(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "cos"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_cos(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "cos"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "div_scalar" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_div_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "div_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_div_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "div_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "elu" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_elu(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "elu"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_elu(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "elu"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "eqz" takes no parameter.
// CHECK-LABEL: func.func @unary_eqz(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "eqz"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_eqz(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "eqz"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "erf" takes no parameter.
// CHECK-LABEL: func.func @unary_erf(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "erf"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_erf(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "erf"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "erfc" takes no parameter.
// CHECK-LABEL: func.func @unary_erfc(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "erfc"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_erfc(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "erfc"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "erfinv" takes no parameter.
// CHECK-LABEL: func.func @unary_erfinv(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "erfinv"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_erfinv(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "erfinv"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "exp" takes no parameter.
// CHECK-LABEL: func.func @unary_exp(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "exp"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_exp(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "exp"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "exp2" takes no parameter.
// CHECK-LABEL: func.func @unary_exp2(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "exp2"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_exp2(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "exp2"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "expm1" takes no parameter.
// CHECK-LABEL: func.func @unary_expm1(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "expm1"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_expm1(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "expm1"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "gelu" takes no parameter.
// CHECK-LABEL: func.func @unary_gelu(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "gelu"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_gelu(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "gelu"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "gez" takes no parameter.
// CHECK-LABEL: func.func @unary_gez(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "gez"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_gez(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "gez"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "gtz" takes no parameter.
// CHECK-LABEL: func.func @unary_gtz(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "gtz"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_gtz(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "gtz"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "heaviside" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_heaviside(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "heaviside"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_heaviside(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "heaviside"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "i0" takes no parameter.
// CHECK-LABEL: func.func @unary_i0(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "i0"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_i0(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "i0"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "isfinite" takes no parameter.
// CHECK-LABEL: func.func @unary_isfinite(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "isfinite"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_isfinite(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isfinite"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "isinf" takes no parameter.
// CHECK-LABEL: func.func @unary_isinf(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "isinf"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_isinf(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isinf"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "isnan" takes no parameter.
// CHECK-LABEL: func.func @unary_isnan(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "isnan"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_isnan(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isnan"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "isneginf" takes no parameter.
// CHECK-LABEL: func.func @unary_isneginf(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "isneginf"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_isneginf(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isneginf"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "isposinf" takes no parameter.
// CHECK-LABEL: func.func @unary_isposinf(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "isposinf"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_isposinf(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isposinf"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "leaky_relu" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_leaky_relu(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "leaky_relu"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_leaky_relu(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "leaky_relu"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "lez" takes no parameter.
// CHECK-LABEL: func.func @unary_lez(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "lez"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_lez(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "lez"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "log" takes no parameter.
// CHECK-LABEL: func.func @unary_log(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "log"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_log(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "log"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "log_with_base" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_log_with_base(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "log_with_base"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_log_with_base(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "log_with_base"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "logical_not" takes no parameter.
// CHECK-LABEL: func.func @unary_logical_not(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "logical_not"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_logical_not(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "logical_not"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "ltz" takes no parameter.
// CHECK-LABEL: func.func @unary_ltz(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "ltz"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_ltz(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "ltz"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "max" takes no parameter.
// CHECK-LABEL: func.func @unary_max(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "max"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_max(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "max"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "mul_scalar" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_mul_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "mul_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_mul_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "mul_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "nez" takes no parameter.
// CHECK-LABEL: func.func @unary_nez(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "nez"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_nez(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "nez"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "power" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_power(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "power"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_power(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "power"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "recip" takes no parameter.
// CHECK-LABEL: func.func @unary_recip(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "recip"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_recip(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "recip"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "relu" takes no parameter.
// CHECK-LABEL: func.func @unary_relu(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "relu"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_relu(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "relu"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "relu_max" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_relu_max(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "relu_max"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_relu_max(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "relu_max"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "relu_min" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_relu_min(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "relu_min"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_relu_min(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "relu_min"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "rsqrt" takes no parameter.
// CHECK-LABEL: func.func @unary_rsqrt(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "rsqrt"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_rsqrt(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "rsqrt"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "rsub_scalar" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_rsub_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "rsub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_rsub_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "rsub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "sigmoid" takes no parameter.
// CHECK-LABEL: func.func @unary_sigmoid(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "sigmoid"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_sigmoid(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "sigmoid"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "sign" takes no parameter.
// CHECK-LABEL: func.func @unary_sign(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "sign"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_sign(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "sign"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "signbit" takes no parameter.
// CHECK-LABEL: func.func @unary_signbit(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "signbit"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_signbit(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "signbit"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "sin" takes no parameter.
// CHECK-LABEL: func.func @unary_sin(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "sin"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_sin(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "sin"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "sqrt" takes no parameter.
// CHECK-LABEL: func.func @unary_sqrt(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "sqrt"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_sqrt(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "sqrt"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "square" takes no parameter.
// CHECK-LABEL: func.func @unary_square(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "square"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_square(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "square"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "sub_scalar" takes the scalar parameter.
// CHECK-LABEL: func.func @unary_sub_scalar(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[PARAM:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]], %[[PARAM]]) {fn = "sub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_sub_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "sub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary "tan" takes no parameter.
// CHECK-LABEL: func.func @unary_tan(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "tan"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_tan(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "tan"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "tanh" takes no parameter.
// CHECK-LABEL: func.func @unary_tanh(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "tanh"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_tanh(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "tanh"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "ceil" takes no parameter.
// CHECK-LABEL: func.func @unary_ceil(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "ceil"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_ceil(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "ceil"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "floor" takes no parameter.
// CHECK-LABEL: func.func @unary_floor(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "floor"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_floor(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "floor"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "cast_bf16_u16" takes no parameter.
// CHECK-LABEL: func.func @unary_cast_bf16_u16(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "cast_bf16_u16"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_cast_bf16_u16(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "cast_bf16_u16"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary "cast_u16_bf16" takes no parameter.
// CHECK-LABEL: func.func @unary_cast_u16_bf16(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.unary"(%[[M]], %[[IDST]]) {fn = "cast_u16_bf16"} : (!tile.math<bf16>, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @unary_cast_u16_bf16(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "cast_u16_bf16"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// fill with an f32 value passed in.
// CHECK-LABEL: func.func @fill(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[IDST:[^:]+]]: i32, %[[VALUE:[^:]+]]: f32) {
// CHECK-NEXT: "tile.fill"(%[[M]], %[[IDST]], %[[VALUE]]) : (!tile.math<bf16>, i32, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fill(%m: !tile.math<bf16>, %idst: i32, %value: f32) {
  "tile.fill"(%m, %idst, %value) : (!tile.math<bf16>, i32, f32) -> ()
  return
}

// -----

// fill with a constant value.
// CHECK-LABEL: func.func @fill_constant(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: %[[V:[^ ]+]] = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: "tile.fill"(%[[M]], %[[IDST]], %[[V]]) : (!tile.math<f32>, i32, f32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fill_constant(%m: !tile.math<f32>, %idst: i32) {
  %v = arith.constant 1.500000e+00 : f32
  "tile.fill"(%m, %idst, %v) : (!tile.math<f32>, i32, f32) -> ()
  return
}

// -----

// copy_dst between two slots.
// CHECK-LABEL: func.func @copy_dst(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[ISRC:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.copy_dst"(%[[M]], %[[ISRC]], %[[IDST]]) : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @copy_dst(%m: !tile.math<bf16>, %isrc: i32, %idst: i32) {
  "tile.copy_dst"(%m, %isrc, %idst) : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// binary_dst, kind = "add".
// CHECK-LABEL: func.func @binary_dst_add(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.binary_dst"(%[[M]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {kind = "add"} : (!tile.math<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary_dst_add(%m: !tile.math<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%m, %isrc0, %isrc1, %idst) {kind = "add"} : (!tile.math<f32>, i32, i32, i32) -> ()
  return
}

// -----

// binary_dst, kind = "sub".
// CHECK-LABEL: func.func @binary_dst_sub(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.binary_dst"(%[[M]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {kind = "sub"} : (!tile.math<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary_dst_sub(%m: !tile.math<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%m, %isrc0, %isrc1, %idst) {kind = "sub"} : (!tile.math<f32>, i32, i32, i32) -> ()
  return
}

// -----

// binary_dst, kind = "rsub".
// CHECK-LABEL: func.func @binary_dst_rsub(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.binary_dst"(%[[M]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {kind = "rsub"} : (!tile.math<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary_dst_rsub(%m: !tile.math<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%m, %isrc0, %isrc1, %idst) {kind = "rsub"} : (!tile.math<f32>, i32, i32, i32) -> ()
  return
}

// -----

// binary_dst, kind = "mul".
// CHECK-LABEL: func.func @binary_dst_mul(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.binary_dst"(%[[M]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {kind = "mul"} : (!tile.math<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary_dst_mul(%m: !tile.math<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%m, %isrc0, %isrc1, %idst) {kind = "mul"} : (!tile.math<f32>, i32, i32, i32) -> ()
  return
}

// -----

// binary_dst, kind = "div".
// CHECK-LABEL: func.func @binary_dst_div(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.binary_dst"(%[[M]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {kind = "div"} : (!tile.math<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary_dst_div(%m: !tile.math<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%m, %isrc0, %isrc1, %idst) {kind = "div"} : (!tile.math<f32>, i32, i32, i32) -> ()
  return
}

// -----

// binary_dst, kind = "power".
// CHECK-LABEL: func.func @binary_dst_power(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<f32>, %[[ISRC0:[^:]+]]: i32, %[[ISRC1:[^:]+]]: i32, %[[IDST:[^:]+]]: i32) {
// CHECK-NEXT: "tile.binary_dst"(%[[M]], %[[ISRC0]], %[[ISRC1]], %[[IDST]]) {kind = "power"} : (!tile.math<f32>, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary_dst_power(%m: !tile.math<f32>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%m, %isrc0, %isrc1, %idst) {kind = "power"} : (!tile.math<f32>, i32, i32, i32) -> ()
  return
}

// -----

// tilize_block between pipes of different element types.
// CHECK-LABEL: func.func @tilize_block(
// CHECK-SAME: %[[SRC:[^:]+]]: !pipe.pipe<bf16>, %[[BLOCK:[^:]+]]: i32, %[[DST:[^:]+]]: !pipe.pipe<f32>) {
// CHECK-NEXT: "tile.tilize_block"(%[[SRC]], %[[BLOCK]], %[[DST]]) : (!pipe.pipe<bf16>, i32, !pipe.pipe<f32>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tilize_block(%src: !pipe.pipe<bf16>, %block: i32, %dst: !pipe.pipe<f32>) {
  "tile.tilize_block"(%src, %block, %dst) : (!pipe.pipe<bf16>, i32, !pipe.pipe<f32>) -> ()
  return
}

// -----

// untilize_block between pipes of different element types.
// CHECK-LABEL: func.func @untilize_block(
// CHECK-SAME: %[[SRC:[^:]+]]: !pipe.pipe<f32>, %[[BLOCK:[^:]+]]: i32, %[[DST:[^:]+]]: !pipe.pipe<bf16>) {
// CHECK-NEXT: "tile.untilize_block"(%[[SRC]], %[[BLOCK]], %[[DST]]) : (!pipe.pipe<f32>, i32, !pipe.pipe<bf16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @untilize_block(%src: !pipe.pipe<f32>, %block: i32, %dst: !pipe.pipe<bf16>) {
  "tile.untilize_block"(%src, %block, %dst) : (!pipe.pipe<f32>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// Constant slot 0, frame tile index 0 and block 1 are accepted (the lowest valid values).
// CHECK-LABEL: func.func @constant_bounds(
// CHECK-SAME: %[[M:[^:]+]]: !tile.math<bf16>, %[[SRC:[^:]+]]: !pipe.pipe<bf16>, %[[DST:[^:]+]]: !pipe.pipe<bf16>) {
// CHECK-NEXT: %[[C0:[^ ]+]] = arith.constant 0 : i32
// CHECK-NEXT: %[[C1:[^ ]+]] = arith.constant 1 : i32
// CHECK-NEXT: "tile.copy"(%[[M]], %[[SRC]], %[[C0]], %[[C0]]) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
// CHECK-NEXT: "tile.add"(%[[M]], %[[SRC]], %[[SRC]], %[[C0]], %[[C0]], %[[C1]]) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
// CHECK-NEXT: "tile.unary"(%[[M]], %[[C0]], %[[C0]]) {fn = "relu_max"} : (!tile.math<bf16>, i32, i32) -> ()
// CHECK-NEXT: "tile.binary_dst"(%[[M]], %[[C0]], %[[C1]], %[[C0]]) {kind = "sub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
// CHECK-NEXT: "tile.pack"(%[[M]], %[[C0]], %[[DST]]) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
// CHECK-NEXT: "tile.tilize_block"(%[[SRC]], %[[C1]], %[[DST]]) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
// CHECK-NEXT: "tile.untilize_block"(%[[SRC]], %[[C1]], %[[DST]]) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @constant_bounds(%m: !tile.math<bf16>, %src: !pipe.pipe<bf16>, %dst: !pipe.pipe<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  "tile.copy"(%m, %src, %c0, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  "tile.add"(%m, %src, %src, %c0, %c0, %c1) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  "tile.unary"(%m, %c0, %c0) {fn = "relu_max"} : (!tile.math<bf16>, i32, i32) -> ()
  "tile.binary_dst"(%m, %c0, %c1, %c0) {kind = "sub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  "tile.pack"(%m, %c0, %dst) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  "tile.tilize_block"(%src, %c1, %dst) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
  "tile.untilize_block"(%src, %c1, %dst) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----


