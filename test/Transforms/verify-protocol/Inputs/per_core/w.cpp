void kernel(global<T> g, pipe<T> p, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        p.wait_front();
        p.write(0, g, i * 1024, 1024);
        write_barrier();
        p.pop_front();
    }
}
