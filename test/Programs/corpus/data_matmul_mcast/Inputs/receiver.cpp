// Multicast matmul, a receiving core's reader. Per step k of K it reads its
// own band of A (tiles (m0 + i, k), i < Mb) into `pa`, then takes part in the
// handshake for row of tiles k of B: clears `valid`, tells the sender it is
// ready (increments the sender's `ready`), waits for `valid`, and copies the
// multicast block from its local buffer into `pb` before the next increment
// lets the sender overwrite it.

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, local<T> block, pipe<T> pa, pipe<T> pb,
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

        valid.set(0);
        ready.inc(sender_x, sender_y, 1);
        valid.wait(1);
        pb.reserve_back();
        pb.move_init(TILE);
        for (uint32 n = 0; n < Nt; n++) {
            pb.move(n * TILE, block, n * TILE);
        }
        read_barrier();
        pb.push_back();
    }
}
