// The same use in two functions, each after its own definition of `$src`:
// statements of the same text share one function only when their uses
// expand the same definitions, as ztachip's compiler expands each use
// against the definition in effect there. `rows`'s use takes definition 1
// (no C value of its own), `columns`'s definition 2 (its C value `w`,
// captured), and `again`, with no definition in its function, the last
// one before it, sharing `columns`'s function. ztachip_runs.rs
// `uses_of_the_same_text_take_their_own_functions_definitions` runs them.
// RUN: tanto-opt %s | FileCheck %s
// RUN: sed 's|^//BAD||' %s > %t.m && not tanto-opt %t.m 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK: func.func @__tanto_zta_same_use_text_1(%arg0: i32 {tanto.name = "r"})
// CHECK: func.func @__tanto_zta_same_use_text_3(%arg0: i32 {tanto.name = "__tanto_zta_dv_src_2_0"}, %arg1: i32 {tanto.name = "r"})
// CHECK-NOT: func.func @__tanto_zta_same_use_text_4(
void rows(unsigned int r, unsigned int w) {
> $src := DTYPE(INT16) MEM(0, 8, 8)[$][0:7];
> DTYPE(INT16) MEM(512, 8)[0:7] <= $src[r];
}
void columns(unsigned int r, unsigned int w) {
> $src := DTYPE(INT16) MEM(0, 8, w)[0:7][$];
> DTYPE(INT16) MEM(512, 8)[0:7] <= $src[r];
}
void again(unsigned int r, unsigned int w) {
> DTYPE(INT16) MEM(512, 8)[0:7] <= $src[r];
//BAD> DTYPE(INT16) MEM(512, 8)[0:7] <= $nowhere[r];
}

// ERR: error: tensor variable $nowhere is not defined before this use (`$nowhere := ...`)
// ERR-NEXT: --> {{.*}}.m:[[#@LINE-4]]:36
