// Multi-core matmul compute: per output tile, a float math object
// accumulates the Kt tile products (kblock per frame) in slot 0 and packs the
// tile into the output pipe in the pipe's element type.

param<uint32> kblock;

void kernel(pipe<bfloat16> pa, pipe<bfloat16> pb, pipe<bfloat16> pc,
            uint32 num_tiles, uint32 Kt) {
    pa.set_frame(kblock);
    pb.set_frame(kblock);
    for (uint32 t = 0; t < num_tiles; t++) {
        math<float> acc;
        for (uint32 k = 0; k < Kt; k += kblock) {
            pa.wait_front();
            pb.wait_front();
            for (uint32 j = 0; j < kblock; j++) {
                acc.matmul(pa, pb, j, j, 0, false);
            }
            pa.pop_front();
            pb.pop_front();
        }
        pc.reserve_back();
        acc.pack(0, pc);
        pc.push_back();
    }
}
