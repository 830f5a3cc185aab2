// Array parameters of a kernel (`int16 coef[3]`, `vint16 rows[2][2]`), as
// ztachip's compiler accepts them: private arrays of the thread, placed
// after the class's private words with the other parameters (vectors of 8
// lanes first), which the tensor program writes as
// `class::kernel.param[...]` and the kernel indexes. Arrays of `int` or of
// pointers are refused, as ztachip's compiler refuses them ("Integer
// parameter must be scalar"), and a subroutine's parameters stay values.
// (pcore_runs.rs, `array_parameters_are_private_arrays_the_tensor_program_writes`.)
// RUN: split-file %s %t
// RUN: tanto-opt %t/ap.p | FileCheck %s
// RUN: tanto-translate --ztachip-pcore %t/ap.p --emit=describe | FileCheck %s --check-prefix=DESCRIBE
// RUN: tanto-translate %t/uses.m --emit=obj -o %t/uses.o
// RUN: llvm-objdump -t %t/uses.o | FileCheck %s --check-prefix=IMAGE
// RUN: not tanto-opt %t/bad.p 2>&1 | FileCheck %s --check-prefix=BAD

// coef[2]: the thread's private words (256 each) from word 57, one word
// per element.
// CHECK-LABEL: func.func @__tanto_zta_kernel_ap__exe(
// CHECK: %[[TWO:.*]] = arith.addi %{{.*}}, %c2_i32{{.*}} : i32
// CHECK: %[[PARAM:.*]] = arith.addi %{{.*}}, %c57_i32 : i32
// CHECK: %[[STEP:.*]] = arith.muli %[[TWO]], %c1_i32{{.*}} : i32
// CHECK: arith.addi %[[PARAM]], %[[STEP]] : i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> i16
// rows[1][0]: element 1 * 2 + 0 of 8 lanes from word 24.
// CHECK: arith.constant 24 : i32
// CHECK: arith.constant 8 : i32
// CHECK: llvm.load %{{.*}} : !llvm.ptr -> vector<8xi16>

// DESCRIBE:      "name": "coef",
// DESCRIBE-NEXT: "element": "int16",
// DESCRIBE-NEXT: "lanes": 1,
// DESCRIBE-NEXT: "shape": [
// DESCRIBE-NEXT:   3
// DESCRIBE-NEXT: ],
// DESCRIBE:      "word_offset": 57
// DESCRIBE:      "name": "rows",
// DESCRIBE:      "shape": [
// DESCRIBE-NEXT:   2,
// DESCRIBE-NEXT:   2
// DESCRIBE-NEXT: ],
// DESCRIBE:      "word_offset": 24
// DESCRIBE:      "private_words": 60

// IMAGE-DAG: 00000039 g *ABS* 00000000 __tanto_zta_var_ap__exe__coef
// IMAGE-DAG: 00000003 g *ABS* 00000000 __tanto_zta_len_ap__exe__coef
// IMAGE-DAG: 00000018 g *ABS* 00000000 __tanto_zta_var_ap__exe__rows
// IMAGE-DAG: 00000020 g *ABS* 00000000 __tanto_zta_len_ap__exe__rows

//--- ap.p
_NT16_ class ap;
vint16 ap::x[2];
vint16 ap::y;
_kernel_ void ap::exe(int n, int16 coef[3], vint16 rows[2][2]) {
   y = x[0] * coef[2] + rows[1][0];
}

//--- uses.m
#include "ap.p.img"
void zta_main(void) {
> PCORE[0].THREAD[0:15].ap::exe.coef[0:2] <= DTYPE(INT16) DDR(0, 48)[:];
> PCORE[0].THREAD[0:15].ap::exe.rows[0:1][0:1][0:7] <= DTYPE(INT16) DDR(128, 512)[:];
> EXE_LOCKSTEP(ap::exe, 1);
}

//--- bad.p
_NT16_ class ap;
vint16 ap::y;
_kernel_ void ap::exe(int c[2], int16 *p[2], int16 z[n]) {
}
void ap::sub(int16 w[2]) {
}
_kernel_ void ap::huge(vint16 h[65536][65536][65536][65536]) {
}
// BAD: error: parameter `c` is an array of `int`s: only int16-family parameters can be arrays (ztachip's compiler: "Integer parameter must be scalar")
// BAD-NEXT: bad.p:3:23
// BAD: error: parameter `p` is an array of pointers: only int16-family parameters can be arrays (ztachip's compiler: "Pointer parameter must be scalar")
// BAD-NEXT: bad.p:3:33
// BAD: error: an array dimension must be a constant (after the preprocessor)
// BAD-NEXT: bad.p:3:53
// BAD: error: a subroutine's parameters are `int`, `int16` or `vint16` values
// BAD-NEXT: bad.p:5:14
// BAD: error: parameter `h` is larger than a PCORE's 2048 words of memory
// BAD-NEXT: bad.p:7:24
