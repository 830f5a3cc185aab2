// Sobel edge detection: 10x10 windows (8x8 plus a halo) of an 8-bit image,
// out-of-image pixels repeated as 0x80 (mid grey), magnitudes back.
#define WIN 10

void sobel(const unsigned char *image, unsigned char *edges, int width, int height, int y, int x) {
>  PCORE(2,4)[0:1][0:3].THREAD[0:15].edge::win(WIN, WIN)[:][:]
>     <= PAD(0x80) DTYPE(UINT8)
>        DDR(image, height, width)[y-1:y+WIN-2][x-1:x+WIN-2];
>  EXE_LOCKSTEP(edge::sobel3x3, 8, 16);
>  DTYPE(UINT8) DDR(edges, height, width)[y:y+7][x:x+7]
>     <= PCORE(2,4)[0][0].THREAD[0].edge::mag(8, 8)[:][:];
}
