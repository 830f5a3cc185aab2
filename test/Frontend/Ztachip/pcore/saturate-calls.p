// A kernel's first 64 vector saturations are written out (two branches a
// lane on RV32IM); the rest call the module's saturation function, kept
// out of line, so a long kernel compiles in time linear in its length
// (LLVM's machine sinking is quadratic in a function's blocks).
// pcore_runs.rs, `a_long_kernel_saturates_every_step`, runs one.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=llvm -o - | FileCheck %s --check-prefix=LLVM

#define S v = v + w;
#define S10 S S S S S S S S S S
_NT16_ class s;
_share vint16 s::in[16];
_kernel_ void s::exe() {
   vint16 v, w;
   v = in[tid];
   w = in[tid + 1];
   S10 S10 S10 S10 S10 S10 S10
   in[tid] = v;
}

// CHECK-LABEL: func.func @__tanto_zta_kernel_s__exe(
// CHECK-COUNT-64: arith.maxsi
// CHECK-NOT: arith.maxsi
// CHECK: call @__tanto_zta_saturate(%{{.*}}) {no_inline} : (vector<8xi32>) -> vector<8xi32>
// CHECK-LABEL: func.func private @__tanto_zta_saturate(
// CHECK-SAME: llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline", "no-builtins"]
// CHECK: arith.maxsi
// CHECK: arith.minsi

// LLVM: call {{.*}}@__tanto_zta_saturate(
// LLVM: define internal {{.*}}@__tanto_zta_saturate({{.*}}) {{.*}}#[[ATTRS:[0-9]+]]
// LLVM: attributes #[[ATTRS]] = {{{.*}}noinline
