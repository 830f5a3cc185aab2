// Streams tiles until a sentinel count or an early stop flag read from a
// local buffer: a while loop with break.
// RUN: tanto-opt %s -DT=uint32 | FileCheck %s
// CHECK: scf.while
// CHECK: scf.condition
// CHECK: "noc.get"(%arg1, %c0_i32) : (!noc.local<i32>, i32) -> i32

void kernel(global<T> src, local<T> control, pipe<T> out, uint32 limit) {
    uint32 sent = 0;
    while (sent < limit) {
        if (control.get(0) != 0) {
            break;
        }
        out.reserve_back();
        out.read(0, src, sent * 1024, 1024);
        read_barrier();
        out.push_back();
        sent = sent + 1;
    }
}
