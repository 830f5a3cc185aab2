// Table-driven 3x3 / stride 2 / padding 1 max-pool reader over an HWC image.
// For output tile t (pixel tile t / ctiles, channel tile t % ctiles) it
// copies the tap table of the tile's 32 output pixels (4 entries each) into
// `tap_table`, then fills one frame of four tiles: row r of tile j holds
// the 32 channels of input pixel (2 oh + dy - 1, 2 ow + dx - 1), clamped
// into the image, where tap = table[4 r + j] mod 9 = 3 dy + dx and
// (oh, ow) is output pixel pixel_tile * 32 + r.

// A tile row r is two 16-element runs in the faces: columns 0-15 at
// row_at(r), 16-31 a face (256) further.
static constexpr uint32 FACE = 256;
uint32 row_at(uint32 r) {
    return (r / 16) * 2 * FACE + (r % 16) * 16;
}

// 2 o + d - 1 clamped into [0, size - 1].
uint32 clamped(uint32 o, uint32 d, uint32 size) {
    int32 i = (int32)(2 * o + d) - 1;
    if (i < 0) {
        i = 0;
    }
    if (i > (int32)size - 1) {
        i = (int32)size - 1;
    }
    return (uint32)i;
}

void kernel(
        global<T> image,
        global<uint32> taps,
        local<uint32> tap_table,
        pipe<T> p_taps,
        uint32 first_tile,
        uint32 num_tiles,
        uint32 in_h,
        uint32 in_w,
        uint32 channels) {
    p_taps.set_frame(4);
    const uint32 out_w = in_w / 2;
    const uint32 ctiles = channels / 32;
    for (uint32 i = 0; i < num_tiles; i++) {
        const uint32 tile = first_tile + i;
        const uint32 first_pixel = (tile / ctiles) * 32;
        const uint32 channel0 = (tile % ctiles) * 32;
        tap_table.read(0, taps, first_pixel * 4, 128);
        read_barrier();
        p_taps.reserve_back();
        for (uint32 j = 0; j < 4; j++) {
            for (uint32 r = 0; r < 32; r++) {
                const uint32 pixel = first_pixel + r;
                const uint32 tap = tap_table.get(r * 4 + j) % 9;
                const uint32 ih = clamped(pixel / out_w, tap / 3, in_h);
                const uint32 iw = clamped(pixel % out_w, tap % 3, in_w);
                const uint32 src = (ih * in_w + iw) * channels + channel0;
                p_taps.read(j * 1024 + row_at(r), image, src, 16);
                p_taps.read(j * 1024 + row_at(r) + FACE, image, src + 16, 16);
            }
        }
        read_barrier();
        p_taps.push_back();
    }
}
