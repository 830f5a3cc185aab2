// `FLOAT(0x...)` is one floating-point constant to ztachip's lexer
// (SW/compiler/Lexer.l), whose value its parser takes with atof: 0, as
// no number starts the text. Tanto reads it the same, with a warning.
// RUN: tanto-opt %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err

_NT16_ class f;
_share vint16 f::a[2];
_kernel_ void f::add() {
   a[0] = a[1] * 2 + FLOAT( 0x10 );
}

// CHECK-LABEL: func.func @__tanto_zta_kernel_f__add(
// CHECK: arith.muli {{.*}} : vector<8xi32>
// CHECK: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-NEXT: %[[LANES:.*]] = vector.broadcast %[[ZERO]] : i32 to vector<8xi32>
// CHECK-NEXT: arith.addi %{{.*}}, %[[LANES]] : vector<8xi32>
// WARN: warning: ztachip's compiler reads `FLOAT( 0x10 )` as 0 (it converts the constant's text with atof, which reads no number in it)
// WARN-NEXT: --> {{.*}}float-word.p:10:22
