// Column maxima: reduce along columns and pack the first row.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// RUN: tanto-opt %s -DT=float --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=float --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <reduce_cols_compute__kernel>:
// CHECK: "tile.reduce"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {dim = "cols", kind = "max"} : (!tile.math<f32>
// CHECK: "tile.pack"(%{{.*}}, %{{.*}}, %arg2) {mode = "row"}

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 Ht, uint32 cols_of_tiles) {
    scaler.wait_front();
    for (uint32 c = 0; c < cols_of_tiles; c++) {
        math<T> acc;
        for (uint32 h = 0; h < Ht; h++) {
            in.wait_front();
            acc.reduce_max_cols(in, scaler, 0, 0, 1);
            in.pop_front();
        }
        out.reserve_back();
        acc.pack_row(1, out);
        out.push_back();
    }
    scaler.pop_front();
}
