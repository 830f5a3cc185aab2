// Row means with a held scaler frame: the scaler tile (element (0, 0) =
// 1 / W, pushed once by the reader) is waited for once before the loop,
// used by every reduce of every row, and never popped: its frame stays held
// to the end of the kernel and is released with it (spec 3.4.2 asks for no
// pop; the reader pushes a single scaler frame and never reserves another,
// so nobody needs the space back).
//
// Per row of tiles: one frame holds the whole row (Wt tiles); each tile's
// row sums, scaled by 1 / W, accumulate into column 0 of slot 0 of a fresh
// math object (spec 3.6.2.6: dst[h, 0] += SUM[w] src0[h, w] * src1[0, 0]),
// and pack_row writes that column: element (h, 0) is the mean of row h.

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> out, uint32 rows, uint32 Wt) {
    in.set_frame(Wt);
    scaler.wait_front();
    for (uint32 r = 0; r < rows; r++) {
        in.wait_front();
        out.reserve_back();
        math<T> acc;
        for (uint32 w = 0; w < Wt; w++) {
            acc.reduce_sum_rows(in, scaler, w, 0, 0);
        }
        acc.pack_row(0, out);
        out.push_back();
        in.pop_front();
    }
}
