// Pooling writer: output tile i of this core is tile first_tile + i of the
// (pixels x channels) output, written with one barrier per frame.
void kernel(global<T> pooled, pipe<T> p_out, uint32 first_tile, uint32 num_tiles) {
    uint32 dst = first_tile * 1024;
    for (uint32 i = 0; i < num_tiles; i++) {
        p_out.wait_front();
        p_out.write(0, pooled, dst, 1024);
        write_barrier();
        p_out.pop_front();
        dst += 1024;
    }
}
