// ReLU and requantisation of 16-bit activations to 8 bits, in place,
// in blocks of 1024 values (8 PCOREs x 16 threads x 8).
#define BLOCK 1024

void relu_quant(short *act, signed char *q, int blocks) {
   for (int b = 0; b < blocks; b++) {
>     PCORE(8)[:].THREAD[:].rq::v[0:7] <= DTYPE(INT16) DDR(act + b * BLOCK * 2, BLOCK)[:];
>     EXE_LOCKSTEP(rq::relu_shift);
>     DTYPE(INT8) DDR(q + b * BLOCK, BLOCK)[:] <= PCORE(8)[:].THREAD[:].rq::v[0:7];
   }
}
