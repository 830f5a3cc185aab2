// Lanes as scalars, as ztachip's compiler writes them: a vector stored to
// one 12-bit word takes lane 0 (the register file writes a word from the
// lowest lane), and `_A[k]` is lane k of an accumulator, 32 bits (the
// lane index's low 3 bits).
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=obj -o %t.o

_NT16_ class k;
_share vint16 k::in[16];
_share int16 k::first[16];
vint32 k::_A;

// CHECK-LABEL: func.func @__tanto_zta_kernel_k__exe
// CHECK: %[[IN:.*]] = arith.extsi %{{.*}} : vector<8xi16> to vector<8xi32>
// CHECK: vector.extract %[[IN]][0] : i32 from vector<8xi32>
// CHECK: llvm.store %{{.*}} : i16, !llvm.ptr
// CHECK: %[[TWO:.*]] = llvm.getelementptr %{{.*}} : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK: %[[FIVE:.*]] = arith.andi %c5{{.*}}, %c7{{.*}} : i32
// CHECK: %[[LANE:.*]] = llvm.getelementptr %{{.*}}[%[[FIVE]]] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK: llvm.load %[[LANE]] {alignment = 4 : i64} : !llvm.ptr -> i32
// The 32-bit adder: no 13-bit register truncation, no 12-bit saturation.
// CHECK-NEXT: arith.constant 1 : i32
// CHECK-NEXT: %[[SUM:.*]] = arith.addi %{{.*}} : i32
// CHECK-NEXT: llvm.store %[[SUM]], %[[TWO]] {alignment = 4 : i64} : i32, !llvm.ptr
_kernel_ void k::exe() {
   first[tid] = in[tid];
   _A[2] = _A[5] + 1;
}
