// A counted loop whose one transfer advances by its own size each
// iteration moves several iterations' worth per transfer: the step and the
// count grow together, up to the burst size and inside one DRAM page.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce)' | FileCheck %s
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce{max-burst=512})' | FileCheck %s --check-prefix=BURST
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce{arch=blackhole})' | FileCheck %s --check-prefix=BLACKHOLE
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-dma-coalesce{stats})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS

module attributes {tanto.arch = "wormhole_b0"} {
  "noc.global_decl"() {sym_name = "g", element = bf16, elements = 65536 : i64, page = 1024 : i64} : () -> ()

  // 16 x 64 floats from L1 to L1: 4 KiB in all, under Wormhole's 8 KiB
  // burst, so one iteration moves everything.
  func.func @local_copy(%dst: !noc.local<f32>, %src: !noc.local<f32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    scf.for %i = %c0 to %c16 step %c1 : i32 {
      %offset = arith.muli %i, %c64 : i32
      "noc.read"(%dst, %offset, %src, %offset, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    }
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @local_copy
  // CHECK: %[[STEP:.*]] = arith.constant 16 : i32
  // CHECK: scf.for %{{.*}} = %c0_i32 to %c16_i32 step %[[STEP]]
  // CHECK: %[[COUNT:.*]] = arith.constant 1024 : i32
  // CHECK-NEXT: "noc.read"(%arg0, %{{.*}}, %arg1, %{{.*}}, %[[COUNT]])

  // BURST-LABEL: func.func @local_copy
  // BURST: %[[STEP:.*]] = arith.constant 2 : i32
  // BURST: scf.for %{{.*}} step %[[STEP]]
  // BURST: %[[COUNT:.*]] = arith.constant 128 : i32
  // BURST-NEXT: "noc.read"(%arg0, %{{.*}}, %arg1, %{{.*}}, %[[COUNT]])

  // 16 x 256 bf16 from a global buffer with 1024-element pages: a transfer
  // may not leave its page (pages are interleaved over DRAM banks), so four
  // iterations' worth at a time.
  func.func @paged_read(%dst: !noc.local<bf16>, %src: !noc.global<bf16> {tanto.bind = "g"}) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c256 = arith.constant 256 : i32
    scf.for %i = %c0 to %c16 step %c1 : i32 {
      %offset = arith.muli %i, %c256 : i32
      "noc.read"(%dst, %offset, %src, %offset, %c256) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    }
    "noc.read_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @paged_read
  // CHECK: %[[STEP:.*]] = arith.constant 4 : i32
  // CHECK: scf.for %{{.*}} step %[[STEP]]
  // CHECK: %[[COUNT:.*]] = arith.constant 1024 : i32
  // CHECK-NEXT: "noc.read"(%arg0, %{{.*}}, %arg1, %{{.*}}, %[[COUNT]])

  // 16 KiB from L1 to L1: two 8 KiB bursts on Wormhole, one 16 KiB burst
  // on Blackhole (the target file's max_burst_bytes).
  func.func @burst(%dst: !noc.local<f32>, %src: !noc.local<f32>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c256 = arith.constant 256 : i32
    scf.for %i = %c0 to %c16 step %c1 : i32 {
      %offset = arith.muli %i, %c256 : i32
      "noc.write"(%src, %offset, %dst, %offset, %c256) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    }
    "noc.write_barrier"() : () -> ()
    return
  }
  // CHECK-LABEL: func.func @burst
  // CHECK: %[[STEP:.*]] = arith.constant 8 : i32
  // CHECK: scf.for %{{.*}} step %[[STEP]]
  // CHECK: %[[COUNT:.*]] = arith.constant 2048 : i32
  // CHECK-NEXT: "noc.write"(%arg1, %{{.*}}, %arg0, %{{.*}}, %[[COUNT]])

  // BLACKHOLE-LABEL: func.func @burst
  // BLACKHOLE: %[[STEP:.*]] = arith.constant 16 : i32
  // BLACKHOLE: scf.for %{{.*}} step %[[STEP]]
  // BLACKHOLE: %[[COUNT:.*]] = arith.constant 4096 : i32
  // BLACKHOLE-NEXT: "noc.write"(%arg1, %{{.*}}, %arg0, %{{.*}}, %[[COUNT]])

  // Offsets that skip a gap each iteration, a loop whose trip count is not
  // known, and a loop that does more than transfer are left alone.
  func.func @strided(%dst: !noc.local<f32>, %src: !noc.local<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c16 = arith.constant 16 : i32
    %c64 = arith.constant 64 : i32
    %c128 = arith.constant 128 : i32
    scf.for %i = %c0 to %c16 step %c1 : i32 {
      %offset = arith.muli %i, %c128 : i32
      "noc.read"(%dst, %offset, %src, %offset, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    }
    scf.for %i = %c0 to %n step %c1 : i32 {
      %offset = arith.muli %i, %c64 : i32
      "noc.read"(%dst, %offset, %src, %offset, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
    }
    scf.for %i = %c0 to %c16 step %c1 : i32 {
      %offset = arith.muli %i, %c64 : i32
      "noc.read"(%dst, %offset, %src, %offset, %c64) : (!noc.local<f32>, i32, !noc.local<f32>, i32, i32) -> ()
      "noc.read_barrier"() : () -> ()
    }
    return
  }
  // CHECK-LABEL: func.func @strided
  // CHECK-COUNT-3: step %c1_i32
  // CHECK-NOT: arith.constant

  // The metric: transfers issued per run of each kernel, before and after,
  // next to the lower bound (maximal contiguous runs cut by bursts and
  // pages). The unknown loop counts once.
  // STATS: remark: dma-coalesce @local_copy: 16 NoC transfers before, 1 after, lower bound 1
  // STATS: remark: dma-coalesce @paged_read: 16 NoC transfers before, 4 after, lower bound 4
  // STATS: remark: dma-coalesce @burst: 16 NoC transfers before, 2 after, lower bound 2
  // STATS: remark: dma-coalesce @strided: 33 NoC transfers before, 33 after, lower bound 33
}
