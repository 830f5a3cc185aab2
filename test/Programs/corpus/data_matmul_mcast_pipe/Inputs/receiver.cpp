// Pipe-to-pipe multicast matmul, a receiving core's reader. Per step k of K
// it reads its own band of A (tiles (m0 + i, k), i < Mb) into `pa`, then
// reserves a write frame of `pb` (free once its compute has popped the
// frame of step k - 2), clears `valid`, tells the sender it is ready
// (increments the sender's `ready`) and waits for `valid`: by then the
// sender's multicast has filled this write frame with row of tiles k of B,
// and the kernel only pushes it. Nothing is copied on this core.

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, pipe<T> pa, pipe<T> pb,
            semaphore ready, semaphore valid, uint32 sender_x, uint32 sender_y,
            uint32 first_row, uint32 Mb, uint32 Kt, uint32 Nt) {
    pa.set_frame(Mb);
    pb.set_frame(Nt);
    for (uint32 k = 0; k < Kt; k++) {
        pa.reserve_back();
        for (uint32 i = 0; i < Mb; i++) {
            pa.read(i * TILE, a, ((first_row + i) * Kt + k) * TILE, TILE);
        }
        read_barrier();
        pa.push_back();

        pb.reserve_back();
        valid.set(0);
        ready.inc(sender_x, sender_y, 1);
        valid.wait(1);
        pb.push_back();
    }
}
