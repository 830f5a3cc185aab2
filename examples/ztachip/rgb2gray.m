// Colour conversion: the R, G and B planes of interleaved RGB pixels go to
// three variables of each thread (a stride of 3), the kernel mixes them,
// the grey bytes come back.
#define PIXELS (8 * 16 * 8)

void rgb_to_gray(unsigned char *rgb, unsigned char *gray) {
>  PCORE(8)[:].THREAD[:].color::r[0:7] <= DTYPE(UINT8) DDR(rgb, PIXELS * 3)[0:3:PIXELS*3-1];
>  PCORE(8)[:].THREAD[:].color::g[0:7] <= DTYPE(UINT8) DDR(rgb + 1, PIXELS * 3)[0:3:PIXELS*3-3];
>  PCORE(8)[:].THREAD[:].color::b[0:7] <= DTYPE(UINT8) DDR(rgb + 2, PIXELS * 3)[0:3:PIXELS*3-3];
>  EXE_LOCKSTEP(color::gray);
>  DTYPE(UINT8) DDR(gray, PIXELS)[:] <= PCORE(8)[:].THREAD[:].color::y[0:7];
}
