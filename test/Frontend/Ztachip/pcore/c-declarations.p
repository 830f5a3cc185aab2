// The C declarations of a header an app's PCORE program shares with its
// tensor program, which PCORE code has no use for, are read and ignored, as
// ztachip's compiler (a C grammar) ignores them: prototypes with `...`,
// function pointers, pointers to arrays, qualified pointers, `_Noreturn`,
// `_Alignas`, `_Static_assert` (Inputs/app-shared.h). The class around them
// is described and compiled as without them; a declaration that runs into a
// kernel's braces is still an error where it stops. Run in pcore_runs.rs
// (`a_shared_headers_c_declarations_change_nothing`).
// RUN: tanto-translate %s --emit=describe -o - | FileCheck %s --check-prefix=DESCRIBE
// RUN: tanto-opt %s | FileCheck %s
// RUN: not tanto-translate %S/Inputs/c-declaration-unended.p --emit=describe -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR

#include "Inputs/app-shared.h"

_NT16_ class k;
_share vint16 k::in[16];
_share vint16 k::out[16];

// DESCRIBE: "name": "k"
// DESCRIBE: "name": "in"
// DESCRIBE: "name": "out"
// DESCRIBE: "name": "scale"
// DESCRIBE-NOT: app_

// CHECK-LABEL: func.func @__tanto_zta_kernel_k__scale(
// CHECK-NOT: app_
_kernel_ void k::scale() {
   out[tid] = in[tid] * APP_SCALE + APP_ROWS;
}

// ERROR: error: cannot parse this PCORE program
// ERROR-NEXT: --> {{.*}}c-declaration-unended.p:6:
