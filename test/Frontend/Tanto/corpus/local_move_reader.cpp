// Stages DRAM data in a local buffer once, then moves chunks of it into a
// pipe repeatedly with the move fast path (move_init once per size).
// RUN: tanto-opt %s -DT=int32 | FileCheck %s
// RUN: tanto-opt %s -DT=int32 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=int32 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <local_move_reader__kernel>:
// CHECK: "noc.read"(%arg1, %c0_i32, %arg0, %c0_i32, %{{.*}}) : (!noc.local<i32>, i32, !noc.global<i32>
// CHECK: "noc.move_init"(%arg2, %c1024_i32) : (!pipe.pipe<i32>, i32)
// CHECK: "noc.move"(%arg2, %c0_i32, %arg1, %{{.*}}) : (!pipe.pipe<i32>, i32, !noc.local<i32>, i32)
// CHECK: "noc.move_init"(%arg1, %c1024_i32)
// CHECK: "noc.move"(%arg1, %{{.*}}, %arg1, %c0_i32) : (!noc.local<i32>, i32, !noc.local<i32>, i32)

void kernel(global<T> table, local<T> staged, pipe<T> out, uint32 tiles, uint32 repeats) {
    staged.read(0, table, 0, tiles * 1024);
    read_barrier();
    out.move_init(1024);
    for (uint32 r = 0; r < repeats; r++) {
        for (uint32 t = 0; t < tiles; t++) {
            out.reserve_back();
            out.move(0, staged, t * 1024);
            read_barrier();
            out.push_back();
        }
    }
    // Rotate the staged table by one tile.
    staged.move_init(1024);
    staged.move(tiles * 1024, staged, 0);
    read_barrier();
}
