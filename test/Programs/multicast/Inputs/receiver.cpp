// Multi-core matmul, a receiving core: tells the sender it is ready
// (atomic increment on the sender's semaphore), waits for the block to be
// valid, and moves it from the local buffer into its pipe.

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

// What it compiles to (checked by test/Frontend/Tanto/corpus.test):
// CHECK: "noc.sem_set"(%arg3, %c0_i32)
// CHECK: "noc.sem_inc"(%arg2, %arg4, %arg5, %c1_i32)
// CHECK: "noc.sem_wait"(%arg3, %c1_i32)
// CHECK: "noc.move_init"(%arg1, %{{.*}})
// CHECK: "noc.move"(%arg1, %{{.*}}, %arg0, %{{.*}})
