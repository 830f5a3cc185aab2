// tanto-verify-roles: at most one math object alive; used only while alive;
// released once, in the region that acquired it; tilize/untilize with none
// alive. These rules hold in every function, kernel or helper.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(tanto-verify-roles)'

// Two math objects alive at once; the note points at the first.
func.func @two_alive() {
  // expected-note@+1 {{the alive math object was created here}}
  %a = "tile.math_acquire"() : () -> !tile.math<bf16>
  // expected-error@+1 {{a second math object is created while another is alive; at most one may exist at a time}}
  %b = "tile.math_acquire"() : () -> !tile.math<f32>
  "tile.math_release"(%b) : (!tile.math<f32>) -> ()
  "tile.math_release"(%a) : (!tile.math<bf16>) -> ()
  return
}

// -----

// Sequential math objects (one per loop iteration) are fine.
func.func @one_per_iteration(%n: i32, %p: !pipe.pipe<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    %acc = "tile.math_acquire"() : () -> !tile.math<bf16>
    "tile.pack"(%acc, %c0, %p) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
    "tile.math_release"(%acc) : (!tile.math<bf16>) -> ()
  }
  return
}

// -----

// A use after release; the note points at the release.
func.func @use_after_release(%p: !pipe.pipe<bf16>) {
  %c0 = arith.constant 0 : i32
  %acc = "tile.math_acquire"() : () -> !tile.math<bf16>
  // expected-note@+1 {{it was released here}}
  "tile.math_release"(%acc) : (!tile.math<bf16>) -> ()
  // expected-error@+1 {{'tile.pack' uses a math object that is not alive}}
  "tile.pack"(%acc, %c0, %p) {mode = "row"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// Released twice.
func.func @double_release() {
  %acc = "tile.math_acquire"() : () -> !tile.math<bf16>
  // expected-note@+1 {{it was released here}}
  "tile.math_release"(%acc) : (!tile.math<bf16>) -> ()
  // expected-error@+1 {{math object is released but it is not alive}}
  "tile.math_release"(%acc) : (!tile.math<bf16>) -> ()
  return
}

// -----

// Never released.
func.func @leak() {
  // expected-error@+1 {{math object is still alive at the end of @leak; it must be released}}
  %acc = "tile.math_acquire"() : () -> !tile.math<bf16>
  return
}

// -----

// Acquired in a loop body, released after it: the body ends with it alive.
func.func @escapes_region(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    // expected-error@+1 {{math object acquired in a region is not released before the region ends}}
    %acc = "tile.math_acquire"() : () -> !tile.math<bf16>
  }
  return
}

// -----

// untilize_block while a math object is alive.
func.func @untilize_with_math(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<bf16>) {
  %c4 = arith.constant 4 : i32
  // expected-note@+1 {{this math object is alive}}
  %acc = "tile.math_acquire"() : () -> !tile.math<bf16>
  // expected-error@+1 {{'tile.untilize_block' requires that no math object is alive}}
  "tile.untilize_block"(%a, %c4, %b) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
  "tile.math_release"(%acc) : (!tile.math<bf16>) -> ()
  return
}
