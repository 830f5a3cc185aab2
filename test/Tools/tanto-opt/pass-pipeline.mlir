// --pass-pipeline names Rust passes next to upstream ones, with options;
// bare pass lists are nested into the module; bad pipelines are errors.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-verify-roles,tanto-verify,canonicalize)' | FileCheck %s
// RUN: tanto-opt %s -pass-pipeline='tanto-verify-roles,cse' | FileCheck %s --check-prefix=BARE
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(no-such-pass)' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not tanto-opt %s --pass-pipeline='builtin.module(tanto-verify{colour=red})' 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: tanto-opt --list-passes | FileCheck %s --check-prefix=LIST

// canonicalize folds the arith, our side-effecting ops stay.
// CHECK-LABEL: func.func @reader
// CHECK-NOT: arith.addi
// CHECK: "noc.read"
// CHECK: "noc.read_barrier"

// The bare list ran cse, not canonicalize: the addition is still there.
// BARE-LABEL: func.func @reader
// BARE: arith.addi

// UNKNOWN: tanto-opt: error: invalid pass pipeline: `builtin.module(no-such-pass)`: 'no-such-pass' does not refer to a registered pass or pass pipeline

// OPTION: tanto-opt: error: invalid pass pipeline: `builtin.module(tanto-verify{colour=red})`: tanto-verify: unknown option `colour`; this pass takes no options

// LIST: Rust passes:
// LIST: tanto-verify
// LIST: tanto-verify-roles
// LIST: Named pipelines:
// LIST: tanto-lower-to-llvm

func.func @reader(%g: !noc.global<bf16>, %p: !pipe.pipe<bf16>) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  %c512 = arith.constant 512 : i32
  %n = arith.addi %c512, %c512 : i32
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%p, %c0, %g, %c0, %n) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}
