// 16x16 transpose of 16-bit values through the scratch-pad: the FOR puts
// the column index outermost on the way in.
void transpose16(short *in, short *out) {
>  FOR(C=0:15) DTYPE(INT16) SCRATCH(0, 16, 16)[:][C] <= DTYPE(INT16) DDR(in, 256)[:];
>  DTYPE(INT16) DDR(out, 256)[:] <= DTYPE(INT16) SCRATCH(0, 256)[:];
}
