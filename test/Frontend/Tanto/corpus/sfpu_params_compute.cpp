// SFPU ops with scalar parameters passed as bit patterns (uint32), and a
// float helper argument converted at the call.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// CHECK: "tile.unary"(%{{.*}}, %{{.*}}, %{{.*}}) {fn = "leaky_relu"}
// CHECK: "tile.unary"(%{{.*}}, %{{.*}}, %{{.*}}) {fn = "mul_scalar"}
// The float argument is a constant: (uint32)2.0f folds to 2.
// CHECK: "tile.unary"(%{{.*}}, %{{.*}}, %c2_i32) {fn = "add_scalar"}

static constexpr uint32 SLOPE_BITS = 0x3c23d70au; // 0.01f

void scale_and_shift(math<float> acc, uint32 slot, uint32 scale_bits, float shift) {
    acc.mul_scalar(slot, scale_bits);
    acc.add_scalar(slot, (uint32)shift);
}

void kernel(pipe<T> in, pipe<T> out, uint32 n, uint32 scale_bits) {
    for (uint32 i = 0; i < n; i++) {
        in.wait_front();
        out.reserve_back();
        math<float> acc;
        acc.copy(in, 0, 1);
        acc.leaky_relu(1, SLOPE_BITS);
        scale_and_shift(acc, 1, scale_bits, 2.0f);
        acc.pack(1, out);
        in.pop_front();
        out.push_back();
    }
}
