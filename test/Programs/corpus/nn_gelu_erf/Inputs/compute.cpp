// Exact GELU as a chain of unary ops: gate = 0.5 * (1 + erf(x / sqrt(2)))
// computed in the destination and packed to an f32 intermediate pipe, then
// y = x * gate. Scalar parameters are f32 bit patterns.
static constexpr uint32 INV_SQRT2 = 0x3f3504f3u; // 0.70710677f
static constexpr uint32 ONE = 0x3f800000u;       // 1.0f
static constexpr uint32 HALF = 0x3f000000u;      // 0.5f

void kernel(pipe<T> p_x, pipe<float> p_gate, pipe<T> p_y, uint32 num_tiles) {
    for (uint32 t = 0; t < num_tiles; t++) {
        p_x.wait_front();
        p_gate.reserve_back();
        {
            math<float> acc;
            acc.copy(p_x, 0, 0);
            acc.mul_scalar(0, INV_SQRT2);
            acc.erf(0);
            acc.add_scalar(0, ONE);
            acc.mul_scalar(0, HALF);
            acc.pack(0, p_gate);
        }
        p_gate.push_back();

        p_gate.wait_front();
        p_y.reserve_back();
        {
            math<float> acc;
            acc.mul(p_x, p_gate, 0, 0, 0);
            acc.pack(0, p_y);
        }
        p_y.push_back();
        p_gate.pop_front();
        p_x.pop_front();
    }
}
