// Column-reduction reader: pushes a scaler tile of 1.0 in element 0, then
// walks this core's columns of tiles top to bottom (column-major over a
// tile-major matrix Ht x Wt tiles), one tile per frame.

static constexpr uint32 TILE = 1024;

void kernel(global<T> src, local<T> scratch, pipe<T> scaler, pipe<T> in,
            uint32 first_col, uint32 cols, uint32 Ht, uint32 Wt) {
    for (uint32 i = 0; i < TILE; i++) {
        scratch.set(i, 0.0f);
    }
    scratch.set(0, 1.0f);
    scaler.reserve_back();
    scaler.read(0, scratch, 0, TILE);
    read_barrier();
    scaler.push_back();

    for (uint32 i = 0; i < cols; i++) {
        uint32 c = first_col + i;
        for (uint32 h = 0; h < Ht; h++) {
            in.reserve_back();
            in.read(0, src, (h * Wt + c) * TILE, TILE);
            read_barrier();
            in.push_back();
        }
    }
}
