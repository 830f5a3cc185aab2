// Wrong uses of classes and kernels get located errors, exit 1.
// RUN: not tanto-translate %s --emit=describe 2>&1 | FileCheck %s --implicit-check-not=error:

// `_NT1_` is read, as ztachip's compiler reads it (no error).
_NT1_ class odd;
_NT8_ class c;
// A class declared again (a header included twice) is a warning: ztachip's
// compiler reads no class declaration; the first stands.
// CHECK: warning: class `c` is declared again
// CHECK-NEXT: --> {{.*}}kernels.p:[[@LINE+1]]:14
_NT16_ class c;
// A type alone declares no variable, as in ztachip's compiler.
enum { MODE_A, MODE_B };
struct pair { int a; int b; };
vint16 c::v;

_kernel_ void c::k() { v = 1; }
// CHECK: error: kernel `c::k` is defined twice
// CHECK-NEXT: --> {{.*}}kernels.p:[[@LINE+1]]:15
_kernel_ void c::k() { v = 2; }
// CHECK: error: a kernel returns `void`
// CHECK-NEXT: --> {{.*}}kernels.p:[[@LINE+1]]:1
_kernel_ int c::r() { }
// CHECK: error: `free` belongs to no class: a PCORE kernel is declared as `class::free`
// CHECK-NEXT: --> {{.*}}kernels.p:[[@LINE+1]]:15
_kernel_ void free() { }
// CHECK: error: only `int` parameters can be `_global`
// CHECK-NEXT: --> {{.*}}kernels.p:[[@LINE+1]]:20
_kernel_ void c::g(_global vint16 x) { }
// CHECK: error: a `vint32` parameter: accumulators cannot be passed to a kernel
// CHECK-NEXT: --> {{.*}}kernels.p:[[@LINE+1]]:20
_kernel_ void c::a(vint32 x) { }
// CHECK: error: a kernel returns nothing: `return;`
// CHECK-NEXT: --> {{.*}}kernels.p:[[@LINE+1]]:31
_kernel_ void c::q() { return v; }
// A member of another class is not visible in the kernel.
vint16 d::w;
// CHECK: error: `w` is not declared in kernel `c::z`
// CHECK-NEXT: --> {{.*}}kernels.p:[[@LINE+1]]:24
_kernel_ void c::z() { w = 1; }
