// A x B^T compute: tile (m, n) of C = SUM[k] A(m, k) x B(n, k)^T, the
// transpose taken by matmul's `transpose` flag on the second operand.

void kernel(pipe<T> pa, pipe<T> pb, pipe<T> pc, uint32 num_tiles, uint32 Kt) {
    pa.set_frame(Kt);
    pb.set_frame(Kt);
    for (uint32 t = 0; t < num_tiles; t++) {
        pa.wait_front();
        pb.wait_front();
        pc.reserve_back();
        math<T> acc;
        for (uint32 k = 0; k < Kt; k++) {
            acc.matmul(pa, pb, k, k, 0, true);
        }
        acc.pack(0, pc);
        pa.pop_front();
        pb.pop_front();
        pc.push_back();
    }
}
