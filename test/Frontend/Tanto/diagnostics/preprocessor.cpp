// Preprocessor errors are located like the others; -D values reach #if.
// RUN: split-file %s %t
// RUN: not tanto-opt %t/errors.cpp 2>&1 | FileCheck %s
// RUN: not tanto-opt %t/config.cpp -DWIDTH=64 2>&1 | FileCheck %s --check-prefix=CONFIG
// RUN: tanto-opt %t/config.cpp -DWIDTH=8 | FileCheck %s --check-prefix=OK

// CHECK: error: unknown preprocessor directive `#defne`
// CHECK-NEXT: --> {{.*}}errors.cpp:1:1
// CHECK: error: macro `PAIR` takes 2 argument(s) but 1 were given
// CHECK-NEXT: --> {{.*}}errors.cpp:5:16
// CHECK: error: unterminated conditional directive: missing #endif
// CHECK-NEXT: --> {{.*}}errors.cpp:6:1

// CONFIG: error: #error WIDTH must be at most 32
// CONFIG-NEXT: --> {{.*}}config.cpp:2:1

// OK: "pipe.set_frame"(%arg0, %c8_i32)

//--- errors.cpp
#defne WIDTH 4
#define PAIR(a, b) a, b
void kernel(pipe<float> p) {
    p.set_frame(4);
    uint32 x = PAIR(1);
#if 1
}
//--- config.cpp
#if WIDTH > 32
#error WIDTH must be at most 32
#endif
void kernel(pipe<float> p) {
    p.set_frame(WIDTH);
}
