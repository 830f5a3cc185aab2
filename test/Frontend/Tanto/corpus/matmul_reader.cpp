// Single-core matmul reader: for each output tile (m, n) streams the K tiles
// of row m of A and of column n of B (tiles are stored row-major by tile).
// RUN: tanto-opt %s -DT=bfloat16 | FileCheck %s
// RUN: tanto-opt %s -DT=bfloat16 --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=bfloat16 --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <matmul_reader__kernel>:
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
