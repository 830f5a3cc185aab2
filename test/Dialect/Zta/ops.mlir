// Round trip of every `zta` op (dialects/src/zta/zta.toml): parse, print,
// parse again; once in the default printer, once through the generic one.
// RUN: tanto-opt %s | tanto-opt | FileCheck %s
// RUN: tanto-opt %s --mlir-print-op-generic | tanto-opt | FileCheck %s

// A ztachip kernel's entry binds the spaces and the PCOREs' rectangle.
// CHECK-LABEL: func.func @kernel_entry(
// CHECK-NEXT: "zta.bind"(%arg0, %arg1, %arg2) : (!noc.global<i8>, !noc.local<i8>, !noc.local<i8>) -> ()
// CHECK-NEXT: "zta.bind_pcores"(%arg3, %arg4, %arg5, %arg6) : (!noc.local<i16>, i32, i32, i32) -> ()
func.func @kernel_entry(%ddr_window: !noc.global<i8>, %scratch_pad: !noc.local<i8>, %staging: !noc.local<i8>, %pcore_words: !noc.local<i16>, %x0: i32, %y0: i32, %width: i32) {
  "zta.bind"(%ddr_window, %scratch_pad, %staging) : (!noc.global<i8>, !noc.local<i8>, !noc.local<i8>) -> ()
  "zta.bind_pcores"(%pcore_words, %x0, %y0, %width) : (!noc.local<i16>, i32, i32, i32) -> ()
  return
}

// A statement's function reads every space back, in any element type.
// CHECK-LABEL: func.func @spaces(
// CHECK-NEXT: %{{.*}} = "zta.space"() {space = "ddr"} : () -> !noc.global<i8>
// CHECK-NEXT: %{{.*}} = "zta.space"() {space = "ddr"} : () -> !noc.global<i16>
// CHECK-NEXT: %{{.*}} = "zta.space"() {space = "scratch"} : () -> !noc.local<i16>
// CHECK-NEXT: %{{.*}} = "zta.space"() {space = "stage"} : () -> !noc.local<i8>
// CHECK-NEXT: %{{.*}} = "zta.space"() {space = "pcore"} : () -> !noc.local<i16>
// CHECK-NEXT: %{{.*}}:3 = "zta.pcores"() : () -> (i32, i32, i32)
func.func @spaces() {
  %ddr8 = "zta.space"() {space = "ddr"} : () -> !noc.global<i8>
  %ddr16 = "zta.space"() {space = "ddr"} : () -> !noc.global<i16>
  %scratch = "zta.space"() {space = "scratch"} : () -> !noc.local<i16>
  %stage = "zta.space"() {space = "stage"} : () -> !noc.local<i8>
  %pcore = "zta.space"() {space = "pcore"} : () -> !noc.local<i16>
  %rectangle:3 = "zta.pcores"() : () -> (i32, i32, i32)
  return
}

// EXE_LOCKSTEP carries the unit flag, EXE does not.
// CHECK-LABEL: func.func @launches(
// CHECK-NEXT: "zta.exe"(%arg0, %arg1, %arg2) {lockstep} : (i32, i32, i32) -> ()
// CHECK-NEXT: "zta.exe"(%arg0, %arg1, %arg2) : (i32, i32, i32) -> ()
func.func @launches(%kernel: i32, %pcores: i32, %threads: i32) {
  "zta.exe"(%kernel, %pcores, %threads) {lockstep} : (i32, i32, i32) -> ()
  "zta.exe"(%kernel, %pcores, %threads) : (i32, i32, i32) -> ()
  return
}
