// C has no `::` scope operator: a statement's C value starting with it is
// a located error before clang sees it, because clang-22 loops for ever on
// the cast the statement's call makes of it, `(unsigned int)(::x)`. Such
// C elsewhere in a program (Inputs/clang-loops.m: `(int)(::b)`) still
// makes clang loop; Tanto stops clang after $TANTO_CLANG_SECONDS (120 by
// default) with an error and exit 1, leaving no clang behind.
// RUN: not tanto-translate --ztachip %s --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=SCOPE
// RUN: env TANTO_CLANG_SECONDS=2 not tanto-translate --ztachip %S/../Inputs/clang-loops.m --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOOP

void scoped(unsigned char *output) {
  // SCOPE: error: `::output` is not C: C has no `::` scope operator
  // SCOPE-NEXT: --> {{.*}}clang-loops.m:[[#@LINE+1]]:20
> DTYPE(UINT8) DDR(::output, 8)[:] <= INT8(0);
}

// LOOP: error: the C compiler `{{.*}}` did not finish the C of `{{.*}}clang-loops.m` within 2 s and was stopped
