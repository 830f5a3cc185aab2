/* A freestanding stand-in for <unistd.h>: the sleeps declared (a kernel
   that calls one compiles and fails to link, naming it). */
#ifndef TANTO_ZTACHIP_UNISTD_H
#define TANTO_ZTACHIP_UNISTD_H
typedef int ssize_t;
unsigned int sleep(unsigned int seconds);
int usleep(unsigned int microseconds);
#endif
