// Loops of two iterations (tanto-schedule, docs/passes/schedule.md,
// "Software pipelining"): a reader's runs one frame ahead, both frames'
// reads in flight before the first is pushed; a writer's stays as written.
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule)' | FileCheck %s
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{stats})' -verify-diagnostics -o /dev/null
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule,tanto-verify-protocol)' -o /dev/null

// CHECK-LABEL: func.func @reader(
// CHECK: "pipe.reserve_back"(%arg1)
// CHECK-NEXT: %[[T0:.*]] = "noc.read"(%arg1, {{.*}}) : {{.*}} -> !noc.token
// CHECK: "pipe.reserve_next"(%arg1)
// CHECK-NEXT: %[[T1:.*]] = "noc.read"(%arg1, {{.*}}) {next_frame} : {{.*}} -> !noc.token
// The loop between runs no iteration (canonicalization removes it).
// CHECK: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[T0]], %{{.*}} = %[[T1]])
// CHECK: "noc.wait"(%[[R]]#0)
// CHECK-NEXT: "pipe.push_back"(%arg1)
// CHECK-NEXT: "noc.wait"(%[[R]]#1)
// CHECK-NEXT: "pipe.push_back"(%arg1)
// CHECK-NOT: noc.read_barrier
// CHECK: return
"pipe.decl"() {capacity = 2 : i64, sym_name = "in", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<bf16>, %p: !pipe.pipe<bf16> {tanto.bind = "in"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c1024 = arith.constant 1024 : i32
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    %at = arith.muli %i, %c1024 : i32
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%p, %c0, %src, %at, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @writer(
// CHECK: scf.for
// CHECK: "noc.write"
// CHECK-NEXT: "noc.write_barrier"
// CHECK-NOT: pipe.wait_next
"pipe.decl"() {capacity = 2 : i64, sym_name = "out", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "out"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @writer: estimated}}
func.func @writer(%dst: !noc.global<f32>, %p: !pipe.pipe<f32> {tanto.bind = "out"}) attributes {tanto.role = "write", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c1024 = arith.constant 1024 : i32
  // expected-remark@+1 {{loop not software-pipelined: it runs 2 times: a pipeline needs three iterations}}
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    %offset = arith.muli %i, %c1024 : i32
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.write"(%p, %c0, %dst, %offset, %c1024) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.write_barrier"() : () -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
