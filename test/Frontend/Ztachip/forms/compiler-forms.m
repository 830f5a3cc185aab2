// Forms ztachip's compiler reads as it does (tools/tests/integration/
// ztachip_runs.rs runs them): `2*(w+1)` is a plain dimension (a bounded
// block needs a name or a number before its `(`), `[]` the whole range,
// `?:` and `<=` need no parentheses inside an argument (it splits them at
// commas only), a string's `:` and `,` are its own, each statement is one
// C statement (a braceless `if` body), and a `>` line of only a comment
// after the last statement is blank C.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=obj -o %t.o
// RUN: tanto-translate %s --emit=llvm -o - | FileCheck %s --check-prefix=C

// CHECK-LABEL: func.func @__tanto_zta_compiler_forms_0(
// CHECK-SAME: {tanto.name = "2*(w+1)"}
// CHECK-LABEL: func.func @__tanto_zta_compiler_forms_1(
// CHECK-LABEL: func.func @__tanto_zta_compiler_forms_2(
// CHECK-SAME: {tanto.name = "c ? p : p + 64"}
// CHECK-LABEL: func.func @__tanto_zta_compiler_forms_3(
// CHECK-SAME: {tanto.name = "n <= 4"}
// CHECK-LABEL: func.func @__tanto_zta_compiler_forms_4(
// CHECK-LABEL: func.func @__tanto_zta_compiler_forms_5(
// CHECK-NOT: func.func @__tanto_zta_compiler_forms_6(

// The braceless `if` guards the call alone, and PRINT's format is one
// argument.
// C: @.str = {{.*}}c"n: %d, then more\00"
// C-LABEL: define {{.*}}void @forms(
// C: br i1
// C: call void @__tanto_zta_compiler_forms_4(
// C: call void @__tanto_zta_print(ptr {{.*}}@.str
void forms(unsigned int p, int w, int c, int n) {
> DTYPE(UINT8) SCRATCH(0, 4, 2*(w+1))[0:3][0:7] <= DTYPE(UINT8) DDR(p, 4, 2*(w+1))[0:3][0:7];
> DTYPE(UINT8) SCRATCH(64, 8)[] <= DTYPE(UINT8) DDR(p, 8)[];
> DTYPE(UINT8) SCRATCH(128, 8)[:] <= DTYPE(UINT8) DDR(c ? p : p + 64, 8)[:];
> DTYPE(UINT8) SCRATCH(192, 1)[0] <= INT8(n <= 4);
  if (c)
> DTYPE(UINT8) SCRATCH(256, 8)[:] <= DTYPE(UINT8) DDR(p, 8)[:];
> PRINT("n: %d, then more", n);
}
> // nothing after this
