// Subtracts a scalar (first element of a tile) from a frame of tiles.
// RUN: tanto-opt %s -DT=float | FileCheck %s
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
