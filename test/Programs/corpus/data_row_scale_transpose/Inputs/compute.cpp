// Row-scale compute: the row tile transposed (dst[h, w] = src[w, h], so its
// column 0 holds the 32 scales) and packed to `p_col`; then each tile of the
// row times column 0 of it (mul_bcast_cols: dst[h, w] = x[h, w] * col[h, 0]).

void kernel(pipe<T> p_row, pipe<T> p_col, pipe<T> p_x, pipe<T> p_y, uint32 rows, uint32 Wt) {
    p_x.set_frame(Wt);
    for (uint32 i = 0; i < rows; i++) {
        p_row.wait_front();
        p_col.reserve_back();
        {
            math<T> acc;
            acc.transpose(p_row, 0, 0);
            acc.pack(0, p_col);
        }
        p_col.push_back();
        p_row.pop_front();

        p_col.wait_front();
        p_x.wait_front();
        for (uint32 w = 0; w < Wt; w++) {
            p_y.reserve_back();
            math<T> acc;
            acc.mul_bcast_cols(p_x, p_col, w, 0, 0);
            acc.pack(0, p_y);
            p_y.push_back();
        }
        p_x.pop_front();
        p_col.pop_front();
    }
}
