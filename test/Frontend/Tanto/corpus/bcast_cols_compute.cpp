// Multiplies every column by a column vector (e.g. per-row scale factors).
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.mul"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "cols"}
// CHECK: "tile.sub"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "cols"}

void kernel(pipe<T> x, pipe<T> scale, pipe<T> y, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        x.wait_front();
        scale.wait_front();
        y.reserve_back();
        {
            math<T> acc;
            acc.mul_bcast_cols(x, scale, 0, 0, 0);
            acc.pack(0, y);
        }
        {
            math<T> acc;
            acc.sub_bcast_cols(x, scale, 0, 0, 1);
            acc.pack(1, y);
        }
        x.pop_front();
        scale.pop_front();
        y.push_back();
    }
}
