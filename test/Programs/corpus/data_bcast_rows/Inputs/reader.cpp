// Row-broadcast reader: pushes the row vector once (Wt tiles, row 0 of each
// is the operand), then this core's rows of tiles of x, one row of tiles
// (Wt tiles, contiguous in the tile-major x) per frame.

static constexpr uint32 TILE = 1024;

void kernel(global<T> x, global<T> v, pipe<T> px, pipe<T> pv,
            uint32 first_row, uint32 rows, uint32 Wt) {
    px.set_frame(Wt);
    pv.set_frame(Wt);
    pv.reserve_back();
    pv.read(0, v, 0, Wt * TILE);
    read_barrier();
    pv.push_back();
    for (uint32 i = 0; i < rows; i++) {
        px.reserve_back();
        px.read(0, x, (first_row + i) * Wt * TILE, Wt * TILE);
        read_barrier();
        px.push_back();
    }
}
