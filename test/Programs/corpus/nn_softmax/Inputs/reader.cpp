// Softmax reader: pushes the reduction scaler (1.0 in element 0) once, then
// each of this core's rows of tiles as one frame of Wt tiles.
void kernel(
        global<T> logits,
        local<T> scratch,
        pipe<T> p_scaler,
        pipe<T> p_x,
        uint32 first_row,
        uint32 num_rows,
        uint32 Wt) {
    for (uint32 i = 0; i < 1024; i++) {
        scratch.set(i, 0.0f);
    }
    scratch.set(0, 1.0f);
    p_scaler.reserve_back();
    p_scaler.read(0, scratch, 0, 1024);
    read_barrier();
    p_scaler.push_back();

    p_x.set_frame(Wt);
    const uint32 row_elems = Wt * 1024;
    for (uint32 i = 0; i < num_rows; i++) {
        p_x.reserve_back();
        p_x.read(0, logits, (first_row + i) * row_elems, row_elems);
        read_barrier();
        p_x.push_back();
    }
}
