// Single-core matmul: accumulates Kt tile products into slot 0 per output
// tile; the math object's scope is one output tile.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.math_acquire"
// CHECK: scf.for unsigned
// CHECK: "pipe.wait_front"(%arg0)
// CHECK: "tile.matmul"(%{{.*}}, %arg0, %arg1, %c0_i32, %c0_i32, %c0_i32, %false)
// CHECK: "tile.pack"
// CHECK: "tile.math_release"

void kernel(pipe<T> pa, pipe<T> pb, pipe<T> pc, uint32 Mt, uint32 Kt, uint32 Nt) {
    for (uint32 tile = 0; tile < Mt * Nt; tile++) {
        math<T> acc;
        for (uint32 k = 0; k < Kt; k++) {
            pa.wait_front();
            pb.wait_front();
            acc.matmul(pa, pb, 0, 0, 0, false);
            pa.pop_front();
            pb.pop_front();
        }
        pc.reserve_back();
        acc.pack(0, pc);
        pc.push_back();
    }
}
