// Single-core matmul reader: for each output tile (m, n) streams the K tiles
// of row m of A and of column n of B (tiles are stored row-major by tile).
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// CHECK: attributes {tanto.role = "read"}
// CHECK: scf.for unsigned
// CHECK: scf.for unsigned
// CHECK: scf.for unsigned
// CHECK: "noc.read"(%arg2, %{{.*}}, %arg0,
// CHECK: "noc.read"(%arg3, %{{.*}}, %arg1,

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, global<T> b, pipe<T> pa, pipe<T> pb, uint32 Mt, uint32 Kt, uint32 Nt) {
    for (uint32 m = 0; m < Mt; m++) {
        for (uint32 n = 0; n < Nt; n++) {
            for (uint32 k = 0; k < Kt; k++) {
                pa.reserve_back();
                pb.reserve_back();
                pa.read(0, a, (m * Kt + k) * TILE, TILE);
                pb.read(0, b, (k * Nt + n) * TILE, TILE);
                read_barrier();
                pa.push_back();
                pb.push_back();
            }
        }
    }
}
