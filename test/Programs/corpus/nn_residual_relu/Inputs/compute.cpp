// Residual add + ReLU: y = relu(block_out + skip), tile by tile, one math
// object per frame.
void kernel(pipe<T> p_block, pipe<T> p_skip, pipe<T> p_out, uint32 num_frames, uint32 frame_tiles) {
    p_block.set_frame(frame_tiles);
    p_skip.set_frame(frame_tiles);
    p_out.set_frame(frame_tiles);
    for (uint32 f = 0; f < num_frames; f++) {
        p_block.wait_front();
        p_skip.wait_front();
        p_out.reserve_back();
        math<T> acc;
        for (uint32 t = 0; t < frame_tiles; t++) {
            acc.add(p_block, p_skip, t, t, t);
            acc.relu(t);
        }
        for (uint32 t = 0; t < frame_tiles; t++) {
            acc.pack(t, p_out);
        }
        p_block.pop_front();
        p_skip.pop_front();
        p_out.push_back();
    }
}
