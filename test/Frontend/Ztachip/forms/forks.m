// ztachip's fork forms: MEMS(list, forks, dims...), SCRATCHS(address,
// forks, dims...), PCORES(forks, dims...). Its hardware decodes neither
// fork register, so each is its plain form; MEMS's address is the first
// fork's, list[0] (docs/frontends/ztachip.md).
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-translate --ztachip %s --emit=llvm -o - | FileCheck %s --check-prefix=LL

// The statement's address parameter is the list's first word; the fork
// count is no parameter.
// CHECK-LABEL: func.func @__tanto_zta_forks_0(
// CHECK-SAME: %{{.*}}: i32 {tanto.name = "((list))[0]"})
// CHECK: scf.for
// The C passes list[0].
// LL-LABEL: define {{.*}} @copy(ptr
// LL: %[[FIRST:.*]] = load i32, ptr %0
// LL-NEXT: call void @__tanto_zta_forks_0(i32 noundef %[[FIRST]])
void copy(unsigned int *list, int n) {
> DTYPE(INT16) SCRATCHS(0, n, 64)[:] <= DTYPE(INT16) MEMS(list, n, 64)[:];
}
