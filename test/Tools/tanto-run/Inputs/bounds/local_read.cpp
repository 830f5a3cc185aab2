// Reads 2048 elements into a local buffer of 1024.
void kernel(global<float> x, local<float> buf) {
    buf.read(0, x, 0, 2048);
    read_barrier();
}
