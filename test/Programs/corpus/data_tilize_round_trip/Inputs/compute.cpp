// Tilize / untilize round trip: tilizes each row-major block into an
// intermediate pipe, copies the tiles through the math unit to the `tiles`
// output (the tiled layout), then untilizes the same tiles back into
// row-major order for the `restored` output. No math object is alive during
// tilize_block or untilize_block.

param<uint32> block;

void kernel(pipe<T> rows, pipe<T> mid, pipe<T> tiles, pipe<T> restored, uint32 blocks) {
    rows.set_frame(block);
    mid.set_frame(block);
    tiles.set_frame(block);
    restored.set_frame(block);
    for (uint32 i = 0; i < blocks; i++) {
        rows.wait_front();
        mid.reserve_back();
        tilize_block(rows, block, mid);
        mid.push_back();
        rows.pop_front();

        mid.wait_front();
        tiles.reserve_back();
        {
            math<T> acc;
            for (uint32 b = 0; b < block; b++) {
                acc.copy(mid, b, b);
            }
            for (uint32 b = 0; b < block; b++) {
                acc.pack(b, tiles);
            }
        }
        tiles.push_back();
        restored.reserve_back();
        untilize_block(mid, block, restored);
        restored.push_back();
        mid.pop_front();
    }
}
