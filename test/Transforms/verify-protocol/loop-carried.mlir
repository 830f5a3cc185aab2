// A pipe passed by reference to a helper that is inlined into a loop is
// carried through the loop (`iter_args(%q = %p)`, yielded unchanged): it is
// still the kernel's parameter `%p`, bound to the program's pipe `in`, for
// the protocol model, the schedule and dma-coalesce alike.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(tanto-verify-protocol)'

// 4 frames pushed, 4 waited for through the carried value: clean.
func.func @reader(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}
func.func @math(%other: !pipe.pipe<bf16> {tanto.bind = "other", tanto.name = "other"}, %p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%sum = %c0, %q = %p) -> (i32, !pipe.pipe<bf16>) : i32 {
    "pipe.wait_front"(%q) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%q) : (!pipe.pipe<bf16>) -> ()
    %next = arith.addi %sum, %c1 : i32
    scf.yield %next, %q : i32, !pipe.pipe<bf16>
  }
  return
}

// -----

// One wait too many through the carried value: the error names `in`.
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
func.func @math(%other: !pipe.pipe<bf16> {tanto.bind = "other", tanto.name = "other"}, %p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "q"}) attributes {tanto.role = "compute"} {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %r:2 = scf.for %i = %c0 to %c5 step %c1 iter_args(%sum = %c0, %q = %p) -> (i32, !pipe.pipe<bf16>) : i32 {
    // expected-error@+1 {{kernel `math` waits for 5 frames of `in` but kernel `reader` pushes only 4: `math` blocks forever}}
    "pipe.wait_front"(%q) : (!pipe.pipe<bf16>) -> ()
    "pipe.pop_front"(%q) : (!pipe.pipe<bf16>) -> ()
    %next = arith.addi %sum, %c1 : i32
    scf.yield %next, %q : i32, !pipe.pipe<bf16>
  }
  return
}
