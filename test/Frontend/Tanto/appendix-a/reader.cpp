// The reader kernel of the spec's Appendix A, verbatim.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=float --mode=read | FileCheck %s --check-prefix=FLOAT

// CHECK: func.func @kernel(%[[GA:.*]]: !noc.global<bf16> {tanto.name = "ga"}, %[[GB:.*]]: !noc.global<bf16> {tanto.name = "gb"}, %[[PA:.*]]: !pipe.pipe<bf16> {tanto.name = "pa"}, %[[PB:.*]]: !pipe.pipe<bf16> {tanto.name = "pb"}, %[[N:.*]]: i32 {tanto.name = "N"}, %[[FRAMES:.*]]: i32 {tanto.name = "num_frames"}, %[[TILES:.*]]: i32 {tanto.name = "frame_tiles"}, %[[START:.*]]: i32 {tanto.name = "start"}, %[[STRIDE:.*]]: i32 {tanto.name = "stride"}) attributes {tanto.role = "read"}
// CHECK: "pipe.set_frame"(%[[PA]], %[[TILES]])
// CHECK: "pipe.set_frame"(%[[PB]], %[[TILES]])
// CHECK: %[[ITEMS:.*]] = arith.muli %[[TILES]], %{{.*}} : i32
// The outer loop carries `start`, the inner one `pos`.
// CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[S:.*]] = %[[START]]) -> (i32)
// CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %[[FRAMES]] step %{{.*}} iter_args(%[[POS:.*]] = %[[S]]) -> (i32)
// CHECK: "pipe.reserve_back"(%[[PA]])
// CHECK-NEXT: "pipe.reserve_back"(%[[PB]])
// CHECK: "noc.read"(%[[PA]], %{{.*}}, %[[GA]], %[[POS]], %[[ITEMS]])
// CHECK: "noc.read"(%[[PB]], %{{.*}}, %[[GB]], %[[POS]], %[[ITEMS]])
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%[[PA]])
// CHECK-NEXT: "pipe.push_back"(%[[PB]])
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[POS]], %[[ITEMS]] : i32
// CHECK-NEXT: scf.yield %[[NEXT]] : i32
// CHECK: arith.addi %[[S]], %[[STRIDE]] : i32

// FLOAT: !noc.global<f32> {tanto.name = "ga"}

void kernel(
        global<T> ga,
        global<T> gb,
        pipe<T> pa,
        pipe<T> pb,
        uint32 N,
        uint32 num_frames,
        uint32 frame_tiles,
        uint32 start,
        uint32 stride) {
    pa.set_frame(frame_tiles);
    pb.set_frame(frame_tiles);
    uint32 frame_items = frame_tiles * 1024;
    for (uint32 n = 0; n < N; n++) {
        uint32 pos = start;
        for (uint32 i = 0; i < num_frames; i++) {
            pa.reserve_back();
            pb.reserve_back();
            pa.read(0, ga, pos, frame_items);
            pb.read(0, gb, pos, frame_items);
            read_barrier();
            pa.push_back();
            pb.push_back();
            pos += frame_items;
        }
        start += stride;
    }
}
