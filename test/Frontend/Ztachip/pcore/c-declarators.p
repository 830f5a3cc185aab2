// C forms ztachip's compiler reads and gives a meaning (Parser.y,
// ident.cpp, gen.cpp): a parenthesised declarator is the plain one
// (`vint16 (t);`, `vint16 (*p);`); a kernel's unnamed parameter takes no
// value and is left out (a warning); an operation's operands past its own
// (`GT(a, b, c)`) are ignored (a warning), except a second one of a
// one-operand operation, and an unnamed subroutine parameter, which are
// errors, as is a pointer to a pointer (ztachip's compiler reads `**` as
// `*`). pcore_runs.rs
// `c_literal_and_declarator_forms_compute_as_ztachips_compiler_reads_them`
// runs it.
// RUN: tanto-opt %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: tanto-translate --ztachip-pcore %s --emit=describe 2>/dev/null | FileCheck %s --check-prefix=LAYOUT
// RUN: sed 's|^//BAD||' %s > %t.p && not tanto-opt %t.p 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

_NT16_ class dc;
_share vint16 dc::in[2];
_share vint16 dc::out[2];
vint16 (*dc::row);

// `row` is a pointer member; the kernel has one parameter, `n`.
// LAYOUT: "name": "row",
// LAYOUT: "pointer": true,
// LAYOUT: "kernels": [
// LAYOUT: "params": [
// LAYOUT-NEXT: {
// LAYOUT-NEXT: "name": "n",
// LAYOUT: "private_words": 1

// The comparison's third operand is not read: one compare, no add.
// CHECK-LABEL: func.func @__tanto_zta_kernel_dc__run(
// CHECK: arith.cmpi sgt, %{{.*}}, %{{.*}} : vector<8xi32>
// CHECK-NOT: arith.cmpi sgt
// CHECK: return
_kernel_ void dc::run(int, int n, int16) {
   vint16 (t);
   row = &in[0];
   t = row[1];
   _VMASK = GT(t, in[0], t + 1);
   out[0] = t;
   out[1] = t + n;
//BAD   out[1] = ASN(t, n);
}

//BAD int16 dc::twice(int16) { return 2; }
//BAD vint16 **dc::pp;

// WARN: warning: an unnamed parameter takes no value: ztachip's compiler leaves it out
// WARN-NEXT: c-declarators.p:[[@LINE-14]]:23
// WARN: warning: an unnamed parameter takes no value
// WARN-NEXT: c-declarators.p:[[@LINE-16]]:35
// WARN: warning: `GT` takes 2 operands: ztachip's compiler ignores the rest, and so does Tanto
// WARN-NEXT: c-declarators.p:[[@LINE-14]]:26

// ERR: error: `ASN` takes 1 operand, not 2
// ERR-NEXT: --> {{.*}}c-declarators.p.tmp.p:[[@LINE-14]]:13
// ERR: error: a subroutine parameter needs a name
// ERR-NEXT: --> {{.*}}c-declarators.p.tmp.p:[[@LINE-13]]:18
// ERR: error: a pointer to a pointer: PCORE pointers point into private or shared memory
// ERR-NEXT: --> {{.*}}c-declarators.p.tmp.p:[[@LINE-14]]:9
