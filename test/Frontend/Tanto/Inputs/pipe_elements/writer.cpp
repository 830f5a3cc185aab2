// Reverses the tile element by element, adding one: q[i] = p[1023 - i] + 1,
// read from p's read frame and written to q's write frame; then stores q.
void kernel(pipe<uint16> p, pipe<uint16> q, global<uint16> y) {
    p.wait_front();
    q.reserve_back();
    for (uint32 i = 0; i < 1024; i++) {
        q.set(i, p.get(1023 - i) + 1);
    }
    q.push_back();
    p.pop_front();
    q.wait_front();
    q.write(0, y, 0, 1024);
    write_barrier();
    q.pop_front();
}
