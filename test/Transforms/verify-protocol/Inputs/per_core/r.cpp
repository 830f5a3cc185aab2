void kernel(global<T> g, pipe<T> p, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        p.reserve_back();
        p.read(0, g, i * 1024, 1024);
        read_barrier();
        p.push_back();
    }
}
