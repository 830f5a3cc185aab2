// Stages DRAM data in a local buffer once, then moves chunks of it into a
// pipe repeatedly with the move fast path (move_init once per size).

void kernel(global<T> table, local<T> staged, pipe<T> out, uint32 tiles, uint32 repeats) {
    staged.read(0, table, 0, tiles * 1024);
    read_barrier();
    out.move_init(1024);
    for (uint32 r = 0; r < repeats; r++) {
        for (uint32 t = 0; t < tiles; t++) {
            out.reserve_back();
            out.move(0, staged, t * 1024);
            read_barrier();
            out.push_back();
        }
    }
    // Rotate the staged table by one tile.
    staged.move_init(1024);
    staged.move(tiles * 1024, staged, 0);
    read_barrier();
}
