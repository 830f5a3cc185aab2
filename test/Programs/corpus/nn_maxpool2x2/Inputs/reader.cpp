// Max-pool 2x2 / stride 2 reader over an HWC image with C channels. For each
// output tile (pixel tile pt, channel tile ct) it fills one frame of four
// tap tiles: tap (dy, dx) row r holds channels ct * 32 .. ct * 32 + 31 of
// input pixel (2 oh + dy, 2 ow + dx) of output pixel pt * 32 + r.

// A tile is stored as four 16x16 faces, each row-major: tile row r is two
// 16-element runs, columns 0-15 at row_at(r) and 16-31 a face (256) further.
static constexpr uint32 FACE = 256;
uint32 row_at(uint32 r) {
    return (r / 16) * 2 * FACE + (r % 16) * 16;
}

void kernel(
        global<T> image,
        pipe<T> p_taps,
        uint32 first_tile,
        uint32 num_tiles,
        uint32 in_w,
        uint32 channels) {
    p_taps.set_frame(4);
    const uint32 out_w = in_w / 2;
    const uint32 ctiles = channels / 32;
    for (uint32 i = 0; i < num_tiles; i++) {
        const uint32 tile = first_tile + i;
        const uint32 first_pixel = (tile / ctiles) * 32;
        const uint32 channel0 = (tile % ctiles) * 32;
        p_taps.reserve_back();
        for (uint32 tap = 0; tap < 4; tap++) {
            const uint32 dy = tap / 2;
            const uint32 dx = tap % 2;
            for (uint32 r = 0; r < 32; r++) {
                const uint32 pixel = first_pixel + r;
                const uint32 ih = 2 * (pixel / out_w) + dy;
                const uint32 iw = 2 * (pixel % out_w) + dx;
                const uint32 src = (ih * in_w + iw) * channels + channel0;
                p_taps.read(tap * 1024 + row_at(r), image, src, 16);
                p_taps.read(tap * 1024 + row_at(r) + FACE, image, src + 16, 16);
            }
        }
        read_barrier();
        p_taps.push_back();
    }
}
