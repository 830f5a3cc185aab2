// Elementwise ops between destination slots: (a - b)^2 / b and b - a.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// CHECK: {kind = "sub"}
// CHECK: {kind = "power"}
// CHECK: {kind = "div"}
// CHECK: {kind = "rsub"}
// CHECK: {kind = "add"}

void kernel(pipe<T> a, pipe<T> b, pipe<T> out, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        a.wait_front();
        b.wait_front();
        out.reserve_back();
        math<T> acc;
        acc.copy(a, 0, 0);
        acc.copy(b, 0, 1);
        acc.fill(2, 2.0f);
        acc.sub_dst(0, 1, 3);
        acc.power_dst(3, 2);
        acc.div_dst(3, 1);
        acc.rsub_dst(0, 1);
        acc.add_dst(3, 0, 3);
        acc.pack(3, out);
        a.pop_front();
        b.pop_front();
        out.push_back();
    }
}
