// Writes this core's two statistics tiles: the sum tile to tile `index` of
// `sums`, the maximum tile to tile `index` of `maxima`.

static constexpr uint32 TILE = 1024;

void kernel(global<T> sums, global<T> maxima, pipe<T> psum, pipe<T> pmax, uint32 index) {
    psum.wait_front();
    pmax.wait_front();
    psum.write(0, sums, index * TILE, TILE);
    pmax.write(0, maxima, index * TILE, TILE);
    write_barrier();
    psum.pop_front();
    pmax.pop_front();
}
