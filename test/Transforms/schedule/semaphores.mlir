// A remote semaphore write (set_remote, set_mcast, inc) is a NoC write
// (docs/abi.md): the write barrier after it waits for it, so tanto-schedule
// keeps that barrier even when the block has no data transfer.
// RUN: tanto-opt %s -split-input-file --pass-pipeline='builtin.module(tanto-schedule)' | FileCheck %s

func.func @set_mcast_then_reset(%release: !noc.semaphore, %c0: i32, %c1: i32, %n: i32) {
  "noc.sem_set"(%release, %c1) : (!noc.semaphore, i32) -> ()
  "noc.sem_set_mcast"(%release, %release, %c0, %c0, %c1, %c0, %n) : (!noc.semaphore, !noc.semaphore, i32, i32, i32, i32, i32) -> ()
  "noc.write_barrier"() : () -> ()
  "noc.sem_set"(%release, %c0) : (!noc.semaphore, i32) -> ()
  return
}
// CHECK-LABEL: func.func @set_mcast_then_reset
// CHECK: "noc.sem_set_mcast"
// CHECK-NEXT: "noc.write_barrier"
// CHECK-NEXT: "noc.sem_set"

// -----

func.func @inc_then_reset(%s: !noc.semaphore, %x: i32, %y: i32, %c0: i32, %c1: i32) {
  "noc.sem_inc"(%s, %x, %y, %c1) : (!noc.semaphore, i32, i32, i32) -> ()
  "noc.write_barrier"() : () -> ()
  "noc.sem_set"(%s, %c0) : (!noc.semaphore, i32) -> ()
  return
}
// CHECK-LABEL: func.func @inc_then_reset
// CHECK: "noc.sem_inc"
// CHECK-NEXT: "noc.write_barrier"
// CHECK-NEXT: "noc.sem_set"

// -----

func.func @set_remote_then_reset(%s: !noc.semaphore, %x: i32, %y: i32, %c0: i32) {
  "noc.sem_set_remote"(%s, %s, %x, %y) : (!noc.semaphore, !noc.semaphore, i32, i32) -> ()
  "noc.write_barrier"() : () -> ()
  "noc.sem_set"(%s, %c0) : (!noc.semaphore, i32) -> ()
  return
}
// CHECK-LABEL: func.func @set_remote_then_reset
// CHECK: "noc.sem_set_remote"
// CHECK-NEXT: "noc.write_barrier"
// CHECK-NEXT: "noc.sem_set"
