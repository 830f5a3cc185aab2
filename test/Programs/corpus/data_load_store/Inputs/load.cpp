// Launch 0: gathers column of tiles `col` of the tile-major Ht x Wt matrix
// `src` (tiles Wt apart) into the local buffer `stage`, top to bottom, and
// ends. The buffer outlives this launch.

static constexpr uint32 TILE = 1024;

void kernel(global<T> src, local<T> stage, uint32 col, uint32 Ht, uint32 Wt) {
    for (uint32 h = 0; h < Ht; h++) {
        stage.read(h * TILE, src, (h * Wt + col) * TILE, TILE);
    }
    read_barrier();
}
