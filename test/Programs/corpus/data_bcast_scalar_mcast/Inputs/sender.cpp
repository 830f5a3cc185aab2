// Scalar multicast, the sending core: reads the scalar tile once into its
// local buffer and multicasts it to every core of the rectangle including
// itself (write_mcast_with_self), then raises `valid` locally and on the
// other cores (x0, y0)-(x1, y1), and feeds its own pipes like the receivers:
// the scalar tile once, then its tiles of x, `block` per frame.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> s, global<T> x, local<T> staged, pipe<T> ps, pipe<T> px,
            semaphore valid, uint32 all_x0, uint32 all_y0, uint32 all_x1, uint32 all_y1,
            uint32 cores, uint32 x0, uint32 y0, uint32 x1, uint32 y1, uint32 others,
            uint32 first_tile, uint32 tiles) {
    staged.read(0, s, 0, TILE);
    read_barrier();
    staged.write_mcast_with_self(0, staged, 0, TILE, all_x0, all_y0, all_x1, all_y1, cores);
    write_barrier();
    valid.set(1);
    valid.set_mcast(valid, x0, y0, x1, y1, others);

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
