// Writer of an elementwise op: drains the output pipe into DRAM.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// CHECK: attributes {tanto.role = "write"}
// CHECK: "pipe.wait_front"(%arg1)
// CHECK: "noc.write"(%arg1, %{{.*}}, %arg0, %{{.*}}, %{{.*}}) : (!pipe.pipe<f32>, i32, !noc.global<f32>, i32, i32) -> ()
// CHECK: "noc.write_barrier"
// CHECK: "pipe.pop_front"(%arg1)

void kernel(global<T> out, pipe<T> pout, uint32 first_tile, uint32 num_tiles) {
    const uint32 tile_elems = 32 * 32;
    for (uint32 i = 0; i < num_tiles; i++) {
        pout.wait_front();
        pout.write(0, out, (first_tile + i) * tile_elems, tile_elems);
        write_barrier();
        pout.pop_front();
    }
}
