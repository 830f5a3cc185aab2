// tanto-verify-protocol within one kernel: frames open and close in order on
// every path, frames are touched only while open, PTO slots pair up.
// RUN: tanto-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(tanto-verify-protocol)'

// A well-formed producer and consumer pass.
func.func @clean(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %q: !pipe.pipe<bf16> {tanto.name = "q"}, %g: !noc.global<bf16>, %m: !tile.math<bf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "noc.read"(%p, %c0, %g, %i, %n) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
    "noc.read_barrier"() : () -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
    "pipe.wait_front"(%q) : (!pipe.pipe<bf16>) -> ()
    "tile.copy"(%m, %q, %c0, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
    "pipe.pop_front"(%q) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

func.func @double_reserve(%p: !pipe.pipe<bf16> {tanto.name = "p"}) {
  // expected-note@+1 {{the write frame reserved here is still open}}
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  // expected-error@+1 {{kernel `double_reserve` reserves a write frame of `double_reserve:p` while the one reserved before is not pushed}}
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @push_without_reserve(%p: !pipe.pipe<bf16> {tanto.name = "p"}) {
  // expected-error@+1 {{kernel `push_without_reserve` pushes `push_without_reserve:p` without a reserved write frame (no reserve_back before it)}}
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @double_wait(%p: !pipe.pipe<bf16> {tanto.name = "p"}) {
  // expected-note@+1 {{the read frame waited for here is still open}}
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  // expected-error@+1 {{waits for a read frame of `double_wait:p` while the one it waited for before is not popped}}
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @pop_without_wait(%p: !pipe.pipe<bf16> {tanto.name = "p"}) {
  // expected-error@+1 {{pops `pop_without_wait:p` without a read frame (no wait_front before it)}}
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// Math reads a pipe's read frame between wait_front and pop_front. A kernel
// that never waits on the pipe gets a warning (the data may be static or
// synchronised another way), named after its rule.
func.func @read_without_wait(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %m: !tile.math<bf16>) {
  %c0 = arith.constant 0 : i32
  // expected-warning@+1 {{`tile.copy` in kernel `read_without_wait` reads the read frame of `read_without_wait:p`, but the kernel never waits for a frame of it (wait_front) [-Wread-without-wait]}}
  "tile.copy"(%m, %p, %c0, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// -----

// A kernel that waits on the pipe elsewhere reads outside the window: an
// error (it races with the producer).
func.func @read_before_wait(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %m: !tile.math<bf16>) {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{`tile.copy` in kernel `read_before_wait` reads the read frame of `read_before_wait:p` outside wait_front/pop_front}}
  "tile.copy"(%m, %p, %c0, %c0) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// Packing and NoC reads fill the write frame: only inside a reserved frame.
func.func @pack_without_reserve(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %m: !tile.math<bf16>) {
  %c0 = arith.constant 0 : i32
  // expected-error@+1 {{`tile.pack` in kernel `pack_without_reserve` writes the write frame of `pack_without_reserve:p` outside reserve_back/push_back}}
  "tile.pack"(%m, %c0, %p) {mode = "tile"} : (!tile.math<bf16>, i32, !pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @read_after_push(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %g: !noc.global<bf16>) {
  %c0 = arith.constant 0 : i32
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  // expected-error@+1 {{`noc.read` in kernel `read_after_push` writes the write frame of `read_after_push:p` outside reserve_back/push_back}}
  "noc.read"(%p, %c0, %g, %c0, %c0) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// -----

func.func @never_pushed(%p: !pipe.pipe<bf16> {tanto.name = "p"}) {
  // expected-error@+1 {{kernel `never_pushed` reserves a write frame of `never_pushed:p` here but never pushes it}}
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// A frame held to the end of the kernel is legal (the pipe dies with the
// kernel): a remark, not an error.
func.func @never_popped(%p: !pipe.pipe<bf16> {tanto.name = "p"}) {
  // expected-remark@+1 {{kernel `never_popped` holds the read frame of `never_popped:p` it waits for here to its end (never pops it); the frame is released with the kernel [-Wheld-frame]}}
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// Both branches of an `if` leave the pipes in the same state.
func.func @unbalanced_if(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %c: i1) {
  // expected-error@+1 {{one branch of this `if` leaves a write frame of `unbalanced_if:p` reserved and the other does not}}
  scf.if %c {
    "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

// Each loop iteration ends as it began.
func.func @unbalanced_loop(%p: !pipe.pipe<bf16> {tanto.name = "p"}, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  // expected-error@+1 {{each iteration of this loop waits for a read frame of `unbalanced_loop:p` without the matching pop_front}}
  scf.for %i = %c0 to %n step %c1 : i32 {
    "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  }
  return
}

// -----

// PTO FIFO slots: tpop pairs with tfree, no use after tfree.
func.func @use_after_free(%f: !pipe.fifo<0, 4096, 2>) {
  %s = "pipe.tpop"(%f) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  // expected-note@+1 {{the slot was released here}}
  "pipe.tfree"(%f, %s) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> ()
  // expected-error@+1 {{`pto.tload` in kernel `use_after_free` uses a FIFO slot after it was released}}
  %t = "pto.tload"(%s) : (!pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> !pto.tile<"vec", f32, 8, 8, 8, 8, "row_major", "none_box", 512, "null">
  return
}

// -----

func.func @double_free(%f: !pipe.fifo<0, 4096, 2>) {
  %s = "pipe.tpop"(%f) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  // expected-note@+1 {{the slot was closed here}}
  "pipe.tfree"(%f, %s) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> ()
  // expected-error@+1 {{kernel `double_free`: tfree of a FIFO slot that is not open (no tpop before it, or already closed)}}
  "pipe.tfree"(%f, %s) {dir = "c2v", split = "no_split"} : (!pipe.fifo<0, 4096, 2>, !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>) -> ()
  return
}

// -----

func.func @never_committed(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-error@+1 {{kernel `never_committed` allocates a FIFO slot here (talloc) but never commits it with tpush}}
  %s = "pipe.talloc"(%f) {dir = "c2v", split = "up_down"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  return
}

// -----

func.func @never_freed(%f: !pipe.fifo<0, 4096, 2>) {
  // expected-error@+1 {{kernel `never_freed` takes a FIFO slot here (tpop) but never frees it with tfree}}
  %s = "pipe.tpop"(%f) {dir = "v2c", split = "no_split"} : (!pipe.fifo<0, 4096, 2>) -> !pto.gtensor<f32, array<i64: 1, 1, 1, 8, 8>, array<i64: 1, 1, 1, 8, 1>>
  return
}

// -----

// Software pipelining (as tanto-schedule emits it): the next frame is
// reserved and filled while the write frame is pushed; clean.
func.func @pipelined(%p: !pipe.pipe<bf16>, %g: !noc.global<bf16>, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  %t0 = "noc.read"(%p, %c0, %g, %c0, %c1) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%t = %t0) -> (!noc.token) : i32 {
    "pipe.reserve_next"(%p) : (!pipe.pipe<bf16>) -> ()
    %next = "noc.read"(%p, %c0, %g, %i, %c1) {next_frame} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
    "noc.wait"(%t) : (!noc.token) -> ()
    "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
    scf.yield %next : !noc.token
  }
  "noc.wait"(%last) : (!noc.token) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @next_without_write_frame(%p: !pipe.pipe<bf16>) {
  // expected-error@+1 {{kernel `next_without_write_frame` reserves the next frame of `next_without_write_frame:#0` without a reserved write frame}}
  "pipe.reserve_next"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @next_frame_not_reserved(%p: !pipe.pipe<bf16>, %g: !noc.global<bf16>, %c: i32) {
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  // expected-error@+1 {{`noc.read` in kernel `next_frame_not_reserved` writes the next frame of `next_frame_not_reserved:#0` without reserve_next}}
  "noc.read"(%p, %c, %g, %c, %c) {next_frame} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @frame_reserved_out_of_order(%p: !pipe.pipe<bf16>) {
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  // expected-error@+1 {{kernel `frame_reserved_out_of_order` reserves the frame 2 after the write frame of `frame_reserved_out_of_order:#0` with only 0 reserved after it: frames are reserved in order}}
  "pipe.reserve_next"(%p) {ahead = 2 : i64} : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @read_ahead_not_waited(%p: !pipe.pipe<bf16>, %g: !noc.global<bf16>, %c: i32) attributes {tanto.role = "write"} {
  "pipe.wait_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.wait_next"(%p) : (!pipe.pipe<bf16>) -> ()
  // expected-error@+1 {{`noc.write` in kernel `read_ahead_not_waited` reads the frame 2 after the read frame of `read_ahead_not_waited:#0` without wait_next}}
  "noc.write"(%p, %c, %g, %c, %c) {source_ahead = 2 : i64} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.pop_front"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @wait_next_without_wait(%p: !pipe.pipe<bf16>) attributes {tanto.role = "write"} {
  // expected-error@+1 {{kernel `wait_next_without_wait` waits for the frame 1 after the read frame of `wait_next_without_wait:#0` with 0 frames waited for after it and no read frame}}
  "pipe.wait_next"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}

// -----

func.func @next_frame_left_reserved(%p: !pipe.pipe<bf16>) {
  "pipe.reserve_back"(%p) : (!pipe.pipe<bf16>) -> ()
  // After the push the next frame is the write frame, still open.
  // expected-error@+1 {{kernel `next_frame_left_reserved` reserves a write frame of `next_frame_left_reserved:#0` here but never pushes it}}
  "pipe.reserve_next"(%p) : (!pipe.pipe<bf16>) -> ()
  "pipe.push_back"(%p) : (!pipe.pipe<bf16>) -> ()
  return
}
