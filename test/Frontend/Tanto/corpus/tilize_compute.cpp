// Converts row-major blocks (32 rows x 32*block columns) into tiles; no math
// object is alive while it does.
// RUN: tanto-opt %s -DT=bfloat16 -P 0=4 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 -P 0=4 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 -P 0=4 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <tilize_compute__kernel>:
// CHECK: "tile.tilize_block"(%arg0, %c4_i32, %arg1)
// CHECK-NOT: tile.math_acquire

param<uint32> block;

void kernel(pipe<T> rows, pipe<T> tiles, uint32 num_blocks) {
    rows.set_frame(block);
    tiles.set_frame(block);
    for (uint32 i = 0; i < num_blocks; i++) {
        rows.wait_front();
        tiles.reserve_back();
        tilize_block(rows, block, tiles);
        rows.pop_front();
        tiles.push_back();
    }
}
