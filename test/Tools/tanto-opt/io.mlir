// Input from a file or stdin, output to stdout or -o.
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-opt < %s | FileCheck %s
// RUN: tanto-opt %s -o %t.mlir && FileCheck %s < %t.mlir
// Output parses again and is byte-for-byte stable.
// RUN: tanto-opt %s | tanto-opt -o %t.again.mlir && tanto-opt %t.again.mlir | diff - %t.again.mlir

// CHECK-LABEL: func.func @barrier
// CHECK-NEXT: "noc.read_barrier"() : () -> ()
// CHECK-NEXT: return
func.func @barrier() {
  "noc.read_barrier"() : () -> ()
  return
}
