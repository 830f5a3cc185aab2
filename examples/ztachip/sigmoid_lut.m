// A sigmoid (or any smooth activation) on 16-bit activations by the stream
// processor: the host builds the lookup table (`spu`, 256 words), the
// values go into PCORE memory through it and come back out unchanged, in
// blocks of 8 PCOREs x 16 threads x 8 values. No PCORE kernel runs: the
// stream processor does the work on the way in.
#include "zta_stub.h"

#define BLOCK (NUM_PCORE * NUM_THREAD * 8)

void sigmoid_lut(short *act, short *out, short *spu, int blocks) {
>  SPU(1) <= (int)MEM(spu, SPU_LOOKUP_SIZE)[:];
   for (int b = 0; b < blocks; b++) {
>     PCORE(NUM_PCORE)[:].THREAD[:].act::v[0:7]
>        <= PROC(0)
>        <= DTYPE(INT16) DDR(act + b * BLOCK, BLOCK)[:];
>     DTYPE(INT16) DDR(out + b * BLOCK, BLOCK)[:]
>        <= PCORE(NUM_PCORE)[:].THREAD[:].act::v[0:7];
   }
}
