// Block writer: drains `frames` frames of `block` tiles each into
// consecutive tiles of `dst` from tile `first_tile`.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> dst, pipe<T> out, uint32 first_tile, uint32 frames) {
    out.set_frame(block);
    uint32 offset = first_tile * TILE;
    for (uint32 f = 0; f < frames; f++) {
        out.wait_front();
        out.write(0, dst, offset, block * TILE);
        write_barrier();
        out.pop_front();
        offset += block * TILE;
    }
}
