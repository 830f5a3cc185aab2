// Round trip of every `noc` op in every operand-type combination its
// definition allows (dialects/src/noc/noc.toml): parse, print,
// parse again; once in the default printer, once through the generic one.
// RUN: tanto-opt %s | tanto-opt | FileCheck %s
// RUN: tanto-opt %s --mlir-print-op-generic | tanto-opt | FileCheck %s

// CHECK-LABEL: func.func @read_1(
// CHECK-NEXT: "noc.read"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
func.func @read_1(%dst: !noc.local<bf16>, %dst_offset: i32, %src: !noc.global<bf16>, %src_offset: i32, %count: i32) {
  "noc.read"(%dst, %dst_offset, %src, %src_offset, %count) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_2(
// CHECK-NEXT: "noc.read"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
func.func @read_2(%dst: !noc.local<bf16>, %dst_offset: i32, %src: !noc.local<bf16>, %src_offset: i32, %count: i32) {
  "noc.read"(%dst, %dst_offset, %src, %src_offset, %count) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_3(
// CHECK-NEXT: "noc.read"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
func.func @read_3(%dst: !noc.local<bf16>, %dst_offset: i32, %src: !pipe.pipe<bf16>, %src_offset: i32, %count: i32) {
  "noc.read"(%dst, %dst_offset, %src, %src_offset, %count) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_4(
// CHECK-NEXT: "noc.read"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
func.func @read_4(%dst: !pipe.pipe<bf16>, %dst_offset: i32, %src: !noc.global<bf16>, %src_offset: i32, %count: i32) {
  "noc.read"(%dst, %dst_offset, %src, %src_offset, %count) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_5(
// CHECK-NEXT: "noc.read"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
func.func @read_5(%dst: !pipe.pipe<bf16>, %dst_offset: i32, %src: !noc.local<bf16>, %src_offset: i32, %count: i32) {
  "noc.read"(%dst, %dst_offset, %src, %src_offset, %count) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_6(
// CHECK-NEXT: "noc.read"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
func.func @read_6(%dst: !pipe.pipe<bf16>, %dst_offset: i32, %src: !pipe.pipe<bf16>, %src_offset: i32, %count: i32) {
  "noc.read"(%dst, %dst_offset, %src, %src_offset, %count) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_remote_7(
// CHECK-NEXT: "noc.read_remote"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
func.func @read_remote_7(%dst: !noc.local<bf16>, %dst_offset: i32, %src: !noc.local<bf16>, %src_offset: i32, %count: i32, %x: i32, %y: i32) {
  "noc.read_remote"(%dst, %dst_offset, %src, %src_offset, %count, %x, %y) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_remote_8(
// CHECK-NEXT: "noc.read_remote"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
func.func @read_remote_8(%dst: !noc.local<bf16>, %dst_offset: i32, %src: !pipe.pipe<bf16>, %src_offset: i32, %count: i32, %x: i32, %y: i32) {
  "noc.read_remote"(%dst, %dst_offset, %src, %src_offset, %count, %x, %y) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_remote_9(
// CHECK-NEXT: "noc.read_remote"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
func.func @read_remote_9(%dst: !pipe.pipe<bf16>, %dst_offset: i32, %src: !noc.local<bf16>, %src_offset: i32, %count: i32, %x: i32, %y: i32) {
  "noc.read_remote"(%dst, %dst_offset, %src, %src_offset, %count, %x, %y) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @read_remote_10(
// CHECK-NEXT: "noc.read_remote"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
func.func @read_remote_10(%dst: !pipe.pipe<bf16>, %dst_offset: i32, %src: !pipe.pipe<bf16>, %src_offset: i32, %count: i32, %x: i32, %y: i32) {
  "noc.read_remote"(%dst, %dst_offset, %src, %src_offset, %count, %x, %y) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_11(
// CHECK-NEXT: "noc.write"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
func.func @write_11(%src: !noc.local<bf16>, %src_offset: i32, %dst: !noc.global<bf16>, %dst_offset: i32, %count: i32) {
  "noc.write"(%src, %src_offset, %dst, %dst_offset, %count) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_12(
// CHECK-NEXT: "noc.write"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
func.func @write_12(%src: !noc.local<bf16>, %src_offset: i32, %dst: !noc.local<bf16>, %dst_offset: i32, %count: i32) {
  "noc.write"(%src, %src_offset, %dst, %dst_offset, %count) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_13(
// CHECK-NEXT: "noc.write"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
func.func @write_13(%src: !noc.local<bf16>, %src_offset: i32, %dst: !pipe.pipe<bf16>, %dst_offset: i32, %count: i32) {
  "noc.write"(%src, %src_offset, %dst, %dst_offset, %count) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_14(
// CHECK-NEXT: "noc.write"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
func.func @write_14(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !noc.global<bf16>, %dst_offset: i32, %count: i32) {
  "noc.write"(%src, %src_offset, %dst, %dst_offset, %count) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_15(
// CHECK-NEXT: "noc.write"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
func.func @write_15(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !noc.local<bf16>, %dst_offset: i32, %count: i32) {
  "noc.write"(%src, %src_offset, %dst, %dst_offset, %count) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_16(
// CHECK-NEXT: "noc.write"(%arg0, %arg1, %arg2, %arg3, %arg4) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
func.func @write_16(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !pipe.pipe<bf16>, %dst_offset: i32, %count: i32) {
  "noc.write"(%src, %src_offset, %dst, %dst_offset, %count) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_remote_17(
// CHECK-NEXT: "noc.write_remote"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
func.func @write_remote_17(%src: !noc.local<bf16>, %src_offset: i32, %dst: !noc.local<bf16>, %dst_offset: i32, %count: i32, %x: i32, %y: i32) {
  "noc.write_remote"(%src, %src_offset, %dst, %dst_offset, %count, %x, %y) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_remote_18(
// CHECK-NEXT: "noc.write_remote"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
func.func @write_remote_18(%src: !noc.local<bf16>, %src_offset: i32, %dst: !pipe.pipe<bf16>, %dst_offset: i32, %count: i32, %x: i32, %y: i32) {
  "noc.write_remote"(%src, %src_offset, %dst, %dst_offset, %count, %x, %y) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_remote_19(
// CHECK-NEXT: "noc.write_remote"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
func.func @write_remote_19(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !noc.local<bf16>, %dst_offset: i32, %count: i32, %x: i32, %y: i32) {
  "noc.write_remote"(%src, %src_offset, %dst, %dst_offset, %count, %x, %y) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_remote_20(
// CHECK-NEXT: "noc.write_remote"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
func.func @write_remote_20(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !pipe.pipe<bf16>, %dst_offset: i32, %count: i32, %x: i32, %y: i32) {
  "noc.write_remote"(%src, %src_offset, %dst, %dst_offset, %count, %x, %y) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_mcast_21(
// CHECK-NEXT: "noc.write_mcast"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
func.func @write_mcast_21(%src: !noc.local<bf16>, %src_offset: i32, %dst: !noc.local<bf16>, %dst_offset: i32, %count: i32, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.write_mcast"(%src, %src_offset, %dst, %dst_offset, %count, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_mcast_22(
// CHECK-NEXT: "noc.write_mcast"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
func.func @write_mcast_22(%src: !noc.local<bf16>, %src_offset: i32, %dst: !pipe.pipe<bf16>, %dst_offset: i32, %count: i32, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.write_mcast"(%src, %src_offset, %dst, %dst_offset, %count, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_mcast_23(
// CHECK-NEXT: "noc.write_mcast"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
func.func @write_mcast_23(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !noc.local<bf16>, %dst_offset: i32, %count: i32, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.write_mcast"(%src, %src_offset, %dst, %dst_offset, %count, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_mcast_24(
// CHECK-NEXT: "noc.write_mcast"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
func.func @write_mcast_24(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !pipe.pipe<bf16>, %dst_offset: i32, %count: i32, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.write_mcast"(%src, %src_offset, %dst, %dst_offset, %count, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_mcast_with_self_25(
// CHECK-NEXT: "noc.write_mcast_with_self"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
func.func @write_mcast_with_self_25(%src: !noc.local<bf16>, %src_offset: i32, %dst: !noc.local<bf16>, %dst_offset: i32, %count: i32, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.write_mcast_with_self"(%src, %src_offset, %dst, %dst_offset, %count, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_mcast_with_self_26(
// CHECK-NEXT: "noc.write_mcast_with_self"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
func.func @write_mcast_with_self_26(%src: !noc.local<bf16>, %src_offset: i32, %dst: !pipe.pipe<bf16>, %dst_offset: i32, %count: i32, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.write_mcast_with_self"(%src, %src_offset, %dst, %dst_offset, %count, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_mcast_with_self_27(
// CHECK-NEXT: "noc.write_mcast_with_self"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
func.func @write_mcast_with_self_27(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !noc.local<bf16>, %dst_offset: i32, %count: i32, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.write_mcast_with_self"(%src, %src_offset, %dst, %dst_offset, %count, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @write_mcast_with_self_28(
// CHECK-NEXT: "noc.write_mcast_with_self"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
func.func @write_mcast_with_self_28(%src: !pipe.pipe<bf16>, %src_offset: i32, %dst: !pipe.pipe<bf16>, %dst_offset: i32, %count: i32, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.write_mcast_with_self"(%src, %src_offset, %dst, %dst_offset, %count, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @move_init_29(
// CHECK-NEXT: "noc.move_init"(%arg0, %arg1) : (!noc.local<bf16>, i32) -> ()
func.func @move_init_29(%dst: !noc.local<bf16>, %count: i32) {
  "noc.move_init"(%dst, %count) : (!noc.local<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @move_init_30(
// CHECK-NEXT: "noc.move_init"(%arg0, %arg1) : (!pipe.pipe<bf16>, i32) -> ()
func.func @move_init_30(%dst: !pipe.pipe<bf16>, %count: i32) {
  "noc.move_init"(%dst, %count) : (!pipe.pipe<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @move_31(
// CHECK-NEXT: "noc.move"(%arg0, %arg1, %arg2, %arg3) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32) -> ()
func.func @move_31(%dst: !noc.local<bf16>, %dst_offset: i32, %src: !noc.local<bf16>, %src_offset: i32) {
  "noc.move"(%dst, %dst_offset, %src, %src_offset) : (!noc.local<bf16>, i32, !noc.local<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @move_32(
// CHECK-NEXT: "noc.move"(%arg0, %arg1, %arg2, %arg3) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32) -> ()
func.func @move_32(%dst: !noc.local<bf16>, %dst_offset: i32, %src: !pipe.pipe<bf16>, %src_offset: i32) {
  "noc.move"(%dst, %dst_offset, %src, %src_offset) : (!noc.local<bf16>, i32, !pipe.pipe<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @move_33(
// CHECK-NEXT: "noc.move"(%arg0, %arg1, %arg2, %arg3) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32) -> ()
func.func @move_33(%dst: !pipe.pipe<bf16>, %dst_offset: i32, %src: !noc.local<bf16>, %src_offset: i32) {
  "noc.move"(%dst, %dst_offset, %src, %src_offset) : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @move_34(
// CHECK-NEXT: "noc.move"(%arg0, %arg1, %arg2, %arg3) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32) -> ()
func.func @move_34(%dst: !pipe.pipe<bf16>, %dst_offset: i32, %src: !pipe.pipe<bf16>, %src_offset: i32) {
  "noc.move"(%dst, %dst_offset, %src, %src_offset) : (!pipe.pipe<bf16>, i32, !pipe.pipe<bf16>, i32) -> ()
  return
}

// CHECK-LABEL: func.func @get_35(
// CHECK-NEXT: %{{.*}} = "noc.get"(%arg0, %arg1) : (!noc.local<bf16>, i32) -> bf16
func.func @get_35(%buffer: !noc.local<bf16>, %index: i32) {
  %r = "noc.get"(%buffer, %index) : (!noc.local<bf16>, i32) -> bf16
  return
}

// CHECK-LABEL: func.func @set_36(
// CHECK-NEXT: "noc.set"(%arg0, %arg1, %arg2) : (!noc.local<bf16>, i32, bf16) -> ()
func.func @set_36(%buffer: !noc.local<bf16>, %index: i32, %value: bf16) {
  "noc.set"(%buffer, %index, %value) : (!noc.local<bf16>, i32, bf16) -> ()
  return
}

// CHECK-LABEL: func.func @read_barrier_37(
// CHECK-NEXT: "noc.read_barrier"() : () -> ()
func.func @read_barrier_37() {
  "noc.read_barrier"() : () -> ()
  return
}

// CHECK-LABEL: func.func @write_barrier_38(
// CHECK-NEXT: "noc.write_barrier"() : () -> ()
func.func @write_barrier_38() {
  "noc.write_barrier"() : () -> ()
  return
}

// CHECK-LABEL: func.func @sem_set_39(
// CHECK-NEXT: "noc.sem_set"(%arg0, %arg1) : (!noc.semaphore, i32) -> ()
func.func @sem_set_39(%sem: !noc.semaphore, %value: i32) {
  "noc.sem_set"(%sem, %value) : (!noc.semaphore, i32) -> ()
  return
}

// CHECK-LABEL: func.func @sem_set_remote_40(
// CHECK-NEXT: "noc.sem_set_remote"(%arg0, %arg1, %arg2, %arg3) : (!noc.semaphore, !noc.semaphore, i32, i32) -> ()
func.func @sem_set_remote_40(%sem: !noc.semaphore, %src: !noc.semaphore, %x: i32, %y: i32) {
  "noc.sem_set_remote"(%sem, %src, %x, %y) : (!noc.semaphore, !noc.semaphore, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @sem_set_mcast_41(
// CHECK-NEXT: "noc.sem_set_mcast"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6) : (!noc.semaphore, !noc.semaphore, i32, i32, i32, i32, i32) -> ()
func.func @sem_set_mcast_41(%sem: !noc.semaphore, %src: !noc.semaphore, %x_start: i32, %y_start: i32, %x_end: i32, %y_end: i32, %num_dests: i32) {
  "noc.sem_set_mcast"(%sem, %src, %x_start, %y_start, %x_end, %y_end, %num_dests) : (!noc.semaphore, !noc.semaphore, i32, i32, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @sem_inc_42(
// CHECK-NEXT: "noc.sem_inc"(%arg0, %arg1, %arg2, %arg3) : (!noc.semaphore, i32, i32, i32) -> ()
func.func @sem_inc_42(%sem: !noc.semaphore, %x: i32, %y: i32, %value: i32) {
  "noc.sem_inc"(%sem, %x, %y, %value) : (!noc.semaphore, i32, i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @sem_wait_43(
// CHECK-NEXT: "noc.sem_wait"(%arg0, %arg1) : (!noc.semaphore, i32) -> ()
func.func @sem_wait_43(%sem: !noc.semaphore, %value: i32) {
  "noc.sem_wait"(%sem, %value) : (!noc.semaphore, i32) -> ()
  return
}
// Device-program resources: module-level declarations.
// CHECK: "noc.global_decl"() {element = bf16, elements = 65536 : i64, page = 1024 : i64, sym_name = "a"} : () -> ()
// CHECK: "noc.local_decl"() {cores = array<i64: 0, 0, 3, 3, 5, 5, 5, 5>, element = f32, elements = 2048 : i64, sym_name = "scratch"} : () -> ()
// CHECK: "noc.semaphore_decl"() {cores = array<i64: 0, 0, 7, 0>, initial = 1 : i64, sym_name = "ready"} : () -> ()
"noc.global_decl"() {sym_name = "a", element = bf16, elements = 65536 : i64, page = 1024 : i64} : () -> ()
"noc.local_decl"() {sym_name = "scratch", element = f32, elements = 2048 : i64, cores = array<i64: 0, 0, 3, 3, 5, 5, 5, 5>} : () -> ()
"noc.semaphore_decl"() {sym_name = "ready", initial = 1 : i64, cores = array<i64: 0, 0, 7, 0>} : () -> ()

// Completion tokens and per-transfer waits (created by tanto-schedule), and
// reads into a pipe's next reserved frame.
// CHECK-LABEL: func.func @tokens(
// CHECK-NEXT: %[[T0:.*]] = "noc.read"(%arg0, %arg2, %arg1, %arg2, %arg2) {next_frame} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
// CHECK-NEXT: %[[T1:.*]] = "noc.write"(%arg3, %arg2, %arg1, %arg2, %arg2) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
// CHECK-NEXT: %[[T2:.*]] = "noc.move"(%arg0, %arg2, %arg3, %arg2) {next_frame} : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32) -> !noc.token
// CHECK-NEXT: "noc.wait"(%[[T0]], %[[T1]], %[[T2]]) : (!noc.token, !noc.token, !noc.token) -> ()
// CHECK-NEXT: "noc.wait"() : () -> ()
func.func @tokens(%pipe: !pipe.pipe<bf16>, %dram: !noc.global<bf16>, %n: i32, %local: !noc.local<bf16>) {
  %t0 = "noc.read"(%pipe, %n, %dram, %n, %n) {next_frame} : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
  %t1 = "noc.write"(%local, %n, %dram, %n, %n) : (!noc.local<bf16>, i32, !noc.global<bf16>, i32, i32) -> !noc.token
  %t2 = "noc.move"(%pipe, %n, %local, %n) {next_frame} : (!pipe.pipe<bf16>, i32, !noc.local<bf16>, i32) -> !noc.token
  "noc.wait"(%t0, %t1, %t2) : (!noc.token, !noc.token, !noc.token) -> ()
  "noc.wait"() : () -> ()
  return
}
