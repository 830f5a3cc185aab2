/* A freestanding stand-in for <stdio.h>: ztachip's base/util.h includes
   it, and a tensor program's C has no C library (Tanto's ztachip C
   library, ztalib.c, defines no stdio function). */
#ifndef TANTO_ZTACHIP_STDIO_H
#define TANTO_ZTACHIP_STDIO_H
typedef struct tanto_file FILE;
int printf(const char *format, ...);
#endif
