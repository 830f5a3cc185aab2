// An integer literal has the first C++ type (ILP32) that holds its value;
// one that fits no 64-bit type is an error at the literal, whatever its base
// or suffix, never a value cut to 64 bits (a saturated 0x...FFFF passed for
// a valid uint64 and became -1 : i32). An octal literal with a digit 8 or 9
// is an error too.
// RUN: not tanto-opt %s 2>&1 | FileCheck %s
// RUN: tanto-opt %s -DVALID | FileCheck %s --check-prefix=VALID

// CHECK: error: integer literal is too large for any integer type
// CHECK-NEXT: --> {{.*}}integer-literals.cpp:[[@LINE+26]]:15
// CHECK: error: integer literal is too large for any integer type
// CHECK-NEXT: --> {{.*}}integer-literals.cpp:[[@LINE+25]]:15
// CHECK: error: integer literal is too large for any integer type
// CHECK-NEXT: --> {{.*}}integer-literals.cpp:[[@LINE+24]]:16
// CHECK: error: integer literal is too large for any integer type
// CHECK-NEXT: --> {{.*}}integer-literals.cpp:[[@LINE+23]]:16
// CHECK: error: integer literal is too large for any integer type
// CHECK-NEXT: --> {{.*}}integer-literals.cpp:[[@LINE+22]]:16
// CHECK: error: integer literal is too large for any integer type
// CHECK-NEXT: --> {{.*}}integer-literals.cpp:[[@LINE+21]]:16
// CHECK: error: integer literal is too large for any integer type
// CHECK-NEXT: --> {{.*}}integer-literals.cpp:[[@LINE+20]]:16
// CHECK: error: invalid digit '9' in octal constant
// CHECK-NEXT: --> {{.*}}integer-literals.cpp:[[@LINE+19]]:15
// CHECK: {{^}}8 errors generated.

// The largest value of each literal form is valid (C++: int64 for a
// decimal, uint64 for the other bases and for a `u` suffix).
// VALID-DAG: arith.constant -1 : i64
// VALID-DAG: arith.constant -2 : i64
// VALID-DAG: arith.constant 9223372036854775807 : i64
// VALID-DAG: arith.constant 9223372036854775806 : i64

#ifndef VALID
void kernel(uint32 n) {
    int64 a = 0x1234567890123456789012345678901234567;
    int64 b = 1234567890123456789012345678901234567;
    uint64 c = 0x10000000000000000;
    uint64 d = 0b11111111111111111111111111111111111111111111111111111111111111111;
    uint64 e = 02000000000000000000000;
    uint64 f = 18446744073709551616u;
    int64 g = -9223372036854775808;
    int32 h = 09;
}
#else
void kernel(uint64 n, int64 m, pipe<float> p) {
    if (n == 0xFFFFFFFFFFFFFFFF || n == 01777777777777777777776 ||
        m == 9223372036854775807 || m == 0x7FFFFFFFFFFFFFFE) {
        p.reserve_back();
    }
}
#endif
