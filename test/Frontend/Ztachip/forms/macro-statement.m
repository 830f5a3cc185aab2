// A tensor statement on the last line of a `#define` belongs to the macro:
// ztachip's compiler writes its C in place, so every use of the macro runs
// it, with the use's arguments. A statement outside every function that
// ends no macro is still an error (Inputs/file-scope-work.m).
// tools/tests/integration/ztachip_runs.rs runs it.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=llvm -o - | FileCheck %s --check-prefix=C
// RUN: not tanto-translate %S/../Inputs/file-scope-work.m --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR

// One function, of the macro's two C expressions.
// CHECK-LABEL: func.func @__tanto_zta_macro_statement_0(
// CHECK-SAME: {tanto.name = "to"}
// CHECK-SAME: {tanto.name = "from"}
// CHECK: "noc.read"
// CHECK-NOT: func.func @__tanto_zta_macro_statement_1(

// C-LABEL: define {{.*}}void @run(
// C-SAME: i32 {{.*}}%[[A:[0-9]+]])
// C: call void @__tanto_zta_macro_statement_0(i32 {{.*}}512, i32 {{.*}}%[[A]])
// C: %[[NEXT:[0-9]+]] = add i32 %[[A]], 16
// C: call void @__tanto_zta_macro_statement_0(i32 {{.*}}1024, i32 {{.*}}%[[NEXT]])

// ERROR: error: static assertion failed{{.*}}: this tensor statement is outside every C function

#define COPY_ROW(from, to) \
> DTYPE(INT16) MEM(to, 8)[0:7] <= DTYPE(INT16) MEM(from, 8)[0:7];
void run(unsigned int a) {
   COPY_ROW(a, 512)
   COPY_ROW(a + 16, 1024)
}
