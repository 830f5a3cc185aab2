// Embedding compute: each gathered tile times sqrt(64) = 8.0f.

static constexpr uint32 EIGHT = 0x41000000u; // 8.0f

void kernel(pipe<T> p_rows, pipe<T> p_out, uint32 num_tiles) {
    for (uint32 i = 0; i < num_tiles; i++) {
        p_rows.wait_front();
        p_out.reserve_back();
        {
            math<T> acc;
            acc.copy(p_rows, 0, 0);
            acc.mul_scalar(0, EIGHT);
            acc.pack(0, p_out);
        }
        p_out.push_back();
        p_rows.pop_front();
    }
}
