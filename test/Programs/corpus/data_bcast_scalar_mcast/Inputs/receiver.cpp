// Scalar multicast, a receiving core: waits until the sender has raised
// `valid` (the multicast scalar tile has landed in its local buffer), pushes
// that tile into its scalar pipe, then streams its tiles of x, `block` per
// frame.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> x, local<T> staged, pipe<T> ps, pipe<T> px, semaphore valid,
            uint32 first_tile, uint32 tiles) {
    valid.wait(1);
    ps.reserve_back();
    ps.read(0, staged, 0, TILE);
    read_barrier();
    ps.push_back();

    px.set_frame(block);
    for (uint32 t = 0; t < tiles; t += block) {
        px.reserve_back();
        px.read(0, x, (first_tile + t) * TILE, block * TILE);
        read_barrier();
        px.push_back();
    }
}
