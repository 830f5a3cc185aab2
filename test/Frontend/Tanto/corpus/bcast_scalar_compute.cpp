// Subtracts a scalar (first element of a tile) from a frame of tiles.
// RUN: tanto-opt %s -DT=float | FileCheck %s
// RUN: tanto-opt %s -DT=float --tanto-default --tanto-stats -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: remark: dma-coalesce @kernel: {{[0-9]+}} NoC transfers before, [[AFTER:[0-9]+]] after, lower bound [[AFTER]]
// DEFAULT: remark: schedule @kernel: estimated
// DEFAULT: remark: l1-alloc: peak [[PEAK:[0-9]+]] bytes of L1 per core, liveness lower bound [[PEAK]]
// RUN: tanto-translate %s -DT=float --emit=obj -O2 -o %t.o && llvm-objdump -d %t.o | FileCheck %s --check-prefix=OBJ
// OBJ: file format elf32-littleriscv
// OBJ: <bcast_scalar_compute__kernel>:
// CHECK: "tile.sub"(%{{.*}}, %arg0, %arg1, %{{.*}}, %{{.*}}, %{{.*}}) {bcast = "scalar"} : (!tile.math<f32>, !pipe.pipe<f32>, !pipe.pipe<f32>

void kernel(pipe<T> x, pipe<T> mean, pipe<T> y, uint32 frames, uint32 frame_tiles) {
    mean.wait_front();
    for (uint32 f = 0; f < frames; f++) {
        x.wait_front();
        y.reserve_back();
        for (uint32 t = 0; t < frame_tiles; t++) {
            math<T> acc;
            acc.sub_bcast_scalar(x, mean, t, 0, 0);
            acc.pack(0, y);
        }
        x.pop_front();
        y.push_back();
    }
    mean.pop_front();
}
