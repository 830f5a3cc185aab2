// What the data plane does to words, as ztachip's VHDL does it. PCORE to
// PCORE of an 8-bit type moves 8-bit lanes (dp_gen.vhd's direct flow;
// core.vhd's `int2short` keeps the low byte), which the destination widens
// again as its type says. A bounded block over the whole tensor counts
// bytes, as the pointer does (mcore.cpp programs `T >> (dtype & 1)`): T/2
// elements of INT16. The stream processor's tables take a word's low 12
// bits as they are (core.vhd's `spe_data`). ztachip_runs.rs
// `the_data_plane_narrows_bounds_and_loads_tables_as_its_hardware_does`
// runs them.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s
// RUN: sed 's|^//BAD||' %s > %t.m && not tanto-opt %t.m 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

__asm__(".globl __tanto_zta_var_k__a\n.set __tanto_zta_var_k__a, 0");
__asm__(".globl __tanto_zta_var_k__b\n.set __tanto_zta_var_k__b, 8");

// CHECK-LABEL: func.func @__tanto_zta_data_plane_0(
// CHECK: %[[WORD:.*]] = "noc.get"(%{{.*}}, %c0_i32) : (!noc.local<i16>, i32) -> i16
// CHECK-NEXT: %[[BYTE:.*]] = arith.trunci %[[WORD]] : i16 to i8
// CHECK-NEXT: arith.extui %[[BYTE]] : i8 to i16
void narrow(void) {
> DTYPE(UINT8) PCORE(8)[1].THREAD[0].k::b[0:7] <= DTYPE(UINT8) PCORE(8)[0].THREAD[0].k::a[0:7];
}

// CHECK-LABEL: func.func @__tanto_zta_data_plane_1(
// CHECK-SAME: %[[T:arg[0-9]+]]: i32 {tanto.name = "t"})
// CHECK: %[[ELEMENTS:.*]] = arith.shrsi %[[T]], %c1_i32 : i32
// CHECK: arith.cmpi slt, %{{.*}}, %[[ELEMENTS]] : i32
void bounded(int p, int q, int t) {
> DTYPE(INT16) DDR(q, 16)[:] <= DTYPE(INT16) DDR(p, t(4, 4))[:][:];
}

// CHECK-LABEL: func.func @__tanto_zta_data_plane_2(
// CHECK: %[[TABLE:.*]] = "noc.get"(%{{.*}}, %c0_i32) : (!noc.local<i16>, i32) -> i16
// CHECK-NEXT: %[[UP:.*]] = arith.shli %[[TABLE]], %c4_i16 : i16
// CHECK-NEXT: arith.shrsi %[[UP]], %c4_i16 : i16
void tables(short *t) {
> SPU <= DTYPE(INT16) MEM(t, 512)[:];
//BAD> SPU <= DTYPE(UINT8) MEM(t, 512)[:];
}

// ERR: error: the stream processor's tables are 16-bit words: INT16 (or `(int)`)
// ERR-NEXT: --> {{.*}}.m:[[#@LINE-4]]:16
