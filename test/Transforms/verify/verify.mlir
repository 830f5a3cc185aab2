// tanto-verify re-runs the Rust verifier of the tile/pipe/noc dialects inside
// a pipeline (the tools also run it after parsing and after every pipeline).
// It never changes the IR: the dump after it is the dump before it, and after
// canonicalize (which folds %two into a constant) the second tanto-verify
// leaves the folded IR exactly as canonicalize left it.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-verify,canonicalize,tanto-verify)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: tanto-opt %s --pass-pipeline='builtin.module(func.func(tanto-verify))' | FileCheck %s --check-prefix=NESTED
// Violations of the verifier's rules: invalid.mlir.

// CHECK-LABEL: IR Dump After tanto-verify (tanto-verify)
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @f(%arg0: !tile.math<f32>, %arg1: i32, %arg2: !pipe.pipe<f32>) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT:      "pipe.set_frame"(%arg2, %0) : (!pipe.pipe<f32>, i32) -> ()
// CHECK-NEXT:      "tile.unary"(%arg0, %0, %arg1) {fn = "power"} : (!tile.math<f32>, i32, i32) -> ()
// CHECK-NEXT:      "tile.unary"(%arg0, %c1_i32) {fn = "exp"} : (!tile.math<f32>, i32) -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// CHECK-LABEL: IR Dump After Canonicalizer (canonicalize)
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @f(%arg0: !tile.math<f32>, %arg1: i32, %arg2: !pipe.pipe<f32>) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:      "pipe.set_frame"(%arg2, %c2_i32) : (!pipe.pipe<f32>, i32) -> ()
// CHECK-NEXT:      "tile.unary"(%arg0, %c2_i32, %arg1) {fn = "power"} : (!tile.math<f32>, i32, i32) -> ()
// CHECK-NEXT:      "tile.unary"(%arg0, %c1_i32) {fn = "exp"} : (!tile.math<f32>, i32) -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// CHECK-LABEL: IR Dump After tanto-verify (tanto-verify)
// CHECK-NEXT:  module {
// CHECK-NEXT:    func.func @f(%arg0: !tile.math<f32>, %arg1: i32, %arg2: !pipe.pipe<f32>) {
// CHECK-NEXT:      %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:      %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:      "pipe.set_frame"(%arg2, %c2_i32) : (!pipe.pipe<f32>, i32) -> ()
// CHECK-NEXT:      "tile.unary"(%arg0, %c2_i32, %arg1) {fn = "power"} : (!tile.math<f32>, i32, i32) -> ()
// CHECK-NEXT:      "tile.unary"(%arg0, %c1_i32) {fn = "exp"} : (!tile.math<f32>, i32) -> ()
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NOT:   IR Dump After

// Nested on func.func, the pass leaves the IR as parsed (no folding).
// NESTED:      func.func @f(%arg0: !tile.math<f32>, %arg1: i32, %arg2: !pipe.pipe<f32>) {
// NESTED-NEXT:   %c1_i32 = arith.constant 1 : i32
// NESTED-NEXT:   %0 = arith.addi %c1_i32, %c1_i32 : i32
// NESTED-NEXT:   "pipe.set_frame"(%arg2, %0) : (!pipe.pipe<f32>, i32) -> ()
// NESTED-NEXT:   "tile.unary"(%arg0, %0, %arg1) {fn = "power"} : (!tile.math<f32>, i32, i32) -> ()
// NESTED-NEXT:   "tile.unary"(%arg0, %c1_i32) {fn = "exp"} : (!tile.math<f32>, i32) -> ()
// NESTED-NEXT:   return
// NESTED-NEXT: }

func.func @f(%m: !tile.math<f32>, %p: i32, %q: !pipe.pipe<f32>) {
  %c1 = arith.constant 1 : i32
  %two = arith.addi %c1, %c1 : i32
  "pipe.set_frame"(%q, %two) : (!pipe.pipe<f32>, i32) -> ()
  "tile.unary"(%m, %two, %p) {fn = "power"} : (!tile.math<f32>, i32, i32) -> ()
  "tile.unary"(%m, %c1) {fn = "exp"} : (!tile.math<f32>, i32) -> ()
  return
}
