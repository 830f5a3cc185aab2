// Pushes the tile of `x` into `p`.
void kernel(global<uint16> x, pipe<uint16> p) {
    p.reserve_back();
    p.read(0, x, 0, 1024);
    read_barrier();
    p.push_back();
}
