// Loop collapsing (tanto-schedule, passes/src/schedule/collapse.rs): a frame
// loop of 4 iterations nested in a loop of 6 pipelines at most 2 frames
// ahead and drains at every outer iteration; collapsed into one loop of 24
// (row k / 4, column k % 4, the inner arguments restarted at each row), it
// pipelines across rows.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-schedule)' | FileCheck %s
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-schedule{stats})' -verify-diagnostics -o /dev/null
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-schedule,tanto-verify-protocol)' -o /dev/null

// CHECK-LABEL: func.func @reader(
// CHECK: "pipe.reserve_next"(%arg1) {ahead = 6 : i64}
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(
// CHECK: arith.divui %{{.*}}, %c4_i32
// CHECK: arith.remui %{{.*}}, %c4_i32
// CHECK: arith.cmpi eq
// CHECK: arith.select
// CHECK: "pipe.reserve_next"(%arg1) {ahead = 6 : i64}
// CHECK-NOT: scf.for
// CHECK: return
"pipe.decl"() {capacity = 2 : i64, sym_name = "tiles", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<f32>, %p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c6 = arith.constant 6 : i32
  %c1024 = arith.constant 1024 : i32
  %c5 = arith.constant 5 : i32
  scf.for %row = %c0 to %c6 step %c1 : i32 {
    // Row r starts at tile r * 5 (a stride the inner loop restarts from).
    %first = arith.muli %row, %c5 : i32
    %end = scf.for %col = %c0 to %c4 step %c1 iter_args(%tile = %first) -> (i32) : i32 {
      %offset = arith.muli %tile, %c1024 : i32
      "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
      "noc.read"(%p, %c0, %src, %offset, %c1024) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
      "noc.read_barrier"() : () -> ()
      "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
      %next = arith.addi %tile, %c1 : i32
      scf.yield %next : i32
    }
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c24 = arith.constant 24 : i32
  scf.for %i = %c0 to %c24 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
