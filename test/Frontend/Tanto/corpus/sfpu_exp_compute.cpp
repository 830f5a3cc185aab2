// Unary SFPU op: copy each tile into a destination slot, exp in place, pack.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <sfpu_exp_compute__kernel>:
// CHECK: "tile.copy"(%[[M:.*]], %arg0, %{{.*}}, %{{.*}})
// CHECK-NEXT: "tile.unary"(%[[M]], %{{.*}}) {fn = "exp"}
// CHECK-NEXT: "tile.pack"(%[[M]], %{{.*}}, %arg1) {mode = "tile"}

void kernel(pipe<T> in, pipe<T> out, uint32 num_tiles) {
    for (uint32 i = 0; i < num_tiles; i++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        acc.copy(in, 0, 0);
        acc.exp(0);
        acc.pack(0, out);
        in.pop_front();
        out.push_back();
    }
}
