// Softmax over the width of a row of tiles: exp, row sums, reciprocal, then
// a column-broadcast multiply, in phases with one math object each.
// RUN: tanto-opt %s -DT=bfloat16 -P 0=4 | FileCheck %s
// CHECK: {fn = "exp"}
// CHECK: "tile.reduce"({{.*}}) {dim = "rows", kind = "sum"}
// CHECK: {fn = "recip"}
// CHECK: "tile.mul"({{.*}}) {bcast = "cols"}

param<uint32> Wt;

void kernel(pipe<T> x, pipe<T> scaler, pipe<T> exps, pipe<T> sums, pipe<T> y) {
    scaler.wait_front();
    x.wait_front();
    exps.reserve_back();
    for (uint32 w = 0; w < Wt; w++) {
        math<T> acc;
        acc.copy(x, w, 0);
        acc.exp(0);
        acc.pack(0, exps);
    }
    exps.push_back();
    x.pop_front();

    exps.wait_front();
    sums.reserve_back();
    {
        math<T> acc;
        for (uint32 w = 0; w < Wt; w++) {
            acc.reduce_sum_rows(exps, scaler, w, 0, 0);
        }
        acc.recip(0);
        acc.pack(0, sums);
    }
    sums.push_back();

    sums.wait_front();
    y.reserve_back();
    for (uint32 w = 0; w < Wt; w++) {
        math<T> acc;
        acc.mul_bcast_cols(exps, sums, w, 0, 0);
        acc.pack(0, y);
    }
    y.push_back();
    sums.pop_front();
    exps.pop_front();
    scaler.pop_front();
}
