// Converts tiles back to row-major blocks after an SFPU op whose math object
// is gone by then.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <untilize_compute__kernel>:
// CHECK: "tile.unary"(%{{.*}}, %{{.*}}) {fn = "abs"}
// CHECK: "tile.math_release"
// CHECK: "tile.untilize_block"(%arg1, %c2_i32, %arg2)

void kernel(pipe<T> in, pipe<T> mid, pipe<T> rows, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        in.wait_front();
        mid.reserve_back();
        {
            math<T> acc;
            for (uint32 t = 0; t < 2; t++) {
                acc.copy(in, t, t);
                acc.abs(t);
                acc.pack(t, mid);
            }
        }
        in.pop_front();
        mid.push_back();
        mid.wait_front();
        rows.reserve_back();
        untilize_block(mid, 2, rows);
        mid.pop_front();
        rows.push_back();
    }
}
