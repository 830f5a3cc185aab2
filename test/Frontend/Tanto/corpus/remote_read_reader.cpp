// Halo exchange: reads the neighbour's boundary tile from its local buffer
// and from its pipe, and writes its own boundary to the other neighbour.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// CHECK: "noc.read_remote"(%arg1, %c0_i32, %arg0, %{{.*}}, %c1024_i32, %{{.*}}, %arg4)
// CHECK: "noc.read_remote"(%arg1, %c0_i32, %arg2, %c0_i32, %c1024_i32, %{{.*}}, %arg4) : (!pipe.pipe<f32>, i32, !pipe.pipe<f32>
// CHECK: "noc.write_remote"(%arg0, %c0_i32, %arg0, %{{.*}}, %c1024_i32, %{{.*}}, %arg4) : (!noc.local<f32>

void kernel(local<T> edge, pipe<T> halo, pipe<T> neighbour_pipe, uint32 x, uint32 y, uint32 last_tile) {
    uint32 left = x == 0 ? 0 : x - 1;
    uint32 right = x + 1;
    halo.reserve_back();
    halo.read(0, edge, last_tile * 1024, 1024, left, y);
    read_barrier();
    halo.push_back();
    halo.reserve_back();
    halo.read(0, neighbour_pipe, 0, 1024, left, y);
    read_barrier();
    halo.push_back();
    edge.write(0, edge, last_tile * 1024, 1024, right, y);
    write_barrier();
}
