// Builds the scaler tile of a reduction in a local buffer (1/N in the first
// element, zeros elsewhere) with local set/get, then copies it into a pipe.
// RUN: tanto-opt %s -DT=float | FileCheck %s
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
