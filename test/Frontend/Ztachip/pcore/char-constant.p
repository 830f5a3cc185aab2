// Integer constants as ztachip's lexer and parser read them (Lexer.l's
// I_CONSTANT, ast.cpp's cAstIntNode): a suffix (`u`, `U`, `L`) is dropped,
// `0x` is hexadecimal, and a character constant is converted with atoi,
// which reads no digit in `'a'`: 0, with a warning. 10 + 16 + 5 + 0 = 31.
// RUN: tanto-opt %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err

// CHECK-LABEL: func.func @__tanto_zta_kernel_ch__run(
// CHECK: arith.constant 31 : i32
// WARN: warning: ztachip's compiler reads a character constant as the number its text starts with (atoi), so 'a' is 0 in PCORE code
// WARN-NEXT: char-constant.p:[[@LINE+6]]:27

_NT16_ class ch;
vint16 ch::img[4];
_kernel_ void ch::run() {
   int k;
   k = 10u + 0x10U + 5L + 'a';
   img[0] = k;
}
