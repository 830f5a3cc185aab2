// Writes each core's tiles to its own range of the output.
void kernel(global<T> dst, pipe<T> out, uint32 first_tile, uint32 tiles) {
    for (uint32 t = 0; t < tiles; t++) {
        out.wait_front();
        out.write(0, dst, (first_tile + t) * 1024, 1024);
        write_barrier();
        out.pop_front();
    }
}
