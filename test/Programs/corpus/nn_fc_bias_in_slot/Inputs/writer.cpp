// Fully connected writer: output tiles (m, n) for m = 0 .. Mt - 1, at
// (m * Nt + n) * 1024 of the tile-major y.
void kernel(global<T> y, pipe<T> p_y, uint32 n, uint32 Mt, uint32 Nt) {
    for (uint32 m = 0; m < Mt; m++) {
        p_y.wait_front();
        p_y.write(0, y, (m * Nt + n) * 1024, 1024);
        write_barrier();
        p_y.pop_front();
    }
}
