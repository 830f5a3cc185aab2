// Strided slice reader: gathers rows row0, row0 + row_step, ... of a
// row-major source W elements wide, and of each only the columns
// col0 .. col0 + C - 1, packing `rows_per_frame` slice rows of C elements
// into every frame.

void kernel(global<T> src, pipe<T> out, uint32 first_out_row, uint32 frames,
            uint32 rows_per_frame, uint32 W, uint32 row0, uint32 row_step,
            uint32 col0, uint32 C) {
    uint32 src_row = row0 + first_out_row * row_step;
    for (uint32 f = 0; f < frames; f++) {
        out.reserve_back();
        for (uint32 k = 0; k < rows_per_frame; k++) {
            out.read(k * C, src, src_row * W + col0, C);
            src_row += row_step;
        }
        read_barrier();
        out.push_back();
    }
}
