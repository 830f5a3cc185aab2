// Numerically stable softmax over each matrix row, a row of Wt tiles at a
// time: m = row max (reduce_max_rows into a fresh slot, which starts from
// the first maximum), e = exp(x - m) (sub_bcast_cols), s = row sum of e
// (reduce_sum_rows), y = e * (1 / s) (recip, mul_bcast_cols).
void kernel(
        pipe<T> p_scaler,
        pipe<T> p_x,
        pipe<T> p_max,
        pipe<T> p_exp,
        pipe<T> p_rsum,
        pipe<T> p_y,
        uint32 num_rows,
        uint32 Wt) {
    p_x.set_frame(Wt);
    p_exp.set_frame(Wt);
    p_scaler.wait_front();
    for (uint32 row = 0; row < num_rows; row++) {
        p_x.wait_front();

        p_max.reserve_back();
        {
            math<T> acc;
            for (uint32 w = 0; w < Wt; w++) {
                acc.reduce_max_rows(p_x, p_scaler, w, 0, 0);
            }
            acc.pack(0, p_max);
        }
        p_max.push_back();

        p_max.wait_front();
        p_exp.reserve_back();
        for (uint32 w = 0; w < Wt; w++) {
            math<T> acc;
            acc.sub_bcast_cols(p_x, p_max, w, 0, 0);
            acc.exp(0);
            acc.pack(0, p_exp);
        }
        p_exp.push_back();
        p_max.pop_front();
        p_x.pop_front();

        p_exp.wait_front();
        p_rsum.reserve_back();
        {
            math<T> acc;
            for (uint32 w = 0; w < Wt; w++) {
                acc.reduce_sum_rows(p_exp, p_scaler, w, 0, 0);
            }
            acc.recip(0);
            acc.pack(0, p_rsum);
        }
        p_rsum.push_back();

        p_rsum.wait_front();
        for (uint32 w = 0; w < Wt; w++) {
            p_y.reserve_back();
            math<T> acc;
            acc.mul_bcast_cols(p_exp, p_rsum, w, 0, 0);
            acc.pack(0, p_y);
            p_y.push_back();
        }
        p_rsum.pop_front();
        p_exp.pop_front();
    }
    p_scaler.pop_front();
}
