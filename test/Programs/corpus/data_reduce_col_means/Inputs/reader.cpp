// Column-mean reader: builds the scaler tile 1 / (32 * Ht) (element 0) in a
// local buffer, then for each of this core's columns of tiles gathers the
// whole column (Ht tiles, Wt apart in the tile-major source) into one frame.

static constexpr uint32 TILE = 1024;

void kernel(global<T> src, local<T> scratch, pipe<T> scaler, pipe<T> column,
            uint32 first_col, uint32 cols, uint32 Ht, uint32 Wt) {
    for (uint32 i = 1; i < TILE; i++) {
        scratch.set(i, 0.0f);
    }
    scratch.set(0, 1.0f / (float)(Ht * 32));
    scaler.reserve_back();
    scaler.read(0, scratch, 0, TILE);
    read_barrier();
    scaler.push_back();

    column.set_frame(Ht);
    for (uint32 i = 0; i < cols; i++) {
        column.reserve_back();
        uint32 tile = first_col + i;
        for (uint32 h = 0; h < Ht; h++) {
            column.read(h * TILE, src, tile * TILE, TILE);
            tile += Wt;
        }
        read_barrier();
        column.push_back();
    }
}
