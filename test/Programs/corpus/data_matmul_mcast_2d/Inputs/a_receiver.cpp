// 2-D multicast matmul, the reader of a core off column 0: per step k it
// clears `a_valid`, signals the row's sender (sender_x, sender_y) that its
// `a_block` may be overwritten, waits for the multicast block, and copies it
// into `pa`.

static constexpr uint32 TILE = 1024;

void kernel(local<T> a_block, pipe<T> pa, semaphore a_ready, semaphore a_valid,
            uint32 sender_x, uint32 sender_y, uint32 Mb, uint32 Kt) {
    pa.set_frame(Mb);
    for (uint32 k = 0; k < Kt; k++) {
        a_valid.set(0);
        a_ready.inc(sender_x, sender_y, 1);
        a_valid.wait(1);
        pa.reserve_back();
        pa.read(0, a_block, 0, Mb * TILE);
        read_barrier();
        pa.push_back();
    }
}
