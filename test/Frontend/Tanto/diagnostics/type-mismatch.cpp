// Element types must agree where the spec says T; math ops take any pipe;
// objects do not convert to numbers or to each other.
// RUN: not tanto-opt %s --mode=read 2>&1 | FileCheck %s

// CHECK: error: type mismatch: `src` is `global<int32>`, but `p.read(...)` needs `global<float>`
// CHECK-NEXT: --> {{.*}}type-mismatch.cpp:18:15
// CHECK: expected `global<float>`
// CHECK: error: type mismatch: `dst` is `local<bfloat16>`, but `p.write(...)` needs `local<float>`
// CHECK: error: type mismatch: expected `uint32`, found `pipe<float>`
// CHECK: error: invalid operand of `+`: `pipe<float>` is not a number
// CHECK: error: type mismatch: `helper` expects `pipe<bfloat16>`, found `pipe<float>`
// CHECK: parameter declared here
// CHECK: {{^}}5 errors generated.
void helper(pipe<bfloat16> q) {
    q.reserve_back();
}
void kernel(pipe<float> p, global<int32> g, local<bfloat16> l, uint32 n) {
    p.read(0, g, 0, 16);
    p.write(0, l, 0, 16);
    uint32 x = p;
    uint32 y = n + p;
    helper(p);
}
