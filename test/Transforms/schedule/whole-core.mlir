// The whole-core model decides whether a writer is software-pipelined
// (tanto-schedule, docs/passes/schedule.md, "The whole core"): the kernels of
// its core run together on the latency model, and the writer is pipelined
// where a kernel waits for the slots it holds or it drains a backlog of
// frames after its producer is done.
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule)' | FileCheck %s
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{stats})' -verify-diagnostics -o /dev/null
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule,tanto-verify-protocol)' -o /dev/null

// The math kernel works a long time before its first frame (its estimate
// alone is the core's largest), then makes 8 frames at once: the writer
// holds 2 of them and drains the rest one write round trip at a time. It is
// pipelined, although it is not the slowest kernel taken alone.
// CHECK-LABEL: func.func @writer(
// CHECK: "pipe.wait_next"(%arg1)
// CHECK: scf.for
// CHECK: "noc.wait"
// CHECK-NOT: noc.write_barrier
// CHECK: return
"pipe.decl"() {capacity = 2 : i64, sym_name = "out", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "out"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c7 = arith.constant 7 : i32
  %c3000 = arith.constant 3000 : i32
  %one = arith.constant 1.0 : f32
  "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
  scf.for %j = %c0 to %c3000 step %c1 : i32 {
    %k = arith.remui %j, %c8 : i32
    "pipe.set"(%p, %k, %one) : (!pipe.pipe<f32>, i32, f32) -> ()
  }
  "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  scf.for %i = %c0 to %c7 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @writer: estimated}}
func.func @writer(%dst: !noc.global<f32>, %p: !pipe.pipe<f32> {tanto.bind = "out"}) attributes {tanto.role = "write", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c1024 = arith.constant 1024 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %offset = arith.muli %i, %c1024 : i32
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.write"(%p, %c0, %dst, %offset, %c1024) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.write_barrier"() : () -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}

// -----

// The math kernel makes each frame slower than the writer writes it: no
// kernel waits for the writer's slots and it never holds two frames, so
// pipelining it would only add instructions. It is kept as written.
// CHECK-LABEL: func.func @writer(
// CHECK: scf.for
// CHECK: "pipe.wait_front"(%arg1)
// CHECK: "noc.write"
// CHECK-NEXT: "noc.write_barrier"
// CHECK-NEXT: "pipe.pop_front"(%arg1)
// CHECK-NOT: pipe.wait_next
// CHECK: return
"pipe.decl"() {capacity = 2 : i64, sym_name = "out", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "out"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c200 = arith.constant 200 : i32
  %one = arith.constant 1.0 : f32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    scf.for %j = %c0 to %c200 step %c1 : i32 {
      %k = arith.remui %j, %c8 : i32
      "pipe.set"(%p, %k, %one) : (!pipe.pipe<f32>, i32, f32) -> ()
    }
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @writer: estimated}}
func.func @writer(%dst: !noc.global<f32>, %p: !pipe.pipe<f32> {tanto.bind = "out"}) attributes {tanto.role = "write", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c1024 = arith.constant 1024 : i32
  // expected-remark@+1 {{loop not software-pipelined: no kernel of its core waits for its frames by the whole-core model}}
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %offset = arith.muli %i, %c1024 : i32
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.write"(%p, %c0, %dst, %offset, %c1024) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.write_barrier"() : () -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
