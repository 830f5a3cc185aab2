// Nearest-neighbour downscale by 2: every second pixel of every second
// row through the scratch-pad, then back to DDR.
void resize_half(unsigned char *src, unsigned char *dst, int w, int h) {
>  DTYPE(UINT8) SCRATCH(0, 64, 64)[0:h/2-1][0:w/2-1]
>     <= DTYPE(UINT8) DDR(src, h, w)[0:2:h-1][0:2:w-1];
>  DTYPE(UINT8) DDR(dst, h / 2, w / 2)[:][:] <= DTYPE(UINT8) SCRATCH(0, 64, 64)[0:h/2-1][0:w/2-1];
}
