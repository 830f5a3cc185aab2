// Column maxima: for every column of tiles, reduce_max_cols each of its Ht
// tiles into slot 0 (a running maximum over the column, the first reduce
// into the fresh slot starting from its first maximum), then pack_col:
// element (0, w) holds the maximum of column w, the other elements 0.

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 cols, uint32 Ht) {
    scaler.wait_front();
    for (uint32 c = 0; c < cols; c++) {
        math<T> acc;
        for (uint32 h = 0; h < Ht; h++) {
            in.wait_front();
            acc.reduce_max_cols(in, scaler, 0, 0, 0);
            in.pop_front();
        }
        out.reserve_back();
        acc.pack_col(0, out);
        out.push_back();
    }
    scaler.pop_front();
}
