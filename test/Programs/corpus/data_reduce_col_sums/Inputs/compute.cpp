// Column sums: reduce_sum_cols of the Ht tiles of one column of tiles (two
// per frame) accumulated in slot 0, scaled by the scaler's element (0, 0);
// pack_col keeps row 0 (the sums) and writes 0 in rows 1-31.

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 Ht) {
    in.set_frame(2);
    scaler.wait_front();
    math<T> acc;
    for (uint32 h = 0; h < Ht; h += 2) {
        in.wait_front();
        acc.reduce_sum_cols(in, scaler, 0, 0, 0);
        acc.reduce_sum_cols(in, scaler, 1, 0, 0);
        in.pop_front();
    }
    out.reserve_back();
    acc.pack_col(0, out);
    out.push_back();
    scaler.pop_front();
}
