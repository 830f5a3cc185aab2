// Conv2d im2col reader. The input image is HWC (pixel (h, w) holds its C = 32
// channels contiguously at (h * in_w + w) * 32). For each output tile
// (pixel tile pt, output-channel tile n) it gathers the KH * KW patch tiles
// of the im2col matrix: patch tile (pt, tap) row r holds the 32 input
// channels of the pixel under tap (kh, kw) of output pixel pt * 32 + r, or
// zeros where the tap falls into the padding. Each patch tile is paired with
// weight tile (tap, n) of the (KH * KW * 32) x (Nt * 32) weight matrix.

// A tile is stored as four 16x16 faces, each row-major: tile row r is two
// 16-element runs, columns 0-15 at row_at(r) and 16-31 a face (256) further.
static constexpr uint32 FACE = 256;
uint32 row_at(uint32 r) {
    return (r / 16) * 2 * FACE + (r % 16) * 16;
}

static constexpr uint32 KH = 3, KW = 3, C = 32;

void kernel(
        global<T> image,
        global<T> weight,
        local<T> zeros,
        pipe<T> p_patch,
        pipe<T> p_w,
        uint32 first_ptile,
        uint32 num_ptiles,
        uint32 in_h,
        uint32 in_w,
        uint32 pad,
        uint32 Nt) {
    const uint32 out_w = in_w + 2 * pad - KW + 1;
    for (uint32 i = 0; i < num_ptiles; i++) {
        const uint32 first_pixel = (first_ptile + i) * 32;
        for (uint32 n = 0; n < Nt; n++) {
            for (uint32 tap = 0; tap < KH * KW; tap++) {
                const uint32 kh = tap / KW;
                const uint32 kw = tap % KW;
                p_patch.reserve_back();
                for (uint32 r = 0; r < 32; r++) {
                    const uint32 pixel = first_pixel + r;
                    // Input coordinates shifted by pad, so padding is < pad or >= in + pad.
                    const uint32 ih = pixel / out_w + kh;
                    const uint32 iw = pixel % out_w + kw;
                    if (ih < pad || ih >= in_h + pad || iw < pad || iw >= in_w + pad) {
                        p_patch.read(row_at(r), zeros, 0, 16);
                        p_patch.read(row_at(r) + FACE, zeros, 0, 16);
                    } else {
                        const uint32 src = ((ih - pad) * in_w + (iw - pad)) * C;
                        p_patch.read(row_at(r), image, src, 16);
                        p_patch.read(row_at(r) + FACE, image, src + 16, 16);
                    }
                }
                p_w.reserve_back();
                p_w.read(0, weight, (tap * Nt + n) * 1024, 1024);
                read_barrier();
                p_patch.push_back();
                p_w.push_back();
            }
        }
    }
}
