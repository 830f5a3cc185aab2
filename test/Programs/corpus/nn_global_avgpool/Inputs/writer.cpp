// Global average pool writer: stores row 0 of the mean tile (32 channel
// means) at channel ct * 32 of the pooled vector.
void kernel(global<T> pooled, pipe<T> p_mean, uint32 ct) {
    p_mean.wait_front();
    p_mean.write(0, pooled, ct * 32, 32);
    write_barrier();
    p_mean.pop_front();
}
