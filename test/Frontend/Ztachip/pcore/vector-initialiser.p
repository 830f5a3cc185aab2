// A vector local's `{...}` initialiser lists its 8 lanes (ztachip's
// compiler adds the lanes as the last dimension and assigns them word by
// word): eight 16-bit stores, then the kernel's vector arithmetic.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=obj -o %t.o

_NT16_ class k;
_share vint16 k::a[64];

// CHECK-LABEL: func.func @__tanto_zta_kernel_k__exe
// CHECK-COUNT-8: llvm.store %{{.*}} {alignment = 2 : i64} : i16, !llvm.ptr
// CHECK-NOT: llvm.store
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> vector<8xi16>
_kernel_ void k::exe() {
   vint16 w = {1, 2, 3, 4, 5, 6, 7, 8};
   a[tid] = a[tid] * w;
}
