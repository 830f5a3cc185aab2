// Both tools take Tanto sources: by extension, or --tanto for other names
// and stdin; tanto-translate with the same -D/-P/--mode options.
// RUN: tanto-opt %s -DSCALE=3 -P 0=5 | FileCheck %s
// RUN: cat %s | tanto-opt --tanto -DSCALE=3 -P 0=5 | FileCheck %s
// RUN: tanto-translate %s -DSCALE=3 -P 0=5 --mode=compute --mlir-to-llvmir | FileCheck %s --check-prefix=LLVM
// RUN: tanto-translate %s -DSCALE=3 -P 0=5 --emit=asm | FileCheck %s --check-prefix=ASM

// CHECK-LABEL: func.func @kernel(%arg0: i32 {tanto.name = "n"}) attributes {tanto.role = "compute"}
// CHECK: arith.muli %arg0

// A lone kernel is named after its file; its parameters come from the
// runtime-argument array (docs/abi.md).
// LLVM: define void @tools__kernel(ptr %0)
// ASM: tools__kernel:

param<uint32> bias;

void kernel(uint32 n) {
    uint32 scaled = n * SCALE + bias;
}
