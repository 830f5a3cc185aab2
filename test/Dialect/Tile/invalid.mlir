// Every verifier rule of the tile dialect (dialects/src/tile/tile.toml,
// dialects/src/verify.rs, dialects/src/rules.rs), one violation per split:
// enum attributes, required attributes, constant slots, frame tile indices and
// block sizes, the named rules (unary_param, pto_form, pto_same_tile), the
// same_element groups, the parameters of the tile types, and the operand and
// result structure that IRDL also constrains.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// add: bcast "diagonal" is not a Broadcast value.
func.func @bad_bcast_add(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.add' op attribute 'bcast' is "diagonal"; expected one of: none, rows, cols, scalar}}
  "tile.add"(%m, %p, %p, %i, %i, %i) {bcast = "diagonal"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// sub: bcast "row" is not a Broadcast value.
func.func @bad_bcast_sub(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.sub' op attribute 'bcast' is "row"; expected one of: none, rows, cols, scalar}}
  "tile.sub"(%m, %p, %p, %i, %i, %i) {bcast = "row"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// mul: bcast "None" is not a Broadcast value.
func.func @bad_bcast_mul(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.mul' op attribute 'bcast' is "None"; expected one of: none, rows, cols, scalar}}
  "tile.mul"(%m, %p, %p, %i, %i, %i) {bcast = "None"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// pack: mode "rows" (a Broadcast value) is not a PackMode value.
func.func @bad_pack_mode(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.pack' op attribute 'mode' is "rows"; expected one of: tile, row, col, scalar}}
  "tile.pack"(%m, %i, %p) {mode = "rows"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// reduce: kind "min" is not a ReduceKind value.
func.func @bad_reduce_kind(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.reduce' op attribute 'kind' is "min"; expected one of: sum, max}}
  "tile.reduce"(%m, %p, %p, %i, %i, %i) {dim = "rows", kind = "min"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// reduce: dim "depth" is not a ReduceDim value.
func.func @bad_reduce_dim(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.reduce' op attribute 'dim' is "depth"; expected one of: rows, cols, scalar}}
  "tile.reduce"(%m, %p, %p, %i, %i, %i) {dim = "depth", kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// reduce: both enum attributes bad, one error each.
func.func @bad_reduce_both(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+2 {{'tile.reduce' op attribute 'kind' is "avg"; expected one of: sum, max}}
  // expected-error@+1 {{'tile.reduce' op attribute 'dim' is "none"; expected one of: rows, cols, scalar}}
  "tile.reduce"(%m, %p, %p, %i, %i, %i) {dim = "none", kind = "avg"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// unary: an unknown function; the message lists every UnaryFn value in order.
func.func @bad_unary_fn(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op attribute 'fn' is "expo"; expected one of: abs, acos, add_scalar, asin, atan, cos, div_scalar, elu, eqz, erf, erfc, erfinv, exp, exp2, expm1, gelu, gez, gtz, heaviside, i0, isfinite, isinf, isnan, isneginf, isposinf, leaky_relu, lez, log, log_with_base, logical_not, ltz, max, mul_scalar, nez, power, recip, relu, relu_max, relu_min, rsqrt, rsub_scalar, sigmoid, sign, signbit, sin, sqrt, square, sub_scalar, tan, tanh, ceil, floor, cast_bf16_u16, cast_u16_bf16}}
  "tile.unary"(%m, %i) {fn = "expo"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary: "add" (a DstBinary value) is not a UnaryFn value.
func.func @unary_fn_from_other_enum(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op attribute 'fn' is "add"; expected one of: abs, acos, add_scalar,}}
  "tile.unary"(%m, %i) {fn = "add"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// binary_dst: kind "max" is not a DstBinary value.
func.func @bad_dst_binary(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.binary_dst' op attribute 'kind' is "max"; expected one of: add, sub, rsub, mul, div, power}}
  "tile.binary_dst"(%m, %i, %i, %i) {kind = "max"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// add without its bcast attribute (the Rust verifier reports it before IRDL).
func.func @missing_bcast_add(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.add' op requires string attribute 'bcast'}}
  "tile.add"(%m, %p, %p, %i, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// sub without its bcast attribute (the Rust verifier reports it before IRDL).
func.func @missing_bcast_sub(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.sub' op requires string attribute 'bcast'}}
  "tile.sub"(%m, %p, %p, %i, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// mul without its bcast attribute (the Rust verifier reports it before IRDL).
func.func @missing_bcast_mul(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.mul' op requires string attribute 'bcast'}}
  "tile.mul"(%m, %p, %p, %i, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// pack without its mode attribute.
func.func @missing_mode(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.pack' op requires string attribute 'mode'}}
  "tile.pack"(%m, %i, %p) : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// reduce without kind and dim: one error per attribute.
func.func @missing_reduce_attrs(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+2 {{'tile.reduce' op requires string attribute 'kind'}}
  // expected-error@+1 {{'tile.reduce' op requires string attribute 'dim'}}
  "tile.reduce"(%m, %p, %p, %i, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// reduce with kind but without dim.
func.func @missing_reduce_dim(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.reduce' op requires string attribute 'dim'}}
  "tile.reduce"(%m, %p, %p, %i, %i, %i) {kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// unary without its fn attribute.
func.func @missing_fn(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op requires string attribute 'fn'}}
  "tile.unary"(%m, %i) : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// binary_dst without its kind attribute.
func.func @missing_dst_kind(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.binary_dst' op requires string attribute 'kind'}}
  "tile.binary_dst"(%m, %i, %i, %i) : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// An enum attribute given as an integer is not a string attribute.
func.func @integer_bcast(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.add' op requires string attribute 'bcast'}}
  "tile.add"(%m, %p, %p, %i, %i, %i) {bcast = 0 : i32} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// An enum attribute given as an array of strings is not a string attribute.
func.func @array_mode(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.pack' op requires string attribute 'mode'}}
  "tile.pack"(%m, %i, %p) {mode = ["tile"]} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// Attributes are not properties: the extensible dialect rejects <{...}>.
func.func @property_attr(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{invalid properties {bcast = "none"} for op tile.add: extensible Dialects don't support properties}}
  "tile.add"(%m, %p, %p, %i, %i, %i) <{bcast = "none"}> : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// pack: a negative constant slot isrc.
func.func @negative_pack_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.pack' op destination slot isrc is -3; it must be non-negative}}
  "tile.pack"(%m, %minus3, %p) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// copy: a negative constant destination slot idst.
func.func @negative_copy_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.copy' op destination slot idst is -1; it must be non-negative}}
  "tile.copy"(%m, %p, %i, %minus) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// add: a negative constant destination slot idst.
func.func @negative_add_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.add' op destination slot idst is -1; it must be non-negative}}
  "tile.add"(%m, %p, %p, %i, %i, %minus) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// sub: a negative constant destination slot idst.
func.func @negative_sub_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.sub' op destination slot idst is -1; it must be non-negative}}
  "tile.sub"(%m, %p, %p, %i, %i, %minus) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// mul: a negative constant destination slot idst.
func.func @negative_mul_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.mul' op destination slot idst is -1; it must be non-negative}}
  "tile.mul"(%m, %p, %p, %i, %i, %minus) {bcast = "none"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// matmul: a negative constant destination slot idst.
func.func @negative_matmul_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  %t = arith.constant false
  // expected-error@+1 {{'tile.matmul' op destination slot idst is -1; it must be non-negative}}
  "tile.matmul"(%m, %p, %p, %i, %i, %minus, %t) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
  return
}

// -----

// reduce: a negative constant destination slot idst.
func.func @negative_reduce_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.reduce' op destination slot idst is -1; it must be non-negative}}
  "tile.reduce"(%m, %p, %p, %i, %i, %minus) {dim = "rows", kind = "sum"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// transpose: a negative constant destination slot idst.
func.func @negative_transpose_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.transpose' op destination slot idst is -1; it must be non-negative}}
  "tile.transpose"(%m, %p, %i, %minus) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// unary: a negative constant destination slot idst.
func.func @negative_unary_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.unary' op destination slot idst is -1; it must be non-negative}}
  "tile.unary"(%m, %minus) {fn = "exp"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// fill: a negative constant destination slot idst.
func.func @negative_fill_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  %v = arith.constant 0.0 : f32
  // expected-error@+1 {{'tile.fill' op destination slot idst is -1; it must be non-negative}}
  "tile.fill"(%m, %minus, %v) : (!tile.math<bf16>, i32, f32) -> ()
  return
}

// -----

// copy_dst: both slots negative, one error each.
func.func @negative_copy_dst_slots(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+2 {{'tile.copy_dst' op destination slot isrc is -3; it must be non-negative}}
  // expected-error@+1 {{'tile.copy_dst' op destination slot idst is -1; it must be non-negative}}
  "tile.copy_dst"(%m, %minus3, %minus) : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// binary_dst: all three slots negative, one error each.
func.func @negative_binary_dst_slots(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+3 {{'tile.binary_dst' op destination slot isrc0 is -1; it must be non-negative}}
  // expected-error@+2 {{'tile.binary_dst' op destination slot isrc1 is -3; it must be non-negative}}
  // expected-error@+1 {{'tile.binary_dst' op destination slot idst is -1; it must be non-negative}}
  "tile.binary_dst"(%m, %minus, %minus3, %minus) {kind = "add"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// copy: a negative constant frame tile index isrc.
func.func @negative_copy_index(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.copy' op frame tile index isrc is -1; it must be non-negative}}
  "tile.copy"(%m, %p, %minus, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// transpose: a negative constant frame tile index isrc.
func.func @negative_transpose_index(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.transpose' op frame tile index isrc is -3; it must be non-negative}}
  "tile.transpose"(%m, %p, %minus3, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// add: a negative constant frame tile index isrc0.
func.func @negative_add_isrc0(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.add' op frame tile index isrc0 is -1; it must be non-negative}}
  "tile.add"(%m, %p, %p, %minus, %i, %i) {bcast = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// sub: a negative constant frame tile index isrc1.
func.func @negative_sub_isrc1(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+1 {{'tile.sub' op frame tile index isrc1 is -3; it must be non-negative}}
  "tile.sub"(%m, %p, %p, %i, %minus3, %i) {bcast = "cols"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// mul: both frame tile indices negative, one error each.
func.func @negative_mul_indices(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+2 {{'tile.mul' op frame tile index isrc0 is -1; it must be non-negative}}
  // expected-error@+1 {{'tile.mul' op frame tile index isrc1 is -3; it must be non-negative}}
  "tile.mul"(%m, %p, %p, %minus, %minus3, %i) {bcast = "scalar"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// matmul: both frame tile indices negative.
func.func @negative_matmul_indices(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  %t = arith.constant true
  // expected-error@+2 {{'tile.matmul' op frame tile index isrc0 is -3; it must be non-negative}}
  // expected-error@+1 {{'tile.matmul' op frame tile index isrc1 is -1; it must be non-negative}}
  "tile.matmul"(%m, %p, %p, %minus3, %minus, %i, %t) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
  return
}

// -----

// reduce: slot and both indices negative; slots are reported before frame indices.
func.func @negative_reduce_everything(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  %minus3 = arith.constant -3 : i32
  // expected-error@+3 {{'tile.reduce' op destination slot idst is -3; it must be non-negative}}
  // expected-error@+2 {{'tile.reduce' op frame tile index isrc0 is -1; it must be non-negative}}
  // expected-error@+1 {{'tile.reduce' op frame tile index isrc1 is -1; it must be non-negative}}
  "tile.reduce"(%m, %p, %p, %minus, %minus, %minus3) {dim = "scalar", kind = "max"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// tilize_block: a constant block of 0 tiles.
func.func @tilize_block_zero(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<f32>) {
  %block = arith.constant 0 : i32
  // expected-error@+1 {{'tile.tilize_block' op block is 0; it must be at least 1}}
  "tile.tilize_block"(%a, %block, %b) : (!pipe.pipe<bf16>, i32, !pipe.pipe<f32>) -> ()
  return
}

// -----

// untilize_block: a constant block of 0 tiles.
func.func @untilize_block_zero(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<f32>) {
  %block = arith.constant 0 : i32
  // expected-error@+1 {{'tile.untilize_block' op block is 0; it must be at least 1}}
  "tile.untilize_block"(%a, %block, %b) : (!pipe.pipe<bf16>, i32, !pipe.pipe<f32>) -> ()
  return
}

// -----

// tilize_block: a constant block of -2 tiles.
func.func @tilize_block_negative(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<f32>) {
  %block = arith.constant -2 : i32
  // expected-error@+1 {{'tile.tilize_block' op block is -2; it must be at least 1}}
  "tile.tilize_block"(%a, %block, %b) : (!pipe.pipe<bf16>, i32, !pipe.pipe<f32>) -> ()
  return
}

// -----

// untilize_block: a constant block of -7 tiles.
func.func @untilize_block_negative(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<f32>) {
  %block = arith.constant -7 : i32
  // expected-error@+1 {{'tile.untilize_block' op block is -7; it must be at least 1}}
  "tile.untilize_block"(%a, %block, %b) : (!pipe.pipe<bf16>, i32, !pipe.pipe<f32>) -> ()
  return
}

// -----

// unary_param: "relu_max" requires the scalar parameter.
func.func @missing_param(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op function 'relu_max' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "relu_max"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary_param: "exp" takes no parameter.
func.func @extra_param(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op function 'exp' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "exp"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// unary_param: every UnaryParamFn function without its parameter.
func.func @every_param_fn_without_param(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op function 'add_scalar' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "add_scalar"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'div_scalar' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "div_scalar"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'elu' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "elu"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'heaviside' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "heaviside"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'leaky_relu' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "leaky_relu"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'log_with_base' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "log_with_base"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'mul_scalar' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "mul_scalar"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'power' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "power"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'relu_max' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "relu_max"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'relu_min' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "relu_min"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'rsub_scalar' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "rsub_scalar"} : (!tile.math<bf16>, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'sub_scalar' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "sub_scalar"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

// unary_param: every function outside UnaryParamFn with a parameter.
func.func @every_plain_fn_with_param(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op function 'abs' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "abs"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'acos' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "acos"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'asin' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "asin"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'atan' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "atan"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'cos' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "cos"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'eqz' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "eqz"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'erf' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "erf"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'erfc' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "erfc"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'erfinv' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "erfinv"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'exp' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "exp"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'exp2' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "exp2"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'expm1' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "expm1"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'gelu' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "gelu"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'gez' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "gez"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'gtz' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "gtz"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'i0' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "i0"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'isfinite' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "isfinite"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'isinf' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "isinf"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'isnan' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "isnan"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'isneginf' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "isneginf"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'isposinf' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "isposinf"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'lez' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "lez"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'log' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "log"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'logical_not' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "logical_not"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'ltz' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "ltz"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'max' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "max"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'nez' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "nez"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'recip' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "recip"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'relu' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "relu"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'rsqrt' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "rsqrt"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'sigmoid' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "sigmoid"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'sign' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "sign"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'signbit' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "signbit"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'sin' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "sin"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'sqrt' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "sqrt"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'square' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "square"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'tan' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "tan"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'tanh' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "tanh"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'ceil' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "ceil"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'floor' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "floor"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'cast_bf16_u16' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "cast_bf16_u16"} : (!tile.math<bf16>, i32, i32) -> ()
  // expected-error@+1 {{'tile.unary' op function 'cast_u16_bf16' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "cast_u16_bf16"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// pto_form: tnot in level 1 form (a result) with a buf source.
func.func @tnot_level1_buf(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op level 1 (SSA) form takes !tile.tile operands, but src is !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  %r = "tile.tnot"(%x) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tnot in level 2 form (a dst buf) with a tile source.
func.func @tnot_level2_tile(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op level 2 (destination-passing) form takes !tile.buf operands, but src is !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  "tile.tnot"(%x, %out) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_form: tnot with both a dst buf and a result.
func.func @tnot_both(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op has both a destination buffer (level 2) and a result (level 1)}}
  %r = "tile.tnot"(%x, %out) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tnot with neither a dst buf nor a result.
func.func @tnot_neither(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op needs a result (level 1) or a destination buffer operand (level 2)}}
  "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_form: tadds in level 1 form with a buf source.
func.func @tadds_level1_buf(%x: !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32) {
  // expected-error@+1 {{'tile.tadds' op level 1 (SSA) form takes !tile.tile operands, but src is !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  %r = "tile.tadds"(%x, %s) : (!tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32) -> !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tadds in level 2 form with a tile source.
func.func @tadds_level2_tile(%x: !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32, %out: !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tadds' op level 2 (destination-passing) form takes !tile.buf operands, but src is !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  "tile.tadds"(%x, %s, %out) : (!tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32, !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_form: tadds with both a dst buf and a result.
func.func @tadds_both(%x: !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32, %out: !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tadds' op has both a destination buffer (level 2) and a result (level 1)}}
  %r = "tile.tadds"(%x, %s, %out) : (!tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32, !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tadds with neither a dst buf nor a result.
func.func @tadds_neither(%x: !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32) {
  // expected-error@+1 {{'tile.tadds' op needs a result (level 1) or a destination buffer operand (level 2)}}
  "tile.tadds"(%x, %s) : (!tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32) -> ()
  return
}

// -----

// pto_form: tload with both a dst buf and a result.
func.func @tload_both(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %out: !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tload' op has both a destination buffer (level 2) and a result (level 1)}}
  %r = "tile.tload"(%g, %out) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_form: tload with neither a dst buf nor a result.
func.func @tload_neither(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'tile.tload' op needs a result (level 1) or a destination buffer operand (level 2)}}
  "tile.tload"(%g) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// pto_same_tile: tnot level 1, result rows differ.
func.func @result_rows(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !tile.tile<"vec", i16, 32 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 32, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result cols differ.
func.func @result_cols(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !tile.tile<"vec", i16, 16 : i64, 32 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 16, 32, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result element type differs.
func.func @result_element(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !tile.tile<"vec", i32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result location differs.
func.func @result_loc(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !tile.tile<"mat", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"mat", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result layout differs.
func.func @result_layout(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "col_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, result valid rows differ.
func.func @result_valid_rows(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !tile.tile<"vec", i16, 16 : i64, 16 : i64, 8 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 16, 16, 8, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 1, static vs dynamic valid columns.
func.func @result_valid_cols_dynamic(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", i16, 16, 16, 16, -1, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tnot level 2, dst location differs.
func.func @dst_loc(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !tile.buf<"acc", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and dst !tile.buf<"acc", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  "tile.tnot"(%x, %out) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"acc", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_same_tile: tnot level 2, dst layout differs.
func.func @dst_layout(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %out: !tile.buf<"vec", i16, 16, 16, 16, 16, "col_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op src !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and dst !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "col_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  "tile.tnot"(%x, %out) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", i16, 16, 16, 16, 16, "col_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_same_tile: tadds level 1, src and scalar agree but the result element type differs.
func.func @tadds_result_element(%x: !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32) {
  // expected-error@+1 {{'tile.tadds' op src !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and result !tile.tile<"vec", bf16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tadds"(%x, %s) : (!tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32) -> !tile.tile<"vec", bf16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_same_tile: tadds level 2, dst shape differs.
func.func @tadds_dst_shape(%x: !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32, %out: !tile.buf<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tadds' op src !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and dst !tile.buf<"vec", f32, 16 : i64, 8 : i64, 16 : i64, 8 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  "tile.tadds"(%x, %s, %out) : (!tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32, !tile.buf<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_same_tile: tadds level 2, dst valid columns differ.
func.func @tadds_dst_valid(%x: !tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32, %out: !tile.buf<"vec", f32, 16, 16, 16, 0, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tadds' op src !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null"> and dst !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 0 : i64, "row_major", "none_box", 512 : i64, "null"> must have the same location, element type, shape, valid region and layout}}
  "tile.tadds"(%x, %s, %out) : (!tile.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32, !tile.buf<"vec", f32, 16, 16, 16, 0, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_scalar_class: a float scalar for an integer tile.
func.func @tadds_scalar_element(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f32) {
  // expected-error@+1 {{'tile.tadds' op the scalar of a tile of i16 must be an integer or index, but it is f32}}
  %r = "tile.tadds"(%x, %s) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f32) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_scalar_class: an integer scalar for a float buffer.
func.func @tadds_scalar_element_level2(%x: !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: i32, %out: !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tadds' op the scalar of a tile of f16 must be a float, but it is i32}}
  "tile.tadds"(%x, %s, %out) : (!tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, i32, !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// same_element: tload level 1, tensor and result tile elements differ.
func.func @tload_result_element(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'tile.tload' op element types must agree: src has f32, result has i16}}
  %r = "tile.tload"(%g) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// same_element: tload level 2, tensor and dst buffer elements differ.
func.func @tload_dst_element(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %out: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tload' op element types must agree: src has f32, dst has i16}}
  "tile.tload"(%g, %out) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// same_element: tstore of a tile whose element differs from the tensor's.
func.func @tstore_tile_element(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tstore' op element types must agree: view has f32, src has i16}}
  "tile.tstore"(%x, %g) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// same_element: tstore of a buffer whose element differs from the tensor's.
func.func @tstore_buf_element(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %x: !tile.buf<"vec", bf16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tstore' op element types must agree: view has f32, src has bf16}}
  "tile.tstore"(%x, %g) : (!tile.buf<"vec", bf16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// !tile.tile: unknown location.
// expected-error@+1 {{invalid type !tile.tile<"ub", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: loc is "ub"; expected one of: vec, mat, left, right, acc, bias, scaling}}
func.func @tile_bad_loc(%x: !tile.tile<"ub", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: locations are case-sensitive.
// expected-error@+1 {{invalid type !tile.buf<"Vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: loc is "Vec"; expected one of: vec, mat, left, right, acc, bias, scaling}}
func.func @buf_bad_loc(%x: !tile.buf<"Vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: unknown layout.
// expected-error@+1 {{invalid type !tile.tile<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "zigzag", "none_box", 512 : i64, "null">: layout is "zigzag"; expected one of: row_major, col_major}}
func.func @tile_bad_layout(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "zigzag", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: unknown layout.
// expected-error@+1 {{invalid type !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "rowmajor", "none_box", 512 : i64, "null">: layout is "rowmajor"; expected one of: row_major, col_major}}
func.func @buf_bad_layout(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "rowmajor", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: bad location and layout, one error each.
// expected-error@+2 {{invalid type !tile.tile<"ub", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "zigzag", "none_box", 512 : i64, "null">: loc is "ub"; expected one of: vec, mat, left, right, acc, bias, scaling}}
// expected-error@+1 {{invalid type !tile.tile<"ub", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "zigzag", "none_box", 512 : i64, "null">: layout is "zigzag"; expected one of: row_major, col_major}}
func.func @tile_bad_loc_and_layout(%x: !tile.tile<"ub", i16, 16, 16, 16, 16, "zigzag", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: index is not a numeric element type.
// expected-error@+1 {{invalid type !tile.tile<"vec", index, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: element type index is not an integer or float type}}
func.func @tile_index_element(%x: !tile.tile<"vec", index, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: a !noc type is not a numeric element type.
// expected-error@+1 {{invalid type !tile.buf<"vec", !noc.semaphore, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: element type !noc.semaphore is not an integer or float type}}
func.func @buf_noc_element(%x: !tile.buf<"vec", !noc.semaphore, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: a !tile.math type is not a numeric element type.
// expected-error@+1 {{invalid type !tile.tile<"vec", !tile.math<bf16>, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: element type !tile.math<bf16> is not an integer or float type}}
func.func @tile_math_element(%x: !tile.tile<"vec", !tile.math<bf16>, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: the element parameter is an attribute, not a type.
// expected-error@+1 {{invalid type !tile.buf<"vec", 5 : i64, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: element must be a type}}
func.func @buf_attr_element(%x: !tile.buf<"vec", 5, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: rows = 0.
// expected-error@+1 {{invalid type !tile.tile<"vec", f32, 0 : i64, 16 : i64, 0 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: rows is 0; it must be at least 1}}
func.func @tile_zero_rows(%x: !tile.tile<"vec", f32, 0, 16, 0, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: negative rows (valid_rows dynamic).
// expected-error@+1 {{invalid type !tile.buf<"vec", f32, -4 : i64, 16 : i64, -1 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: rows is -4; it must be at least 1}}
func.func @buf_negative_rows(%x: !tile.buf<"vec", f32, -4, 16, -1, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: cols = 0.
// expected-error@+1 {{invalid type !tile.tile<"vec", f32, 16 : i64, 0 : i64, 16 : i64, 0 : i64, "row_major", "none_box", 512 : i64, "null">: cols is 0; it must be at least 1}}
func.func @tile_zero_cols(%x: !tile.tile<"vec", f32, 16, 0, 16, 0, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: negative cols (valid_cols dynamic).
// expected-error@+1 {{invalid type !tile.buf<"vec", f32, 16 : i64, -4 : i64, 16 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">: cols is -4; it must be at least 1}}
func.func @buf_negative_cols(%x: !tile.buf<"vec", f32, 16, -4, 16, -1, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: valid_rows = rows + 1.
// expected-error@+1 {{invalid type !tile.tile<"vec", f32, 16 : i64, 16 : i64, 17 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: valid_rows is 17; it must be -1 (dynamic) or within 0..=16}}
func.func @tile_valid_rows_too_big(%x: !tile.tile<"vec", f32, 16, 16, 17, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: valid_rows = -2.
// expected-error@+1 {{invalid type !tile.buf<"vec", f32, 16 : i64, 16 : i64, -2 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">: valid_rows is -2; it must be -1 (dynamic) or within 0..=16}}
func.func @buf_valid_rows_negative(%x: !tile.buf<"vec", f32, 16, 16, -2, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: valid_cols = cols + 1.
// expected-error@+1 {{invalid type !tile.tile<"vec", f32, 8 : i64, 32 : i64, 8 : i64, 33 : i64, "row_major", "none_box", 512 : i64, "null">: valid_cols is 33; it must be -1 (dynamic) or within 0..=32}}
func.func @tile_valid_cols_too_big(%x: !tile.tile<"vec", f32, 8, 32, 8, 33, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: valid_cols = -2.
// expected-error@+1 {{invalid type !tile.buf<"vec", f32, 16 : i64, 16 : i64, 16 : i64, -2 : i64, "row_major", "none_box", 512 : i64, "null">: valid_cols is -2; it must be -1 (dynamic) or within 0..=16}}
func.func @buf_valid_cols_negative(%x: !tile.buf<"vec", f32, 16, 16, 16, -2, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: every size rule at once, in parameter order; valid counts
// are not checked against dimensions that are themselves wrong.
// expected-error@+2 {{invalid type !tile.tile<"vec", i8, 0 : i64, -1 : i64, 1 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">: rows is 0; it must be at least 1}}
// expected-error@+1 {{invalid type !tile.tile<"vec", i8, 0 : i64, -1 : i64, 1 : i64, 2 : i64, "row_major", "none_box", 512 : i64, "null">: cols is -1; it must be at least 1}}
func.func @tile_all_sizes_bad(%x: !tile.tile<"vec", i8, 0, -1, 1, 2, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: a string where rows (an integer) belongs; IRDL rejects it at parse time.
// expected-error@+1 {{expected base attribute 'builtin.integer' but got 'builtin.string'}}
func.func @tile_string_rows(%x: !tile.tile<"vec", i16, "16", 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.buf: an integer where the location (a string) belongs; IRDL rejects it at parse time.
// expected-error@+1 {{expected base attribute 'builtin.string' but got 'builtin.integer'}}
func.func @buf_integer_loc(%x: !tile.buf<0, i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// !tile.tile: too few parameters; IRDL rejects it at parse time.
// expected-error@+1 {{expected 10 type arguments, but had 3}}
func.func @tile_three_params(%x: !tile.tile<"vec", i16, 16>) {
  return
}

// -----

// !tile.gtensor: six dimensions.
// expected-error@+1 {{invalid type !tile.gtensor<f32, array<i64: 1, 1, 1, 1, 1, 1>, array<i64: 1, 1, 1, 1, 1, 1>>: shape has 6 dimensions; expected 1 to 5}}
func.func @gtensor_six_dims(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 1, 1, 1>, array<i64: 1, 1, 1, 1, 1, 1>>) {
  return
}

// -----

// !tile.gtensor: zero dimensions.
// expected-error@+1 {{invalid type !tile.gtensor<f32, array<i64>, array<i64>>: shape has 0 dimensions; expected 1 to 5}}
func.func @gtensor_no_dims(%g: !tile.gtensor<f32, array<i64>, array<i64>>) {
  return
}

// -----

// !tile.gtensor: fewer strides than dimensions.
// expected-error@+1 {{invalid type !tile.gtensor<f32, array<i64: 4, 4>, array<i64: 1>>: shape has 2 dimensions but stride has 1}}
func.func @gtensor_stride_rank(%g: !tile.gtensor<f32, array<i64: 4, 4>, array<i64: 1>>) {
  return
}

// -----

// !tile.gtensor: more strides than dimensions.
// expected-error@+1 {{invalid type !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 1, 16, 1>>: shape has 5 dimensions but stride has 6}}
func.func @gtensor_stride_rank_more(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 1, 16, 1>>) {
  return
}

// -----

// !tile.gtensor: a dimension of 0.
// expected-error@+1 {{invalid type !tile.gtensor<f32, array<i64: 4, 0>, array<i64: 4, 1>>: shape dimensions must be at least 1}}
func.func @gtensor_zero_dim(%g: !tile.gtensor<f32, array<i64: 4, 0>, array<i64: 4, 1>>) {
  return
}

// -----

// !tile.gtensor: a negative dimension.
// expected-error@+1 {{invalid type !tile.gtensor<f32, array<i64: 4, -2>, array<i64: 1, 1>>: shape dimensions must be at least 1}}
func.func @gtensor_negative_dim(%g: !tile.gtensor<f32, array<i64: 4, -2>, array<i64: 1, 1>>) {
  return
}

// -----

// !tile.gtensor: a negative stride.
// expected-error@+1 {{invalid type !tile.gtensor<f32, array<i64: 4, 4>, array<i64: -4, 1>>: strides must be non-negative}}
func.func @gtensor_negative_stride(%g: !tile.gtensor<f32, array<i64: 4, 4>, array<i64: -4, 1>>) {
  return
}

// -----

// !tile.gtensor: index is not a numeric element type.
// expected-error@+1 {{invalid type !tile.gtensor<index, array<i64: 4>, array<i64: 1>>: element type is not an integer or float type}}
func.func @gtensor_index_element(%g: !tile.gtensor<index, array<i64: 4>, array<i64: 1>>) {
  return
}

// -----

// !tile.gtensor: every rule at once, one error each.
// expected-error@+5 {{invalid type !tile.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: shape has 6 dimensions; expected 1 to 5}}
// expected-error@+4 {{invalid type !tile.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: shape has 6 dimensions but stride has 1}}
// expected-error@+3 {{invalid type !tile.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: shape dimensions must be at least 1}}
// expected-error@+2 {{invalid type !tile.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: strides must be non-negative}}
// expected-error@+1 {{invalid type !tile.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>: element type is not an integer or float type}}
func.func @gtensor_everything(%g: !tile.gtensor<index, array<i64: 0, 1, 1, 1, 1, 1>, array<i64: -1>>) {
  return
}

// -----

// !tile.gtensor: a builtin array where a dense array belongs; IRDL rejects it at parse time.
// expected-error@+1 {{expected base attribute 'builtin.dense_array' but got 'builtin.array'}}
func.func @gtensor_array_shape(%g: !tile.gtensor<f32, [4], [1]>) {
  return
}

// -----

// !tile.math: i1 is outside the scalar set.
// expected-error@+1 {{invalid type !tile.math<i1>: element is i1; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
func.func @math_i1(%m: !tile.math<i1>) {
  return
}

// -----

// !tile.math: f64 is outside the scalar set.
// expected-error@+1 {{invalid type !tile.math<f64>: element is f64; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
func.func @math_f64(%m: !tile.math<f64>) {
  return
}

// -----

// !tile.math: index is outside the scalar set.
// expected-error@+1 {{invalid type !tile.math<index>: element is index; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
func.func @math_index(%m: !tile.math<index>) {
  return
}

// -----

// !tile.math: ui8 is outside the scalar set.
// expected-error@+1 {{invalid type !tile.math<ui8>: element is ui8; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
func.func @math_ui8(%m: !tile.math<ui8>) {
  return
}

// -----

// !tile.math: !pipe.pipe<bf16> is outside the scalar set.
// expected-error@+1 {{invalid type !tile.math<!pipe.pipe<bf16>>: element is !pipe.pipe<bf16>; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
func.func @math_pipe(%m: !tile.math<!pipe.pipe<bf16>>) {
  return
}

// -----

// !tile.math: the parameter is an attribute, not a type.
// expected-error@+1 {{invalid type !tile.math<3 : i64>: element must be a type}}
func.func @math_attribute(%m: !tile.math<3>) {
  return
}

// -----

// !tile.math: no parameter; IRDL rejects it at parse time.
// expected-error@+1 {{expected 1 type arguments, but had 0}}
func.func @math_no_param(%m: !tile.math) {
  return
}

// -----

// A bad type in an op result is reported at that op.
func.func @bad_result_type() {
  // expected-error@+1 {{invalid type !tile.math<f64>: element is f64; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
  %m = "tile.math_acquire"() : () -> !tile.math<f64>
  return
}

// -----

// A bad tile type in a PTO result is reported at that op, along with the op's own rule.
func.func @bad_tload_result(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{invalid type !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "diag", "none_box", 512 : i64, "null">: layout is "diag"; expected one of: row_major, col_major}}
  %t = "tile.tload"(%g) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> !tile.tile<"vec", f32, 16, 16, 16, 16, "diag", "none_box", 512, "null">
  return
}

// -----

// A bad type of a block argument is reported at the argument (a successor block, not the entry).
func.func @bad_block_argument(%x: i32) {
  %z = arith.constant 0 : i32
  cf.br ^bb1(%z : i32)
^bb1(%y: i32):
  return
// expected-error@+1 {{invalid type !tile.math<i1>: element is i1; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
^bb2(%m: !tile.math<i1>):  // no predecessors
  return
}

// -----

// A bad type inside a nested region (scf.for body) is reported at the nested op.
func.func @bad_type_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %n step %c1 {
    // expected-error@+1 {{invalid type !tile.math<i1>: element is i1; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
    %m = "tile.math_acquire"() : () -> !tile.math<i1>
    "tile.math_release"(%m) : (!tile.math<i1>) -> ()
  }
  return
}

// -----

// A bad type used many times is reported once, at its first definition.
// expected-error@+1 {{invalid type !tile.math<f64>: element is f64; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
func.func @reported_once(%m: !tile.math<f64>, %n: !tile.math<f64>) {
  %k = "tile.math_acquire"() : () -> !tile.math<f64>
  "tile.math_release"(%m) : (!tile.math<f64>) -> ()
  return
}

// -----

// Wrong operand type: the math operand of copy is a pipe.
func.func @copy_math_operand(%p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.copy' op operand #0 (math) must be !tile.math, but it is !pipe.pipe<bf16>}}
  "tile.copy"(%p, %p, %i, %i) : (!pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// Wrong operand types: i64 indices, one error per operand.
func.func @copy_i64_indices(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i64) {
  // expected-error@+2 {{'tile.copy' op operand #2 (isrc) must be i32, but it is i64}}
  // expected-error@+1 {{'tile.copy' op operand #3 (idst) must be i32, but it is i64}}
  "tile.copy"(%m, %p, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, i64, i64) -> ()
  return
}

// -----

// Wrong operand order: pack takes the slot before the pipe.
func.func @pack_swapped(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+2 {{'tile.pack' op operand #1 (isrc) must be i32, but it is !pipe.pipe<bf16>}}
  // expected-error@+1 {{'tile.pack' op operand #2 (dst) must be !pipe.pipe, but it is i32}}
  "tile.pack"(%m, %p, %i) {mode = "tile"} : (!tile.math<bf16>, !pipe.pipe<bf16>, i32) -> ()
  return
}

// -----

// Wrong operand type: matmul's transpose flag is i1.
func.func @matmul_i32_transpose(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.matmul' op operand #6 (transpose) must be i1, but it is i32}}
  "tile.matmul"(%m, %p, %p, %i, %i, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
  return
}

// -----

// Wrong operand type: fill's value is f32.
func.func @fill_f16(%m: !tile.math<bf16>, %i: i32, %v: f16) {
  // expected-error@+1 {{'tile.fill' op operand #2 (value) must be f32, but it is f16}}
  "tile.fill"(%m, %i, %v) : (!tile.math<bf16>, i32, f16) -> ()
  return
}

// -----

// Wrong operand type: unary's optional parameter is i32.
func.func @unary_f32_param(%m: !tile.math<bf16>, %i: i32, %f: f32) {
  // expected-error@+1 {{'tile.unary' op operand #2 (param) must be i32, but it is f32}}
  "tile.unary"(%m, %i, %f) {fn = "elu"} : (!tile.math<bf16>, i32, f32) -> ()
  return
}

// -----

// Wrong operand type: tilize_block's source is a pipe.
func.func @tilize_from_math(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.tilize_block' op operand #0 (src) must be !pipe.pipe, but it is !tile.math<bf16>}}
  "tile.tilize_block"(%m, %i, %p) : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// Wrong operand type: tstore stores a tile or a buf, not a tensor view.
func.func @tstore_tensor(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'tile.tstore' op operand #0 (src) must be !tile.tile or !tile.buf, but it is !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>}}
  "tile.tstore"(%g, %g) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// Wrong operand type: tload's dst is a buf, not a tile.
func.func @tload_tile_dst(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %x: !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tload' op operand #1 (dst) must be !tile.buf, but it is !tile.tile<"vec", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  "tile.tload"(%g, %x) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// Wrong operand type: tadds' scalar must be in the scalar set.
func.func @tadds_f64_scalar(%x: !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %s: f64) {
  // expected-error@+1 {{'tile.tadds' op operand #1 (scalar) must be a scalar type (i8, i16, i32, i64, f16, bf16, f32) or index, but it is f64}}
  %r = "tile.tadds"(%x, %s) : (!tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, f64) -> !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// Wrong result type: math_acquire returns a math object.
func.func @acquire_pipe() {
  // expected-error@+1 {{'tile.math_acquire' op result #0 (math) must be !tile.math, but it is !pipe.pipe<bf16>}}
  %r = "tile.math_acquire"() : () -> !pipe.pipe<bf16>
  return
}

// -----

// Wrong result type: a level 1 PTO result is a tile, not a buf.
func.func @tnot_buf_result(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op result #0 (result) must be !tile.tile, but it is !tile.buf<"vec", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// Wrong operand count: transpose with three operands.
func.func @transpose_three(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.transpose' op expects operands (math, src, isrc, idst) but has 3 operands}}
  "tile.transpose"(%m, %p, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32) -> ()
  return
}

// -----

// Wrong operand count: copy with five operands.
func.func @copy_five(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.copy' op expects operands (math, src, isrc, idst) but has 5 operands}}
  "tile.copy"(%m, %p, %i, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// Wrong operand count: math_release with none (singular/plural wording).
func.func @release_nothing() {
  // expected-error@+1 {{'tile.math_release' op expects operands (math) but has 0 operands}}
  "tile.math_release"() : () -> ()
  return
}

// -----

// Wrong operand count: unary with two optional parameters.
func.func @unary_four(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op expects operands (math, idst, [param]) but has 4 operands}}
  "tile.unary"(%m, %i, %i, %i) {fn = "elu"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// Wrong operand count: tadds without its scalar.
func.func @tadds_one(%x: !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tadds' op expects operands (src, scalar, [dst]) but has 1 operand}}
  %r = "tile.tadds"(%x) : (!tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// Wrong operand count: tstore with one operand.
func.func @tstore_one(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'tile.tstore' op expects operands (src, view) but has 1 operand}}
  "tile.tstore"(%g) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// Wrong result count: copy has no result.
func.func @copy_result(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.copy' op expects results () but has 1 result}}
  %r = "tile.copy"(%m, %p, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> i32
  return
}

// -----

// Wrong result count: tnot has at most one result.
func.func @tnot_two_results(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tnot' op expects results ([result]) but has 2 results}}
  %r:2 = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">)
  return
}

// -----

// IRDL itself: tile ops have no regions.
func.func @release_with_region(%m: !tile.math<bf16>) {
  // expected-note@+2 {{see current operation}}
  // expected-error@+1 {{'tile.math_release' op unexpected number of regions: expected 0 but got 1}}
  "tile.math_release"(%m) ({
  ^bb0:
    "tile.math_release"(%m) : (!tile.math<bf16>) -> ()
  }) : (!tile.math<bf16>) -> ()
  return
}

// -----

// An op the dialect does not define.
func.func @unknown_op(%m: !tile.math<bf16>) {
  // expected-note@+2 {{see current operation}}
  // expected-error@+1 {{unregistered operation 'tile.frobnicate' found in dialect ('tile') that does not allow unknown operations}}
  "tile.frobnicate"(%m) : (!tile.math<bf16>) -> ()
  return
}

// -----

// Integer parameters are i64: another width would be read differently
// (255 : ui8 is -1 as an i64).
// expected-error@+1 {{invalid type !tile.tile<"vec", f32, 16 : i64, 16 : i64, 255 : ui8, -1 : i64, "row_major", "none_box", 512 : i64, "null">: valid_rows is 255 : ui8; expected an i64 integer}}
func.func @tile_param_not_i64(%x: !tile.tile<"vec", f32, 16, 16, 255 : ui8, -1, "row_major", "none_box", 512, "null">) {
  return
}

// -----

// Shapes are arrays of i64.
// expected-error@+2 {{shape is array<i32: 4>; expected an array<i64: ...>}}
// expected-error@+1 {{stride is array<i32: 1>; expected an array<i64: ...>}}
func.func @gtensor_shape_not_i64(%x: !tile.gtensor<f32, array<i32: 4>, array<i32: 1>>) {
  return
}

// -----

// Types in a declaration's signature are checked too.
// expected-error@+1 {{invalid type !tile.tile<"vec", f32, 0 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">: rows is 0; it must be at least 1}}
func.func private @declared(!tile.tile<"vec", f32, 0, 16, -1, -1, "row_major", "none_box", 512, "null">)

// -----

// pto_row_expand_shape: the vector of a row expansion has the destination's rows.
func.func @row_expand_rows(%x: !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %v: !tile.tile<"vec", f32, 8, 1, 8, 1, "col_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.trowexpandadd' op a row expansion takes one value per destination row: the 8x1 operand needs 16 rows}}
  %0 = "tile.trowexpandadd"(%x, %v) : (!tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.tile<"vec", f32, 8, 1, 8, 1, "col_major", "none_box", 512, "null">) -> !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_row_expand_shape: the full operand has the destination's shape.
func.func @row_expand_full(%x: !tile.tile<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">, %v: !tile.tile<"vec", f32, 16, 1, 16, 1, "col_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.trowexpandmul' op src0 is 16x8 but the destination is 16x16}}
  %0 = "tile.trowexpandmul"(%x, %v) : (!tile.tile<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">, !tile.tile<"vec", f32, 16, 1, 16, 1, "col_major", "none_box", 512, "null">) -> !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_col_expand_shape: the vector of a column expansion has the destination's columns.
func.func @col_expand_cols(%v: !tile.tile<"vec", f32, 1, 16, 1, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tcolexpand' op a column expansion takes one value per destination column: the 1x16 operand needs 8 columns}}
  %0 = "tile.tcolexpand"(%v) : (!tile.tile<"vec", f32, 1, 16, 1, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", f32, 16, 8, 16, 8, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_row_reduce_shape on a generated reduction: one value per source row.
func.func @row_min_rows(%x: !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.trowmin' op a row reduction of a 16x16 tile has 16 rows, but the destination has 8}}
  %0 = "tile.trowmin"(%x) {operandSegmentSizes = array<i32: 1, 0, 0>} : (!tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", f32, 8, 1, 8, 1, "col_major", "none_box", 512, "null">
  return
}

// -----

// pto_two_destinations: tinterleave in level 1 form with a buf source.
func.func @tinterleave_level1_buf(%x: !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %y: !tile.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tinterleave' op level 1 (SSA) form takes !tile.tile operands, but src0 is !tile.buf<"vec", f16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">}}
  %0:2 = "tile.tinterleave"(%x, %y) {operandSegmentSizes = array<i32: 1, 1, 0, 0>, resultSegmentSizes = array<i32: 1, 1>} : (!tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> (!tile.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">)
  return
}

// -----

// pto_two_destinations: tinterleave with one destination buffer and one result.
func.func @tinterleave_mixed(%x: !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tinterleave' op has both destination buffers (level 2) and results (level 1)}}
  %0 = "tile.tinterleave"(%x, %x, %x) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, resultSegmentSizes = array<i32: 0, 1>} : (!tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> !tile.tile<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">
  return
}

// -----

// pto_two_destinations: tdeinterleave with one destination.
func.func @tdeinterleave_one_dst(%x: !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tdeinterleave' op has 1 destination: it writes two}}
  "tile.tdeinterleave"(%x, %x, %x) {operandSegmentSizes = array<i32: 1, 1, 1, 0>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.buf<"vec", f16, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// pto_two_destinations: tpartargmax with neither destinations nor results.
func.func @tpartargmax_neither(%v: !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, %i: !tile.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  // expected-error@+1 {{'tile.tpartargmax' op needs two results (level 1) or two destination buffers (level 2)}}
  "tile.tpartargmax"(%v, %v, %i, %i) {operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>, resultSegmentSizes = array<i32: 0, 0>} : (!tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.tile<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">, !tile.tile<"vec", i32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// alloc_tile: a constant valid operand lies within the buffer (pto_alloc_valid).
func.func @alloc_valid_beyond() {
  %c20 = arith.constant 20 : index
  %c16 = arith.constant 16 : index
  // expected-error@+1 {{'tile.alloc_tile' op 20 valid rows do not fit the buffer's 16 static rows}}
  %t = "tile.alloc_tile"(%c20, %c16) : (index, index) -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}

// -----

// set_valid_shape: so do constant valid dims set at run time (pto_set_valid_shape).
func.func @set_valid_beyond(%t: !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">) {
  %c8 = arith.constant 8 : index
  %c17 = arith.constant 17 : index
  // expected-error@+1 {{'tile.set_valid_shape' op 17 valid columns do not fit the buffer's 16 static columns}}
  %u = "tile.set_valid_shape"(%t, %c8, %c17) : (!tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">, index, index) -> !tile.buf<"vec", f32, 16 : i64, 16 : i64, -1 : i64, -1 : i64, "row_major", "none_box", 512 : i64, "null">
  return
}
