// tanto-schedule within blocks, on kernels outside a device program (so
// pipe operations keep their order): reads issue as early as their operands
// allow, barriers sink to the first use of the data and merge, a barrier
// that must not wait for everything in flight becomes a token wait, and
// barriers covering transfers the planner cannot see stay.
// Here every new order is applied (min-gain=0) to show the planner's
// rewrites; by default a block is reordered only when the estimate gains at
// least one transfer's issue time (25 cycles on wormhole_b0), which the
// first kernel's new order does not (the DEFAULT prefix: it stays as written).
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{min-gain=0})' | FileCheck %s
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule)' | FileCheck %s --check-prefix=DEFAULT
// RUN: not tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{min-gain=-1})' 2>&1 | FileCheck %s --check-prefix=BAD-GAIN

// DEFAULT-LABEL: func.func @hoist_and_sink(
// DEFAULT: arith.constant 1024
// DEFAULT-NEXT: "pipe.reserve_back"(%arg2)
// DEFAULT-NEXT: "noc.get"(%arg3, %c0_i32)
// DEFAULT-NEXT: "noc.read"(%arg2,
// DEFAULT-NEXT: "noc.read"(%arg1,
// DEFAULT-NEXT: "noc.read_barrier"()
// BAD-GAIN: tanto-schedule: option `min-gain`: expected an unsigned integer, got `-1`

// The read of `x` needs nothing: it goes first. The pipe's barrier sinks
// below the unrelated element access and covers both reads, as the push and
// the get of x are ready together.
// CHECK-LABEL: func.func @hoist_and_sink(
// CHECK: arith.constant 1024
// CHECK-NEXT: "noc.read"(%arg1, %c0_i32, %arg0, %c0_i32, %c1024_i32)
// CHECK-NEXT: "pipe.reserve_back"(%arg2)
// CHECK-NEXT: "noc.read"(%arg2, %c0_i32, %arg0, %c0_i32, %c1024_i32)
// CHECK-NEXT: %[[V:.*]] = "noc.get"(%arg3, %c0_i32)
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "noc.get"(%arg1, %c0_i32)
// CHECK-NEXT: return
func.func @hoist_and_sink(%g: !noc.global<bf16>, %x: !noc.local<bf16>, %p: !pipe.pipe<bf16>, %y: !noc.local<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1024 = arith.constant 1024 : i32
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  %v = "noc.get"(%y, %c0) : (!noc.local<bf16>, i32) -> bf16
  "noc.read"(%p, %c0, %g, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read"(%x, %c0, %g, %c0, %c1024) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  %w = "noc.get"(%x, %c0) : (!noc.local<bf16>, i32) -> bf16
  return
}

// -----

// The read into `x` is issued first, but only the semaphore signal at the
// end needs it: the first push waits on the pipe's read alone (a token
// wait), the second barrier covers the rest.
// CHECK-LABEL: func.func @token_wait(
// CHECK: arith.constant 1024
// CHECK-NEXT: "noc.read"(%arg1, %c0_i32, %arg0, %c0_i32, %c1024_i32) : {{.*}} -> ()
// CHECK-NEXT: "pipe.reserve_back"(%arg2)
// CHECK-NEXT: %[[T:.*]] = "noc.read"(%arg2, %c0_i32, %arg0, %c0_i32, %c1024_i32) : {{.*}} -> !noc.token
// CHECK-NEXT: "noc.wait"(%[[T]]) : (!noc.token) -> ()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "pipe.reserve_back"(%arg2)
// CHECK-NEXT: "noc.read"(%arg2, %c0_i32, %arg0, %c1024_i32, %c1024_i32) : {{.*}} -> ()
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "noc.sem_set"(%arg3, %c0_i32)
func.func @token_wait(%g: !noc.global<bf16>, %x: !noc.local<bf16>, %p: !pipe.pipe<bf16>, %ready: !noc.semaphore) {
  %c0 = arith.constant 0 : i32
  %c1024 = arith.constant 1024 : i32
  "noc.read"(%x, %c0, %g, %c0, %c1024) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%p, %c0, %g, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%p, %c0, %g, %c1024, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "noc.sem_set"(%ready, %c0) : (!noc.semaphore, i32) -> ()
  return
}

// -----

// Outside a device program the consumers of the pipes are unknown, so the
// push of `a` does not move after the reserve of `b`: two barriers stay.
// CHECK-LABEL: func.func @two_pipes_in_order(
// CHECK: "pipe.reserve_back"(%arg2)
// CHECK-NEXT: "noc.read"(%arg2,
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "pipe.reserve_back"(%arg3)
// CHECK-NEXT: "noc.read"(%arg3,
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg3)
func.func @two_pipes_in_order(%ga: !noc.global<bf16>, %gb: !noc.global<bf16>, %a: !pipe.pipe<bf16>, %b: !pipe.pipe<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1024 = arith.constant 1024 : i32
  "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%a, %c0, %ga, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
  "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%b, %c0, %gb, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// Writes out of a read frame complete before the frame is popped; the
// unrelated get moves above the barrier.
// CHECK-LABEL: func.func @writer(
// CHECK: "pipe.wait_front"(%arg0)
// CHECK-NEXT: "noc.write"(%arg0, %c0_i32, %arg1, %c0_i32, %c1024_i32)
// CHECK-NEXT: "noc.get"(%arg2, %c0_i32)
// CHECK-NEXT: "noc.write_barrier"()
// CHECK-NEXT: "pipe.pop_front"(%arg0)
func.func @writer(%p: !pipe.pipe<bf16>, %g: !noc.global<bf16>, %y: !noc.local<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1024 = arith.constant 1024 : i32
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "noc.write"(%p, %c0, %g, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.write_barrier"() : () -> ()
  %v = "noc.get"(%y, %c0) : (!noc.local<bf16>, i32) -> bf16
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// The moves are issued inside a loop the block planner treats as opaque,
// and a loop body may start with transfers in flight: both barriers stay.
// CHECK-LABEL: func.func @opaque_transfers(
// CHECK: scf.for
// CHECK: "noc.read_barrier"()
// CHECK-NEXT: "noc.read"(%arg0, %c0_i32, %arg3, %c0_i32, %c1024_i32)
// CHECK-NEXT: "pipe.push_back"(%arg1)
// CHECK-NEXT: scf.for
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "noc.get"(%arg0, %c0_i32)
func.func @opaque_transfers(%l: !noc.local<bf16>, %p: !pipe.pipe<bf16>, %n: i32, %g: !noc.global<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c1024 = arith.constant 1024 : i32
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "noc.move_init"(%p, %c1024) : (!pipe.pipe<bf16>, i32) -> ()
  scf.for %i = %c0 to %n step %c1 : i32 {
    "noc.move"(%p, %c0, %l, %c0) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32) -> ()
  }
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%l, %c0, %g, %c0, %c1024) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  scf.for %i = %c0 to %n step %c1 : i32 {
    "noc.read_barrier"() : () -> ()
    %v = "noc.get"(%l, %c0) : (!noc.local<bf16>, i32) -> bf16
  }
  return
}
