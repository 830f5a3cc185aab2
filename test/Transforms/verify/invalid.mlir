// tanto-verify inside a pipeline: each function below parses and verifies
// cleanly (its slot, frame index or frame size is not a constant yet), and
// canonicalize folds it into a constant that breaks one of the verifier's
// rules (dialects/src/verify.rs: constant slots non-negative, constant frame
// tile indices non-negative, `positive` operands at least 1). The
// tanto-verify that follows reports it, located at the offending op.
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-verify)' | FileCheck %s --check-prefix=PARSED
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(canonicalize,tanto-verify)'
// RUN: not tanto-opt %s -split-input-file --pass-pipeline='builtin.module(canonicalize,tanto-verify,cse)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAIL

// Before folding, nothing is wrong.
// PARSED-LABEL: func.func @negative_slot
// PARSED:       "tile.unary"(%arg0, %0, %arg1) {fn = "power"}
// PARSED-LABEL: func.func @negative_frame_index
// PARSED:       "tile.copy"(%arg0, %arg1, %0, %c0_i32)
// PARSED-LABEL: func.func @empty_frame
// PARSED:       "pipe.set_frame"(%arg0, %0)

// The pipeline stops at the failing tanto-verify: no dump after cse.
// FAIL:      IR Dump After Canonicalizer (canonicalize)
// FAIL:      "tile.unary"(%arg0, %c-1_i32, %arg1) {fn = "power"}
// FAIL:      invalid.mlir:[[@LINE+10]]:3: error: 'tile.unary' op destination slot idst is -1; it must be non-negative
// FAIL:      IR Dump After tanto-verify Failed (tanto-verify)
// FAIL-NOT:  IR Dump After CSE

// A destination slot that folds to -1.
func.func @negative_slot(%m: !tile.math<f32>, %p: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %slot = arith.subi %c0, %c1 : i32
  // expected-error@+1 {{'tile.unary' op destination slot idst is -1; it must be non-negative}}
  "tile.unary"(%m, %slot, %p) {fn = "power"} : (!tile.math<f32>, i32, i32) -> ()
  return
}

// -----

// FAIL:      IR Dump After Canonicalizer (canonicalize)
// FAIL:      invalid.mlir:[[@LINE+10]]:3: error: 'tile.copy' op frame tile index isrc is -2; it must be non-negative
// FAIL:      IR Dump After tanto-verify Failed (tanto-verify)
// FAIL-NOT:  IR Dump After CSE

// A frame tile index that folds to -2.
func.func @negative_frame_index(%m: !tile.math<bf16>, %src: !pipe.pipe<bf16>) {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %index = arith.subi %c0, %c2 : i32
  // expected-error@+1 {{'tile.copy' op frame tile index isrc is -2; it must be non-negative}}
  "tile.copy"(%m, %src, %index, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// FAIL:      IR Dump After Canonicalizer (canonicalize)
// FAIL:      invalid.mlir:[[@LINE+9]]:3: error: 'pipe.set_frame' op tiles is 0; it must be at least 1
// FAIL:      IR Dump After tanto-verify Failed (tanto-verify)
// FAIL-NOT:  IR Dump After

// A frame size that folds to 0.
func.func @empty_frame(%q: !pipe.pipe<f32>) {
  %c1 = arith.constant 1 : i32
  %tiles = arith.subi %c1, %c1 : i32
  // expected-error@+1 {{'pipe.set_frame' op tiles is 0; it must be at least 1}}
  "pipe.set_frame"(%q, %tiles) : (!pipe.pipe<f32>, i32) -> ()
  return
}
