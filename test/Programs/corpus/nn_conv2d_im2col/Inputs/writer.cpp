// Conv2d writer: the output is a (pixels x output channels) matrix, tile
// (pt, n) at (pt * Nt + n) * 1024; this core stores pixel tiles
// first_ptile .. first_ptile + num_ptiles - 1, all Nt channel tiles each.
void kernel(global<T> out, pipe<T> p_out, uint32 first_ptile, uint32 num_ptiles, uint32 Nt) {
    for (uint32 i = 0; i < num_ptiles; i++) {
        const uint32 row = (first_ptile + i) * Nt;
        for (uint32 n = 0; n < Nt; n++) {
            p_out.wait_front();
            p_out.write(0, out, (row + n) * 1024, 1024);
            write_barrier();
            p_out.pop_front();
        }
    }
}
