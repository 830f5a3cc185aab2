// `int` registers are 13 bits: a constant of an integer operation is the
// instruction's 13-bit field, so one that does not fit changes, with a
// located warning; the program still compiles, as ztachip's compiler
// compiles it (it keeps the low 13 bits without a word).
// RUN: tanto-translate %s --emit=obj -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: tanto-opt %s 2>/dev/null | FileCheck %s --check-prefix=IR

_NT16_ class r;
_share int16 r::out[16];

// IR-LABEL: func.func @__tanto_zta_kernel_r__k
_kernel_ void r::k() {
   int n, m;
   // CHECK: warning: `int` registers are 13 bits: the constant 5000 is -3192 there (ztachip's compiler keeps its low 13 bits)
   // CHECK-NEXT: --> {{.*}}int-registers.p:[[@LINE+3]]:4
   // IR: %[[FIELD:.*]] = arith.constant -3192 : i32
   // IR: llvm.store %[[FIELD]]
   n = 5000;
   // A constant in 13 bits is itself: no warning.
   // IR: arith.constant 4095 : i32
   m = 4095;
   // CHECK: warning: `int` registers are 13 bits: the label 8193 is 1 there
   // CHECK-NEXT: --> {{.*}}int-registers.p:[[@LINE+5]]:9
   // IR: cf.switch %{{.*}} : i32, [
   // IR-NEXT: default:
   // IR-NEXT: 1:
   switch (tid) {
   case 8193:
      m = 1;
   }
   out[tid] = n + m;
}
