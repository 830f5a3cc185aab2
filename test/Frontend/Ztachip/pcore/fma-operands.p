// The FMA family's accumulator operand: ztachip's compiler encodes none,
// so its ALU adds to accumulator register 0, the class's first, whatever
// the program names there; another accumulator, or data, is ignored with
// a warning (exit 0). An accumulator as the first operand, or as both
// others, is refused as ztachip's compiler refuses it (lower-errors.p).
// RUN: tanto-translate %s --emit=obj -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:

_NT16_ class c;
_share vint16 c::v[4];
vint32 c::_A;
vint32 c::_B;

_kernel_ void c::k() {
// CHECK: warning: ztachip's compiler ignores this operand: `FMA` adds to accumulator register 0, the class's first accumulator (it encodes no accumulator operand)
// CHECK-NEXT: --> {{.*}}fma-operands.p:[[@LINE+1]]:27
   v[1] = FMA(v[0], v[2], v[3]);
// CHECK: warning: ztachip's compiler ignores this operand: `FNMA` adds to accumulator register 0
// CHECK-NEXT: --> {{.*}}fma-operands.p:[[@LINE+1]]:22
   v[1] = FNMA(v[0], _B, v[2]);
}
