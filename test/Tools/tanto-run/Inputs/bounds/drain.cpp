// Pops what the reader pushes.
void kernel(pipe<float> p) {
    p.wait_front();
    p.pop_front();
}
