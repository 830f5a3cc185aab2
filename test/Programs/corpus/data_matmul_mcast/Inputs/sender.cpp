// Multicast matmul, the sending core's reader. Per step k of K it
//  - reads its own band of A: tiles (m0 + i, k), i < Mb, into `pa`;
//  - waits until every receiver has incremented `ready` (it is done with the
//    previous block of B), reads row of tiles k of B (Nt tiles, contiguous in
//    the tile-major B) into the local buffer `block`, multicasts the block to
//    the receivers' `block` instances, and after the write barrier raises
//    `valid` on itself and multicasts it to the receivers;
//  - pushes its own copy of the block into `pb`.
// (x0, y0)-(x1, y1) is the receivers' rectangle, `receivers` its core count.

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, global<T> b, local<T> block, pipe<T> pa, pipe<T> pb,
            semaphore ready, semaphore valid,
            uint32 x0, uint32 y0, uint32 x1, uint32 y1, uint32 receivers,
            uint32 first_row, uint32 Mb, uint32 Kt, uint32 Nt) {
    pa.set_frame(Mb);
    pb.set_frame(Nt);
    for (uint32 k = 0; k < Kt; k++) {
        pa.reserve_back();
        for (uint32 i = 0; i < Mb; i++) {
            pa.read(i * TILE, a, ((first_row + i) * Kt + k) * TILE, TILE);
        }

        ready.wait(receivers);
        ready.set(0);
        block.read(0, b, k * Nt * TILE, Nt * TILE);
        read_barrier();
        pa.push_back();

        block.write_mcast(0, block, 0, Nt * TILE, x0, y0, x1, y1, receivers);
        write_barrier();
        valid.set(1);
        valid.set_mcast(valid, x0, y0, x1, y1, receivers);

        pb.reserve_back();
        pb.read(0, block, 0, Nt * TILE);
        read_barrier();
        pb.push_back();
    }
}
