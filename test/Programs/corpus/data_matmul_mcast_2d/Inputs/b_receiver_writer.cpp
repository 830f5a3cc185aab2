// 2-D multicast matmul, the writer of a core off row 0: per step k it takes
// part in its column's B handshake (clear `b_valid`, increment the sender's
// `b_ready`, wait for `b_valid`) and copies the block into `pb`; then it
// stores its Mb x Nb block of C, one row of tiles per frame.

static constexpr uint32 TILE = 1024;

void kernel(global<T> c, local<T> b_block, pipe<T> pb, pipe<T> pc,
            semaphore b_ready, semaphore b_valid, uint32 sender_x, uint32 sender_y,
            uint32 first_row, uint32 first_col, uint32 Mb, uint32 Nb, uint32 Kt, uint32 Nt) {
    pb.set_frame(Nb);
    pc.set_frame(Nb);
    for (uint32 k = 0; k < Kt; k++) {
        b_valid.set(0);
        b_ready.inc(sender_x, sender_y, 1);
        b_valid.wait(1);
        pb.reserve_back();
        pb.read(0, b_block, 0, Nb * TILE);
        read_barrier();
        pb.push_back();
    }
    for (uint32 i = 0; i < Mb; i++) {
        pc.wait_front();
        pc.write(0, c, ((first_row + i) * Nt + first_col) * TILE, Nb * TILE);
        write_barrier();
        pc.pop_front();
    }
}
