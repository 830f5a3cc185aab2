// Max-pool 2x2 / stride 2 reader over an HWC image with C channels. For each
// output tile (pixel tile pt, channel tile ct) it fills one frame of four
// tap tiles: tap (dy, dx) row r holds channels ct * 32 .. ct * 32 + 31 of
// input pixel (2 oh + dy, 2 ow + dx) of output pixel pt * 32 + r.
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
                p_taps.read(tap * 1024 + r * 32, image, (ih * in_w + iw) * channels + channel0, 32);
            }
        }
        read_barrier();
        p_taps.push_back();
    }
}
