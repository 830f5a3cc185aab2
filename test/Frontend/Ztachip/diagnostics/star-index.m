// ztachip's compiler reads any index that starts with `*` as the broadcast
// `[*]` (every PCORE) and drops the rest of it, so `[*q:*q+7]` would move
// one element. Tanto refuses it where it stops parsing, saying so and how
// to write the dereference; in parentheses it is a range as any other.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(canonicalize,cse)' | FileCheck %s
// RUN: sed 's|^//BAD||' %s > %t.m && not tanto-opt %t.m 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// The range's bounds are the C values `(*q)` and `(*q)+7`: 8 elements.
// CHECK-LABEL: func.func @__tanto_zta_star_index_0(
// CHECK-SAME: %{{.*}}: i32 {tanto.name = "(*q)"}, %{{.*}}: i32 {tanto.name = "(*q)+7"})
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
void from(short *p, int *q) {
> DTYPE(INT16) PCORE(8)[0].THREAD[0].k::s[0:7] <= DTYPE(INT16) DDR(p, 1024)[(*q):(*q)+7];
//BAD> DTYPE(INT16) PCORE(8)[0].THREAD[0].k::s[0:7] <= DTYPE(INT16) DDR(p, 1024)[*q:*q+7];
}

// ERR: error: cannot parse this tensor statement at `q`
// ERR-NEXT: --> {{.*}}.m:[[#@LINE-4]]:78
// ERR: = an index starting with `*` is `[*]`, every PCORE, to ztachip's compiler, which drops the rest of it: write a dereference in parentheses, `[(*q):(*q)+n]`
