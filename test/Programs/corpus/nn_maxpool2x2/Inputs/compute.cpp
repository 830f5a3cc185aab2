// Max-pool 2x2: the elementwise maximum of the four tap tiles of a frame,
// folded pairwise with the two-slot max (slot 0 = max(slot 0, slot 1)).
void kernel(pipe<T> p_taps, pipe<T> p_out, uint32 num_tiles) {
    p_taps.set_frame(4);
    for (uint32 i = 0; i < num_tiles; i++) {
        p_taps.wait_front();
        p_out.reserve_back();
        math<T> acc;
        acc.copy(p_taps, 0, 0);
        for (uint32 tap = 1; tap < 4; tap++) {
            acc.copy(p_taps, tap, 1);
            acc.max(0);
        }
        acc.pack(0, p_out);
        p_taps.pop_front();
        p_out.push_back();
    }
}
