// A frame held to the end of the kernel is legal: a reduce kernel waits for
// its scaler tile once, uses it in every iteration and never pops it; the
// pipe dies with the kernel. tanto-verify-protocol says so in a remark
// (rule held-frame). What really deadlocks across kernels, a producer that
// needs the held frame's space back, is still an error of the deadlock
// check.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(tanto-verify-protocol)'

"pipe.decl"() {capacity = 1 : i64, sym_name = "s", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
"pipe.decl"() {capacity = 2 : i64, sym_name = "x", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
func.func @reader(%s: !pipe.pipe<bf16> {tanto.bind = "s"}, %x: !pipe.pipe<bf16> {tanto.bind = "x"}, %g: !noc.global<bf16>) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c1024 = arith.constant 1024 : i32
  "pipe.reserve_back"(%s) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%s, %c0, %g, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%s) : (!pipe.pipe<bf16>) -> ()
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.reserve_back"(%x) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%x, %c0, %g, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%x) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @reduce(%s: !pipe.pipe<bf16> {tanto.bind = "s"}, %x: !pipe.pipe<bf16> {tanto.bind = "x"}, %m: !tile.math<bf16>) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  // expected-remark@+1 {{kernel `reduce` holds the read frame of `s` it waits for here to its end (never pops it); the frame is released with the kernel [-Wheld-frame]}}
  "pipe.wait_front"(%s) : (!pipe.pipe<bf16>) -> ()
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.wait_front"(%x) : (!pipe.pipe<bf16>) -> ()
    "tile.copy"(%m, %x, %c0, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
    "tile.copy"(%m, %s, %c0, %c1) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
    "pipe.pop_front"(%x) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// The producer pushes a second scaler into the pipe's only frame, which the
// consumer holds: the producer blocks forever.
"pipe.decl"() {capacity = 1 : i64, sym_name = "s", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
func.func @reader(%s: !pipe.pipe<bf16> {tanto.bind = "s"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    // expected-error@+1 {{deadlock on core (0, 0): kernel `reader` blocks in reserve_back: it needs 1 tile free in `s`, which holds 1 tile with 1 tile full}}
    "pipe.reserve_back"(%s) : (!pipe.pipe<bf16>) -> ()
    // expected-warning@+1 {{kernel `reader` pushes 2 tiles into `s` but kernel `reduce` waits for only 1 [-Wunconsumed-frames]}}
    "pipe.push_back"(%s) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @reduce(%s: !pipe.pipe<bf16> {tanto.bind = "s"}, %m: !tile.math<bf16>) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  // The deadlock error names the kernel that holds the frame.
  // expected-remark@+3 {{kernel `reduce` holds the read frame of `s` it waits for here to its end}}
  // expected-note@+2 {{`reduce` waits here}}
  // expected-note@+1 {{kernel `reduce` holds a frame of `s` to its end: it waits for it here and never pops it}}
  "pipe.wait_front"(%s) : (!pipe.pipe<bf16>) -> ()
  "tile.copy"(%m, %s, %c0, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}
