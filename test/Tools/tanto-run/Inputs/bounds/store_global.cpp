// Stores 1024 elements into a global of 512.
void kernel(global<float> y, local<float> buf) {
    buf.write(0, y, 0, 1024);
    write_barrier();
}
