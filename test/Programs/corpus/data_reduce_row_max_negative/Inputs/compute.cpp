// Row maxima of negated data. Per row of Wt tiles: each tile arrives alone
// and is negated (copy, abs, mul_scalar by -1.0f) into one Wt-tile frame of
// `negated`; then one math object reduces the frame with reduce_max_rows
// into slot 0 (the first reduce into the fresh slot starts from its own
// maximum, the others keep the running maximum) and pack_row writes column 0
// (the row maxima) and 0 elsewhere.

static constexpr uint32 MINUS_ONE = 0xbf800000u; // -1.0f

void kernel(pipe<T> in, pipe<T> scaler, pipe<T> negated, pipe<T> out,
            uint32 rows, uint32 Wt) {
    negated.set_frame(Wt);
    scaler.wait_front();
    for (uint32 r = 0; r < rows; r++) {
        negated.reserve_back();
        for (uint32 w = 0; w < Wt; w++) {
            in.wait_front();
            math<T> acc;
            acc.copy(in, 0, 0);
            acc.abs(0);
            acc.mul_scalar(0, MINUS_ONE);
            acc.pack(0, negated);
            in.pop_front();
        }
        negated.push_back();

        negated.wait_front();
        out.reserve_back();
        {
            math<T> acc;
            for (uint32 w = 0; w < Wt; w++) {
                acc.reduce_max_rows(negated, scaler, w, 0, 0);
            }
            acc.pack_row(0, out);
        }
        out.push_back();
        negated.pop_front();
    }
    scaler.pop_front();
}
