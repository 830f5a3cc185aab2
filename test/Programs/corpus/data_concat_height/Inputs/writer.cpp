// Stick writer: drains frames of `rows_per_frame` rows of `row_elems`
// elements each and writes every row (a stick) to its place in a row-major
// output, row `first_row` onwards.

void kernel(global<T> dst, pipe<T> in, uint32 first_row, uint32 frames,
            uint32 rows_per_frame, uint32 row_elems) {
    for (uint32 f = 0; f < frames; f++) {
        in.wait_front();
        for (uint32 k = 0; k < rows_per_frame; k++) {
            uint32 row = first_row + f * rows_per_frame + k;
            in.write(k * row_elems, dst, row * row_elems, row_elems);
        }
        write_barrier();
        in.pop_front();
    }
}
