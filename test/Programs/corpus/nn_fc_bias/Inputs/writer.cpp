// Fully connected writer: stores output tiles (m, 0 .. Nt - 1).
void kernel(global<T> y, pipe<T> p_y, uint32 m, uint32 Nt) {
    for (uint32 n = 0; n < Nt; n++) {
        p_y.wait_front();
        p_y.write(0, y, (m * Nt + n) * 1024, 1024);
        write_barrier();
        p_y.pop_front();
    }
}
