// Bias + GELU epilogue reader: stages the bias row once (Wt tiles, the bias
// chunk of each column of tiles in row 0 of its tile), then streams this
// core's rows of tiles of the pre-activation.
void kernel(
        global<T> preact,
        global<T> bias,
        pipe<T> p_x,
        pipe<T> p_bias,
        uint32 first_row,
        uint32 num_rows,
        uint32 Wt) {
    p_bias.set_frame(Wt);
    p_bias.reserve_back();
    for (uint32 w = 0; w < Wt; w++) {
        p_bias.read(w * 1024, bias, w * 32, 32);
    }
    read_barrier();
    p_bias.push_back();

    for (uint32 i = 0; i < num_rows; i++) {
        uint32 row_base = (first_row + i) * Wt * 1024;
        for (uint32 w = 0; w < Wt; w++) {
            p_x.reserve_back();
            p_x.read(0, preact, row_base + w * 1024, 1024);
            read_barrier();
            p_x.push_back();
        }
    }
}
