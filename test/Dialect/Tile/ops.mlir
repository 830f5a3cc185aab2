// Round trip of every op of the tile dialect (dialects/src/tile/tile.toml),
// every value of its enum attributes and both PTO levels: parse, verify,
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

// tnot, level 1: a tile in, a tile out.
// CHECK-LABEL: func.func @tnot_level1(
// CHECK-SAME: %[[X:[^:]+]]: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: %{{[^ ]+}} = "tile.tnot"(%[[X]]) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tnot_level1(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// tnot, level 2: source buffer, destination buffer last, no result.
// CHECK-LABEL: func.func @tnot_level2(
// CHECK-SAME: %[[X:[^:]+]]: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %[[OUT:[^:]+]]: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "tile.tnot"(%[[X]], %[[OUT]]) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tnot_level2(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  "tile.tnot"(%x, %out) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// tadds, level 1, f32 tile with a dynamic valid column count.
// CHECK-LABEL: func.func @tadds_level1(
// CHECK-SAME: %[[X:[^:]+]]: !tile.tile<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, %[[S:[^:]+]]: f32) {
// CHECK-NEXT: %{{[^ ]+}} = "tile.tadds"(%[[X]], %[[S]]) : (!tile.tile<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_level1(%x: !tile.tile<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">, %s: f32) {
  %r = "tile.tadds"(%x, %s) : (!tile.tile<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">, f32) -> !tile.tile<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">
  return
}

// -----

// tadds, level 2: source buffer, scalar, destination buffer.
// CHECK-LABEL: func.func @tadds_level2(
// CHECK-SAME: %[[X:[^:]+]]: !tile.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, %[[S:[^:]+]]: f32, %[[OUT:[^:]+]]: !tile.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "tile.tadds"(%[[X]], %[[S]], %[[OUT]]) : (!tile.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_level2(%x: !tile.buf<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">, %s: f32, %out: !tile.buf<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">) {
  "tile.tadds"(%x, %s, %out) : (!tile.buf<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">, f32, !tile.buf<"vec", f32, 16, 128, 16, -1, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// tadds, level 1, bf16 column-major tile with no valid rows.
// CHECK-LABEL: func.func @tadds_bf16(
// CHECK-SAME: %[[X:[^:]+]]: !tile.tile<"mat", bf16, 32 : i64, 32 : i64, 0 : i64, 32 : i64, "col_major", "none_box", 512 : i64, "null">, %[[S:[^:]+]]: bf16) {
// CHECK-NEXT: %{{[^ ]+}} = "tile.tadds"(%[[X]], %[[S]]) : (!tile.tile<"mat", bf16, 32 : i64, 32 : i64, 0 : i64, 32 : i64, "col_major", "none_box", 512 : i64, "null">, bf16) -> !tile.tile<"mat", bf16, 32 : i64, 32 : i64, 0 : i64, 32 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_bf16(%x: !tile.tile<"mat", bf16, 32, 32, 0, 32, "col_major", "none_box", 512, "null">, %s: bf16) {
  %r = "tile.tadds"(%x, %s) : (!tile.tile<"mat", bf16, 32, 32, 0, 32, "col_major", "none_box", 512, "null">, bf16) -> !tile.tile<"mat", bf16, 32, 32, 0, 32, "col_major", "none_box", 512, "null">
  return
}

// -----

// tadds, level 2, i32 buffers with a dynamic valid region.
// CHECK-LABEL: func.func @tadds_i32_level2(
// CHECK-SAME: %[[X:[^:]+]]: !tile.buf<"acc", i32, 8 : i64, 8 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, %[[S:[^:]+]]: i32, %[[OUT:[^:]+]]: !tile.buf<"acc", i32, 8 : i64, 8 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "tile.tadds"(%[[X]], %[[S]], %[[OUT]]) : (!tile.buf<"acc", i32, 8 : i64, 8 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"acc", i32, 8 : i64, 8 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_i32_level2(%x: !tile.buf<"acc", i32, 8, 8, -1, -1, "row_major", "none_box", 512, "null">, %s: i32, %out: !tile.buf<"acc", i32, 8, 8, -1, -1, "row_major", "none_box", 512, "null">) {
  "tile.tadds"(%x, %s, %out) : (!tile.buf<"acc", i32, 8, 8, -1, -1, "row_major", "none_box", 512, "null">, i32, !tile.buf<"acc", i32, 8, 8, -1, -1, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// tload, level 1: a global tensor view in, a tile out.
// CHECK-LABEL: func.func @tload_level1(
// CHECK-SAME: %[[G:[^:]+]]: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) {
// CHECK-NEXT: %{{[^ ]+}} = "tile.tload"(%[[G]]) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !tile.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tload_level1(%g: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) {
  %t = "tile.tload"(%g) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !tile.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">
  return
}

// -----

// tload, level 2: a global tensor view and the destination buffer.
// CHECK-LABEL: func.func @tload_level2(
// CHECK-SAME: %[[G:[^:]+]]: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %[[OUT:[^:]+]]: !tile.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "tile.tload"(%[[G]], %[[OUT]]) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !tile.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tload_level2(%g: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %out: !tile.buf<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">) {
  "tile.tload"(%g, %out) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !tile.buf<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// tstore of a tile (level 1).
// CHECK-LABEL: func.func @tstore_tile(
// CHECK-SAME: %[[G:[^:]+]]: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %[[X:[^:]+]]: !tile.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "tile.tstore"(%[[X]], %[[G]]) : (!tile.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tstore_tile(%g: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %x: !tile.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">) {
  "tile.tstore"(%x, %g) : (!tile.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">, !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
  return
}

// -----

// tstore of a buffer (level 2).
// CHECK-LABEL: func.func @tstore_buf(
// CHECK-SAME: %[[G:[^:]+]]: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %[[X:[^:]+]]: !tile.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: "tile.tstore"(%[[X]], %[[G]]) : (!tile.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tstore_buf(%g: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %x: !tile.buf<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">) {
  "tile.tstore"(%x, %g) : (!tile.buf<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">, !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
  return
}

// -----

// tload then tstore of the loaded tile (level 1 chain).
// CHECK-LABEL: func.func @tload_tstore(
// CHECK-SAME: %[[G:[^:]+]]: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) {
// CHECK-NEXT: %[[T:[^ ]+]] = "tile.tload"(%[[G]]) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !tile.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tstore"(%[[T]], %[[G]]) : (!tile.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tload_tstore(%g: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) {
  %t = "tile.tload"(%g) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !tile.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">
  "tile.tstore"(%t, %g) : (!tile.tile<"vec", f32, 64, 128, 64, 128, "row_major", "none_box", 512, "null">, !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> ()
  return
}

// -----

// Every tile location and layout, valid region full, empty or dynamic, tile and buf.
// CHECK-LABEL: func.func @tile_types(
// CHECK-SAME: %[[A:[^:]+]]: !tile.tile<"vec", i8, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %[[B:[^:]+]]: !tile.tile<"mat", bf16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "col_major", "none_box", 512 : i64, "null">, %[[C:[^:]+]]: !tile.tile<"left", f16, 16 : i64, 16 : i64, 0 : i64, 0 : i64, "row_major", "none_box", 512 : i64, "null">, %[[D:[^:]+]]: !tile.tile<"right", f16, 16 : i64, 16 : i64, -1 : i64, 16 : i64, "col_major", "none_box", 512 : i64, "null">, %[[E:[^:]+]]: !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, %[[F:[^:]+]]: !tile.buf<"bias", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %[[G:[^:]+]]: !tile.buf<"scaling", i64, 1 : i64, 8 : i64, 1 : i64, 8 : i64, "col_major", "none_box", 512 : i64, "null">) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tile_types(%a: !tile.tile<"vec", i8, 16, 32, 16, 32, "row_major", "none_box", 512, "null">, %b: !tile.tile<"mat", bf16, 32, 32, 32, 32, "col_major", "none_box", 512, "null">, %c: !tile.tile<"left", f16, 16, 16, 0, 0, "row_major", "none_box", 512, "null">, %d: !tile.tile<"right", f16, 16, 16, -1, 16, "col_major", "none_box", 512, "null">, %e: !tile.buf<"acc", f32, 16, 16, 16, -1, "row_major", "none_box", 512, "null">, %f: !tile.buf<"bias", f32, 1, 64, 1, 64, "row_major", "none_box", 512, "null">, %g: !tile.buf<"scaling", i64, 1, 8, 1, 8, "col_major", "none_box", 512, "null">) {
  return
}

// -----

// Global tensor views of 1 to 5 dimensions; a stride may be 0.
// CHECK-LABEL: func.func @gtensor_types(
// CHECK-SAME: %[[A:[^:]+]]: !tile.gtensor<f32, array<i64: 16>, array<i64: 1>>, %[[B:[^:]+]]: !tile.gtensor<bf16, array<i64: 16, 32>, array<i64: 32, 1>>, %[[C:[^:]+]]: !tile.gtensor<i8, array<i64: 2, 16, 32>, array<i64: 512, 32, 1>>, %[[D:[^:]+]]: !tile.gtensor<i16, array<i64: 1, 2, 16, 32>, array<i64: 1024, 512, 32, 1>>, %[[E:[^:]+]]: !tile.gtensor<i32, array<i64: 1, 1, 1, 16, 16>, array<i64: 0, 0, 0, 16, 1>>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @gtensor_types(%a: !tile.gtensor<f32, array<i64: 16>, array<i64: 1>>, %b: !tile.gtensor<bf16, array<i64: 16, 32>, array<i64: 32, 1>>, %c: !tile.gtensor<i8, array<i64: 2, 16, 32>, array<i64: 512, 32, 1>>, %d: !tile.gtensor<i16, array<i64: 1, 2, 16, 32>, array<i64: 1024, 512, 32, 1>>, %e: !tile.gtensor<i32, array<i64: 1, 1, 1, 16, 16>, array<i64: 0, 0, 0, 16, 1>>) {
  return
}

// tadd: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tadd_forms(
// CHECK-NEXT: %0 = "tile.tadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tadd"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadd_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tadd"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsub: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tsub_forms(
// CHECK-NEXT: %0 = "tile.tsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tsub"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsub_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tsub"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmul: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tmul_forms(
// CHECK-NEXT: %0 = "tile.tmul"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmul"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmul"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmul_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmul"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmul"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmul"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tdiv: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tdiv_forms(
// CHECK-NEXT: %0 = "tile.tdiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tdiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tdiv"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tdiv_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tdiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tdiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tdiv"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmax: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tmax_forms(
// CHECK-NEXT: %0 = "tile.tmax"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmax"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmax"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmax_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmax"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmax"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmax"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmin: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tmin_forms(
// CHECK-NEXT: %0 = "tile.tmin"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmin"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmin"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmin_forms(%arg0: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmin"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmin"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmin"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tand: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tand_forms(
// CHECK-NEXT: %0 = "tile.tand"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tand"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tand"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tand_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tand"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tand"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tand"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tor: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tor_forms(
// CHECK-NEXT: %0 = "tile.tor"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tor"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tor"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tor_forms(%arg0: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tor"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tor"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tor"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// txor: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @txor_forms(
// CHECK-NEXT: %0 = "tile.txor"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.txor"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.txor"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @txor_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.txor"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.txor"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.txor"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tshl: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tshl_forms(
// CHECK-NEXT: %0 = "tile.tshl"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tshl"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tshl"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tshl_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tshl"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tshl"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tshl"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tshr: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tshr_forms(
// CHECK-NEXT: %0 = "tile.tshr"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tshr"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tshr"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tshr_forms(%arg0: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tshr"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tshr"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tshr"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmatmul: as the PTO frontend writes them (matmul.pto).
// CHECK-LABEL: func.func @tmatmul_forms(
// CHECK-NEXT: %0 = "tile.tmatmul"(%arg0, %arg1) : (!tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmatmul"(%arg0, %arg1) : (!tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmatmul"(%arg2, %arg3, %arg4) : (!tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmatmul_forms(%arg0: !tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmatmul"(%arg0, %arg1) : (!tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmatmul"(%arg0, %arg1) : (!tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmatmul"(%arg2, %arg3, %arg4) : (!tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmatmul_acc: as the PTO frontend writes them (matmul.pto).
// CHECK-LABEL: func.func @tmatmul_acc_forms(
// CHECK-NEXT: %0 = "tile.tmatmul_acc"(%arg0, %arg1, %arg2) : (!tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmatmul_acc"(%arg0, %arg1, %arg2) : (!tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmatmul_acc"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmatmul_acc_forms(%arg0: !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmatmul_acc"(%arg0, %arg1, %arg2) : (!tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmatmul_acc"(%arg0, %arg1, %arg2) : (!tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmatmul_acc"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmov: as the PTO frontend writes them (move.pto).
// CHECK-LABEL: func.func @tmov_m2l_forms(
// CHECK-NEXT: %0 = "tile.tmov"(%arg0) : (!tile.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmov"(%arg0) : (!tile.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmov"(%arg1, %arg2) : (!tile.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmov_m2l_forms(%arg0: !tile.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmov"(%arg0) : (!tile.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmov"(%arg0) : (!tile.tile<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmov"(%arg1, %arg2) : (!tile.buf<"mat", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// ttrans: as the PTO frontend writes them (move.pto).
// CHECK-LABEL: func.func @ttrans_forms(
// CHECK-NEXT: %0 = "tile.ttrans"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.ttrans"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.ttrans"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ttrans_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.ttrans"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.ttrans"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.ttrans"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowsum: as the PTO frontend writes them (reduce.pto).
// CHECK-LABEL: func.func @trowsum_forms(
// CHECK-NEXT: %0 = "tile.trowsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowsum"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowsum_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "tile.trowsum"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowmax: as the PTO frontend writes them (reduce.pto).
// CHECK-LABEL: func.func @trowmax_forms(
// CHECK-NEXT: %0 = "tile.trowmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowmax_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "tile.trowmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolsum: as the PTO frontend writes them (reduce.pto).
// CHECK-LABEL: func.func @tcolsum_forms(
// CHECK-NEXT: %0 = "tile.tcolsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolsum"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolsum_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolsum"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolsum"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolmax: as the PTO frontend writes them (reduce.pto).
// CHECK-LABEL: func.func @tcolmax_forms(
// CHECK-NEXT: %0 = "tile.tcolmax"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolmax"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolmax"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolmax_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolmax"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolmax"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolmax"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tadds: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tadds_forms(
// CHECK-NEXT: %0 = "tile.tadds"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tadds"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tadds"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tadds_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tadds"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tadds"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tadds"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsubs: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tsubs_forms(
// CHECK-NEXT: %0 = "tile.tsubs"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tsubs"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tsubs"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsubs_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tsubs"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tsubs"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tsubs"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmuls: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tmuls_forms(
// CHECK-NEXT: %0 = "tile.tmuls"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmuls"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmuls"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmuls_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmuls"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmuls"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmuls"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tdivs: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tdivs_forms(
// CHECK-NEXT: %0 = "tile.tdivs"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tdivs"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tdivs"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tdivs_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tdivs"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tdivs"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tdivs"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmaxs: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tmaxs_forms(
// CHECK-NEXT: %0 = "tile.tmaxs"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmaxs"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmaxs"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmaxs_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmaxs"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmaxs"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmaxs"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmins: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tmins_forms(
// CHECK-NEXT: %0 = "tile.tmins"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmins"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmins"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmins_forms(%arg0: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i16, %arg2: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i16, %arg4: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmins"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmins"(%arg0, %arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmins"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i16, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tlrelu: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tlrelu_forms(
// CHECK-NEXT: %0 = "tile.tlrelu"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tlrelu"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tlrelu"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tlrelu_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tlrelu"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tlrelu"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tlrelu"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
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
// CHECK-NEXT: %0 = "tile.make_view"(%arg0) : (!tile.ptr<f32>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>
// CHECK-NEXT: %1 = "tile.make_view"(%arg0) : (!tile.ptr<f32>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>
// CHECK-NEXT: %2 = "tile.partition"(%0, %c0, %arg2) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>, index, index) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>
// CHECK-NEXT: %3 = "tile.alloc_tile"() : () -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %4 = "tile.alloc_tile"() {addr = 4096 : i64} : () -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %5 = "tile.alloc_tile"(%arg1, %arg2) : (index, index) -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tassign"(%3) {addr = 8192 : i64} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.tload"(%2, %3) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.tstore"(%3, %2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @views_and_buffers(%arg0: !tile.ptr<f32>, %arg1: index, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %c4096_i64 = arith.constant 4096 : i64
  %0 = "tile.make_view"(%arg0) : (!tile.ptr<f32>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>
  %1 = "tile.make_view"(%arg0) : (!tile.ptr<f32>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>
  %2 = "tile.partition"(%0, %c0, %arg2) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 64>, array<i64: 1024, 1024, 1024, 64, 1>>, index, index) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>
  %3 = "tile.alloc_tile"() : () -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %4 = "tile.alloc_tile"() {addr = 4096 : i64} : () -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %5 = "tile.alloc_tile"(%arg1, %arg2) : (index, index) -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tassign"(%3) {addr = 8192 : i64} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.tload"(%2, %3) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.tstore"(%3, %2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1024, 1024, 1024, 64, 1>>) -> ()
  return
}

// -----

// barrier, block_info, record_event, tsync, wait_event: as the PTO frontend writes them (structure.pto).
// CHECK-LABEL: func.func @sync(
// CHECK-NEXT: %0 = "tile.block_info"() {query = "block_idx"} : () -> i64
// CHECK-NEXT: %1 = "tile.block_info"() {query = "block_num"} : () -> i64
// CHECK-NEXT: %2 = "tile.block_info"() {query = "subblock_idx"} : () -> i64
// CHECK-NEXT: %3 = "tile.block_info"() {query = "subblock_num"} : () -> i64
// CHECK-NEXT: "tile.record_event"() {dst = "tvec", event = 0 : i64, src = "tload"} : () -> ()
// CHECK-NEXT: "tile.wait_event"() {dst = "tvec", event = 0 : i64, src = "tload"} : () -> ()
// CHECK-NEXT: "tile.record_event"() {dst = "tmatmul", event = 7 : i64, src = "tmov_m2l"} : () -> ()
// CHECK-NEXT: "tile.barrier"() {pipe = "pipe_v"} : () -> ()
// CHECK-NEXT: "tile.barrier"() {pipe = "pipe_m"} : () -> ()
// CHECK-NEXT: "tile.barrier"() {pipe = "pipe_v"} : () -> ()
// CHECK-NEXT: "tile.tsync"(%arg0, %arg1) : (!tile.event, !tile.event) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sync(%arg0: !tile.event, %arg1: !tile.event) {
  %0 = "tile.block_info"() {query = "block_idx"} : () -> i64
  %1 = "tile.block_info"() {query = "block_num"} : () -> i64
  %2 = "tile.block_info"() {query = "subblock_idx"} : () -> i64
  %3 = "tile.block_info"() {query = "subblock_num"} : () -> i64
  "tile.record_event"() {dst = "tvec", event = 0 : i64, src = "tload"} : () -> ()
  "tile.wait_event"() {dst = "tvec", event = 0 : i64, src = "tload"} : () -> ()
  "tile.record_event"() {dst = "tmatmul", event = 7 : i64, src = "tmov_m2l"} : () -> ()
  "tile.barrier"() {pipe = "pipe_v"} : () -> ()
  "tile.barrier"() {pipe = "pipe_m"} : () -> ()
  "tile.barrier"() {pipe = "pipe_v"} : () -> ()
  "tile.tsync"(%arg0, %arg1) : (!tile.event, !tile.event) -> ()
  return
}

// -----

// tabs: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tabs_forms(
// CHECK-NEXT: %0 = "tile.tabs"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tabs"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tabs"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tabs_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tabs"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tabs"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tabs"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tneg: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tneg_forms(
// CHECK-NEXT: %0 = "tile.tneg"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tneg"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tneg"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tneg_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tneg"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tneg"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tneg"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// texp: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @texp_forms(
// CHECK-NEXT: %0 = "tile.texp"(%arg0) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.texp"(%arg0) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.texp"(%arg1, %arg2) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @texp_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.texp"(%arg0) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.texp"(%arg0) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.texp"(%arg1, %arg2) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tlog: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tlog_forms(
// CHECK-NEXT: %0 = "tile.tlog"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tlog"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tlog"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tlog_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tlog"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tlog"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tlog"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsqrt: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tsqrt_forms(
// CHECK-NEXT: %0 = "tile.tsqrt"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tsqrt"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tsqrt"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsqrt_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tsqrt"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tsqrt"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tsqrt"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trsqrt: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @trsqrt_forms(
// CHECK-NEXT: %0 = "tile.trsqrt"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trsqrt"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trsqrt"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trsqrt_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trsqrt"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trsqrt"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trsqrt"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trecip: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @trecip_forms(
// CHECK-NEXT: %0 = "tile.trecip"(%arg0) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trecip"(%arg0) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trecip"(%arg1, %arg2) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trecip_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trecip"(%arg0) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trecip"(%arg0) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trecip"(%arg1, %arg2) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trelu: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @trelu_forms(
// CHECK-NEXT: %0 = "tile.trelu"(%arg0) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trelu"(%arg0) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trelu"(%arg1, %arg2) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trelu_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trelu"(%arg0) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trelu"(%arg0) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trelu"(%arg1, %arg2) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tnot: as the PTO frontend writes them (unary.pto).
// CHECK-LABEL: func.func @tnot_forms(
// CHECK-NEXT: %0 = "tile.tnot"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tnot"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tnot"(%arg1, %arg2) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tnot_forms(%arg0: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tnot"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tnot"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tnot"(%arg1, %arg2) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// -----

// trem: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @trem_forms(
// CHECK-NEXT: %0 = "tile.trem"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trem"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trem"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trem_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trem"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trem"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trem"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tfmod: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tfmod_forms(
// CHECK-NEXT: %0 = "tile.tfmod"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tfmod"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tfmod"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfmod_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tfmod"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tfmod"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tfmod"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tprelu: as the PTO frontend writes them (binary.pto).
// CHECK-LABEL: func.func @tprelu_forms(
// CHECK-NEXT: %0 = "tile.tprelu"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tprelu"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tprelu"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tprelu_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tprelu"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tprelu"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tprelu"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpow: as the PTO frontend writes them (a5-only.pto).
// CHECK-LABEL: func.func @tpow_forms(
// CHECK-NEXT: %0 = "tile.tpow"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tpow"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tpow"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpow_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tpow"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tpow"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tpow"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trems: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @trems_forms(
// CHECK-NEXT: %0 = "tile.trems"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trems"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trems"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trems_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trems"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trems"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trems"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tfmods: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tfmods_forms(
// CHECK-NEXT: %0 = "tile.tfmods"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tfmods"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tfmods"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfmods_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tfmods"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tfmods"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tfmods"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tands: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tands_forms(
// CHECK-NEXT: %0 = "tile.tands"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tands"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tands"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tands_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tands"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tands"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tands"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tors: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tors_forms(
// CHECK-NEXT: %0 = "tile.tors"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tors"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tors"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tors_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tors"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tors"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tors"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// txors: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @txors_forms(
// CHECK-NEXT: %0 = "tile.txors"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.txors"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.txors"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @txors_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.txors"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.txors"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.txors"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tshls: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tshls_forms(
// CHECK-NEXT: %0 = "tile.tshls"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tshls"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tshls"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tshls_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tshls"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tshls"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tshls"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tshrs: as the PTO frontend writes them (scalar.pto).
// CHECK-LABEL: func.func @tshrs_forms(
// CHECK-NEXT: %0 = "tile.tshrs"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tshrs"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tshrs"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tshrs_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: i32, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tshrs"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tshrs"(%arg0, %arg1) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tshrs"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpows: as the PTO frontend writes them (a5-only.pto).
// CHECK-LABEL: func.func @tpows_forms(
// CHECK-NEXT: %0 = "tile.tpows"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tpows"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tpows"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpows_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tpows"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tpows"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tpows"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowmin: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowmin_forms(
// CHECK-NEXT: %0 = "tile.trowmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowmin_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "tile.trowmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowprod: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowprod_forms(
// CHECK-NEXT: %0 = "tile.trowprod"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowprod"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowprod"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowprod_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowprod"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowprod"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "tile.trowprod"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolmin: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolmin_forms(
// CHECK-NEXT: %0 = "tile.tcolmin"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolmin"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolmin"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolmin_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolmin"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolmin"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolmin"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolprod: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolprod_forms(
// CHECK-NEXT: %0 = "tile.tcolprod"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolprod"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolprod"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolprod_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolprod"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolprod"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolprod"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpand: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpand_forms(
// CHECK-NEXT: %0 = "tile.trowexpand"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowexpand"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowexpand"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpand_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowexpand"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowexpand"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trowexpand"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpand: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpand_forms(
// CHECK-NEXT: %0 = "tile.tcolexpand"(%arg0) : (!tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolexpand"(%arg0) : (!tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolexpand"(%arg1, %arg2) : (!tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpand_forms(%arg0: !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolexpand"(%arg0) : (!tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolexpand"(%arg0) : (!tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolexpand"(%arg1, %arg2) : (!tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandadd: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandadd_forms(
// CHECK-NEXT: %0 = "tile.trowexpandadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowexpandadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowexpandadd"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandadd_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowexpandadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowexpandadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trowexpandadd"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandsub: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandsub_forms(
// CHECK-NEXT: %0 = "tile.trowexpandsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowexpandsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowexpandsub"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandsub_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowexpandsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowexpandsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trowexpandsub"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandmul: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandmul_forms(
// CHECK-NEXT: %0 = "tile.trowexpandmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowexpandmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowexpandmul"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandmul_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowexpandmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowexpandmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trowexpandmul"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpanddiv: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpanddiv_forms(
// CHECK-NEXT: %0 = "tile.trowexpanddiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowexpanddiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowexpanddiv"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpanddiv_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowexpanddiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowexpanddiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trowexpanddiv"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandmax: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandmax_forms(
// CHECK-NEXT: %0 = "tile.trowexpandmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowexpandmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowexpandmax"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandmax_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowexpandmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowexpandmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trowexpandmax"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandmin: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandmin_forms(
// CHECK-NEXT: %0 = "tile.trowexpandmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowexpandmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowexpandmin"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandmin_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowexpandmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowexpandmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trowexpandmin"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowexpandexpdif: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @trowexpandexpdif_forms(
// CHECK-NEXT: %0 = "tile.trowexpandexpdif"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowexpandexpdif"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowexpandexpdif"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowexpandexpdif_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowexpandexpdif"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowexpandexpdif"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.trowexpandexpdif"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandadd: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandadd_forms(
// CHECK-NEXT: %0 = "tile.tcolexpandadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolexpandadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolexpandadd"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandadd_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolexpandadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolexpandadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolexpandadd"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandsub: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandsub_forms(
// CHECK-NEXT: %0 = "tile.tcolexpandsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolexpandsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolexpandsub"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandsub_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolexpandsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolexpandsub"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolexpandsub"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandmul: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandmul_forms(
// CHECK-NEXT: %0 = "tile.tcolexpandmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolexpandmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolexpandmul"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandmul_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolexpandmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolexpandmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolexpandmul"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpanddiv: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpanddiv_forms(
// CHECK-NEXT: %0 = "tile.tcolexpanddiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolexpanddiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolexpanddiv"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpanddiv_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolexpanddiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolexpanddiv"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolexpanddiv"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandmax: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandmax_forms(
// CHECK-NEXT: %0 = "tile.tcolexpandmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolexpandmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolexpandmax"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandmax_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolexpandmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolexpandmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolexpandmax"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandmin: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandmin_forms(
// CHECK-NEXT: %0 = "tile.tcolexpandmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolexpandmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolexpandmin"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandmin_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolexpandmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolexpandmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolexpandmin"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolexpandexpdif: as the PTO frontend writes them (reduce-expand.pto).
// CHECK-LABEL: func.func @tcolexpandexpdif_forms(
// CHECK-NEXT: %0 = "tile.tcolexpandexpdif"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolexpandexpdif"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolexpandexpdif"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolexpandexpdif_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolexpandexpdif"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolexpandexpdif"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolexpandexpdif"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcmp: as the PTO frontend writes them (compare-select.pto).
// CHECK-LABEL: func.func @tcmp_forms(
// CHECK-NEXT: %0 = "tile.tcmp"(%arg0, %arg1) {cmp_mode = "lt"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcmp"(%arg0, %arg1) {cmp_mode = "lt"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcmp"(%arg2, %arg3, %arg4) {cmp_mode = "lt"} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcmp_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcmp"(%arg0, %arg1) {cmp_mode = "lt"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcmp"(%arg0, %arg1) {cmp_mode = "lt"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcmp"(%arg2, %arg3, %arg4) {cmp_mode = "lt"} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcmps: as the PTO frontend writes them (compare-select.pto).
// CHECK-LABEL: func.func @tcmps_forms(
// CHECK-NEXT: %0 = "tile.tcmps"(%arg0, %arg1) {cmp_mode = "ge"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcmps"(%arg0, %arg1) {cmp_mode = "ge"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcmps"(%arg2, %arg3, %arg4) {cmp_mode = "ge"} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcmps_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f32, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: f32, %arg4: !tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcmps"(%arg0, %arg1) {cmp_mode = "ge"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcmps"(%arg0, %arg1) {cmp_mode = "ge"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcmps"(%arg2, %arg3, %arg4) {cmp_mode = "ge"} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsel: as the PTO frontend writes them (compare-select.pto).
// CHECK-LABEL: func.func @tsel_forms(
// CHECK-NEXT: %0 = "tile.tsel"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tsel"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tsel"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsel_forms(%arg0: !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tsel"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tsel"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tsel"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsels: as the PTO frontend writes them (compare-select.pto).
// CHECK-LABEL: func.func @tsels_forms(
// CHECK-NEXT: %0 = "tile.tsels"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tsels"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tsels"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsels_forms(%arg0: !tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: f32, %arg3: !tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: f32, %arg6: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tsels"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tsels"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tsels"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"vec", ui8, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcvt: as the PTO frontend writes them (convert.pto).
// CHECK-LABEL: func.func @tcvt_forms(
// CHECK-NEXT: %0 = "tile.tcvt"(%arg0) {rmode = "rint"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcvt"(%arg0) {rmode = "floor"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcvt"(%arg1, %arg2) {rmode = "trunc"} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcvt_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcvt"(%arg0) {rmode = "rint"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcvt"(%arg0) {rmode = "floor"} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcvt"(%arg1, %arg2) {rmode = "trunc"} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// texpands: as the PTO frontend writes them (fill.pto).
// CHECK-LABEL: func.func @texpands_forms(
// CHECK-NEXT: %0 = "tile.texpands"(%arg0) : (f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.texpands"(%arg0) : (f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.texpands"(%arg0, %arg1) : (f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @texpands_forms(%arg0: f32, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.texpands"(%arg0) : (f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.texpands"(%arg0) : (f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.texpands"(%arg0, %arg1) : (f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tci: as the PTO frontend writes them (fill.pto).
// CHECK-LABEL: func.func @tci_forms(
// CHECK-NEXT: %0 = "tile.tci"(%arg0) : (i32) -> !tile.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tci"(%arg0) {descending} : (i32) -> !tile.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tci"(%arg0, %arg1) {descending} : (i32, !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tci_forms(%arg0: i32, %arg1: !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tci"(%arg0) : (i32) -> !tile.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tci"(%arg0) {descending} : (i32) -> !tile.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tci"(%arg0, %arg1) {descending} : (i32, !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartadd: as the PTO frontend writes them (partial.pto).
// CHECK-LABEL: func.func @tpartadd_forms(
// CHECK-NEXT: %0 = "tile.tpartadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tpartadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tpartadd"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartadd_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tpartadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tpartadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tpartadd"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartmul: as the PTO frontend writes them (partial.pto).
// CHECK-LABEL: func.func @tpartmul_forms(
// CHECK-NEXT: %0 = "tile.tpartmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tpartmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tpartmul"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartmul_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tpartmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tpartmul"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tpartmul"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartmax: as the PTO frontend writes them (partial.pto).
// CHECK-LABEL: func.func @tpartmax_forms(
// CHECK-NEXT: %0 = "tile.tpartmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tpartmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tpartmax"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartmax_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tpartmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tpartmax"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tpartmax"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartmin: as the PTO frontend writes them (partial.pto).
// CHECK-LABEL: func.func @tpartmin_forms(
// CHECK-NEXT: %0 = "tile.tpartmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tpartmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tpartmin"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartmin_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tpartmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tpartmin"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tpartmin"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowargmax: as the PTO frontend writes them (arg-reduce.pto).
// CHECK-LABEL: func.func @trowargmax_forms(
// CHECK-NEXT: %0 = "tile.trowargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowargmax"(%arg0, %arg0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowargmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowargmax_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowargmax"(%arg0, %arg0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "tile.trowargmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolargmin: as the PTO frontend writes them (arg-reduce.pto).
// CHECK-LABEL: func.func @tcolargmin_forms(
// CHECK-NEXT: %0 = "tile.tcolargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolargmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolargmin_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolargmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// trowargmin: as the PTO frontend writes them (arg-reduce.pto).
// CHECK-LABEL: func.func @trowargmin_forms(
// CHECK-NEXT: %0 = "tile.trowargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.trowargmin"(%arg0, %arg0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.trowargmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @trowargmin_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.trowargmin"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  %1 = "tile.trowargmin"(%arg0, %arg0) {operandSegmentSizes = array<i32: 1, 1, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">
  "tile.trowargmin"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tcolargmax: as the PTO frontend writes them (arg-reduce.pto).
// CHECK-LABEL: func.func @tcolargmax_forms(
// CHECK-NEXT: %0 = "tile.tcolargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tcolargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tcolargmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tcolargmax_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tcolargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tcolargmax"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", ui32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tcolargmax"(%arg1, %arg2) {operandSegmentSizes = array<i32: 1, 0, 1>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tfillpad: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @tfillpad_forms(
// CHECK-NEXT: %0 = "tile.tfillpad"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "zero">
// CHECK-NEXT: %1 = "tile.tfillpad"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "min">
// CHECK-NEXT: "tile.tfillpad"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfillpad_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">) {
  %0 = "tile.tfillpad"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "zero">
  %1 = "tile.tfillpad"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "min">
  "tile.tfillpad"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">) -> ()
  return
}

// -----

// tfillpad_inplace: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @tfillpad_inplace_forms(
// CHECK-NEXT: %0 = "tile.tfillpad_inplace"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "zero">
// CHECK-NEXT: %1 = "tile.tfillpad_inplace"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">
// CHECK-NEXT: "tile.tfillpad_inplace"(%arg1, %arg1) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfillpad_inplace_forms(%arg0: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">) {
  %0 = "tile.tfillpad_inplace"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "zero">
  %1 = "tile.tfillpad_inplace"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "max">
  "tile.tfillpad_inplace"(%arg1, %arg1) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "min">) -> ()
  return
}

// -----

// tfillpad_expand: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @tfillpad_expand_forms(
// CHECK-NEXT: %0 = "tile.tfillpad_expand"(%arg0) : (!tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">
// CHECK-NEXT: %1 = "tile.tfillpad_expand"(%arg0) : (!tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "max">
// CHECK-NEXT: "tile.tfillpad_expand"(%arg1, %arg2) : (!tile.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tfillpad_expand_forms(%arg0: !tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">) {
  %0 = "tile.tfillpad_expand"(%arg0) : (!tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">
  %1 = "tile.tfillpad_expand"(%arg0) : (!tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "max">
  "tile.tfillpad_expand"(%arg1, %arg2) : (!tile.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "zero">) -> ()
  return
}

// -----

// ttri: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @ttri_forms(
// CHECK-NEXT: %0 = "tile.ttri"(%arg0) {is_upper_or_lower = 0 : i64} : (i32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.ttri"(%arg0) {is_upper_or_lower = 1 : i64} : (i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.ttri"(%arg0, %arg1) {is_upper_or_lower = 1 : i64} : (i32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ttri_forms(%arg0: i32, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.ttri"(%arg0) {is_upper_or_lower = 0 : i64} : (i32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.ttri"(%arg0) {is_upper_or_lower = 1 : i64} : (i32) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.ttri"(%arg0, %arg1) {is_upper_or_lower = 1 : i64} : (i32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// taxpy: as the PTO frontend writes them (pad-triangle-axpy.pto).
// CHECK-LABEL: func.func @taxpy_forms(
// CHECK-NEXT: %0 = "tile.taxpy"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.taxpy"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.taxpy"(%arg3, %arg2, %arg4) {operandSegmentSizes = array<i32: 0, 1, 1, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @taxpy_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: f32, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.taxpy"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.taxpy"(%arg0, %arg1, %arg2) {operandSegmentSizes = array<i32: 1, 1, 1, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.taxpy"(%arg3, %arg2, %arg4) {operandSegmentSizes = array<i32: 0, 1, 1, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// taddc: as the PTO frontend writes them (ternary.pto).
// CHECK-LABEL: func.func @taddc_forms(
// CHECK-NEXT: %0 = "tile.taddc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.taddc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.taddc"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @taddc_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.taddc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.taddc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.taddc"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsubc: as the PTO frontend writes them (ternary.pto).
// CHECK-LABEL: func.func @tsubc_forms(
// CHECK-NEXT: %0 = "tile.tsubc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tsubc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tsubc"(%arg3, %arg3, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsubc_forms(%arg0: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tsubc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tsubc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tsubc"(%arg3, %arg3, %arg3, %arg4) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// taddsc: as the PTO frontend writes them (ternary.pto).
// CHECK-LABEL: func.func @taddsc_forms(
// CHECK-NEXT: %0 = "tile.taddsc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.taddsc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.taddsc"(%arg3, %arg1, %arg4, %arg5) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @taddsc_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: f16, %arg2: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.taddsc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.taddsc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.taddsc"(%arg3, %arg1, %arg4, %arg5) : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, f16, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tsubsc: as the PTO frontend writes them (ternary.pto).
// CHECK-LABEL: func.func @tsubsc_forms(
// CHECK-NEXT: %0 = "tile.tsubsc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tsubsc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tsubsc"(%arg3, %arg1, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsubsc_forms(%arg0: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: i32, %arg2: !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tsubsc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tsubsc"(%arg0, %arg1, %arg2) : (!tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tsubsc"(%arg3, %arg1, %arg3, %arg4) : (!tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgather: as the PTO frontend writes them (gather-scatter.pto).
// CHECK-LABEL: func.func @tgather_forms(
// CHECK-NEXT: %0 = "tile.tgather"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tgather"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tgather"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgather_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tgather"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tgather"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tgather"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tscatter: as the PTO frontend writes them (gather-scatter.pto).
// CHECK-LABEL: func.func @tscatter_forms(
// CHECK-NEXT: %0 = "tile.tscatter"(%arg0, %arg1) : (!tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tscatter"(%arg0, %arg1) : (!tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tscatter"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tscatter_forms(%arg0: !tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tscatter"(%arg0, %arg1) : (!tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tscatter"(%arg0, %arg1) : (!tile.tile<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tscatter"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tmatmul_bias: as the PTO frontend writes them (matmul-bias-gemv.pto).
// CHECK-LABEL: func.func @tmatmul_bias_forms(
// CHECK-NEXT: %0 = "tile.tmatmul_bias"(%arg0, %arg1, %arg2) : (!tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tmatmul_bias"(%arg0, %arg1, %arg2) : (!tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tmatmul_bias"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmatmul_bias_forms(%arg0: !tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmatmul_bias"(%arg0, %arg1, %arg2) : (!tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tmatmul_bias"(%arg0, %arg1, %arg2) : (!tile.tile<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tmatmul_bias"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"left", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", f16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgemv: as the PTO frontend writes them (matmul-bias-gemv.pto).
// CHECK-LABEL: func.func @tgemv_forms(
// CHECK-NEXT: %0 = "tile.tgemv"(%arg0, %arg1) : (!tile.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tgemv"(%arg0, %arg1) : (!tile.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tgemv"(%arg2, %arg3, %arg4) : (!tile.buf<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgemv_forms(%arg0: !tile.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tgemv"(%arg0, %arg1) : (!tile.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tgemv"(%arg0, %arg1) : (!tile.tile<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tgemv"(%arg2, %arg3, %arg4) : (!tile.buf<"left", i8, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", i8, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", i32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgemv_acc: as the PTO frontend writes them (matmul-bias-gemv.pto).
// CHECK-LABEL: func.func @tgemv_acc_forms(
// CHECK-NEXT: %0 = "tile.tgemv_acc"(%arg0, %arg1, %arg2) : (!tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tgemv_acc"(%arg0, %arg1, %arg2) : (!tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tgemv_acc"(%arg3, %arg4, %arg5, %arg3) : (!tile.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgemv_acc_forms(%arg0: !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tgemv_acc"(%arg0, %arg1, %arg2) : (!tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tgemv_acc"(%arg0, %arg1, %arg2) : (!tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tgemv_acc"(%arg3, %arg4, %arg5, %arg3) : (!tile.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"left", bf16, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", bf16, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tgemv_bias: as the PTO frontend writes them (matmul-bias-gemv.pto).
// CHECK-LABEL: func.func @tgemv_bias_forms(
// CHECK-NEXT: %0 = "tile.tgemv_bias"(%arg0, %arg1, %arg2) : (!tile.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tgemv_bias"(%arg0, %arg1, %arg2) : (!tile.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tgemv_bias"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgemv_bias_forms(%arg0: !tile.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !tile.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tgemv_bias"(%arg0, %arg1, %arg2) : (!tile.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tgemv_bias"(%arg0, %arg1, %arg2) : (!tile.tile<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tgemv_bias"(%arg3, %arg4, %arg5, %arg6) : (!tile.buf<"left", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"right", f32, 32 : i64, 16 : i64, 32 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"bias", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"acc", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// syncall: as the PTO frontend writes them (syncall-prefetch.pto).
// CHECK-LABEL: func.func @syncall_forms(
// CHECK-NEXT: "tile.syncall"() {core_type = "aiv_only"} : () -> ()
// CHECK-NEXT: "tile.syncall"() {core_type = "aiv_only"} : () -> ()
// CHECK-NEXT: "tile.syncall"(%arg1) {core_type = "mix", soft} : (i32) -> ()
// CHECK-NEXT: "tile.syncall"() {core_type = "aic_only", soft} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @syncall_forms(%arg0: !tile.ptr<i32>, %arg1: i32) {
  "tile.syncall"() {core_type = "aiv_only"} : () -> ()
  "tile.syncall"() {core_type = "aiv_only"} : () -> ()
  "tile.syncall"(%arg1) {core_type = "mix", soft} : (i32) -> ()
  "tile.syncall"() {core_type = "aic_only", soft} : () -> ()
  return
}

// -----

// tgetval: as the PTO frontend writes them (getval-setval.pto).
// CHECK-LABEL: func.func @tgetval_forms(
// CHECK-NEXT: %0 = "tile.tgetval"(%arg0, %arg1) : (!tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, index) -> f32
// CHECK-NEXT: %1 = "tile.tgetval"(%arg2, %arg1) : (!tile.buf<"vec", ui16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index) -> i16
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tgetval_forms(%arg0: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg1: index, %arg2: !tile.buf<"vec", ui16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tgetval"(%arg0, %arg1) : (!tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, index) -> f32
  %1 = "tile.tgetval"(%arg2, %arg1) : (!tile.buf<"vec", ui16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index) -> i16
  return
}

// -----

// tsetval: as the PTO frontend writes them (getval-setval.pto).
// CHECK-LABEL: func.func @tsetval_forms(
// CHECK-NEXT: "tile.tsetval"(%arg1, %arg2, %arg0) : (index, f16, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsetval_forms(%arg0: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: index, %arg2: f16) {
  "tile.tsetval"(%arg1, %arg2, %arg0) : (index, f16, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// async: as the PTO frontend writes them (async.pto).
// CHECK-LABEL: func.func @async_forms(
// CHECK-NEXT: "tile.tsync"(%arg2) : (!tile.event) -> ()
// CHECK-NEXT: %0 = "tile.tadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.completion"() : () -> !tile.event
// CHECK-NEXT: "tile.tsync"(%arg2, %1) : (!tile.event, !tile.event) -> ()
// CHECK-NEXT: %2 = "tile.tmul"(%0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %3 = "tile.completion"() : () -> !tile.event
// CHECK-NEXT: "tile.tsync"(%3) : (!tile.event) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @async_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.event) {
  "tile.tsync"(%arg2) : (!tile.event) -> ()
  %0 = "tile.tadd"(%arg0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.completion"() : () -> !tile.event
  "tile.tsync"(%arg2, %1) : (!tile.event, !tile.event) -> ()
  %2 = "tile.tmul"(%0, %arg1) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %3 = "tile.completion"() : () -> !tile.event
  "tile.tsync"(%3) : (!tile.event) -> ()
  return
}

// -----

// debug: as the PTO frontend writes them (debug.pto).
// CHECK-LABEL: func.func @debug_forms(
// CHECK-NEXT: "tile.tprint"(%arg0) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.tprint"(%arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.trap"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @debug_forms(%arg0: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "tile.tprint"(%arg0) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.tprint"(%arg1) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.trap"() : () -> ()
  return
}

// -----

// cross_core: as the PTO frontend writes them (cross-core.pto).
// CHECK-LABEL: func.func @cross_core_forms(
// CHECK-NEXT: "tile.sync_set"() {id = 0 : i64, pipe = "pipe_m"} : () -> ()
// CHECK-NEXT: "tile.sync_wait"() {id = 15 : i64, pipe = "pipe_v"} : () -> ()
// CHECK-NEXT: "tile.buf_token"() {id = 0 : i64, op_class = "tvec"} : () -> ()
// CHECK-NEXT: "tile.buf_token"() {id = 31 : i64, op_class = "tmatmul", release} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cross_core_forms() {
  "tile.sync_set"() {id = 0 : i64, pipe = "pipe_m"} : () -> ()
  "tile.sync_wait"() {id = 15 : i64, pipe = "pipe_v"} : () -> ()
  "tile.buf_token"() {id = 0 : i64, op_class = "tvec"} : () -> ()
  "tile.buf_token"() {id = 31 : i64, op_class = "tmatmul", release} : () -> ()
  return
}

// -----

// tsort32: as the PTO frontend writes them (sort32.pto).
// CHECK-LABEL: func.func @tsort32_forms(
// CHECK-NEXT: %0 = "tile.tsort32"(%arg0, %arg1) : (!tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tsort32"(%arg0, %arg1) : (!tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tsort32"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tsort32_forms(%arg0: !tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tsort32"(%arg0, %arg1) : (!tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tsort32"(%arg0, %arg1) : (!tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tsort32"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tpartarg: as the PTO frontend writes them (partial-arg.pto).
// CHECK-LABEL: func.func @tpartarg_forms(
// CHECK-NEXT: "tile.tpartargmax"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.tpartargmin"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartarg_forms(%arg0: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "tile.tpartargmax"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.tpartargmin"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tconcat: as the PTO frontend writes them (concat.pto).
// CHECK-LABEL: func.func @tconcat_forms(
// CHECK-NEXT: %0 = "tile.tconcat"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tconcat"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tconcat_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tconcat"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tconcat"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// treshape: as the PTO frontend writes them (reshape.pto).
// CHECK-LABEL: func.func @treshape_forms(
// CHECK-NEXT: %0 = "tile.treshape"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.treshape"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.treshape"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @treshape_forms(%arg0: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", i16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.treshape"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.treshape"(%arg0) : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.treshape"(%arg1, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tinterleave: as the PTO frontend writes them (interleave.pto).
// CHECK-LABEL: func.func @tinterleave_forms(
// CHECK-NEXT: "tile.tinterleave"(%arg0, %arg1, %arg2, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.tdeinterleave"(%arg2, %arg3, %arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.tdeinterleave"(%arg0, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 0, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tinterleave_forms(%arg0: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "tile.tinterleave"(%arg0, %arg1, %arg2, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.tdeinterleave"(%arg2, %arg3, %arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.tdeinterleave"(%arg0, %arg4, %arg5) {operandSegmentSizes = array<i32: 1, 0, 1, 1>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// textract: as the PTO frontend writes them (window.pto).
// CHECK-LABEL: func.func @textract_forms(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = "tile.textract"(%arg0, %c16, %c0) : (!tile.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.textract"(%arg0, %c0, %c16) : (!tile.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"right", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.textract"(%arg2, %c16, %c16, %arg3) : (!tile.buf<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !tile.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.textract"(%arg1, %c0, %c16, %arg4) : (!tile.buf<"acc", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @textract_forms(%arg0: !tile.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"acc", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = "tile.textract"(%arg0, %c16, %c0) : (!tile.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.textract"(%arg0, %c0, %c16) : (!tile.tile<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"right", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.textract"(%arg2, %c16, %c16, %arg3) : (!tile.buf<"mat", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !tile.buf<"left", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.textract"(%arg1, %c0, %c16, %arg4) : (!tile.buf<"acc", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// tinsert: as the PTO frontend writes them (window.pto).
// CHECK-LABEL: func.func @tinsert_forms(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = "tile.tinsert"(%arg0, %c16, %c0) : (!tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tinsert"(%arg0, %c0, %c16) : (!tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tinsert"(%arg1, %c16, %c16, %arg2) : (!tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !tile.buf<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tinsert_forms(%arg0: !tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %0 = "tile.tinsert"(%arg0, %c16, %c0) : (!tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tinsert"(%arg0, %c0, %c16) : (!tile.tile<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tinsert"(%arg1, %c16, %c16, %arg2) : (!tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, index, index, !tile.buf<"mat", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// set: as the PTO frontend writes them (views.pto).
// CHECK-LABEL: func.func @set_validshape_forms(
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %c12 = arith.constant 12 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %0 = "tile.alloc_tile"(%c16, %c16) : (index, index) -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.set_valid_shape"(%0, %c8, %c12) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: "tile.tadds"(%1, %cst, %1) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @set_validshape_forms(%arg0: !tile.ptr<f32>) {
  %c8 = arith.constant 8 : index
  %c12 = arith.constant 12 : index
  %c16 = arith.constant 16 : index
  %0 = "tile.alloc_tile"(%c16, %c16) : (index, index) -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.set_valid_shape"(%0, %c8, %c12) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  %cst = arith.constant 1.000000e+00 : f32
  "tile.tadds"(%1, %cst, %1) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, f32, !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// view: as the PTO frontend writes them (views.pto).
// CHECK-LABEL: func.func @view_forms(
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %0 = "tile.talias"(%arg0) : (!tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.buf<"vec", f32, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.talias"(%arg0) : (!tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.buf<"vec", f16, 32 : i64, 64 : i64, 32 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %2 = "tile.subview"(%arg0, %c8, %c4) : (!tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %3 = "tile.subview"(%arg0, %c8, %c4) : (!tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 28 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %4 = "tile.subview"(%arg1, %c8, %c4) : (!tile.tile<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"vec", f32, 32 : i64, 32 : i64, 8 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @view_forms(%arg0: !tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = "tile.talias"(%arg0) : (!tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.buf<"vec", f32, 64 : i64, 16 : i64, 64 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.talias"(%arg0) : (!tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.buf<"vec", f16, 32 : i64, 64 : i64, 32 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">
  %2 = "tile.subview"(%arg0, %c8, %c4) : (!tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %3 = "tile.subview"(%arg0, %c8, %c4) : (!tile.buf<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.buf<"vec", f32, 16 : i64, 32 : i64, 16 : i64, 28 : i64, "row_major", "none_box", 512 : i64, "null">
  %4 = "tile.subview"(%arg1, %c8, %c4) : (!tile.tile<"vec", f32, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.tile<"vec", f32, 32 : i64, 32 : i64, 8 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}

// -----

// view: as the PTO frontend writes them (views.pto).
// CHECK-LABEL: func.func @view_dims(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c32 = arith.constant 32 : index
// CHECK-NEXT: %c64 = arith.constant 64 : index
// CHECK-NEXT: %0 = "tile.make_view"(%arg0) : (!tile.ptr<f32>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
// CHECK-NEXT: %c32_0 = arith.constant 32 : index
// CHECK-NEXT: %c64_1 = arith.constant 64 : index
// CHECK-NEXT: %1 = "tile.partition"(%0, %c0, %c0) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>, index, index) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @view_dims(%arg0: !tile.ptr<f32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %0 = "tile.make_view"(%arg0) : (!tile.ptr<f32>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
  %c32_0 = arith.constant 32 : index
  %c64_1 = arith.constant 64 : index
  %1 = "tile.partition"(%0, %c0, %c0) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>, index, index) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
  return
}

// -----

// pointer: as the PTO frontend writes them (pointers.pto).
// CHECK-LABEL: func.func @pointer_forms(
// CHECK-NEXT: %c3 = arith.constant 3 : index
// CHECK-NEXT: %c5 = arith.constant 5 : index
// CHECK-NEXT: %0 = "tile.addptr"(%arg0, %c3) : (!tile.ptr<f32>, index) -> !tile.ptr<f32>
// CHECK-NEXT: %1 = "tile.load_scalar"(%0, %c5) : (!tile.ptr<f32>, index) -> f32
// CHECK-NEXT: "tile.store_scalar"(%1, %arg0, %c3) : (f32, !tile.ptr<f32>, index) -> ()
// CHECK-NEXT: %2 = "tile.load_scalar"(%arg1, %c3) : (!tile.ptr<i16>, index) -> i16
// CHECK-NEXT: "tile.store_scalar"(%2, %arg1, %c5) : (i16, !tile.ptr<i16>, index) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @pointer_forms(%arg0: !tile.ptr<f32>, %arg1: !tile.ptr<i16>) {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %0 = "tile.addptr"(%arg0, %c3) : (!tile.ptr<f32>, index) -> !tile.ptr<f32>
  %1 = "tile.load_scalar"(%0, %c5) : (!tile.ptr<f32>, index) -> f32
  "tile.store_scalar"(%1, %arg0, %c3) : (f32, !tile.ptr<f32>, index) -> ()
  %2 = "tile.load_scalar"(%arg1, %c3) : (!tile.ptr<i16>, index) -> i16
  "tile.store_scalar"(%2, %arg1, %c5) : (i16, !tile.ptr<i16>, index) -> ()
  return
}

// -----

// gather: as the PTO frontend writes them (gatherb-quant-sort.pto).
// CHECK-LABEL: func.func @gather_block_forms(
// CHECK-NEXT: %0 = "tile.tgatherb"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.tgatherb"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tgatherb"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @gather_block_forms(%arg0: !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tgatherb"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.tgatherb"(%arg0, %arg1) : (!tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tgatherb"(%arg2, %arg3, %arg4) : (!tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 16 : i64, 2 : i64, 16 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f16, 16 : i64, 32 : i64, 16 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// quant: as the PTO frontend writes them (gatherb-quant-sort.pto).
// CHECK-LABEL: func.func @quant_forms(
// CHECK-NEXT: "tile.tquant"(%arg0, %arg1, %arg3) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.tquant"(%arg0, %arg1, %arg2, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: %0 = "tile.tquant"(%arg7, %arg8) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tdequant"(%arg5, %arg1, %arg2, %arg6) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @quant_forms(%arg0: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", ui8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg7: !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg8: !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "tile.tquant"(%arg0, %arg1, %arg3) {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.tquant"(%arg0, %arg1, %arg2, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 1>} : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  %0 = "tile.tquant"(%arg7, %arg8) {operandSegmentSizes = array<i32: 1, 1, 0, 0>} : (!tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", i8, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tdequant"(%arg5, %arg1, %arg2, %arg6) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "col_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 1 : i64, 16 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// sort: as the PTO frontend writes them (gatherb-quant-sort.pto).
// CHECK-LABEL: func.func @sort_histogram_forms(
// CHECK-NEXT: %c64_i32 = arith.constant 64 : i32
// CHECK-NEXT: "tile.tmrgsort"(%arg0, %c64_i32, %arg1) : (!tile.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "tile.thistogram"(%arg2, %arg3, %arg4) {byte = 1 : i64} : (!tile.buf<"vec", ui16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui8, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 256 : i64, 8 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sort_histogram_forms(%arg0: !tile.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", ui16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", ui8, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", ui32, 8 : i64, 256 : i64, 8 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c64_i32 = arith.constant 64 : i32
  "tile.tmrgsort"(%arg0, %c64_i32, %arg1) : (!tile.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">, i32, !tile.buf<"vec", f32, 1 : i64, 256 : i64, 1 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "tile.thistogram"(%arg2, %arg3, %arg4) {byte = 1 : i64} : (!tile.buf<"vec", ui16, 8 : i64, 64 : i64, 8 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui8, 8 : i64, 32 : i64, 8 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 256 : i64, 8 : i64, 256 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// mgather: as the PTO frontend writes them (indexed-memory.pto).
// CHECK-LABEL: func.func @mgather_forms(
// CHECK-NEXT: %0 = "tile.mgather"(%arg0, %arg1) {coalesce = "row", oob = "undefined"} : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !tile.tile<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.mgather"(%arg0, %arg2) {coalesce = "elem", oob = "zero"} : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !tile.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %2 = "tile.mgather"(%arg0, %arg2) {coalesce = "elem", oob = "wrap"} : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !tile.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.mgather"(%arg0, %arg3, %arg5) {coalesce = "row", oob = "clamp"} : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mgather_forms(%arg0: !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, %arg1: !tile.tile<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.mgather"(%arg0, %arg1) {coalesce = "row", oob = "undefined"} : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !tile.tile<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.mgather"(%arg0, %arg2) {coalesce = "elem", oob = "zero"} : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !tile.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  %2 = "tile.mgather"(%arg0, %arg2) {coalesce = "elem", oob = "wrap"} : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !tile.tile<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> !tile.tile<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.mgather"(%arg0, %arg3, %arg5) {coalesce = "row", oob = "clamp"} : (!tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}

// -----

// mscatter: as the PTO frontend writes them (indexed-memory.pto).
// CHECK-LABEL: func.func @mscatter_forms(
// CHECK-NEXT: "tile.mscatter"(%arg1, %arg2, %arg0) {atomic = "none", coalesce = "row", oob = "undefined"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: "tile.mscatter"(%arg1, %arg3, %arg0) {atomic = "none", coalesce = "elem", oob = "wrap"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: "tile.mscatter"(%arg1, %arg2, %arg0) {atomic = "none", coalesce = "row", oob = "skip"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: "tile.mscatter"(%arg1, %arg3, %arg0) {atomic = "add", coalesce = "elem", oob = "undefined"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: "tile.mscatter"(%arg1, %arg2, %arg0) {atomic = "max", coalesce = "row", oob = "skip"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mscatter_forms(%arg0: !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>, %arg1: !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  "tile.mscatter"(%arg1, %arg2, %arg0) {atomic = "none", coalesce = "row", oob = "undefined"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  "tile.mscatter"(%arg1, %arg3, %arg0) {atomic = "none", coalesce = "elem", oob = "wrap"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  "tile.mscatter"(%arg1, %arg2, %arg0) {atomic = "none", coalesce = "row", oob = "skip"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  "tile.mscatter"(%arg1, %arg3, %arg0) {atomic = "add", coalesce = "elem", oob = "undefined"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  "tile.mscatter"(%arg1, %arg2, %arg0) {atomic = "max", coalesce = "row", oob = "skip"} : (!tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", ui32, 8 : i64, 1 : i64, 8 : i64, 1 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 32, 16>, array<i64: 512, 512, 512, 16, 1>>) -> ()
  return
}

// -----

// tf32: as the PTO frontend writes them (settf32mode.pto).
// CHECK-LABEL: func.func @tf32(
// CHECK-NEXT: "tile.settf32mode"() {enable} : () -> ()
// CHECK-NEXT: "tile.settf32mode"() : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tf32() {
  "tile.settf32mode"() {enable} : () -> ()
  "tile.settf32mode"() : () -> ()
  return
}

// -----

// cube: as the PTO frontend writes them (implicit-pipe.pto).
// CHECK-LABEL: func.func @cube_side(
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = "pipe.tpipe"(%arg0) : (!tile.ptr<f32>) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
// CHECK-NEXT: %1 = "pipe.talloc"(%0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>
// CHECK-NEXT: "tile.tstore"(%arg1, %1) : (!tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
// CHECK-NEXT: "pipe.tpush"(%0, %1) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @cube_side(%arg0: !tile.ptr<f32>, %arg1: !tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c-1_i32 = arith.constant -1 : i32
  %c0_i32 = arith.constant 0 : i32
  %0 = "pipe.tpipe"(%arg0) : (!tile.ptr<f32>) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
  %1 = "pipe.talloc"(%0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>
  "tile.tstore"(%arg1, %1) : (!tile.buf<"acc", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
  "pipe.tpush"(%0, %1) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>) -> ()
  return
}

// -----

// vector: as the PTO frontend writes them (implicit-pipe.pto).
// CHECK-LABEL: func.func @vector_side(
// CHECK-NEXT: %0 = "tile.alloc_tile"() : () -> !tile.buf<"vec", ui8, 1 : i64, 8192 : i64, 1 : i64, 8192 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.buf_address"(%0) : (!tile.buf<"vec", ui8, 1 : i64, 8192 : i64, 1 : i64, 8192 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %2 = "pipe.tpipe"(%arg0) : (!tile.ptr<f32>) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
// CHECK-NEXT: %3 = "pipe.tpop"(%2) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>
// CHECK-NEXT: %4 = "tile.alloc_tile"() : () -> !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "tile.tload"(%3, %4) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>, !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pipe.tfree"(%2, %3) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !tile.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @vector_side(%arg0: !tile.ptr<f32>) {
  %0 = "tile.alloc_tile"() : () -> !tile.buf<"vec", ui8, 1 : i64, 8192 : i64, 1 : i64, 8192 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.buf_address"(%0) : (!tile.buf<"vec", ui8, 1 : i64, 8192 : i64, 1 : i64, 8192 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
  %c0_i32 = arith.constant 0 : i32
  %2 = "pipe.tpipe"(%arg0) : (!tile.ptr<f32>) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
  %3 = "pipe.tpop"(%2) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>) -> !tile.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>
  %4 = "tile.alloc_tile"() : () -> !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "tile.tload"(%3, %4) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>, !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pipe.tfree"(%2, %3) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !tile.gtensor<f32, array<i64: 1, 1, 1, 8, 16>, array<i64: 128, 128, 128, 16, 1>>) -> ()
  return
}

// -----

// print: as the PTO frontend writes them (print.pto).
// CHECK-LABEL: func.func @print_forms(
// CHECK-NEXT: "tile.print"(%arg0) {format = "%+08.3f\0A"} : (f32) -> ()
// CHECK-NEXT: "tile.print"(%arg1) {format = "[%x]"} : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print_forms(%arg0: f32, %arg1: i32, %arg2: index) {
  "tile.print"(%arg0) {format = "%+08.3f\0A"} : (f32) -> ()
  "tile.print"(%arg1) {format = "[%x]"} : (i32) -> ()
  return
}

// -----

// tpartarg level 1: two result tiles (partial-arg.pto).
// CHECK-LABEL: func.func @tpartarg_level1(
// CHECK-NEXT: %0:2 = "tile.tpartargmax"(%arg0, %arg1, %arg2, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: %1:2 = "tile.tpartargmin"(%0#0, %arg1, %0#1, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tpartarg_level1(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0:2 = "tile.tpartargmax"(%arg0, %arg1, %arg2, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
  %1:2 = "tile.tpartargmin"(%0#0, %arg1, %0#1, %arg3) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 12 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
  return
}

// -----

// tinterleave level 1: two result tiles (interleave.pto).
// CHECK-LABEL: func.func @tinterleave_level1(
// CHECK-NEXT: %0:2 = "tile.tinterleave"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: %1:2 = "tile.tdeinterleave"(%0#0, %0#1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: %2:2 = "tile.tdeinterleave"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: %3:2 = "tile.tdeinterleave"(%arg1) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tinterleave_level1(%arg0: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0:2 = "tile.tinterleave"(%arg0, %arg1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
  %1:2 = "tile.tdeinterleave"(%0#0, %0#1) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">)
  %2:2 = "tile.tdeinterleave"(%arg0) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">)
  %3:2 = "tile.tdeinterleave"(%arg1) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f16, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null">)
  return
}

// -----

// tmrgsort_lists: as the PTO frontend writes them (gatherb-quant-sort.pto).
// CHECK-LABEL: func.func @tmrgsort_lists(
// CHECK-NEXT: %0 = "tile.tmrgsort_lists"(%arg0, %arg1, %arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>, resultSegmentSizes = array<i32: 0, 1>} : (!tile.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">) -> vector<4xi16>
// CHECK-NEXT: %1 = "tile.tmrgsort_lists"(%arg0, %arg1, %arg2, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1>, resultSegmentSizes = array<i32: 0, 1>} : (!tile.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">) -> vector<4xi16>
// CHECK-NEXT: %2:2 = "tile.tmrgsort_lists"(%arg5, %arg6, %arg5, %arg6) {exhausted, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f32, 1 : i64, 192 : i64, 1 : i64, 192 : i64, "row_major", "none_box", 512 : i64, "null">, vector<4xi16>)
// CHECK-NEXT: %3:2 = "tile.tmrgsort_lists"(%arg5, %arg6) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f32, 1 : i64, 96 : i64, 1 : i64, 96 : i64, "row_major", "none_box", 512 : i64, "null">, vector<4xi16>)
// CHECK-NEXT: %4 = vector.extract %3#1[1] : i16 from vector<4xi16>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @tmrgsort_lists(%arg0: !tile.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %arg1: !tile.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, %arg2: !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, %arg3: !tile.buf<"vec", f32, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, %arg4: !tile.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">, %arg5: !tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, %arg6: !tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %0 = "tile.tmrgsort_lists"(%arg0, %arg1, %arg2, %arg3, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 1>, resultSegmentSizes = array<i32: 0, 1>} : (!tile.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 128 : i64, 1 : i64, 128 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">) -> vector<4xi16>
  %1 = "tile.tmrgsort_lists"(%arg0, %arg1, %arg2, %arg4) {operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 1>, resultSegmentSizes = array<i32: 0, 1>} : (!tile.buf<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 16 : i64, 1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.buf<"vec", f32, 1 : i64, 112 : i64, 1 : i64, 112 : i64, "row_major", "none_box", 512 : i64, "null">) -> vector<4xi16>
  %2:2 = "tile.tmrgsort_lists"(%arg5, %arg6, %arg5, %arg6) {exhausted, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f32, 1 : i64, 192 : i64, 1 : i64, 192 : i64, "row_major", "none_box", 512 : i64, "null">, vector<4xi16>)
  %3:2 = "tile.tmrgsort_lists"(%arg5, %arg6) {operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.tile<"vec", f32, 1 : i64, 64 : i64, 1 : i64, 64 : i64, "row_major", "none_box", 512 : i64, "null">, !tile.tile<"vec", f32, 1 : i64, 32 : i64, 1 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> (!tile.tile<"vec", f32, 1 : i64, 96 : i64, 1 : i64, 96 : i64, "row_major", "none_box", 512 : i64, "null">, vector<4xi16>)
  %4 = vector.extract %3#1[1] : i16 from vector<4xi16>
  return
}

// -----

// A5 direct pipe, cube: as the PTO frontend writes it (direct-pipe.pto).
// CHECK-LABEL: func.func @direct_cube_side(
// CHECK-NEXT: %0 = "tile.alloc_tile"() {reserved = "v2c_slots"} : () -> !tile.buf<"mat", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.buf_address"(%0) : (!tile.buf<"mat", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
// CHECK-NEXT: %2 = "tile.import_buffer"() {name = "c2v_slots", peer = "vector_side"} : () -> i32
// CHECK-NEXT: %3 = "pipe.tpipe_local"(%2) : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: %4 = "pipe.tpipe_local"(%1) {consumer} : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: "pipe.tpush_local"(%3, %arg0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>, !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: %5 = "tile.alloc_tile"() : () -> !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pipe.tpop_local"(%4, %5) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>, !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pipe.tfree_local"(%4) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @direct_cube_side(%arg0: !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> {tanto.name = "acc"}) {
  %0 = "tile.alloc_tile"() {reserved = "v2c_slots"} : () -> !tile.buf<"mat", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.buf_address"(%0) : (!tile.buf<"mat", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
  %2 = "tile.import_buffer"() {name = "c2v_slots", peer = "vector_side"} : () -> i32
  %3 = "pipe.tpipe_local"(%2) : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 4 : i64>
  %4 = "pipe.tpipe_local"(%1) {consumer} : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
  "pipe.tpush_local"(%3, %arg0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>, !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  %5 = "tile.alloc_tile"() : () -> !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pipe.tpop_local"(%4, %5) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>, !tile.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pipe.tfree_local"(%4) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>) -> ()
  return
}

// -----

// A5 direct pipe, vector: as the PTO frontend writes it (direct-pipe.pto).
// CHECK-LABEL: func.func @direct_vector_side(
// CHECK-NEXT: %0 = "tile.alloc_tile"() {reserved = "c2v_slots"} : () -> !tile.buf<"vec", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: %1 = "tile.buf_address"(%0) : (!tile.buf<"vec", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
// CHECK-NEXT: %2 = "tile.import_buffer"() {name = "v2c_slots", peer = "cube_side"} : () -> i32
// CHECK-NEXT: %3 = "pipe.tpipe_local"(%1) {consumer} : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: %4 = "pipe.tpipe_local"(%2) : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: %5 = "tile.alloc_tile"() : () -> !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
// CHECK-NEXT: "pipe.tpop_local"(%3, %5) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>, !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: "pipe.tfree_local"(%3) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>) -> ()
// CHECK-NEXT: "pipe.tpush_local"(%4, %arg0) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @direct_vector_side(%arg0: !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> {tanto.name = "v"}) {
  %0 = "tile.alloc_tile"() {reserved = "c2v_slots"} : () -> !tile.buf<"vec", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">
  %1 = "tile.buf_address"(%0) : (!tile.buf<"vec", ui8, 1 : i64, 4096 : i64, 1 : i64, 4096 : i64, "row_major", "none_box", 512 : i64, "null">) -> i32
  %2 = "tile.import_buffer"() {name = "v2c_slots", peer = "cube_side"} : () -> i32
  %3 = "pipe.tpipe_local"(%1) {consumer} : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 4 : i64>
  %4 = "pipe.tpipe_local"(%2) : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
  %5 = "tile.alloc_tile"() : () -> !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">
  "pipe.tpop_local"(%3, %5) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>, !tile.buf<"vec", f32, 8 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  "pipe.tfree_local"(%3) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 4 : i64>) -> ()
  "pipe.tpush_local"(%4, %arg0) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>, !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
  return
}
