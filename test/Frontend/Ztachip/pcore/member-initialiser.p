// A member's initial values: ztachip's compiler reads them and emits
// nothing for them (it initialises a kernel's locals only), so the
// program compiles, with a warning that the values are not set.
// RUN: tanto-translate %s --emit=obj -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: tanto-opt %s | FileCheck %s --check-prefix=IR

_NT16_ class t;
_share vint16 t::in[16];
_share vint16 t::out[16];
// CHECK: warning: ztachip's compiler ignores a member's initial values: they are not set; set them from a kernel or the tensor program
// CHECK-NEXT: --> {{.*}}member-initialiser.p:[[@LINE+1]]:20
int16 t::coef[3] = {1, 2, 1};

// The kernel reads the member's word; nothing stores the values.
// IR-LABEL: func.func @__tanto_zta_kernel_t__k
// IR-NOT: llvm.store {{.*}} : i16, !llvm.ptr
// IR: llvm.load %{{.*}} {alignment = 2 : i64} : !llvm.ptr -> i16
_kernel_ void t::k() {
   out[tid] = in[tid] * coef[1];
}
