// C's digraphs `<%` `%>` `<:` `:>` are the brackets they spell, as
// ztachip's lexer reads them (SW/compiler/Lexer.l): the program lowers to
// the same kernel as the one written with brackets.
// RUN: tanto-opt %s | FileCheck %s
// RUN: sed -e 's/<%%/{/g; s/%%>/}/g; s/<:/[/g; s/:>/]/g' %s > %t.p
// RUN: tanto-opt %s > %t.digraphs.mlir && tanto-opt %t.p > %t.brackets.mlir
// RUN: diff %t.digraphs.mlir %t.brackets.mlir

_NT16_ class d;
_share vint16 d::a<:4:>;
_kernel_ void d::run() <%
   int k;
   for (k = 0; k < 3; k++) <%
      a<:k + 1:> = a<:k:> + 1;
   %>
%>

// CHECK-LABEL: func.func @__tanto_zta_kernel_d__run(
// CHECK: arith.addi
