// Transposes every tile of each frame (dst[h, w] = src[w, h]) into its own
// slot and packs the frame in order.

param<uint32> block;

void kernel(pipe<T> in, pipe<T> out, uint32 frames) {
    in.set_frame(block);
    out.set_frame(block);
    for (uint32 f = 0; f < frames; f++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        for (uint32 b = 0; b < block; b++) {
            acc.transpose(in, b, b);
        }
        for (uint32 b = 0; b < block; b++) {
            acc.pack(b, out);
        }
        in.pop_front();
        out.push_back();
    }
}
