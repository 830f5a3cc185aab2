// -split-input-file processes each chunk on its own: outputs are joined with
// the marker, and diagnostics keep the line numbers of the whole file.
// RUN: split-file %s %t
// RUN: tanto-opt %t/good.mlir -split-input-file | FileCheck %s
// RUN: not tanto-opt %t/errors.mlir -split-input-file 2>&1 | FileCheck %s --check-prefix=LINES
// RUN: not tanto-opt %t/errors.mlir -split-input-file 2>/dev/null | FileCheck %s --check-prefix=GOOD-CHUNKS

// CHECK-LABEL: func.func @first
// CHECK: "noc.read_barrier"
// CHECK: // -----
// CHECK-LABEL: func.func @second
// CHECK: "noc.write_barrier"
// CHECK-NOT: // -----

// LINES: errors.mlir:3:3: error: 'noc.sem_wait' op operand #1 (value) must be i32
// LINES: errors.mlir:8:3: error: 'noc.sem_set' op operand #1 (value) must be i32

// GOOD-CHUNKS-LABEL: func.func @fine
// GOOD-CHUNKS-NOT: func.func

//--- good.mlir
func.func @first() {
  "noc.read_barrier"() : () -> ()
  return
}

// -----

func.func @second() {
  "noc.write_barrier"() : () -> ()
  return
}

//--- errors.mlir
// A chunk per error; the good chunk in between still prints.
func.func @bad1(%s: !noc.semaphore, %v: i64) {
  "noc.sem_wait"(%s, %v) : (!noc.semaphore, i64) -> ()
  return
}
// -----
func.func @bad2(%s: !noc.semaphore, %v: i16) {
  "noc.sem_set"(%s, %v) : (!noc.semaphore, i16) -> ()
  return
}
// -----
func.func @fine() {
  return
}
