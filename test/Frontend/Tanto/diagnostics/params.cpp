// Compile-time parameters: -P N=VALUE by declaration order; a missing value
// names the parameter and its number; bad -P values are errors.
// RUN: split-file %s %t
// RUN: not tanto-opt %t/kernel.cpp -P 1=4 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tanto-opt %t/kernel.cpp -P 0=1 -P 1=2 -P 5=3 2>&1 | FileCheck %s --check-prefix=EXTRA
// RUN: not tanto-opt %t/kernel.cpp -P 0=x -P 1=2 2>&1 | FileCheck %s --check-prefix=NOT-CONSTANT
// RUN: not tanto-opt %t/kernel.cpp -P zero=1 2>&1 | FileCheck %s --check-prefix=USAGE

// MISSING: error: compile-time parameter `op_code` has no value
// MISSING-NEXT: --> {{.*}}kernel.cpp:1:15
// MISSING: parameter #0
// MISSING: = pass its value with -P 0=<value>
// MISSING: {{^}}1 error generated.

// EXTRA: error: -P 5=3: the kernel declares 2 compile-time parameter(s), numbered from 0

// NOT-CONSTANT: error: -P 0=x: `x` is not a constant value for `op_code` (uint32)

// USAGE: tanto-opt: error: -P zero=1: expected N=VALUE, e.g. -P 0=2

//--- kernel.cpp
param<uint32> op_code;
param<uint32> tiles;
void kernel(pipe<float> p) {
    p.set_frame(tiles);
}
