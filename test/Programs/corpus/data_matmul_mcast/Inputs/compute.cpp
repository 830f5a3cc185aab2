// Band matmul: C[m0 + i, n] = SUM[k] A[m0 + i, k] x B[k, n] for the core's
// Mb rows of tiles and all Nt columns. Each step k brings a frame of Mb
// tiles of A and a frame of one row of tiles of B; the Mb * Nt products
// accumulate in slots i * Nt + n, which are packed row by row at the end.

void kernel(pipe<T> pa, pipe<T> pb, pipe<T> pc, uint32 Mb, uint32 Kt, uint32 Nt) {
    pa.set_frame(Mb);
    pb.set_frame(Nt);
    pc.set_frame(Nt);
    math<T> acc;
    for (uint32 k = 0; k < Kt; k++) {
        pa.wait_front();
        pb.wait_front();
        for (uint32 i = 0; i < Mb; i++) {
            for (uint32 n = 0; n < Nt; n++) {
                acc.matmul(pa, pb, i, n, i * Nt + n, false);
            }
        }
        pa.pop_front();
        pb.pop_front();
    }
    for (uint32 i = 0; i < Mb; i++) {
        pc.reserve_back();
        for (uint32 n = 0; n < Nt; n++) {
            acc.pack(i * Nt + n, pc);
        }
        pc.push_back();
    }
}
