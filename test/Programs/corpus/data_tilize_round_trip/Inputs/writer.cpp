// Writes both results of each block: its tiles to `tiled` and its restored
// rows to `restored`, at the same offset (block * 1024 elements per block).

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> tiled, global<T> restored, pipe<T> ptiles, pipe<T> prows,
            uint32 first_block, uint32 blocks) {
    ptiles.set_frame(block);
    prows.set_frame(block);
    for (uint32 i = 0; i < blocks; i++) {
        uint32 offset = (first_block + i) * block * TILE;
        ptiles.wait_front();
        ptiles.write(0, tiled, offset, block * TILE);
        prows.wait_front();
        prows.write(0, restored, offset, block * TILE);
        write_barrier();
        ptiles.pop_front();
        prows.pop_front();
    }
}
