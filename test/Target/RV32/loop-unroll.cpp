// From -O2 on, tanto-translate unrolls loops partially (RISC-V's cost model
// leaves that off for a CPU without a scheduling model, as the Tensix
// cores' RISC-V are to LLVM): a tile fill of 1024 words runs 16 stores per
// iteration, and what the copies share is computed once
// (tools/src/codegen.rs, docs/performance.md). -O1 keeps the loop as
// written.
// RUN: tanto-translate %s -DT=float --emit=llvm -O2 -o - | FileCheck %s --check-prefix=O2
// RUN: tanto-translate %s -DT=float --emit=llvm -O1 -o - | FileCheck %s --check-prefix=O1
// RUN: tanto-translate %s -DT=float --emit=asm -O2 -o - | FileCheck %s --check-prefix=ASM

// O2-LABEL: define void @loop_unroll__kernel(
// O2: %[[I:.*]] = phi i32 [ 0, %{{.*}} ], [ %[[NEXT:.*]], %{{.*}} ]
// O2: %[[ROW:.*]] = and i32 %[[I]], 240
// O2: %[[FIRST:.*]] = icmp eq i32 %[[ROW]], 0
// O2: %[[VALUE:.*]] = select i1 %[[FIRST]], float 1.000000e+00, float 0.000000e+00
// O2-COUNT-16: store float %[[VALUE]]
// O2-NOT: store
// O2: %[[NEXT]] = add nuw nsw i32 %[[I]], 16
// O2: icmp eq i32 %[[NEXT]], 1024

// O1-LABEL: define void @loop_unroll__kernel(
// O1-COUNT-1: store float
// O1-NOT: store float
// O1: add nuw nsw i32 %{{.*}}, 1

// ASM-LABEL: loop_unroll__kernel:
// ASM-COUNT-16: sw
// ASM: bne

void kernel(local<T> scratch) {
    for (uint32 i = 0; i < 1024; i++) {
        scratch.set(i, (i % 256) < 16 ? 1.0f : 0.0f);
    }
}
