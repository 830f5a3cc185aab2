// Statements outside every C function. `VAR`, `NOP` and `EXPORT` write no
// C wherever they stand, as ztachip's compiler writes none (a file-scope
// `VAR` declares the variable for every function after it); `LOG_ON` and
// `LOG_OFF` write none either (Tanto has no log to switch). Any other
// statement there is C with nowhere to run: in its place Tanto writes a
// static assertion, which fails where the preprocessor keeps it and
// vanishes in a comment or a branch `#if` leaves out, as the C ztachip's
// compiler writes there does; and where braces only a macro writes make it
// a function's, it runs. The statements in the comment and under `#if 0`
// would overwrite the copy if they ran; ztachip_runs.rs
// (`file_scope_statements_write_no_c`) runs this file.
// RUN: tanto-translate %s --emit=llvm -o - | FileCheck %s
// RUN: not tanto-translate %S/../Inputs/file-scope-work.m --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR

> VAR $s;
> NOP;

/* Usage:
> DTYPE(INT16) MEM(512, 8)[0:7] <= DTYPE(INT16) MEM(0, 8)[0:7];
*/
#if 0
> DTYPE(INT16) MEM(512, 8)[0:7] <= DTYPE(INT16) MEM(16, 8)[0:7];
#endif

// Braces only a macro writes: the text shows the statement outside every
// function, and the C it writes runs it there all the same.
// CHECK-LABEL: define dso_local void @copy_more(
// CHECK: call void @__tanto_zta_file_scope_4(
#define BEGIN {
#define END }
void copy_more(unsigned int from) BEGIN
> DTYPE(INT16) MEM(1024, 8)[0:7] <= DTYPE(INT16) MEM(from + 64, 8)[0:7];
END

// The copy is statement 6; statements 2 and 3 are C the preprocessor drops.
// CHECK-LABEL: define dso_local void @run(
// CHECK-NOT: @__tanto_zta_file_scope_{{[23]}}(
// CHECK: call void @__tanto_zta_file_scope_6(
// CHECK-NOT: @__tanto_zta_file_scope_{{[23]}}(
// CHECK: ret void
#ifdef TWO_ARGUMENTS
void run(unsigned int from, unsigned int to) {
#else
void run(unsigned int from) {
#endif
> $s := DTYPE(INT16) MEM(from, 64)[8:15];
> DTYPE(INT16) MEM(512, 8)[0:7] <= $s;
  copy_more(from);
}
> EXPORT(run);
> LOG_ON;

// ERROR: file-scope-work.m:7:{{[0-9]+}}: error: static assertion failed{{.*}}: this tensor statement is outside every C function: only VAR, NOP, EXPORT and LOG_ON/LOG_OFF may stand there
