// tanto-lower-tile-to-llvm: math-object ops call the math engine. A pipe
// operand and its frame index become the L1 address of that tile of the
// read frame and the pipe's data format (bf16 = 2, f32 = 0); slots and
// integers pass as they are, i1 and f32 as their bits, enum attributes as
// the index of their value. docs/abi.md lists every function.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(tanto-lower-tile-to-llvm)' | FileCheck %s

// CHECK-LABEL: func.func @math
func.func @math(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<bf16>, %out: !pipe.pipe<f32>, %i: i32, %j: i32, %blk: i32) {
  // CHECK: %[[BF16:.*]] = arith.constant 2 : i32
  // CHECK: call @tanto_rt_math_acquire(%[[BF16]]) : (i32) -> ()
  %m = "tile.math_acquire"() : () -> !tile.math<bf16>
  // add(src0 tile, format, src1 tile, format, idst, bcast = cols (2))
  // CHECK: %[[A:.*]] = call @tanto.pipe.read_tile(%{{.*}}, %arg3, %{{.*}}) : (i32, i32, i32) -> i32
  // CHECK: %[[B:.*]] = call @tanto.pipe.read_tile(%{{.*}}, %arg4, %{{.*}}) : (i32, i32, i32) -> i32
  // CHECK-NEXT: %[[FORMAT_B:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: %[[COLS:.*]] = arith.constant 2 : i32
  // CHECK-NEXT: call @tanto_rt_tile_add(%[[A]], %{{.*}}, %[[B]], %[[FORMAT_B]], %arg3, %[[COLS]]) : (i32, i32, i32, i32, i32, i32) -> ()
  "tile.add"(%m, %a, %b, %i, %j, %i) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  // matmul: the transpose flag as a word.
  // CHECK: %[[T:.*]] = arith.extui %{{.*}} : i1 to i32
  // CHECK: call @tanto_rt_tile_matmul(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg3, %[[T]])
  %true = arith.constant true
  "tile.matmul"(%m, %a, %b, %i, %j, %i, %true) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
  // reduce: kind max (1), dim scalar (2).
  // CHECK: call @tanto_rt_tile_reduce(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg3, %c1_i32{{.*}}, %c2_i32{{.*}})
  "tile.reduce"(%m, %a, %b, %i, %j, %i) {kind = "max", dim = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  // A unary function without its optional parameter passes 0 for it; exp
  // is value 12 of UnaryFn.
  // CHECK: %[[NONE:.*]] = arith.constant 0 : i32
  // CHECK: %[[EXP:.*]] = arith.constant 12 : i32
  // CHECK: call @tanto_rt_tile_unary(%arg3, %[[NONE]], %[[EXP]]) : (i32, i32, i32) -> ()
  "tile.unary"(%m, %i) {fn = "exp"} : (!tile.math<bf16>, i32) -> ()
  // CHECK: call @tanto_rt_tile_unary(%arg3, %arg4, %{{.*}}) : (i32, i32, i32) -> ()
  "tile.unary"(%m, %i, %j) {fn = "power"} : (!tile.math<bf16>, i32, i32) -> ()
  // fill: the f32 value as its bits.
  // CHECK: %[[BITS:.*]] = arith.bitcast %{{.*}} : f32 to i32
  // CHECK: call @tanto_rt_tile_fill(%arg3, %[[BITS]])
  %one = arith.constant 1.0 : f32
  "tile.fill"(%m, %i, %one) : (!tile.math<bf16>, i32, f32) -> ()
  // pack: slot, the next tile of out's write frame, f32 (0), mode row (1).
  // CHECK: %[[SLOT:.*]] = call @tanto.pipe.pack_tile(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
  // CHECK: call @tanto_rt_tile_pack(%arg3, %[[SLOT]], %c0_i32{{.*}}, %c1_i32{{.*}})
  "tile.pack"(%m, %i, %out) {mode = "row"} : (!tile.math<bf16>, i32, !pipe.pipe<f32>) -> ()
  // The other math ops follow the same rule.
  // CHECK: call @tanto_rt_tile_copy(%{{.*}}, %{{.*}}, %arg4) : (i32, i32, i32) -> ()
  "tile.copy"(%m, %a, %i, %j) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  // CHECK: call @tanto_rt_tile_sub(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg3, %c0_i32{{.*}})
  "tile.sub"(%m, %a, %b, %i, %j, %i) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  // CHECK: call @tanto_rt_tile_mul(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %arg3, %c3_i32{{.*}})
  "tile.mul"(%m, %a, %b, %i, %j, %i) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  // CHECK: call @tanto_rt_tile_transpose(%{{.*}}, %{{.*}}, %arg4) : (i32, i32, i32) -> ()
  "tile.transpose"(%m, %b, %i, %j) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  // CHECK: call @tanto_rt_tile_copy_dst(%arg3, %arg4) : (i32, i32) -> ()
  "tile.copy_dst"(%m, %i, %j) : (!tile.math<bf16>, i32, i32) -> ()
  // binary_dst: kind rsub is value 2 of DstBinary.
  // CHECK: call @tanto_rt_tile_binary_dst(%arg3, %arg4, %arg3, %c2_i32{{.*}}) : (i32, i32, i32, i32) -> ()
  "tile.binary_dst"(%m, %i, %j, %i) {kind = "rsub"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  // CHECK: call @tanto_rt_math_release() : () -> ()
  "tile.math_release"(%m) : (!tile.math<bf16>) -> ()
  // tilize: the source read frame, the destination write frame.
  // CHECK: %[[FROM:.*]] = call @tanto.pipe.read_frame
  // CHECK: %[[TO:.*]] = call @tanto.pipe.write_frame
  // CHECK: call @tanto_rt_tilize_block(%[[FROM]], %{{.*}}, %arg5, %[[TO]], %{{.*}})
  "tile.tilize_block"(%a, %blk, %out) : (!pipe.pipe<bf16>, i32, !pipe.pipe<f32>) -> ()
  // CHECK: call @tanto_rt_untilize_block(%{{.*}}, %{{.*}}, %arg5, %{{.*}}, %{{.*}})
  "tile.untilize_block"(%out, %blk, %a) : (!pipe.pipe<f32>, i32, !pipe.pipe<bf16>) -> ()
  return
}
// The runtime functions are declared as they are used, every argument a word.
// CHECK: func.func private @tanto_rt_math_acquire(i32)
// CHECK: func.func private @tanto_rt_tile_add(i32, i32, i32, i32, i32, i32)
