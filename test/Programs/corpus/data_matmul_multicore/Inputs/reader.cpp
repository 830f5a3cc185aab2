// Multi-core matmul reader: this core computes output tiles
// first_tile .. first_tile + num_tiles - 1 of C (row-major over Mt x Nt
// tiles). For output tile (m, n) it streams the Kt tiles of row m of A and of
// column n of B, `kblock` tiles of each per frame (A and B tile-major).

static constexpr uint32 TILE = 1024;

param<uint32> kblock;

void kernel(global<T> a, global<T> b, pipe<T> pa, pipe<T> pb,
            uint32 first_tile, uint32 num_tiles, uint32 Kt, uint32 Nt) {
    pa.set_frame(kblock);
    pb.set_frame(kblock);
    for (uint32 t = 0; t < num_tiles; t++) {
        uint32 m = (first_tile + t) / Nt;
        uint32 n = (first_tile + t) % Nt;
        for (uint32 k = 0; k < Kt; k += kblock) {
            pa.reserve_back();
            pb.reserve_back();
            // Row m of A: kblock contiguous tiles.
            pa.read(0, a, (m * Kt + k) * TILE, kblock * TILE);
            // Column n of B: kblock tiles Nt apart.
            for (uint32 j = 0; j < kblock; j++) {
                pb.read(j * TILE, b, ((k + j) * Nt + n) * TILE, TILE);
            }
            read_barrier();
            pa.push_back();
            pb.push_back();
        }
    }
}
