// A kernel calls a subroutine of another class and a kernel of its own
// class by their full names (ztachip's compiler finds any function so);
// both are inlined: the kernel's function calls nothing but the lockstep
// jump, and the other class's member is read where that class places it.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=obj -o %t.o

_NT16_ class k;
_NT16_ class util;
_share vint16 k::out[16];
_share vint16 util::table[4];
vint16 util::scaled(vint16 x) {
   return x * table[1];
}
_kernel_ void k::bump(int i) {
   out[i] = out[i] + 1;
}

// CHECK-LABEL: func.func @__tanto_zta_kernel_k__exe
// CHECK-NOT: call @
// util::table[1]: shared word 8, past the 16 threads' 256 private words
// (util's table lies at shared word 0, as k's out does: classes overlay).
// CHECK: %[[SHARED:.*]] = arith.constant 4096 : i32
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %c8_i32{{.*}} : i32
// CHECK: arith.addi %[[SHARED]], %[[ROW]] : i32
// CHECK: llvm.load %{{.*}} -> vector<8xi16>
// CHECK: arith.muli %{{.*}} : vector<8xi32>
// CHECK: arith.addi %{{.*}} : vector<8xi32>
// CHECK: return
_kernel_ void k::exe() {
   out[tid] = util::scaled(out[tid]);
   k::bump(tid);
}
