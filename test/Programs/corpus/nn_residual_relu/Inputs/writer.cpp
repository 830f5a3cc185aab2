// Residual block writer: drains whole frames of the activation into DRAM.
void kernel(global<T> act, pipe<T> p_out, uint32 first_tile, uint32 num_frames, uint32 frame_tiles) {
    p_out.set_frame(frame_tiles);
    const uint32 frame_elems = frame_tiles * 1024;
    for (uint32 f = 0; f < num_frames; f++) {
        p_out.wait_front();
        p_out.write(0, act, (first_tile + f * frame_tiles) * 1024, frame_elems);
        write_barrier();
        p_out.pop_front();
    }
}
