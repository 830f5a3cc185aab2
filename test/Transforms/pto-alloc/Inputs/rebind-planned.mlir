// A planned tile beside a tile rebound to a run-time offset (the frontend
// refuses this; the pass checks it too): the planner cannot keep the
// planned one clear of where the rebound one lands.
module attributes {pto.target_arch = "a2a3"} {
  func.func @mixed(%arg0: i64) {
    %0 = "pto.alloc_tile"() {addr = 0 : i64} : () -> !pto.buf<"vec", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
    %1 = "pto.alloc_tile"() : () -> !pto.buf<"vec", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
    %2 = "pto.rebind_tile"(%0, %arg0) : (!pto.buf<"vec", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, i64) -> !pto.buf<"vec", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">
    "pto.tadd"(%2, %1, %1) : (!pto.buf<"vec", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">, !pto.buf<"vec", f16, 32 : i64, 32 : i64, 32 : i64, 32 : i64, "row_major", "none_box", 512 : i64, "null">) -> ()
    return
  }
}
