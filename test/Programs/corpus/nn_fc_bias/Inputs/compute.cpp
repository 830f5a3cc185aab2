// Fully connected layer y = x W + b: per output tile, Kt tile products
// accumulated in slot 0 and packed to an f32 partial pipe, then the bias row
// added with a row broadcast.
void kernel(pipe<T> p_x, pipe<T> p_w, pipe<T> p_bias, pipe<float> p_partial, pipe<T> p_y, uint32 Kt, uint32 Nt) {
    p_bias.set_frame(Nt);
    p_bias.wait_front();
    for (uint32 n = 0; n < Nt; n++) {
        p_partial.reserve_back();
        {
            math<float> acc;
            for (uint32 k = 0; k < Kt; k++) {
                p_x.wait_front();
                p_w.wait_front();
                acc.matmul(p_x, p_w, 0, 0, 0, false);
                p_x.pop_front();
                p_w.pop_front();
            }
            acc.pack(0, p_partial);
        }
        p_partial.push_back();

        p_partial.wait_front();
        p_y.reserve_back();
        {
            math<float> acc;
            acc.add_bcast_rows(p_partial, p_bias, 0, n, 0);
            acc.pack(0, p_y);
        }
        p_y.push_back();
        p_partial.pop_front();
    }
    p_bias.pop_front();
}
