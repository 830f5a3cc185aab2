// RUN: tanto-translate %s --emit=llvm -O0 -g | FileCheck %s
// RUN: tanto-translate %s --emit=obj -O2 -g -o %t.o
// RUN: llvm-dwarfdump-22 --verify %t.o | FileCheck %s --check-prefix=VERIFY
// The local program's reader has such an inlined op (the address of the
// DRAM bank table, hoisted out of the library's code by canonicalize).
// RUN: rm -rf %t.local && tanto-translate %S/../Programs/local/program.toml --emit=obj -g -o %t.local
// RUN: llvm-dwarfdump-22 --verify %t.local/reader.o | FileCheck %s --check-prefix=VERIFY

// -g takes any locations, the unknown ones too. An op that inlining wrapped
// without a location of its own gets its call site's line; a call without a
// location gets line 0 ("no line", which LLVM's verifier accepts); call-site
// locations outside functions (a global's initialiser) are no trouble; a
// function without a location is at line 1 of the compile unit's file.

// CHECK: define i32 @helper(i32 %0) !dbg [[HELPER:![0-9]+]] {
// CHECK: define i32 @kernel(i32 %0) !dbg [[KERNEL:![0-9]+]] {
// CHECK-NEXT: call i32 @helper(i32 %0), !dbg [[NO_LINE:![0-9]+]]
// CHECK-NEXT: add i32 {{.*}}, !dbg [[LINE_50:![0-9]+]]
// CHECK-NEXT: mul i32 {{.*}}, !dbg [[LINE_51:![0-9]+]]
// CHECK-NEXT: call i32 @helper(i32 %{{.*}}), !dbg [[LINE_52:![0-9]+]]
// CHECK: [[CU:![0-9]+]] = distinct !DICompileUnit(language: DW_LANG_C, file: [[FILE:![0-9]+]], producer: "tanto-translate", isOptimized: false,
// CHECK: [[FILE]] = !DIFile(filename: "{{.*}}debug-info-unknown-locations.mlir", directory: "")
// CHECK: [[HELPER]] = distinct !DISubprogram(name: "helper", {{.*}}file: [[FILE]], line: 1,
// CHECK: [[KERNEL]] = distinct !DISubprogram(name: "kernel", {{.*}}file: [[FILE]], line: 1,
// CHECK: [[NO_LINE]] = !DILocation(line: 0, scope: [[KERNEL]])
// CHECK: [[LINE_50]] = !DILocation(line: 50, column: 2, scope: [[KERNEL]])
// CHECK: [[LINE_51]] = !DILocation(line: 51, column: 3, scope: [[KERNEL]])
// CHECK: [[LINE_52]] = !DILocation(line: 52, column: 3, scope: [[KERNEL]])

// VERIFY: No errors.

module {
  llvm.mlir.global internal @g() : i32 {
    %0 = llvm.mlir.constant(7 : i32) : i32 loc(callsite(unknown at "lib.mlir":3:4))
    llvm.return %0 : i32 loc(callsite("lib.mlir":5:6 at "k.cpp":1:1))
  } loc(unknown)
  llvm.func @helper(%a: i32) -> i32 {
    llvm.return %a : i32 loc(unknown)
  } loc(unknown)
  llvm.func @kernel(%a: i32) -> i32 {
    %0 = llvm.call @helper(%a) : (i32) -> i32 loc(unknown)
    %1 = llvm.add %0, %a : i32 loc(callsite(unknown at callsite(unknown at "k.cpp":50:2)))
    %2 = llvm.mul %1, %a : i32 loc(callsite(callsite("lib.mlir":7:1 at unknown) at "k.cpp":51:3))
    %3 = llvm.call @helper(%2) : (i32) -> i32 loc(callsite(unknown at "k.cpp":52:3))
    llvm.return %3 : i32 loc(fused["k.cpp":53:3, unknown])
  } loc(unknown)
} loc(unknown)
