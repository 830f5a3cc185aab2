// Bad PCORE programs get located errors naming what is refused and why,
// and exit 1.
// RUN: not tanto-translate %s --emit=describe 2>&1 | FileCheck %s --implicit-check-not=panicked

#define N 4
#define SCALE(x) ((x) / n)

// CHECK: error: `float8` is the programmer guide's older name; ztachip's compiler reads `vint16`
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:1
float8 c::old;
// CHECK: error: only int16, float2, float4 and vint16 arrays can be `_share`d; `int` cannot
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:12
_share int c::n;
// A line a macro changed is shown whole.
// CHECK: error: `r` is a register: it cannot be an array
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:1
int c::r[N];
// A variable without a class is every class's (classless-member.p); a
// kernel without one is an error.
// CHECK: error: `lone` belongs to no class: a PCORE kernel is declared as `class::lone`
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:15
_kernel_ void lone() { }
vint16 c::a[N];
// CHECK: error: `c::a` is declared twice
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:8
vint16 c::a;
// CHECK: error: `static` variables are not supported
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:1
static vint16 c::s;
// CHECK: error: class `huge` needs 4160 words of PCORE memory (16 threads × 256 private + 64 shared), but a PCORE has 2048
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:8
vint16 huge::big[32];
_share vint16 huge::s[8];

// CHECK: error: a PCORE subroutine returns `void`, `int`, `int16` or `vint16`
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:1
int32 c::helper() { }
// A subroutine returning a value says what.
// CHECK: error: this subroutine returns a value: `return value;`
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:23
int c::twice(int x) { return; }

_kernel_ void c::k(int n, _global int g) {
   int i;
// CHECK: error: `b` is not declared in kernel `c::k`
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:11
   a[0] = b + 1;
// CHECK: error: `g` is a `_global` parameter: kernels only read it
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:4
   g = 1;
// A macro's error points at the line that uses it.
// CHECK: error: `/` of values known only at run time: PCORE's ALUs have no divider
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:4
   a[1] = SCALE(a[0]);
// CHECK: error: `%=` is not supported: ztachip's compiler refuses it ("Invalid assignment"), and PCORE's ALUs have no divider
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:4
   i %= 4;
// CHECK: error: a `case` or `default` label belongs inside a `switch`
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:4
   case 3: i = 1;
// CHECK: error: `*p` is not supported (ztachip's compiler: "Use array notation instead"): write `p[0]`
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:4
   *a = 1;
// CHECK: error: `foo` is neither a vector intrinsic nor a function of this program (called by its full name, `c::f(...)`)
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:11
   a[2] = foo(a[0]);
// CHECK: error: `c::twice` takes 1 argument(s), not 2
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:8
   i = c::twice(1, 2);
// CHECK: error: `GE` takes 2 operands, not 1
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:13
   _VMASK = GE(a[0]);
// CHECK: error: this floating-point constant does not fit in 32 bits
// CHECK-NEXT: --> {{.*}}errors.p:[[@LINE+1]]:11
   a[1] = 3e10;
// CHECK: error: `tid` is read-only
   tid = 0;
// CHECK: error: `i` is an integer: it cannot be indexed
   i[0] = 1;
// CHECK: error: `c::a`: inside a kernel, class members are named without their class (`a`)
   c::a[0] = 1;
// CHECK: error: `break` belongs inside a loop or a `switch`
   break;
// CHECK: warning: `#pragma unroll` applies to the `for` right after it; here it is ignored
#pragma unroll
   i = 0;
}
