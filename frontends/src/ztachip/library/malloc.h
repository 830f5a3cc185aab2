/* A freestanding stand-in for <malloc.h>: the allocator of <stdlib.h>. */
#ifndef TANTO_ZTACHIP_MALLOC_H
#define TANTO_ZTACHIP_MALLOC_H
#include <stdlib.h>
#endif
