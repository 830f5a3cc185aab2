// Fully connected reader: stages the Nt bias tiles once (bias chunk n in row
// 0 of tile n), then for each output tile (m, n) of this core streams the Kt
// activation tiles x(m, k) and weight tiles w(k, n).

// A tile is stored as four 16x16 faces, each row-major: its row 0 is two
// 16-element runs, columns 0-15 at 0 and 16-31 a face (256) further.
static constexpr uint32 FACE = 256;

void kernel(
        global<T> x,
        global<T> weight,
        global<T> bias,
        pipe<T> p_x,
        pipe<T> p_w,
        pipe<T> p_bias,
        uint32 m,
        uint32 Kt,
        uint32 Nt) {
    p_bias.set_frame(Nt);
    p_bias.reserve_back();
    for (uint32 n = 0; n < Nt; n++) {
        p_bias.read(n * 1024, bias, n * 32, 16);
        p_bias.read(n * 1024 + FACE, bias, n * 32 + 16, 16);
    }
    read_barrier();
    p_bias.push_back();

    const uint32 x_row = m * Kt * 1024;
    for (uint32 n = 0; n < Nt; n++) {
        for (uint32 k = 0; k < Kt; k++) {
            p_x.reserve_back();
            p_w.reserve_back();
            p_x.read(0, x, x_row + k * 1024, 1024);
            p_w.read(0, weight, (k * Nt + n) * 1024, 1024);
            read_barrier();
            p_x.push_back();
            p_w.push_back();
        }
    }
}
