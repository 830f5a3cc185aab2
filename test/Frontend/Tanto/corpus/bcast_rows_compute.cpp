// Adds a row vector (first row of the second tile) to every row.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.add"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "rows"}

void kernel(pipe<T> x, pipe<T> bias, pipe<T> y, uint32 n) {
    bias.wait_front();
    for (uint32 i = 0; i < n; i++) {
        x.wait_front();
        y.reserve_back();
        math<T> acc;
        acc.add_bcast_rows(x, bias, 0, 0, 0);
        acc.pack(0, y);
        x.pop_front();
        y.push_back();
    }
    bias.pop_front();
}
