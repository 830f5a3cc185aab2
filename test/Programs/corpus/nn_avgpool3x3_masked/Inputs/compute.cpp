// Masked average-pool compute: the nine tap tiles of a frame summed in
// float slot 0 (copies into slot 1, add_dst), packed to the float pipe
// `p_sum`, then multiplied row by row by column 0 of the scale tile (1 /
// count) with mul_bcast_cols and packed to the bf16 output.
void kernel(pipe<bfloat16> p_taps, pipe<float> p_scale, pipe<float> p_sum,
            pipe<bfloat16> p_out, uint32 num_tiles) {
    p_taps.set_frame(9);
    for (uint32 i = 0; i < num_tiles; i++) {
        p_taps.wait_front();
        p_sum.reserve_back();
        {
            math<float> acc;
            acc.copy(p_taps, 0, 0);
            for (uint32 t = 1; t < 9; t++) {
                acc.copy(p_taps, t, 1);
                acc.add_dst(0, 1);
            }
            acc.pack(0, p_sum);
        }
        p_sum.push_back();
        p_taps.pop_front();

        p_sum.wait_front();
        p_scale.wait_front();
        p_out.reserve_back();
        {
            math<float> acc;
            acc.mul_bcast_cols(p_sum, p_scale, 0, 0, 0);
            acc.pack(0, p_out);
        }
        p_out.push_back();
        p_scale.pop_front();
        p_sum.pop_front();
    }
}
