/* A freestanding stand-in for <string.h>: ztachip's apps compile with a
   C library. tanto-run provides memcpy, memmove and memset, Tanto's
   ztalib.c the others declared here. */
#ifndef TANTO_ZTACHIP_STRING_H
#define TANTO_ZTACHIP_STRING_H
typedef __SIZE_TYPE__ size_t;
#ifndef NULL
#define NULL ((void *)0)
#endif
void *memcpy(void *dst, const void *src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int value, size_t n);
int memcmp(const void *a, const void *b, size_t n);
size_t strlen(const char *s);
char *strcpy(char *dst, const char *src);
int strcmp(const char *a, const char *b);
#endif
