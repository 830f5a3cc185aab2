// Pushes one tile of x into p.
void kernel(global<float> x, pipe<float> p) {
    p.reserve_back();
    p.read(0, x, 0, 1024);
    read_barrier();
    p.push_back();
}
