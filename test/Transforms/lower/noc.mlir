// tanto-lower-noc-to-llvm: every NoC op becomes a tanto_rt_noc_* call (or
// plain memory for local semaphores and get/set), with addresses computed
// by the device library: element offsets scaled to bytes, pipe frames,
// (x, y) and multicast encodings, DRAM pages. Tokens become transaction
// ids (1..15; 0 is untracked).
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-lower-noc-to-llvm)' | FileCheck %s
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-lower-noc-to-llvm,inline,symbol-dce,canonicalize)' | FileCheck %s --check-prefix=INLINED

module attributes {tanto.arch = "wormhole_b0"} {
  // CHECK-LABEL: func.func @reads
  func.func @reads(%local: !noc.local<bf16>, %p: !pipe.pipe<bf16>, %g: !noc.global<bf16>, %off: i32, %n: i32, %x: i32, %y: i32) attributes {tanto.role = "read"} {
    // From DRAM into the pipe's write frame: the page loop of the library.
    // CHECK: %[[TILE:.*]] = arith.constant 2048 : i32
    // CHECK: %[[P:.*]] = builtin.unrealized_conversion_cast %arg1 : !pipe.pipe<bf16> to i32
    // CHECK: %[[FRAME:.*]] = call @tanto.pipe.write_frame(%[[P]], %[[TILE]])
    // CHECK: %[[DST:.*]] = arith.addi %[[FRAME]]
    // CHECK: %[[G:.*]]:2 = builtin.unrealized_conversion_cast %arg2 : !noc.global<bf16> to i32, i32
    // CHECK: %[[ESIZE:.*]] = arith.constant 2 : i32
    // CHECK: call @tanto.noc.read_global(%[[DST]], %[[G]]#0, %[[G]]#1, %[[ESIZE]], %arg3, %arg4, %{{.*}})
    "noc.read"(%p, %off, %g, %off, %n) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    // From the read frame of a pipe on this core, then on core (x, y).
    // CHECK: call @tanto.pipe.read_frame
    // CHECK: %[[SRC:.*]] = call @tanto.noc.local(%{{.*}}) : (i32) -> i64
    // CHECK: call @tanto_rt_noc_read(%[[SRC]], %{{.*}}, %{{.*}}, %c0_i32{{.*}}) : (i64, i32, i32, i32) -> ()
    "noc.read"(%local, %off, %p, %off, %n) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
    // CHECK: %[[REMOTE:.*]] = call @tanto.noc.xy(%arg5, %arg6, %{{.*}}) : (i32, i32, i32) -> i64
    // CHECK: call @tanto_rt_noc_read(%[[REMOTE]]
    "noc.read_remote"(%local, %off, %local, %off, %n, %x, %y) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
    // Into the next frame with a token: transaction id 1, then waited on.
    // CHECK: %[[ID:.*]] = arith.constant 1 : i32
    // CHECK: %[[ONE:.*]] = arith.constant 1 : i32
    // CHECK: call @tanto.pipe.ahead_write_frame(%{{.*}}, %{{.*}}, %[[ONE]], %{{.*}})
    // CHECK: call @tanto.noc.read_global(%{{.*}}, %[[ID]])
    // CHECK: call @tanto_rt_noc_wait(%[[ID]]) : (i32) -> ()
    %t = "noc.read"(%p, %off, %g, %off, %n) {next_frame} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
    "noc.wait"(%t) : (!noc.token) -> ()
    // Three frames ahead, under the transaction id of the completed %t
    // (a deep software pipeline's rotation): no id of its own.
    // CHECK: %[[THREE:.*]] = arith.constant 3 : i32
    // CHECK: call @tanto.pipe.ahead_write_frame(%{{.*}}, %{{.*}}, %[[THREE]], %{{.*}})
    // CHECK: call @tanto.noc.read_global(%{{.*}}, %[[ID]])
    // CHECK: call @tanto_rt_noc_wait(%[[ID]]) : (i32) -> ()
    %u = "noc.read"(%p, %off, %g, %off, %n, %t) {next_frame, ahead = 3} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32, !noc.token) -> !noc.token
    "noc.wait"(%u) : (!noc.token) -> ()
    // Out of the frame two after the read frame, under %u's id.
    // CHECK: %[[TWO:.*]] = arith.constant 2 : i32
    // CHECK: call @tanto.pipe.ahead_read_frame(%{{.*}}, %{{.*}}, %[[TWO]], %{{.*}})
    // CHECK: call @tanto.noc.write_global(%{{.*}}, %[[ID]])
    %w = "noc.write"(%p, %off, %g, %off, %n, %u) {source_ahead = 2 : i64} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32, !noc.token) -> !noc.token
    "noc.wait"(%w) : (!noc.token) -> ()
    // CHECK: call @tanto_rt_noc_read_barrier() : () -> ()
    "noc.read_barrier"() : () -> ()
    return
  }

  // CHECK-LABEL: func.func @writes
  func.func @writes(%local: !noc.local<f32>, %p: !pipe.pipe<f32>, %g: !noc.global<f32>, %off: i32, %n: i32, %x0: i32, %y0: i32, %x1: i32, %y1: i32, %k: i32) {
    // CHECK: call @tanto.noc.write_global
    "noc.write"(%p, %off, %g, %off, %n) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
    // CHECK: call @tanto.noc.xy(%arg5, %arg6
    // CHECK: call @tanto_rt_noc_write(
    "noc.write_remote"(%local, %off, %local, %off, %n, %x0, %y0) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32, i32, i32) -> ()
    // A multicast rectangle; the last flag says whether this core is in it.
    // CHECK: %[[RECT:.*]] = call @tanto.noc.mcast(%arg5, %arg6, %arg7, %arg8, %{{.*}}) : (i32, i32, i32, i32, i32) -> i64
    // CHECK: %[[SELF:.*]] = arith.constant 0 : i32
    // CHECK: call @tanto_rt_noc_write_mcast(%{{.*}}, %[[RECT]], %{{.*}}, %arg9, %[[SELF]], %{{.*}})
    "noc.write_mcast"(%local, %off, %local, %off, %n, %x0, %y0, %x1, %y1, %k) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32, i32, i32, i32, i32, i32) -> ()
    // CHECK: %[[WITH:.*]] = arith.constant 1 : i32
    // CHECK: call @tanto_rt_noc_write_mcast(%{{.*}}, %{{.*}}, %{{.*}}, %arg9, %[[WITH]], %{{.*}})
    "noc.write_mcast_with_self"(%local, %off, %p, %off, %n, %x0, %y0, %x1, %y1, %k) : (!noc.local<f32>, i32, !pipe.pipe<f32>, i32, i32, i32, i32, i32, i32, i32) -> ()
    // A pipe multicasts its write frame (spec 3.4.2), not its read frame.
    // CHECK: %[[WFRAME:.*]] = call @tanto.pipe.write_frame
    // CHECK-NEXT: %{{.*}} = arith.constant 4 : i32
    // CHECK-NEXT: %{{.*}} = arith.muli
    // CHECK-NEXT: %[[MSRC:.*]] = arith.addi %[[WFRAME]]
    // CHECK-NOT: read_frame
    // CHECK: call @tanto_rt_noc_write_mcast(%[[MSRC]],
    "noc.write_mcast"(%p, %off, %local, %off, %n, %x0, %y0, %x1, %y1, %k) : (!pipe.pipe<f32>, i32, !noc.local<f32>, i32, i32, i32, i32, i32, i32, i32) -> ()
    // CHECK: call @tanto_rt_noc_write_barrier() : () -> ()
    "noc.write_barrier"() : () -> ()
    return
  }

  // CHECK-LABEL: func.func @local_access
  func.func @local_access(%buf: !noc.local<f32>, %p: !pipe.pipe<f32>, %i: i32, %v: f32, %n: i32) -> f32 {
    // get/set are loads and stores in L1: 4 bytes per element.
    // CHECK: %[[FOUR:.*]] = arith.constant 4 : i32
    // CHECK: %[[BYTES:.*]] = arith.muli %arg2, %[[FOUR]] : i32
    // CHECK: %[[PTR:.*]] = call @tanto.ptr(%{{.*}}) : (i32) -> !llvm.ptr
    // CHECK: %[[V:.*]] = llvm.load %[[PTR]] : !llvm.ptr -> f32
    %x = "noc.get"(%buf, %i) : (!noc.local<f32>, i32) -> f32
    // CHECK: llvm.store %arg3, %{{.*}} : f32, !llvm.ptr
    "noc.set"(%buf, %i, %v) : (!noc.local<f32>, i32, f32) -> ()
    // The move fast path: the size once, then moves.
    // CHECK: call @tanto_rt_noc_move_init(%{{.*}}) : (i32) -> ()
    // CHECK: call @tanto_rt_noc_move(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, i32, i32) -> ()
    "noc.move_init"(%p, %n) : (!pipe.pipe<f32>, i32) -> ()
    "noc.move"(%p, %i, %buf, %i) : (!pipe.pipe<f32>, i32, !noc.local<f32>, i32) -> ()
    // CHECK: return %[[V]] : f32
    return %x : f32
  }

  // CHECK-LABEL: func.func @semaphores
  func.func @semaphores(%s: !noc.semaphore, %src: !noc.semaphore, %v: i32, %x: i32, %y: i32, %k: i32) {
    // CHECK: call @tanto.store_volatile(%{{.*}}, %arg2) : (i32, i32) -> ()
    "noc.sem_set"(%s, %v) : (!noc.semaphore, i32) -> ()
    // CHECK: %[[AT:.*]] = call @tanto.noc.xy(%arg3, %arg4, %{{.*}})
    // CHECK: call @tanto_rt_noc_sem_inc(%[[AT]], %arg2) : (i64, i32) -> ()
    "noc.sem_inc"(%s, %x, %y, %v) : (!noc.semaphore, i32, i32, i32) -> ()
    // A remote set is a 4-byte write of the local instance.
    // CHECK: %[[TO:.*]] = call @tanto.noc.xy(%arg3, %arg4, %{{.*}})
    // CHECK: %[[FOURB:.*]] = arith.constant 4 : i32
    // CHECK: call @tanto_rt_noc_write(%{{.*}}, %[[TO]], %[[FOURB]], %{{.*}})
    "noc.sem_set_remote"(%s, %src, %x, %y) : (!noc.semaphore, !noc.semaphore, i32, i32) -> ()
    // CHECK: call @tanto.noc.mcast
    // CHECK: call @tanto_rt_noc_write_mcast(
    "noc.sem_set_mcast"(%s, %src, %x, %y, %x, %y, %k) : (!noc.semaphore, !noc.semaphore, i32, i32, i32, i32, i32) -> ()
    // CHECK: call @tanto.sem.wait(%{{.*}}, %arg2) : (i32, i32) -> ()
    "noc.sem_wait"(%s, %v) : (!noc.semaphore, i32) -> ()
    return
  }

  // Tokens carried around a loop become i32 transaction ids.
  // CHECK-LABEL: func.func @loop_tokens
  // CHECK: scf.for {{.*}} iter_args(%[[T:.*]] = %{{.*}}) -> (i32)
  // CHECK: call @tanto_rt_noc_wait(%[[T]])
  func.func @loop_tokens(%p: !pipe.pipe<bf16>, %g: !noc.global<bf16>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %first = "noc.read"(%p, %c0, %g, %c0, %n) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
    %last = scf.for %i = %c0 to %n step %c1 iter_args(%t = %first) -> (!noc.token) : i32 {
      "noc.wait"(%t) : (!noc.token) -> ()
      %next = "noc.read"(%p, %c0, %g, %i, %n) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
      scf.yield %next : !noc.token
    }
    "noc.wait"(%last) : (!noc.token) -> ()
    return
  }

  // Inlined, a DRAM address is the page's bank (round robin over Wormhole's
  // 12 banks), its row in the bank, and the bank's encoded NoC endpoint
  // from the firmware's table as the high word. A chunk within its first
  // page is one transfer of the whole count; only a longer one loops over
  // its pages.
  // INLINED-LABEL: func.func @reads
  // INLINED: %[[G:.*]]:2 = builtin.unrealized_conversion_cast %arg2 : !noc.global<bf16> to i32, i32
  // INLINED: %[[IN_PAGE:.*]] = arith.remui %arg3, %[[G]]#1 : i32
  // INLINED: %[[ROOM:.*]] = arith.subi %[[G]]#1, %[[IN_PAGE]] : i32
  // INLINED: %[[FITS:.*]] = arith.cmpi ule, %arg4, %[[ROOM]] : i32
  // INLINED: %[[ANY:.*]] = arith.cmpi ugt, %arg4, %c0_i32 : i32
  // INLINED: %[[ONE:.*]] = arith.andi %[[FITS]], %[[ANY]] : i1
  // INLINED: scf.if %[[ONE]] {
  // INLINED-NEXT: %[[BYTES:.*]] = arith.muli %arg4, %c2_i32 : i32
  // INLINED: arith.remui %{{.*}}, %c12_i32
  // INLINED: llvm.load %{{.*}} : !llvm.ptr -> i32
  // INLINED: arith.shli %{{.*}}, %c32_i64
  // INLINED: call @tanto_rt_noc_read(%{{.*}}, %{{.*}}, %[[BYTES]], %c0_i32)
  // INLINED-NEXT: } else {
  // INLINED-NEXT: scf.while
  // INLINED: arith.minui
  // INLINED: call @tanto_rt_noc_read
}
