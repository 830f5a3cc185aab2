// `PROG(n) <= MEM(...)`: ztachip's main module loads a PCORE program's
// code with it. Tanto compiles the PCORE code into the object, and the
// image it makes for `<name>.p.img` holds none (both lengths 0), so the
// load moves nothing; its C expressions are still the statement's
// parameters, checked by clang (docs/frontends/ztachip.md).
// RUN: tanto-opt %s 2>&1 | FileCheck %s
// RUN: tanto-translate --ztachip %s --emit=llvm -o - 2>/dev/null | FileCheck %s --check-prefix=LL

// CHECK: warning: `PROG` loads PCORE code, which Tanto compiles into the object: the load moves nothing
// CHECK: prog.m:27:4
// CHECK-LABEL: func.func @__tanto_zta_prog_0(
// CHECK-SAME: {tanto.name = "(code_bytes / 2)"}
// CHECK-SAME: {tanto.name = "code"}
// CHECK-NOT: noc.read"
// CHECK-NOT: noc.write"
// CHECK: return
// Optimised, nothing reads the image: the function is left with the
// statement's barriers.
// LL-LABEL: define {{.*}} @load_image(ptr noundef readnone
// LL-NEXT: call void @tanto_rt_noc_read_barrier()
// LL-NEXT: call void @tanto_rt_noc_write_barrier()
// LL-NEXT: ret void
#include <stdint.h>
void load_image(uint16_t *image) {
   int code_bytes = image[0];
   uint16_t *code = &image[1];
 > PROG((code_bytes / 2)) <= (int)MEM(code, (code_bytes / 2) * 4)[:];
}
