// Element access is a dataflow kernel's (the reference defines it there).
void kernel(pipe<uint16> p) {
    p.wait_front();
    uint16 first = p.get(0);
    p.pop_front();
}
