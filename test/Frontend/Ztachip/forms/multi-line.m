// Statements over several `>` lines next to one-line ones: each line's
// piece joins its statement until a `;` ends a line, C lines between pieces
// stay C, and every statement after a multi-line one is read whole (the
// tensor programmer guide's reshape, PAD and `(fmt)` examples here, each
// between multi-line neighbours). One function per statement, in order.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s
// RUN: tanto-translate %s --emit=obj -o %t.o

// CHECK-LABEL: func.func @__tanto_zta_multi_line_0(
// CHECK: "noc.read"
// CHECK-LABEL: func.func @__tanto_zta_multi_line_1(
// CHECK: "zta.space"() {space = "pcore"
// CHECK-LABEL: func.func @__tanto_zta_multi_line_2(
// CHECK: "noc.read"
// CHECK-LABEL: func.func @__tanto_zta_multi_line_3(
// CHECK: "zta.space"() {space = "pcore"
// CHECK-LABEL: func.func @__tanto_zta_multi_line_4(
// CHECK-LABEL: func.func @__tanto_zta_multi_line_5(
// CHECK-SAME: {tanto.name = "fmt"}
// CHECK-LABEL: func.func @__tanto_zta_multi_line_6(
// CHECK-NOT: func.func
__asm__(".globl __tanto_zta_var_myclass__myfunc__var\n.set __tanto_zta_var_myclass__myfunc__var, 16");
void multi_line(unsigned int p, int fmt) {
>SCRATCH(0,100,2,2)[0][0:2][0:3] <=
>   DDR(p,100,2,2)[0][0:2][0:3];
>PCORE[0].THREAD[0:2].myclass::myfunc.var[0:3] <= DDR(p,100,2,2)[0][0:2][0:3];
>DTYPE(INT16)
  int between = 0; // a C line inside a statement stays C
>  SCRATCH(0,12)[0:11]
>  <= DTYPE(INT16) DDR(p,12)[:];
>PCORE[0].THREAD[0:2].myclass::myfunc.var[0:3] <= PAD(0xff) DDR(p,100,2,2)[0][0:2][0:3];
>DTYPE(UINT8) SCRATCH(0,4)[:] <= /* a comment */
>DTYPE(UINT8) DDR(p,4)[:]; // and another
>(fmt)PCORE[0].THREAD[0:2].myclass::myfunc.var[0:3] <= (fmt)PAD(0xff) DDR(p,100,2,2)[0][0:2][0:3];
>BARRIER
>;
}
