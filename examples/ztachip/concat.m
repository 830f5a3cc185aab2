// Channel concatenation of two 8-bit tensors through the scratch-pad,
// each 4 channels of 8x8, into 8 channels.
void concat(unsigned char *a, unsigned char *b, unsigned char *out) {
>  DTYPE(UINT8) SCRATCH(0, 8, 64)[0:3][:] <= DTYPE(UINT8) DDR(a, 4, 64)[:][:];
>  DTYPE(UINT8) SCRATCH(0, 8, 64)[4:7][:] <= DTYPE(UINT8) DDR(b, 4, 64)[:][:];
>  DTYPE(UINT8) DDR(out, 512)[:] <= DTYPE(UINT8) SCRATCH(0, 512)[:];
}
