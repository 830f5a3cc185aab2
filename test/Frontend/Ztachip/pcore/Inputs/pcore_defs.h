// Sizes of the PCORE tests, shared with their tensor programs as ztachip's
// apps share theirs: C prototypes too, which the PCORE frontend skips.
#define TILE 4
#define THREADS 16
#define KSZ 3
extern void kernel_blur_exe(unsigned int _input, unsigned int _output, int _w);
