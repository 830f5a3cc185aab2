// Column maxima: reduce along columns and pack their results, the first row
// (pack_col: the reference toolchain's REDUCE_COL pack).
// RUN: tanto-opt %s -DT=float | FileCheck %s
// CHECK: "tile.reduce"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {dim = "cols", kind = "max"} : (!tile.math<f32>
// CHECK: "tile.pack"(%{{.*}}, %{{.*}}, %arg2) {mode = "col"}

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 Ht, uint32 cols_of_tiles) {
    scaler.wait_front();
    for (uint32 c = 0; c < cols_of_tiles; c++) {
        math<T> acc;
        for (uint32 h = 0; h < Ht; h++) {
            in.wait_front();
            acc.reduce_max_cols(in, scaler, 0, 0, 1);
            in.pop_front();
        }
        out.reserve_back();
        acc.pack_col(1, out);
        out.push_back();
    }
    scaler.pop_front();
}
