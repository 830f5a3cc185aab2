// Blocked multicast matmul, the writer of a core in the grid's last column:
// it feeds its grid row with A, as b_sender.cpp feeds a column with B. Per
// step it reads the Mb x Kb tiles (m0 + i, k + kk) of the tile-major A into
// a write frame of `pa` (one read per row of tiles: Kb contiguous tiles),
// waits for the row's `a_ready`, multicasts the frame along the row into
// the other cores' write frames, raises `a_valid` right behind it and
// pushes (the write barriers as in b_sender.cpp). Then it
// stores its own Mb x Nb block of C (one frame of `pc`, its rows written
// together under one write barrier).
// It runs on NoC 1, which routes left along the row (x0, y0)-(x1, y1) west
// of it, and up then left from the DRAM banks, so each grid row's A comes
// in over its own link rather than all of it over one.

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, global<T> c, pipe<T> pa, pipe<T> pc,
            semaphore a_ready, semaphore a_valid,
            uint32 x0, uint32 y0, uint32 x1, uint32 y1, uint32 receivers,
            uint32 first_row, uint32 first_col, uint32 Mb, uint32 Nb,
            uint32 Kt, uint32 Kb, uint32 Nt) {
    pa.set_frame(Mb * Kb);
    for (uint32 k = 0; k < Kt; k += Kb) {
        pa.reserve_back();
        for (uint32 i = 0; i < Mb; i++) {
            pa.read(i * Kb * TILE, a, ((first_row + i) * Kt + k) * TILE, Kb * TILE);
        }
        read_barrier();
        // The previous step's multicast has landed: its frame may come round again.
        write_barrier();
        a_ready.wait(receivers);
        a_ready.set(0);
        pa.write_mcast(0, pa, 0, Mb * Kb * TILE, x0, y0, x1, y1, receivers);
        // The flag follows the block on the same NoC and virtual channel, so
        // it lands after it: no barrier here (tt-metal's Wormhole matmul
        // senders do the same; Blackhole would need a flush).
        a_valid.set(1);
        a_valid.set_mcast(a_valid, x0, y0, x1, y1, receivers);
        pa.push_back();
    }
    // The block in one frame: its Mb row writes go out together.
    pc.set_frame(Mb * Nb);
    pc.wait_front();
    for (uint32 i = 0; i < Mb; i++) {
        pc.write(i * Nb * TILE, c, ((first_row + i) * Nt + first_col) * TILE, Nb * TILE);
    }
    write_barrier();
    pc.pop_front();
}
