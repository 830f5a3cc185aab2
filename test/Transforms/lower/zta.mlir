// The zta dialect lowers in tanto-lower-noc-to-llvm's walk (lower/zta.rs):
// each op is a call of the runtime's tanto_rt_zta_* functions (docs/abi.md).
// A space is read word by word (space number, word, element bytes): the
// DDR window's address and page, the other spaces' L1 address; the PCOREs'
// rectangle is words 1 to 3 of the PCORE space (3). The noc ops of the same
// function use the spaces' words.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-lower-noc-to-llvm,canonicalize)' | FileCheck %s

module {
  // The entry binds the spaces: the DDR page in bytes (2 elements of i16).
  // CHECK-LABEL: func.func @entry(
  // CHECK-DAG: %[[TWO:.*]] = arith.constant 2 : i32
  // CHECK-DAG: %[[DDR:.*]]:2 = builtin.unrealized_conversion_cast %arg0 : !noc.global<i16> to i32, i32
  // CHECK: %[[PAGE:.*]] = arith.muli %[[DDR]]#1, %[[TWO]] : i32
  // CHECK: %[[SCRATCH:.*]] = builtin.unrealized_conversion_cast %arg1 : !noc.local<i8> to i32
  // CHECK: %[[STAGE:.*]] = builtin.unrealized_conversion_cast %arg2 : !noc.local<i8> to i32
  // CHECK: call @tanto_rt_zta_bind(%[[DDR]]#0, %[[PAGE]], %[[SCRATCH]], %[[STAGE]]) : (i32, i32, i32, i32) -> ()
  // CHECK: %[[PCORE:.*]] = builtin.unrealized_conversion_cast %arg3 : !noc.local<i16> to i32
  // CHECK: call @tanto_rt_zta_bind_pcores(%[[PCORE]], %arg4, %arg5, %arg6) : (i32, i32, i32, i32) -> ()
  func.func @entry(%ddr: !noc.global<i16>, %scratch: !noc.local<i8>, %stage: !noc.local<i8>, %pcore: !noc.local<i16>, %x0: i32, %y0: i32, %width: i32) {
    "zta.bind"(%ddr, %scratch, %stage) : (!noc.global<i16>, !noc.local<i8>, !noc.local<i8>) -> ()
    "zta.bind_pcores"(%pcore, %x0, %y0, %width) : (!noc.local<i16>, i32, i32, i32) -> ()
    return
  }

  // CHECK-LABEL: func.func @statement(
  // CHECK-DAG: %[[C0:.*]] = arith.constant 0 : i32
  // CHECK-DAG: %[[C1:.*]] = arith.constant 1 : i32
  // CHECK-DAG: %[[C2:.*]] = arith.constant 2 : i32
  // CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
  // CHECK: %[[DDR0:.*]] = call @tanto_rt_zta_space(%[[C0]], %[[C0]], %[[C2]])
  // CHECK-NEXT: %[[DDR1:.*]] = call @tanto_rt_zta_space(%[[C0]], %[[C1]], %[[C2]])
  // CHECK-NEXT: %[[SCRATCH:.*]] = call @tanto_rt_zta_space(%[[C1]], %[[C0]], %[[C2]])
  // CHECK-NEXT: call @tanto_rt_zta_space(%[[C2]], %[[C0]], %[[C1]])
  // CHECK-NEXT: %[[PCORE:.*]] = call @tanto_rt_zta_space(%[[C3]], %[[C0]], %[[C2]])
  // CHECK-NEXT: %[[X0:.*]] = call @tanto_rt_zta_space(%[[C3]], %[[C1]], %[[C0]])
  // CHECK-NEXT: %[[Y0:.*]] = call @tanto_rt_zta_space(%[[C3]], %[[C2]], %[[C0]])
  // CHECK-NEXT: call @tanto_rt_zta_space(%[[C3]], %[[C3]], %[[C0]])
  // CHECK: call @tanto.noc.read_global(%{{.*}}, %[[DDR0]], %[[DDR1]], %[[C2]], %arg1, %arg1, %[[C0]])
  // CHECK: %[[TO:.*]] = arith.addi %[[PCORE]], %{{.*}} : i32
  // CHECK: call @tanto.noc.xy(%[[X0]], %[[Y0]], %[[TO]])
  // CHECK: call @tanto_rt_noc_write(
  // CHECK: call @tanto_rt_zta_exe(%arg0, %arg1, %arg1, %[[C1]]) : (i32, i32, i32, i32) -> ()
  // CHECK-NEXT: call @tanto_rt_zta_exe(%arg0, %arg1, %arg1, %[[C0]]) : (i32, i32, i32, i32) -> ()
  // CHECK-NOT: zta.
  func.func @statement(%kernel: i32, %n: i32) {
    %ddr = "zta.space"() {space = "ddr"} : () -> !noc.global<i16>
    %scratch = "zta.space"() {space = "scratch"} : () -> !noc.local<i16>
    %stage = "zta.space"() {space = "stage"} : () -> !noc.local<i8>
    %pcore = "zta.space"() {space = "pcore"} : () -> !noc.local<i16>
    %rect:3 = "zta.pcores"() : () -> (i32, i32, i32)
    "noc.read"(%scratch, %n, %ddr, %n, %n) : (!noc.local<i16>, i32, !noc.global<i16>, i32, i32) -> ()
    "noc.write_remote"(%scratch, %n, %pcore, %n, %n, %rect#0, %rect#1) : (!noc.local<i16>, i32, !noc.local<i16>, i32, i32, i32, i32) -> ()
    "zta.exe"(%kernel, %n, %n) {lockstep} : (i32, i32, i32) -> ()
    "zta.exe"(%kernel, %n, %n) : (i32, i32, i32) -> ()
    return
  }
}
