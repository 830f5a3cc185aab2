// Row-scale reader: per row of tiles i, a tile whose row 0 is s[32 i ..
// 32 i + 31] and whose other elements are 0 (zeroed from `zeros` first, then
// row 0 as two 16-element face runs: face 0 and face 1), then the Wt tiles
// of the row as one frame (x tile-major).

static constexpr uint32 TILE = 1024;
static constexpr uint32 FACE = 256;

void kernel(global<T> x, global<T> s, local<T> zeros, pipe<T> p_row, pipe<T> p_x,
            uint32 first_row, uint32 rows, uint32 Wt) {
    for (uint32 i = 0; i < TILE; i++) {
        zeros.set(i, 0.0f);
    }
    p_x.set_frame(Wt);
    for (uint32 i = 0; i < rows; i++) {
        const uint32 row = first_row + i;
        p_row.reserve_back();
        p_row.read(0, zeros, 0, TILE);
        read_barrier();
        p_row.read(0, s, row * 32, 16);
        p_row.read(FACE, s, row * 32 + 16, 16);
        read_barrier();
        p_row.push_back();

        p_x.reserve_back();
        p_x.read(0, x, row * Wt * TILE, Wt * TILE);
        read_barrier();
        p_x.push_back();
    }
}
