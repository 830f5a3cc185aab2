// The extensions beyond spec v1.1: fill, ceil/floor, dst-to-dst copies and
// arithmetic (two-slot and three-slot forms), casts between bf16 and u16.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.fill"(%[[M:.*]], %c1_i32, %{{.*}}) : (!tile.math<bf16>, i32, f32) -> ()
// CHECK: "tile.unary"(%[[M]], %c0_i32) {fn = "floor"}
// CHECK: "tile.binary_dst"(%[[M]], %c0_i32, %c1_i32, %c0_i32) {kind = "sub"}
// CHECK: "tile.copy_dst"(%[[M]], %c0_i32, %c2_i32)
// CHECK: "tile.unary"(%[[M]], %c2_i32) {fn = "ceil"}
// CHECK: "tile.binary_dst"(%[[M]], %c0_i32, %c2_i32, %c3_i32) {kind = "mul"}
// CHECK: "tile.unary"(%[[M]], %c3_i32) {fn = "cast_bf16_u16"}
// CHECK: "tile.unary"(%[[M]], %c3_i32) {fn = "cast_u16_bf16"}

void kernel(pipe<T> in, pipe<T> out, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        acc.copy(in, 0, 0);
        acc.fill(1, 0.5f);
        acc.floor(0);
        acc.sub_dst(0, 1);
        acc.copy_dst(0, 2);
        acc.ceil(2);
        acc.mul_dst(0, 2, 3);
        acc.cast_bf16_u16(3);
        acc.cast_u16_bf16(3);
        acc.pack(3, out);
        in.pop_front();
        out.push_back();
    }
}
