// EXE_LOCKSTEP and EXE become zta.exe (tanto_rt_zta_exe): the
// kernel is a link-time symbol for `class::kernel` (also `$class::kernel`)
// or a C value, the PCORE and thread counts default to all of them.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=llvm -o - | FileCheck %s --check-prefix=LLVM

// CHECK-LABEL: func.func @__tanto_zta_commands_0(
// CHECK-SAME: %[[K:.*]]: i32 {tanto.name = "__tanto_zta_kernel_convolution__exe"}, %[[NP:.*]]: i32 {tanto.name = "np"}, %[[NT:.*]]: i32 {tanto.name = "nt"})
// CHECK: "zta.exe"(%[[K]], %[[NP]], %[[NT]]) {lockstep} : (i32, i32, i32) -> ()
// CHECK-LABEL: func.func @__tanto_zta_commands_1(
// CHECK-SAME: %[[F:.*]]: i32 {tanto.name = "func"})
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : i32
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : i32
// CHECK: "zta.exe"(%[[F]], %[[C8]], %[[C16]]) : (i32, i32, i32) -> ()
// LLVM: @__tanto_zta_kernel_convolution__exe = external
// LLVM: call void @tanto_rt_zta_exe(i32 %{{.*}}, i32 %{{.*}}, i32 %{{.*}}, i32 1)
void run_layer(int np, int nt, unsigned int func) {
> EXE_LOCKSTEP(convolution::exe, np, nt);
> EXE(func);
}
