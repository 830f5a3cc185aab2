// Fully connected layer: the input vector to every PCORE, one weight row
// per thread, the 128 outputs back.
#define IN 64
#define OUT 128

void fully_connected(signed char *x, signed char *w, short *y) {
>  PCORE(8)[*].fc::x[0:IN-1] <= DTYPE(INT8) DDR(x, IN)[:];
>  FOR(R=0:15) PCORE(8)[0:7].THREAD[R].fc::w[0:IN-1]
>     <= DTYPE(INT8) DDR(w, OUT, IN)[:][:];
>  EXE_LOCKSTEP(fc::dot, 8, 16);
>  DTYPE(INT16) DDR(y, OUT)[:] <= PCORE(8)[0:7].THREAD[0:15].fc::y[0];
}
