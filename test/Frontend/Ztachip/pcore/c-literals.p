// Constants in the forms ztachip's lexer takes (Lexer.l, C11's): a
// floating-point constant may end in `l` or `L` as well as `f`, and may be
// hexadecimal with a binary exponent (`0x1.8p1` is 1.5 * 2 = 3; atof reads
// it); a character constant may have the prefix `L`, `u` or `U` (read with
// atoi as every character constant is: 0, with a warning). The vector ALU
// takes a floating-point constant truncated: `2.5L` is 2. pcore_runs.rs
// `c_literal_and_declarator_forms_compute_as_ztachips_compiler_reads_them`
// runs it.
// RUN: tanto-opt %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: sed 's|^//BAD||' %s > %t.p && not tanto-opt %t.p 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

_NT16_ class lx;
_share vint16 lx::in;
_share vint16 lx::out[4];

// CHECK-LABEL: func.func @__tanto_zta_kernel_lx__run(
// CHECK: vector.broadcast %c2_i32{{[_0-9]*}} : i32 to vector<8xi32>
// CHECK-NEXT: arith.muli
// CHECK: vector.broadcast %c3_i32{{[_0-9]*}} : i32 to vector<8xi32>
// CHECK-NEXT: arith.muli
// CHECK: vector.broadcast %c4_i32{{[_0-9]*}} : i32 to vector<8xi32>
// CHECK-NEXT: arith.addi
// CHECK: vector.broadcast %c3_i32{{[_0-9]*}} : i32 to vector<8xi32>
// CHECK-NEXT: arith.addi
_kernel_ void lx::run() {
   int k;
   k = 7 + L'a' + u'b' + U'c';
   out[0] = in * 2.5L;
   out[1] = in * 0x1.8p1;
   out[2] = in + 0x10p-2f + 1.5l*2;
   out[3] = in + k;
//BAD   out[0] = in * 0x1.8e1;
}

// WARN: warning: ztachip's compiler reads a character constant as the number its text starts with (atoi), so L'a' is 0 in PCORE code
// WARN-NEXT: c-literals.p:[[@LINE-9]]:12
// WARN: so u'b' is 0
// WARN: so U'c' is 0

// A hexadecimal floating-point constant needs its `p` exponent.
// ERR: error: cannot parse this PCORE program
// ERR-NEXT: --> {{.*}}c-literals.p.tmp.p:[[@LINE-10]]:22
