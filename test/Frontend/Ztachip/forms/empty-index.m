// `[]` is every index of DDR and of the scratch-pad, but index 0 of a PCORE
// variable's own dimension: ztachip's compiler keeps an empty index a
// single one, and a variable's single index is its first item (mcore.cpp
// gives a variable loop levels from ranges only). So `s(4, 8)[1][]` walks
// one element (the rest of the destination is PAD) where `s(4, 8)[1][:]`
// walks 8. pcore_runs.rs `an_empty_index_of_a_pcore_variable_is_its_first`
// runs both.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s
// RUN: sed 's|^//BAD||' %s > %t.m && not tanto-opt %t.m 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @__tanto_zta_empty_index_0(
// CHECK: scf.for %[[K:.*]] = %c0 to %c8 step %c1 {
// CHECK: arith.cmpi slt, %{{.*}}, %c1_i32 : i32
void first(short *q) {
> DTYPE(INT16) DDR(q, 8)[:] <= PCORE(8)[0].k::s(4, 8)[1][];
}

// CHECK-LABEL: func.func @__tanto_zta_empty_index_1(
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK-NOT: %c1_i32 : i32
// CHECK: arith.cmpi slt, %{{.*}}, %c8_i32 : i32
void every(short *q) {
> DTYPE(INT16) DDR(q, 8)[:] <= PCORE(8)[0].k::s(4, 8)[1][:];
//BAD> DTYPE(INT16) DDR(q, 8)[:] <= PCORE(8)[0].k::s(4, 8)[1][][];
}

// ERR: error: k::s has 2 dimensions but 3 indices are given
// ERR-NEXT: --> {{.*}}.m:[[#@LINE-4]]:44
