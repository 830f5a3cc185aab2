// Softmax writer: drains the probabilities tile by tile and stores each row
// of tiles contiguously, one barrier per row.
void kernel(global<T> probs, pipe<T> p_y, uint32 first_row, uint32 num_rows, uint32 Wt) {
    for (uint32 i = 0; i < num_rows; i++) {
        const uint32 base = (first_row + i) * Wt * 1024;
        for (uint32 w = 0; w < Wt; w++) {
            p_y.wait_front();
            p_y.write(0, probs, base + w * 1024, 1024);
            write_barrier();
            p_y.pop_front();
        }
    }
}
