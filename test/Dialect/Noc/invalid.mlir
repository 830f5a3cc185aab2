// Every verifier rule of the noc dialect: each split holds one violation and
// pins its message and location.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics

// Element types of the two endpoints must agree (spec: both are T).
func.func @read_element(%dst: !pipe.pipe<bf16>, %src: !noc.global<f32>, %i: i32) {
  // expected-error@+1 {{'noc.read' op element types must agree: dst has bf16, src has f32}}
  "noc.read"(%dst, %i, %src, %i, %i) : (!pipe.pipe<bf16>, i32, !noc.global<f32>, i32, i32) -> ()
  return
}

// -----

func.func @read_remote_element(%dst: !noc.local<i32>, %src: !noc.local<i16>, %i: i32) {
  // expected-error@+1 {{'noc.read_remote' op element types must agree: dst has i32, src has i16}}
  "noc.read_remote"(%dst, %i, %src, %i, %i, %i, %i) : (!noc.local<i32>, i32, !noc.local<i16>, i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @write_element(%src: !noc.local<f16>, %dst: !noc.global<bf16>, %i: i32) {
  // expected-error@+1 {{'noc.write' op element types must agree: src has f16, dst has bf16}}
  "noc.write"(%src, %i, %dst, %i, %i) : (!noc.local<f16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// -----

func.func @write_remote_element(%src: !pipe.pipe<f32>, %dst: !pipe.pipe<i32>, %i: i32) {
  // expected-error@+1 {{'noc.write_remote' op element types must agree: src has f32, dst has i32}}
  "noc.write_remote"(%src, %i, %dst, %i, %i, %i, %i) : (!pipe.pipe<f32>, i32, !pipe.pipe<i32>, i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @mcast_element(%src: !noc.local<f32>, %dst: !noc.local<bf16>, %i: i32) {
  // expected-error@+1 {{'noc.write_mcast' op element types must agree: src has f32, dst has bf16}}
  "noc.write_mcast"(%src, %i, %dst, %i, %i, %i, %i, %i, %i, %i) : (!noc.local<f32>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @mcast_with_self_element(%src: !noc.local<f32>, %dst: !pipe.pipe<bf16>, %i: i32) {
  // expected-error@+1 {{'noc.write_mcast_with_self' op element types must agree: src has f32, dst has bf16}}
  "noc.write_mcast_with_self"(%src, %i, %dst, %i, %i, %i, %i, %i, %i, %i) : (!noc.local<f32>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @move_element(%dst: !noc.local<i8>, %src: !pipe.pipe<i32>, %i: i32) {
  // expected-error@+1 {{'noc.move' op element types must agree: dst has i8, src has i32}}
  "noc.move"(%dst, %i, %src, %i) : (!noc.local<i8>, i32, !pipe.pipe<i32>, i32) -> ()
  return
}

// -----

// local<T>::get returns T.
func.func @get_element(%buffer: !noc.local<bf16>, %i: i32) {
  // expected-error@+1 {{'noc.get' op element types must agree: buffer has bf16, value has f32}}
  %v = "noc.get"(%buffer, %i) : (!noc.local<bf16>, i32) -> f32
  return
}

// -----

func.func @set_element(%buffer: !noc.local<i16>, %i: i32, %v: i32) {
  // expected-error@+1 {{'noc.set' op element types must agree: buffer has i16, value has i32}}
  "noc.set"(%buffer, %i, %v) : (!noc.local<i16>, i32, i32) -> ()
  return
}

// -----

// Operand types and counts, with the operand named.
func.func @operand_type(%s: !noc.semaphore, %v: i64) {
  // expected-error@+1 {{'noc.sem_wait' op operand #1 (value) must be i32, but it is i64}}
  "noc.sem_wait"(%s, %v) : (!noc.semaphore, i64) -> ()
  return
}

// -----

func.func @endpoint_kind(%g: !noc.global<f32>, %i: i32) {
  // expected-error@+1 {{'noc.read' op operand #0 (dst) must be !noc.local or !pipe.pipe, but it is !noc.global<f32>}}
  "noc.read"(%g, %i, %g, %i, %i) : (!noc.global<f32>, i32, !noc.global<f32>, i32, i32) -> ()
  return
}

// -----

func.func @operand_count(%s: !noc.semaphore, %i: i32) {
  // expected-error@+1 {{'noc.sem_inc' op expects operands (sem, x, y, value) but has 3 operands}}
  "noc.sem_inc"(%s, %i, %i) : (!noc.semaphore, i32, i32) -> ()
  return
}

// -----

func.func @no_results() {
  // expected-error@+1 {{'noc.read_barrier' op expects results () but has 1 result}}
  %r = "noc.read_barrier"() : () -> i32
  return
}

// -----

// A buffer's element type is one of the Tanto element types.
// expected-error@+1 {{invalid type !noc.global<i1>: element is i1; expected a scalar type (i8, i16, i32, i64, f16, bf16, f32)}}
func.func @bool_buffer(%b: !noc.global<i1>) {
  return
}

// -----

// Resource declarations.
// expected-error@+1 {{'noc.global_decl' op page is 1000 elements; it must be a power of two}}
"noc.global_decl"() {sym_name = "a", element = bf16, elements = 4096 : i64, page = 1000 : i64} : () -> ()

// -----

// expected-error@+1 {{'noc.global_decl' op elements is 0; it must be at least 1}}
"noc.global_decl"() {sym_name = "a", element = bf16, elements = 0 : i64, page = 1024 : i64} : () -> ()

// -----

// expected-error@+1 {{'noc.global_decl' op element type index is not one of i8, i16, i32, i64, f16, bf16, f32}}
"noc.global_decl"() {sym_name = "a", element = index, elements = 16 : i64, page = 16 : i64} : () -> ()

// -----

// expected-error@+1 {{'noc.local_decl' op core range (3, 0)-(1, 0) is empty or negative}}
"noc.local_decl"() {sym_name = "l", element = f32, elements = 16 : i64, cores = array<i64: 3, 0, 1, 0>} : () -> ()

// -----

// expected-error@+1 {{'noc.semaphore_decl' op cores has 3 numbers; expected x0, y0, x1, y1 per range}}
"noc.semaphore_decl"() {sym_name = "s", initial = 0 : i64, cores = array<i64: 0, 0, 1>} : () -> ()

// -----

// expected-error@+1 {{'noc.semaphore_decl' op requires attribute 'initial'}}
"noc.semaphore_decl"() {sym_name = "s", cores = array<i64: 0, 0, 1, 1>} : () -> ()

// -----

func.func @next_frame_of_local(%dst: !noc.local<bf16>, %src: !noc.global<bf16>, %n: i32) {
  // expected-error@+1 {{'noc.read' op has `next_frame` but its destination is a !noc.local<bf16>, not a pipe}}
  "noc.read"(%dst, %n, %src, %n, %n) {next_frame} : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// -----

func.func @ahead_without_next_frame(%dst: !pipe.pipe<bf16>, %src: !noc.global<bf16>, %n: i32) {
  // expected-error@+1 {{'noc.read' op has `ahead` without `next_frame`}}
  "noc.read"(%dst, %n, %src, %n, %n) {ahead = 2 : i64} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// -----

func.func @ahead_of_nothing(%dst: !pipe.pipe<bf16>, %src: !noc.global<bf16>, %n: i32) {
  // expected-error@+1 {{'noc.read' op has `ahead = 0`: a frame reserved ahead is at least 1 frame after the write frame}}
  "noc.read"(%dst, %n, %src, %n, %n) {next_frame, ahead = 0 : i64} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// -----

func.func @token_of_wrong_type(%dst: !noc.local<bf16>, %src: !noc.global<bf16>, %n: i32) {
  // expected-error@+1 {{'noc.read' op}}
  %t = "noc.read"(%dst, %n, %src, %n, %n) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> i32
  return
}

// -----

func.func @wait_on_a_value(%n: i32) {
  // expected-error@+1 {{'noc.wait' op}}
  "noc.wait"(%n) : (i32) -> ()
  return
}

// -----

func.func @source_ahead_of_local(%src: !noc.local<bf16>, %dst: !noc.global<bf16>, %n: i32) {
  // expected-error@+1 {{'noc.write' op has `source_ahead` but its source is a !noc.local<bf16>, not a pipe}}
  "noc.write"(%src, %n, %dst, %n, %n) {source_ahead = 1 : i64} : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}
