// Softmax over the width of a row of tiles: exp, row sums, reciprocal, then
// a column-broadcast multiply, in phases with one math object each.
// RUN: tanto-opt %s -DT=bfloat16 -P 0=4 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 -P 0=4 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 -P 0=4 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <softmax_compute__kernel>:
// CHECK: {fn = "exp"}
// CHECK: "tile.reduce"({{.*}}) {dim = "rows", kind = "sum"}
// CHECK: {fn = "recip"}
// CHECK: "tile.mul"({{.*}}) {bcast = "cols"}

param<uint32> Wt;

void kernel(pipe<T> x, pipe<T> scaler, pipe<T> exps, pipe<T> sums, pipe<T> y) {
    scaler.wait_front();
    x.wait_front();
    exps.reserve_back();
    for (uint32 w = 0; w < Wt; w++) {
        math<T> acc;
        acc.copy(x, w, 0);
        acc.exp(0);
        acc.pack(0, exps);
    }
    exps.push_back();
    x.pop_front();

    exps.wait_front();
    sums.reserve_back();
    {
        math<T> acc;
        for (uint32 w = 0; w < Wt; w++) {
            acc.reduce_sum_rows(exps, scaler, w, 0, 0);
        }
        acc.recip(0);
        acc.pack(0, sums);
    }
    sums.push_back();

    sums.wait_front();
    y.reserve_back();
    for (uint32 w = 0; w < Wt; w++) {
        math<T> acc;
        acc.mul_bcast_cols(exps, sums, w, 0, 0);
        acc.pack(0, y);
    }
    y.push_back();
    sums.pop_front();
    exps.pop_front();
    scaler.pop_front();
}
