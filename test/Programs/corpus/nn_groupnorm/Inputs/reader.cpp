// Group norm reader: core g normalizes channel group g, tile column g of the
// (pixels x channels) activation. Pushes the 1 / (Ht * 1024) scaler, this
// group's gamma and beta chunks (row 0 of one tile each), then the group's
// Ht tiles as one frame.

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
        uint32 group,
        uint32 Ht,
        uint32 Ct) {
    scratch.set(0, 1.0f / (float)(Ht * 1024));
    for (uint32 i = 1; i < 1024; i++) {
        scratch.set(i, 0.0f);
    }
    p_scaler.reserve_back();
    p_gamma.reserve_back();
    p_beta.reserve_back();
    p_scaler.read(0, scratch, 0, 1024);
    p_gamma.read(0, gamma, group * 32, 16);
    p_gamma.read(FACE, gamma, group * 32 + 16, 16);
    p_beta.read(0, beta, group * 32, 16);
    p_beta.read(FACE, beta, group * 32 + 16, 16);
    read_barrier();
    p_scaler.push_back();
    p_gamma.push_back();
    p_beta.push_back();

    p_x.set_frame(Ht);
    p_x.reserve_back();
    for (uint32 h = 0; h < Ht; h++) {
        p_x.read(h * 1024, x, (h * Ct + group) * 1024, 1024);
    }
    read_barrier();
    p_x.push_back();
}
