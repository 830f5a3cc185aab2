// Width split writer: each frame is one row of tiles r of the source (Wl +
// Wr tiles); its first Wl tiles go to row r of `left`, the others to row r of
// `right`, tile by tile, switching destination at the seam.

static constexpr uint32 TILE = 1024;

void kernel(global<T> left, global<T> right, pipe<T> in, uint32 first_row, uint32 rows,
            uint32 Wl, uint32 Wr) {
    in.set_frame(Wl + Wr);
    for (uint32 i = 0; i < rows; i++) {
        uint32 r = first_row + i;
        in.wait_front();
        for (uint32 t = 0; t < Wl + Wr; t++) {
            if (t < Wl) {
                in.write(t * TILE, left, (r * Wl + t) * TILE, TILE);
            } else {
                in.write(t * TILE, right, (r * Wr + t - Wl) * TILE, TILE);
            }
        }
        write_barrier();
        in.pop_front();
    }
}
