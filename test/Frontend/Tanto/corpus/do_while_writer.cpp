// Drains a pipe with a do-while loop, skipping (but still popping) every
// frame whose index is odd: `continue` inside the loop.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// RUN: tanto-opt %s -DT=float --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=float --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <do_while_writer__kernel>:
// CHECK: scf.while
// CHECK: "pipe.wait_front"(%arg1)
// CHECK: scf.if
// CHECK: "noc.write"
// CHECK: scf.condition

void kernel(global<T> dst, pipe<T> in, uint32 frames) {
    uint32 f = 0;
    uint32 written = 0;
    do {
        in.wait_front();
        bool odd = (f & 1u) != 0;
        f++;
        if (odd) {
            in.pop_front();
            continue;
        }
        in.write(0, dst, written * 1024, 1024);
        write_barrier();
        in.pop_front();
        written++;
    } while (f < frames);
}
