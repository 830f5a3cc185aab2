// y = x * c element by element, with c one tile of constants read from the
// read frame of `pc` in every frame of x, WITHOUT a wait_front on `pc` in
// this kernel (a read-without-wait warning, not an error).
//
// Why it is safe: the reader pushes the one constants frame of `pc` (after
// its read barrier) before it reserves the first frame of `px`, and this
// kernel waits on `px` before its first read of `pc`. So when that
// wait_front returns, the constants frame is complete, and it sits at the
// start of `pc`, where the read frame pointer of a pipe nobody has popped
// points. The frame is never popped (the reader never reserves `pc` again)
// and dies with the kernels.

param<uint32> block;

void kernel(pipe<T> px, pipe<T> pc, pipe<T> py, uint32 tiles) {
    px.set_frame(block);
    py.set_frame(block);
    for (uint32 t = 0; t < tiles; t += block) {
        px.wait_front();
        py.reserve_back();
        math<T> acc;
        for (uint32 j = 0; j < block; j++) {
            acc.mul(px, pc, j, 0, j);
        }
        for (uint32 j = 0; j < block; j++) {
            acc.pack(j, py);
        }
        px.pop_front();
        py.push_back();
    }
}
