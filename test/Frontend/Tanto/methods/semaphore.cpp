// Every method of semaphore (spec 3.5.2) and the op it becomes.
// RUN: tanto-opt %s | FileCheck %s

// CHECK-LABEL: func.func @kernel
// CHECK-SAME: %[[S:arg0]]: !noc.semaphore {tanto.name = "s"}
// CHECK-SAME: %[[T:arg1]]: !noc.semaphore {tanto.name = "t"}
// CHECK-SAME: attributes {tanto.role = "read"}
void kernel(semaphore s, semaphore t, uint32 x, uint32 y) {
    // CHECK: "noc.sem_set"(%[[S]], %{{.*}}) : (!noc.semaphore, i32) -> ()
    s.set(0);
    // CHECK: "noc.sem_set_remote"(%[[S]], %[[T]], %arg2, %arg3) : (!noc.semaphore, !noc.semaphore, i32, i32) -> ()
    s.set_remote(t, x, y);
    // CHECK: "noc.sem_set_mcast"(%[[S]], %[[T]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (!noc.semaphore, !noc.semaphore, i32, i32, i32, i32, i32) -> ()
    s.set_mcast(t, 1, 1, 3, 3, 9);
    // CHECK: "noc.sem_inc"(%[[S]], %arg2, %arg3, %{{.*}}) : (!noc.semaphore, i32, i32, i32) -> ()
    s.inc(x, y, 1);
    // CHECK: "noc.sem_wait"(%[[S]], %{{.*}}) : (!noc.semaphore, i32) -> ()
    s.wait(9);
}
