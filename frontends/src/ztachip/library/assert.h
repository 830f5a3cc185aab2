/* A freestanding stand-in for <assert.h>: a failed assertion traps, which
   tanto-run reports as a fault at the assertion's line. NDEBUG removes
   the check, as C's does. */
#undef assert
#ifdef NDEBUG
#define assert(condition) ((void)0)
#else
#define assert(condition) ((condition) ? (void)0 : __builtin_trap())
#endif
