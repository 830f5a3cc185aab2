// A `#pragma` belongs to the statement after it, also as the body of a
// `for` or an `if` without braces: the inner loop is the outer loop's body
// (its blocks inside the outer loop's), and the `if`'s body holds its
// `for`. (pcore_runs.rs, `a_pragma_starts_the_body_it_precedes`, runs it.)
// RUN: tanto-opt %s | FileCheck %s
// RUN: tanto-opt %s 2>&1 >/dev/null | FileCheck %s --check-prefix=WARN --allow-empty

_NT16_ class u;
_share int16 u::buf[16];
_kernel_ void u::exe() {
   int i, j;
   for (i = 0; i < 2; i++)
#pragma unroll
      for (j = 0; j < 3; j++)
         buf[i * 3 + j] = 7;
   if (tid > 100)
#pragma unroll 2
      for (j = 6; j < 9; j++)
         buf[j] = 99;
}

// The outer loop's header, the inner loop's header and body, the inner
// latch back to its header, then the outer latch back to the outer header;
// the `if` branches around the second loop.
// CHECK-LABEL: func.func @__tanto_zta_kernel_u__exe(
// CHECK: ^[[OUTER:bb[0-9]+]]:  // 2 preds
// CHECK: cf.cond_br %{{[0-9]+}}, ^[[OUTER_BODY:bb[0-9]+]], ^[[AFTER:bb[0-9]+]]
// CHECK: ^[[OUTER_BODY]]:
// CHECK: ^[[INNER:bb[0-9]+]]:  // 2 preds
// CHECK: cf.cond_br %{{[0-9]+}}, ^{{bb[0-9]+}}, ^[[INNER_DONE:bb[0-9]+]]
// CHECK: cf.br ^[[INNER]]
// CHECK: ^[[INNER_DONE]]:
// CHECK: cf.br ^[[OUTER]]
// CHECK: ^[[AFTER]]:
// CHECK: arith.cmpi sgt
// CHECK: cf.cond_br
// WARN-NOT: warning
