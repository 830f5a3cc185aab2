// A x B^T reader: this core computes output tiles first_tile ..
// first_tile + num_tiles - 1 (t = m * Nt + n). Output tile (m, n) needs row m
// of A and row n of B (B is N x K, stored tile-major), each Kt contiguous
// tiles: one frame of each per output tile.

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, global<T> b, pipe<T> pa, pipe<T> pb,
            uint32 first_tile, uint32 num_tiles, uint32 Kt, uint32 Nt) {
    pa.set_frame(Kt);
    pb.set_frame(Kt);
    uint32 m = first_tile / Nt;
    uint32 n = first_tile % Nt;
    for (uint32 t = 0; t < num_tiles; t++) {
        pa.reserve_back();
        pb.reserve_back();
        pa.read(0, a, m * Kt * TILE, Kt * TILE);
        pb.read(0, b, n * Kt * TILE, Kt * TILE);
        read_barrier();
        pa.push_back();
        pb.push_back();
        n++;
        if (n == Nt) {
            n = 0;
            m++;
        }
    }
}
