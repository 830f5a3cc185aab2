// A tensor variable defined again before any use of its previous
// definition (the two branches of a C `if`) gets a warning: each use takes
// the definition before it in the text, not the one the program ran last.
// Defined, used, defined again and used is no warning. Warnings only: the
// program compiles (exit 0).
// RUN: tanto-opt %s 2>&1 >/dev/null | FileCheck %s --implicit-check-not=warning:

void variables(unsigned int p, int flat) {
> $in := DTYPE(INT16) MEM(p, 8, 8)[$][0:7];
> SCRATCH(0, 16)[0:7] <= $in[0];
> $in := DTYPE(INT16) MEM(p, 8, 8)[$][0:7];
> SCRATCH(0, 16)[8:15] <= $in[1];
  if (flat) {
> $w := DTYPE(INT16) MEM(p, 64)[0:7];
  } else {
// CHECK: warning: `$w` is defined again before a use of its previous definition: each use takes the definition before it in the text, not the one the program ran last (a choice made at run time, in a C `if`, is not followed)
// CHECK-NEXT: --> {{.*}}variables.m:[[@LINE+1]]:3
> $w := DTYPE(INT16) MEM(p, 64)[8:15];
  }
> SCRATCH(0, 16)[0:7] <= $w;
}
