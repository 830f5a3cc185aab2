// An expression assigned to an accumulator: only the assigned operation
// (and its chain of the same operation) goes to an accumulator; each other
// operation it reads is a 12-bit private temporary, saturated (ztachip's
// gen.cpp genTermCalculation), except a product added to or subtracted
// from an accumulator operand, which its compiler fuses into FMA / FNMA
// (instruction.cpp fm_int), and parentheses around the whole value keep
// it out of the accumulator. pcore_runs.rs
// `an_accumulator_keeps_exact_only_what_ztachips_compiler_puts_in_accumulators`
// runs these forms against values computed from those rules.
// RUN: tanto-opt %s | FileCheck %s
// RUN: sed 's|^//BAD||' %s > %t.p && not tanto-opt %t.p 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

_NT16_ class q;
_share vint16 q::in[4];
vint32 q::_A;

// Both products saturate before the subtraction, which is exact.
// CHECK-LABEL: func.func @__tanto_zta_kernel_q__difference(
// CHECK: %[[P:[0-9]+]] = arith.muli {{.*}} : vector<8xi32>
// CHECK: %[[PL:[0-9]+]] = arith.maxsi %[[P]]
// CHECK-NEXT: %[[PS:[0-9]+]] = arith.minsi %[[PL]]
// CHECK: %[[Q:[0-9]+]] = arith.muli {{.*}} : vector<8xi32>
// CHECK: %[[QL:[0-9]+]] = arith.maxsi %[[Q]]
// CHECK-NEXT: %[[QS:[0-9]+]] = arith.minsi %[[QL]]
// CHECK-NEXT: %[[D:[0-9]+]] = arith.subi %[[PS]], %[[QS]] : vector<8xi32>
// CHECK-NOT: arith.minsi %[[D]]
// CHECK: return
_kernel_ void q::difference() {
   _A = in[0] * 32 - in[1] * 77;
}

// The product is fused into the accumulation: nothing saturates.
// CHECK-LABEL: func.func @__tanto_zta_kernel_q__fused(
// CHECK: %[[M:[0-9]+]] = arith.muli {{.*}} : vector<8xi32>
// CHECK-NEXT: arith.addi %{{[0-9]+}}, %[[M]] : vector<8xi32>
// CHECK-NOT: arith.minsi
// CHECK: return
_kernel_ void q::fused() {
   _A = _A + in[0] * in[1];
}

// In parentheses the sum is a 12-bit temporary before it is assigned.
// CHECK-LABEL: func.func @__tanto_zta_kernel_q__parenthesized(
// CHECK: %[[S:[0-9]+]] = arith.addi {{.*}} : vector<8xi32>
// CHECK: %[[SL:[0-9]+]] = arith.maxsi %[[S]]
// CHECK: arith.minsi %[[SL]]
// CHECK: return
_kernel_ void q::parenthesized() {
   _A = (in[0] + in[1]);
}

//BAD_kernel_ void q::refused() {
//BAD   _A = in[0] * in[1] - _A;
//BAD}
// ERR: error: a product minus an accumulator: ztachip's compiler refuses it ("Illegal operation with accumulator"); write the accumulator first
// ERR-NEXT: --> {{.*}}.p:[[#@LINE-3]]:9
