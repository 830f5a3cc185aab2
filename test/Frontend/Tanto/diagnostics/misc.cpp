// Other semantic errors, each located.
// RUN: split-file %s %t
// RUN: not tanto-opt %t/errors.cpp 2>&1 | FileCheck %s
// RUN: not tanto-opt %t/no-kernel.cpp 2>&1 | FileCheck %s --check-prefix=NO-KERNEL
// RUN: not tanto-opt %t/unknown-type.cpp 2>&1 | FileCheck %s --check-prefix=TYPE

// CHECK: error: redefinition of `twice`
// CHECK: first defined here
// CHECK: error: global variable `counter` must be `constexpr` or `const`: kernels have no mutable globals
// CHECK: error: the initializer of `BAD` is not a constant expression
// CHECK: error: cannot assign to `limit`: it is const
// CHECK: declared const here
// CHECK: error: division by zero
// CHECK: error: `break` outside of a loop
// CHECK: error: `add_one` takes 1 argument(s) but 2 were given
// CHECK: error: recursive call of `forever`
// CHECK: error: `math<float>` is not an element type; pipe<T> takes
// CHECK: error: `p` has no pipe<float> to refer to
// CHECK: pipes, buffers and semaphores are created by the host and passed as kernel parameters

// NO-KERNEL: error: no kernel entry point: define `void kernel(...)`

// TYPE: error: unknown type `T`
// TYPE: = element types are usually given on the command line, e.g. -DT=bfloat16

//--- errors.cpp
constexpr uint32 twice = 1;
constexpr uint32 twice = 2;
uint32 counter = 0;
constexpr uint32 BAD = counter + 1;
uint32 add_one(uint32 x) { return x + 1; }
void forever(uint32 n) { forever(n); }
void kernel(uint32 n, pipe<float> q) {
    const uint32 limit = 4;
    limit = 5;
    uint32 z = n / 0;
    break;
    uint32 w = add_one(1, 2);
    forever(1);
    pipe<math<float>> bad;
    pipe<float> p;
}
//--- no-kernel.cpp
void helper() {}
//--- unknown-type.cpp
void kernel(pipe<T> p) {}
