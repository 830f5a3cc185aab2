// Consumes the multicast blocks tile by tile (here: a copy through the math
// unit into the output pipe).
void kernel(pipe<T> blocks, pipe<T> out, uint32 Kt, uint32 block_tiles) {
    blocks.set_frame(block_tiles);
    for (uint32 k = 0; k < Kt; k += block_tiles) {
        blocks.wait_front();
        for (uint32 t = 0; t < block_tiles; t++) {
            out.reserve_back();
            math<T> acc;
            acc.copy(blocks, t, 0);
            acc.pack(0, out);
            out.push_back();
        }
        blocks.pop_front();
    }
}
