// A variable declared without a class is a member of every class, each
// class its own copy in its own layout: ztachip's compiler allocates it in
// every class's context (graph.cpp, `isSameContext`), including classes
// first named after it. A class member of the same name is declared twice.
// Run in tools/tests/integration/pcore_runs.rs
// (`a_variable_without_a_class_is_a_member_of_every_class`).
// RUN: tanto-translate %s --emit=describe -o - | FileCheck %s --check-prefix=DESCRIBE
// RUN: tanto-opt %s | FileCheck %s
// RUN: not tanto-translate %S/Inputs/classless-twice.p --emit=describe -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR

_NT16_ class k;
vint16 total;
_share vint16 k::in[16];
_share vint16 k::out[16];

// DESCRIBE: "name": "k"
// DESCRIBE: "name": "total"
// DESCRIBE-NEXT: "element": "vint16"
// DESCRIBE: "space": "private"
// DESCRIBE: "name": "in"
// DESCRIBE: "name": "m"
// DESCRIBE: "name": "total"
// DESCRIBE: "name": "zero"

// Each kernel stores its thread's `total` in its class's private words.
// CHECK-LABEL: func.func @__tanto_zta_kernel_k__exe(
// CHECK: llvm.store %{{.*}} : vector<8xi16>, !llvm.ptr
// CHECK-LABEL: func.func @__tanto_zta_kernel_m__zero(
// CHECK: llvm.store %{{.*}} : vector<8xi16>, !llvm.ptr
_kernel_ void k::exe() {
   total = in[tid] * 2;
   out[tid] = total + 3;
}
_kernel_ void m::zero() {
   total = 0;
}

// ERROR: error: `k::total` is declared twice
// ERROR-NEXT: --> {{.*}}classless-twice.p:3:15
// ERROR: 2 | vint16 total;
// ERROR-NEXT: ----- first declared here
