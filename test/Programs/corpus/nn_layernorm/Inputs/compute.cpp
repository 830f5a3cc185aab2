// Layernorm over each matrix row: mean = SUM x / W (reduce_sum_rows with the
// 1/W scaler), xc = x - mean (sub_bcast_cols), var = SUM xc^2 / W,
// rstd = 1 / sqrt(var + eps) (add_scalar, sqrt, recip), then
// y = xc * rstd * gamma + beta (column then row broadcasts).
static constexpr uint32 EPS = 0x3727c5acu; // 1e-5f

void kernel(
        pipe<T> p_scaler,
        pipe<T> p_gamma,
        pipe<T> p_beta,
        pipe<T> p_x,
        pipe<T> p_stat,
        pipe<T> p_xc,
        pipe<T> p_sq,
        pipe<T> p_norm,
        pipe<T> p_scaled,
        pipe<T> p_y,
        uint32 num_rows,
        uint32 Wt) {
    p_gamma.set_frame(Wt);
    p_beta.set_frame(Wt);
    p_x.set_frame(Wt);
    p_xc.set_frame(Wt);
    p_sq.set_frame(Wt);
    p_scaler.wait_front();
    p_gamma.wait_front();
    p_beta.wait_front();
    for (uint32 row = 0; row < num_rows; row++) {
        p_x.wait_front();

        // mean
        p_stat.reserve_back();
        {
            math<T> acc;
            for (uint32 w = 0; w < Wt; w++) {
                acc.reduce_sum_rows(p_x, p_scaler, w, 0, 0);
            }
            acc.pack(0, p_stat);
        }
        p_stat.push_back();

        // centered input
        p_stat.wait_front();
        p_xc.reserve_back();
        for (uint32 w = 0; w < Wt; w++) {
            math<T> acc;
            acc.sub_bcast_cols(p_x, p_stat, w, 0, 0);
            acc.pack(0, p_xc);
        }
        p_xc.push_back();
        p_stat.pop_front();
        p_x.pop_front();

        // squares
        p_xc.wait_front();
        p_sq.reserve_back();
        for (uint32 w = 0; w < Wt; w++) {
            math<T> acc;
            acc.mul(p_xc, p_xc, w, w, 0);
            acc.pack(0, p_sq);
        }
        p_sq.push_back();

        // 1 / sqrt(var + eps)
        p_sq.wait_front();
        p_stat.reserve_back();
        {
            math<T> acc;
            for (uint32 w = 0; w < Wt; w++) {
                acc.reduce_sum_rows(p_sq, p_scaler, w, 0, 0);
            }
            acc.add_scalar(0, EPS);
            acc.sqrt(0);
            acc.recip(0);
            acc.pack(0, p_stat);
        }
        p_stat.push_back();
        p_sq.pop_front();

        // y = xc * rstd * gamma + beta
        p_stat.wait_front();
        for (uint32 w = 0; w < Wt; w++) {
            p_norm.reserve_back();
            {
                math<T> acc;
                acc.mul_bcast_cols(p_xc, p_stat, w, 0, 0);
                acc.pack(0, p_norm);
            }
            p_norm.push_back();

            p_norm.wait_front();
            p_scaled.reserve_back();
            {
                math<T> acc;
                acc.mul_bcast_rows(p_norm, p_gamma, 0, w, 0);
                acc.pack(0, p_scaled);
            }
            p_scaled.push_back();
            p_norm.pop_front();

            p_scaled.wait_front();
            p_y.reserve_back();
            {
                math<T> acc;
                acc.add_bcast_rows(p_scaled, p_beta, 0, w, 0);
                acc.pack(0, p_y);
            }
            p_y.push_back();
            p_scaled.pop_front();
        }
        p_stat.pop_front();
        p_xc.pop_front();
    }
    p_beta.pop_front();
    p_gamma.pop_front();
    p_scaler.pop_front();
}
