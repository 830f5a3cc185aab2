// tanto-tidy, the middle end's tidy-up, folds as tanto-canonicalize does but
// leaves region simplification (here: dropping unused block arguments) to the
// lowering's canonicalization; the middle end's functions are structured.
// RUN: tanto-opt %s --pass-pipeline='builtin.module(func.func(tanto-tidy))' | FileCheck %s --check-prefix=TIDY
// RUN: tanto-opt %s --tanto-default | FileCheck %s --check-prefix=TIDY
// RUN: tanto-opt %s --pass-pipeline='builtin.module(func.func(tanto-canonicalize))' | FileCheck %s --check-prefix=CANON

// TIDY-LABEL: func.func @tidy
// TIDY-NEXT:    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2(%arg0 : i32)
// TIDY-NEXT:  ^bb1(%{{.*}}: i32):
// TIDY-NEXT:    return %arg0 : i32
// CANON-LABEL: func.func @tidy
// CANON-NEXT:    cf.cond_br %arg1, ^bb1, ^bb2
// CANON-NEXT:  ^bb1:
// CANON-NEXT:    return %arg0 : i32
func.func @tidy(%x: i32, %c: i1) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  cf.cond_br %c, ^a(%y : i32), ^b(%y : i32)
^a(%u: i32):
  return %y : i32
^b(%v: i32):
  return %y : i32
}
