// Row softmax: each thread takes a row of 8 logits, the kernel computes,
// the probabilities come back; a callback tells the host when done.
void done(int job);

void softmax(short *logits, short *probs, int job) {
>  PCORE(8)[:].THREAD[:].sm::x[0:7] <= DTYPE(INT16) DDR(logits, 8 * 16 * 8)[:];
>  EXE_LOCKSTEP(sm::softmax8);
>  DTYPE(INT16) DDR(probs, 8 * 16 * 8)[:] <= PCORE(8)[:].THREAD[:].sm::y[0:7];
>  BARRIER;
>  CALLBACK(done, job);
}
