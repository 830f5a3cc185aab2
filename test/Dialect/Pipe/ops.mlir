// Round trip of every `pipe` op in every operand-type combination its
// definition allows (dialects/src/pipe/pipe.toml): parse, print,
// parse again; once in the default printer, once through the generic one.
// RUN: tanto-opt %s | tanto-opt | FileCheck %s
// RUN: tanto-opt %s --mlir-print-op-generic | tanto-opt | FileCheck %s

// CHECK-LABEL: func.func @set_frame_1(
// CHECK-NEXT: "pipe.set_frame"(%arg0, %arg1) : (!pipe.pipe<bf16>, i32) -> ()
func.func @set_frame_1(%pipe: !pipe.pipe<bf16>, %tiles: i32) {
  "pipe.set_frame"(%pipe, %tiles) : (!pipe.pipe<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @get_set(
// CHECK-NEXT: %[[V:.*]] = "pipe.get"(%arg0, %arg2) : (!pipe.pipe<bf16>, i32) -> bf16
// CHECK-NEXT: "pipe.set"(%arg1, %arg2, %[[V]]) : (!pipe.pipe<bf16>, i32, bf16) -> ()
func.func @get_set(%in: !pipe.pipe<bf16>, %out: !pipe.pipe<bf16>, %i: i32) {
  %v = "pipe.get"(%in, %i) : (!pipe.pipe<bf16>, i32) -> bf16
  "pipe.set"(%out, %i, %v) : (!pipe.pipe<bf16>, i32, bf16) -> ()
  return
}

// CHECK-LABEL: func.func @reserve_next(
// CHECK-NEXT: "pipe.reserve_next"(%arg0) : (!pipe.pipe<bf16>) -> ()
func.func @reserve_next(%pipe: !pipe.pipe<bf16>) {
  "pipe.reserve_next"(%pipe) : (!pipe.pipe<bf16>) -> ()
  return
}

// Frames ahead of the write and read frames, by how far.
// CHECK-LABEL: func.func @frames_ahead(
// CHECK-NEXT: "pipe.reserve_next"(%arg0) {ahead = 3 : i64} : (!pipe.pipe<bf16>) -> ()
// CHECK-NEXT: "pipe.wait_next"(%arg0) : (!pipe.pipe<bf16>) -> ()
// CHECK-NEXT: "pipe.wait_next"(%arg0) {ahead = 2 : i64} : (!pipe.pipe<bf16>) -> ()
func.func @frames_ahead(%pipe: !pipe.pipe<bf16>) {
  "pipe.reserve_next"(%pipe) {ahead = 3 : i64} : (!pipe.pipe<bf16>) -> ()
  "pipe.wait_next"(%pipe) : (!pipe.pipe<bf16>) -> ()
  "pipe.wait_next"(%pipe) {ahead = 2 : i64} : (!pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @reserve_back_2(
// CHECK-NEXT: "pipe.reserve_back"(%arg0) : (!pipe.pipe<bf16>) -> ()
func.func @reserve_back_2(%pipe: !pipe.pipe<bf16>) {
  "pipe.reserve_back"(%pipe) : (!pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @push_back_3(
// CHECK-NEXT: "pipe.push_back"(%arg0) : (!pipe.pipe<bf16>) -> ()
func.func @push_back_3(%pipe: !pipe.pipe<bf16>) {
  "pipe.push_back"(%pipe) : (!pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @wait_front_4(
// CHECK-NEXT: "pipe.wait_front"(%arg0) : (!pipe.pipe<bf16>) -> ()
func.func @wait_front_4(%pipe: !pipe.pipe<bf16>) {
  "pipe.wait_front"(%pipe) : (!pipe.pipe<bf16>) -> ()
  return
}

// CHECK-LABEL: func.func @pop_front_5(
// CHECK-NEXT: "pipe.pop_front"(%arg0) : (!pipe.pipe<bf16>) -> ()
func.func @pop_front_5(%pipe: !pipe.pipe<bf16>) {
  "pipe.pop_front"(%pipe) : (!pipe.pipe<bf16>) -> ()
  return
}
// The PTO FIFO transactions: producer (talloc, tpush) and consumer (tpop,
// tfree), with every direction and split mode.
// CHECK-LABEL: func.func @fifo_producer_consumer(
// CHECK-NEXT: %[[SLOT:.*]] = "pipe.talloc"(%arg0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 262144 : i64, 2 : i64>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 128, 512>, array<i64: 1, 1, 1, 512, 1>>
// CHECK-NEXT: "pipe.tpush"(%arg0, %[[SLOT]]) {dir = "c2v", split = "up_down"}
// CHECK-NEXT: %[[POPPED:.*]] = "pipe.tpop"(%arg0) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 262144 : i64, 2 : i64>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 64, 512>, array<i64: 1, 1, 1, 512, 1>>
// CHECK-NEXT: "pipe.tfree"(%arg0, %[[POPPED]]) {dir = "c2v", split = "up_down"}
func.func @fifo_producer_consumer(%fifo: !pipe.fifo<0, 262144, 2>) {
  %slot = "pipe.talloc"(%fifo) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 262144, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 128, 512>, array<i64: 1, 1, 1, 512, 1>>
  "pipe.tpush"(%fifo, %slot) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 262144, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 128, 512>, array<i64: 1, 1, 1, 512, 1>>) -> ()
  %popped = "pipe.tpop"(%fifo) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 262144, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 64, 512>, array<i64: 1, 1, 1, 512, 1>>
  "pipe.tfree"(%fifo, %popped) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 262144, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 64, 512>, array<i64: 1, 1, 1, 512, 1>>) -> ()
  return
}

// CHECK-LABEL: func.func @fifo_c2v_no_split(
// CHECK-NEXT: "pipe.talloc"(%arg0) {dir = "c2v", split = "no_split"}
// CHECK-NEXT: "pipe.tpush"(%arg0, %{{.*}}) {dir = "c2v", split = "no_split"}
// CHECK-NEXT: "pipe.tpop"(%arg0) {dir = "c2v", split = "no_split"}
// CHECK-NEXT: "pipe.tfree"(%arg0, %{{.*}}) {dir = "c2v", split = "no_split"}
func.func @fifo_c2v_no_split(%fifo: !pipe.fifo<1, 4096, 4>) {
  %a = "pipe.talloc"(%fifo) {dir = "c2v", split = "no_split"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tpush"(%fifo, %a) {dir = "c2v", split = "no_split"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  %b = "pipe.tpop"(%fifo) {dir = "c2v", split = "no_split"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tfree"(%fifo, %b) {dir = "c2v", split = "no_split"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  return
}

// CHECK-LABEL: func.func @fifo_c2v_up_down(
// CHECK-NEXT: "pipe.talloc"(%arg0) {dir = "c2v", split = "up_down"}
// CHECK-NEXT: "pipe.tpush"(%arg0, %{{.*}}) {dir = "c2v", split = "up_down"}
// CHECK-NEXT: "pipe.tpop"(%arg0) {dir = "c2v", split = "up_down"}
// CHECK-NEXT: "pipe.tfree"(%arg0, %{{.*}}) {dir = "c2v", split = "up_down"}
func.func @fifo_c2v_up_down(%fifo: !pipe.fifo<1, 4096, 4>) {
  %a = "pipe.talloc"(%fifo) {dir = "c2v", split = "up_down"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tpush"(%fifo, %a) {dir = "c2v", split = "up_down"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  %b = "pipe.tpop"(%fifo) {dir = "c2v", split = "up_down"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tfree"(%fifo, %b) {dir = "c2v", split = "up_down"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  return
}

// CHECK-LABEL: func.func @fifo_c2v_left_right(
// CHECK-NEXT: "pipe.talloc"(%arg0) {dir = "c2v", split = "left_right"}
// CHECK-NEXT: "pipe.tpush"(%arg0, %{{.*}}) {dir = "c2v", split = "left_right"}
// CHECK-NEXT: "pipe.tpop"(%arg0) {dir = "c2v", split = "left_right"}
// CHECK-NEXT: "pipe.tfree"(%arg0, %{{.*}}) {dir = "c2v", split = "left_right"}
func.func @fifo_c2v_left_right(%fifo: !pipe.fifo<1, 4096, 4>) {
  %a = "pipe.talloc"(%fifo) {dir = "c2v", split = "left_right"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tpush"(%fifo, %a) {dir = "c2v", split = "left_right"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  %b = "pipe.tpop"(%fifo) {dir = "c2v", split = "left_right"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tfree"(%fifo, %b) {dir = "c2v", split = "left_right"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  return
}

// CHECK-LABEL: func.func @fifo_v2c_no_split(
// CHECK-NEXT: "pipe.talloc"(%arg0) {dir = "v2c", split = "no_split"}
// CHECK-NEXT: "pipe.tpush"(%arg0, %{{.*}}) {dir = "v2c", split = "no_split"}
// CHECK-NEXT: "pipe.tpop"(%arg0) {dir = "v2c", split = "no_split"}
// CHECK-NEXT: "pipe.tfree"(%arg0, %{{.*}}) {dir = "v2c", split = "no_split"}
func.func @fifo_v2c_no_split(%fifo: !pipe.fifo<1, 4096, 4>) {
  %a = "pipe.talloc"(%fifo) {dir = "v2c", split = "no_split"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tpush"(%fifo, %a) {dir = "v2c", split = "no_split"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  %b = "pipe.tpop"(%fifo) {dir = "v2c", split = "no_split"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tfree"(%fifo, %b) {dir = "v2c", split = "no_split"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  return
}

// CHECK-LABEL: func.func @fifo_v2c_up_down(
// CHECK-NEXT: "pipe.talloc"(%arg0) {dir = "v2c", split = "up_down"}
// CHECK-NEXT: "pipe.tpush"(%arg0, %{{.*}}) {dir = "v2c", split = "up_down"}
// CHECK-NEXT: "pipe.tpop"(%arg0) {dir = "v2c", split = "up_down"}
// CHECK-NEXT: "pipe.tfree"(%arg0, %{{.*}}) {dir = "v2c", split = "up_down"}
func.func @fifo_v2c_up_down(%fifo: !pipe.fifo<1, 4096, 4>) {
  %a = "pipe.talloc"(%fifo) {dir = "v2c", split = "up_down"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tpush"(%fifo, %a) {dir = "v2c", split = "up_down"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  %b = "pipe.tpop"(%fifo) {dir = "v2c", split = "up_down"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tfree"(%fifo, %b) {dir = "v2c", split = "up_down"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  return
}

// CHECK-LABEL: func.func @fifo_v2c_left_right(
// CHECK-NEXT: "pipe.talloc"(%arg0) {dir = "v2c", split = "left_right"}
// CHECK-NEXT: "pipe.tpush"(%arg0, %{{.*}}) {dir = "v2c", split = "left_right"}
// CHECK-NEXT: "pipe.tpop"(%arg0) {dir = "v2c", split = "left_right"}
// CHECK-NEXT: "pipe.tfree"(%arg0, %{{.*}}) {dir = "v2c", split = "left_right"}
func.func @fifo_v2c_left_right(%fifo: !pipe.fifo<1, 4096, 4>) {
  %a = "pipe.talloc"(%fifo) {dir = "v2c", split = "left_right"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tpush"(%fifo, %a) {dir = "v2c", split = "left_right"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  %b = "pipe.tpop"(%fifo) {dir = "v2c", split = "left_right"} : (!pipe.fifo<1, 4096, 4>) -> !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>
  "pipe.tfree"(%fifo, %b) {dir = "v2c", split = "left_right"} : (!pipe.fifo<1, 4096, 4>, !pto.gtensor<f16, array<i64: 1, 1, 1, 32, 64>, array<i64: 1, 1, 1, 64, 1>>) -> ()
  return
}

// A FIFO over a global-memory region (PTO `pto.tpipe`).
// CHECK-LABEL: func.func @fifo_over_memory(
// CHECK-NEXT: %[[F:.*]] = "pipe.tpipe"(%arg0) : (!pto.ptr<f32>) -> !pipe.fifo<2 : i64, 8192 : i64, 2 : i64>
// CHECK-NEXT: "pipe.talloc"(%[[F]]) {dir = "c2v", split = "no_split"}
func.func @fifo_over_memory(%mem: !pto.ptr<f32>) {
  %f = "pipe.tpipe"(%mem) : (!pto.ptr<f32>) -> !pipe.fifo<2, 8192, 2>
  %s = "pipe.talloc"(%f) {dir = "c2v", split = "no_split"} : (!pipe.fifo<2, 8192, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>
  "pipe.tpush"(%f, %s) {dir = "c2v", split = "no_split"} : (!pipe.fifo<2, 8192, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 32, 64>, array<i64: 2048, 2048, 2048, 64, 1>>) -> ()
  return
}

// A5's direct FIFO: its slots in the consumer's local buffer.
// CHECK-LABEL: func.func @direct_fifo(
// CHECK-NEXT: %[[P:.*]] = "pipe.tpipe_local"(%arg0) : (i32) -> !pipe.fifo<0 : i64, 1024 : i64, 8 : i64>
// CHECK-NEXT: "pipe.tpush_local"(%[[P]], %arg1) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0 : i64, 1024 : i64, 8 : i64>, !pto.buf<"mat", f32, 16 : i64, 16 : i64, 16 : i64, 16 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
// CHECK-NEXT: %[[C:.*]] = "pipe.tpipe_local"(%arg0) {consumer} : (i32) -> !pipe.fifo<2 : i64, 1024 : i64, 4 : i64>
// CHECK-NEXT: "pipe.tpop_local"(%[[C]], %arg1) {dir = "v2c", split = "no_split"}
// CHECK-NEXT: "pipe.tfree_local"(%[[C]]) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2 : i64, 1024 : i64, 4 : i64>) -> ()
func.func @direct_fifo(%base: i32, %t: !pto.buf<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) {
  %p = "pipe.tpipe_local"(%base) : (i32) -> !pipe.fifo<0, 1024, 8>
  "pipe.tpush_local"(%p, %t) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 1024, 8>, !pto.buf<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  %c = "pipe.tpipe_local"(%base) {consumer} : (i32) -> !pipe.fifo<2, 1024, 4>
  "pipe.tpop_local"(%c, %t) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2, 1024, 4>, !pto.buf<"mat", f32, 16, 16, 16, 16, "row_major", "none_box", 512, "null">) -> ()
  "pipe.tfree_local"(%c) {dir = "v2c", split = "no_split"} : (!pipe.fifo<2, 1024, 4>) -> ()
  return
}

// Device-program resources: a pipe declaration.
// CHECK: "pipe.decl"() {capacity = 8 : i64, cores = array<i64: 0, 0, 3, 3>, element = bf16, frame = 2 : i64, sym_name = "in0"} : () -> ()
"pipe.decl"() {capacity = 8 : i64, sym_name = "in0", element = bf16, frame = 2 : i64, cores = array<i64: 0, 0, 3, 3>} : () -> ()
