// Full reduction of a tensor to one value: sum of every tile, then the first
// element packed.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.reduce"({{.*}}) {dim = "scalar", kind = "sum"}
// CHECK: "tile.pack"({{.*}}) {mode = "scalar"}

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 num_tiles) {
    scaler.wait_front();
    math<T> acc;
    for (uint32 i = 0; i < num_tiles; i++) {
        in.wait_front();
        acc.reduce_sum_scalar(in, scaler, 0, 0, 0);
        in.pop_front();
    }
    out.reserve_back();
    acc.pack_scalar(0, out);
    out.push_back();
    scaler.pop_front();
}
