// Round trip of every `tile` op in every operand-type combination its
// definition allows (dialects/src/tile/tile.toml): parse, print,
// parse again; once in the default printer, once through the generic one.
// RUN: tanto-opt %s | tanto-opt | FileCheck %s
// RUN: tanto-opt %s --mlir-print-op-generic | tanto-opt | FileCheck %s

// CHECK-LABEL: func.func @math_acquire_1(
// CHECK-NEXT: %{{.*}} = "tile.math_acquire"() : () -> !tile.math<bf16>
func.func @math_acquire_1() {
  %r = "tile.math_acquire"() : () -> !tile.math<bf16>
  return
}

// CHECK-LABEL: func.func @math_release_2(
// CHECK-NEXT: "tile.math_release"(%arg0) : (!tile.math<bf16>) -> ()
func.func @math_release_2(%math: !tile.math<bf16>) {
  "tile.math_release"(%math) : (!tile.math<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @pack_3(
// CHECK-NEXT: "tile.pack"(%arg0, %arg1, %arg2) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
func.func @pack_3(%math: !tile.math<bf16>, %isrc: i32, %dst: !pipe.pipe<bf16>) {
  "tile.pack"(%math, %isrc, %dst) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @pack_4(
// CHECK-NEXT: "tile.pack"(%arg0, %arg1, %arg2) {mode = "row"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
func.func @pack_4(%math: !tile.math<bf16>, %isrc: i32, %dst: !pipe.pipe<bf16>) {
  "tile.pack"(%math, %isrc, %dst) {mode = "row"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @pack_5(
// CHECK-NEXT: "tile.pack"(%arg0, %arg1, %arg2) {mode = "col"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
func.func @pack_5(%math: !tile.math<bf16>, %isrc: i32, %dst: !pipe.pipe<bf16>) {
  "tile.pack"(%math, %isrc, %dst) {mode = "col"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @pack_6(
// CHECK-NEXT: "tile.pack"(%arg0, %arg1, %arg2) {mode = "scalar"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
func.func @pack_6(%math: !tile.math<bf16>, %isrc: i32, %dst: !pipe.pipe<bf16>) {
  "tile.pack"(%math, %isrc, %dst) {mode = "scalar"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @copy_7(
// CHECK-NEXT: "tile.copy"(%arg0, %arg1, %arg2, %arg3) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
func.func @copy_7(%math: !tile.math<bf16>, %src: !pipe.pipe<bf16>, %isrc: i32, %idst: i32) {
  "tile.copy"(%math, %src, %isrc, %idst) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @add_8(
// CHECK-NEXT: "tile.add"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @add_8(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.add"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @add_9(
// CHECK-NEXT: "tile.add"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @add_9(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.add"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @add_10(
// CHECK-NEXT: "tile.add"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @add_10(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.add"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @add_11(
// CHECK-NEXT: "tile.add"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @add_11(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.add"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @sub_12(
// CHECK-NEXT: "tile.sub"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @sub_12(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.sub"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @sub_13(
// CHECK-NEXT: "tile.sub"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @sub_13(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.sub"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @sub_14(
// CHECK-NEXT: "tile.sub"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @sub_14(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.sub"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @sub_15(
// CHECK-NEXT: "tile.sub"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @sub_15(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.sub"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @mul_16(
// CHECK-NEXT: "tile.mul"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @mul_16(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.mul"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @mul_17(
// CHECK-NEXT: "tile.mul"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @mul_17(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.mul"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @mul_18(
// CHECK-NEXT: "tile.mul"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @mul_18(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.mul"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @mul_19(
// CHECK-NEXT: "tile.mul"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @mul_19(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.mul"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @matmul_20(
// CHECK-NEXT: "tile.matmul"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
func.func @matmul_20(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32, %transpose: i1) {
  "tile.matmul"(%math, %src0, %src1, %isrc0, %isrc1, %idst, %transpose) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
  return
}

// CHECK-LABEL: func.func @reduce_21(
// CHECK-NEXT: "tile.reduce"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {dim = "rows", kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @reduce_21(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "rows", kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @reduce_22(
// CHECK-NEXT: "tile.reduce"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {dim = "cols", kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @reduce_22(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "cols", kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @reduce_23(
// CHECK-NEXT: "tile.reduce"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {dim = "scalar", kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @reduce_23(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "scalar", kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @reduce_24(
// CHECK-NEXT: "tile.reduce"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {dim = "rows", kind = "max"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @reduce_24(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "rows", kind = "max"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @reduce_25(
// CHECK-NEXT: "tile.reduce"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {dim = "cols", kind = "max"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @reduce_25(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "cols", kind = "max"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @reduce_26(
// CHECK-NEXT: "tile.reduce"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {dim = "scalar", kind = "max"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
func.func @reduce_26(%math: !tile.math<bf16>, %src0: !pipe.pipe<bf16>, %src1: !pipe.pipe<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.reduce"(%math, %src0, %src1, %isrc0, %isrc1, %idst) {dim = "scalar", kind = "max"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @transpose_27(
// CHECK-NEXT: "tile.transpose"(%arg0, %arg1, %arg2, %arg3) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
func.func @transpose_27(%math: !tile.math<bf16>, %src: !pipe.pipe<bf16>, %isrc: i32, %idst: i32) {
  "tile.transpose"(%math, %src, %isrc, %idst) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_abs(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "abs"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_abs(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "abs"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_acos(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "acos"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_acos(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "acos"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_add_scalar(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "add_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_add_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "add_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_asin(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "asin"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_asin(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "asin"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_atan(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "atan"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_atan(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "atan"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_cos(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "cos"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_cos(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "cos"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_div_scalar(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "div_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_div_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "div_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_elu(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "elu"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_elu(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "elu"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_eqz(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "eqz"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_eqz(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "eqz"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_erf(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "erf"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_erf(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "erf"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_erfc(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "erfc"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_erfc(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "erfc"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_erfinv(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "erfinv"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_erfinv(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "erfinv"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_exp(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "exp"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_exp(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "exp"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_exp2(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "exp2"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_exp2(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "exp2"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_expm1(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "expm1"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_expm1(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "expm1"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_gelu(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "gelu"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_gelu(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "gelu"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_gez(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "gez"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_gez(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "gez"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_gtz(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "gtz"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_gtz(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "gtz"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_heaviside(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "heaviside"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_heaviside(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "heaviside"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_i0(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "i0"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_i0(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "i0"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_isfinite(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "isfinite"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_isfinite(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isfinite"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_isinf(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "isinf"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_isinf(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isinf"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_isnan(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "isnan"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_isnan(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isnan"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_isneginf(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "isneginf"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_isneginf(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isneginf"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_isposinf(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "isposinf"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_isposinf(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "isposinf"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_leaky_relu(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "leaky_relu"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_leaky_relu(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "leaky_relu"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_lez(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "lez"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_lez(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "lez"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_log(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "log"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_log(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "log"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_log_with_base(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "log_with_base"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_log_with_base(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "log_with_base"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_logical_not(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "logical_not"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_logical_not(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "logical_not"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_ltz(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "ltz"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_ltz(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "ltz"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_max(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "max"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_max(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "max"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_mul_scalar(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "mul_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_mul_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "mul_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_nez(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "nez"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_nez(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "nez"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_power(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "power"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_power(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "power"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_recip(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "recip"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_recip(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "recip"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_relu(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "relu"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_relu(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "relu"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_relu_max(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "relu_max"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_relu_max(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "relu_max"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_relu_min(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "relu_min"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_relu_min(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "relu_min"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_rsqrt(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "rsqrt"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_rsqrt(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "rsqrt"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_rsub_scalar(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "rsub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_rsub_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "rsub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_sigmoid(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "sigmoid"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_sigmoid(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "sigmoid"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_sign(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "sign"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_sign(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "sign"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_signbit(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "signbit"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_signbit(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "signbit"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_sin(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "sin"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_sin(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "sin"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_sqrt(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "sqrt"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_sqrt(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "sqrt"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_square(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "square"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_square(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "square"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_sub_scalar(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1, %arg2) {fn = "sub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
func.func @unary_sub_scalar(%m: !tile.math<bf16>, %idst: i32, %param: i32) {
  "tile.unary"(%m, %idst, %param) {fn = "sub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_tan(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "tan"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_tan(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "tan"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_tanh(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "tanh"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_tanh(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "tanh"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_ceil(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "ceil"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_ceil(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "ceil"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_floor(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "floor"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_floor(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "floor"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_cast_bf16_u16(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "cast_bf16_u16"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_cast_bf16_u16(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "cast_bf16_u16"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @unary_cast_u16_bf16(
// CHECK-NEXT: "tile.unary"(%arg0, %arg1) {fn = "cast_u16_bf16"} : (!tile.math<bf16>, i32) -> ()
func.func @unary_cast_u16_bf16(%m: !tile.math<bf16>, %idst: i32) {
  "tile.unary"(%m, %idst) {fn = "cast_u16_bf16"} : (!tile.math<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @fill_82(
// CHECK-NEXT: "tile.fill"(%arg0, %arg1, %arg2) : (!tile.math<bf16>, i32, f32) -> ()
func.func @fill_82(%math: !tile.math<bf16>, %idst: i32, %value: f32) {
  "tile.fill"(%math, %idst, %value) : (!tile.math<bf16>, i32, f32) -> ()
  return
}

// CHECK-LABEL: func.func @copy_dst_83(
// CHECK-NEXT: "tile.copy_dst"(%arg0, %arg1, %arg2) : (!tile.math<bf16>, i32, i32) -> ()
func.func @copy_dst_83(%math: !tile.math<bf16>, %isrc: i32, %idst: i32) {
  "tile.copy_dst"(%math, %isrc, %idst) : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @binary_dst_84(
// CHECK-NEXT: "tile.binary_dst"(%arg0, %arg1, %arg2, %arg3) {kind = "add"} : (!tile.math<bf16>, i32, i32, i32) -> ()
func.func @binary_dst_84(%math: !tile.math<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%math, %isrc0, %isrc1, %idst) {kind = "add"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @binary_dst_85(
// CHECK-NEXT: "tile.binary_dst"(%arg0, %arg1, %arg2, %arg3) {kind = "sub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
func.func @binary_dst_85(%math: !tile.math<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%math, %isrc0, %isrc1, %idst) {kind = "sub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @binary_dst_86(
// CHECK-NEXT: "tile.binary_dst"(%arg0, %arg1, %arg2, %arg3) {kind = "rsub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
func.func @binary_dst_86(%math: !tile.math<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%math, %isrc0, %isrc1, %idst) {kind = "rsub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @binary_dst_87(
// CHECK-NEXT: "tile.binary_dst"(%arg0, %arg1, %arg2, %arg3) {kind = "mul"} : (!tile.math<bf16>, i32, i32, i32) -> ()
func.func @binary_dst_87(%math: !tile.math<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%math, %isrc0, %isrc1, %idst) {kind = "mul"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @binary_dst_88(
// CHECK-NEXT: "tile.binary_dst"(%arg0, %arg1, %arg2, %arg3) {kind = "div"} : (!tile.math<bf16>, i32, i32, i32) -> ()
func.func @binary_dst_88(%math: !tile.math<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%math, %isrc0, %isrc1, %idst) {kind = "div"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @binary_dst_89(
// CHECK-NEXT: "tile.binary_dst"(%arg0, %arg1, %arg2, %arg3) {kind = "power"} : (!tile.math<bf16>, i32, i32, i32) -> ()
func.func @binary_dst_89(%math: !tile.math<bf16>, %isrc0: i32, %isrc1: i32, %idst: i32) {
  "tile.binary_dst"(%math, %isrc0, %isrc1, %idst) {kind = "power"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @tilize_block_90(
// CHECK-NEXT: "tile.tilize_block"(%arg0, %arg1, %arg2) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
func.func @tilize_block_90(%src: !pipe.pipe<bf16>, %block: i32, %dst: !pipe.pipe<bf16>) {
  "tile.tilize_block"(%src, %block, %dst) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @untilize_block_91(
// CHECK-NEXT: "tile.untilize_block"(%arg0, %arg1, %arg2) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
func.func @untilize_block_91(%src: !pipe.pipe<bf16>, %block: i32, %dst: !pipe.pipe<bf16>) {
  "tile.untilize_block"(%src, %block, %dst) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}
// PTO tile instructions, level 1 (SSA: tiles in, a tile out) and level 2
// (destination passing: buffers in, the destination buffer last, no result).
// CHECK-LABEL: func.func @tnot_levels(
// CHECK-NEXT: %[[T:.*]] = "tile.tnot"(%arg0) : (!tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major">) -> !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major">
// CHECK-NEXT: "tile.tnot"(%arg1, %arg2) : (!tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major">, !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major">) -> ()
func.func @tnot_levels(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">, %xb: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">, %out: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) {
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">
  "tile.tnot"(%xb, %out) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">, !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) -> ()
  return
}

// CHECK-LABEL: func.func @tadds_levels(
// CHECK-NEXT: "tile.tadds"(%arg0, %arg3) : (!tile.tile<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major">, f32) -> !tile.tile<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major">
// CHECK-NEXT: "tile.tadds"(%arg1, %arg3, %arg2) : (!tile.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major">, f32, !tile.buf<"vec", f32, 16 : i64, 128 : i64, 16 : i64, -1 : i64, "row_major">) -> ()
func.func @tadds_levels(%x: !tile.tile<"vec", f32, 16, 128, 16, -1, "row_major">, %xb: !tile.buf<"vec", f32, 16, 128, 16, -1, "row_major">, %out: !tile.buf<"vec", f32, 16, 128, 16, -1, "row_major">, %s: f32) {
  %r = "tile.tadds"(%x, %s) : (!tile.tile<"vec", f32, 16, 128, 16, -1, "row_major">, f32) -> !tile.tile<"vec", f32, 16, 128, 16, -1, "row_major">
  "tile.tadds"(%xb, %s, %out) : (!tile.buf<"vec", f32, 16, 128, 16, -1, "row_major">, f32, !tile.buf<"vec", f32, 16, 128, 16, -1, "row_major">) -> ()
  return
}

// CHECK-LABEL: func.func @tload_tstore_levels(
// CHECK-NEXT: %[[L:.*]] = "tile.tload"(%arg0) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !tile.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major">
// CHECK-NEXT: "tile.tload"(%arg0, %arg1) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !tile.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major">) -> ()
// CHECK-NEXT: "tile.tstore"(%arg0, %[[L]]) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !tile.tile<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major">) -> ()
// CHECK-NEXT: "tile.tstore"(%arg0, %arg1) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !tile.buf<"vec", f32, 64 : i64, 128 : i64, 64 : i64, 128 : i64, "row_major">) -> ()
func.func @tload_tstore_levels(%g: !tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, %b: !tile.buf<"vec", f32, 64, 128, 64, 128, "row_major">) {
  %t = "tile.tload"(%g) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>) -> !tile.tile<"vec", f32, 64, 128, 64, 128, "row_major">
  "tile.tload"(%g, %b) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !tile.buf<"vec", f32, 64, 128, 64, 128, "row_major">) -> ()
  "tile.tstore"(%g, %t) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !tile.tile<"vec", f32, 64, 128, 64, 128, "row_major">) -> ()
  "tile.tstore"(%g, %b) : (!tile.gtensor<f32, array<i64: 1, 1, 4, 16, 128>, array<i64: 1, 1, 128, 512, 1>>, !tile.buf<"vec", f32, 64, 128, 64, 128, "row_major">) -> ()
  return
}

// Every tile location and layout is a valid type parameter.
// CHECK-LABEL: func.func @locations(
func.func @locations(%a: !tile.tile<"mat", bf16, 32, 32, 32, 32, "col_major">, %b: !tile.tile<"left", f16, 16, 16, 16, 16, "row_major">,
                     %c: !tile.tile<"right", f16, 16, 16, 16, 16, "col_major">, %d: !tile.buf<"acc", f32, 16, 16, 16, 16, "row_major">,
                     %e: !tile.buf<"bias", f32, 1, 64, 1, 64, "row_major">, %f: !tile.buf<"scaling", i32, 1, 8, 1, 8, "row_major">) {
  return
}
