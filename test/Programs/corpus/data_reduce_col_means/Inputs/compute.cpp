// Column means: each frame is a whole column of Ht tiles; reduce_sum_cols of
// every tile, scaled by 1 / (32 * Ht), accumulates into slot 0, whose row 0
// is packed (element (0, w) is the mean of column w of the column of tiles).

void kernel(pipe<T> column, pipe<T> scaler, pipe<T> means, uint32 cols, uint32 Ht) {
    column.set_frame(Ht);
    scaler.wait_front();
    for (uint32 c = 0; c < cols; c++) {
        column.wait_front();
        means.reserve_back();
        math<T> acc;
        for (uint32 h = 0; h < Ht; h++) {
            acc.reduce_sum_cols(column, scaler, h, 0, 0);
        }
        acc.pack_col(0, means);
        column.pop_front();
        means.push_back();
    }
    scaler.pop_front();
}
