// Column-sum reader. The scaler tile holds 1.0 in row 0 of each of its four
// 16x16 faces (elements 0-15 of every face) and 0 elsewhere, the way host
// code generates reduce scalers; a reduce uses element (0, 0). Then column
// of tiles `col` of the tile-major Ht x Wt matrix, top to bottom, two tiles
// (Wt apart in `src`) per frame.

static constexpr uint32 TILE = 1024;
static constexpr uint32 FACE = 256;

void kernel(global<T> src, local<T> scratch, pipe<T> scaler, pipe<T> in,
            uint32 col, uint32 Ht, uint32 Wt) {
    for (uint32 i = 0; i < TILE; i++) {
        scratch.set(i, (i % FACE) < 16 ? 1.0f : 0.0f);
    }
    scaler.reserve_back();
    scaler.read(0, scratch, 0, TILE);
    read_barrier();
    scaler.push_back();

    for (uint32 h = 0; h < Ht; h += 2) {
        in.reserve_back();
        in.read(0, src, (h * Wt + col) * TILE, TILE);
        in.read(TILE, src, ((h + 1) * Wt + col) * TILE, TILE);
        read_barrier();
        in.push_back();
    }
}
