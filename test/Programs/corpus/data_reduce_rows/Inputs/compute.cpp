// Row sums: for every row of tiles, accumulate reduce_sum_rows of each of its
// Wt tiles (taken `block` per frame) into slot 0, then pack_row: column 0
// of the result (element (h, 0) holds the scaled sum of row h), 0 elsewhere.

param<uint32> block;

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 rows, uint32 Wt) {
    in.set_frame(block);
    scaler.wait_front();
    for (uint32 r = 0; r < rows; r++) {
        out.reserve_back();
        math<T> acc;
        for (uint32 w = 0; w < Wt; w += block) {
            in.wait_front();
            for (uint32 j = 0; j < block; j++) {
                acc.reduce_sum_rows(in, scaler, j, 0, 0);
            }
            in.pop_front();
        }
        acc.pack_row(0, out);
        out.push_back();
    }
    scaler.pop_front();
}
