// Unary SFPU op: copy each tile into a destination slot, exp in place, pack.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.copy"(%[[M:.*]], %arg0, %{{.*}}, %{{.*}})
// CHECK-NEXT: "tile.unary"(%[[M]], %{{.*}}) {fn = "exp"}
// CHECK-NEXT: "tile.pack"(%[[M]], %{{.*}}, %arg1) {mode = "tile"}

void kernel(pipe<T> in, pipe<T> out, uint32 num_tiles) {
    for (uint32 i = 0; i < num_tiles; i++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        acc.copy(in, 0, 0);
        acc.exp(0);
        acc.pack(0, out);
        in.pop_front();
        out.push_back();
    }
}
