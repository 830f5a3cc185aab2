// The LLVM IR tanto-translate emits is valid standalone: llc-22 compiles it
// for riscv32 with the M extension.
// RUN: tanto-translate %s --emit=llvm -o %t.ll
// RUN: llc-22 -mtriple=riscv32 -mattr=+m %t.ll -o - | FileCheck %s
// RUN: tanto-translate %s --mlir-to-llvmir | llc-22 -mtriple=riscv32 -mattr=+m -o - | FileCheck %s

// CHECK-LABEL: bank_of:
// CHECK: remu

func.func @bank_of(%page: i32, %banks: i32) -> i32 {
  %bank = arith.remui %page, %banks : i32
  return %bank : i32
}
