// Every verifier rule of the pipe dialect: one violation per split.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// A constant frame size is at least one tile.
func.func @zero_frame(%p: !pipe.pipe<bf16>) {
  %zero = arith.constant 0 : i32
  // expected-error@+1 {{'pipe.set_frame' op tiles is 0; it must be at least 1}}
  "pipe.set_frame"(%p, %zero) : (!pipe.pipe<bf16>, i32) -> ()
  return
}

// -----

func.func @negative_frame(%p: !pipe.pipe<bf16>) {
  %minus = arith.constant -2 : i32
  // expected-error@+1 {{'pipe.set_frame' op tiles is -2; it must be at least 1}}
  "pipe.set_frame"(%p, %minus) : (!pipe.pipe<bf16>, i32) -> ()
  return
}

// -----

// An element of the frame has the pipe's element type.
func.func @get_wrong_type(%p: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'pipe.get' op element types must agree: pipe has bf16, value has f32}}
  %v = "pipe.get"(%p, %i) : (!pipe.pipe<bf16>, i32) -> f32
  return
}

// -----

func.func @not_a_pipe(%s: !noc.semaphore) {
  // expected-error@+1 {{'pipe.wait_front' op operand #0 (pipe) must be !pipe.pipe, but it is !noc.semaphore}}
  "pipe.wait_front"(%s) : (!noc.semaphore) -> ()
  return
}

// -----

// Direction and split are enums.
func.func @bad_direction(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-error@+1 {{'pipe.talloc' op attribute 'dir' is "c2c"; expected one of: c2v, v2c}}
  %s = "pipe.talloc"(%f) {dir = "c2c", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  return
}

// -----

func.func @bad_split(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-error@+1 {{'pipe.tpop' op attribute 'split' is "diagonal"; expected one of: no_split, up_down, left_right}}
  %s = "pipe.tpop"(%f) {dir = "c2v", split = "diagonal"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  return
}

// -----

func.func @missing_split(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-error@+1 {{'pipe.talloc' op requires string attribute 'split'}}
  %s = "pipe.talloc"(%f) {dir = "c2v"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  return
}

// -----

// The slot view must fit in a FIFO slot: 128 x 512 x 4 bytes > 4096.
func.func @slot_too_big(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-error@+1 {{'pipe.talloc' op slot view !pto.gtensor<f32, array<i64: 1, 1, 1, 128, 512>, array<i64: 1, 1, 1, 512, 1>> is 262144 bytes but a FIFO slot holds 4096}}
  %s = "pipe.talloc"(%f) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 128, 512>, array<i64: 1, 1, 1, 512, 1>>
  return
}

// -----

func.func @popped_slot_too_big(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-error@+1 {{'pipe.tpop' op slot view !pto.gtensor<bf16, array<i64: 1, 1, 1, 64, 64>, array<i64: 1, 1, 1, 64, 1>> is 8192 bytes but a FIFO slot holds 4096}}
  %s = "pipe.tpop"(%f) {dir = "v2c", split = "left_right"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<bf16, array<i64: 1, 1, 1, 64, 64>, array<i64: 1, 1, 1, 64, 1>>
  return
}

// -----

// tpush commits the slot of a talloc on the same FIFO, same dir and split.
func.func @push_popped_slot(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-note@+1 {{the slot comes from here}}
  %s = "pipe.tpop"(%f) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  // expected-error@+1 {{'pipe.tpush' op slot must come from 'pipe.talloc', not 'pipe.tpop'}}
  "pipe.tpush"(%f, %s) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> ()
  return
}

// -----

func.func @push_other_fifo(%f: !pipe.fifo<0, 4096, 2>, %g: !pipe.fifo<1, 4096, 2>) {
  // expected-note@+1 {{the slot comes from here}}
  %s = "pipe.talloc"(%f) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  // expected-error@+1 {{'pipe.tpush' op slot was opened by 'pipe.talloc' on a different FIFO}}
  "pipe.tpush"(%g, %s) {dir = "c2v", split = "no_split"} : (!pipe.fifo<1, 4096, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> ()
  return
}

// -----

func.func @push_other_direction(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-note@+1 {{the slot comes from here}}
  %s = "pipe.talloc"(%f) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  // expected-error@+1 {{'pipe.tpush' op dir is "v2c" but the slot was opened with dir "c2v"}}
  "pipe.tpush"(%f, %s) {dir = "v2c", split = "no_split"} : (!pipe.fifo<0, 4096, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> ()
  return
}

// -----

func.func @free_other_split(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-note@+1 {{the slot comes from here}}
  %s = "pipe.tpop"(%f) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  // expected-error@+1 {{'pipe.tfree' op split is "left_right" but the slot was opened with split "up_down"}}
  "pipe.tfree"(%f, %s) {dir = "c2v", split = "left_right"} : (!pipe.fifo<0, 4096, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> ()
  return
}

// -----

func.func @free_allocated_slot(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-note@+1 {{the slot comes from here}}
  %s = "pipe.talloc"(%f) {dir = "v2c", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  // expected-error@+1 {{'pipe.tfree' op slot must come from 'pipe.tpop', not 'pipe.talloc'}}
  "pipe.tfree"(%f, %s) {dir = "v2c", split = "no_split"} : (!pipe.fifo<0, 4096, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> ()
  return
}

// -----

// FIFO type parameters.
// expected-error@+1 {{invalid type !pipe.fifo<-1 : i64, 4096 : i64, 2 : i64>: flag_id is -1; it must be at least 0}}
func.func @negative_flag(%f: !pipe.fifo<-1, 4096, 2>) {
  return
}

// -----

// expected-error@+1 {{invalid type !pipe.fifo<0 : i64, 0 : i64, 2 : i64>: slot_size is 0; it must be at least 1}}
func.func @empty_slot(%f: !pipe.fifo<0, 0, 2>) {
  return
}

// -----

// expected-error@+1 {{invalid type !pipe.fifo<0 : i64, 64 : i64, 0 : i64>: slot_num is 0; it must be at least 1}}
func.func @no_slots(%f: !pipe.fifo<0, 64, 0>) {
  return
}

// -----

// expected-error@+1 {{invalid type !pipe.pipe<index>: element is index; expected a scalar type}}
func.func @index_pipe(%p: !pipe.pipe<index>) {
  return
}

// -----

// Pipe declarations.
// expected-error@+1 {{'pipe.decl' op capacity is 0; it must be at least 1}}
"pipe.decl"() {capacity = 0 : i64, sym_name = "p", element = bf16, frame = 1 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()

// -----

// expected-error@+1 {{'pipe.decl' op frame is 4 tiles, more than the pipe's capacity of 2}}
"pipe.decl"() {capacity = 2 : i64, sym_name = "p", element = bf16, frame = 4 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()

// -----

// expected-error@+1 {{'pipe.decl' op frame is 0; it must be at least 1}}
"pipe.decl"() {capacity = 2 : i64, sym_name = "p", element = bf16, frame = 0 : i64, cores = array<i64: 0, 0, 0, 0>} : () -> ()

// -----

// expected-error@+1 {{'pipe.decl' op core range (0, -1)-(0, 0) is empty or negative}}
"pipe.decl"() {capacity = 2 : i64, sym_name = "p", element = bf16, frame = 1 : i64, cores = array<i64: 0, -1, 0, 0>} : () -> ()

// -----

// A direct FIFO's ops take a FIFO of the consumer's local buffer.
func.func @direct_on_global(%mem: !pto.ptr<f32>, %t: !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  %f = "pipe.tpipe"(%mem) : (!pto.ptr<f32>) -> !pipe.fifo<0, 1024, 8>
  // expected-error@+1 {{'pipe.tpush_local' op the FIFO comes from 'pipe.tpipe', but this op works on the slots of a 'pipe.tpipe_local' FIFO}}
  "pipe.tpush_local"(%f, %t) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 1024, 8>, !pto.buf<"vec", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  return
}

// -----

// TALLOC and TPOP hand out global-memory slots: not of a direct FIFO.
func.func @global_on_direct(%base: i32) {
  %f = "pipe.tpipe_local"(%base) : (i32) -> !pipe.fifo<0, 1024, 8>
  // expected-error@+1 {{'pipe.talloc' op the FIFO comes from 'pipe.tpipe_local', but this op works on the slots of a 'pipe.tpipe' FIFO}}
  %s = "pipe.talloc"(%f) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 1024, 8>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 16, 16>, array<i64: 256, 256, 256, 16, 1>>
  return
}

// -----

func.func @reserve_next_behind(%p: !pipe.pipe<bf16>) {
  // expected-error@+1 {{'pipe.reserve_next' op has `ahead = -1`: a frame reserved ahead is at least 1 frame after the write frame}}
  "pipe.reserve_next"(%p) {ahead = -1 : i64} : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @wait_next_behind(%p: !pipe.pipe<bf16>) {
  // expected-error@+1 {{'pipe.wait_next' op has `ahead = 0`: a frame waited for ahead is at least 1 frame after the read frame}}
  "pipe.wait_next"(%p) {ahead = 0 : i64} : (!pipe.pipe<bf16>) -> ()
  return
}
