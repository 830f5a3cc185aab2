// Scalar broadcast y = x OP s[0, 0] over frames of `block` tiles; OP is the
// compile-time `op` (0 add, 1 sub, 2 mul). The scalar frame is held for the
// whole kernel.

static constexpr uint32 OP_ADD = 0, OP_SUB = 1, OP_MUL = 2;

param<uint32> op;
param<uint32> block;

void scalar_op(math<T> acc, pipe<T> px, pipe<T> ps, uint32 i) {
    if (op == OP_ADD) {
        acc.add_bcast_scalar(px, ps, i, 0, i);
    } else if (op == OP_SUB) {
        acc.sub_bcast_scalar(px, ps, i, 0, i);
    } else {
        acc.mul_bcast_scalar(px, ps, i, 0, i);
    }
}

void kernel(pipe<T> px, pipe<T> ps, pipe<T> py, uint32 tiles) {
    px.set_frame(block);
    py.set_frame(block);
    ps.wait_front();
    for (uint32 t = 0; t < tiles; t += block) {
        px.wait_front();
        py.reserve_back();
        math<T> acc;
        for (uint32 i = 0; i < block; i++) {
            scalar_op(acc, px, ps, i);
        }
        for (uint32 i = 0; i < block; i++) {
            acc.pack(i, py);
        }
        px.pop_front();
        py.push_back();
    }
    ps.pop_front();
}
