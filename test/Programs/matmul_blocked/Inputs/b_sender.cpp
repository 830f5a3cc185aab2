// Blocked multicast matmul, the reader of a core in the grid's first row: it
// feeds its grid column with B. Per step of Kb tiles of K it
//  - reserves a write frame of `pb` and reads the Kb x Nb tiles
//    (k + kk, n0 + j) of the tile-major B into it, one read per row of tiles
//    (Nb tiles, contiguous);
//  - waits until the other cores of the column have each reserved their own
//    write frame of `pb` (each increments `b_ready`), multicasts its write
//    frame into theirs (every instance has taken the same number of frames,
//    so the write frames sit at the same L1 address), raises `b_valid`
//    there right behind the block, and pushes its own frame.
// It runs on NoC 0, which routes down the column (x0, y0)-(x1, y1) below it;
// the frames of `pb` beyond two let it run a step ahead of the math. A
// step's write barrier waits for the previous step's multicast only, after
// this step's DRAM reads have landed, so the sender never idles on it.

static constexpr uint32 TILE = 1024;

void kernel(global<T> b, pipe<T> pb, semaphore b_ready, semaphore b_valid,
            uint32 x0, uint32 y0, uint32 x1, uint32 y1, uint32 receivers,
            uint32 first_col, uint32 Nb, uint32 Kt, uint32 Kb, uint32 Nt) {
    pb.set_frame(Kb * Nb);
    for (uint32 k = 0; k < Kt; k += Kb) {
        pb.reserve_back();
        for (uint32 kk = 0; kk < Kb; kk++) {
            pb.read(kk * Nb * TILE, b, ((k + kk) * Nt + first_col) * TILE, Nb * TILE);
        }
        read_barrier();
        // The previous step's multicast has landed: its frame may come round again.
        write_barrier();
        b_ready.wait(receivers);
        b_ready.set(0);
        pb.write_mcast(0, pb, 0, Kb * Nb * TILE, x0, y0, x1, y1, receivers);
        // The flag follows the block on the same NoC and virtual channel, so
        // it lands after it: no barrier here (tt-metal's Wormhole matmul
        // senders do the same; Blackhole would need a flush).
        b_valid.set(1);
        b_valid.set_mcast(b_valid, x0, y0, x1, y1, receivers);
        pb.push_back();
    }
    write_barrier();
}
