// Converts tiles back to row-major blocks after an SFPU op whose math object
// is gone by then.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.unary"(%{{.*}}, %{{.*}}) {fn = "abs"}
// CHECK: "tile.math_release"
// CHECK: "tile.untilize_block"(%arg1, %c2_i32, %arg2)

void kernel(pipe<T> in, pipe<T> mid, pipe<T> rows, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        in.wait_front();
        mid.reserve_back();
        {
            math<T> acc;
            for (uint32 t = 0; t < 2; t++) {
                acc.copy(in, t, t);
                acc.abs(t);
                acc.pack(t, mid);
            }
        }
        in.pop_front();
        mid.push_back();
        mid.wait_front();
        rows.reserve_back();
        untilize_block(mid, 2, rows);
        mid.pop_front();
        rows.push_back();
    }
}
