// A trailing `+` on an item of a PCORE layout, a thread block or a
// variable's cast means nothing: ztachip's compiler strips it from every
// item of a specifier and reads it only on memory dimensions (no upper
// bound). So `PCORE(8+)`, `THREAD(4+, 4)` and `k::s(2+, 8)` are
// `PCORE(8)`, `THREAD(4, 4)` and `k::s(2, 8)`, and `THREAD(+, 4)` leaves
// its first item to the target, as `THREAD(, 4)` does: the same IR as
// without the `+`s.
// RUN: tanto-opt %s > %t.plus
// RUN: rm -rf %t.d && mkdir -p %t.d && sed 's|+\([,)]\)|\1|g' %s > %t.d/plus-in-layout.m
// RUN: tanto-opt %t.d/plus-in-layout.m > %t.bare
// RUN: diff %t.plus %t.bare
// RUN: FileCheck %s < %t.plus
// RUN: sed 's|^//BAD||' %s > %t.m && not tanto-opt %t.m 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @__tanto_zta_plus_in_layout_0(
// CHECK: scf.for
void spread(short *q) {
> DTYPE(INT16) PCORE(8+)[*].THREAD(4+, 4)[:][:].k::s(2+, 8)[:][:] <= DTYPE(INT16) DDR(q, 16, 16)[:][:];
> DTYPE(INT16) PCORE(8)[*].THREAD(+, 4)[:][:].k::s(2, 8)[:][:] <= DTYPE(INT16) DDR(q, 16, 16)[:][:];
//BAD> DTYPE(INT16) PCORE(8)[*].THREAD(4+, 4)[:][:][:].k::s[:] <= DTYPE(INT16) DDR(q, 16, 16)[:][:];
}

// The thread block has the two dimensions of its layout, `+` or not.
// ERR: error: THREAD has 2 dimensions here but 3 indices are given
// ERR-NEXT: --> {{.*}}.m:[[#@LINE-5]]:16
