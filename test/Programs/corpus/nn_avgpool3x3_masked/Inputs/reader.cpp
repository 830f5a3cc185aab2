// Masked 3x3 / stride 1 / padding 1 average-pool reader over a size x size
// HWC image of 32 channels (one channel tile), one output tile (32 output
// pixels) per frame. It copies the tile's 32 x 9 mask entries into `mask`;
// tap t = 3 dy + dx of output pixel (oh, ow) is valid when input pixel
// (oh + dy - 1, ow + dx - 1) is inside the image and the entry is not 0.
// Row r of tap tile t is that pixel's 32 channels, or zeros when the tap is
// invalid. Then one float tile of `p_scale`: element (r, 0) = 1 / (valid
// taps of pixel r), 0 when it has none; the rest 0.

// A tile row r is two 16-element runs in the faces: columns 0-15 at
// row_at(r), 16-31 a face (256) further.
static constexpr uint32 FACE = 256;
static constexpr uint32 TILE = 1024;
uint32 row_at(uint32 r) {
    return (r / 16) * 2 * FACE + (r % 16) * 16;
}

void kernel(
        global<T> image,
        global<uint32> valid,
        local<uint32> mask,
        local<T> zeros,
        local<float> recip,
        pipe<T> p_taps,
        pipe<float> p_scale,
        uint32 first_tile,
        uint32 num_tiles,
        uint32 size) {
    for (uint32 i = 0; i < 16; i++) {
        zeros.set(i, 0.0f);
    }
    for (uint32 i = 0; i < TILE; i++) {
        recip.set(i, 0.0f);
    }
    p_taps.set_frame(9);
    for (uint32 i = 0; i < num_tiles; i++) {
        const uint32 first_pixel = (first_tile + i) * 32;
        mask.read(0, valid, first_pixel * 9, 32 * 9);
        read_barrier();
        p_taps.reserve_back();
        for (uint32 r = 0; r < 32; r++) {
            const uint32 pixel = first_pixel + r;
            const int32 oh = (int32)(pixel / size);
            const int32 ow = (int32)(pixel % size);
            uint32 count = 0;
            for (uint32 t = 0; t < 9; t++) {
                const int32 ih = oh + (int32)(t / 3) - 1;
                const int32 iw = ow + (int32)(t % 3) - 1;
                const bool inside = ih >= 0 && ih < (int32)size && iw >= 0 && iw < (int32)size;
                const uint32 dst = t * TILE + row_at(r);
                if (inside && mask.get(r * 9 + t) != 0) {
                    const uint32 src = ((uint32)ih * size + (uint32)iw) * 32;
                    p_taps.read(dst, image, src, 16);
                    p_taps.read(dst + FACE, image, src + 16, 16);
                    count++;
                } else {
                    p_taps.read(dst, zeros, 0, 16);
                    p_taps.read(dst + FACE, zeros, 0, 16);
                }
            }
            recip.set(row_at(r), count == 0 ? 0.0f : 1.0f / (float)count);
        }
        p_scale.reserve_back();
        p_scale.read(0, recip, 0, TILE);
        read_barrier();
        p_taps.push_back();
        p_scale.push_back();
    }
}
