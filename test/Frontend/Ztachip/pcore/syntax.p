// A syntax error is located, with no description on standard output.
// RUN: not tanto-translate %s --emit=describe > %t.out 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: count 0 < %t.out
vint16 c::a;
_kernel_ void c::k() {
// CHECK: error: cannot parse this PCORE program at `;`
// CHECK-NEXT: --> {{.*}}syntax.p:[[@LINE+1]]:8
   a = ;
}
