/* A freestanding stand-in for <inttypes.h>: the printf formats of
   <stdint.h>'s types, as the compiler defines them for its target
   (riscv32-unknown-elf: PRId32 "d", PRId64 "lld"). */
#ifndef TANTO_ZTACHIP_INTTYPES_H
#define TANTO_ZTACHIP_INTTYPES_H
#include <stdint.h>
#define PRId8 __INT8_FMTd__
#define PRIi8 __INT8_FMTi__
#define PRIu8 __UINT8_FMTu__
#define PRIx8 __UINT8_FMTx__
#define PRIX8 __UINT8_FMTX__
#define PRId16 __INT16_FMTd__
#define PRIi16 __INT16_FMTi__
#define PRIu16 __UINT16_FMTu__
#define PRIx16 __UINT16_FMTx__
#define PRIX16 __UINT16_FMTX__
#define PRId32 __INT32_FMTd__
#define PRIi32 __INT32_FMTi__
#define PRIu32 __UINT32_FMTu__
#define PRIx32 __UINT32_FMTx__
#define PRIX32 __UINT32_FMTX__
#define PRId64 __INT64_FMTd__
#define PRIi64 __INT64_FMTi__
#define PRIu64 __UINT64_FMTu__
#define PRIx64 __UINT64_FMTx__
#define PRIX64 __UINT64_FMTX__
#define PRIdPTR __INTPTR_FMTd__
#define PRIuPTR __UINTPTR_FMTu__
#define PRIxPTR __UINTPTR_FMTx__
#endif
