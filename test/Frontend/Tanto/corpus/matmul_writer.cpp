// Single-core matmul writer: output tiles in row-major tile order.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: attributes {tanto.role = "write"}
// CHECK: "noc.write"(%arg1, %c0_i32, %arg0, %{{.*}}, %c1024_i32)

void kernel(global<T> c, pipe<T> pc, uint32 Mt, uint32 Nt) {
    for (uint32 i = 0; i < Mt * Nt; i++) {
        pc.wait_front();
        pc.write(0, c, i * 1024, 1024);
        write_barrier();
        pc.pop_front();
    }
}
