// Blocked matmul of one core: C[m0 + i, n0 + j] = SUM[k] A[m0 + i, k] x
// B[k, n0 + j] for its Mb x Nb block. Each step brings a frame of Mb x Kb
// tiles of A (row-major) and one of Kb x Nb tiles of B; the Mb * Nb
// products accumulate in destination slots i * Nb + j over all of K (so
// Mb * Nb is at most the 8 slots of a 16-bit math object), and are packed
// at the end into one frame of `pc`, row-major.

void kernel(pipe<T> pa, pipe<T> pb, pipe<T> pc, uint32 Mb, uint32 Nb, uint32 Kt, uint32 Kb) {
    pa.set_frame(Mb * Kb);
    pb.set_frame(Kb * Nb);
    pc.set_frame(Mb * Nb);
    math<T> acc;
    for (uint32 k = 0; k < Kt; k += Kb) {
        pa.wait_front();
        pb.wait_front();
        for (uint32 i = 0; i < Mb; i++) {
            for (uint32 j = 0; j < Nb; j++) {
                for (uint32 kk = 0; kk < Kb; kk++) {
                    acc.matmul(pa, pb, i * Kb + kk, kk * Nb + j, i * Nb + j, false);
                }
            }
        }
        pa.pop_front();
        pb.pop_front();
    }
    pc.reserve_back();
    for (uint32 slot = 0; slot < Mb * Nb; slot++) {
        acc.pack(slot, pc);
    }
    pc.push_back();
}
