// tanto-verify-roles: NoC data movement only in dataflow (read/write) kernels,
// math only in compute kernels, global/local/semaphore parameters only in
// dataflow kernels; valid kernels pass through unchanged.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(tanto-verify-roles)' | FileCheck %s

// A well-formed compute kernel: unchanged.
// CHECK-LABEL: func.func @compute
// CHECK: "tile.math_acquire"
// CHECK: "tile.math_release"
func.func @compute(%pa: !pipe.pipe<bf16>, %pc: !pipe.pipe<bf16>) attributes {tanto.role = "compute"} {
  %c0 = arith.constant 0 : i32
  "pipe.wait_front"(%pa) : (!pipe.pipe<bf16>) -> ()
  "pipe.reserve_back"(%pc) : (!pipe.pipe<bf16>) -> ()
  %acc = "tile.math_acquire"() : () -> !tile.math<bf16>
  "tile.copy"(%acc, %pa, %c0, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  "tile.pack"(%acc, %c0, %pc) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  "tile.math_release"(%acc) : (!tile.math<bf16>) -> ()
  "pipe.pop_front"(%pa) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%pc) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// A NoC transfer in a compute kernel.
func.func @compute_reads(%g: !pipe.pipe<bf16>, %p: !pipe.pipe<bf16>) attributes {tanto.role = "compute"} {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{'noc.read' moves data over the NoC, which only dataflow (read/write) kernels may do; @compute_reads is a compute kernel}}
  "noc.read"(%p, %c0, %g, %c0, %c0) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// A barrier in a compute kernel.
func.func @compute_barrier() attributes {tanto.role = "compute"} {
  // expected-error@+1 {{'noc.write_barrier' moves data over the NoC}}
  "noc.write_barrier"() : () -> ()
  return
}

// -----

// A global buffer parameter of a compute kernel.
// expected-error@+1 {{parameter #0 of compute kernel @compute_global has type !noc.global<bf16>; global buffers, local buffers and semaphores belong to dataflow kernels}}
func.func @compute_global(%g: !noc.global<bf16>) attributes {tanto.role = "compute"} {
  return
}

// -----

// A semaphore parameter of a compute kernel.
// expected-error@+1 {{parameter #1 of compute kernel @compute_semaphore has type !noc.semaphore}}
func.func @compute_semaphore(%p: !pipe.pipe<bf16>, %s: !noc.semaphore) attributes {tanto.role = "compute"} {
  return
}

// -----

// A math object in a read kernel: the acquire and every use are reported.
func.func @reader_math(%p: !pipe.pipe<bf16>) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{'tile.math_acquire' is a math operation, which only compute kernels may use; @reader_math is a read (dataflow) kernel}}
  %acc = "tile.math_acquire"() : () -> !tile.math<bf16>
  // expected-error@+1 {{'tile.copy' is a math operation, which only compute kernels may use}}
  "tile.copy"(%acc, %p, %c0, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.math_release' is a math operation}}
  "tile.math_release"(%acc) : (!tile.math<bf16>) -> ()
  return
}

// -----

// tilize_block in a write kernel.
func.func @writer_tilize(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<bf16>) attributes {tanto.role = "write"} {
  %c1 = arith.constant 1 : i32
  // expected-error@+1 {{'tile.tilize_block' is a math operation, which only compute kernels may use; @writer_tilize is a write (dataflow) kernel}}
  "tile.tilize_block"(%a, %c1, %b) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// An unknown role.
// expected-error@+1 {{'func.func' op @sorter has tanto.role = "sort"; expected "read", "write" or "compute"}}
func.func @sorter() attributes {tanto.role = "sort"} {
  return
}

// -----

// Data movement and dataflow parameters are fine in read kernels, and
// functions without a role (helpers) are not role-checked.
// CHECK-LABEL: func.func @reader
// CHECK-LABEL: func.func @helper
func.func @reader(%g: !noc.global<bf16>, %s: !noc.semaphore, %p: !pipe.pipe<bf16>) attributes {tanto.role = "read"} {
  %c0 = arith.constant 0 : i32
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "noc.read"(%p, %c0, %g, %c0, %c0) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "noc.read_barrier"() : () -> ()
  "noc.sem_wait"(%s, %c0) : (!noc.semaphore, i32) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}
func.func @helper(%g: !noc.global<bf16>, %m: !tile.math<bf16>, %p: !pipe.pipe<bf16>) {
  %c0 = arith.constant 0 : i32
  "noc.write_barrier"() : () -> ()
  return
}
