// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce)' | FileCheck %s

module attributes {tanto.arch = "wormhole_b0"} {
  "noc.global_decl"() {sym_name = "g", element = bf16, elements = 65536 : i64, page = 1024 : i64} : () -> ()

  // Four reads of 256 elements, contiguous in both L1 and the page: one read.
  func.func @contiguous(%dst: !noc.local<bf16>, %src: !noc.global<bf16> {tanto.bind = "g"}, %base: i32) {
    %c0 = arith.constant 0 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c768 = arith.constant 768 : i32
    %page = arith.constant 1024 : i32
    %p = arith.muli %base, %page : i32
    %p1 = arith.addi %p, %c256 : i32
    %p2 = arith.addi %p, %c512 : i32
    %p3 = arith.addi %p, %c768 : i32
    "noc.read"(%dst, %c0, %src, %p, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read"(%dst, %c256, %src, %p1, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read"(%dst, %c512, %src, %p2, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read"(%dst, %c768, %src, %p3, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @contiguous
  // CHECK: arith.addi
  // CHECK: %[[N:.*]] = arith.constant 1024 : i32
  // CHECK-NEXT: "noc.read"(%arg0, %{{.*}}, %arg1, %{{.*}}, %[[N]])
  // CHECK-NOT: "noc.read"(
  // CHECK: "noc.read_barrier"

  // Issued out of order, still one run: the window's transfers are
  // asynchronous until the barrier, so order of issue does not matter.
  func.func @reordered(%dst: !noc.local<f32>, %src: !noc.local<f32>) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    "noc.read"(%dst, %c64, %src, %c64, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "noc.read"(%dst, %c0, %src, %c0, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "noc.read"(%dst, %c128, %src, %c128, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @reordered
  // CHECK: %[[N:.*]] = arith.constant 192 : i32
  // CHECK-NEXT: "noc.read"(%arg0, %c0_i32, %arg1, %c0_i32, %[[N]])
  // CHECK-NOT: "noc.read"(
  // CHECK: return

  // Contiguous in the source only (the destination skips 64 elements), or
  // between different buffers: nothing merges.
  func.func @not_contiguous(%dst: !noc.local<f32>, %other: !noc.local<f32>, %src: !noc.local<f32>) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    %c192 = arith.constant 192 : i32
    "noc.read"(%dst, %c0, %src, %c0, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "noc.read"(%dst, %c128, %src, %c64, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "noc.read"(%other, %c192, %src, %c128, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @not_contiguous
  // CHECK-COUNT-3: "noc.read"(
  // CHECK: "noc.read_barrier"

  // A barrier or a pipe operation between two transfers ends the window:
  // the first transfer must have landed before what follows it.
  func.func @window_ends(%p: !pipe.pipe<bf16>, %dst: !noc.local<bf16>, %src: !noc.local<bf16>) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    "noc.read"(%dst, %c0, %src, %c0, %c64) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "noc.read"(%dst, %c64, %src, %c64, %c64) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%dst, %c128, %src, %c128, %c64) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @window_ends
  // CHECK: "noc.read"(%arg1, %{{.*}}, %arg2, %{{.*}}, %c64_i32)
  // CHECK-NEXT: "noc.read_barrier"
  // CHECK-NEXT: "noc.read"(%arg1, %{{.*}}, %arg2, %{{.*}}, %c64_i32)
  // CHECK-NEXT: "pipe.reserve_back"
  // CHECK-NEXT: "noc.read"(%arg1, %{{.*}}, %arg2, %{{.*}}, %c64_i32)

  // Runs stop at a DRAM page (1024 elements of @g; pages sit in different
  // banks): 768..1023 and 1024..1279 stay two reads, each merged with its
  // own page's neighbour.
  func.func @page_boundary(%dst: !noc.local<bf16>, %src: !noc.global<bf16> {tanto.bind = "g"}) {
    %c0 = arith.constant 0 : i32
    %c256 = arith.constant 256 : i32
    %c512 = arith.constant 512 : i32
    %c768 = arith.constant 768 : i32
    %c1024 = arith.constant 1024 : i32
    %c1280 = arith.constant 1280 : i32
    "noc.read"(%dst, %c512, %src, %c512, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read"(%dst, %c768, %src, %c768, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read"(%dst, %c1024, %src, %c1024, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read"(%dst, %c1280, %src, %c1280, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @page_boundary
  // CHECK: arith.constant 1280
  // CHECK-NEXT: %[[A:.*]] = arith.constant 512 : i32
  // CHECK-NEXT: "noc.read"(%arg0, %c512_i32, %arg1, %c512_i32, %[[A]])
  // CHECK: %[[B:.*]] = arith.constant 512 : i32
  // CHECK-NEXT: "noc.read"(%arg0, %c1024_i32, %arg1, %c1024_i32, %[[B]])
  // CHECK-NOT: "noc.read"(
  // CHECK: return

  // A global buffer whose pages are unknown (no binding) is left alone.
  func.func @unbound_global(%dst: !noc.local<bf16>, %src: !noc.global<bf16>) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    "noc.read"(%dst, %c0, %src, %c0, %c64) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read"(%dst, %c64, %src, %c64, %c64) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @unbound_global
  // CHECK-COUNT-2: "noc.read"(

  // A transfer with a completion token is awaited on its own: merging it
  // would change what its noc.wait covers.
  func.func @tokens(%dst: !noc.local<f32>, %src: !noc.local<f32>) {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %t = "noc.read"(%dst, %c0, %src, %c0, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> !noc.token
    "noc.read"(%dst, %c64, %src, %c64, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    "noc.wait"(%t) : (!noc.token) -> ()
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @tokens
  // CHECK: "noc.read"({{.*}}) -> !noc.token
  // CHECK-NEXT: "noc.read"({{.*}}) -> ()

  // Writes to a remote core merge when the core is the same one.
  func.func @remote_writes(%src: !noc.local<f32>, %dst: !noc.local<f32>, %x: i32, %y: i32, %x2: i32) {
    %c0 = arith.constant 0 : i32
    %c32 = arith.constant 32 : i32
    "noc.write_remote"(%src, %c0, %dst, %c0, %c32, %x, %y) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32, i32, i32) -> ()
    "noc.write_remote"(%src, %c32, %dst, %c32, %c32, %x, %y) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32, i32, i32) -> ()
    "noc.write_remote"(%src, %c0, %dst, %c0, %c32, %x2, %y) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32, i32, i32) -> ()
    "noc.write_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @remote_writes
  // CHECK: %[[N:.*]] = arith.constant 64 : i32
  // CHECK-NEXT: "noc.write_remote"(%arg0, %c0_i32, %arg1, %c0_i32, %[[N]], %arg2, %arg3)
  // CHECK-NEXT: "noc.write_remote"(%arg0, %{{.*}}, %arg1, %{{.*}}, %c32_i32, %arg4, %arg3)
  // CHECK-NEXT: "noc.write_barrier"

  // Barriers of one kind in a row collapse to one; a read barrier next to
  // a write barrier stays.
  func.func @barriers() {
    "noc.read_barrier"() : () -> ()
    "noc.read_barrier"() : () -> ()
    "noc.write_barrier"() : () -> ()
    "noc.write_barrier"() : () -> ()
    "noc.write_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @barriers
  // CHECK-NEXT: "noc.read_barrier"
  // CHECK-NEXT: "noc.write_barrier"
  // CHECK-NEXT: return
}
