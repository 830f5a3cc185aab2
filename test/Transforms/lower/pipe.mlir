// tanto-lower-pipe-to-llvm: each pipe op calls the device library's pipe
// protocol; inlined, it is plain memory traffic on the pipe's control block
// (pushed at +0, popped at +4, capacity at +8, pack cursor at +16, and the
// frame size of the kernel's role: read +12, write +20, compute +24),
// volatile where the other side writes. Counts are in tiles.
// RUN: split-file %s %t
// RUN: tanto-opt %t/protocol.mlir --pass-pipeline='builtin.module(tanto-lower-pipe-to-llvm)' | FileCheck %s
// RUN: tanto-opt %t/protocol.mlir --pass-pipeline='builtin.module(tanto-lower-pipe-to-llvm,inline,symbol-dce,canonicalize)' | FileCheck %s --check-prefix=INLINED
// RUN: tanto-opt %t/fifo.mlir --pass-pipeline='builtin.module(tanto-lower-kernels,tanto-lower-pipe-to-llvm)' | FileCheck %s --check-prefix=FIFO

// CHECK-LABEL: func.func @protocol
// CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %arg0 : !pipe.pipe<bf16> to i32
// CHECK: %[[WRITE:.*]] = arith.constant 20 : i32
// CHECK: call @tanto.pipe.set_frame(%[[P]], %[[WRITE]], %arg1) : (i32, i32, i32) -> ()
// CHECK: call @tanto.pipe.reserve_back(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// Room for the write frame and the frames ahead up to the one reserved.
// CHECK: %[[NEXT:.*]] = arith.constant 1 : i32
// CHECK: call @tanto.pipe.reserve_next(%{{.*}}, %{{.*}}, %[[NEXT]]) : (i32, i32, i32) -> ()
// CHECK: %[[SECOND:.*]] = arith.constant 2 : i32
// CHECK: call @tanto.pipe.reserve_next(%{{.*}}, %{{.*}}, %[[SECOND]]) : (i32, i32, i32) -> ()
// CHECK: call @tanto.pipe.push_back(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// CHECK: call @tanto.pipe.wait_front(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// The read frame and the frames after it up to the one waited for, filled.
// CHECK: %[[THIRD:.*]] = arith.constant 3 : i32
// CHECK: call @tanto.pipe.wait_next(%{{.*}}, %{{.*}}, %[[THIRD]]) : (i32, i32, i32) -> ()
// CHECK: call @tanto.pipe.pop_front(%{{.*}}, %{{.*}}) : (i32, i32) -> ()
// CHECK-NOT: "pipe.

// The compute kernel's frame size is its own word, +24.
// CHECK-LABEL: func.func @consumer
// CHECK: %[[COMPUTE:.*]] = arith.constant 24 : i32
// CHECK: call @tanto.pipe.wait_front(%{{.*}}, %[[COMPUTE]]) : (i32, i32) -> ()

// The consumer spins on the producer's counter, read volatile.
// INLINED-LABEL: func.func @consumer
// INLINED: %[[BASE:.*]] = llvm.mlir.addressof @tanto_l1 : !llvm.ptr
// INLINED: scf.while
// INLINED: llvm.load volatile
// INLINED: arith.cmpi ult
// INLINED: scf.condition
// pop_front publishes the new count with a volatile store.
// INLINED: llvm.store volatile
// INLINED-NOT: call @tanto.

// A pipe op outside a kernel has no frame size to use.
// RUN: not tanto-opt %t/no-role.mlir --pass-pipeline='builtin.module(tanto-lower-pipe-to-llvm)' 2>&1 | FileCheck %s --check-prefix=NO-ROLE
// NO-ROLE: no-role.mlir:2:3: error: 'pipe.wait_front' is in @helper, which is not a kernel (no tanto.role read, write or compute): a pipe's frame size belongs to the kernel using it

//--- protocol.mlir
func.func @protocol(%p: !pipe.pipe<bf16>, %tiles: i32) attributes {tanto.role = "write"} {
  "pipe.set_frame"(%p, %tiles) : (!pipe.pipe<bf16>, i32) -> ()
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.reserve_next"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.reserve_next"(%p) {ahead = 2} : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.wait_next"(%p) {ahead = 3 : i64} : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

func.func @consumer(%p: !pipe.pipe<f32>) attributes {tanto.role = "compute"} {
  "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<f32>) -> ()
  return
}

//--- fifo.mlir
// A PTO FIFO (more in pto-fifo.pto): its memory and page from the runtime
// arguments, its flag from the type; a slot index from the runtime.
// FIFO-LABEL: func.func @fifo(%arg0: !llvm.ptr) attributes {tanto.runtime_args = ["arg0.address", "arg0.page"]}
// FIFO: %[[SLOT:.*]] = call @tanto_rt_pto_fifo_alloc(%c0_i32{{.*}}, %c2_i32{{.*}}) : (i32, i32) -> i32
// FIFO: arith.muli %[[SLOT]], %c262144_i32
// FIFO: call @tanto_rt_pto_fifo_push(%c0_i32
func.func @fifo(%fifo: !pipe.fifo<0, 262144, 2>) {
  %slot = "pipe.talloc"(%fifo) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 262144, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 128, 512>, array<i64: 1, 1, 1, 512, 1>>
  "pipe.tpush"(%fifo, %slot) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 262144, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 128, 512>, array<i64: 1, 1, 1, 512, 1>>) -> ()
  return
}

//--- no-role.mlir
func.func @helper(%p: !pipe.pipe<f32>) {
  "pipe.wait_front"(%p) : (!pipe.pipe<f32>) -> ()
  return
}
