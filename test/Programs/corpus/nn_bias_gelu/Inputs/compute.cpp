// Bias + activation epilogue of a linear layer: y = gelu(x + bias), the bias
// a row vector broadcast down every tile (add_bcast_rows), GELU in the
// spec's tanh form. The bias frame is held for the whole kernel.
void kernel(pipe<T> p_x, pipe<T> p_bias, pipe<T> p_y, uint32 num_rows, uint32 Wt) {
    p_bias.set_frame(Wt);
    p_bias.wait_front();
    for (uint32 r = 0; r < num_rows; r++) {
        for (uint32 w = 0; w < Wt; w++) {
            p_x.wait_front();
            p_y.reserve_back();
            math<T> acc;
            acc.add_bcast_rows(p_x, p_bias, 0, w, 0);
            acc.gelu(0);
            acc.pack(0, p_y);
            p_x.pop_front();
            p_y.push_back();
        }
    }
    p_bias.pop_front();
}
