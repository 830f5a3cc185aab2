// A chain of SFPU ops on a frame of tiles, one slot per tile; the exponent of
// `power` is a compile-time parameter.
// RUN: tanto-opt %s -DT=bfloat16 -P 0=3 | FileCheck %s
// CHECK: "tile.unary"(%{{.*}}, %[[I:.*]]) {fn = "relu"}
// CHECK-NEXT: "tile.unary"(%{{.*}}, %[[I]], %{{.*}}) {fn = "power"}
// CHECK-NEXT: "tile.unary"(%{{.*}}, %[[I]]) {fn = "sigmoid"}
// CHECK-NEXT: "tile.unary"(%{{.*}}, %[[I]]) {fn = "sqrt"}
// CHECK-NEXT: "tile.unary"(%{{.*}}, %[[I]]) {fn = "recip"}

param<uint32> exponent;
static constexpr uint32 FRAME = 4;

void kernel(pipe<T> in, pipe<T> out, uint32 frames) {
    in.set_frame(FRAME);
    out.set_frame(FRAME);
    for (uint32 f = 0; f < frames; f++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        for (uint32 i = 0; i < FRAME; i++) {
            acc.copy(in, i, i);
            acc.relu(i);
            acc.power(i, exponent);
            acc.sigmoid(i);
            acc.sqrt(i);
            acc.recip(i);
        }
        for (uint32 i = 0; i < FRAME; i++) {
            acc.pack(i, out);
        }
        in.pop_front();
        out.push_back();
    }
}
