// get before wait_front: the read frame is not this kernel's yet.
void kernel(pipe<uint16> p, global<uint16> y) {
    uint16 first = p.get(0);
    p.wait_front();
    p.pop_front();
}
