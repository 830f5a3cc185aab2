// Pages 0 and 12 share bank 0; page 1, read last, has bank 1 to itself.
void kernel(global<float> x, pipe<float> p) {
    p.set_frame(3);
    p.reserve_back();
    p.read(0, x, 0, 1024);
    p.read(1024, x, 12 * 1024, 1024);
    p.read(2048, x, 1024, 1024);
    read_barrier();
    p.push_back();
}
