// Integer work in a loop, no runtime calls: the simulator's raw RV32
// instruction rate (a hash of a local buffer, rewritten in place).
void kernel(local<uint32> buf, uint32 rounds) {
    uint32 acc = 1;
    for (uint32 r = 0; r < rounds; r++) {
        for (uint32 i = 0; i < 1024; i++) {
            acc = acc * 31 + buf.get(i);
            buf.set(i, acc ^ r);
        }
    }
}
