// A global barrier between phases across cores: everyone increments the
// leader's semaphore; the leader waits for all and releases them with a
// multicast; followers wait for the release.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "noc.sem_inc"(%arg0, %arg2, %arg3, %c1_i32)
// CHECK: scf.if
// CHECK: "noc.sem_wait"(%arg0, %arg6)
// CHECK: "noc.sem_set_mcast"(%arg1, %arg1,
// CHECK: } else {
// CHECK: "noc.sem_wait"(%arg1, %c1_i32)

void kernel(semaphore arrived, semaphore release, uint32 leader_x, uint32 leader_y,
            uint32 my_x, uint32 my_y, uint32 cores, uint32 x_end, uint32 y_end) {
    release.set(0);
    arrived.inc(leader_x, leader_y, 1);
    bool leader = my_x == leader_x && my_y == leader_y;
    if (leader) {
        arrived.wait(cores);
        arrived.set(0);
        release.set(1);
        release.set_mcast(release, 0, 0, x_end, y_end, cores - 1);
        write_barrier();
    } else {
        release.wait(1);
    }
}
