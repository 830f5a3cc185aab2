// Stores one word at `index` of a local buffer: out of L1 when index is large.
void kernel(local<uint32> buf, uint32 index) {
    buf.set(index, 7);
}
