// Round trip of every `fabric` op (dialects/src/fabric/fabric.toml): parse,
// print, parse again; once in the default printer, once through the
// generic one.
// RUN: tanto-opt %s | tanto-opt | FileCheck %s
// RUN: tanto-opt %s --mlir-print-op-generic | tanto-opt | FileCheck %s

// CHECK-LABEL: module attributes {fabric.rectangle = array<i64: 2, 1>}
// CHECK-NEXT: "fabric.program"() {file = "pe.csl", params = {n = 8 : i16}, pes = array<i64: 0, 0, 1, 0>, sym_name = "pe_0"} : () -> ()
// CHECK-NEXT: "fabric.route"() {color = 3 : i64, rx = "ramp", tx = "east", x = 0 : i64, y = 0 : i64} : () -> ()
// CHECK-NEXT: "fabric.route"() {color = 3 : i64, rx = "west", tx = "ramp,east", x = 1 : i64, y = 0 : i64} : () -> ()
// CHECK-NEXT: "fabric.export"() {mutable, sym_name = "x", type = "[*]f32"} : () -> ()
// CHECK-NEXT: "fabric.export"() {sym_name = "compute", type = "fn() void"} : () -> ()
module attributes {fabric.rectangle = array<i64: 2, 1>} {
  "fabric.program"() {sym_name = "pe_0", file = "pe.csl", pes = array<i64: 0, 0, 1, 0>, params = {n = 8 : i16}} : () -> ()
  "fabric.route"() {x = 0 : i64, y = 0 : i64, color = 3 : i64, rx = "ramp", tx = "east"} : () -> ()
  "fabric.route"() {x = 1 : i64, y = 0 : i64, color = 3 : i64, rx = "west", tx = "ramp,east"} : () -> ()
  "fabric.export"() {sym_name = "x", type = "[*]f32", mutable} : () -> ()
  "fabric.export"() {sym_name = "compute", type = "fn() void"} : () -> ()
}
