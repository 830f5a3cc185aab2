// Conv2d as a matmul over the im2col patches with a fused ReLU: each output
// tile accumulates K_TILES patch x weight products in slot 0, applies relu
// in the destination and packs.
param<uint32> K_TILES;

void kernel(pipe<T> p_patch, pipe<T> p_w, pipe<T> p_out, uint32 num_out_tiles) {
    for (uint32 t = 0; t < num_out_tiles; t++) {
        math<float> acc;
        for (uint32 k = 0; k < K_TILES; k++) {
            p_patch.wait_front();
            p_w.wait_front();
            acc.matmul(p_patch, p_w, 0, 0, 0, false);
            p_patch.pop_front();
            p_w.pop_front();
        }
        acc.relu(0);
        p_out.reserve_back();
        acc.pack(0, p_out);
        p_out.push_back();
    }
}
