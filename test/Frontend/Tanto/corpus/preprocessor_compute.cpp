// Configuration through the preprocessor, as kernels are built: -D defines
// select the activation and the tile count per frame.
// RUN: tanto-opt %s -DT=bfloat16 -DFUSED_RELU -DTILES=2 | FileCheck %s --check-prefix=RELU
// RUN: tanto-opt %s -DT=bfloat16 -DTILES=4 | FileCheck %s --check-prefix=PLAIN
// RELU: "pipe.set_frame"(%arg0, %c2_i32)
// RELU: {fn = "relu"}
// PLAIN-NOT: {fn = "relu"}
// PLAIN: "pipe.set_frame"(%arg0, %c4_i32)

#ifndef TILES
#error TILES must be defined
#endif

#define PER_FRAME (TILES)
#if PER_FRAME > 8
#error at most 8 tiles per frame
#endif

#ifdef FUSED_RELU
#define ACTIVATE(acc, slot) acc.relu(slot)
#else
#define ACTIVATE(acc, slot)
#endif

void kernel(pipe<T> in, pipe<T> out, uint32 frames) {
    in.set_frame(PER_FRAME);
    out.set_frame(PER_FRAME);
    for (uint32 f = 0; f < frames; f++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        for (uint32 t = 0; t < PER_FRAME; t++) {
            acc.copy(in, t, t);
            ACTIVATE(acc, t);
            acc.pack(t, out);
        }
        in.pop_front();
        out.push_back();
    }
}
