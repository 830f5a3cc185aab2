// --mlir-print-ir-after-all and --mlir-timing report on stderr, as mlir-opt.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-verify-roles,canonicalize)' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-verify-roles,canonicalize)' -mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: tanto-opt %s --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// AFTER: // -----// IR Dump After tanto-verify-roles (tanto-verify-roles) //----- //
// AFTER: "noc.write_barrier"
// AFTER: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER: "noc.write_barrier"

// TIMING: Execution time report
// TIMING: tanto-verify-roles
// TIMING: Canonicalizer

// LOC: "noc.write_barrier"() : () -> () loc([[LOC:#loc[0-9]+]])
// LOC: [[LOC]] = loc("{{.*}}instrumentation.mlir":19:3)

func.func @writer() attributes {tanto.role = "write"} {
  "noc.write_barrier"() : () -> ()
  return
}
