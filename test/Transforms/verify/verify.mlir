// tanto-verify re-runs the Rust verifier of the tile/pipe/noc dialects inside
// a pipeline (the tools also run it after parsing and after every pipeline).
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-verify,canonicalize,tanto-verify)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s
// RUN: tanto-opt %s --pass-pipeline='builtin.module(func.func(tanto-verify))' | FileCheck %s --check-prefix=NESTED

// CHECK: IR Dump After tanto-verify (tanto-verify)
// CHECK: IR Dump After Canonicalizer (canonicalize)
// CHECK: IR Dump After tanto-verify (tanto-verify)
// NESTED: "tile.unary"

func.func @f(%m: !tile.math<f32>, %p: i32) {
  %c2 = arith.constant 2 : i32
  "tile.unary"(%m, %c2, %p) {fn = "power"} : (!tile.math<f32>, i32, i32) -> ()
  return
}
