// Blocked multicast matmul, the writer of a core west of the grid's last
// column: per step it takes part in its row's A handshake (reserve a write
// frame of `pa`, clear `a_valid`, increment the sender's `a_ready`, wait
// for `a_valid`, push the frame the multicast filled); then it stores its
// Mb x Nb block of C (one frame of `pc`, its rows written together under
// one write barrier).

static constexpr uint32 TILE = 1024;

void kernel(global<T> c, pipe<T> pa, pipe<T> pc, semaphore a_ready, semaphore a_valid,
            uint32 sender_x, uint32 sender_y, uint32 first_row, uint32 first_col,
            uint32 Mb, uint32 Nb, uint32 Kt, uint32 Kb, uint32 Nt) {
    pa.set_frame(Mb * Kb);
    for (uint32 k = 0; k < Kt; k += Kb) {
        pa.reserve_back();
        a_valid.set(0);
        a_ready.inc(sender_x, sender_y, 1);
        a_valid.wait(1);
        pa.push_back();
    }
    pc.set_frame(Mb * Nb);
    pc.wait_front();
    for (uint32 i = 0; i < Mb; i++) {
        pc.write(i * Nb * TILE, c, ((first_row + i) * Nt + first_col) * TILE, Nb * TILE);
    }
    write_barrier();
    pc.pop_front();
}
