// Height concat reader over row-major sticks: output rows 0..Ha-1 come from
// A, rows Ha..Ha+Hb-1 from B (row i of B). Each frame (1024 elements) holds
// `rows_per_frame` consecutive output rows of W elements; the source is
// chosen row by row, so a frame may straddle the seam between A and B.

void kernel(global<T> a, global<T> b, pipe<T> out, uint32 first_row, uint32 frames,
            uint32 rows_per_frame, uint32 W, uint32 Ha) {
    uint32 row = first_row;
    for (uint32 f = 0; f < frames; f++) {
        out.reserve_back();
        for (uint32 k = 0; k < rows_per_frame; k++) {
            if (row < Ha) {
                out.read(k * W, a, row * W, W);
            } else {
                out.read(k * W, b, (row - Ha) * W, W);
            }
            row++;
        }
        read_barrier();
        out.push_back();
    }
}
