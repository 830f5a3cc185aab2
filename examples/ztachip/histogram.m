// Histogram of an 8-bit image: each PCORE counts 2048 pixels (16 threads x
// 128) into its shared bins; the 8 partial histograms come back.
#define BINS 256

void histogram(unsigned char *image, short *bins) {
>  PCORE(8)[:].THREAD[:].hist::px[0:127] <= DTYPE(UINT8) DDR(image, 8 * 16 * 128)[:];
>  EXE_LOCKSTEP(hist::count, 8, 16);
>  DTYPE(INT16) DDR(bins, 8, BINS)[:][:] <= PCORE(8)[:].hist::bins[0:BINS-1];
}
