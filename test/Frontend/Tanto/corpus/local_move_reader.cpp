// Stages DRAM data in a local buffer once, then moves chunks of it into a
// pipe repeatedly with the move fast path (move_init once per size).
// RUN: tanto-opt %s -DT=int32 | FileCheck %s
// CHECK: "noc.read"(%arg1, %c0_i32, %arg0, %c0_i32, %{{.*}}) : (!noc.local<i32>, i32, !noc.global<i32>
// CHECK: "noc.move_init"(%arg2, %c1024_i32) : (!pipe.pipe<i32>, i32)
// CHECK: "noc.move"(%arg2, %c0_i32, %arg1, %{{.*}}) : (!pipe.pipe<i32>, i32, !noc.local<i32>, i32)
// CHECK: "noc.move_init"(%arg1, %c1024_i32)
// CHECK: "noc.move"(%arg1, %{{.*}}, %arg1, %c0_i32) : (!noc.local<i32>, i32, !noc.local<i32>, i32)

void kernel(global<T> table, local<T> staged, pipe<T> out, uint32 tiles, uint32 repeats) {
    staged.read(0, table, 0, tiles * 1024);
    read_barrier();
    out.move_init(1024);
    for (uint32 r = 0; r < repeats; r++) {
        for (uint32 t = 0; t < tiles; t++) {
            out.reserve_back();
            out.move(0, staged, t * 1024);
            read_barrier();
            out.push_back();
        }
    }
    // Rotate the staged table by one tile.
    staged.move_init(1024);
    staged.move(tiles * 1024, staged, 0);
    read_barrier();
}
