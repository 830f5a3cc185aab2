// tanto-schedule hoists loop-invariant pipe and move set-up out of counted
// loops that run at least once, innermost first, as long as nothing earlier
// in the loop touches the object and nothing else in it resets the state.
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule{pipeline=false})' | FileCheck %s

// set_frame climbs out of both loops; move_init out of the inner one only
// (the outer loop reads into the pipe, which ends the move context).
// CHECK-LABEL: func.func @nested(
// CHECK: "pipe.set_frame"(%arg0, %arg2)
// CHECK-NEXT: scf.for
// CHECK-NEXT: "pipe.reserve_back"(%arg0)
// CHECK-NEXT: "noc.move_init"(%arg0, %c1024_i32)
// CHECK-NEXT: scf.for
// CHECK-NEXT: "noc.move"(%arg0, %c0_i32, %arg1, %c0_i32)
// CHECK-NEXT: }
// CHECK-NEXT: "noc.read"(%arg0,
func.func @nested(%p: !pipe.pipe<bf16>, %l: !noc.local<bf16>, %tiles: i32, %g: !noc.global<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  %c1024 = arith.constant 1024 : i32
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.set_frame"(%p, %tiles) : (!pipe.pipe<bf16>, i32) -> ()
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    scf.for %j = %c0 to %c4 step %c1 : i32 {
      "noc.move_init"(%p, %c1024) : (!pipe.pipe<bf16>, i32) -> ()
      "noc.move"(%p, %c0, %l, %c0) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32) -> ()
    }
    "noc.read"(%p, %c1024, %g, %c0, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// Nothing moves: a loop that may not run, a frame size computed in the
// loop, a pipe used before its set_frame, and two frame sizes in one loop.
// CHECK-LABEL: func.func @stay(
// CHECK: scf.for
// CHECK-NEXT: "pipe.set_frame"(%arg0, %arg1)
// CHECK: scf.for
// CHECK-NEXT: arith.addi
// CHECK-NEXT: "pipe.set_frame"(%arg0, %{{.*}})
// CHECK: scf.for
// CHECK-NEXT: "pipe.reserve_back"(%arg0)
// CHECK-NEXT: "pipe.push_back"(%arg0)
// CHECK-NEXT: "pipe.set_frame"(%arg0, %arg1)
// CHECK: scf.for
// CHECK-NEXT: "pipe.set_frame"(%arg0, %arg1)
// CHECK-NEXT: "pipe.set_frame"(%arg0, %c1_i32)
func.func @stay(%p: !pipe.pipe<bf16>, %tiles: i32, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "pipe.set_frame"(%p, %tiles) : (!pipe.pipe<bf16>, i32) -> ()
  }
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    %t = arith.addi %tiles, %c1 : i32
    "pipe.set_frame"(%p, %t) : (!pipe.pipe<bf16>, i32) -> ()
  }
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.set_frame"(%p, %tiles) : (!pipe.pipe<bf16>, i32) -> ()
  }
  scf.for %i = %c0 to %c4 step %c1 : i32 {
    "pipe.set_frame"(%p, %tiles) : (!pipe.pipe<bf16>, i32) -> ()
    "pipe.set_frame"(%p, %c1) : (!pipe.pipe<bf16>, i32) -> ()
  }
  return
}
