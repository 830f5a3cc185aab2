// tanto-lower-kernels: a kernel becomes `void @<program>__<kernel>(ptr)`.
// Known values become constants, bound pipes/locals/semaphores their L1
// address, a bound global buffer a runtime word (its address) and its page
// size; the rest are words of the runtime-argument array, in order.
// RUN: split-file %s %t
// RUN: tanto-opt %t/program.mlir --pass-pipeline='builtin.module(tanto-lower-kernels)' | FileCheck %s
// RUN: not tanto-opt %t/unplaced.mlir --pass-pipeline='builtin.module(tanto-lower-kernels)' 2>&1 | FileCheck %s --check-prefix=UNPLACED
// RUN: not tanto-opt %t/helper.mlir --pass-pipeline='builtin.module(tanto-lower-kernels)' 2>&1 | FileCheck %s --check-prefix=HELPER

// CHECK-LABEL: func.func @demo__reader(%arg0: !llvm.ptr)
// CHECK-SAME: tanto.role = "read"
// CHECK-SAME: tanto.runtime_args = ["g.address", "start", "scale", "lone.address", "lone.page", "flag"]
// The global's address is word 0, its page size (1024) a constant.
// CHECK: %[[W0:.*]] = call @tanto.arg(%arg0, %{{.*}}) : (!llvm.ptr, i32) -> i32
// CHECK: %[[PAGE:.*]] = arith.constant 1024 : i32
// CHECK: %[[G:.*]] = builtin.unrealized_conversion_cast %[[W0]], %[[PAGE]] : i32, i32 to !noc.global<bf16>
// The pipe at its l1-alloc address.
// CHECK: %[[PADDR:.*]] = arith.constant 102400 : i32
// CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %[[PADDR]] : i32 to !pipe.pipe<bf16>
// CHECK: %[[SEMADDR:.*]] = arith.constant 110624 : i32
// A known value is a constant; unknown scalars are words (f32 bit cast,
// i1 truncated).
// CHECK: %[[N:.*]] = arith.constant 8 : i32
// CHECK: %[[START:.*]] = call @tanto.arg(%arg0, %{{.*}})
// CHECK: %[[SCALEW:.*]] = call @tanto.arg(%arg0, %{{.*}})
// CHECK: arith.bitcast %[[SCALEW]] : i32 to f32
// An unbound global takes two words: address and page size (unused here).
// CHECK: call @tanto.arg
// CHECK: call @tanto.arg
// CHECK: %[[FLAGW:.*]] = call @tanto.arg
// CHECK: arith.trunci %[[FLAGW]] : i32 to i1
// CHECK: "noc.read"(%[[P]], %{{.*}}, %[[G]], %[[START]], %[[N]])
// The declarations are consumed.
// CHECK-NOT: pipe.decl
// CHECK-NOT: noc.global_decl

//--- program.mlir
module attributes {tanto.arch = "wormhole_b0", tanto.program = "demo"} {
  "noc.global_decl"() {sym_name = "a", element = bf16, elements = 65536 : i64, page = 1024 : i64} : () -> ()
  "pipe.decl"() {capacity = 2 : i64, sym_name = "in", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>, l1.address = 102400 : i64, l1.size = 4128 : i64} : () -> ()
  "noc.semaphore_decl"() {sym_name = "ready", initial = 0 : i64, cores = array<i64: 0, 0, 0, 0>, l1.address = 110624 : i64, l1.size = 4 : i64} : () -> ()
  func.func @reader(%g: !noc.global<bf16> {tanto.bind = "a", tanto.name = "g"}, %p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}, %s: !noc.semaphore {tanto.bind = "ready", tanto.name = "s"},
                    %n: i32 {tanto.name = "n", tanto.value = 8 : i32}, %start: i32 {tanto.name = "start"}, %scale: f32 {tanto.name = "scale"},
                    %lone: !noc.global<bf16> {tanto.name = "lone"}, %flag: i1 {tanto.name = "flag"}) attributes {tanto.role = "read", tanto.cores = array<i64: 0, 0, 0, 0>} {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%p, %start, %g, %start, %n) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "noc.sem_set"(%s, %n) : (!noc.semaphore, i32) -> ()
    return
  }
}

//--- unplaced.mlir
// UNPLACED: unplaced.mlir:4:3: error: `in` (parameter `p` of @k) has no L1 address: run tanto-l1-alloc before tanto-lower-kernels
module {
  "pipe.decl"() {capacity = 2 : i64, sym_name = "in", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()
  func.func @k(%p: !pipe.pipe<bf16> {tanto.bind = "in", tanto.name = "p"}) attributes {tanto.role = "read"} {
    return
  }
}

//--- helper.mlir
// HELPER: helper.mlir:3:3: error: @helper takes a Tanto resource (parameter #0) but is not a kernel (no tanto.role): only kernels receive resources through the runtime ABI
module {
  func.func @helper(%p: !pipe.pipe<bf16>) {
    return
  }
}
