// Expressions follow C++: literal types, the usual arithmetic conversions,
// signedness picking the op, casts, ?:, short-circuit logic, compound
// assignment, and constant folding.
// RUN: tanto-opt %s | FileCheck %s

// CHECK-LABEL: func.func @kernel
// Constants are created once, at the top of the kernel.
// CHECK-DAG: %[[C42:.*]] = arith.constant 42 : i32
// CHECK-DAG: %[[HALF:.*]] = arith.constant 2.500000e+00 : f32
void kernel(semaphore s, uint32 u, int32 i, float f, local<float> l) {
    // Unsigned and signed division, remainder and shifts.
    // CHECK: arith.divui %arg1
    s.set(u / 3);
    // CHECK: arith.divsi %arg2
    s.set(i / 3);
    // CHECK: arith.remsi %arg2
    s.set(i % 3);
    // CHECK: arith.shrui %arg1
    s.set(u >> 2);
    // CHECK: arith.shrsi %arg2
    s.set(i >> 2);
    // int compared with uint32 converts to unsigned (C's rule).
    // CHECK: arith.cmpi ult, %arg2, %arg1
    if (i < u) s.set(1);
    // CHECK: arith.cmpi slt, %arg2
    if (i < 0) s.set(2);
    // Integer to float and back.
    // CHECK: %[[F:.*]] = arith.uitofp %arg1 : i32 to f32
    // CHECK: arith.mulf %[[F]], %arg3 : f32
    // CHECK: arith.fptoui
    s.set((uint32)(u * f));
    // Narrowing and widening casts.
    // CHECK: arith.trunci %arg1 : i32 to i8
    // CHECK: arith.extui %{{.*}} : i8 to i32
    s.set((uint8)u);
    // A pure ?: is a select.
    // CHECK: arith.select
    s.set(u > 4 ? u : 4u);
    // && with a side-effect-free right side is an andi.
    // CHECK: arith.andi
    if (u > 1 && i > 1) s.set(3);
    // || whose right side assigns is a branch.
    uint32 calls = 0;
    // CHECK: scf.if %{{.*}} -> (i32, i1)
    if (u > 1 || (calls += 1) > 0) s.set(calls);
    // Compound assignment and increments.
    uint32 x = u;
    // CHECK: arith.muli %arg1
    x *= 3;
    // CHECK: arith.ori
    x |= 0x10u;
    // CHECK: arith.addi
    x++;
    s.set(x);
    // Constants fold: (1 << 4) + 0x20 - 3 * 2 == 42
    // CHECK: "noc.sem_set"(%arg0, %[[C42]])
    s.set((1 << 4) + 0x20 - 3 * 2);
    // Floats: literals are float; a float stored in a float buffer.
    // CHECK: "noc.set"(%arg4, %{{.*}}, %[[HALF]])
    l.set(0, 2.5);
    // CHECK: arith.negf
    l.set(1, -f);
}
