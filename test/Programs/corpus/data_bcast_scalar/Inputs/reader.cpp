// Scalar-broadcast reader: pushes the scalar tile once (element 0 is the
// operand), then streams this core's tiles of x, `block` per frame.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> x, global<T> v, pipe<T> px, pipe<T> ps,
            uint32 first_tile, uint32 tiles) {
    px.set_frame(block);
    ps.reserve_back();
    ps.read(0, v, 0, TILE);
    read_barrier();
    ps.push_back();
    for (uint32 t = 0; t < tiles; t += block) {
        px.reserve_back();
        px.read(0, x, (first_tile + t) * TILE, block * TILE);
        read_barrier();
        px.push_back();
    }
}
