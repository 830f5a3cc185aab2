// Transfers into and out of PCORE memory: the PCORE memory is a local
// buffer of 16-bit words on every PCORE core (zta.space pcore),
// PCORE p on the core (x0 + p % width, y0 + p / width) of
// zta.pcores; a private variable's word is thread * 256 + its base
// (a link-time symbol, an argument) + its offset, a shared one's 16 * 256 +
// base + offset. 8-bit elements widen into words (extui for UINT8), words
// narrow back (trunci), through the staging element.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s

// CHECK-LABEL: func.func @__tanto_zta_pcore_0(
// CHECK-SAME: %[[VAR:.*]]: i32 {tanto.name = "__tanto_zta_var_conv__input"}, %[[P:.*]]: i32 {tanto.name = "p"})
// CHECK-DAG: %[[PCORE:.*]] = "zta.space"() {space = "pcore"} : () -> !noc.local<i16>
// CHECK-DAG: %[[STAGE16:.*]] = "zta.space"() {space = "stage"} : () -> !noc.local<i16>
// CHECK-DAG: %[[RECT:.*]]:3 = "zta.pcores"() : () -> (i32, i32, i32)
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : i32
// CHECK: scf.for
// CHECK: arith.muli %{{.*}}, %[[C256]] : i32
// CHECK: "noc.read"(%{{.*}}) : (!noc.local<i8>, i32, !noc.global<i8>, i32, i32) -> ()
// CHECK: "noc.get"(%{{.*}}) : (!noc.local<i8>, i32) -> i8
// CHECK: arith.extui %{{.*}} : i8 to i16
// CHECK: "noc.set"(%[[STAGE16]], %{{.*}}) : (!noc.local<i16>, i32, i16) -> ()
// CHECK: arith.remsi %{{.*}}, %[[RECT]]#2 : i32
// CHECK: "noc.write_remote"(%[[STAGE16]], %{{.*}}, %[[PCORE]], %{{.*}}) : (!noc.local<i16>, i32, !noc.local<i16>, i32, i32, i32, i32) -> ()
void load_input(unsigned char *p) {
> PCORE(8)[0:7].THREAD[0:15].conv::input[0:7] <= DTYPE(UINT8) DDR(p, 1024)[:];
}

// Shared memory out to DDR: a remote read, a narrowing, a write to DDR.
// CHECK-LABEL: func.func @__tanto_zta_pcore_1(
// CHECK: arith.constant 4096 : i32
// CHECK: "noc.read_remote"(%{{.*}}) : (!noc.local<i16>, i32, !noc.local<i16>, i32, i32, i32, i32) -> ()
// CHECK: "noc.get"(%{{.*}}) : (!noc.local<i16>, i32) -> i16
// CHECK: arith.trunci %{{.*}} : i16 to i8
// CHECK: "noc.write"(%{{.*}}) : (!noc.local<i8>, i32, !noc.global<i8>, i32, i32) -> ()
void store_sums(signed char *q) {
> DTYPE(INT8) DDR(q, 64)[:] <= PCORE(8)[0:7].conv::sums[0:7];
}

// Multicast over PCOREs: one remote write per PCORE of the `[*]`
// dimension, its digit moving the core. `[*]` on the threads is thread 0
// alone (ztachip's compiler multicasts over PCORE indices only): the word
// does not move.
// CHECK-LABEL: func.func @__tanto_zta_pcore_{{[0-9]+}}(
// CHECK-SAME: %{{.*}}: i32 {tanto.name = "__tanto_zta_var_k__v"}
// CHECK: "noc.get"
// CHECK: arith.ori %{{.*}} : i16
// CHECK-NEXT: "noc.set"
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK: %[[PCORE:.*]] = arith.remsi %{{.*}}, %c8_i32 : i32
// CHECK-NOT: %c256_i32
// CHECK: "noc.write_remote"(%{{.*}}, %c0_i32, %{{.*}}, %{{.*}}, %c1_i32, %{{.*}}, %{{.*}})
void spread(short *p) {
> PCORE(8)[*].THREAD[*].k::v[0:1] <= DTYPE(INT16) DDR(p)[0:1];
}

// A whole variable without a cast: one dimension, as long as the PCORE
// program's length symbol (`__tanto_zta_len_<class>__<var>`) says.
// CHECK-LABEL: func.func @__tanto_zta_pcore_{{[0-9]+}}(
// CHECK-SAME: %[[BASE:.*]]: i32 {tanto.name = "__tanto_zta_var_k__all"}, %[[LEN:.*]]: i32 {tanto.name = "__tanto_zta_len_k__all"}
// CHECK: %[[N:.*]] = arith.index_cast %[[LEN]] : i32 to index
// CHECK-NEXT: scf.for %{{.*}} = %c0 to %[[N]] step %c1 {
// CHECK: arith.cmpi slt, %{{.*}}, %[[LEN]] : i32
void everything(short *p) {
> PCORE[0].THREAD[0].k::all <= DTYPE(INT16) DDR(p)[0:7];
}

// ztachip's global assignment, `class::kernel.param <= INT16(v)`: a
// `_global` kernel parameter is the same for every PCORE, one word of each
// PCORE's shared memory (after the 16 threads' 256 words), written to all 8.
// CHECK-LABEL: func.func @__tanto_zta_pcore_4(
// CHECK-SAME: %[[PARAM:.*]]: i32 {tanto.name = "__tanto_zta_var_conv__start__count"}, %{{.*}}: i32 {tanto.name = "__tanto_zta_len_conv__start__count"}, %[[V:.*]]: i32 {tanto.name = "rows + 1"})
// CHECK: %[[VALUE:.*]] = arith.trunci %[[V]] : i32 to i16
// CHECK: %[[SHARED:.*]] = arith.addi %[[PARAM]], %c4096_i32 : i32
// CHECK: arith.andi %[[VALUE]], %c2047_i16 : i16
// CHECK: %[[WORD:.*]] = arith.ori %{{.*}} : i16
// CHECK-NEXT: "noc.set"(%[[STAGE:.*]], %c0_i32, %[[WORD]])
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK: "noc.write_remote"(%[[STAGE]], %c0_i32, %{{.*}}, %[[SHARED]], %c1_i32, %{{.*}}, %{{.*}})
void start(int rows) {
> conv::start.count <= INT16(rows + 1);
}
