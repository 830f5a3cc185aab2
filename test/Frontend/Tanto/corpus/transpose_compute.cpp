// Transposes every tile of a stream.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <transpose_compute__kernel>:
// CHECK: "tile.transpose"(%{{.*}}, %arg0, %c0_i32, %c0_i32) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()

void kernel(pipe<T> in, pipe<T> out, uint32 num_tiles) {
    for (uint32 i = 0; i < num_tiles; i++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        acc.transpose(in, 0, 0);
        acc.pack(0, out);
        in.pop_front();
        out.push_back();
    }
}
