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

/* ztachip's ztaBuildKernelFunc encodes the kernel and its PCORE and
   thread counts in one EXE command, which `EXE_LOCKSTEP(f)` (one
   argument) issues as it is. Here a command is a descriptor of this
   table, and a one-argument EXE_LOCKSTEP of a C value reads the kernel
   and the counts through the __tanto_zta_command_* functions (a plain
   kernel address stands for itself, with every PCORE and thread). */
#define TANTO_ZTA_COMMANDS 64
static struct {
  unsigned int kernel;
  int pcores;
  int threads;
} commands[TANTO_ZTA_COMMANDS];
static int command_count;

WEAK unsigned int ztaBuildKernelFunc(unsigned int func, int pcores,
                                     int threads) {
  int k;
  for (k = 0; k < command_count; k++) {
    if (commands[k].kernel == func && commands[k].pcores == pcores &&
        commands[k].threads == threads)
      return (unsigned int)&commands[k];
  }
  if (command_count == TANTO_ZTA_COMMANDS)
    __builtin_trap(); /* more distinct commands than the table holds */
  commands[command_count].kernel = func;
  commands[command_count].pcores = pcores;
  commands[command_count].threads = threads;
  return (unsigned int)&commands[command_count++];
}

/* The built command `f` points to, or none. */
static int command_of(unsigned int f) {
  unsigned int first = (unsigned int)&commands[0];
  unsigned int size = sizeof commands[0];
  if (f < first || f >= first + command_count * size || (f - first) % size)
    return -1;
  return (int)((f - first) / size);
}

unsigned int __tanto_zta_command_kernel(unsigned int f) {
  int k = command_of(f);
  return k < 0 ? f : commands[k].kernel;
}

int __tanto_zta_command_pcores(unsigned int f, int every) {
  int k = command_of(f);
  return k < 0 ? every : commands[k].pcores;
}

int __tanto_zta_command_threads(unsigned int f, int every) {
  int k = command_of(f);
  return k < 0 ? every : commands[k].threads;
}

/* The response queue the tensor engine's indications fill and
   ztaReadResponse empties, in order. `CALLBACK(f, parm)` is an indication
   whose response is `parm` (ztachip's graph code reads its job ids so);
   ztaJobDone answers a job the same way. A full queue drops the oldest, as
   a program that never reads its responses would otherwise stop. */
#define TANTO_ZTA_RESPONSES 64
static unsigned int responses[TANTO_ZTA_RESPONSES];
static unsigned int response_first;
static unsigned int response_count;

void __tanto_zta_indicate(unsigned int parm) {
  if (response_count == TANTO_ZTA_RESPONSES) {
    response_first = (response_first + 1) % TANTO_ZTA_RESPONSES;
    response_count--;
  }
  responses[(response_first + response_count) % TANTO_ZTA_RESPONSES] = parm;
  response_count++;
}

/* CALLBACK(f, parm) once the transfers before it are done: the guide's
   call of f with parm when f is a function (0 calls nothing), then the
   indication. */
void __tanto_zta_callback(unsigned int f, unsigned int parm) {
  if (f != 0)
    ((void (*)(unsigned int))f)(parm);
  __tanto_zta_indicate(parm);
}

WEAK void ztaJobDone(unsigned int job) { __tanto_zta_indicate(job); }

WEAK _Bool ztaReadResponse(unsigned int *response) {
  if (response_count == 0) {
    *response = 0;
    return 0;
  }
  *response = responses[response_first];
  response_first = (response_first + 1) % TANTO_ZTA_RESPONSES;
  response_count--;
  return 1;
}

/* PRINT(format, value) of a tensor program: ztachip's log prints
   printf(format, value) (base/ztalog.c); tanto-run writes the line to its
   output through the runtime's printf of one value (docs/abi.md). */
void tanto_rt_pto_print(int kind, int value, int length, int w0, int w1,
                        int w2, int w3, int w4, int w5, int w6, int w7,
                        int w8, int w9, int w10, int w11, int w12, int w13,
                        int w14, int w15);

void __tanto_zta_print(const char *format, int value) {
  unsigned int words[16] = {0};
  int length = 0;
  /* The log ends each line (ztalog.c); 63 bytes of format and the end. */
  while (length < 63 && format[length] != 0) {
    words[length / 4] |= (unsigned int)(unsigned char)format[length]
                         << (8 * (length % 4));
    length++;
  }
  words[length / 4] |= (unsigned int)'\n' << (8 * (length % 4));
  length++;
  tanto_rt_pto_print(1, value, length, words[0], words[1], words[2],
                     words[3], words[4], words[5], words[6], words[7],
                     words[8], words[9], words[10], words[11], words[12],
                     words[13], words[14], words[15]);
}

/* One process space: a task switch changes nothing. */
WEAK void _taskYield(void) {}

/* Stops the run with a fault at the caller (an `unimp` instruction). */
WEAK void ztaAbort(int code) {
  (void)code;
  __builtin_trap();
}

/* <errno.h>'s errno: one word of the kernel's statics. */
WEAK int errno;

/* <string.h>'s functions past the runtime's memcpy, memmove and memset. */
typedef __SIZE_TYPE__ tanto_size_t;
WEAK int memcmp(const void *a, const void *b, tanto_size_t n) {
  const unsigned char *x = a, *y = b;
  for (; n > 0; n--, x++, y++)
    if (*x != *y)
      return *x - *y;
  return 0;
}
WEAK tanto_size_t strlen(const char *s) {
  tanto_size_t n = 0;
  while (s[n])
    n++;
  return n;
}
WEAK char *strcpy(char *dst, const char *src) {
  char *d = dst;
  while ((*d++ = *src++))
    ;
  return dst;
}
WEAK int strcmp(const char *a, const char *b) {
  for (; *a && *a == *b; a++, b++)
    ;
  return (unsigned char)*a - (unsigned char)*b;
}
