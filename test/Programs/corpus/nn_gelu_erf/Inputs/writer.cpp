// Activation writer: drains one tile per frame to tiles first_tile onward.
void kernel(global<T> y, pipe<T> p_y, uint32 first_tile, uint32 num_tiles) {
    for (uint32 i = 0; i < num_tiles; i++) {
        p_y.wait_front();
        p_y.write(0, y, (first_tile + i) * 1024, 1024);
        write_barrier();
        p_y.pop_front();
    }
}
