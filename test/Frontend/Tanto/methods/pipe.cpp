// Every method of pipe<T> (spec 3.4.2 / Appendix B) and the op it becomes.
// RUN: tanto-opt %s | FileCheck %s

// CHECK-LABEL: func.func @kernel
// CHECK-SAME: %[[G:arg0]]: !noc.global<i32> {tanto.name = "g"}
// CHECK-SAME: %[[L:arg1]]: !noc.local<i32> {tanto.name = "l"}
// CHECK-SAME: %[[P:arg2]]: !pipe.pipe<i32> {tanto.name = "p"}
// CHECK-SAME: %[[Q:arg3]]: !pipe.pipe<i32> {tanto.name = "q"}
void kernel(global<int32> g, local<int32> l, pipe<int32> p, pipe<int32> q, uint32 x, uint32 y) {
    // CHECK: %[[FOUR:.*]] = arith.constant 4 : i32
    // CHECK: "pipe.set_frame"(%[[P]], %[[FOUR]]) : (!pipe.pipe<i32>, i32) -> ()
    p.set_frame(4);
    // CHECK: "pipe.reserve_back"(%[[P]]) : (!pipe.pipe<i32>) -> ()
    p.reserve_back();
    // CHECK: "noc.read"(%[[P]], %{{.*}}, %[[G]], %{{.*}}, %{{.*}}) : (!pipe.pipe<i32>, i32, !noc.global<i32>, i32, i32) -> ()
    p.read(0, g, 0, 1024);
    // CHECK: "noc.read"(%[[P]], %{{.*}}, %[[L]], %{{.*}}, %{{.*}}) : (!pipe.pipe<i32>, i32, !noc.local<i32>, i32, i32) -> ()
    p.read(0, l, 0, 1024);
    // CHECK: "noc.read_remote"(%[[P]], %{{.*}}, %[[L]], %{{.*}}, %{{.*}}, %arg4, %arg5)
    p.read(0, l, 0, 1024, x, y);
    // CHECK: "noc.read"(%[[P]], %{{.*}}, %[[Q]], %{{.*}}, %{{.*}}) : (!pipe.pipe<i32>, i32, !pipe.pipe<i32>, i32, i32) -> ()
    p.read(0, q, 0, 1024);
    // CHECK: "noc.read_remote"(%[[P]], %{{.*}}, %[[Q]], %{{.*}}, %{{.*}}, %arg4, %arg5)
    p.read(0, q, 0, 1024, x, y);
    // CHECK: "pipe.push_back"(%[[P]]) : (!pipe.pipe<i32>) -> ()
    p.push_back();
    // CHECK: "pipe.wait_front"(%[[P]]) : (!pipe.pipe<i32>) -> ()
    p.wait_front();
    // CHECK: "noc.write"(%[[P]], %{{.*}}, %[[G]], %{{.*}}, %{{.*}}) : (!pipe.pipe<i32>, i32, !noc.global<i32>, i32, i32) -> ()
    p.write(0, g, 0, 1024);
    // CHECK: "noc.write"(%[[P]], %{{.*}}, %[[L]], %{{.*}}, %{{.*}}) : (!pipe.pipe<i32>, i32, !noc.local<i32>, i32, i32) -> ()
    p.write(0, l, 0, 1024);
    // CHECK: "noc.write_remote"(%[[P]], %{{.*}}, %[[L]], %{{.*}}, %{{.*}}, %arg4, %arg5)
    p.write(0, l, 0, 1024, x, y);
    // CHECK: "noc.write"(%[[P]], %{{.*}}, %[[Q]], %{{.*}}, %{{.*}}) : (!pipe.pipe<i32>, i32, !pipe.pipe<i32>, i32, i32) -> ()
    p.write(0, q, 0, 1024);
    // CHECK: "noc.write_remote"(%[[P]], %{{.*}}, %[[Q]], %{{.*}}, %{{.*}}, %arg4, %arg5)
    p.write(0, q, 0, 1024, x, y);
    // CHECK: "noc.write_mcast"(%[[P]], %{{.*}}, %[[L]],
    p.write_mcast(0, l, 0, 1024, 0, 0, 7, 7, 64);
    // CHECK: "noc.write_mcast"(%[[P]], %{{.*}}, %[[Q]],
    p.write_mcast(0, q, 0, 1024, 0, 0, 7, 7, 64);
    // CHECK: "noc.write_mcast_with_self"(%[[P]], %{{.*}}, %[[L]],
    p.write_mcast_with_self(0, l, 0, 1024, 0, 0, 7, 7, 64);
    // CHECK: "noc.write_mcast_with_self"(%[[P]], %{{.*}}, %[[Q]],
    p.write_mcast_with_self(0, q, 0, 1024, 0, 0, 7, 7, 64);
    // CHECK: "noc.move_init"(%[[P]], %{{.*}}) : (!pipe.pipe<i32>, i32) -> ()
    p.move_init(256);
    // CHECK: "noc.move"(%[[P]], %{{.*}}, %[[L]], %{{.*}}) : (!pipe.pipe<i32>, i32, !noc.local<i32>, i32) -> ()
    p.move(0, l, 0);
    // CHECK: "noc.move"(%[[P]], %{{.*}}, %[[Q]], %{{.*}}) : (!pipe.pipe<i32>, i32, !pipe.pipe<i32>, i32) -> ()
    p.move(256, q, 256);
    // CHECK: "pipe.pop_front"(%[[P]]) : (!pipe.pipe<i32>) -> ()
    p.pop_front();
}
