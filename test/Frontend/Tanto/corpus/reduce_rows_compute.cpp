// Row sums: reduce each tile along rows, scaled by the scaler tile, and pack
// their results, the first column (pack_row: the REDUCE_ROW pack).
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.reduce"(%{{.*}}, %arg0, %arg1, %{{.*}}, %c0_i32, %c0_i32) {dim = "rows", kind = "sum"}
// CHECK: "tile.pack"(%{{.*}}, %c0_i32, %arg2) {mode = "row"}

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 rows_of_tiles, uint32 Wt) {
    scaler.wait_front();
    for (uint32 r = 0; r < rows_of_tiles; r++) {
        math<T> acc;
        for (uint32 w = 0; w < Wt; w++) {
            in.wait_front();
            acc.reduce_sum_rows(in, scaler, 0, 0, 0);
            in.pop_front();
        }
        out.reserve_back();
        acc.pack_row(0, out);
        out.push_back();
    }
    scaler.pop_front();
}
