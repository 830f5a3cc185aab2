// Writer of an elementwise op: drains the output pipe into DRAM.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// RUN: tanto-opt %s -DT=float --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=float --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <eltwise_writer__kernel>:
// CHECK: attributes {tanto.role = "write"}
// CHECK: "pipe.wait_front"(%arg1)
// CHECK: "noc.write"(%arg1, %{{.*}}, %arg0, %{{.*}}, %{{.*}}) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
// CHECK: "noc.write_barrier"
// CHECK: "pipe.pop_front"(%arg1)

void kernel(global<T> out, pipe<T> pout, uint32 first_tile, uint32 num_tiles) {
    const uint32 tile_elems = 32 * 32;
    for (uint32 i = 0; i < num_tiles; i++) {
        pout.wait_front();
        pout.write(0, out, (first_tile + i) * tile_elems, tile_elems);
        write_barrier();
        pout.pop_front();
    }
}
