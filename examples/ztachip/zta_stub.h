/* Types a tensor program may use (the corpus's own header). */
typedef unsigned int zta_word;
/* The target's PCORE array (arch/ztachip.toml) and the size of one stream
   processor table in 16-bit words. */
#define NUM_PCORE 8
#define NUM_THREAD 16
#define SPU_LOOKUP_SIZE 256
