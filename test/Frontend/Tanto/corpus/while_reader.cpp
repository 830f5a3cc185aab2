// Streams tiles until a sentinel count or an early stop flag read from a
// local buffer: a while loop with break.
// RUN: tanto-opt %s -DT=uint32 | FileCheck %s
// RUN: tanto-opt %s -DT=uint32 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=uint32 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <while_reader__kernel>:
// CHECK: scf.while
// CHECK: scf.condition
// CHECK: "noc.get"(%arg1, %c0_i32) : (!noc.local<i32>, i32) -> i32

void kernel(global<T> src, local<T> control, pipe<T> out, uint32 limit) {
    uint32 sent = 0;
    while (sent < limit) {
        if (control.get(0) != 0) {
            break;
        }
        out.reserve_back();
        out.read(0, src, sent * 1024, 1024);
        read_barrier();
        out.push_back();
        sent = sent + 1;
    }
}
