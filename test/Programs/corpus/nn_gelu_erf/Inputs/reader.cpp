// Activation reader: streams tiles first_tile .. first_tile + num_tiles - 1
// of the input, one tile per frame.
void kernel(global<T> x, pipe<T> p_x, uint32 first_tile, uint32 num_tiles) {
    uint32 pos = first_tile * 1024;
    for (uint32 t = 0; t < num_tiles; t++) {
        p_x.reserve_back();
        p_x.read(0, x, pos, 1024);
        pos += 1024;
        read_barrier();
        p_x.push_back();
    }
}
