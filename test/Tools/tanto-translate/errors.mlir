// Ops of our dialects that have no lowering to the LLVM dialect are reported
// each at its own location, with exit code 1; verifier errors come first.
// RUN: split-file %s %t
// RUN: not tanto-translate %t/unlowered.mlir --emit=obj -o %t.o 2>&1 | FileCheck %s --check-prefix=UNLOWERED
// RUN: not tanto-translate %t/invalid.mlir --emit=asm 2>&1 | FileCheck %s --check-prefix=INVALID
// RUN: not tanto-translate %t/missing.mlir --emit=asm 2>&1 | FileCheck %s --check-prefix=MISSING

// UNLOWERED: unlowered.mlir:2:8: error: 'tile.tnot' has no lowering to LLVM yet: PTO tile operations are lowered with the PTO frontend
// UNLOWERED: unlowered.mlir:3:3: error: 'tile.tnot' has no lowering to LLVM yet

// INVALID: invalid.mlir:3:3: error: 'pipe.set_frame' op tiles is 0; it must be at least 1

// MISSING: tanto-translate: error: cannot read {{.*}}missing.mlir

//--- unlowered.mlir
func.func @k(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %a: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %b: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) attributes {tanto.role = "compute"} {
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  "tile.tnot"(%a, %b) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}
//--- invalid.mlir
func.func @k(%p: !pipe.pipe<bf16>) {
  %zero = arith.constant 0 : i32
  "pipe.set_frame"(%p, %zero) : (!pipe.pipe<bf16>, i32) -> ()
  return
}
