// Global average pool: column sums of Ht tiles accumulated in an f32 slot by
// reduce_sum_cols with the 1/(pixels) scaler; row 0 of the slot is the
// channel means, packed with pack_col.
void kernel(pipe<T> p_scaler, pipe<T> p_x, pipe<T> p_mean, uint32 Ht) {
    p_scaler.wait_front();
    p_mean.reserve_back();
    {
        math<float> acc;
        for (uint32 h = 0; h < Ht; h++) {
            p_x.wait_front();
            acc.reduce_sum_cols(p_x, p_scaler, 0, 0, 0);
            p_x.pop_front();
        }
        acc.pack_col(0, p_mean);
    }
    p_mean.push_back();
    p_scaler.pop_front();
}
