// Transfers into and out of PCORE memory: the PCORE memory is a local
// buffer of 16-bit words on every PCORE core (noc.ztachip_space pcore),
// PCORE p on the core (x0 + p % width, y0 + p / width) of
// noc.ztachip_pcores; a private variable's word is thread * 256 + its base
// (a link-time symbol, an argument) + its offset, a shared one's 16 * 256 +
// base + offset. 8-bit elements widen into words (extui for UINT8), words
// narrow back (trunci), through the staging element.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s

// CHECK-LABEL: func.func @__tanto_zta_pcore_0(
// CHECK-SAME: %[[VAR:.*]]: i32 {tanto.name = "__tanto_zta_var_conv__input"}, %[[P:.*]]: i32 {tanto.name = "p"})
// CHECK-DAG: %[[PCORE:.*]] = "noc.ztachip_space"() {space = "pcore"} : () -> !noc.local<i16>
// CHECK-DAG: %[[STAGE16:.*]] = "noc.ztachip_space"() {space = "stage"} : () -> !noc.local<i16>
// CHECK-DAG: %[[RECT:.*]]:3 = "noc.ztachip_pcores"() : () -> (i32, i32, i32)
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
