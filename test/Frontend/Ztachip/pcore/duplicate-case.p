// Two `case`s of one value (two macros of one value, say): ztachip's
// compiler tests the labels in order, so the first is taken; a located
// warning, and the switch branches to the first label's block only.
// RUN: tanto-translate %s --emit=obj -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: tanto-opt %s 2>/dev/null | FileCheck %s --check-prefix=IR

#define MODE_A 1
#define MODE_B 1
_NT16_ class k;
_share vint16 k::a[16];

// IR-LABEL: func.func @__tanto_zta_kernel_k__exe
// IR: cf.switch %{{.*}} : i32, [
// IR-NEXT: default: ^[[EXIT:bb[0-9]+]],
// IR-NEXT: 1: ^[[FIRST:bb[0-9]+]]
// IR-NEXT: ]
_kernel_ void k::exe(_global int m) {
   switch (m) {
   case MODE_A:
      a[tid] = 10;
      break;
// CHECK: warning: a second `case 1`: the first is taken, as ztachip's compiler tests the labels in order
// CHECK-NEXT: --> {{.*}}duplicate-case.p:[[@LINE+1]]:4
   case MODE_B:
      a[tid] = 20;
      break;
   }
}
