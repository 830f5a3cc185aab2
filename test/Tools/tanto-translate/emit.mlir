// --emit=llvm|asm|obj for riscv32 (RV32IM by default), with -O levels and
// --mcpu/--mattr/--target; wrong requests are errors, not crashes.
// RUN: tanto-translate %s --emit=llvm | FileCheck %s --check-prefix=IR
// RUN: tanto-translate %s --emit=asm | FileCheck %s --check-prefix=ASM
// RUN: tanto-translate %s --emit=asm -mattr=-m | FileCheck %s --check-prefix=NO-M
// RUN: tanto-translate %s --emit=asm -O0 | FileCheck %s --check-prefix=O0
// RUN: tanto-translate %s --emit=asm --mcpu=generic-rv32 --mattr=+m,+c | FileCheck %s --check-prefix=COMPRESSED
// RUN: not tanto-translate %s 2>&1 | FileCheck %s --check-prefix=NO-OUTPUT
// RUN: not tanto-translate %s --emit=asm --target=nonsense-unknown-none 2>&1 | FileCheck %s --check-prefix=BAD-TRIPLE
// RUN: not tanto-translate %s --emit=asm -O7 2>&1 | FileCheck %s --check-prefix=BAD-OPT

// -O2 IR carries the RV32 data layout and triple; the multiply survives.
// IR: target datalayout = "e-m:e-p:32:32-i64:64-n32-S128"
// IR: target triple = "riscv32-unknown-elf"
// IR: define {{.*}}i32 @scale(i32 {{.*}}%0, i32 {{.*}}%1)
// IR: mul i32

// ASM: .attribute 5, "rv32i2p1_m2p0
// ASM-LABEL: scale:
// ASM-NOT: .cfi_startproc
// ASM: mul a0,
// ASM: ret

// Without the M extension the multiply becomes a libcall.
// NO-M: .attribute 5, "rv32i2p1"
// NO-M: {{call|tail}} __mulsi3

// At -O0 the function attributes are not inferred, so it keeps its unwind
// info; -O2 infers nounwind and drops it.
// O0-LABEL: scale:
// O0-NEXT: .cfi_startproc

// COMPRESSED: .attribute 5, "rv32i2p1_m2p0_c2p0

// NO-OUTPUT: tanto-translate: error: choose an output: --mlir-to-llvmir or --emit=llvm|asm|obj
// BAD-TRIPLE: tanto-translate: error: code generation: unsupported target triple `nonsense-unknown-none`
// BAD-OPT: error: invalid value '7' for '-O <OPT_LEVEL>'

func.func @scale(%x: i32, %k: i32) -> i32 {
  %y = arith.muli %x, %k : i32
  return %y : i32
}
