// A local buffer only one kernel uses lives from the statement of its first
// use to the next barrier after its last: buffers of sequential phases share
// space, and the peak meets the lower bound.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-l1-alloc)' | FileCheck %s

// CHECK: module attributes {l1.lower_bound = 4096 : i64, l1.peak = 4096 : i64
// CHECK: "noc.local_decl"() {{.*}}l1.address = 102400 : i64, l1.size = 4096 : i64, sym_name = "phase1"
// CHECK: "noc.local_decl"() {{.*}}l1.address = 102400 : i64, l1.size = 4096 : i64, sym_name = "phase2"
module attributes {tanto.arch = "wormhole_b0"} {
  "noc.local_decl"() {sym_name = "phase1", element = f32, elements = 1024 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
  "noc.local_decl"() {sym_name = "phase2", element = f32, elements = 1024 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
  "noc.global_decl"() {sym_name = "g", element = f32, elements = 4096 : i64, page = 1024 : i64} : () -> ()
  func.func @reader(%a: !noc.local<f32> {tanto.bind = "phase1", tanto.name = "a"}, %b: !noc.local<f32> {tanto.bind = "phase2", tanto.name = "b"}, %g: !noc.global<f32> {tanto.bind = "g", tanto.name = "g"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
    %c0 = arith.constant 0 : i32
    %c1024 = arith.constant 1024 : i32
    "noc.read"(%a, %c0, %g, %c0, %c1024) : (!noc.local<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "noc.write"(%a, %c0, %g, %c1024, %c1024) : (!noc.local<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.write_barrier"() : () -> ()
    "noc.read"(%b, %c0, %g, %c0, %c1024) : (!noc.local<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    return
  }
}
