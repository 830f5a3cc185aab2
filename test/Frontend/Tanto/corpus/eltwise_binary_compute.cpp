// Compute kernel of an elementwise binary op; param 0 selects the op, so
// only one math op survives.
// RUN: tanto-opt %s -DT=bfloat16 -P 0=2 | FileCheck %s
// CHECK: attributes {tanto.role = "compute"}
// CHECK: "tile.math_acquire"() : () -> !tile.math<bf16>
// CHECK-NOT: "tile.add"
// CHECK: "tile.mul"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "none"}
// CHECK: "tile.pack"
// CHECK: "tile.math_release"

static constexpr uint32 ADD = 0, SUB = 1, MUL = 2;
param<uint32> op;

void kernel(pipe<T> in0, pipe<T> in1, pipe<T> out, uint32 num_frames, uint32 frame_tiles) {
    for (uint32 f = 0; f < num_frames; ++f) {
        in0.wait_front();
        in1.wait_front();
        out.reserve_back();
        math<T> acc;
        for (uint32 t = 0; t < frame_tiles; ++t) {
            if (op == ADD) acc.add(in0, in1, t, t, t);
            else if (op == SUB) acc.sub(in0, in1, t, t, t);
            else acc.mul(in0, in1, t, t, t);
            acc.pack(t, out);
        }
        in0.pop_front();
        in1.pop_front();
        out.push_back();
    }
}
