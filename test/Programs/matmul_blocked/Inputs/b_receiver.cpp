// Blocked multicast matmul, the reader of a core below the grid's first
// row: per step it reserves a write frame of `pb`, clears `b_valid`, tells
// its column's sender (sender_x, sender_y) that the frame is free and waits
// for `b_valid`; by then the sender's multicast has filled the frame with
// the step's Kb x Nb tiles of B, and the kernel only pushes it.

void kernel(pipe<T> pb, semaphore b_ready, semaphore b_valid,
            uint32 sender_x, uint32 sender_y, uint32 Nb, uint32 Kt, uint32 Kb) {
    pb.set_frame(Kb * Nb);
    for (uint32 k = 0; k < Kt; k += Kb) {
        pb.reserve_back();
        b_valid.set(0);
        b_ready.inc(sender_x, sender_y, 1);
        b_valid.wait(1);
        pb.push_back();
    }
}
