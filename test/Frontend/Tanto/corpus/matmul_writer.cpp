// Single-core matmul writer: output tiles in row-major tile order.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <matmul_writer__kernel>:
// CHECK: attributes {tanto.role = "write"}
// CHECK: "noc.write"(%arg1, %c0_i32, %arg0, %{{.*}}, %c1024_i32)

void kernel(global<T> c, pipe<T> pc, uint32 Mt, uint32 Nt) {
    for (uint32 i = 0; i < Mt * Nt; i++) {
        pc.wait_front();
        pc.write(0, c, i * 1024, 1024);
        write_barrier();
        pc.pop_front();
    }
}
