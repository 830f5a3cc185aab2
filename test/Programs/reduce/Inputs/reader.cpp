// Reduce reader: builds the scaler tile (1/W in the first element) in a local
// buffer and pushes it once, then streams the input tiles row by row.
void kernel(global<T> src, local<T> scratch, pipe<T> scaler, pipe<T> in, uint32 Ht, uint32 Wt) {
    for (uint32 i = 0; i < 1024; i++) {
        scratch.set(i, 0.0f);
    }
    scratch.set(0, 1.0f / (float)(Wt * 32));
    scaler.reserve_back();
    scaler.read(0, scratch, 0, 1024);
    read_barrier();
    scaler.push_back();
    for (uint32 t = 0; t < Ht * Wt; t++) {
        in.reserve_back();
        in.read(0, src, t * 1024, 1024);
        read_barrier();
        in.push_back();
    }
}
