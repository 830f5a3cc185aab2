// Ops of a dialect defined in a test file (Inputs/probe.toml) flow through
// the passes by the interfaces they declare: dma-coalesce merges contiguous
// `probe.fetch` transfers and collapses repeated `probe.settle` barriers,
// verify-protocol sees the pipe frame a fetch writes, and the generic
// verifier checks the ops against their definition.
// RUN: tanto-opt %s --dialect-definition=%S/Inputs/probe.toml --pass-pipeline='builtin.module(tanto-dma-coalesce)' | FileCheck %s
// RUN: tanto-opt %s --dialect-definition=%S/Inputs/probe.toml --pass-pipeline='builtin.module(tanto-verify-protocol)' -o /dev/null
// RUN: not tanto-opt %S/Inputs/unreserved.mlir --dialect-definition=%S/Inputs/probe.toml --pass-pipeline='builtin.module(tanto-verify-protocol)' 2>&1 | FileCheck %s --check-prefix=PROTOCOL
// RUN: not tanto-opt %S/Inputs/bad-count.mlir --dialect-definition=%S/Inputs/probe.toml 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not tanto-opt %s --dialect-definition=%S/Inputs/missing.toml 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tanto-opt %s --dialect-definition=%S/Inputs/bad-interface.toml 2>&1 | FileCheck %s --check-prefix=BADDEF
// RUN: not tanto-opt %s --dialect-definition=%S/Inputs/bad-rule.toml 2>&1 | FileCheck %s --check-prefix=BADRULE

module {
  // Three fetches of 64 contiguous elements: one fetch of 192.
  func.func @contiguous(%dst: !noc.local<f32>, %src: !noc.local<f32>) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    "probe.fetch"(%dst, %c0, %src, %c0, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "probe.fetch"(%dst, %c64, %src, %c64, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "probe.fetch"(%dst, %c128, %src, %c128, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "probe.settle"() : () -> ()
    "probe.settle"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @contiguous
  // CHECK: %[[N:.*]] = arith.constant 192 : i32
  // CHECK-NEXT: "probe.fetch"(%arg0, %c0_i32, %arg1, %c0_i32, %[[N]])
  // CHECK-NOT: "probe.fetch"(
  // CHECK: "probe.settle"
  // CHECK-NOT: "probe.settle"
  // CHECK: return

  // A fetch into a reserved pipe frame follows the protocol.
  func.func @into_pipe(%p: !pipe.pipe<bf16>, %src: !noc.local<bf16>) {
    %c0 = arith.constant 0 : i32
    %c1024 = arith.constant 1024 : i32
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "probe.fetch"(%p, %c0, %src, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
    "probe.settle"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
    return
  }
}

// PROTOCOL: unreserved.mlir:6:5: error: `probe.fetch` in kernel `unreserved` writes the write frame of `unreserved:p` outside reserve_back/push_back
// VERIFY: bad-count.mlir:5:3: error: 'probe.fetch' op
// MISSING: cannot read {{.*}}missing.toml
// BADDEF: bad-interface.toml: bad dialect definition: op fetch: interface `transfer` needs one operand of role `source` at a fixed position
// BADRULE: bad-rule.toml: bad dialect definition: op misspelt.fetch names the verifier rule `pto_fomr`, which rules.toml does not declare
