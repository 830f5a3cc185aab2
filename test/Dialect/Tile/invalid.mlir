// Every verifier rule of the tile dialect (dialects/src/tile/tile.toml,
// dialects/src/verify.rs, dialects/src/rules.rs), one violation per split:
// enum attributes, required attributes, constant slots, frame tile indices and
// block sizes, the named rules (unary_param), the same_element groups, and the
// operand and result structure that IRDL also constrains.
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

// Wrong result type: math_acquire returns a math object.
func.func @acquire_pipe() {
  // expected-error@+1 {{'tile.math_acquire' op result #0 (math) must be !tile.math, but it is !pipe.pipe<bf16>}}
  %r = "tile.math_acquire"() : () -> !pipe.pipe<bf16>
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

// Wrong result count: copy has no result.
func.func @copy_result(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.copy' op expects results () but has 1 result}}
  %r = "tile.copy"(%m, %p, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> i32
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
