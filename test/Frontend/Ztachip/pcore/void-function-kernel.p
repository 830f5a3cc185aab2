// A `void` function without parameters and without `_kernel_` is a kernel
// too: ztachip's compiler launches any function EXE_LOCKSTEP names
// (`_kernel_` only checks the return type). It is still a subroutine other
// functions call (inlined there).
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=describe -o - | FileCheck %s --check-prefix=DESCRIBE

_NT16_ class a;
_share vint16 a::buf[16];

// CHECK-LABEL: func.func @__tanto_zta_kernel_a__bump(
// CHECK: llvm.store %{{.*}} : vector<8xi16>, !llvm.ptr
// CHECK-LABEL: func.func @__tanto_zta_kernel_a__twice(
// CHECK-NOT: call
// CHECK: return
// DESCRIBE: "kernels"
// DESCRIBE: "name": "bump"
// DESCRIBE: "name": "twice"
void a::bump() {
   buf[tid] = buf[tid] + 5;
}
_kernel_ void a::twice() {
   a::bump();
   a::bump();
}
