// A method the built-in type does not have.
// RUN: not tanto-opt %s 2>&1 | FileCheck %s

// CHECK: error: no method `reserve` on `pipe<bfloat16>`
// CHECK-NEXT: --> {{.*}}unknown-method.cpp:[[@LINE+6]]:7
// CHECK: = did you mean `reserve_back`?
// CHECK: error: no method `wait` on `math<float>`
// CHECK: error: `uint32` has no methods
// CHECK: error: `global<float>` has no methods: global buffers are arguments of local and pipe methods
void kernel(pipe<bfloat16> p, uint32 n, global<float> g) {
    p.reserve();
    math<float> acc;
    acc.wait(0);
    n.set(1);
    g.read(0, g, 0, 1);
}
