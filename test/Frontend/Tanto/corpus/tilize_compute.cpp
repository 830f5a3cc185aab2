// Converts row-major blocks (32 rows x 32*block columns) into tiles; no math
// object is alive while it does.
// RUN: tanto-opt %s -DT=bfloat16 -P 0=4 | FileCheck %s
// CHECK: "tile.tilize_block"(%arg0, %c4_i32, %arg1)
// CHECK-NOT: tile.math_acquire

param<uint32> block;

void kernel(pipe<T> rows, pipe<T> tiles, uint32 num_blocks) {
    rows.set_frame(block);
    tiles.set_frame(block);
    for (uint32 i = 0; i < num_blocks; i++) {
        rows.wait_front();
        tiles.reserve_back();
        tilize_block(rows, block, tiles);
        rows.pop_front();
        tiles.push_back();
    }
}
