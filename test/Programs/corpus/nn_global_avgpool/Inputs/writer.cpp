// Global average pool writer: stores row 0 of the mean tile (32 channel
// means) at channel ct * 32 of the pooled vector. The tile is stored in
// 16x16 faces: row 0 is the first 16 elements of face 0 (columns 0-15) and
// of face 1 (columns 16-31, 256 elements further).
static constexpr uint32 FACE = 16 * 16;

void kernel(global<T> pooled, pipe<T> p_mean, uint32 ct) {
    p_mean.wait_front();
    p_mean.write(0, pooled, ct * 32, 16);
    p_mean.write(FACE, pooled, ct * 32 + 16, 16);
    write_barrier();
    p_mean.pop_front();
}
