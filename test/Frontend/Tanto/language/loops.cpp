// Loops: counted `for` loops become scf.for (unsigned compare for unsigned
// induction variables), others scf.while; variables changed in the body are
// carried as loop results; break/continue/return become flags, and an `if`
// whose branch always jumps puts the rest of the block in its other branch.
// RUN: split-file %s %t
// RUN: tanto-opt %t/counted.cpp | FileCheck %s --check-prefix=COUNTED
// RUN: tanto-opt %t/signed.cpp | FileCheck %s --check-prefix=SIGNED
// RUN: tanto-opt %t/break.cpp | FileCheck %s --check-prefix=BREAK
// RUN: tanto-opt %t/continue.cpp | FileCheck %s --check-prefix=CONTINUE
// RUN: tanto-opt %t/while.cpp | FileCheck %s --check-prefix=WHILE
// RUN: tanto-opt %t/do-while.cpp | FileCheck %s --check-prefix=DO
// RUN: tanto-opt %t/outer-iv.cpp | FileCheck %s --check-prefix=OUTER

// COUNTED: %[[SUM:.*]] = scf.for unsigned %[[I:.*]] = %{{.*}} to %arg1 step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (i32) : i32 {
// COUNTED: %[[NEXT:.*]] = arith.addi %[[ACC]], %[[I]] : i32
// COUNTED: scf.yield %[[NEXT]] : i32
// COUNTED: "noc.sem_set"(%arg0, %[[SUM]])

// Inclusive bounds add one; steps other than 1 are kept.
// SIGNED: %[[UB:.*]] = arith.addi %arg1, %{{.*}} : i32
// SIGNED: scf.for %{{.*}} = %{{.*}} to %[[UB]] step %[[STEP:.*]] : i32
// SIGNED-NOT: unsigned

// BREAK: scf.while (%{{.*}} = %{{.*}}, %[[FLAG:.*]] = %false)
// BREAK: arith.xori
// BREAK: scf.condition
// BREAK: } do {
// BREAK: scf.if
// BREAK: scf.yield

// An `if` whose branch always jumps takes the rest of the block as its
// other branch, so the IR says on which path it runs (no flag test).
// CONTINUE: scf.for unsigned
// CONTINUE: %[[SKIP:.*]] = arith.cmpi eq
// CONTINUE: scf.if %[[SKIP]]
// CONTINUE-NEXT: scf.yield %true
// CONTINUE-NEXT: } else {
// CONTINUE-NEXT: "noc.sem_inc"

// WHILE: scf.while (%[[K:.*]] = %arg1) : (i32) -> i32 {
// WHILE: %[[C:.*]] = arith.cmpi ugt, %[[K]], %{{.*}} : i32
// WHILE: scf.condition(%[[C]]) %[[K]] : i32
// WHILE: arith.subi

// The body of a do-while runs in the condition region, so it runs first.
// DO: scf.while (%[[K:.*]] = %arg1) : (i32) -> i32 {
// DO: "noc.sem_set"(%arg0, %[[K]])
// DO: arith.addi
// DO: arith.cmpi ult
// DO: scf.condition
// DO: } do {

// An induction variable declared outside the loop keeps its final value.
// OUTER: scf.for
// OUTER: %[[RUNS:.*]] = arith.cmpi ugt
// OUTER: %[[LAST:.*]] = arith.select %[[RUNS]]
// OUTER: "noc.sem_set"(%arg0, %[[LAST]])

//--- counted.cpp
void kernel(semaphore s, uint32 n) {
    uint32 sum = 0;
    for (uint32 i = 0; i < n; i++) {
        sum += i;
    }
    s.set(sum);
}
//--- signed.cpp
void kernel(semaphore s, int32 n) {
    for (int32 i = 0; i <= n; i += 2) {
        s.inc(0, 0, 1);
    }
}
//--- break.cpp
void kernel(semaphore s, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        if (i == 5) break;
        s.inc(0, 0, i);
    }
}
//--- continue.cpp
void kernel(semaphore s, uint32 n) {
    for (uint32 i = 0; i < n; i++) {
        if (i == 5) continue;
        s.inc(0, 0, i);
    }
}
//--- while.cpp
void kernel(semaphore s, uint32 n) {
    uint32 k = n;
    while (k > 0) {
        k = k - 1;
        s.inc(0, 0, k);
    }
}
//--- do-while.cpp
void kernel(semaphore s, uint32 n) {
    uint32 k = n;
    do {
        s.set(k);
        k++;
    } while (k < 10);
}
//--- outer-iv.cpp
void kernel(semaphore s, uint32 n) {
    uint32 i;
    for (i = 0; i < n; i += 4) {
        s.inc(0, 0, 1);
    }
    s.set(i);
}
