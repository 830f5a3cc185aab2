// The dialect definition tanto-opt loads (generated from the TOML files) is
// plain upstream IRDL, which mlir-opt-22 loads to parse our dialects too.
// RUN: tanto-opt --print-irdl -o %t.irdl.mlir
// RUN: mlir-opt-22 --irdl-file=%t.irdl.mlir %s | FileCheck %s
// RUN: FileCheck %s --check-prefix=DEF < %t.irdl.mlir

// CHECK: "noc.write"(%{{.*}}) : (!noc.local<f32>, i32, !noc.global<f32>, i32, i32) -> ()
// CHECK: "tile.reduce"({{.*}}) {dim = "rows", kind = "max"}
// CHECK: "zta.space"() {space = "ddr"} : () -> !noc.global<i8>

// DEF: irdl.dialect @noc
// DEF: irdl.dialect @pipe
// DEF: irdl.dialect @tile
// DEF: irdl.operation @tnot
// DEF: irdl.operands(src: %{{.*}}, dst: optional %{{.*}})
// The zta dialect's ops constrain values to the noc dialect's types.
// DEF: irdl.dialect @zta
// DEF: irdl.operation @space
// DEF: irdl.base @noc::@global

func.func @f(%l: !noc.local<f32>, %g: !noc.global<f32>, %i: i32, %m: !tile.math<f32>, %p: !pipe.pipe<f32>) {
  "noc.write"(%l, %i, %g, %i, %i) : (!noc.local<f32>, i32, !noc.global<f32>, i32, i32) -> ()
  "tile.reduce"(%m, %p, %p, %i, %i, %i) {kind = "max", dim = "rows"} : (!tile.math<f32>, !pipe.pipe<f32>, !pipe.pipe<f32>, i32, i32, i32) -> ()
  %ddr = "zta.space"() {space = "ddr"} : () -> !noc.global<i8>
  return
}
