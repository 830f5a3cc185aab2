// tanto-l1-alloc gives every pipe, local buffer and semaphore one address
// for all its cores, aligned, inside the arch's usable L1 (or the range the
// options pin), and reports the peak next to the lower bound.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-l1-alloc)' | FileCheck %s
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-l1-alloc{l1-base=0x1000 l1-limit=0x100000 alignment=64})' | FileCheck %s --check-prefix=PINNED
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-l1-alloc{memory-map=%t.json})' -o /dev/null && FileCheck %s --check-prefix=JSON < %t.json

module attributes {tanto.arch = "wormhole_b0"} {
  // A 32-byte control block, then 4 frames x 1 tile x 1024 x 2 bytes.
  "pipe.decl"() {capacity = 4 : i64, sym_name = "in", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 1, 0>} : () -> ()
  // 100 floats on core (0,0) only, 100 on (1,0) only: they share an address.
  "noc.local_decl"() {sym_name = "left", element = f32, elements = 100 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
  "noc.local_decl"() {sym_name = "right", element = f32, elements = 100 : i64, cores = array<i64: 1, 0, 1, 0>} : () -> ()
  "noc.semaphore_decl"() {sym_name = "ready", initial = 0 : i64, cores = array<i64: 0, 0, 1, 0>} : () -> ()
}

// Wormhole B0's usable L1 starts at 0x19000 = 102400; 16-byte alignment.
// CHECK: module attributes {l1.lower_bound = 8640 : i64, l1.peak = 8640 : i64
// CHECK: "pipe.decl"() {{.*}}l1.address = 102400 : i64, l1.size = 8224 : i64
// CHECK: "noc.local_decl"() {{.*}}l1.address = 110624 : i64, l1.size = 400 : i64, sym_name = "left"
// CHECK: "noc.local_decl"() {{.*}}l1.address = 110624 : i64, l1.size = 400 : i64, sym_name = "right"
// CHECK: "noc.semaphore_decl"() {{.*}}l1.address = 111024 : i64, l1.size = 4 : i64

// PINNED: "pipe.decl"() {{.*}}l1.address = 4096 : i64
// PINNED: "noc.local_decl"() {{.*}}l1.address = 12352 : i64
// PINNED: "noc.semaphore_decl"() {{.*}}l1.address = 12800 : i64

// JSON: "arch": "wormhole_b0",
// JSON: "peak": 8640,
// JSON: "lower_bound": 8640,
// JSON: {"name": "in", "kind": "pipe", "address": 102400, "size": 8224, "cores": [0, 0, 1, 0]},
// JSON: {"name": "ready", "kind": "semaphore", "address": 111024, "size": 4, "cores": [0, 0, 1, 0]}
