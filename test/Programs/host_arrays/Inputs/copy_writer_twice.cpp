// Stores `tiles` tiles of a pipe into two global buffers, one per frame.
void kernel(pipe<T> in, global<T> dst, global<T> flat, uint32 tiles) {
    for (uint32 t = 0; t < tiles; t++) {
        in.wait_front();
        in.write(0, dst, t * 1024, 1024);
        in.write(0, flat, t * 1024, 1024);
        write_barrier();
        in.pop_front();
    }
}
