// Transpose reader: swaps tile coordinates. Output row of tiles j of the
// transposed matrix is input column of tiles j, so for each of this core's
// output rows it fetches input tiles (0, j), (1, j), ..., (Ht-1, j) of the
// tile-major input (Ht x Wt tiles), `block` tiles per frame.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> src, pipe<T> in, uint32 first_out_row, uint32 out_rows,
            uint32 Ht, uint32 Wt) {
    in.set_frame(block);
    for (uint32 r = 0; r < out_rows; r++) {
        uint32 j = first_out_row + r;
        for (uint32 i = 0; i < Ht; i += block) {
            in.reserve_back();
            for (uint32 b = 0; b < block; b++) {
                in.read(b * TILE, src, ((i + b) * Wt + j) * TILE, TILE);
            }
            read_barrier();
            in.push_back();
        }
    }
}
