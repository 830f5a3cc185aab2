// `/` and `%` of the counter of a `#pragma unroll` loop: ztachip's compiler
// unrolls the loop, puts the counter's value in each copy of the body and
// folds the indices (gen.cpp loopUnroll, substituteGenIdentifier,
// decode_array), so `nb[k/3][k%3]` is accepted there. Tanto computes them
// on the control core's divider (pcore_runs.rs
// `division_by_an_unrolled_counter_is_folded_as_ztachip_folds_it` runs
// it). A loop that is not unrolled, or a divisor of 0, is an error.
// RUN: tanto-opt %s | FileCheck %s
// RUN: sed 's|^//BAD||' %s > %t.p && not tanto-opt %t.p 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

_NT16_ class n;
_share vint16 n::in[16];
vint16 *n::out;
_kernel_ void n::exe() {
   int k;
   vint16 nb[3][3];
#pragma unroll
   for (k = 0; k < 9; k++)
      nb[k / 3][k % 3] = in[k];
   out[0] = nb[1][1] + nb[2][2];
//BAD   for (k = 0; k < 9; k++)
//BAD      nb[k / 3][0] = in[k];
//BAD#pragma unroll
//BAD   for (k = 0; k < 9; k++)
//BAD      nb[k % 0][0] = in[k];
}

// CHECK-LABEL: func.func @__tanto_zta_kernel_n__exe(
// CHECK: arith.divsi
// CHECK: arith.remsi
// ERR: error: `/` of values known only at run time
// ERR-NEXT: --> {{.*}}.p:22:10
// ERR: error: `%` by zero
// ERR-NEXT: --> {{.*}}.p:25:14
