// Multi-core matmul, the core that reads a block of B: it waits until every
// receiver is ready (semaphore count), reads the block into a local buffer,
// multicasts it to the receivers' local buffers, then signals "valid".
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: attributes {tanto.role = "read"}
// CHECK: "noc.sem_wait"(%arg3, %{{.*}})
// CHECK: "noc.sem_set"(%arg3, %c0_i32)
// CHECK: "noc.read"(%arg1, %{{.*}}, %arg0,
// CHECK: "noc.write_mcast"(%arg1, %c0_i32, %arg1, %c0_i32, %{{.*}}, %arg5, %arg6, %arg7, %arg8, %arg9)
// CHECK: "noc.sem_set"(%arg4, %c1_i32)
// CHECK: "noc.sem_set_mcast"(%arg4, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9)

static constexpr uint32 TILE = 1024;

void kernel(global<T> b, local<T> block, pipe<T> pb, semaphore ready, semaphore valid,
            uint32 x0, uint32 y0, uint32 x1, uint32 y1, uint32 receivers,
            uint32 Kt, uint32 block_tiles) {
    for (uint32 k = 0; k < Kt; k += block_tiles) {
        // Every receiver has consumed the previous block.
        ready.wait(receivers);
        ready.set(0);
        block.read(0, b, k * TILE, block_tiles * TILE);
        read_barrier();
        block.write_mcast(0, block, 0, block_tiles * TILE, x0, y0, x1, y1, receivers);
        write_barrier();
        valid.set(1);
        valid.set_mcast(valid, x0, y0, x1, y1, receivers);
        // The sender uses the block too.
        pb.reserve_back();
        pb.read(0, block, 0, block_tiles * TILE);
        read_barrier();
        pb.push_back();
    }
}
