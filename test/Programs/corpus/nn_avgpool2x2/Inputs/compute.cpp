// Average pool 2x2 as a pairwise tree over the four tap tiles of a frame:
// the two pair sums go to an f32 intermediate pipe, their sum is scaled by
// 1/4 (mul_scalar with the f32 bit pattern of 0.25) and packed.
static constexpr uint32 QUARTER = 0x3e800000u; // 0.25f

void kernel(pipe<T> p_taps, pipe<float> p_pairs, pipe<T> p_out, uint32 num_tiles) {
    p_taps.set_frame(4);
    p_pairs.set_frame(2);
    for (uint32 i = 0; i < num_tiles; i++) {
        p_taps.wait_front();
        p_pairs.reserve_back();
        {
            math<float> acc;
            acc.add(p_taps, p_taps, 0, 1, 0);
            acc.add(p_taps, p_taps, 2, 3, 1);
            acc.pack(0, p_pairs);
            acc.pack(1, p_pairs);
        }
        p_pairs.push_back();
        p_taps.pop_front();

        p_pairs.wait_front();
        p_out.reserve_back();
        {
            math<float> acc;
            acc.add(p_pairs, p_pairs, 0, 1, 0);
            acc.mul_scalar(0, QUARTER);
            acc.pack(0, p_out);
        }
        p_out.push_back();
        p_pairs.pop_front();
    }
}
