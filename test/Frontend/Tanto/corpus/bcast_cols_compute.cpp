// Multiplies every column by a column vector (e.g. per-row scale factors).
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <bcast_cols_compute__kernel>:
// CHECK: "tile.mul"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "cols"}
// CHECK: "tile.sub"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "cols"}

void kernel(pipe<T> x, pipe<T> scale, pipe<T> y, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        x.wait_front();
        scale.wait_front();
        y.reserve_back();
        {
            math<T> acc;
            acc.mul_bcast_cols(x, scale, 0, 0, 0);
            acc.pack(0, y);
        }
        {
            math<T> acc;
            acc.sub_bcast_cols(x, scale, 0, 0, 1);
            acc.pack(1, y);
        }
        x.pop_front();
        scale.pop_front();
        y.push_back();
    }
}
