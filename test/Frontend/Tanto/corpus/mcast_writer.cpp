// A writer that multicasts each result frame into the pipes of a row of
// cores (itself included), then raises their semaphore.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <mcast_writer__kernel>:
// CHECK: attributes {tanto.role = "write"}
// CHECK: "noc.write_mcast_with_self"(%arg0, %c0_i32, %arg1, %c0_i32, %{{.*}}, %arg3, %arg4, %arg5, %arg4, %arg6)
// CHECK: "noc.write_barrier"
// CHECK: "noc.sem_set_mcast"(%arg2, %arg2, %arg3, %arg4, %arg5, %arg4, %arg6)

void kernel(pipe<T> results, pipe<T> shared, semaphore arrived,
            uint32 x_start, uint32 y, uint32 x_end, uint32 cores, uint32 frames, uint32 frame_tiles) {
    uint32 elements = frame_tiles * 1024;
    for (uint32 f = 0; f < frames; f++) {
        results.wait_front();
        results.write_mcast_with_self(0, shared, 0, elements, x_start, y, x_end, y, cores);
        write_barrier();
        results.pop_front();
        arrived.set(f + 1);
        arrived.set_mcast(arrived, x_start, y, x_end, y, cores);
    }
}
