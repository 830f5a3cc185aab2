// Batch-sum compute: its own frame of `batch` is the four tiles the reader
// pushed one by one; their sum ((x0 + x1) + x2) + x3 is built in slot 0 with
// copies into slot 1 and add_dst, and packed alone into a one-tile frame of
// `sums`.

void kernel(pipe<T> batch, pipe<T> sums, uint32 tiles) {
    batch.set_frame(4);
    for (uint32 t = 0; t < tiles; t++) {
        batch.wait_front();
        sums.reserve_back();
        {
            math<T> acc;
            acc.copy(batch, 0, 0);
            for (uint32 b = 1; b < 4; b++) {
                acc.copy(batch, b, 1);
                acc.add_dst(0, 1);
            }
            acc.pack(0, sums);
        }
        sums.push_back();
        batch.pop_front();
    }
}
