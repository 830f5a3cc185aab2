// Statements outside every C function: `VAR`, `NOP`, `EXPORT` and the log
// switches write no C there, as ztachip's compiler blanks their lines (a
// file-scope `VAR` declares the variable for every function after it);
// the C around them compiles as written. Any other statement there is a
// located error: it is C that runs, with nowhere to run.
// RUN: tanto-translate %s --emit=llvm -o - | FileCheck %s
// RUN: not tanto-translate %S/../Inputs/file-scope-work.m --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR

> VAR $s;
> NOP;

// CHECK-LABEL: define dso_local void @run(
// CHECK: call void @__tanto_zta_file_scope_3(
void run(unsigned int p) {
> $s := DTYPE(INT16) MEM(p, 16)[:];
> DTYPE(INT16) MEM(p + 64, 16)[:] <= $s;
}
> EXPORT(run);
> LOG_ON;

// ERROR: error: this tensor statement is outside every C function: only `VAR`, `NOP`, `EXPORT` and `LOG_ON`/`LOG_OFF` may stand there
// ERROR-NEXT: --> {{.*}}file-scope-work.m:7:1
