// An expression assigned to an accumulator: only the assigned operation
// (and its chain of the same operation) goes to an accumulator; each other
// operation it reads is a 12-bit private temporary, saturated (ztachip's
// gen.cpp genTermCalculation), except a product added to or subtracted
// from an accumulator operand, which its compiler fuses into FMA / FNMA
// (instruction.cpp fm_int); parentheses around the whole value make what
// they hold 12-bit temporaries. pcore_runs.rs
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

// In parentheses the sum still goes to the accumulator exactly (ztachip's
// listing: `_A=a ADD b`); what the parentheses hold is computed with
// `_isExReg` false, so a chain's step is a 12-bit temporary (`TS=a ADD b`,
// `_A=TS ADD c`), and so is a shift's operand (`TS=a ADD b`, `_A=1 SHR TS`).
// CHECK-LABEL: func.func @__tanto_zta_kernel_q__parenthesized(
// CHECK: %[[S:[0-9]+]] = arith.addi {{.*}} : vector<8xi32>
// CHECK-NEXT: llvm.store %[[S]], %{{.*}} : vector<8xi32>, !llvm.ptr
// CHECK: %[[T:[0-9]+]] = arith.addi {{.*}} : vector<8xi32>
// CHECK: %[[TL:[0-9]+]] = arith.maxsi %[[T]]
// CHECK-NEXT: %[[TS:[0-9]+]] = arith.minsi %[[TL]]
// CHECK: %[[U:[0-9]+]] = arith.addi %[[TS]], %{{.*}} : vector<8xi32>
// CHECK-NEXT: llvm.store %[[U]], %{{.*}} : vector<8xi32>, !llvm.ptr
// CHECK: %[[V:[0-9]+]] = arith.addi {{.*}} : vector<8xi32>
// CHECK: %[[VL:[0-9]+]] = arith.maxsi %[[V]]
// CHECK-NEXT: %[[VS:[0-9]+]] = arith.minsi %[[VL]]
// CHECK: arith.shrsi %[[VS]], %{{.*}} : vector<8xi32>
// CHECK: return
_kernel_ void q::parenthesized() {
   _A = (in[0] + in[1]);
   _A = (in[0] + in[1] + in[2]);
   _A = (in[0] + in[1]) >> 1;
}

//BAD_kernel_ void q::refused() {
//BAD   _A = in[0] * in[1] - _A;
//BAD}
// ERR: error: a product minus an accumulator: ztachip's compiler refuses it ("Illegal operation with accumulator"); write the accumulator first
// ERR-NEXT: --> {{.*}}.p:[[#@LINE-3]]:9
