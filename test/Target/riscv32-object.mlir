// tanto-translate --emit=obj writes an RV32 ELF relocatable object that the
// LLVM 22 tools read back: ELF32, RISC-V, the function symbol, RV32IM code.
// RUN: tanto-translate %s --emit=obj -o %t.o
// RUN: llvm-objdump-22 -d %t.o | FileCheck %s --check-prefix=DISASM
// RUN: llvm-readelf-22 -h -s %t.o | FileCheck %s --check-prefix=ELF

// DISASM: file format elf32-littleriscv
// DISASM-LABEL: <dot>:
// DISASM: mul
// DISASM: ret

// ELF: Class: ELF32
// ELF: Type: REL (Relocatable file)
// ELF: Machine: RISC-V
// ELF: FUNC GLOBAL DEFAULT {{.*}} dot

func.func @dot(%a: memref<8xi32>, %b: memref<8xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> (i32) {
    %x = memref.load %a[%i] : memref<8xi32>
    %y = memref.load %b[%i] : memref<8xi32>
    %p = arith.muli %x, %y : i32
    %s = arith.addi %acc, %p : i32
    scf.yield %s : i32
  }
  return %r : i32
}
