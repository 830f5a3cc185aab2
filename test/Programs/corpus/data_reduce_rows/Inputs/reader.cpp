// Row-reduction reader: builds the scaler tile (1 / `divisor` in element 0, zeros
// elsewhere) once in a local buffer and pushes it, then streams this core's
// rows of tiles in row order, `block` tiles per frame.
//
// `src` is tile-major: tile (r, w) of a matrix Wt tiles wide at
// (r * Wt + w) * 1024.

static constexpr uint32 TILE = 1024;

param<uint32> block;

void kernel(global<T> src, local<T> scratch, pipe<T> scaler, pipe<T> in,
            uint32 first_row, uint32 rows, uint32 Wt, uint32 divisor) {
    for (uint32 i = 0; i < TILE; i++) {
        scratch.set(i, 0.0f);
    }
    scratch.set(0, 1.0f / (float)divisor);
    scaler.reserve_back();
    scaler.read(0, scratch, 0, TILE);
    read_barrier();
    scaler.push_back();

    in.set_frame(block);
    for (uint32 i = 0; i < rows; i++) {
        uint32 tile = (first_row + i) * Wt;
        for (uint32 w = 0; w < Wt; w += block) {
            in.reserve_back();
            in.read(0, src, tile * TILE, block * TILE);
            read_barrier();
            in.push_back();
            tile += block;
        }
    }
}
