// François
void kernel(pipe<float> p) {
    uint32 café = 1;
    p.set_frame(café);
}
