// Gathered-sum compute. Every core: reduce_sum_scalar of its input tiles into
// slot 0 (two per frame), pack_scalar (element (0, 0), 0 elsewhere) into
// `partial`. The root then adds the `cores` gathered partial tiles in slot 0
// (copies and add_dst) and packs the total into `out`.

param<uint32> is_root;

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> partial, pipe<T> gathered, pipe<T> out,
            uint32 tiles, uint32 cores) {
    in.set_frame(2);
    scaler.wait_front();
    partial.reserve_back();
    {
        math<T> acc;
        for (uint32 t = 0; t < tiles; t += 2) {
            in.wait_front();
            acc.reduce_sum_scalar(in, scaler, 0, 0, 0);
            acc.reduce_sum_scalar(in, scaler, 1, 0, 0);
            in.pop_front();
        }
        acc.pack_scalar(0, partial);
    }
    partial.push_back();
    scaler.pop_front();

    if (is_root == 1) {
        gathered.set_frame(cores);
        gathered.wait_front();
        out.reserve_back();
        {
            math<T> acc;
            acc.copy(gathered, 0, 0);
            for (uint32 i = 1; i < cores; i++) {
                acc.copy(gathered, i, 1);
                acc.add_dst(0, 1);
            }
            acc.pack(0, out);
        }
        out.push_back();
        gathered.pop_front();
    }
}
