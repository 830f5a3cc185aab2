// Stream processing. `SPU <= tensor` writes the source's 16-bit words into
// the stream processor's tables on every PCORE, after the PCORE's process
// space (word 6144 on), PAD past the source's end. `PROC(s)` (or a side's
// `REMAP(s)`) sends each word through table s % 4 on its way into (or out
// of) PCORE memory: the 12-bit value's top 7 bits pick the (slope, value)
// pair, the low 5 bits interpolate, rounded, in 12 bits (ztachip's
// HW/src/pcore/stream.vhd).
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s

// CHECK-LABEL: func.func @__tanto_zta_stream_0(
// CHECK-SAME: %{{.*}}: i32 {tanto.name = "tables"})
// CHECK-DAG: %[[C6144:.*]] = arith.constant 6144 : i32
// CHECK-DAG: %[[PCORE:.*]] = "zta.space"() {space = "pcore"} : () -> !noc.local<i16>
// CHECK: scf.for %{{.*}} = %c0 to %c512 step %c1 {
// CHECK: %[[WORD:.*]] = arith.addi %{{.*}}, %[[C6144]] : i32
// CHECK: scf.if
// CHECK: "noc.read"(
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK: "noc.write_remote"(%{{.*}}, %c0_i32, %[[PCORE]], %[[WORD]], %c1_i32, %{{.*}}, %{{.*}})
// CHECK: } else {
// CHECK: "noc.set"(%{{.*}}, %c0_i32, %c0_i16)
void load(short *tables) {
> SPU <= (int)MEM(tables, 256*2)[:];
}

// Into PCORE memory through table s: the pair of the entry, then
// value + ((slope * remainder >> 4) + 1 >> 1), each a 12-bit register.
// CHECK-LABEL: func.func @__tanto_zta_stream_1(
// CHECK-SAME: %{{.*}}: i32 {tanto.name = "__tanto_zta_var_k__in"}, %{{.*}}: i32 {tanto.name = "__tanto_zta_len_k__in"}, %[[S:.*]]: i32 {tanto.name = "s"}, %{{.*}}: i32 {tanto.name = "p"})
// CHECK: %[[X:.*]] = "noc.get"(%{{.*}}, %c0_i32) : (!noc.local<i16>, i32) -> i16
// CHECK-NEXT: %[[X32:.*]] = arith.extsi %[[X]] : i16 to i32
// CHECK-NEXT: %[[BITS:.*]] = arith.andi %[[X32]], %c4095_i32 : i32
// CHECK-NEXT: %[[ENTRY:.*]] = arith.shrui %[[BITS]], %c5_i32 : i32
// CHECK-NEXT: %[[REM:.*]] = arith.andi %[[BITS]], %c31_i32 : i32
// CHECK-NEXT: %[[TABLE:.*]] = arith.remui %[[S]], %c4_i32 : i32
// CHECK-NEXT: %[[T256:.*]] = arith.muli %[[TABLE]], %c256_i32 : i32
// CHECK-NEXT: %[[BASE:.*]] = arith.addi %[[T256]], %c6144_i32 : i32
// CHECK-NEXT: %[[PAIR:.*]] = arith.muli %[[ENTRY]], %c2_i32 : i32
// CHECK-NEXT: %[[AT:.*]] = arith.addi %[[BASE]], %[[PAIR]] : i32
// CHECK: "noc.read_remote"(%{{.*}}, %c0_i32, %{{.*}}, %[[AT]], %c1_i32,
// CHECK: %[[SLOPE16:.*]] = "noc.get"
// CHECK: %[[NEXT:.*]] = arith.addi %[[AT]], %c1_i32 : i32
// CHECK: "noc.read_remote"(%{{.*}}, %c0_i32, %{{.*}}, %[[NEXT]], %c1_i32,
// CHECK: %[[VALUE16:.*]] = "noc.get"
// CHECK: arith.muli %{{.*}}, %[[REM]] : i32
// CHECK-NEXT: %[[HALF:.*]] = arith.shrsi %{{.*}}, %c4_i32 : i32
// CHECK-NEXT: %[[UP:.*]] = arith.addi %[[HALF]], %c1_i32 : i32
// CHECK-NEXT: %[[STEP:.*]] = arith.shrsi %[[UP]], %c1_i32 : i32
// CHECK-NEXT: arith.addi %[[STEP]], %{{.*}} : i32
// CHECK: %[[MAPPED:.*]] = arith.trunci %{{.*}} : i32 to i16
// A negative program is none: the word unchanged.
// CHECK-NEXT: %[[ON:.*]] = arith.cmpi sge, %[[S]], %c0_i32 : i32
// CHECK-NEXT: %[[OUT:.*]] = arith.select %[[ON]], %[[MAPPED]], %{{.*}} : i16
// A PCORE word is 12 bits: the sign and the low 11 bits (ztachip's
// core.vhd resizes every 16-bit word it writes).
// CHECK: %[[LOW:.*]] = arith.andi %[[OUT]], %c2047_i16 : i16
// CHECK-NEXT: %[[SIGN:.*]] = arith.shrsi %[[OUT]], %c15_i16 : i16
// CHECK-NEXT: %[[HIGH:.*]] = arith.andi %[[SIGN]], %c-2048_i16 : i16
// CHECK-NEXT: %[[WORD:.*]] = arith.ori %[[LOW]], %[[HIGH]] : i16
// CHECK-NEXT: "noc.set"(%{{.*}}, %c0_i32, %[[WORD]])
// CHECK-NEXT: "noc.write_remote"
void into(short *p, int s) {
> PCORE(8)[0:7].THREAD[0].k::in[0:3] <= PROC(s) <= DTYPE(INT16) DDR(p)[0:31];
}

// Out of PCORE memory: REMAP(1) on the source, the word read, then table
// 1 (its words from 6144 + 256 on).
// CHECK-LABEL: func.func @__tanto_zta_stream_2(
// CHECK: "noc.read_remote"
// CHECK: %[[W:.*]] = "noc.get"
// CHECK-NEXT: arith.extsi %[[W]] : i16 to i32
// CHECK: arith.addi %{{.*}}, %c6400_i32 : i32
// CHECK: "noc.write"(
void out(short *p) {
> DTYPE(INT16) DDR(p)[0:31] <= REMAP(1) PCORE(8)[0:7].THREAD[0].k::in[0:3];
}
