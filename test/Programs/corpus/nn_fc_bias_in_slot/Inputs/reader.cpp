// Fully connected reader for output column of tiles n. First the two
// constant tiles, built in `scratch` and pushed as one frame:
//   tile 0, ones: element (r, 0) = 1 for every row r, 0 elsewhere;
//   tile 1, bias: row 0 = b[32 n .. 32 n + 31], 0 elsewhere.
// Then, per output tile (m, n), the Kt pairs x(m, k), W(k, n), one tile of
// each per frame (x, W and y tile-major).

// A tile is four 16x16 faces, each row-major, in row-major order: element
// (r, c) is at face (r / 16) * 2 + c / 16, offset (r % 16) * 16 + c % 16.
static constexpr uint32 TILE = 1024;
static constexpr uint32 FACE = 256;
uint32 at(uint32 r, uint32 c) {
    return ((r / 16) * 2 + c / 16) * FACE + (r % 16) * 16 + c % 16;
}

void kernel(
        global<T> x,
        global<T> weight,
        global<T> bias,
        local<T> scratch,
        pipe<T> p_const,
        pipe<T> p_x,
        pipe<T> p_w,
        uint32 n,
        uint32 Mt,
        uint32 Kt,
        uint32 Nt) {
    for (uint32 i = 0; i < 2 * TILE; i++) {
        scratch.set(i, 0.0f);
    }
    for (uint32 r = 0; r < 32; r++) {
        scratch.set(at(r, 0), 1.0f);
    }
    // Row 0 of the bias tile: columns 0-15 in face 0, 16-31 in face 1.
    scratch.read(TILE + at(0, 0), bias, n * 32, 16);
    scratch.read(TILE + at(0, 16), bias, n * 32 + 16, 16);
    read_barrier();
    p_const.set_frame(2);
    p_const.reserve_back();
    p_const.read(0, scratch, 0, 2 * TILE);
    read_barrier();
    p_const.push_back();

    for (uint32 m = 0; m < Mt; m++) {
        for (uint32 k = 0; k < Kt; k++) {
            p_x.reserve_back();
            p_w.reserve_back();
            p_x.read(0, x, (m * Kt + k) * TILE, TILE);
            p_w.read(0, weight, (k * Nt + n) * TILE, TILE);
            read_barrier();
            p_x.push_back();
            p_w.push_back();
        }
    }
}
