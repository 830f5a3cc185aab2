// tanto-verify-protocol runs the kernels of each core of a device program
// against the declared pipe capacities (frames): a deadlock is an error at
// the operation where the first kernel blocks, with a note for each other
// blocked kernel. Counts that agree do not rule a deadlock out.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(tanto-verify-protocol)'

// Matmul-like: the reader sends every `a` frame before the `b` frames, the
// consumer needs one of each at a time. Two frames of `a` are not enough.
"pipe.decl"() {capacity = 2 : i64, sym_name = "a", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 1, 0>} : () -> ()
"pipe.decl"() {capacity = 1 : i64, sym_name = "b", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 1, 0>} : () -> ()
func.func @reader(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 1, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    // expected-error@+1 {{deadlock on core (0, 0) and 1 other cores: kernel `reader` blocks in reserve_back: it needs 1 tile free in `a`, which holds 2 tiles with 2 tiles full}}
    "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
  }
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @math(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 1, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.wait_front"(%a) : (!pipe.pipe<bf16>) -> ()
    // expected-note@+1 {{while kernel `math` blocks in wait_front: it waits for 1 tile of `b` and none is pushed}}
    "pipe.wait_front"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%b) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// The same kernels with four frames of `a`: clean.
"pipe.decl"() {capacity = 4 : i64, sym_name = "a", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 1, 0>} : () -> ()
"pipe.decl"() {capacity = 1 : i64, sym_name = "b", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 1, 0>} : () -> ()
func.func @reader(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 1, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
  }
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @math(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 1, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.wait_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.wait_front"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%b) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// Two pipes filled in the opposite order to the one they are drained in;
// one frame each: the writer-side order matters.
"pipe.decl"() {capacity = 1 : i64, sym_name = "a", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
"pipe.decl"() {capacity = 1 : i64, sym_name = "b", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
func.func @reader(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
  // expected-error@+1 {{deadlock on core (0, 0): kernel `reader` blocks in reserve_back: it needs 1 tile free in `a`, which holds 1 tile with 1 tile full}}
  "pipe.reserve_back"(%a) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%a) : (!pipe.pipe<bf16>) -> ()
  "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
  "pipe.reserve_back"(%b) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%b) : (!pipe.pipe<bf16>) -> ()
  return
}
func.func @math(%a: !pipe.pipe<bf16> {tanto.bind = "a"}, %b: !pipe.pipe<bf16> {tanto.bind = "b"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    // expected-note@+1 {{while kernel `math` blocks in wait_front: it waits for 1 tile of `b` and none is pushed}}
    "pipe.wait_front"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%b) : (!pipe.pipe<bf16>) -> ()
    "pipe.wait_front"(%a) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%a) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// Software-pipelined producer: reserve_next holds a second frame.
"pipe.decl"() {capacity = 1 : i64, sym_name = "in", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  scf.for %i = %c0 to %c3 step %c1 : i32 {
    // expected-error@+1 {{deadlock on core (0, 0): kernel `reader` blocks in reserve_next: it needs 1 tile free in `in`, which holds 1 tile with 1 tile reserved}}
    "pipe.reserve_next"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 0, 0, 0, 0>} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    // expected-note@+1 {{while kernel `math` blocks in wait_front: it waits for 1 tile of `in` and none is pushed}}
    "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
