// Row maxima: for every row of tiles, a running reduce_max_rows over its Wt
// tiles (`block` per frame) in slot 0 (the first reduce into the fresh slot
// starts from its first maximum), and pack_row of the result: element
// (h, 0) is the max of row h, the other elements 0.

param<uint32> block;

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 rows, uint32 Wt) {
    in.set_frame(block);
    scaler.wait_front();
    for (uint32 r = 0; r < rows; r++) {
        math<T> acc;
        for (uint32 w = 0; w < Wt; w += block) {
            in.wait_front();
            for (uint32 j = 0; j < block; j++) {
                acc.reduce_max_rows(in, scaler, j, 0, 0);
            }
            in.pop_front();
        }
        out.reserve_back();
        acc.pack_row(0, out);
        out.push_back();
    }
    scaler.pop_front();
}
