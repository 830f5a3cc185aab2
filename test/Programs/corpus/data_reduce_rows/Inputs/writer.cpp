// Writes one result tile per frame to consecutive tiles of `dst`, starting at
// tile `first_tile`.

static constexpr uint32 TILE = 1024;

void kernel(global<T> dst, pipe<T> results, uint32 first_tile, uint32 tiles) {
    for (uint32 t = 0; t < tiles; t++) {
        results.wait_front();
        results.write(0, dst, (first_tile + t) * TILE, TILE);
        write_barrier();
        results.pop_front();
    }
}
