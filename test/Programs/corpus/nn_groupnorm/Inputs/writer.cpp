// Group norm writer: stores the group's Ht output tiles down tile column
// `group` of the (pixels x channels) output.
void kernel(global<T> y, pipe<T> p_y, uint32 group, uint32 Ht, uint32 Ct) {
    for (uint32 h = 0; h < Ht; h++) {
        p_y.wait_front();
        p_y.write(0, y, (h * Ct + group) * 1024, 1024);
        write_barrier();
        p_y.pop_front();
    }
}
