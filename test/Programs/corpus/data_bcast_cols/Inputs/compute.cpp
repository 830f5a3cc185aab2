// Column broadcast y = x OP v: every tile of row of tiles r combines with
// column 0 of tile r of the vector (dst[h, c] = x[h, c] OP v[h, 0]); OP is
// the compile-time `op`.

static constexpr uint32 OP_ADD = 0, OP_SUB = 1, OP_MUL = 2;

param<uint32> op;

void kernel(pipe<T> px, pipe<T> pv, pipe<T> py, uint32 rows, uint32 Wt) {
    px.set_frame(Wt);
    py.set_frame(Wt);
    for (uint32 r = 0; r < rows; r++) {
        pv.wait_front();
        px.wait_front();
        py.reserve_back();
        math<T> acc;
        for (uint32 w = 0; w < Wt; w++) {
            if (op == OP_ADD) {
                acc.add_bcast_cols(px, pv, w, 0, w);
            } else if (op == OP_SUB) {
                acc.sub_bcast_cols(px, pv, w, 0, w);
            } else {
                acc.mul_bcast_cols(px, pv, w, 0, w);
            }
            acc.pack(w, py);
        }
        pv.pop_front();
        px.pop_front();
        py.push_back();
    }
}
