// Batch-sum reader: for each of this core's output tiles g, the `batches`
// tiles x[b][g] (`stride` tiles apart), each in a frame of its own (the
// pipe's declared frame of one tile).

static constexpr uint32 TILE = 1024;

void kernel(global<T> x, pipe<T> batch, uint32 first_tile, uint32 tiles,
            uint32 batches, uint32 stride) {
    for (uint32 t = 0; t < tiles; t++) {
        for (uint32 b = 0; b < batches; b++) {
            batch.reserve_back();
            batch.read(0, x, (b * stride + first_tile + t) * TILE, TILE);
            read_barrier();
            batch.push_back();
        }
    }
}
