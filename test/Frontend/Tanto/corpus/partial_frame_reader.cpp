// The last frame may be partial: the count of each read uses ?: and min-like
// arithmetic on unsigned values.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: arith.select
// CHECK: "noc.read"(%arg1, %c0_i32, %arg0, %{{.*}}, %{{.*}})

void kernel(global<T> src, pipe<T> out, uint32 total_tiles, uint32 frame_tiles) {
    uint32 frames = (total_tiles + frame_tiles - 1) / frame_tiles;
    for (uint32 f = 0; f < frames; f++) {
        uint32 first = f * frame_tiles;
        uint32 remaining = total_tiles - first;
        uint32 count = remaining < frame_tiles ? remaining : frame_tiles;
        out.reserve_back();
        out.read(0, src, first * 1024, count * 1024);
        read_barrier();
        out.push_back();
    }
}
