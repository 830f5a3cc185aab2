// Invalid input and missing files are reported with exit code 1; verifier
// errors come before any lowering.
// RUN: split-file %s %t
// RUN: not tanto-translate %t/invalid.mlir --emit=asm 2>&1 | FileCheck %s --check-prefix=INVALID
// RUN: not tanto-translate %t/missing.mlir --emit=asm 2>&1 | FileCheck %s --check-prefix=MISSING

// INVALID: invalid.mlir:3:3: error: 'pipe.set_frame' op tiles is 0; it must be at least 1

// MISSING: tanto-translate: error: cannot read {{.*}}missing.mlir

//--- invalid.mlir
func.func @k(%p: !pipe.pipe<bf16>) {
  %zero = arith.constant 0 : i32
  "pipe.set_frame"(%p, %zero) : (!pipe.pipe<bf16>, i32) -> ()
  return
}
