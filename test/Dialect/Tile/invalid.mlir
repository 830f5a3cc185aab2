// Every verifier rule of the tile dialect: one violation per split.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// Enum attributes.
func.func @bad_broadcast(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.add' op attribute 'bcast' is "diagonal"; expected one of: none, rows, cols, scalar}}
  "tile.add"(%m, %p, %p, %i, %i, %i) {bcast = "diagonal"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

func.func @bad_pack_mode(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.pack' op attribute 'mode' is "column"; expected one of: tile, row, col, scalar}}
  "tile.pack"(%m, %i, %p) {mode = "column"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @bad_reduce_kind(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.reduce' op attribute 'kind' is "min"; expected one of: sum, max}}
  "tile.reduce"(%m, %p, %p, %i, %i, %i) {kind = "min", dim = "rows"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

func.func @bad_reduce_dim(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.reduce' op attribute 'dim' is "depth"; expected one of: rows, cols, scalar}}
  "tile.reduce"(%m, %p, %p, %i, %i, %i) {kind = "sum", dim = "depth"} : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// Unknown unary function names are rejected, listing the known ones.
func.func @bad_function(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op attribute 'fn' is "expo"; expected one of: abs, acos}}
  "tile.unary"(%m, %i) {fn = "expo"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

func.func @bad_dst_binary(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.binary_dst' op attribute 'kind' is "max"; expected one of: add, sub, rsub, mul, div, power}}
  "tile.binary_dst"(%m, %i, %i, %i) {kind = "max"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// -----

func.func @missing_attribute(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.mul' op requires string attribute 'bcast'}}
  "tile.mul"(%m, %p, %p, %i, %i, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32) -> ()
  return
}

// -----

// The scalar parameter exists exactly for the functions that take one.
func.func @missing_param(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op function 'relu_max' requires a scalar parameter}}
  "tile.unary"(%m, %i) {fn = "relu_max"} : (!tile.math<bf16>, i32) -> ()
  return
}

// -----

func.func @extra_param(%m: !tile.math<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.unary' op function 'exp' takes no parameter}}
  "tile.unary"(%m, %i, %i) {fn = "exp"} : (!tile.math<bf16>, i32, i32) -> ()
  return
}

// -----

// Constant destination slots and frame tile indices are non-negative.
func.func @negative_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>) {
  %zero = arith.constant 0 : i32
  %minus = arith.constant -1 : i32
  // expected-error@+1 {{'tile.copy' op destination slot idst is -1; it must be non-negative}}
  "tile.copy"(%m, %p, %zero, %minus) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

func.func @negative_pack_slot(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>) {
  %minus = arith.constant -3 : i32
  // expected-error@+1 {{'tile.pack' op destination slot isrc is -3; it must be non-negative}}
  "tile.pack"(%m, %minus, %p) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @negative_dst_operand(%m: !tile.math<bf16>, %i: i32) {
  %minus = arith.constant -1 : i32
  // expected-error@+1 {{'tile.binary_dst' op destination slot isrc1 is -1; it must be non-negative}}
  "tile.binary_dst"(%m, %i, %minus, %i) {kind = "add"} : (!tile.math<bf16>, i32, i32, i32) -> ()
  return
}

// -----

func.func @negative_frame_index(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  %minus = arith.constant -2 : i32
  %true = arith.constant true
  // expected-error@+1 {{'tile.matmul' op frame tile index isrc1 is -2; it must be non-negative}}
  "tile.matmul"(%m, %p, %p, %i, %minus, %i, %true) : (!tile.math<bf16>, !pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32, i32, i1) -> ()
  return
}

// -----

// Block sizes are positive.
func.func @empty_block(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<bf16>) {
  %zero = arith.constant 0 : i32
  // expected-error@+1 {{'tile.untilize_block' op block is 0; it must be at least 1}}
  "tile.untilize_block"(%a, %zero, %b) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @empty_tilize_block(%a: !pipe.pipe<bf16>, %b: !pipe.pipe<bf16>) {
  %zero = arith.constant 0 : i32
  // expected-error@+1 {{'tile.tilize_block' op block is 0; it must be at least 1}}
  "tile.tilize_block"(%a, %zero, %b) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

// PTO level 1 takes tiles and returns one; level 2 takes buffers and the
// destination last, and returns nothing.
func.func @level1_with_buffer(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) {
  // expected-error@+1 {{'tile.tnot' op level 1 (SSA) form takes !tile.tile operands, but src is !tile.buf}}
  %r = "tile.tnot"(%x) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">
  return
}

// -----

func.func @level2_with_tile(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">, %out: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) {
  // expected-error@+1 {{'tile.tnot' op level 2 (destination-passing) form takes !tile.buf operands, but src is !tile.tile}}
  "tile.tnot"(%x, %out) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">, !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) -> ()
  return
}

// -----

func.func @both_levels(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">, %out: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) {
  // expected-error@+1 {{'tile.tnot' op has both a destination buffer (level 2) and a result (level 1)}}
  %r = "tile.tnot"(%x, %out) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">, !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">
  return
}

// -----

func.func @no_destination(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) {
  // expected-error@+1 {{'tile.tnot' op needs a result (level 1) or a destination buffer operand (level 2)}}
  "tile.tnot"(%x) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">) -> ()
  return
}

// -----

func.func @load_without_destination(%g: !tile.gtensor<i16, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'tile.tload' op needs a result (level 1) or a destination buffer operand (level 2)}}
  "tile.tload"(%g) : (!tile.gtensor<i16, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> ()
  return
}

// -----

// Source and destination describe the same tile.
func.func @shape_mismatch(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">) {
  // expected-error@+1 {{'tile.tnot' op source}}
  %r = "tile.tnot"(%x) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">) -> !tile.tile<"vec", i16, 16, 32, 16, 16, "row_major">
  return
}

// -----

func.func @location_mismatch(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">, %out: !tile.buf<"mat", i16, 16, 16, 16, 16, "row_major">) {
  // expected-error@+1 {{must have the same location, element type, shape, valid region and layout}}
  "tile.tnot"(%x, %out) : (!tile.buf<"vec", i16, 16, 16, 16, 16, "row_major">, !tile.buf<"mat", i16, 16, 16, 16, 16, "row_major">) -> ()
  return
}

// -----

func.func @valid_region_mismatch(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">, %c: i16) {
  // expected-error@+1 {{must have the same location, element type, shape, valid region and layout}}
  %r = "tile.tadds"(%x, %c) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">, i16) -> !tile.tile<"vec", i16, 16, 16, 8, 16, "row_major">
  return
}

// -----

// Element types that must agree.
func.func @scalar_element(%x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">, %s: f32) {
  // expected-error@+1 {{'tile.tadds' op element types must agree: src has i16, scalar has f32}}
  %r = "tile.tadds"(%x, %s) : (!tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">, f32) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">
  return
}

// -----

func.func @store_element(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, %x: !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">) {
  // expected-error@+1 {{'tile.tstore' op element types must agree: dst has f32, src has i16}}
  "tile.tstore"(%g, %x) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>, !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">) -> ()
  return
}

// -----

func.func @load_element(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) {
  // expected-error@+1 {{'tile.tload' op element types must agree: src has f32, result has i16}}
  %r = "tile.tload"(%g) : (!tile.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 1, 1, 1, 16, 1>>) -> !tile.tile<"vec", i16, 16, 16, 16, 16, "row_major">
  return
}

// -----

// Tile type parameters.
// expected-error@+1 {{invalid type !tile.tile<"ub", i16, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major">: loc is "ub"; expected one of: vec, mat, left, right, acc, bias, scaling}}
func.func @bad_location(%x: !tile.tile<"ub", i16, 16, 16, 16, 16, "row_major">) {
  return
}

// -----

// expected-error@+1 {{layout is "zigzag"; expected one of: row_major, col_major}}
func.func @bad_layout(%x: !tile.buf<"vec", i16, 16, 16, 16, 16, "zigzag">) {
  return
}

// -----

// expected-error@+1 {{element type index is not an integer or float type}}
func.func @index_tile(%x: !tile.tile<"vec", index, 16, 16, 16, 16, "row_major">) {
  return
}

// -----

// expected-error@+1 {{rows is 0; it must be at least 1}}
func.func @no_rows(%x: !tile.tile<"vec", f32, 0, 16, 0, 16, "row_major">) {
  return
}

// -----

// expected-error@+1 {{cols is -4; it must be at least 1}}
func.func @negative_cols(%x: !tile.buf<"vec", f32, 16, -4, 16, -1, "row_major">) {
  return
}

// -----

// expected-error@+1 {{valid_rows is 17; it must be -1 (dynamic) or within 0..=16}}
func.func @valid_rows_too_big(%x: !tile.tile<"vec", f32, 16, 16, 17, 16, "row_major">) {
  return
}

// -----

// expected-error@+1 {{valid_cols is -2; it must be -1 (dynamic) or within 0..=16}}
func.func @valid_cols_negative(%x: !tile.tile<"vec", f32, 16, 16, 16, -2, "row_major">) {
  return
}

// -----

// Global tensor views: 1 to 5 dimensions, one stride per dimension.
// expected-error@+1 {{shape has 6 dimensions; expected 1 to 5}}
func.func @six_dims(%g: !tile.gtensor<f32, array<i64: 1, 1, 1, 1, 1, 1>, array<i64: 1, 1, 1, 1, 1, 1>>) {
  return
}

// -----

// expected-error@+1 {{shape has 2 dimensions but stride has 1}}
func.func @stride_rank(%g: !tile.gtensor<f32, array<i64: 4, 4>, array<i64: 1>>) {
  return
}

// -----

// expected-error@+1 {{shape dimensions must be at least 1}}
func.func @empty_dim(%g: !tile.gtensor<f32, array<i64: 4, 0>, array<i64: 4, 1>>) {
  return
}

// -----

// expected-error@+1 {{strides must be non-negative}}
func.func @negative_stride(%g: !tile.gtensor<f32, array<i64: 4, 4>, array<i64: -4, 1>>) {
  return
}

// -----

// expected-error@+1 {{invalid type !tile.math<i1>: element is i1; expected a scalar type}}
func.func @bool_math(%m: !tile.math<i1>) {
  return
}

// -----

// Operands of math ops.
func.func @math_operand(%p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.copy' op operand #0 (math) must be !tile.math, but it is !pipe.pipe<bf16>}}
  "tile.copy"(%p, %p, %i, %i) : (!pipe.pipe<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

func.func @math_operand_count(%m: !tile.math<bf16>, %p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'tile.transpose' op expects operands (math, src, isrc, idst) but has 3 operands}}
  "tile.transpose"(%m, %p, %i) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32) -> ()
  return
}
