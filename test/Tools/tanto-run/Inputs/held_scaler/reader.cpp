// The scalar tile once, then the tiles of x.
void kernel(global<float> x, global<float> v, pipe<float> px, pipe<float> ps, uint32 tiles) {
    ps.reserve_back();
    ps.read(0, v, 0, 1024);
    read_barrier();
    ps.push_back();
    for (uint32 t = 0; t < tiles; t++) {
        px.reserve_back();
        px.read(0, x, t * 1024, 1024);
        read_barrier();
        px.push_back();
    }
}
