// Fills each reserved frame from DRAM, multicasts the write frame to the
// receiver's `copy`, then pushes it; tells the receiver (valid) and this
// core's writer (sent) once every tile is out.
static constexpr uint32 TILE = 1024;

void kernel(global<bfloat16> src, pipe<bfloat16> staged, local<bfloat16> copy,
            semaphore valid, semaphore sent, uint32 x, uint32 y, uint32 tiles) {
    for (uint32 t = 0; t < tiles; t++) {
        staged.reserve_back();
        staged.read(0, src, t * TILE, TILE);
        read_barrier();
        staged.write_mcast(0, copy, t * TILE, TILE, x, y, x, y, 1);
        write_barrier();
        staged.push_back();
    }
    valid.set(1);
    valid.set_mcast(valid, x, y, x, y, 1);
    write_barrier();
    sent.set(1);
}
