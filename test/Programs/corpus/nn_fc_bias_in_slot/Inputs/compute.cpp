// Fully connected compute: per output tile, slot 0 of a float math object
// starts as ones x bias (row 0 of the bias tile in every row, since only
// column 0 of `ones` is nonzero), then accumulates the Kt products x(m, k)
// W(k, n); the sum is packed to the bf16 output pipe.

void kernel(pipe<T> p_const, pipe<T> p_x, pipe<T> p_w, pipe<T> p_y, uint32 Mt, uint32 Kt) {
    p_const.set_frame(2);
    p_const.wait_front();
    for (uint32 m = 0; m < Mt; m++) {
        math<float> acc;
        acc.matmul(p_const, p_const, 0, 1, 0, false);
        for (uint32 k = 0; k < Kt; k++) {
            p_x.wait_front();
            p_w.wait_front();
            acc.matmul(p_x, p_w, 0, 0, 0, false);
            p_x.pop_front();
            p_w.pop_front();
        }
        p_y.reserve_back();
        acc.pack(0, p_y);
        p_y.push_back();
    }
    p_const.pop_front();
}
