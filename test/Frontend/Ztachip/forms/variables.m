// Tensor variables: a use stands for its definition, its argument in place
// of the definition's `$`, an index or a FOR's range (`FOR(I=$)`, as
// ztachip's mcore.cpp reads it). A definition compiles to no transfer.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s

// The definition: no loop, no transfer.
// CHECK-LABEL: func.func @__tanto_zta_variables_0(
// CHECK-NOT: scf.for
// CHECK: return
// `$row[1:2]`: rows 1 and 2, 16 elements, FOR order outermost.
// CHECK-LABEL: func.func @__tanto_zta_variables_1(
// CHECK: scf.for %{{.*}} = %c0 to %c16 step %c1
// CHECK: "noc.write"
// `$row[k]`: row k, 8 elements, k an argument.
// CHECK-LABEL: func.func @__tanto_zta_variables_2(
// CHECK-SAME: %[[K:.*]]: i32 {tanto.name = "k"}
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1
// CHECK: arith.cmpi slt, %[[K]], %c8_i32
void rows(unsigned int k) {
> $row := DTYPE(INT16) FOR(I=$) MEM(0, 8, 8)[I][:];
> DTYPE(INT16) MEM(512, 16)[0:15] <= $row[1:2];
> DTYPE(INT16) MEM(1024, 8)[0:7] <= $row[k];
}
