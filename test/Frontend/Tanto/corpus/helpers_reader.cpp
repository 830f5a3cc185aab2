// Helpers as C++ programmers write them: a value-returning offset helper, a
// void helper taking built-in objects by value, and a counter by reference.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK-NOT: func.call
// CHECK: %[[ROW:.*]] = arith.muli %{{.*}}, %arg3 : i32
// CHECK: "noc.read"(%arg1, %c0_i32, %arg0, %{{.*}}, %c1024_i32)
// CHECK: "noc.sem_set"(%arg2, %{{.*}})

static constexpr uint32 TILE = 32 * 32;

uint32 tile_offset(uint32 row, uint32 col, uint32 cols) {
    return (row * cols + col) * TILE;
}

void fetch(global<T> src, pipe<T> dst, uint32 offset) {
    dst.reserve_back();
    dst.read(0, src, offset, TILE);
    read_barrier();
    dst.push_back();
}

void count_tile(uint32 &counter) {
    counter++;
}

void kernel(global<T> src, pipe<T> dst, semaphore progress, uint32 cols, uint32 rows) {
    uint32 fetched = 0;
    for (uint32 r = 0; r < rows; r++) {
        for (uint32 c = 0; c < cols; c++) {
            fetch(src, dst, tile_offset(r, c, cols));
            count_tile(fetched);
        }
    }
    progress.set(fetched);
}
