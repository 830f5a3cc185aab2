// A writer that multicasts each result frame into the pipes of a row of
// cores (itself included), then raises their semaphore.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
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
