// 2-D multicast matmul, the reader of a core in column 0: per step k it
// waits until the other cores of its row are ready for a new block of A,
// reads tiles (m0 + i, k), i < Mb, of A into the local `a_block`, multicasts
// the block along its row (x0, y0)-(x1, y1), raises `a_valid` there, and
// pushes its own copy into `pa`.

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, local<T> a_block, pipe<T> pa, semaphore a_ready, semaphore a_valid,
            uint32 x0, uint32 y0, uint32 x1, uint32 y1, uint32 receivers,
            uint32 first_row, uint32 Mb, uint32 Kt) {
    pa.set_frame(Mb);
    for (uint32 k = 0; k < Kt; k++) {
        a_ready.wait(receivers);
        a_ready.set(0);
        for (uint32 i = 0; i < Mb; i++) {
            a_block.read(i * TILE, a, ((first_row + i) * Kt + k) * TILE, TILE);
        }
        read_barrier();
        a_block.write_mcast(0, a_block, 0, Mb * TILE, x0, y0, x1, y1, receivers);
        write_barrier();
        a_valid.set(1);
        a_valid.set_mcast(a_valid, x0, y0, x1, y1, receivers);

        pa.reserve_back();
        pa.read(0, a_block, 0, Mb * TILE);
        read_barrier();
        pa.push_back();
    }
}
