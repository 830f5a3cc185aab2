// Math objects: at most one alive (its declaring scope is its lifetime);
// tilize/untilize only with none alive; slots within what the arch has.
// RUN: split-file %s %t
// RUN: not tanto-opt %t/two.cpp 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: tanto-opt %t/sequential.cpp | FileCheck %s --check-prefix=SEQUENTIAL
// RUN: not tanto-opt %t/untilize.cpp 2>&1 | FileCheck %s --check-prefix=UNTILIZE
// RUN: not tanto-opt %t/slots.cpp 2>&1 | FileCheck %s --check-prefix=SLOTS
// RUN: not tanto-opt %t/slots.cpp --arch=blackhole 2>&1 | FileCheck %s --check-prefix=SLOTS-BH

// TWO: error: a second math object is created while another is alive
// TWO-NEXT: --> {{.*}}two.cpp:4:21
// TWO: the alive math object is declared here
// TWO: at most one math object may exist at a time

// Scopes end lifetimes: one object per block is fine.
// SEQUENTIAL: %[[A:.*]] = "tile.math_acquire"() : () -> !tile.math<bf16>
// SEQUENTIAL: "tile.math_release"(%[[A]])
// SEQUENTIAL: %[[B:.*]] = "tile.math_acquire"() : () -> !tile.math<f32>
// SEQUENTIAL: "tile.math_release"(%[[B]])
// SEQUENTIAL: "tile.untilize_block"

// UNTILIZE: error: `untilize_block` cannot be called while a math object is alive
// UNTILIZE-NEXT: --> {{.*}}untilize.cpp:3:5
// UNTILIZE: this math object is alive until the end of its scope

// 16-bit math on Wormhole: 8 slots; 32-bit: 4; `max` uses two slots.
// SLOTS: error: destination slot 8 out of range
// SLOTS: math<bfloat16> has 8 destination slots on wormhole_b0 (0 to 7)
// SLOTS: error: destination slot 4 out of range
// SLOTS: math<float> has 4 destination slots on wormhole_b0 (0 to 3)
// SLOTS: error: destination slots 3 to 4 out of range
// SLOTS: error: destination slot 4 out of range
// SLOTS-NEXT: --> {{.*}}slots.cpp:3:18
// SLOTS: in this call of `helper`
// SLOTS: {{^}}4 errors generated.
// SLOTS-BH: math<bfloat16> has 8 destination slots on blackhole (0 to 7)

//--- two.cpp
void kernel(pipe<float> p) {
    math<bfloat16> a;
    {
        math<float> b;
    }
}
//--- sequential.cpp
void kernel(pipe<float> p, pipe<float> q) {
    {
        math<bfloat16> a;
        a.copy(p, 0, 7);
    }
    {
        math<float> b;
        b.copy(p, 0, 3);
    }
    untilize_block(p, 1, q);
}
//--- untilize.cpp
void kernel(pipe<float> p, pipe<float> q) {
    math<float> a;
    untilize_block(p, 1, q);
}
//--- slots.cpp
static constexpr uint32 LAST = 7;
void helper(math<float> m, pipe<float> p, uint32 slot) {
    m.copy(p, 0, slot);
}
void kernel(pipe<float> p) {
    {
        math<bfloat16> a;
        a.copy(p, 0, LAST);
        a.copy(p, 0, LAST + 1);
    }
    {
        math<float> b;
        b.exp(3);
        b.exp(4);
        b.max(2);
        b.max(3);
        helper(b, p, 4);
    }
}
