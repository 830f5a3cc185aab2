// Per-core scalar statistics: over all tiles this core receives (`block` per
// frame), accumulates the scaled sum of every element into slot 0
// (reduce_sum_scalar) and the running maximum into slot 1
// (reduce_max_scalar, from the zeroed slot), then packs element 0 of each
// into its own output pipe.

param<uint32> block;

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> sums, pipe<T> maxima, uint32 tiles) {
    in.set_frame(block);
    scaler.wait_front();
    sums.reserve_back();
    maxima.reserve_back();
    {
        math<T> acc;
        for (uint32 t = 0; t < tiles; t += block) {
            in.wait_front();
            for (uint32 j = 0; j < block; j++) {
                acc.reduce_sum_scalar(in, scaler, j, 0, 0);
                acc.reduce_max_scalar(in, scaler, j, 0, 1);
            }
            in.pop_front();
        }
        acc.pack_scalar(0, sums);
        acc.pack_scalar(1, maxima);
    }
    sums.push_back();
    maxima.push_back();
    scaler.pop_front();
}
