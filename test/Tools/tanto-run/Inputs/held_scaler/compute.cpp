// y = x * s[0, 0]; the scalar frame is waited for once and held to the end.
void kernel(pipe<float> px, pipe<float> ps, pipe<float> py, uint32 tiles) {
    ps.wait_front();
    for (uint32 t = 0; t < tiles; t++) {
        px.wait_front();
        py.reserve_back();
        math<float> acc;
        acc.mul_bcast_scalar(px, ps, 0, 0, 0);
        acc.pack(0, py);
        px.pop_front();
        py.push_back();
    }
}
