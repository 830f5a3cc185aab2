// Static-constants reader: fills and pushes the one frame of the constants
// pipe `pc` (the tile `c`) BEFORE it reserves the first frame of the data
// pipe `px`, then streams this core's tiles of x, `block` per frame. The
// compute kernel relies on this order (see compute.cpp): do not move the
// constants after the data.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> x, global<T> c, pipe<T> px, pipe<T> pc,
            uint32 first_tile, uint32 tiles) {
    pc.reserve_back();
    pc.read(0, c, 0, TILE);
    read_barrier();
    pc.push_back();

    px.set_frame(block);
    for (uint32 t = 0; t < tiles; t += block) {
        px.reserve_back();
        px.read(0, x, (first_tile + t) * TILE, block * TILE);
        read_barrier();
        px.push_back();
    }
}
