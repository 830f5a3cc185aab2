// Batch-sum writer: two output tiles per frame of `sums` (its own frame size;
// the compute kernel pushes one tile at a time), written with one transfer
// to tiles first_tile + t, first_tile + t + 1 of y.

static constexpr uint32 TILE = 1024;

void kernel(global<T> y, pipe<T> sums, uint32 first_tile, uint32 tiles) {
    sums.set_frame(2);
    for (uint32 t = 0; t < tiles; t += 2) {
        sums.wait_front();
        sums.write(0, y, (first_tile + t) * TILE, 2 * TILE);
        write_barrier();
        sums.pop_front();
    }
}
