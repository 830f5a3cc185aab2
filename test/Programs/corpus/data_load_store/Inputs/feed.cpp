// Launch 1: streams the tiles launch 0 left in `stage` into a pipe, `block`
// tiles per frame. Nothing in this launch writes `stage`.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(local<T> stage, pipe<T> in, uint32 frames) {
    in.set_frame(block);
    for (uint32 f = 0; f < frames; f++) {
        in.reserve_back();
        in.read(0, stage, f * block * TILE, block * TILE);
        read_barrier();
        in.push_back();
    }
}
