// Bias + GELU epilogue reader: stages the bias row once (Wt tiles, the bias
// chunk of each column of tiles in row 0 of its tile), then streams this
// core's rows of tiles of the pre-activation.

// A tile is stored as four 16x16 faces, each row-major: its row 0 is two
// 16-element runs, columns 0-15 at 0 and 16-31 a face (256) further.
static constexpr uint32 FACE = 256;

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
        p_bias.read(w * 1024, bias, w * 32, 16);
        p_bias.read(w * 1024 + FACE, bias, w * 32 + 16, 16);
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
