// Writes the sender's frames to tiles 0 .. tiles-1 of `out`, once all are sent.
static constexpr uint32 TILE = 1024;

void kernel(global<bfloat16> out, pipe<bfloat16> staged, semaphore sent, uint32 tiles) {
    sent.wait(1);
    for (uint32 t = 0; t < tiles; t++) {
        staged.wait_front();
        staged.write(0, out, t * TILE, TILE);
        write_barrier();
        staged.pop_front();
    }
}
