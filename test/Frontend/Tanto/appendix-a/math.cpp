// The math kernel of the spec's Appendix A, verbatim; -P 0 selects the op
// and the other branches fold away.
// RUN: tanto-opt %s -DT=bfloat16 -P 0=0 | FileCheck %s --check-prefixes=CHECK,ADD
// RUN: tanto-opt %s -DT=bfloat16 -P 0=1 | FileCheck %s --check-prefixes=CHECK,SUB
// RUN: tanto-opt %s -DT=bfloat16 -P 0=2 | FileCheck %s --check-prefixes=CHECK,MUL
// RUN: tanto-opt %s -DT=bfloat16 -P 0=7 | FileCheck %s --check-prefixes=CHECK,NONE
// RUN: not tanto-opt %s -DT=bfloat16 2>&1 | FileCheck %s --check-prefix=NO-PARAM

// CHECK: func.func @kernel(%[[PA:.*]]: !pipe.pipe<bf16> {tanto.name = "pa"}, %[[PB:.*]]: !pipe.pipe<bf16> {tanto.name = "pb"}, %[[PC:.*]]: !pipe.pipe<bf16> {tanto.name = "pc"}, %[[FRAMES:.*]]: i32 {tanto.name = "num_frames"}, %[[TILES:.*]]: i32 {tanto.name = "frame_tiles"}) attributes {tanto.role = "compute"}
// CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %[[FRAMES]]
// CHECK: "pipe.reserve_back"(%[[PC]])
// CHECK: "pipe.wait_front"(%[[PA]])
// CHECK: "pipe.wait_front"(%[[PB]])
// CHECK: %[[ACC:.*]] = "tile.math_acquire"() : () -> !tile.math<bf16>
// CHECK: scf.for unsigned %[[I:.*]] = %{{.*}} to %[[TILES]]
// ADD-NEXT: "tile.add"(%[[ACC]], %[[PA]], %[[PB]], %[[I]], %[[I]], %[[I]]) {bcast = "none"}
// SUB-NEXT: "tile.sub"(%[[ACC]], %[[PA]], %[[PB]], %[[I]], %[[I]], %[[I]]) {bcast = "none"}
// MUL-NEXT: "tile.mul"(%[[ACC]], %[[PA]], %[[PB]], %[[I]], %[[I]], %[[I]]) {bcast = "none"}
// NONE-NOT: "tile.{{add|sub|mul}}"
// CHECK: scf.for unsigned %[[J:.*]] = %{{.*}} to %[[TILES]]
// CHECK-NEXT: "tile.pack"(%[[ACC]], %[[J]], %[[PC]]) {mode = "tile"}
// CHECK: "pipe.pop_front"(%[[PA]])
// CHECK-NEXT: "pipe.pop_front"(%[[PB]])
// CHECK-NEXT: "pipe.push_back"(%[[PC]])
// CHECK-NEXT: "tile.math_release"(%[[ACC]])

// NO-PARAM: error: compile-time parameter `op_code` has no value

static constexpr uint32
    OP_ADD = 0,
    OP_SUB = 1,
    OP_MUL = 2;

param<uint32> op_code;

void binary_op(math<T> acc, pipe<T> pa, pipe<T> pb, uint32 index) {
    if (op_code == OP_ADD) {
        acc.add(pa, pb, index, index, index);
    } else if (op_code == OP_SUB) {
        acc.sub(pa, pb, index, index, index);
    } else if (op_code == OP_MUL) {
        acc.mul(pa, pb, index, index, index);
    }
}

void kernel(
        pipe<T> pa, 
        pipe<T> pb, 
        pipe<T> pc, 
        uint32 num_frames,
        uint32 frame_tiles) {
    pa.set_frame(frame_tiles);
    pb.set_frame(frame_tiles);
    pc.set_frame(frame_tiles);
    for (uint32 frame = 0; frame < num_frames; frame++) {
        pc.reserve_back();
        pa.wait_front();
        pb.wait_front();
        math<T> acc;
        for (uint32 i = 0; i < frame_tiles; i++) {
            binary_op(acc, pa, pb, i);
        }
        for (uint32 i = 0; i < frame_tiles; i++) {
            acc.pack(i, pc);
        }
        pa.pop_front();
        pb.pop_front();
        pc.push_back();
    }
}
