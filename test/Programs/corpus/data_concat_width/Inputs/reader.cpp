// Width concat reader: each output row of tiles is row r of A (Wa tiles)
// followed by row r of B (Wb tiles). One frame holds a whole output row; the
// reader fills its first Wa tiles from A and the rest from B (both tile-major,
// so a row of tiles is contiguous in each source).

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, global<T> b, pipe<T> out, uint32 first_row, uint32 rows,
            uint32 Wa, uint32 Wb) {
    out.set_frame(Wa + Wb);
    for (uint32 i = 0; i < rows; i++) {
        uint32 r = first_row + i;
        out.reserve_back();
        out.read(0, a, r * Wa * TILE, Wa * TILE);
        out.read(Wa * TILE, b, r * Wb * TILE, Wb * TILE);
        read_barrier();
        out.push_back();
    }
}
