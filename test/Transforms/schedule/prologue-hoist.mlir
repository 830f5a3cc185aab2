// Prologue hoisting (tanto-schedule, docs/passes/schedule.md): a reader's
// pipelined frame loop whose pipes are first used there issues its first
// frames before the kernel's own work ahead of it (here the loop that
// builds a scaler tile, then the scaler's push), so that the reads fly while
// that work runs. The arithmetic the prologue needs and the pipe's
// set_frame move up with it.
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule)' | FileCheck %s
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{stats})' -verify-diagnostics -o /dev/null
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule,tanto-verify-protocol)' -o /dev/null

// CHECK-LABEL: func.func @reader(
// CHECK: "pipe.set_frame"(%arg3, %c2
// CHECK-NEXT: %[[BASE:.*]] = arith.muli %arg4
// CHECK: "pipe.reserve_back"(%arg3)
// CHECK: "noc.read"(%arg3, {{.*}}) : {{.*}} -> !noc.token
// CHECK: "pipe.reserve_next"(%arg3)
// CHECK: "noc.read"(%arg3, {{.*}}) {next_frame} : {{.*}} -> !noc.token
// CHECK: scf.for
// CHECK: "noc.set"(%arg1
// CHECK: "pipe.reserve_back"(%arg2)
// CHECK: "noc.read_barrier"
// CHECK: "pipe.push_back"(%arg2)
// CHECK: scf.for {{.*}} iter_args
// CHECK: return
"pipe.decl"() {capacity = 1 : i64, sym_name = "scaler", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
"pipe.decl"() {capacity = 8 : i64, sym_name = "tiles", element = f32, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<f32> {tanto.bind = "x"}, %scratch: !noc.local<f32> {tanto.bind = "scratch"}, %s: !pipe.pipe<f32> {tanto.bind = "scaler"}, %p: !pipe.pipe<f32> {tanto.bind = "tiles"}, %first: i32) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %c1024 = arith.constant 1024 : i32
  %c2048 = arith.constant 2048 : i32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c1024 step %c1 : i32 {
    "noc.set"(%scratch, %i, %zero) : (!noc.local<f32>, i32, f32) -> ()
  }
  "pipe.reserve_back"(%s) : (!pipe.pipe<f32>) -> ()
  "noc.read"(%s, %c0, %scratch, %c0, %c1024) : (!pipe.pipe<f32>, i32, !noc.local<f32>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%s) : (!pipe.pipe<f32>) -> ()
  "pipe.set_frame"(%p, %c2) : (!pipe.pipe<f32>, i32) -> ()
  %base = arith.muli %first, %c2048 : i32
  scf.for %t = %c0 to %c8 step %c1 iter_args(%at = %base) -> (i32) : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.read"(%p, %c0, %src, %at, %c2048) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
    %next = arith.addi %at, %c2048 : i32
    scf.yield %next : i32
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%s: !pipe.pipe<f32> {tanto.bind = "scaler"}, %p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  "pipe.wait_front"(%s) : (!pipe.pipe<f32>) -> ()
  "pipe.set_frame"(%p, %c2) : (!pipe.pipe<f32>, i32) -> ()
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  "pipe.pop_front"(%s) : (!pipe.pipe<f32>) -> ()
  return
}

// -----

// The kernel writes the buffer the loop reads (a reader that stages its
// input, say): the prologue may not pass that write, so its reads stay
// after the write and its barrier, behind the work loop.
// CHECK-LABEL: func.func @reader(
// CHECK: scf.for
// CHECK: "noc.set"(%arg1
// CHECK: "noc.write"(%arg1, %{{.*}}, %arg0
// CHECK: "pipe.reserve_back"(%arg2)
// CHECK: "noc.read"(%arg2, {{.*}}) : {{.*}} -> !noc.token
"pipe.decl"() {capacity = 8 : i64, sym_name = "tiles", element = f32, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<f32> {tanto.bind = "x"}, %scratch: !noc.local<f32> {tanto.bind = "scratch"}, %p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c1024 = arith.constant 1024 : i32
  %c2048 = arith.constant 2048 : i32
  %zero = arith.constant 0.0 : f32
  scf.for %i = %c0 to %c1024 step %c1 : i32 {
    "noc.set"(%scratch, %i, %zero) : (!noc.local<f32>, i32, f32) -> ()
  }
  "noc.write"(%scratch, %c0, %src, %c0, %c1024) : (!noc.local<f32>, i32, !noc.global<f32>, i32, i32) -> ()
  "noc.write_barrier"() : () -> ()
  scf.for %t = %c0 to %c8 step %c1 : i32 {
    %at = arith.muli %t, %c2048 : i32
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.read"(%p, %c0, %src, %at, %c2048) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
