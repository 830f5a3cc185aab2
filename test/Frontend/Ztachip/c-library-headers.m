// ztachip's apps are C built with gcc and a C library. Their tensor
// programs find freestanding <string.h>, <stdlib.h>, <assert.h>,
// <math.h>, <ctype.h>, <errno.h>, <inttypes.h>, <time.h>, <unistd.h> and
// <malloc.h>, and what gcc only warns about (an undeclared function, an
// integer as a pointer, a function pointer of another type) compiles.
// RUN: tanto-translate --ztachip %s --emit=llvm -o - | FileCheck %s
// RUN: not tanto-translate --ztachip %S/Inputs/c-error.m --emit=llvm -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERROR
#include <string.h>
#include <stdlib.h>
#include <assert.h>
#include <math.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <time.h>
#include <unistd.h>
#include <malloc.h>

typedef struct { unsigned int in, out; } Request;
static void work(Request *r, int pid) { (void)r; (void)pid; }
extern void ztaDualHartExecute(void (*f)(void *, int), void *p);

// CHECK-LABEL: define dso_local void @copy(
// A failed assertion traps.
// CHECK: call void @llvm.trap()
// abs is inline; memcpy is the runtime's.
// CHECK: call ptr @memcpy(
// strlen is ztalib.c's, of the target's PRIu32 format; toupper is inline.
// CHECK: call i32 @strlen(ptr {{.*}}@.str
// CHECK: add nsw i32 %{{.*}}, -32
// CHECK: store i32 %{{.*}}, ptr @errno
void copy(unsigned int p, int delta, Request *req) {
   Request local;
   unsigned int *word = p;
   assert(delta != 0);
   memcpy(&local, req, sizeof local);
   errno = (int)strlen("%" PRIu32) + toupper(delta);
   ztaDualHartExecute(work, &local);
> DTYPE(INT16) MEM(p, 64)[0:7] <= DTYPE(INT16) MEM(p, 64)[abs(delta):abs(delta) + 7];
   (void)word;
}

// A C error is still one, located in the tensor program.
// ERROR: c-error.m:3:{{[0-9]+}}: error:
