// Round trip of every `fabric` op (dialects/src/fabric/fabric.toml): parse,
// print, parse again; once in the default printer, once through the
// generic one.
// RUN: tanto-opt %s | tanto-opt | FileCheck %s
// RUN: tanto-opt %s --mlir-print-op-generic | tanto-opt | FileCheck %s

// CHECK-LABEL: module attributes {fabric.rectangle = array<i64: 2, 1>}
// CHECK-NEXT: "fabric.program"() {file = "pe.csl", params = {n = 8 : i16}, pes = array<i64: 0, 0, 1, 0>, sym_name = "pe_0"} : () -> ()
// CHECK-NEXT: "fabric.route"() {color = 3 : i64, rx = "ramp", tx = "east", x = 0 : i64, y = 0 : i64} : () -> ()
// CHECK-NEXT: "fabric.route"() {color = 3 : i64, rx = "west", tx = "ramp,east", x = 1 : i64, y = 0 : i64} : () -> ()
// CHECK-NEXT: "fabric.switch"() {color = 3 : i64, current = 1 : i64, pop_mode = "pop_on_advance", positions = "tx=south;rx=north;", ring_mode, x = 0 : i64, y = 0 : i64} : () -> ()
// CHECK-NEXT: "fabric.filter"() {color = 3 : i64, max_idx = 9 : i64, min_idx = 2 : i64, x = 1 : i64, y = 0 : i64} : () -> ()
// CHECK-NEXT: "fabric.counter_filter"() {color = 5 : i64, count_data, init_counter = 1 : i64, limit1 = 5 : i64, limit2 = 2 : i64, max_counter = 4 : i64, sparse, x = 1 : i64, y = 0 : i64} : () -> ()
// CHECK-NEXT: "fabric.route"() {color = 4 : i64, color_swap_x, color_swap_y, rx = "ramp", tx = "east", x = 0 : i64, y = 0 : i64} : () -> ()
// CHECK-NEXT: "fabric.export"() {mutable, sym_name = "x", type = "[*]f32"} : () -> ()
// CHECK-NEXT: "fabric.export"() {sym_name = "compute", type = "fn() void"} : () -> ()
// CHECK-LABEL: func.func @pe(%arg0: i32, %arg1: i32)
// CHECK-NEXT: "fabric.send"(%arg0, %arg1) : (i32, i32) -> ()
// CHECK-NEXT: %0 = "fabric.recv"(%arg0) : (i32) -> i32
// CHECK-NEXT: "fabric.fifo_push"(%arg1, %arg0, %arg0, %0) : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: %1 = "fabric.fifo_pop"(%arg1, %arg0, %arg0) : (i32, i32, i32) -> i32
// CHECK-NEXT: "fabric.activate"(%arg1) : (i32) -> ()
// CHECK-NEXT: "fabric.block"(%arg1) : (i32) -> ()
// CHECK-NEXT: "fabric.unblock"(%arg1) : (i32) -> ()
// CHECK-NEXT: "fabric.start_async"() {completion = 521 : i64, function = "__csl_async_3", queue = 2 : i64} : () -> ()
// CHECK-NEXT: %2 = "fabric.timestamp"(%arg1) : (i32) -> i32
// CHECK-NEXT: "fabric.unblock_cmd_stream"() : () -> ()
// CHECK-NEXT: "fabric.dsd_begin"() {class = "fmacs", elements = 64 : i64} : () -> ()
// CHECK-NEXT: "fabric.dsd_end"() : () -> ()
// CHECK-NEXT: %3 = "fabric.random16"() : () -> i32
// CHECK-NEXT: "fabric.print"(%3) {format = "u16"} : (i32) -> ()
// CHECK-NEXT: "fabric.trace"(%0) {capacity = 16 : i64, format = "f32", key = "values"} : (i32) -> ()
module attributes {fabric.rectangle = array<i64: 2, 1>} {
  "fabric.program"() {sym_name = "pe_0", file = "pe.csl", pes = array<i64: 0, 0, 1, 0>, params = {n = 8 : i16}} : () -> ()
  "fabric.route"() {x = 0 : i64, y = 0 : i64, color = 3 : i64, rx = "ramp", tx = "east"} : () -> ()
  "fabric.route"() {x = 1 : i64, y = 0 : i64, color = 3 : i64, rx = "west", tx = "ramp,east"} : () -> ()
  "fabric.switch"() {x = 0 : i64, y = 0 : i64, color = 3 : i64, positions = "tx=south;rx=north;", current = 1 : i64, ring_mode, pop_mode = "pop_on_advance"} : () -> ()
  "fabric.filter"() {x = 1 : i64, y = 0 : i64, color = 3 : i64, min_idx = 2 : i64, max_idx = 9 : i64} : () -> ()
  "fabric.counter_filter"() {x = 1 : i64, y = 0 : i64, color = 5 : i64, sparse, count_data, init_counter = 1 : i64, limit1 = 5 : i64, limit2 = 2 : i64, max_counter = 4 : i64} : () -> ()
  "fabric.route"() {x = 0 : i64, y = 0 : i64, color = 4 : i64, rx = "ramp", tx = "east", color_swap_x, color_swap_y} : () -> ()
  "fabric.export"() {sym_name = "x", type = "[*]f32", mutable} : () -> ()
  "fabric.export"() {sym_name = "compute", type = "fn() void"} : () -> ()
  func.func @pe(%color: i32, %id: i32) {
    "fabric.send"(%color, %id) : (i32, i32) -> ()
    %w = "fabric.recv"(%color) : (i32) -> i32
    "fabric.fifo_push"(%id, %color, %color, %w) : (i32, i32, i32, i32) -> ()
    %popped = "fabric.fifo_pop"(%id, %color, %color) : (i32, i32, i32) -> i32
    "fabric.activate"(%id) : (i32) -> ()
    "fabric.block"(%id) : (i32) -> ()
    "fabric.unblock"(%id) : (i32) -> ()
    "fabric.start_async"() {function = "__csl_async_3", queue = 2 : i64, completion = 521 : i64} : () -> ()
    %t = "fabric.timestamp"(%id) : (i32) -> i32
    "fabric.unblock_cmd_stream"() : () -> ()
    "fabric.dsd_begin"() {class = "fmacs", elements = 64 : i64} : () -> ()
    "fabric.dsd_end"() : () -> ()
    %r = "fabric.random16"() : () -> i32
    "fabric.print"(%r) {format = "u16"} : (i32) -> ()
    "fabric.trace"(%w) {key = "values", capacity = 16 : i64, format = "f32"} : (i32) -> ()
    return
  }
}
