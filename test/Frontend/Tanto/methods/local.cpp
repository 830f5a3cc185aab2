// Every method of local<T> (spec 3.3.2 / Appendix B) and the op it becomes.
// RUN: tanto-opt %s | FileCheck %s

// CHECK-LABEL: func.func @kernel
// CHECK-SAME: %[[G:arg0]]: !noc.global<f32> {tanto.name = "g"}
// CHECK-SAME: %[[L:arg1]]: !noc.local<f32> {tanto.name = "l"}
// CHECK-SAME: %[[M:arg2]]: !noc.local<f32> {tanto.name = "m"}
// CHECK-SAME: %[[P:arg3]]: !pipe.pipe<f32> {tanto.name = "p"}
// CHECK-SAME: attributes {tanto.role = "read"}
void kernel(global<float> g, local<float> l, local<float> m, pipe<float> p, uint32 x, uint32 y) {
    // CHECK: %[[V:.*]] = "noc.get"(%[[L]], %{{.*}}) : (!noc.local<f32>, i32) -> f32
    float v = l.get(3);
    // CHECK: "noc.set"(%[[L]], %{{.*}}, %[[V]]) : (!noc.local<f32>, i32, f32) -> ()
    l.set(4, v);
    // read: global, local, local remote, pipe, pipe remote
    // CHECK: "noc.read"(%[[L]], %{{.*}}, %[[G]], %{{.*}}, %{{.*}}) : (!noc.local<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    l.read(0, g, 64, 32);
    // CHECK: "noc.read"(%[[L]], %{{.*}}, %[[M]], %{{.*}}, %{{.*}}) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    l.read(0, m, 0, 32);
    // CHECK: "noc.read_remote"(%[[L]], %{{.*}}, %[[M]], %{{.*}}, %{{.*}}, %arg4, %arg5) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32, i32, i32) -> ()
    l.read(0, m, 0, 32, x, y);
    // CHECK: "noc.read"(%[[L]], %{{.*}}, %[[P]], %{{.*}}, %{{.*}}) : (!noc.local<f32>, i32, !pipe.pipe<f32>, i32, i32) -> ()
    l.read(0, p, 0, 32);
    // CHECK: "noc.read_remote"(%[[L]], %{{.*}}, %[[P]], %{{.*}}, %{{.*}}, %arg4, %arg5) : (!noc.local<f32>, i32, !pipe.pipe<f32>, i32, i32, i32, i32) -> ()
    l.read(0, p, 0, 32, x, y);
    // write: global, local, local remote, pipe, pipe remote
    // CHECK: "noc.write"(%[[L]], %{{.*}}, %[[G]], %{{.*}}, %{{.*}}) : (!noc.local<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    l.write(0, g, 128, 32);
    // CHECK: "noc.write"(%[[L]], %{{.*}}, %[[M]], %{{.*}}, %{{.*}}) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    l.write(0, m, 0, 32);
    // CHECK: "noc.write_remote"(%[[L]], %{{.*}}, %[[M]], %{{.*}}, %{{.*}}, %arg4, %arg5)
    l.write(0, m, 0, 32, x, y);
    // CHECK: "noc.write"(%[[L]], %{{.*}}, %[[P]], %{{.*}}, %{{.*}}) : (!noc.local<f32>, i32, !pipe.pipe<f32>, i32, i32) -> ()
    l.write(0, p, 0, 32);
    // CHECK: "noc.write_remote"(%[[L]], %{{.*}}, %[[P]], %{{.*}}, %{{.*}}, %arg4, %arg5)
    l.write(0, p, 0, 32, x, y);
    // multicast to local and pipe, with and without self
    // CHECK: "noc.write_mcast"(%[[L]], %{{.*}}, %[[M]], {{.*}}) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32, i32, i32, i32, i32, i32) -> ()
    l.write_mcast(0, m, 0, 32, 1, 1, 4, 4, 16);
    // CHECK: "noc.write_mcast"(%[[L]], %{{.*}}, %[[P]], {{.*}}) : (!noc.local<f32>, i32, !pipe.pipe<f32>, i32, i32, i32, i32, i32, i32, i32) -> ()
    l.write_mcast(0, p, 0, 32, 1, 1, 4, 4, 16);
    // CHECK: "noc.write_mcast_with_self"(%[[L]], %{{.*}}, %[[M]], {{.*}}) : (!noc.local<f32>,
    l.write_mcast_with_self(0, m, 0, 32, 1, 1, 4, 4, 16);
    // CHECK: "noc.write_mcast_with_self"(%[[L]], %{{.*}}, %[[P]], {{.*}}) : (!noc.local<f32>, i32, !pipe.pipe<f32>,
    l.write_mcast_with_self(0, p, 0, 32, 1, 1, 4, 4, 16);
    // CHECK: "noc.move_init"(%[[L]], %{{.*}}) : (!noc.local<f32>, i32) -> ()
    l.move_init(32);
    // CHECK: "noc.move"(%[[L]], %{{.*}}, %[[M]], %{{.*}}) : (!noc.local<f32>, i32, !noc.local<f32>, i32) -> ()
    l.move(0, m, 32);
    // CHECK: "noc.move"(%[[L]], %{{.*}}, %[[P]], %{{.*}}) : (!noc.local<f32>, i32, !pipe.pipe<f32>, i32) -> ()
    l.move(32, p, 0);
}
