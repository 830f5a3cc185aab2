// A kernel that multicasts each result frame into the pipes of a row of
// cores (itself included), then raises their semaphore. A pipe multicasts
// its write frame (spec 3.4.2), so the result is first read from the read
// frame of `results` into a reserved frame of `staged` (which makes it a
// reader: it issues NoC reads).
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: attributes {tanto.role = "read"}
// CHECK: "pipe.reserve_back"(%arg9)
// CHECK: "noc.read"(%arg9, %c0_i32, %arg0, %c0_i32, %{{.*}})
// CHECK: "noc.write_mcast_with_self"(%arg9, %c0_i32, %arg1, %c0_i32, %{{.*}}, %arg3, %arg4, %arg5, %arg4, %arg6)
// CHECK: "noc.write_barrier"
// CHECK: "pipe.push_back"(%arg9)
// CHECK: "noc.sem_set_mcast"(%arg2, %arg2, %arg3, %arg4, %arg5, %arg4, %arg6)

void kernel(pipe<T> results, pipe<T> shared, semaphore arrived,
            uint32 x_start, uint32 y, uint32 x_end, uint32 cores, uint32 frames, uint32 frame_tiles,
            pipe<T> staged) {
    uint32 elements = frame_tiles * 1024;
    for (uint32 f = 0; f < frames; f++) {
        results.wait_front();
        staged.reserve_back();
        staged.read(0, results, 0, elements);
        read_barrier();
        results.pop_front();
        staged.write_mcast_with_self(0, shared, 0, elements, x_start, y, x_end, y, cores);
        write_barrier();
        staged.push_back();
        arrived.set(f + 1);
        arrived.set_mcast(arrived, x_start, y, x_end, y, cores);
    }
}
