// Residual block reader: streams this core's share of the block output and
// of the skip connection, frame_tiles tiles per frame, double-buffered.
void kernel(
        global<T> block_out,
        global<T> skip,
        pipe<T> p_block,
        pipe<T> p_skip,
        uint32 first_tile,
        uint32 num_frames,
        uint32 frame_tiles) {
    p_block.set_frame(frame_tiles);
    p_skip.set_frame(frame_tiles);
    const uint32 frame_elems = frame_tiles * 1024;
    uint32 pos = first_tile * 1024;
    for (uint32 f = 0; f < num_frames; f++) {
        p_block.reserve_back();
        p_skip.reserve_back();
        p_block.read(0, block_out, pos, frame_elems);
        p_skip.read(0, skip, pos, frame_elems);
        read_barrier();
        p_block.push_back();
        p_skip.push_back();
        pos += frame_elems;
    }
}
