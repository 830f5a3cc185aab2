// Row-major block reader: streams blocks of 32 rows of a row-major matrix
// 32 * block elements wide (one block = block * 1024 contiguous elements)
// into a pipe whose frame is `block` tiles.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> src, pipe<T> rows, uint32 first_block, uint32 blocks) {
    rows.set_frame(block);
    for (uint32 i = 0; i < blocks; i++) {
        rows.reserve_back();
        rows.read(0, src, (first_block + i) * block * TILE, block * TILE);
        read_barrier();
        rows.push_back();
    }
}
