// 2x2 max pooling of a 16-bit feature map: rows of 16 go to the threads of
// each PCORE, the pooled rows of 8 come back.
#define ROWS 128
#define COLS 16

void maxpool(short *in, short *out, int channel) {
   int plane = ROWS * COLS * 2;
>  PCORE(8)[0:7].THREAD[0:15].pool::row[0:COLS-1]
>     <= DTYPE(INT16) DDR(in + channel * plane, ROWS, COLS)[:][:];
>  EXE_LOCKSTEP(pool::max2x2, 8, 16);
>  DTYPE(INT16) DDR(out + channel * plane / 4, ROWS / 2, COLS / 2)[0:63][:]
>     <= PCORE(8)[0:7].THREAD[0:7].pool::result[0:7];
}
