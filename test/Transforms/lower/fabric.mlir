// tanto-lower-fabric-to-llvm: each fabric op of a PE program is a call of
// the PE runtime (docs/abi.md, "CSL"), declared once in the program's
// module; fabric.start_async passes the outlined function's number, its
// queue and its completion word.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-lower-fabric-to-llvm)' | FileCheck %s

// CHECK-LABEL: func.func @pe(%arg0: i32, %arg1: i32)
// CHECK-NEXT: call @tanto_rt_csl_send(%arg0, %arg1) : (i32, i32) -> ()
// CHECK-NEXT: %[[W:.*]] = call @tanto_rt_csl_recv(%arg0) : (i32) -> i32
// CHECK-NEXT: call @tanto_rt_csl_send(%arg0, %[[W]]) : (i32, i32) -> ()
// CHECK-NEXT: call @tanto_rt_csl_fifo_push(%arg1, %arg0, %arg0, %[[W]]) : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: %{{.*}} = call @tanto_rt_csl_fifo_pop(%arg1, %arg0, %arg0) : (i32, i32, i32) -> i32
// CHECK-NEXT: call @tanto_rt_csl_activate(%arg1) : (i32) -> ()
// CHECK-NEXT: call @tanto_rt_csl_block(%arg1) : (i32) -> ()
// CHECK-NEXT: call @tanto_rt_csl_unblock(%arg1) : (i32) -> ()
// CHECK-NEXT: %[[K:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[Q:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[C:.*]] = arith.constant 521 : i32
// CHECK-NEXT: call @tanto_rt_csl_async(%[[K]], %[[Q]], %[[C]]) : (i32, i32, i32) -> ()
// CHECK-NEXT: %{{.*}} = call @tanto_rt_csl_time(%arg1) : (i32) -> i32
// CHECK-NEXT: call @tanto_rt_csl_unblock_cmd_stream() : () -> ()
// The SIMD class by its code (fmacs: 1) and the element count.
// CHECK-NEXT: %[[CLASS:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[N:.*]] = arith.constant 64 : i32
// CHECK-NEXT: call @tanto_rt_csl_dsd(%[[CLASS]], %[[N]]) : (i32, i32) -> ()
// CHECK-NEXT: call @tanto_rt_csl_dsd_end() : () -> ()
// CHECK-NEXT: %{{.*}} = call @tanto_rt_csl_random16() : () -> i32
// A print passes its format's code (u32_hex: 7) and the word.
// CHECK-NEXT: %[[HEX:.*]] = arith.constant 7 : i32
// CHECK-NEXT: call @tanto_rt_csl_print(%[[HEX]], %arg0) : (i32, i32) -> ()
// A trace passes its key's FNV-1a hash ("trace": 0x813d7e4e), the
// buffer's capacity, the format's code (char: 0) and the word.
// CHECK-NEXT: %[[KEY:.*]] = arith.constant -2126678610 : i32
// CHECK-NEXT: %[[CAP:.*]] = arith.constant 100 : i32
// CHECK-NEXT: %[[CHAR:.*]] = arith.constant 0 : i32
// CHECK-NEXT: call @tanto_rt_csl_trace(%[[KEY]], %[[CAP]], %[[CHAR]], %arg1) : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: return
// CHECK-DAG: func.func private @tanto_rt_csl_send(i32, i32)
// CHECK-DAG: func.func private @tanto_rt_csl_recv(i32) -> i32
// CHECK-DAG: func.func private @tanto_rt_csl_async(i32, i32, i32)
// CHECK-DAG: func.func private @tanto_rt_csl_fifo_push(i32, i32, i32, i32)
// CHECK-DAG: func.func private @tanto_rt_csl_fifo_pop(i32, i32, i32) -> i32
// CHECK-DAG: func.func private @tanto_rt_csl_time(i32) -> i32
// CHECK-DAG: func.func private @tanto_rt_csl_unblock_cmd_stream()
// CHECK-DAG: func.func private @tanto_rt_csl_random16() -> i32
// CHECK-DAG: func.func private @tanto_rt_csl_print(i32, i32)
// CHECK-DAG: func.func private @tanto_rt_csl_trace(i32, i32, i32, i32)
// CHECK-NOT: fabric.
module {
  func.func @pe(%color: i32, %id: i32) {
    "fabric.send"(%color, %id) : (i32, i32) -> ()
    %w = "fabric.recv"(%color) : (i32) -> i32
    "fabric.send"(%color, %w) : (i32, i32) -> ()
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
    "fabric.print"(%color) {format = "u32_hex"} : (i32) -> ()
    "fabric.trace"(%id) {key = "trace", capacity = 100 : i64, format = "char"} : (i32) -> ()
    return
  }
  func.func @__csl_async_3() {
    return
  }
}
