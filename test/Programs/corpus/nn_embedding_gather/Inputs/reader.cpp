// Embedding reader: output tile t covers tokens (t / dtiles) * 32 .. + 31
// and columns (t % dtiles) * 32 .. + 31 of the embedding. Row r of the tile
// is those columns of table row min(ids[token], vocab - 1), gathered as two
// 16-element runs (columns 0-15 at row_at(r), 16-31 a face further).

static constexpr uint32 FACE = 256;
uint32 row_at(uint32 r) {
    return (r / 16) * 2 * FACE + (r % 16) * 16;
}

void kernel(global<T> table, global<uint32> ids, local<uint32> id_buf, pipe<T> p_rows,
            uint32 first_tile, uint32 num_tiles, uint32 vocab, uint32 dim) {
    const uint32 dtiles = dim / 32;
    for (uint32 i = 0; i < num_tiles; i++) {
        const uint32 tile = first_tile + i;
        const uint32 column0 = (tile % dtiles) * 32;
        id_buf.read(0, ids, (tile / dtiles) * 32, 32);
        read_barrier();
        p_rows.reserve_back();
        for (uint32 r = 0; r < 32; r++) {
            uint32 id = id_buf.get(r);
            if (id > vocab - 1) {
                id = vocab - 1;
            }
            const uint32 src = id * dim + column0;
            p_rows.read(row_at(r), table, src, 16);
            p_rows.read(row_at(r) + FACE, table, src + 16, 16);
        }
        read_barrier();
        p_rows.push_back();
    }
}
