// No overload matches: the arguments' types and every candidate are listed.
// RUN: not tanto-opt %s 2>&1 | FileCheck %s

// CHECK: error: no matching overload for `l.read(...)` with arguments (int32, semaphore, int32, int32)
// CHECK-NEXT: --> {{.*}}overload.cpp:[[@LINE+10]]:5
// CHECK: = candidate: void local<float>::read(uint32 dst_offset, global<float> src, uint32 src_offset, uint32 count)
// CHECK-NEXT: = candidate: void local<float>::read(uint32 dst_offset, local<float> src, uint32 src_offset, uint32 count)
// CHECK-NEXT: = candidate: void local<float>::read(uint32 dst_offset, local<float> src, uint32 src_offset, uint32 count, uint32 x, uint32 y)
// CHECK-NEXT: = candidate: void local<float>::read(uint32 dst_offset, pipe<float> src, uint32 src_offset, uint32 count)
// CHECK-NEXT: = candidate: void local<float>::read(uint32 dst_offset, pipe<float> src, uint32 src_offset, uint32 count, uint32 x, uint32 y)
// CHECK: error: no matching overload for `s.wait(...)` with arguments ()
// CHECK: = candidate: void semaphore::wait(uint32 value)
// CHECK: error: no matching overload for `read_barrier()` with arguments (int32)
void kernel(local<float> l, semaphore s) {
    l.read(0, s, 0, 4);
    s.wait();
    read_barrier(1);
}
