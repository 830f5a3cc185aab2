/* The ztachip C library a tensor program's C calls (ztachip's
   SW/base/ztalib.h), as Tanto runs it: the PCORE code is linked into the
   kernel's object, there is one process space and the two tensor-engine
   harts take turns. Compiled by clang-22 and linked into every ztachip
   kernel's object (ztaInitStream, a tensor statement, is in streams.m).
   Every definition is weak, so a program's own wins. */

#define WEAK __attribute__((weak))

/* The PCORE image is the object's own code: nothing to load. */
WEAK void ztaInitPcore(unsigned short *image) { (void)image; }

/* ztachip runs `func` on its two harts at once, each with its id; they
   share the tensor engine and never wait for each other's data, so one
   after the other computes the same. */
WEAK void ztaDualHartExecute(void (*func)(void *, int), void *parameter) {
  func(parameter, 0);
  func(parameter, 1);
}

/* A kernel address with its PCORE and thread counts: EXE_LOCKSTEP takes
   the counts itself, so the address stands for the command. */
WEAK unsigned int ztaBuildKernelFunc(unsigned int func, int pcores,
                                     int threads) {
  (void)pcores;
  (void)threads;
  return func;
}

/* The response queue: ztaJobDone answers the job, ztaReadResponse takes
   the answer (ztachip's apps wait for it after ztaJobDone). */
static unsigned int responses;
static unsigned int last_job;

WEAK void ztaJobDone(unsigned int job) {
  last_job = job;
  responses++;
}

WEAK _Bool ztaReadResponse(unsigned int *response) {
  if (responses == 0) {
    *response = 0;
    return 0;
  }
  responses--;
  *response = last_job;
  return 1;
}

/* One process space: a task switch changes nothing. */
WEAK void _taskYield(void) {}

/* Stops the run with a fault at the caller (an `unimp` instruction). */
WEAK void ztaAbort(int code) {
  (void)code;
  __builtin_trap();
}
