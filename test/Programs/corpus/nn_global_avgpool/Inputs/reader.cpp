// Global average pool reader: builds the scaler tile (1 / (Ht * 32) in
// element 0) once, then streams the Ht tiles of this core's column of
// channel tiles of the (pixels x channels) activation.
void kernel(global<T> act, local<T> scratch, pipe<T> p_scaler, pipe<T> p_x, uint32 ct, uint32 Ht, uint32 Ct) {
    scratch.set(0, 1.0f / (float)(Ht * 32));
    for (uint32 i = 1; i < 1024; i++) {
        scratch.set(i, 0.0f);
    }
    p_scaler.reserve_back();
    p_scaler.read(0, scratch, 0, 1024);
    read_barrier();
    p_scaler.push_back();
    for (uint32 h = 0; h < Ht; h++) {
        p_x.reserve_back();
        p_x.read(0, act, (h * Ct + ct) * 1024, 1024);
        read_barrier();
        p_x.push_back();
    }
}
