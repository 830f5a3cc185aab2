// Transposes every tile of a stream.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: "tile.transpose"(%{{.*}}, %arg0, %c0_i32, %c0_i32) : (!tile.math<bf16>, !pipe.pipe<bf16>, i32, i32) -> ()

void kernel(pipe<T> in, pipe<T> out, uint32 num_tiles) {
    for (uint32 i = 0; i < num_tiles; i++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        acc.transpose(in, 0, 0);
        acc.pack(0, out);
        in.pop_front();
        out.push_back();
    }
}
