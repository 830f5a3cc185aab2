// A class's registers past a thread's: 4 pointer registers, 4 integer
// registers (and the pointer registers left free), 64 accumulator words.
// ztachip's compiler places a class's registers without a bound
// (graph.cpp), so past them its code names other registers; Tanto refuses
// the class, located at the member that goes past.
// RUN: not tanto-translate %s --emit=describe 2>&1 | FileCheck %s --implicit-check-not=panicked

_share vint16 p::buf[8];
vint16 *p::a;
vint16 *p::b;
vint16 *p::c;
vint16 *p::d;
// CHECK: error: class `p` needs 5 pointer registers, but a thread has 4
// CHECK-NEXT: --> {{.*}}register-limits.p:[[@LINE+1]]:8
vint16 *p::e;

vint32 a::x[4];
// CHECK: error: class `a` needs 72 accumulator words, but a thread has 64
// CHECK-NEXT: --> {{.*}}register-limits.p:[[@LINE+1]]:8
vint32 a::y[5];

vint16 *i::q;
vint16 *i::r;
vint16 *i::s;
int i::n0;
int i::n1;
int i::n2;
int i::n3;
int i::n4;
// CHECK: error: class `i` needs 6 integer registers, but a thread has 4 (and 1 free pointer register)
// CHECK-NEXT: --> {{.*}}register-limits.p:[[@LINE+1]]:5
int i::n5;
