// Builds the scaler tile of a reduction in a local buffer (1/N in the first
// element, zeros elsewhere) with local set/get, then copies it into a pipe.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// RUN: tanto-opt %s -DT=float --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=float --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <scaler_reader__kernel>:
// CHECK: "noc.set"(%arg0, %{{.*}}, %{{.*}}) : (!noc.local<f32>, i32, f32) -> ()
// CHECK: %[[V:.*]] = "noc.get"(%arg0, %c0_i32) : (!noc.local<f32>, i32) -> f32
// CHECK: "noc.read"(%arg1, %c0_i32, %arg0, %c0_i32, %c1024_i32) : (!pipe.pipe<f32>, i32, !noc.local<f32>, i32, i32)

void kernel(local<T> scratch, pipe<T> scaler, uint32 n) {
    for (uint32 i = 0; i < 1024; i++) {
        scratch.set(i, 0.0f);
    }
    scratch.set(0, 1.0f / (float)n);
    // Sanity: the first element must be positive.
    if (scratch.get(0) <= 0.0f) {
        scratch.set(0, 1.0f);
    }
    scaler.reserve_back();
    scaler.read(0, scratch, 0, 1024);
    read_barrier();
    scaler.push_back();
}
