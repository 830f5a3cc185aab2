// A first real error is the only one reported: what depends on an invalid
// value (an undeclared name, a declaration of an unknown type, a parameter
// without a value) is poisoned and lowers nothing, preprocessor errors stop
// before parsing, and no placeholder IR reaches the verifier.
// RUN: split-file %s %t
// RUN: not tanto-opt %t/missing-param.cpp 2>&1 | FileCheck %s --check-prefix=PARAM
// RUN: not tanto-opt %t/zero-tiles.cpp 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not tanto-opt %t/unterminated-if.cpp 2>&1 | FileCheck %s --check-prefix=UNTERMINATED
// RUN: not tanto-opt %t/endif-without-if.cpp 2>&1 | FileCheck %s --check-prefix=ENDIF
// RUN: not tanto-opt %t/error-directive.cpp 2>&1 | FileCheck %s --check-prefix=DIRECTIVE
// RUN: not tanto-opt %t/undeclared-bound.cpp 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not tanto-opt %t/unknown-param-type.cpp 2>&1 | FileCheck %s --check-prefix=PARAMTYPE
// RUN: not tanto-opt %t/unknown-return-type.cpp 2>&1 | FileCheck %s --check-prefix=RETURN
// RUN: not tanto-opt %t/poisoned-initializer.cpp 2>&1 | FileCheck %s --check-prefix=INIT
// RUN: not tanto-opt %t/void-value.cpp 2>&1 | FileCheck %s --check-prefix=VOID
// RUN: not tanto-opt %t/negative-arguments.cpp 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not tanto-opt %t/redeclaration.cpp 2>&1 | FileCheck %s --check-prefix=REDECL

// A missing -P value used to become 0, then `set_frame(0)` failed the verifier.
// PARAM: error: compile-time parameter `TILES` has no value
// PARAM-NEXT: --> {{.*}}missing-param.cpp:1:15
// PARAM-NOT: {{^}}error
// PARAM-NOT: internal error

// A tile count below 1 is checked by the frontend, in the language's words.
// ZERO: error: `tiles` of `p.set_frame(...)` is 0; it must be at least 1
// ZERO-NEXT: --> {{.*}}zero-tiles.cpp:2:17
// ZERO: a frame holds at least one tile
// ZERO-NOT: {{^}}error
// ZERO-NOT: internal error

// UNTERMINATED: error: unterminated conditional directive: missing #endif
// UNTERMINATED-NEXT: --> {{.*}}unterminated-if.cpp:2:1
// UNTERMINATED-NOT: {{^}}error
// UNTERMINATED-NOT: no kernel entry point

// ENDIF: error: #endif without #if
// ENDIF-NEXT: --> {{.*}}endif-without-if.cpp:1:1
// ENDIF-NOT: {{^}}error

// DIRECTIVE: error: #error TILES must be defined
// DIRECTIVE-NEXT: --> {{.*}}error-directive.cpp:2:1
// DIRECTIVE-NOT: {{^}}error

// BOUND: error: use of undeclared identifier `count`
// BOUND-NEXT: --> {{.*}}undeclared-bound.cpp:3:28
// BOUND-NOT: {{^}}error
// BOUND-NOT: loop bound

// PARAMTYPE: error: unknown type `uint33`
// PARAMTYPE-NEXT: --> {{.*}}unknown-param-type.cpp:1:28
// PARAMTYPE-NOT: {{^}}error

// RETURN: error: unknown type `uint33`
// RETURN-NEXT: --> {{.*}}unknown-return-type.cpp:1:1
// RETURN-NOT: {{^}}error
// RETURN-NOT: `return` takes no value

// INIT: error: use of undeclared identifier `scale`
// INIT-NEXT: --> {{.*}}poisoned-initializer.cpp:3:21
// INIT-NOT: {{^}}error

// A void value used as one is still an error (it is not an invalid value).
// VOID: error: type mismatch: expected `uint32`, found `void`
// VOID-NEXT: --> {{.*}}void-value.cpp:5:16
// VOID-NOT: {{^}}error

// Constant arguments out of the range the op's definition gives are checked
// by the frontend, and the op is not built: no verifier failure follows.
// NEGATIVE: error: `tiles` of `pa.set_frame(...)` is -1; it must be at least 1
// NEGATIVE-NEXT: --> {{.*}}negative-arguments.cpp:2:18
// NEGATIVE: error: `isrc` of `acc.copy(...)` is -1; it must be non-negative
// NEGATIVE-NEXT: --> {{.*}}negative-arguments.cpp:5:18
// NEGATIVE: `isrc` is the index of a tile in the frame
// NEGATIVE: error: destination slot -1 out of range
// NEGATIVE-NEXT: --> {{.*}}negative-arguments.cpp:6:21
// NEGATIVE-NOT: {{^}}error
// NEGATIVE-NOT: internal error

// An invalid redeclaration is not visible: `p` still names the pipe.
// REDECL: error: redeclaration of `p`
// REDECL-NEXT: --> {{.*}}redeclaration.cpp:2:12
// REDECL: previously declared here
// REDECL-NOT: {{^}}error
// REDECL-NOT: has no methods

//--- missing-param.cpp
param<uint32> TILES;
void kernel(pipe<float> p) {
    p.set_frame(TILES);
    p.reserve_back();
    p.push_back();
}
//--- zero-tiles.cpp
void kernel(pipe<float> p) {
    p.set_frame(0);
    p.reserve_back();
    p.push_back();
}
//--- unterminated-if.cpp
void kernel(pipe<float> p) {
#if 1
    p.set_frame(1);
}
//--- endif-without-if.cpp
#endif
void kernel(pipe<float> p) {
    p.set_frame(undeclared);
}
//--- error-directive.cpp
#ifndef TILES
#error TILES must be defined
#endif
void kernel(pipe<float> p) {
    p.set_frame(TILES);
}
//--- undeclared-bound.cpp
void kernel(pipe<float> p) {
    p.set_frame(1);
    for (uint32 i = 0; i < count; i++) {
        p.reserve_back();
        p.push_back();
    }
}
//--- unknown-param-type.cpp
void kernel(pipe<float> p, uint33 n) {
    p.set_frame(n);
    for (uint32 i = 0; i < n; i++) {
        p.reserve_back();
        p.push_back();
    }
}
//--- unknown-return-type.cpp
uint33 offset(uint32 i) {
    return i * 2;
}
void kernel(pipe<float> p) {
    p.set_frame(offset(1));
}
//--- poisoned-initializer.cpp
void kernel(pipe<float> p, local<float> l) {
    p.set_frame(1);
    float x = float(scale);
    l.set(0, x);
}
//--- void-value.cpp
void nothing() {
}
void kernel(pipe<float> p) {
    p.set_frame(1);
    uint32 w = nothing();
}
//--- negative-arguments.cpp
void kernel(pipe<float> pa, pipe<float> pc) {
    pa.set_frame(-1);
    math<float> acc;
    pa.wait_front();
    acc.copy(pa, -1, 0);
    acc.copy(pa, 0, -1);
    pc.reserve_back();
    acc.pack(0, pc);
}
//--- redeclaration.cpp
void kernel(pipe<float> p, uint32 n) {
    uint32 p = 2;
    p.set_frame(1);
    p.reserve_back();
    p.push_back();
}
