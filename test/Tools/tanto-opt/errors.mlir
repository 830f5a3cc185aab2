// Bad IR gets a located error (file:line:col, the source line, a caret) and
// exit code 1; never a crash.
// RUN: split-file %s %t
// RUN: not tanto-opt %t/syntax.mlir 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not tanto-opt %t/verifier.mlir 2>&1 | FileCheck %s --check-prefix=VERIFIER
// RUN: not tanto-opt %t/does-not-exist.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not tanto-opt %t/unregistered.mlir 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// RUN: tanto-opt --allow-unregistered-dialect %t/unregistered.mlir | FileCheck %s --check-prefix=ALLOWED

// SYNTAX: syntax.mlir:2:22: error: expected ')' to end operand list
// SYNTAX-NEXT: "noc.read_barrier"(( : () -> ()
// SYNTAX-NEXT: {{^ *\^$}}

// VERIFIER: verifier.mlir:2:3: error: 'noc.sem_set' op operand #1 (value) must be i32, but it is i64
// VERIFIER-NEXT: "noc.sem_set"(%s, %v) : (!noc.semaphore, i64) -> ()
// VERIFIER: {{^}}1 error generated.

// MISSING: tanto-opt: error: cannot read {{.*}}does-not-exist.mlir

// UNREGISTERED: unregistered.mlir:2:12: error: operation being parsed with an unregistered dialect

// ALLOWED: "foo.bar"() : () -> ()

//--- syntax.mlir
func.func @f() {
  "noc.read_barrier"(( : () -> ()
  return
}
//--- verifier.mlir
func.func @f(%s: !noc.semaphore, %v: i64) {
  "noc.sem_set"(%s, %v) : (!noc.semaphore, i64) -> ()
  return
}
//--- unregistered.mlir
func.func @f() {
  "foo.bar"() : () -> ()
  return
}
