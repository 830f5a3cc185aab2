void kernel(global<float> y, pipe<float> py, uint32 tiles) {
    for (uint32 t = 0; t < tiles; t++) {
        py.wait_front();
        py.write(0, y, t * 1024, 1024);
        write_barrier();
        py.pop_front();
    }
}
