// Pipe deepening (tanto-schedule, docs/passes/schedule.md): a frame loop's
// reads (or a writer's DRAM writes) run as many frames ahead as cover a DRAM
// transfer's flight, and a pipe
// whose declared capacity is too small for that is given more frames, within
// the L1 the program leaves free and in multiples of every frame size used.
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule)' | FileCheck %s
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{stats})' -verify-diagnostics -o /dev/null
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule,tanto-verify-protocol)' -o /dev/null

// One pipe of two 4 KiB frames, 16 frames: deepened to 8 frames and read
// 6 frames ahead. The prologue reserves and fills frames 0..6 (frames 2 and
// up name how far ahead with `ahead`); each iteration waits for and pushes
// its frame, then reads the frame 6 after the new write frame under the
// transaction id of the frame it just pushed, keeping 7 frames in flight.
// CHECK: "pipe.decl"() {capacity = 8 : i64
// CHECK-LABEL: func.func @reader(
// CHECK: "pipe.reserve_back"(%arg1)
// CHECK: %[[T0:.*]] = "noc.read"(%arg1, {{.*}}) : {{.*}} -> !noc.token
// CHECK: "pipe.reserve_next"(%arg1) : (!pipe.pipe<f32>) -> ()
// CHECK: "noc.read"(%arg1, {{.*}}) {next_frame} : {{.*}} -> !noc.token
// CHECK: "pipe.reserve_next"(%arg1) {ahead = 2 : i64}
// CHECK: "noc.read"(%arg1, {{.*}}) {ahead = 2 : i64, next_frame}
// CHECK: "pipe.reserve_next"(%arg1) {ahead = 6 : i64}
// CHECK: "noc.read"(%arg1, {{.*}}) {ahead = 6 : i64, next_frame}
// CHECK-NOT: "noc.wait"
// CHECK: scf.for {{.*}} iter_args(%[[LANDING:[^ ]*]] = %[[T0]], {{.*}}) -> (!noc.token, !noc.token, !noc.token, !noc.token, !noc.token, !noc.token, !noc.token)
// CHECK-NEXT: "noc.wait"(%[[LANDING]])
// CHECK-NEXT: "pipe.push_back"(%arg1)
// CHECK: "pipe.reserve_next"(%arg1) {ahead = 6 : i64}
// CHECK-NEXT: "noc.read"(%arg1, %{{.*}}, %arg0, %{{.*}}, %{{.*}}, %[[LANDING]]) {ahead = 6 : i64, next_frame}
// CHECK-NEXT: scf.yield
// CHECK-COUNT-7: "pipe.push_back"(%arg1)
// CHECK-NOT: "pipe.push_back"
// CHECK: return
"pipe.decl"() {capacity = 2 : i64, sym_name = "tiles", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<f32>, %p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %c1024 = arith.constant 1024 : i32
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    %offset = arith.muli %i, %c1024 : i32
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.read"(%p, %c0, %src, %offset, %c1024) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}

// -----

// The consumer takes frames of 3 tiles: the reader's 7 frames in flight
// and one consumer frame need 10 tiles, and the capacity stays a multiple of
// every frame size used (1 and 3): 12 tiles.
// CHECK: "pipe.decl"() {capacity = 12 : i64
// CHECK-LABEL: func.func @reader(
// CHECK: "pipe.reserve_next"(%arg1) {ahead = 6 : i64}
"pipe.decl"() {capacity = 3 : i64, sym_name = "tiles", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<f32>, %p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c18 = arith.constant 18 : i32
  %c1024 = arith.constant 1024 : i32
  scf.for %i = %c0 to %c18 step %c1 : i32 {
    %offset = arith.muli %i, %c1024 : i32
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.read"(%p, %c0, %src, %offset, %c1024) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c6 = arith.constant 6 : i32
  "pipe.set_frame"(%p, %c3) : (!pipe.pipe<f32>, i32) -> ()
  scf.for %i = %c0 to %c6 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}

// -----

// A local buffer that leaves no L1 free: the pipe keeps its two frames, too
// few to pipeline (the reader would hold both and the consumer none).
// CHECK: "pipe.decl"() {capacity = 2 : i64
// CHECK-LABEL: func.func @reader(
// CHECK-NOT: reserve_next
// CHECK: return
"noc.local_decl"() {sym_name = "big", element = f32, elements = 348000 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
"pipe.decl"() {capacity = 2 : i64, sym_name = "tiles", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @reader: estimated}}
func.func @reader(%src: !noc.global<f32>, %p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %c1024 = arith.constant 1024 : i32
  // expected-remark@+1 {{loop not software-pipelined: pipe `tiles` holds 2 tiles; a pipeline needs 3 (two of its 1-tile frames and one of the other end's 1), and it cannot be deepened}}
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    %offset = arith.muli %i, %c1024 : i32
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.read"(%p, %c0, %src, %offset, %c1024) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "tiles"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}

// -----

// A writer draining 16 frames into DRAM, each behind a write barrier, is its
// core's bottleneck: it is pipelined as a consumer. The pipe is deepened, the
// prologue holds frames 0..d of it (`wait_next`) with their writes in flight
// (`source_ahead`), and each iteration pops its frame once its write is
// acknowledged, then writes the next one under the popped frame's id.
// CHECK: "pipe.decl"() {capacity = {{[0-9]+}} : i64, {{.*}}sym_name = "out"
// CHECK-LABEL: func.func @writer(
// CHECK: "pipe.wait_front"(%arg1)
// CHECK: %[[W0:.*]] = "noc.write"(%arg1, {{.*}}) : {{.*}} -> !noc.token
// CHECK: "pipe.wait_next"(%arg1) : (!pipe.pipe<f32>) -> ()
// CHECK: "noc.write"(%arg1, {{.*}}) {source_ahead = 1 : i64}
// CHECK: "pipe.wait_next"(%arg1) {ahead = 2 : i64}
// CHECK: "noc.write"(%arg1, {{.*}}) {source_ahead = 2 : i64}
// CHECK: scf.for {{.*}} iter_args(%[[LANDING:[^ ]*]] = %[[W0]],
// CHECK-NEXT: "noc.wait"(%[[LANDING]])
// CHECK-NEXT: "pipe.pop_front"(%arg1)
// CHECK: "pipe.wait_next"(%arg1) {ahead =
// CHECK-NEXT: "noc.write"(%arg1, %{{.*}}, %arg0, %{{.*}}, %{{.*}}, %[[LANDING]]) {source_ahead =
// CHECK-NEXT: scf.yield
// CHECK-NOT: noc.write_barrier
// CHECK: return
"pipe.decl"() {capacity = 2 : i64, sym_name = "out", element = f32, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
// expected-remark@+1 {{schedule @math: estimated}}
func.func @math(%p: !pipe.pipe<f32> {tanto.bind = "out"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<f32>) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
// expected-remark@+1 {{schedule @writer: estimated}}
func.func @writer(%dst: !noc.global<f32>, %p: !pipe.pipe<f32> {tanto.bind = "out"}) attributes {tanto.role = "write", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c16 = arith.constant 16 : i32
  %c1024 = arith.constant 1024 : i32
  scf.for %i = %c0 to %c16 step %c1 : i32 {
    %offset = arith.muli %i, %c1024 : i32
    "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
    "noc.write"(%p, %c0, %dst, %offset, %c1024) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.write_barrier"() : () -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  }
  return
}
