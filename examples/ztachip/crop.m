// Crop with overlapping windows: the row dimension has no bound check
// (`+`), so consecutive windows read across rows; an overlapped
// dimension limits the last block.
void crop(unsigned char *frame, unsigned char *win, int stride, int total) {
>  DTYPE(UINT8) SCRATCH(0, 4, 16)[:][:] <= DTYPE(UINT8) DDR(frame, 4, stride+)[0:3][0:15];
>  DTYPE(UINT8) DDR(win, 64)[:] <= DTYPE(UINT8) DDR(frame, total(4, 16))[:][:];
}
