// Reader of an elementwise binary op: streams tiles of two interleaved DRAM
// buffers into two pipes, one frame at a time, starting at this core's tile.
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: attributes {tanto.role = "read"}
// The frame loop steps by a loop-invariant runtime amount: still an scf.for.
// CHECK: scf.for unsigned %{{.*}} = %c0_i32 to %arg5 step %arg6
// CHECK: "pipe.reserve_back"(%arg2)
// CHECK: scf.for unsigned
// CHECK: "noc.read"(%arg2, %{{.*}}, %arg0, %{{.*}}, %{{.*}}) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
// CHECK: "noc.read"(%arg3, %{{.*}}, %arg1, %{{.*}}, %{{.*}}) : (!pipe.pipe<bf16>, i32, !noc.global<bf16>, i32, i32) -> ()
// CHECK: "noc.read_barrier"
// CHECK: "pipe.push_back"(%arg2)

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, global<T> b, pipe<T> pa, pipe<T> pb, uint32 first_tile, uint32 num_tiles, uint32 frame_tiles) {
    pa.set_frame(frame_tiles);
    pb.set_frame(frame_tiles);
    uint32 tile = first_tile;
    for (uint32 done = 0; done < num_tiles; done += frame_tiles) {
        pa.reserve_back();
        pb.reserve_back();
        for (uint32 t = 0; t < frame_tiles; t++) {
            pa.read(t * TILE, a, (tile + t) * TILE, TILE);
            pb.read(t * TILE, b, (tile + t) * TILE, TILE);
        }
        read_barrier();
        pa.push_back();
        pb.push_back();
        tile += frame_tiles;
    }
}
