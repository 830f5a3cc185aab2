// Scalar maximum of shifted data: each input frame of two tiles is shifted
// by -1 (sub_scalar 1.0f) into one `tiles`-tile frame of `shifted`; then one
// math object takes reduce_max_scalar of every tile of it into slot 0 (a
// fresh slot: the first reduce starts from its own maximum, not from 0) and
// pack_scalar writes element (0, 0) and 0 elsewhere.

static constexpr uint32 ONE = 0x3f800000u; // 1.0f

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> shifted, pipe<T> out, uint32 tiles) {
    in.set_frame(2);
    shifted.set_frame(tiles);
    scaler.wait_front();

    shifted.reserve_back();
    for (uint32 t = 0; t < tiles; t += 2) {
        in.wait_front();
        math<T> acc;
        for (uint32 j = 0; j < 2; j++) {
            acc.copy(in, j, j);
            acc.sub_scalar(j, ONE);
            acc.pack(j, shifted);
        }
        in.pop_front();
    }
    shifted.push_back();

    shifted.wait_front();
    out.reserve_back();
    {
        math<T> acc;
        for (uint32 t = 0; t < tiles; t++) {
            acc.reduce_max_scalar(shifted, scaler, t, 0, 0);
        }
        acc.pack_scalar(0, out);
    }
    out.push_back();
    shifted.pop_front();
    scaler.pop_front();
}
