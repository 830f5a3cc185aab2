// Reads two tiles into a one-tile write frame.
void kernel(global<float> x, pipe<float> p, uint32 count) {
    p.reserve_back();
    p.read(0, x, 0, count);
    read_barrier();
    p.push_back();
}
