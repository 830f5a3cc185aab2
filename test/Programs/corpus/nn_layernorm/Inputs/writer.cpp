// Layernorm writer: stores this core's rows of tiles, tile by tile.
void kernel(global<T> y, pipe<T> p_y, uint32 first_row, uint32 num_rows, uint32 Wt) {
    for (uint32 i = 0; i < num_rows; i++) {
        uint32 dst = (first_row + i) * Wt * 1024;
        for (uint32 w = 0; w < Wt; w++) {
            p_y.wait_front();
            p_y.write(0, y, dst, 1024);
            write_barrier();
            p_y.pop_front();
            dst += 1024;
        }
    }
}
