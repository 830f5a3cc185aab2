// Global maximum, and the row maxima of the same tiles in a second slot.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.reduce"({{.*}}) {dim = "scalar", kind = "max"}
// CHECK: "tile.reduce"({{.*}}) {dim = "rows", kind = "max"}

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 num_tiles) {
    scaler.wait_front();
    math<T> acc;
    for (uint32 i = 0; i < num_tiles; i++) {
        in.wait_front();
        acc.reduce_max_scalar(in, scaler, 0, 0, 0);
        acc.reduce_max_rows(in, scaler, 0, 0, 1);
        in.pop_front();
    }
    out.reserve_back();
    acc.pack_scalar(0, out);
    acc.pack_col(1, out);
    out.push_back();
    scaler.pop_front();
}
