// Layernorm reader: pushes the mean scaler (1 / (Wt * 32) in element 0) and
// the gamma and beta rows (chunk w in row 0 of tile w of a Wt-tile frame)
// once, then each of this core's rows of tiles as one frame.

// A tile is stored as four 16x16 faces, each row-major: its row 0 is two
// 16-element runs, columns 0-15 at 0 and 16-31 a face (256) further.
static constexpr uint32 FACE = 256;

void kernel(
        global<T> x,
        global<T> gamma,
        global<T> beta,
        local<T> scratch,
        pipe<T> p_scaler,
        pipe<T> p_gamma,
        pipe<T> p_beta,
        pipe<T> p_x,
        uint32 first_row,
        uint32 num_rows,
        uint32 Wt) {
    for (uint32 i = 0; i < 1024; i++) {
        scratch.set(i, 0.0f);
    }
    scratch.set(0, 1.0f / (float)(Wt * 32));
    p_scaler.reserve_back();
    p_scaler.read(0, scratch, 0, 1024);

    p_gamma.set_frame(Wt);
    p_beta.set_frame(Wt);
    p_gamma.reserve_back();
    p_beta.reserve_back();
    for (uint32 w = 0; w < Wt; w++) {
        p_gamma.read(w * 1024, gamma, w * 32, 16);
        p_gamma.read(w * 1024 + FACE, gamma, w * 32 + 16, 16);
        p_beta.read(w * 1024, beta, w * 32, 16);
        p_beta.read(w * 1024 + FACE, beta, w * 32 + 16, 16);
    }
    read_barrier();
    p_scaler.push_back();
    p_gamma.push_back();
    p_beta.push_back();

    p_x.set_frame(Wt);
    const uint32 row_elems = Wt * 1024;
    for (uint32 i = 0; i < num_rows; i++) {
        p_x.reserve_back();
        p_x.read(0, x, (first_row + i) * row_elems, row_elems);
        read_barrier();
        p_x.push_back();
    }
}
