// `img[r]` of a two-dimensional array, and `&img[r]`, are row r's address
// (ztachip's compiler makes a pointer constant of them): the row's first
// word, r times the row's words past the array's. An assignment to a row
// is still an error. (pcore_runs.rs, `an_index_of_fewer_dimensions_is_a_row_pointer`.)
// RUN: split-file %s %t
// RUN: tanto-opt %t/good.p | FileCheck %s
// RUN: not tanto-opt %t/bad.p 2>&1 | FileCheck %s --check-prefix=BAD

// The row's element number, 3 * 2 + 0, times its 8 lanes, from the
// array's first word.
// CHECK-LABEL: func.func @__tanto_zta_kernel_r__exe(
// CHECK: %[[C3:.*]] = arith.constant 3 : i32
// CHECK: %[[C2:.*]] = arith.constant 2 : i32
// CHECK: arith.muli %{{.*}}, %[[C2]] : i32
// CHECK: arith.constant 8 : i32
// CHECK: llvm.store

//--- good.p
_NT16_ class r;
_share vint16 r::img[4][2];
_kernel_ void r::exe() {
   vint16 *p;
   p = img[3];
   p[1] = p[0];
}

//--- bad.p
_NT16_ class r;
_share vint16 r::img[4][2];
_kernel_ void r::exe() {
   img[1] = img[0][0];
}
// BAD: error: `img` has 2 dimensions but 1 indices are given
