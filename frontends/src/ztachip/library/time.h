/* A freestanding stand-in for <time.h>: the types, and the clock
   functions declared (a kernel that calls one compiles and fails to link,
   naming it: tanto-run's cores keep no wall time). */
#ifndef TANTO_ZTACHIP_TIME_H
#define TANTO_ZTACHIP_TIME_H
typedef long time_t;
typedef long clock_t;
#define CLOCKS_PER_SEC 1000000L
clock_t clock(void);
time_t time(time_t *when);
#endif
