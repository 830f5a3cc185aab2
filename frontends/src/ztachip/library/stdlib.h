/* A freestanding stand-in for <stdlib.h>: the integer helpers inline;
   the allocator declared (a kernel that calls it fails to link, naming
   it: a tensor program's memory is its DDR window and statics). */
#ifndef TANTO_ZTACHIP_STDLIB_H
#define TANTO_ZTACHIP_STDLIB_H
typedef __SIZE_TYPE__ size_t;
#ifndef NULL
#define NULL ((void *)0)
#endif
static inline int abs(int x) { return x < 0 ? -x : x; }
static inline long labs(long x) { return x < 0 ? -x : x; }
void *malloc(size_t n);
void free(void *p);
void exit(int status);
#endif
