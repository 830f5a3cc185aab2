// A tensor program saved with a UTF-8 byte-order mark (as some Windows
// editors save it): the mark is no text, so it compiles as ztachip's
// build (gcc) compiles it, and line 1's columns are an editor's.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate %s --emit=obj -o %t.o
// RUN: not tanto-translate %S/../Inputs/byte-order-mark-error.m --emit=obj -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR

// CHECK-LABEL: func.func @__tanto_zta_byte_order_mark_0(
// CHECK: "noc.read"
void copy(unsigned int p) {
> DTYPE(INT16) SCRATCH(0, 16)[:] <= DTYPE(INT16) MEM(p, 16)[:];
}

// ERROR: error: cannot parse this tensor statement at `<`
// ERROR-NEXT: --> {{.*}}byte-order-mark-error.m:1:21
