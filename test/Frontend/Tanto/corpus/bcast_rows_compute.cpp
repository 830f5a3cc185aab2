// Adds a row vector (first row of the second tile) to every row.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <bcast_rows_compute__kernel>:
// CHECK: "tile.add"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "rows"}

void kernel(pipe<T> x, pipe<T> bias, pipe<T> y, uint32 n) {
    bias.wait_front();
    for (uint32 i = 0; i < n; i++) {
        x.wait_front();
        y.reserve_back();
        math<T> acc;
        acc.add_bcast_rows(x, bias, 0, 0, 0);
        acc.pack(0, y);
        x.pop_front();
        y.push_back();
    }
    bias.pop_front();
}
