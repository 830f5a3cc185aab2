// 2-D multicast matmul, the writer of a core in row 0. It also feeds B: per
// step k it waits until the other cores of its column are ready, reads tiles
// (k, n0 + j), j < Nb, of B (contiguous in the tile-major B) into `b_block`,
// multicasts them down its column (x0, y0)-(x1, y1), raises `b_valid`, and
// pushes its own copy into `pb`. Then it stores its Mb x Nb block of C, one
// row of tiles per frame.

static constexpr uint32 TILE = 1024;

void kernel(global<T> b, global<T> c, local<T> b_block, pipe<T> pb, pipe<T> pc,
            semaphore b_ready, semaphore b_valid,
            uint32 x0, uint32 y0, uint32 x1, uint32 y1, uint32 receivers,
            uint32 first_row, uint32 first_col, uint32 Mb, uint32 Nb, uint32 Kt, uint32 Nt) {
    pb.set_frame(Nb);
    pc.set_frame(Nb);
    for (uint32 k = 0; k < Kt; k++) {
        b_ready.wait(receivers);
        b_ready.set(0);
        b_block.read(0, b, (k * Nt + first_col) * TILE, Nb * TILE);
        read_barrier();
        b_block.write_mcast(0, b_block, 0, Nb * TILE, x0, y0, x1, y1, receivers);
        write_barrier();
        b_valid.set(1);
        b_valid.set_mcast(b_valid, x0, y0, x1, y1, receivers);

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
