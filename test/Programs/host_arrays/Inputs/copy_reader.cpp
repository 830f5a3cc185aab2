// Streams `tiles` tiles of a global buffer into a pipe, one per frame.
void kernel(global<T> src, pipe<T> out, uint32 tiles) {
    for (uint32 t = 0; t < tiles; t++) {
        out.reserve_back();
        out.read(0, src, t * 1024, 1024);
        read_barrier();
        out.push_back();
    }
}
