// Two names whose link-time symbols would be one (the tensor program
// reaches `class::var` as `__tanto_zta_var_class__var`): a located error,
// never one name's transfers landing on the other's words.
// RUN: not tanto-translate %s --emit=describe -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:

_NT16_ class a;
_NT16_ class a__b;
vint16 a::b__c[2];
vint16 a__b::pad[1];
// CHECK: error: `a__b::c` and `a::b__c` would have one link-time symbol (`__tanto_zta_var_a__b__c`): rename one (a name with `__`)
// CHECK-NEXT: --> {{.*}}symbol-collision.p:[[@LINE+1]]:8
vint16 a__b::c[1];
// A member and a kernel's parameter collide too.
vint16 a::run__n;
// CHECK: error: `a::run.n` and `a::run__n` would have one link-time symbol (`__tanto_zta_var_a__run__n`)
// CHECK-NEXT: --> {{.*}}symbol-collision.p:[[@LINE+1]]:22
_kernel_ void a::run(int n) { b__c[0] = n; }
// CHECK: error: `a__b::run` and `a::b__run` would have one link-time symbol (`__tanto_zta_kernel_a__b__run`)
// CHECK-NEXT: --> {{.*}}symbol-collision.p:[[@LINE+2]]:15
_kernel_ void a::b__run() { b__c[0] = 1; }
_kernel_ void a__b::run() { c[0] = 1; }
