// tanto-schedule on device programs (pipe capacities and cores known):
// frame loops over pipes of two frames are software-pipelined, two pipes
// filled one after the other share one barrier, each only when simulating
// the kernels of the core proves the new order deadlock-free; otherwise a
// remark says why (with `stats`).
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{deepen=false})' | FileCheck %s
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{deepen=false stats})' -verify-diagnostics -o /dev/null
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{deepen=false},tanto-verify-protocol)' -o /dev/null

// Two pipes of three frames, eight frames each (deepening off: the
// capacity allows one frame ahead): the reads of frame i + 1 are in flight
// while frame i completes. The prologue issues frames 0 and 1; each
// iteration waits for and pushes its frame, then issues the frame after the
// ones in flight under the transaction ids of the frame it just pushed
// (`reusing`), so each wait waits for its own frame only.
// CHECK-LABEL: func.func @reader(
// CHECK: "pipe.reserve_back"(%arg2)
// CHECK-NEXT: "pipe.reserve_back"(%arg3)
// CHECK-NEXT: %[[A0:.*]] = "noc.read"(%arg2, %c0_i32, %arg0, %c0_i32, %c2048_i32) : {{.*}} -> !noc.token
// CHECK-NEXT: %[[B0:.*]] = "noc.read"(%arg3, %c0_i32, %arg1, %c0_i32, %c2048_i32) : {{.*}} -> !noc.token
// CHECK-NEXT: %[[OFF1:.*]] = arith.addi %c0_i32, %c2048_i32 : i32
// CHECK: "pipe.reserve_next"(%arg2)
// CHECK-NEXT: "pipe.reserve_next"(%arg3)
// CHECK-NEXT: %[[A1:.*]] = "noc.read"(%arg2, %c0_i32, %arg0, %[[OFF1]], %c2048_i32) {next_frame} : {{.*}} -> !noc.token
// CHECK-NEXT: %[[B1:.*]] = "noc.read"(%arg3, %c0_i32, %arg1, %[[OFF1]], %c2048_i32) {next_frame} : {{.*}} -> !noc.token
// CHECK-NEXT: %[[END:.*]] = arith.constant 6 : i32
// CHECK-NEXT: %[[R:.*]]:5 = scf.for %{{.*}} = %c0_i32 to %[[END]] step %c1_i32 iter_args(%[[OFF:.*]] = %[[OFF1]], %[[TA:.*]] = %[[A0]], %[[TB:.*]] = %[[B0]], %[[UA:.*]] = %[[A1]], %[[UB:.*]] = %[[B1]]) -> (i32, !noc.token, !noc.token, !noc.token, !noc.token) : i32 {
// CHECK-NEXT: "noc.wait"(%[[TA]], %[[TB]]) : (!noc.token, !noc.token) -> ()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "pipe.push_back"(%arg3)
// CHECK: %[[NEXT:.*]] = arith.addi %[[OFF]], %c2048_i32 : i32
// CHECK: "pipe.reserve_next"(%arg2)
// CHECK-NEXT: "pipe.reserve_next"(%arg3)
// CHECK-NEXT: %[[A2:.*]] = "noc.read"(%arg2, %c0_i32, %arg0, %[[NEXT]], %c2048_i32, %[[TA]]) {next_frame} : {{.*}} -> !noc.token
// CHECK-NEXT: %[[B2:.*]] = "noc.read"(%arg3, %c0_i32, %arg1, %[[NEXT]], %c2048_i32, %[[TB]]) {next_frame} : {{.*}} -> !noc.token
// CHECK-NEXT: scf.yield %[[NEXT]], %[[UA]], %[[UB]], %[[A2]], %[[B2]] : i32, !noc.token, !noc.token, !noc.token, !noc.token
// CHECK-NEXT: }
// CHECK: "noc.wait"(%[[R]]#1, %[[R]]#2) : (!noc.token, !noc.token) -> ()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "pipe.push_back"(%arg3)
// CHECK-NEXT: "noc.wait"(%[[R]]#3, %[[R]]#4) : (!noc.token, !noc.token) -> ()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "pipe.push_back"(%arg3)
// CHECK-NOT: noc.read_barrier
// CHECK: return
"pipe.decl"() {capacity = 6 : i64, sym_name = "a", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 1, 1>} : () -> ()
"pipe.decl"() {capacity = 6 : i64, sym_name = "b", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 1, 1>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated 7048 cycles before, 3780 after; 1 barrier before, 0 barriers and 3 waits after; 1 loop software-pipelined; 0 set-ups hoisted}}
func.func @reader(%ga: !noc.global<bf16>, %gb: !noc.global<bf16>, %a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}, %n: i32 {tanto.value = 8 : i32}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2048 = arith.constant 2048 : i32
  %end = scf.for %i = %c0 to %n step %c1 iter_args(%offset = %c0) -> (i32) : i32 {
    "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%a, %c0, %ga, %offset, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read"(%b, %c0, %gb, %offset, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
    %next = arith.addi %offset, %c2048 : i32
    scf.yield %next : i32
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 1, 1>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.wait_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.wait_front"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%b) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// One frame each: no pipelining, but the two fills share one barrier (the
// consumer takes one frame of each per iteration: proven safe).
// CHECK-LABEL: func.func @reader(
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: "pipe.reserve_back"(%arg2)
// CHECK-NEXT: "noc.read"(%arg2,
// CHECK-NEXT: "pipe.reserve_back"(%arg3)
// CHECK-NEXT: "noc.read"(%arg3,
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "pipe.push_back"(%arg3)
// CHECK-NEXT: }
"pipe.decl"() {capacity = 2 : i64, sym_name = "a", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
"pipe.decl"() {capacity = 2 : i64, sym_name = "b", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated 11792 cycles before, 6984 after; 2 barriers before, 1 barrier and 0 waits after; 0 loops software-pipelined; 0 set-ups hoisted}}
func.func @reader(%ga: !noc.global<bf16>, %gb: !noc.global<bf16>, %a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c2048 = arith.constant 2048 : i32
  // expected-remark@+1 {{loop not software-pipelined: pipe `a` holds 2 tiles; a pipeline needs 6 (two of its 2-tile frames and one of the other end's 2), and it cannot be deepened}}
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %offset = arith.muli %i, %c2048 : i32
    "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%a, %c0, %ga, %offset, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%b, %c0, %gb, %offset, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.wait_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.wait_front"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%b) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// The consumer holds the frame of `b` until it has the next frame of `a`:
// pushing `a` after reserving `b` would deadlock, so the order stays.
// CHECK-LABEL: func.func @reader(
// CHECK: scf.for
// CHECK-NEXT: arith.muli
// CHECK-NEXT: "pipe.reserve_back"(%arg2)
// CHECK-NEXT: "noc.read"(%arg2,
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg2)
// CHECK-NEXT: "pipe.reserve_back"(%arg3)
// CHECK-NEXT: "noc.read"(%arg3,
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg3)
"pipe.decl"() {capacity = 2 : i64, sym_name = "a", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
"pipe.decl"() {capacity = 2 : i64, sym_name = "b", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated 12529 cycles before, 12529 after; 3 barriers before, 3 barriers and 0 waits after; 0 loops software-pipelined; 0 set-ups hoisted; pipe operations kept in order: the new order would deadlock on core (0, 0): kernel `reader` blocks in reserve_back: it needs 2 tiles free in `b`, which holds 2 tiles with 2 tiles full}}
func.func @reader(%ga: !noc.global<bf16>, %gb: !noc.global<bf16>, %a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  %c2048 = arith.constant 2048 : i32
  "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%b, %c0, %gb, %c0, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
  // expected-remark@+1 {{loop not software-pipelined: pipe `a` holds 2 tiles; a pipeline needs 6 (two of its 2-tile frames and one of the other end's 2), and it cannot be deepened}}
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    %offset = arith.muli %i, %c2048 : i32
    "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%a, %c0, %ga, %offset, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%b, %c0, %gb, %offset, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  "pipe.wait_front"(%b) : (!pipe.pipe<bf16>) -> ()
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.wait_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.wait_front"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%a) : (!pipe.pipe<bf16>) -> ()
  }
  "pipe.pop_front"(%b) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// A trip count the program does not give: no pipelining, and the proof
// cannot run, so the pipe order stays.
// CHECK-LABEL: func.func @reader(
// CHECK: "noc.read_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg1)
"pipe.decl"() {capacity = 6 : i64, sym_name = "a", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%ga: !noc.global<bf16>, %a: !pipe.pipe<bf16> {tanto.bind = "a"}, %n: i32 {tanto.name = "n"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2048 = arith.constant 2048 : i32
  // expected-remark@+1 {{loop not software-pipelined: its trip count is not known}}
  scf.for %i = %c0 to %n step %c1 : i32 {
    "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%a, %c0, %ga, %c0, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// A kernel of the core waits on a semaphore: the simulation cannot follow
// other cores, so the proof is refused and nothing is pipelined.
// CHECK-LABEL: func.func @reader(
// CHECK-NOT: reserve_next
// CHECK: return
"pipe.decl"() {capacity = 6 : i64, sym_name = "a", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
"noc.semaphore_decl"() {sym_name = "go", initial = 0 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{pipe operations kept in order: kernel `reader` on core (0, 0) waits on a semaphore, which the deadlock proof cannot follow}}
func.func @reader(%ga: !noc.global<bf16>, %a: !pipe.pipe<bf16> {tanto.bind = "a"}, %go: !noc.semaphore {tanto.bind = "go"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c2048 = arith.constant 2048 : i32
  "noc.sem_wait"(%go, %c1) : (!noc.semaphore, i32) -> ()
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%a, %c0, %ga, %c0, %c2048) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%a: !pipe.pipe<bf16> {tanto.bind = "a"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.wait_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%a) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
