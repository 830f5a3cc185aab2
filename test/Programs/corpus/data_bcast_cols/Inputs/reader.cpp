// Column-broadcast reader: for each of this core's rows of tiles r, pushes
// tile r of the column vector (column 0 is the operand) and the row of
// tiles r of x (Wt tiles per frame).

static constexpr uint32 TILE = 1024;

void kernel(global<T> x, global<T> v, pipe<T> px, pipe<T> pv,
            uint32 first_row, uint32 rows, uint32 Wt) {
    px.set_frame(Wt);
    for (uint32 i = 0; i < rows; i++) {
        uint32 r = first_row + i;
        pv.reserve_back();
        px.reserve_back();
        pv.read(0, v, r * TILE, TILE);
        px.read(0, x, r * Wt * TILE, Wt * TILE);
        read_barrier();
        pv.push_back();
        px.push_back();
    }
}
