// What ztachip's compiler reads and skips, Tanto skips with a warning: a
// VAR name without `$` (it declares no tensor variable), the values of
// PAD(...) after its first, and a statement the file ends inside (ztachip's
// compiler gathers `>` lines until a `;` and drops what is left at the
// end). tools/tests/integration/ztachip_runs.rs runs this program.
// RUN: tanto-opt %s 2>/dev/null | FileCheck %s
// RUN: tanto-translate %s --emit=llvm -o - 2>/dev/null | FileCheck %s --check-prefix=C
// RUN: tanto-translate %s --emit=obj -o %t.o 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=error:

// The padded copy and the variable's use are statements 2 and 3; the
// unended BARRIER makes no function.
// CHECK-LABEL: func.func @__tanto_zta_ignored_2(
// CHECK: "noc.read"
// CHECK-LABEL: func.func @__tanto_zta_ignored_3(
// CHECK-NOT: func.func @__tanto_zta_ignored_4(

// C-LABEL: define {{.*}}void @run(
// C: call void @__tanto_zta_ignored_3(
// C-NOT: call void @__tanto_zta_ignored_4(
// C: ret void

// WARN: warning: `scale` is not a tensor variable: VAR declares nothing by it
// WARN-NEXT: --> {{.*}}ignored.m:[[@LINE+9]]:11
// WARN: warning: PAD takes one value: these are ignored
// WARN-NEXT: --> {{.*}}ignored.m:[[@LINE+9]]:43
// WARN: warning: this tensor statement does not end: it is dropped
// WARN-NEXT: --> {{.*}}ignored.m:[[@LINE+9]]:1
// WARN-NEXT: |
// WARN-NEXT: [[@LINE+7]] | > BARRIER
// WARN: = a statement ends with `;` at the end of a `>` line
void run(unsigned int from) {
> VAR $s, scale;
> $s := DTYPE(INT16) MEM(from, 64)[8:15];
> DTYPE(INT16) MEM(512, 8)[0:7] <= PAD(7, 9) DTYPE(INT16) MEM(from, 8)[0:4];
> DTYPE(INT16) MEM(1024, 8)[0:7] <= $s;
> BARRIER
}
