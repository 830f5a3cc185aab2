// tanto-schedule unrolls a short counted loop nested in a frame loop (a
// reader's loop over the tiles of its frame), so that the frame loop can be
// software-pipelined (docs/passes/schedule.md, "Unrolling"). A longer inner
// loop stays, and so does the frame loop's barrier.
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule)' | FileCheck %s
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{stats})' -verify-diagnostics -o /dev/null
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule,tanto-verify-protocol)' -o /dev/null

// Each frame of 2 tiles is read by an inner loop of 2 reads, at offsets
// base + j * 2048: unrolled, the copies read at base and base + 1 * 2048,
// and the frame loop runs its reads frames ahead.
// CHECK-LABEL: func.func @reader(
// CHECK: "pipe.reserve_back"(%arg1)
// CHECK: "noc.read"(%arg1, {{.*}}, %c1024_i32) : {{.*}} -> !noc.token
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[STEP:.*]] = arith.muli %[[ONE]], %c1_i32 : i32
// CHECK-NEXT: %[[J1:.*]] = arith.addi %c0_i32, %[[STEP]] : i32
// CHECK-NEXT: arith.muli %[[J1]], %c2048_i32 : i32
// CHECK: "noc.read"(%arg1, {{.*}}, %c1024_i32) : {{.*}} -> !noc.token
// CHECK: "pipe.reserve_next"(%arg1)
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK: "noc.wait"
// CHECK-NOT: noc.read_barrier
// CHECK: return
"pipe.decl"() {capacity = 4 : i64, sym_name = "tiles", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<bf16>, %p: !pipe.pipe<bf16> {tanto.bind = "tiles"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c8 = arith.constant 8 : i32
  %c1024 = arith.constant 1024 : i32
  %c2048 = arith.constant 2048 : i32
  %c4096 = arith.constant 4096 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    %base = arith.muli %i, %c4096 : i32
    scf.for %j = %c0 to %c2 step %c1 : i32 {
      %at = arith.muli %j, %c2048 : i32
      %from = arith.addi %base, %at : i32
      %into = arith.muli %j, %c1024 : i32
      "noc.read"(%p, %into, %src, %from, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    }
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "tiles"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// An inner loop of 32 reads is not short: it stays, and the frame loop is
// not pipelined.
// CHECK-LABEL: func.func @reader(
// CHECK: scf.for
// CHECK: scf.for
// CHECK: "noc.read"
// CHECK: "noc.read_barrier"
"pipe.decl"() {capacity = 4 : i64, sym_name = "tiles", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<bf16>, %p: !pipe.pipe<bf16> {tanto.bind = "tiles"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c32 = arith.constant 32 : i32
  %c64 = arith.constant 64 : i32
  %c128 = arith.constant 128 : i32
  %c4096 = arith.constant 4096 : i32
  // expected-remark@+1 {{loop not software-pipelined: the loop body has `scf.for`}}
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    %base = arith.muli %i, %c4096 : i32
    scf.for %j = %c0 to %c32 step %c1 : i32 {
      %at = arith.muli %j, %c128 : i32
      %from = arith.addi %base, %at : i32
      %into = arith.muli %j, %c64 : i32
      "noc.read"(%p, %into, %src, %from, %c64) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    }
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "tiles"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
