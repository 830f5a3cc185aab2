// The role rules of the spec, with --mode and with an inferred role.
// RUN: split-file %s %t
// RUN: not tanto-opt %t/dataflow-objects.cpp --mode=compute 2>&1 | FileCheck %s --check-prefix=OBJECTS
// RUN: not tanto-opt %t/math-in-reader.cpp --mode=read 2>&1 | FileCheck %s --check-prefix=MATH
// RUN: not tanto-opt %t/barrier-in-compute.cpp --mode=compute 2>&1 | FileCheck %s --check-prefix=BARRIER
// RUN: not tanto-opt %t/mixed.cpp 2>&1 | FileCheck %s --check-prefix=MIXED
// RUN: not tanto-opt %t/mixed.cpp --mode=compute 2>&1 | FileCheck %s --check-prefix=FOLDED

// OBJECTS: error: a global<float> parameter is only allowed in dataflow (read/write) kernels
// OBJECTS-NEXT: --> {{.*}}dataflow-objects.cpp:1:13
// OBJECTS: this kernel is a compute kernel (--mode=compute)
// OBJECTS: error: a local<float> parameter is only allowed in dataflow (read/write) kernels
// OBJECTS: error: a semaphore parameter is only allowed in dataflow (read/write) kernels
// OBJECTS: error: `l.get(...)` is only allowed in dataflow (read/write) kernels

// MATH: error: `tilize_block` cannot be called while a math object is alive
// MATH: error: a math object is only allowed in compute kernels
// MATH-NEXT: --> {{.*}}math-in-reader.cpp:2:17
// MATH: this kernel is a read kernel (--mode=read)
// MATH: error: `acc.copy(...)` is only allowed in compute kernels
// MATH: error: `tilize_block()` is only allowed in compute kernels

// BARRIER: error: `read_barrier()` is only allowed in dataflow (read/write) kernels
// BARRIER: error: `write_barrier()` is only allowed in dataflow (read/write) kernels
// BARRIER: error: `p.read(...)` is only allowed in dataflow (read/write) kernels

// MIXED: error: this kernel uses a math object, which needs a compute kernel, and `read_barrier()`, which needs a dataflow kernel
// MIXED-NEXT: --> {{.*}}mixed.cpp:3:17
// MIXED: the dataflow use is here
// MIXED: give --mode to say which it is

// With --mode=compute the kernel is no longer ambiguous; the barrier under a
// false constexpr is dead code and not reported, the other one is.
// FOLDED: error: `read_barrier()` is only allowed in dataflow (read/write) kernels
// FOLDED-NEXT: --> {{.*}}mixed.cpp:7:5
// FOLDED: {{^}}1 error generated.

//--- dataflow-objects.cpp
void kernel(global<float> g, local<float> l, semaphore s, uint32 n) {
    float v = l.get(n);
}
//--- math-in-reader.cpp
void kernel(pipe<float> p, pipe<float> q) {
    math<float> acc;
    acc.copy(p, 0, 0);
    tilize_block(p, 1, q);
}
//--- barrier-in-compute.cpp
void kernel(pipe<float> p) {
    read_barrier();
    write_barrier();
    p.read(0, p, 0, 16);
}
//--- mixed.cpp
static constexpr bool READING = false;
void kernel(pipe<float> p) {
    math<float> acc;
    if (READING) {
        read_barrier();
    }
    read_barrier();
}
