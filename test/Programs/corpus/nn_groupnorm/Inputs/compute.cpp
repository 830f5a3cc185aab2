// Group norm of one group held as a frame of Ht tiles: scalar reductions
// give the group mean and variance (reduce_sum_scalar with the 1/N scaler),
// rstd = rsqrt(var + eps); y = (x - mean) * rstd * gamma + beta with scalar
// then row broadcasts (gamma and beta per channel, in row 0).
static constexpr uint32 EPS = 0x3727c5acu; // 1e-5f

void kernel(
        pipe<T> p_scaler,
        pipe<T> p_gamma,
        pipe<T> p_beta,
        pipe<T> p_x,
        pipe<T> p_stat,
        pipe<T> p_xc,
        pipe<T> p_sq,
        pipe<T> p_tmp,
        pipe<T> p_y,
        uint32 Ht) {
    p_x.set_frame(Ht);
    p_xc.set_frame(Ht);
    p_sq.set_frame(Ht);
    p_scaler.wait_front();
    p_gamma.wait_front();
    p_beta.wait_front();
    p_x.wait_front();

    p_stat.reserve_back();
    {
        math<T> acc;
        for (uint32 h = 0; h < Ht; h++) {
            acc.reduce_sum_scalar(p_x, p_scaler, h, 0, 0);
        }
        acc.pack(0, p_stat);
    }
    p_stat.push_back();

    p_stat.wait_front();
    p_xc.reserve_back();
    p_sq.reserve_back();
    for (uint32 h = 0; h < Ht; h++) {
        math<T> acc;
        acc.sub_bcast_scalar(p_x, p_stat, h, 0, 0);
        acc.pack(0, p_xc);
    }
    p_xc.push_back();
    p_stat.pop_front();
    p_x.pop_front();

    p_xc.wait_front();
    for (uint32 h = 0; h < Ht; h++) {
        math<T> acc;
        acc.mul(p_xc, p_xc, h, h, 1);
        acc.pack(1, p_sq);
    }
    p_sq.push_back();

    p_sq.wait_front();
    p_stat.reserve_back();
    {
        math<T> acc;
        for (uint32 h = 0; h < Ht; h++) {
            acc.reduce_sum_scalar(p_sq, p_scaler, h, 0, 0);
        }
        acc.add_scalar(0, EPS);
        acc.rsqrt(0);
        acc.pack(0, p_stat);
    }
    p_stat.push_back();
    p_sq.pop_front();

    p_stat.wait_front();
    for (uint32 h = 0; h < Ht; h++) {
        p_tmp.reserve_back();
        {
            math<T> acc;
            acc.mul_bcast_scalar(p_xc, p_stat, h, 0, 0);
            acc.pack(0, p_tmp);
        }
        p_tmp.push_back();
        p_tmp.wait_front();
        p_tmp.reserve_back();
        {
            math<T> acc;
            acc.mul_bcast_rows(p_tmp, p_gamma, 0, 0, 0);
            acc.pack(0, p_tmp);
        }
        p_tmp.pop_front();
        p_tmp.push_back();
        p_tmp.wait_front();
        p_y.reserve_back();
        {
            math<T> acc;
            acc.add_bcast_rows(p_tmp, p_beta, 0, 0, 0);
            acc.pack(0, p_y);
        }
        p_y.push_back();
        p_tmp.pop_front();
    }
    p_stat.pop_front();
    p_xc.pop_front();
    p_beta.pop_front();
    p_gamma.pop_front();
    p_scaler.pop_front();
}
