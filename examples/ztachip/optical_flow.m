// Lucas-Kanade optical flow step: the same 8x8 block of two frames goes to
// each PCORE's shared memory, thread t of PCORE p takes one pixel row of
// the gradient; the flow vectors (two 16-bit words per block) come back.
typedef struct { short *prev, *next, *flow; int stride; } flow_job;

void flow_block(flow_job *job, int block) {
   int row = block / 8, col = block % 8;
>  PCORE(8)[*].flow::prev(8, 8)[:][:]
>     <= DTYPE(INT16) DDR(job->prev, 64, job->stride)[row*8:row*8+7][col*8:col*8+7];
>  PCORE(8)[*].flow::next(8, 8)[:][:]
>     <= DTYPE(INT16) DDR(job->next, 64, job->stride)[row*8:row*8+7][col*8:col*8+7];
>  EXE_LOCKSTEP(flow::lucas_kanade, 8, 8);
>  DTYPE(INT16) DDR(job->flow, 1024, 2)[block][:] <= PCORE(8)[0].flow::uv[0:1];
}
