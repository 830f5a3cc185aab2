// Drains a pipe with a do-while loop, skipping (but still popping) every
// frame whose index is odd: `continue` inside the loop.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// CHECK: scf.while
// CHECK: "pipe.wait_front"(%arg1)
// CHECK: scf.if
// CHECK: "noc.write"
// CHECK: scf.condition

void kernel(global<T> dst, pipe<T> in, uint32 frames) {
    uint32 f = 0;
    uint32 written = 0;
    do {
        in.wait_front();
        bool odd = (f & 1u) != 0;
        f++;
        if (odd) {
            in.pop_front();
            continue;
        }
        in.write(0, dst, written * 1024, 1024);
        write_barrier();
        in.pop_front();
        written++;
    } while (f < frames);
}
