// A global barrier between phases across cores: everyone increments the
// leader's semaphore; the leader waits for all and releases them with a
// multicast; followers wait for the release.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <semaphore_barrier_reader__kernel>:
// CHECK: "noc.sem_inc"(%arg0, %arg2, %arg3, %c1_i32)
// CHECK: scf.if
// CHECK: "noc.sem_wait"(%arg0, %arg6)
// CHECK: "noc.sem_set_mcast"(%arg1, %arg1,
// CHECK: } else {
// CHECK: "noc.sem_wait"(%arg1, %c1_i32)

void kernel(semaphore arrived, semaphore release, uint32 leader_x, uint32 leader_y,
            uint32 my_x, uint32 my_y, uint32 cores, uint32 x_end, uint32 y_end) {
    release.set(0);
    arrived.inc(leader_x, leader_y, 1);
    bool leader = my_x == leader_x && my_y == leader_y;
    if (leader) {
        arrived.wait(cores);
        arrived.set(0);
        release.set(1);
        release.set_mcast(release, 0, 0, x_end, y_end, cores - 1);
        write_barrier();
    } else {
        release.wait(1);
    }
}
