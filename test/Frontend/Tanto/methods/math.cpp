// Every method of math<T> (spec 3.6.2 and the extensions real kernels use)
// and the op it becomes. Pipes may have other element types (U, V).
// RUN: tanto-opt %s | FileCheck %s

// CHECK-LABEL: func.func @kernel
// CHECK-SAME: attributes {tanto.role = "compute"}
// CHECK-DAG: %true = arith.constant true
// CHECK-DAG: %[[HALF:.*]] = arith.constant 5.000000e-01 : f32
void kernel(pipe<bfloat16> a, pipe<float16> b, pipe<float> out, uint32 p) {
    // CHECK: %[[ACC:.*]] = "tile.math_acquire"() : () -> !tile.math<bf16>
    math<bfloat16> acc;
    // CHECK: "tile.pack"(%[[ACC]], %{{.*}}, %arg2) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<f32>) -> ()
    acc.pack(0, out);
    // CHECK: "tile.pack"(%[[ACC]], %{{.*}}, %arg2) {mode = "row"}
    acc.pack_row(1, out);
    // CHECK: "tile.pack"(%[[ACC]], %{{.*}}, %arg2) {mode = "col"}
    acc.pack_col(1, out);
    // CHECK: "tile.pack"(%[[ACC]], %{{.*}}, %arg2) {mode = "scalar"}
    acc.pack_scalar(1, out);
    // CHECK: "tile.copy"(%[[ACC]], %arg1, %{{.*}}, %{{.*}}) : (!tile.math<bf16>, !pipe.pipe<f16>, i32, i32) -> ()
    acc.copy(b, 0, 1);
    // CHECK: "tile.add"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.add(a, b, 0, 1, 2);
    // CHECK: "tile.add"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.add_bcast_rows(a, b, 0, 1, 2);
    // CHECK: "tile.add"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.add_bcast_cols(a, b, 0, 1, 2);
    // CHECK: "tile.add"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.add_bcast_scalar(a, b, 0, 1, 2);
    // CHECK: "tile.sub"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.sub(a, b, 0, 1, 2);
    // CHECK: "tile.sub"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.sub_bcast_rows(a, b, 0, 1, 2);
    // CHECK: "tile.sub"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.sub_bcast_cols(a, b, 0, 1, 2);
    // CHECK: "tile.sub"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.sub_bcast_scalar(a, b, 0, 1, 2);
    // CHECK: "tile.mul"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.mul(a, b, 0, 1, 2);
    // CHECK: "tile.mul"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.mul_bcast_rows(a, b, 0, 1, 2);
    // CHECK: "tile.mul"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.mul_bcast_cols(a, b, 0, 1, 2);
    // CHECK: "tile.mul"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32) -> ()
    acc.mul_bcast_scalar(a, b, 0, 1, 2);
    // CHECK: "tile.matmul"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}, %true) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<f16>, i32, i32, i32, i1) -> ()
    acc.matmul(a, b, 0, 0, 3, true);
    // CHECK: "tile.reduce"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {dim = "rows", kind = "sum"}
    acc.reduce_sum_rows(a, b, 0, 0, 4);
    // CHECK: "tile.reduce"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {dim = "cols", kind = "sum"}
    acc.reduce_sum_cols(a, b, 0, 0, 4);
    // CHECK: "tile.reduce"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {dim = "scalar", kind = "sum"}
    acc.reduce_sum_scalar(a, b, 0, 0, 4);
    // CHECK: "tile.reduce"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {dim = "rows", kind = "max"}
    acc.reduce_max_rows(a, b, 0, 0, 4);
    // CHECK: "tile.reduce"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {dim = "cols", kind = "max"}
    acc.reduce_max_cols(a, b, 0, 0, 4);
    // CHECK: "tile.reduce"(%[[ACC]], %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {dim = "scalar", kind = "max"}
    acc.reduce_max_scalar(a, b, 0, 0, 4);
    // CHECK: "tile.transpose"(%[[ACC]], %arg0, %{{.*}}, %{{.*}}) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
    acc.transpose(a, 0, 5);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "abs"} : (!tile.math<bf16>, i32) -> ()
    acc.abs(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "acos"} : (!tile.math<bf16>, i32) -> ()
    acc.acos(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "add_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.add_scalar(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "asin"} : (!tile.math<bf16>, i32) -> ()
    acc.asin(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "atan"} : (!tile.math<bf16>, i32) -> ()
    acc.atan(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "cos"} : (!tile.math<bf16>, i32) -> ()
    acc.cos(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "div_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.div_scalar(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "elu"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.elu(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "eqz"} : (!tile.math<bf16>, i32) -> ()
    acc.eqz(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "erf"} : (!tile.math<bf16>, i32) -> ()
    acc.erf(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "erfc"} : (!tile.math<bf16>, i32) -> ()
    acc.erfc(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "erfinv"} : (!tile.math<bf16>, i32) -> ()
    acc.erfinv(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "exp"} : (!tile.math<bf16>, i32) -> ()
    acc.exp(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "exp2"} : (!tile.math<bf16>, i32) -> ()
    acc.exp2(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "expm1"} : (!tile.math<bf16>, i32) -> ()
    acc.expm1(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "gelu"} : (!tile.math<bf16>, i32) -> ()
    acc.gelu(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "gez"} : (!tile.math<bf16>, i32) -> ()
    acc.gez(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "gtz"} : (!tile.math<bf16>, i32) -> ()
    acc.gtz(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "heaviside"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.heaviside(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "i0"} : (!tile.math<bf16>, i32) -> ()
    acc.i0(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "isfinite"} : (!tile.math<bf16>, i32) -> ()
    acc.isfinite(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "isinf"} : (!tile.math<bf16>, i32) -> ()
    acc.isinf(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "isnan"} : (!tile.math<bf16>, i32) -> ()
    acc.isnan(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "isneginf"} : (!tile.math<bf16>, i32) -> ()
    acc.isneginf(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "isposinf"} : (!tile.math<bf16>, i32) -> ()
    acc.isposinf(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "leaky_relu"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.leaky_relu(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "lez"} : (!tile.math<bf16>, i32) -> ()
    acc.lez(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "log"} : (!tile.math<bf16>, i32) -> ()
    acc.log(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "log_with_base"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.log_with_base(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "logical_not"} : (!tile.math<bf16>, i32) -> ()
    acc.logical_not(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "ltz"} : (!tile.math<bf16>, i32) -> ()
    acc.ltz(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "max"} : (!tile.math<bf16>, i32) -> ()
    acc.max(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "mul_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.mul_scalar(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "nez"} : (!tile.math<bf16>, i32) -> ()
    acc.nez(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "power"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.power(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "recip"} : (!tile.math<bf16>, i32) -> ()
    acc.recip(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "relu"} : (!tile.math<bf16>, i32) -> ()
    acc.relu(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "relu_max"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.relu_max(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "relu_min"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.relu_min(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "rsqrt"} : (!tile.math<bf16>, i32) -> ()
    acc.rsqrt(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "rsub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.rsub_scalar(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "sigmoid"} : (!tile.math<bf16>, i32) -> ()
    acc.sigmoid(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "sign"} : (!tile.math<bf16>, i32) -> ()
    acc.sign(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "signbit"} : (!tile.math<bf16>, i32) -> ()
    acc.signbit(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "sin"} : (!tile.math<bf16>, i32) -> ()
    acc.sin(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "sqrt"} : (!tile.math<bf16>, i32) -> ()
    acc.sqrt(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "square"} : (!tile.math<bf16>, i32) -> ()
    acc.square(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}, %arg3) {fn = "sub_scalar"} : (!tile.math<bf16>, i32, i32) -> ()
    acc.sub_scalar(6, p);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "tan"} : (!tile.math<bf16>, i32) -> ()
    acc.tan(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "tanh"} : (!tile.math<bf16>, i32) -> ()
    acc.tanh(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "ceil"} : (!tile.math<bf16>, i32) -> ()
    acc.ceil(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "floor"} : (!tile.math<bf16>, i32) -> ()
    acc.floor(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "cast_bf16_u16"} : (!tile.math<bf16>, i32) -> ()
    acc.cast_bf16_u16(6);
    // CHECK: "tile.unary"(%[[ACC]], %{{.*}}) {fn = "cast_u16_bf16"} : (!tile.math<bf16>, i32) -> ()
    acc.cast_u16_bf16(6);
    // Extensions: fill, copy_dst and the dst-to-dst binary ops (two or three slots).
    // CHECK: "tile.fill"(%[[ACC]], %{{.*}}, %[[HALF]]) : (!tile.math<bf16>, i32, f32) -> ()
    acc.fill(7, 0.5f);
    // CHECK: "tile.copy_dst"(%[[ACC]], %{{.*}}, %{{.*}}) : (!tile.math<bf16>, i32, i32) -> ()
    acc.copy_dst(0, 1);
    // CHECK: "tile.binary_dst"(%[[ACC]], %c0_i32, %{{.*}}, %c0_i32) {kind = "add"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.add_dst(0, 1);
    // CHECK: "tile.binary_dst"(%[[ACC]], %{{.*}}, %{{.*}}, %{{.*}}) {kind = "add"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.add_dst(0, 1, 2);
    // CHECK: "tile.binary_dst"(%[[ACC]], %c0_i32, %{{.*}}, %c0_i32) {kind = "sub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.sub_dst(0, 1);
    // CHECK: "tile.binary_dst"(%[[ACC]], %{{.*}}, %{{.*}}, %{{.*}}) {kind = "sub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.sub_dst(0, 1, 2);
    // CHECK: "tile.binary_dst"(%[[ACC]], %c0_i32, %{{.*}}, %c0_i32) {kind = "rsub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.rsub_dst(0, 1);
    // CHECK: "tile.binary_dst"(%[[ACC]], %{{.*}}, %{{.*}}, %{{.*}}) {kind = "rsub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.rsub_dst(0, 1, 2);
    // CHECK: "tile.binary_dst"(%[[ACC]], %c0_i32, %{{.*}}, %c0_i32) {kind = "mul"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.mul_dst(0, 1);
    // CHECK: "tile.binary_dst"(%[[ACC]], %{{.*}}, %{{.*}}, %{{.*}}) {kind = "mul"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.mul_dst(0, 1, 2);
    // CHECK: "tile.binary_dst"(%[[ACC]], %c0_i32, %{{.*}}, %c0_i32) {kind = "div"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.div_dst(0, 1);
    // CHECK: "tile.binary_dst"(%[[ACC]], %{{.*}}, %{{.*}}, %{{.*}}) {kind = "div"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.div_dst(0, 1, 2);
    // CHECK: "tile.binary_dst"(%[[ACC]], %c0_i32, %{{.*}}, %c0_i32) {kind = "power"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.power_dst(0, 1);
    // CHECK: "tile.binary_dst"(%[[ACC]], %{{.*}}, %{{.*}}, %{{.*}}) {kind = "power"} : (!tile.math<bf16>, i32, i32, i32) -> ()
    acc.power_dst(0, 1, 2);
    // CHECK: "tile.math_release"(%[[ACC]]) : (!tile.math<bf16>) -> ()
}
