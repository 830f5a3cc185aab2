// What the PCORE lowering does not model gets a located error naming it,
// and exit 1; the reference description (--emit=describe) still reads it.
// RUN: not tanto-translate %s --emit=obj -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: tanto-translate %s --emit=describe -o /dev/null

_NT16_ class c;
_share vint16 c::v[4];
_share int16 c::s;
_share float2 c::pair;
int c::r;
vint16 *c::p;
vint32 c::_A;
vint32 c::_B;

_kernel_ void c::raw() {
// CHECK: error: the vector intrinsic `GET_EXP` is not modelled yet (ASN, ASN_RAW, CONV, ADD, SUB, MUL, SHL, SHR, SHLA, SHRA, the FMA family and the comparisons LT, LE, GT, GE, EQ, NE are)
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:8
   r = GET_EXP(v[0]);
}
_kernel_ void c::fma_first() {
// CHECK: error: the first operand of `FMA` is not an accumulator (ztachip's compiler refuses it)
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:15
   v[1] = FMA(_A, v[2], _A);
}
// A constant past 32 bits (a kernel's code is 32-bit; `unsigned` ones
// wrap, as 0xFFFFFFFF is -1).
_kernel_ void c::huge() {
// CHECK: error: this integer constant does not fit in 32 bits
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:19
   v[0] = v[1] >> 99999999999;
}
_kernel_ void c::huge_case() {
   int i;
   i = tid;
   switch (i) {
// CHECK: error: this integer constant does not fit in 32 bits
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:9
   case 0x100000000: v[0] = 1; break;
   }
}
_kernel_ void c::fma_both() {
// CHECK: error: `FMA` takes one accumulator operand
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:25
   v[1] = FMA(v[0], _A, _B);
}
_kernel_ void c::pairs() {
// CHECK: error: `float2` data (2 lanes) are not modelled: use int16 or vint16
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:4
   pair = 1;
}
_kernel_ void c::select() {
// CHECK: error: `?:` of a pointer and another value, or of pointers to data of other lanes
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:8
   p = r ? p : &s;
}
// A vector stored to one 12-bit word is its lane 0 (lanes.p); an `int`
// result is an integer register's, which no lane reaches.
int c::count(vint16 x) {
// CHECK: error: a vector cannot be returned as an `int`
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:4
   return x;
}
_kernel_ void c::narrow() {
   r = c::count(v[0]);
}
_kernel_ void c::reg() {
// CHECK: error: a vector cannot be stored in a register
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:4
   r = v[0] + 1;
}
_kernel_ void c::big() {
// CHECK: error: kernel `c::big` needs 320 private words with this local, but a thread has 256
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:11
   vint16 t[40];
   t[0] = 1;
}
_kernel_ void c::giant() {
// CHECK: error: kernel `c::giant` needs more private words with this local, but a thread has 256
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:11
   vint16 t[65536][65536][65536][65536];
   t[0][0][0][0] = 1;
}
_kernel_ void c::accs() {
// CHECK: error: this local needs more accumulator lanes than a thread's 64
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:11
   vint32 a[9];
   a[0] = 1;
}
_kernel_ void c::ptrparam(vint16 *q) {
// CHECK: error: pointer parameters are not modelled: pass an `int` and take the address in the kernel
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:8
   p = q;
}
_kernel_ void c::cmp() {
// CHECK: error: `<` of vectors: the vector ALU adds, subtracts, multiplies and shifts (compare lanes with LT, GE, ...)
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:11
   v[0] = v[1] < v[2];
}
_kernel_ void c::lanes() {
// One index past the dimensions picks a lane; two are too many.
// CHECK: error: `v` has 1 dimensions but 3 indices are given
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:8
   s = v[0][1][2];
}
_kernel_ void c::init() {
// CHECK: error: more initial values than the 2 elements
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:24
   int16 k[2] = {1, 2, 3};
   s = k[0];
}
_kernel_ void c::cases(int m) {
// CHECK: error: a `case` label is a constant
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+2]]:9
   switch (m) {
   case r:
      s = 1;
   }
}
vint16 c::again(vint16 x) {
// CHECK: error: `c::again` calls itself: PCORE subroutines are inlined, so they cannot recurse
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:11
   return c::again(x);
}
_kernel_ void c::recurse() {
   v[0] = c::again(v[1]);
}
_kernel_ void c::rows() {
// A row's list longer than the row does not run into the next.
// CHECK: error: more initial values than the 4 elements
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:28
   int16 k[2][2] = {{1, 2, 3}, {4}};
   s = k[0][0];
}
_kernel_ void c::lane_lists() {
// A vector's values are its lanes, in their own braces, as ztachip's
// compiler reads them (a bare value would be no lane of any vector).
// CHECK: error: a vector's initial values are its 8 lanes, each vector's in its own braces (`{l0, ..., l7}`)
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:19
   vint16 w[2] = {7, -3};
   v[0] = w[0];
}
_kernel_ void c::lane_count() {
// CHECK: error: more initial values than the 8 lanes
// CHECK-NEXT: --> {{.*}}lower-errors.p:[[@LINE+1]]:40
   vint16 z = {0, 1, 2, 3, 4, 5, 6, 7, 8};
   v[0] = z;
}
