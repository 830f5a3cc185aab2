// Pipe-to-pipe multicast matmul, the sending core's reader. Per step k of K
// it
//  - reads its own band of A: tiles (m0 + i, k), i < Mb, into `pa`;
//  - reserves a write frame of `pb` and reads row of tiles k of B (Nt
//    tiles, contiguous in the tile-major B) into it;
//  - waits until every receiver has incremented `ready` (each has reserved
//    its own write frame of `pb` for step k, so that frame is free), then
//    multicasts its write frame into the write frames of the receivers'
//    `pb` instances (spec 3.4.2: write_mcast to a pipe sends "from the write
//    frame of this pipe" to the "write frames of all instances of a pipe");
//    every instance has taken the same number of frames, so the write
//    frames sit at the same L1 address on every core;
//  - after the write barrier raises `valid` on itself and multicasts it to
//    the receivers, and pushes its own frame.
// (x0, y0)-(x1, y1) is the receivers' rectangle, `receivers` its core count.

static constexpr uint32 TILE = 1024;

void kernel(global<T> a, global<T> b, pipe<T> pa, pipe<T> pb,
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
        pb.reserve_back();
        pb.read(0, b, k * Nt * TILE, Nt * TILE);
        read_barrier();
        pa.push_back();

        ready.wait(receivers);
        ready.set(0);
        pb.write_mcast(0, pb, 0, Nt * TILE, x0, y0, x1, y1, receivers);
        write_barrier();
        valid.set(1);
        valid.set_mcast(valid, x0, y0, x1, y1, receivers);
        pb.push_back();
    }
}
