// A pipe multicasts its write frame (spec 3.4.2, the description of
// pipe<T>::write_mcast and write_mcast_with_self): the sender reserves a
// frame, fills it, multicasts it and pushes it; the frame is used only while
// reserved.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(tanto-verify-protocol)' | FileCheck %s

// The multicast sender pattern passes and is left as it is.
// CHECK-LABEL: func.func @mcast_sender
// CHECK: "pipe.reserve_back"(%arg0)
// CHECK-NEXT: "noc.read"(%arg0, %{{.*}}, %arg1,
// CHECK-NEXT: "noc.read_barrier"()
// CHECK-NEXT: "noc.write_mcast"(%arg0, %{{.*}}, %arg2,
// CHECK-NEXT: "noc.write_mcast_with_self"(%arg0, %{{.*}}, %arg2,
// CHECK-NEXT: "noc.write_barrier"()
// CHECK-NEXT: "pipe.push_back"(%arg0)
func.func @mcast_sender(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %g: !noc.global<bf16>, %l: !noc.local<bf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c1024 = arith.constant 1024 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%p, %c0, %g, %i, %c1024) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "noc.write_mcast"(%p, %c0, %l, %c0, %c1024, %c1, %c0, %c1, %c0, %c1) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
    "noc.write_mcast_with_self"(%p, %c0, %l, %c0, %c1024, %c0, %c0, %c1, %c0, %c1) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
    "noc.write_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// Multicasting a pipe outside reserve_back/push_back uses a write frame the
// kernel does not hold.
func.func @mcast_outside_reserve(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %l: !noc.local<bf16>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error@+1 {{`noc.write_mcast` in kernel `mcast_outside_reserve` writes the write frame of `mcast_outside_reserve:p` outside reserve_back/push_back}}
  "noc.write_mcast"(%p, %c0, %l, %c0, %c1, %c1, %c0, %c1, %c0, %c1) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}
