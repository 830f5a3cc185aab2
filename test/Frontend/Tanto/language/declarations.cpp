// Global constants (comma lists), params folding away guarded code, helpers
// (inlined, by value and by reference), const locals, auto, and copies of
// built-in objects (references to the same resource).
// RUN: tanto-opt %s -P 0=2 -P 1=8 | FileCheck %s
// RUN: tanto-opt %s -P 0=0 -P 1=8 | FileCheck %s --check-prefix=ADD

static constexpr uint32
    OP_ADD = 0,
    OP_SUB = 1,
    OP_MUL = 2;
constexpr uint32 TILE = 32 * 32;
param<uint32> op_code;
param<uint32> frame_tiles;

void apply(math<bfloat16> acc, pipe<bfloat16> a, pipe<bfloat16> b, uint32 i) {
    if (op_code == OP_ADD) {
        acc.add(a, b, i, i, i);
    } else if (op_code == OP_SUB) {
        acc.sub(a, b, i, i, i);
    } else if (op_code == OP_MUL) {
        acc.mul(a, b, i, i, i);
    }
}

void next_frame(uint32 &position, uint32 step) {
    position += step;
}

uint32 frame_elements(uint32 tiles) {
    return tiles * TILE;
}

// CHECK-LABEL: func.func @kernel
// CHECK-SAME: attributes {tanto.role = "compute"}
// 8 * 1024 elements per frame, folded.
// CHECK: %[[ELEMENTS:.*]] = arith.constant 8192 : i32
void kernel(pipe<bfloat16> a, pipe<bfloat16> b, pipe<bfloat16> c) {
    // Only the branch op_code selects remains.
    // CHECK-NOT: "tile.add"
    // CHECK-NOT: "tile.sub"
    // CHECK: "tile.mul"
    // ADD: "tile.add"
    // ADD-NOT: "tile.sub"
    // ADD-NOT: "tile.mul"
    pipe<bfloat16> alias = c;
    const auto elements = frame_elements(frame_tiles);
    uint32 position = 0;
    math<bfloat16> acc;
    for (uint32 i = 0; i < frame_tiles; i++) {
        apply(acc, a, b, i);
        acc.pack(i, alias);
        next_frame(position, elements);
    }
    // The copy of `c` is `c` itself; the frame's elements are added to the
    // position carried by the loop.
    // CHECK: "tile.pack"(%{{.*}}, %{{.*}}, %arg2)
    // CHECK: arith.addi %{{.*}}, %[[ELEMENTS]] : i32
}
