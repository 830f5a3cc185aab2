// ztachip's compiler fuses no multiply a jump lands on (instruction.cpp:
// `if(instruction->m_jumpDestination) continue;`). As the first
// instruction of a loop's body, `_A += in[0] * in[1]` is `TS=in MUL in`
// (a 12-bit temporary, saturated) then `_A=TS FMA 1 [_A]`; in a
// then-block, which the condition falls into, it is one FMA, exact. So
// are the first statements of an `else`, of a `case` jumped to, and after
// an `if`, a `switch` or a loop left by `break`. pcore_runs.rs
// `a_multiply_a_jump_lands_on_is_not_fused` runs them.
// RUN: tanto-opt %s | FileCheck %s
// RUN: sed 's|^//BAD||' %s > %t.p && not tanto-opt %t.p 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

_NT16_ class j;
_share vint16 j::in[2];
vint32 j::_A;
int j::r;

// CHECK-LABEL: func.func @__tanto_zta_kernel_j__exe(
// The loop's body: the product saturates before the accumulation.
// CHECK: %[[LOOPED:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK: %[[LOW:.*]] = arith.maxsi %[[LOOPED]]
// CHECK-NEXT: %[[TEMPORARY:.*]] = arith.minsi %[[LOW]]
// CHECK: arith.addi %{{.*}}, %[[TEMPORARY]] : vector<8xi32>
// The then-block: fused, exact.
// CHECK: cf.cond_br
// CHECK: %[[FUSED:.*]] = arith.muli %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK-NOT: arith.maxsi
// CHECK: %[[SUM:.*]] = arith.addi %{{.*}}, %[[FUSED]] : vector<8xi32>
// CHECK-NEXT: llvm.store %[[SUM]]
_kernel_ void j::exe() {
   int i;
   for (i = 0; i < 3; i++) {
      _A += in[0] * in[1];
   }
   if (r > 0) {
      _A += in[0] * in[1];
   }
//BAD   _A = in[0] * in[1] - _A;
}

// ERR: error: a product minus an accumulator: ztachip's compiler refuses it ("Illegal operation with accumulator"); write the accumulator first
// ERR-NEXT: --> {{.*}}.p:[[#@LINE-4]]:9
