// Row broadcast y = x OP v: tile w of each row of tiles combines with row 0
// of tile w of the vector (dst[h, c] = x[h, c] OP v[0, c]). The vector frame
// is held for the whole kernel; OP is the compile-time `op`.

static constexpr uint32 OP_ADD = 0, OP_SUB = 1, OP_MUL = 2;

param<uint32> op;

void kernel(pipe<T> px, pipe<T> pv, pipe<T> py, uint32 rows, uint32 Wt) {
    px.set_frame(Wt);
    pv.set_frame(Wt);
    py.set_frame(Wt);
    pv.wait_front();
    for (uint32 r = 0; r < rows; r++) {
        px.wait_front();
        py.reserve_back();
        math<T> acc;
        for (uint32 w = 0; w < Wt; w++) {
            if (op == OP_ADD) {
                acc.add_bcast_rows(px, pv, w, w, w);
            } else if (op == OP_SUB) {
                acc.sub_bcast_rows(px, pv, w, w, w);
            } else {
                acc.mul_bcast_rows(px, pv, w, w, w);
            }
        }
        for (uint32 w = 0; w < Wt; w++) {
            acc.pack(w, py);
        }
        px.pop_front();
        py.push_back();
    }
    pv.pop_front();
}
