// -verify-diagnostics checks emitted diagnostics against expected-*
// annotations: success when they match exactly, failure otherwise.
// RUN: split-file %s %t
// RUN: tanto-opt %t/matched.mlir -split-input-file -verify-diagnostics
// RUN: not tanto-opt %t/not-produced.mlir -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=NOT-PRODUCED
// RUN: not tanto-opt %t/unexpected.mlir -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=UNEXPECTED
// RUN: not tanto-opt %t/wrong-text.mlir -verify-diagnostics 2>&1 | FileCheck %s --check-prefix=WRONG-TEXT

// NOT-PRODUCED: not-produced.mlir:2:6: error: expected error "must be non-negative" was not produced
// UNEXPECTED: unexpected.mlir:2:3: error: unexpected error: 'noc.sem_wait' op operand #1 (value) must be i32
// WRONG-TEXT: wrong-text.mlir:3:6: error: expected error "must be positive" was not produced

//--- matched.mlir
func.func @a(%s: !noc.semaphore, %v: i64) {
  // expected-error@+1 {{operand #1 (value) must be i32, but it is i64}}
  "noc.sem_wait"(%s, %v) : (!noc.semaphore, i64) -> ()
  return
}
// -----
func.func @b(%p: !pipe.pipe<bf16>) {
  %zero = arith.constant 0 : i32
  // expected-error@+1 {{'pipe.set_frame' op tiles is 0; it must be at least 1}}
  "pipe.set_frame"(%p, %zero) : (!pipe.pipe<bf16>, i32) -> ()
  return
}
//--- not-produced.mlir
func.func @c(%p: !pipe.pipe<bf16>, %n: i32) {
  // expected-error@+1 {{must be non-negative}}
  "pipe.set_frame"(%p, %n) : (!pipe.pipe<bf16>, i32) -> ()
  return
}
//--- unexpected.mlir
func.func @d(%s: !noc.semaphore, %v: i64) {
  "noc.sem_wait"(%s, %v) : (!noc.semaphore, i64) -> ()
  return
}
//--- wrong-text.mlir
func.func @e(%p: !pipe.pipe<bf16>) {
  %zero = arith.constant 0 : i32
  // expected-error@+1 {{must be positive}}
  "pipe.set_frame"(%p, %zero) : (!pipe.pipe<bf16>, i32) -> ()
  return
}
