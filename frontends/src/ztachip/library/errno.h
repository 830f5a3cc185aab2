/* A freestanding stand-in for <errno.h>: `errno` is one word of the
   kernel's statics (ztalib.c), the codes newlib's. */
#ifndef TANTO_ZTACHIP_ERRNO_H
#define TANTO_ZTACHIP_ERRNO_H
extern int errno;
#define EPERM 1
#define ENOENT 2
#define EIO 5
#define EAGAIN 11
#define ENOMEM 12
#define EBUSY 16
#define EINVAL 22
#define EDOM 33
#define ERANGE 34
#endif
