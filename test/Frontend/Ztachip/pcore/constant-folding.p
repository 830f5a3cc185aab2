// Constant operations folded as ztachip's compiler folds them (prune.cpp
// `calc`): `+ - * /` in single-precision floating point, truncated once at
// the end, so `7/2*2` is 7 and `0.5*4` is 2 (C: 6 and 0); parentheses stop
// the folding around them, so `(7/2)*2` is 3 times 2. Array sizes fold the
// same way: `buf[7/2*2]` has 7 words and `x` comes after them. A division
// by a constant 0 is an error. pcore_runs.rs
// `constants_fold_in_float_as_ztachips_compiler_folds_them` runs it.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate --ztachip-pcore %s --emit=describe | FileCheck %s --check-prefix=LAYOUT
// RUN: sed 's|^//BAD||' %s > %t.p && not tanto-opt %t.p 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

_NT16_ class c;
int16 c::buf[7/2*2];
int16 c::x;
_share vint16 c::v;
_share vint16 c::out[4];

// CHECK-LABEL: func.func @__tanto_zta_kernel_c__exe(
// CHECK: %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK-NEXT: vector.broadcast %[[SEVEN]] : i32 to vector<8xi32>
// CHECK: %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT: vector.broadcast %[[TWO]] : i32 to vector<8xi32>
// CHECK: %[[SIX:.*]] = arith.constant 6 : i32
// CHECK-NEXT: vector.broadcast %[[SIX]] : i32 to vector<8xi32>
// CHECK: %[[NINE:.*]] = arith.constant 9 : i32
// CHECK-NEXT: vector.broadcast %[[NINE]] : i32 to vector<8xi32>
// CHECK-NEXT: arith.muli
_kernel_ void c::exe() {
   out[0] = v + 7/2*2;
   out[1] = v + 0.5*4;
   out[2] = v + (7/2)*2;
   out[3] = v * (1 << 3 | 1);
//BAD   out[0] = v + 7/(2-2);
}

// LAYOUT: "name": "buf",
// LAYOUT: "shape": [
// LAYOUT-NEXT: 7
// LAYOUT: "name": "x",
// LAYOUT: "word_offset": 7,

// ERR: error: `/` by zero
// ERR-NEXT: --> {{.*}}constant-folding.p.tmp.p:[[@LINE-10]]:19
