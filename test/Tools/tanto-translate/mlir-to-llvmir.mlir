// --mlir-to-llvmir translates LLVM-dialect IR as mlir-translate does, and
// lowers upstream func/scf/arith first (32-bit index) when it is not there yet.
// RUN: split-file %s %t
// RUN: tanto-translate --mlir-to-llvmir %t/llvm.mlir | FileCheck %s --check-prefix=LLVM
// RUN: tanto-translate -mlir-to-llvmir %t/upstream.mlir | FileCheck %s --check-prefix=UPSTREAM
// RUN: tanto-translate --mlir-to-llvmir < %t/upstream.mlir | FileCheck %s --check-prefix=UPSTREAM

// LLVM: define i32 @add(i32 %0, i32 %1) {
// LLVM-NEXT: %3 = add i32 %0, %1
// LLVM-NEXT: ret i32 %3

// The loop is lowered through cf with i32 induction (index-bitwidth=32).
// UPSTREAM: define i32 @sum_to(i32 %0) {
// UPSTREAM: phi i32
// UPSTREAM: icmp slt i32
// UPSTREAM: ret i32

//--- llvm.mlir
llvm.func @add(%a: i32, %b: i32) -> i32 {
  %s = llvm.add %a, %b : i32
  llvm.return %s : i32
}
//--- upstream.mlir
func.func @sum_to(%n: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i32
  %end = arith.index_cast %n : i32 to index
  %r = scf.for %i = %c0 to %end step %c1 iter_args(%acc = %zero) -> (i32) {
    %iv = arith.index_cast %i : index to i32
    %next = arith.addi %acc, %iv : i32
    scf.yield %next : i32
  }
  return %r : i32
}
