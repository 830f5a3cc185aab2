// tanto-verify-protocol across the kernels of a core: producers push as many
// tiles into a pipe as its consumers wait for (trip counts from constants
// and the program's known arguments). Frame sizes belong to kernels, so a
// producer and its consumer may use different ones; each must fit the pipe.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(tanto-verify-protocol)'

// 4 x 2 frames pushed, 8 waited for: clean.
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}, %n: i32 {tanto.name = "n", tanto.value = 4 : i32}) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %total = arith.muli %n, %c2 : i32
  scf.for %i = %c0 to %total step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
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

func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    // expected-note@+1 {{`reader` pushes here}}
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  scf.for %i = %c0 to %c5 step %c1 : i32 {
    // expected-error@+1 {{kernel `math` waits for 5 frames of `in` but kernel `reader` pushes only 4: `math` blocks forever}}
    "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// A trip count the program does not give: a warning naming it.
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}, %n: i32 {tanto.name = "num_frames"}) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    // expected-warning@+1 {{cannot check that kernel `reader` pushes as many frames into `in` as kernel `math` waits for: the number of pushes is not known (it depends on `num_frames`, a runtime argument the program does not give)}}
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// One-tile frames pushed, four-tile frames waited for: 8 tiles each way.
"pipe.decl"() {capacity = 8 : i64, cores = array<i64: 0, 0, 0, 0>, element = bf16, frame = 1 : i64, sym_name = "in"} : () -> ()
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  "pipe.set_frame"(%p, %c4) : (!pipe.pipe<bf16>, i32) -> ()
  scf.for %i = %c0 to %c2 step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// Three four-tile frames are 12 tiles; the reader pushes 8.
"pipe.decl"() {capacity = 8 : i64, cores = array<i64: 0, 0, 0, 0>, element = bf16, frame = 1 : i64, sym_name = "in"} : () -> ()
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c8 = arith.constant 8 : i32
  scf.for %i = %c0 to %c8 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    // expected-note@+1 {{`reader` pushes here}}
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  "pipe.set_frame"(%p, %c4) : (!pipe.pipe<bf16>, i32) -> ()
  scf.for %i = %c0 to %c3 step %c1 : i32 {
    // expected-error@+1 {{kernel `math` waits for 12 tiles of `in` but kernel `reader` pushes only 8: `math` blocks forever}}
    "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// A frame larger than the pipe never fits; one that does not divide it may
// run past the end of the pipe's memory.
"pipe.decl"() {capacity = 8 : i64, cores = array<i64: 0, 0, 0, 0>, element = bf16, frame = 1 : i64, sym_name = "in"} : () -> ()
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}) attributes {tanto.role = "read"} {
  %c3 = arith.constant 3 : i32
  // expected-warning@+1 {{kernel `reader` sets frames of `in` to 3 tiles, which do not divide its 8 tiles: a frame may run past the end of the pipe's memory [-Wframe-straddles-ring]}}
  "pipe.set_frame"(%p, %c3) : (!pipe.pipe<bf16>, i32) -> ()
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  // expected-note@+1 {{`reader` pushes here}}
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
  %c16 = arith.constant 16 : i32
  // expected-error@+1 {{kernel `math` sets frames of `in` to 16 tiles, but the pipe holds 8: its reserve_back and wait_front never return}}
  "pipe.set_frame"(%p, %c16) : (!pipe.pipe<bf16>, i32) -> ()
  // expected-error@+1 {{kernel `math` waits for 16 tiles of `in` but kernel `reader` pushes only 3}}
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// Without the program's declaration, frames are compared only while no
// kernel changes its frame size.
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}) attributes {tanto.role = "read"} {
  %c2 = arith.constant 2 : i32
  "pipe.set_frame"(%p, %c2) : (!pipe.pipe<bf16>, i32) -> ()
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  // expected-warning@+1 {{cannot check that kernel `reader` pushes as many frames into `in` as kernel `math` waits for: the number of pushes is not known (`reader` changes its frame size of `in`, whose declared frame size is not known outside a device program)}}
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// Kernels on different cores do not share a pipe instance.
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}
func.func @math(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute", tanto.cores = array<i64: 1, 0, 1, 0>} {
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}
