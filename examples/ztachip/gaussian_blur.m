// 5x5 Gaussian blur: 12x12 windows with a two-pixel border, edge pixels
// padded with the image mean the host computed.
void blur(unsigned char *src, unsigned char *dst, int w, int h, int mean, int ty, int tx) {
>  PCORE(8)[0:7].THREAD[0].blur::win(12, 12)[:][:]
>     <= PAD(mean) DTYPE(UINT8) DDR(src, h, w)[ty*8-2:ty*8+9][tx*64-2:tx*64+9];
>  EXE_LOCKSTEP(blur::gauss5, 8, 1);
>  DTYPE(UINT8) DDR(dst, h, w)[ty*8:ty*8+7][tx*64:tx*64+7] <= PCORE(8)[0].THREAD[0].blur::out(8, 8)[:][:];
}
