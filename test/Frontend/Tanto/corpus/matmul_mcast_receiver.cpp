// Multi-core matmul, a receiving core: tells the sender it is ready
// (atomic increment on the sender's semaphore), waits for the block to be
// valid, and moves it from the local buffer into its pipe.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <matmul_mcast_receiver__kernel>:
// CHECK: "noc.sem_set"(%arg3, %c0_i32)
// CHECK: "noc.sem_inc"(%arg2, %arg4, %arg5, %c1_i32)
// CHECK: "noc.sem_wait"(%arg3, %c1_i32)
// CHECK: "noc.move_init"(%arg1, %{{.*}})
// CHECK: "noc.move"(%arg1, %{{.*}}, %arg0, %{{.*}})

static constexpr uint32 TILE = 1024;

void kernel(local<T> block, pipe<T> pb, semaphore ready, semaphore valid,
            uint32 sender_x, uint32 sender_y, uint32 Kt, uint32 block_tiles) {
    for (uint32 k = 0; k < Kt; k += block_tiles) {
        valid.set(0);
        ready.inc(sender_x, sender_y, 1);
        valid.wait(1);
        pb.reserve_back();
        pb.move_init(TILE);
        for (uint32 t = 0; t < block_tiles; t++) {
            pb.move(t * TILE, block, t * TILE);
        }
        read_barrier();
        pb.push_back();
    }
}
