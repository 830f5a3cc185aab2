// Syntax errors name what was expected, at the offending position.
// RUN: split-file %s %t
// RUN: not tanto-opt %t/semi.cpp 2>&1 | FileCheck %s --check-prefix=SEMI
// RUN: not tanto-opt %t/paren.cpp 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not tanto-opt %t/type.cpp 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not tanto-opt %t/garbage.cpp 2>&1 | FileCheck %s --check-prefix=GARBAGE
// RUN: not tanto-opt %t/several.cpp 2>&1 | FileCheck %s --check-prefix=SEVERAL

// SEMI: error: syntax error: expected `;`{{$}}
// SEMI-NEXT: --> {{.*}}semi.cpp:3:1
// SEMI: 3 | }
// SEMI-NEXT: | ^

// PAREN: error: syntax error: expected `)`{{$}}
// PAREN-NEXT: --> {{.*}}paren.cpp:2:27

// TYPE: error: syntax error: expected a type
// TYPE-NEXT: --> {{.*}}type.cpp:1:18

// GARBAGE: error: syntax error: expected a declaration or a function
// GARBAGE-NEXT: --> {{.*}}garbage.cpp:1:1

// Parsing resumes at the next top-level declaration: both errors show.
// SEVERAL: error: syntax error: expected `;`
// SEVERAL-NEXT: --> {{.*}}several.cpp:3:1
// SEVERAL: error: syntax error: expected an expression
// SEVERAL-NEXT: --> {{.*}}several.cpp:6:14

//--- semi.cpp
void kernel(pipe<float> p) {
    p.reserve_back()
}
//--- paren.cpp
void kernel(pipe<float> p) {
    p.read(0, p, 0, (1 + 2;
}
//--- type.cpp
void kernel(pipe<> p) {
}
//--- garbage.cpp
%%%% not a kernel
//--- several.cpp
void helper(pipe<float> p) {
    p.reserve_back()
}

void other(uint32 x) {
    x = (1 + ;
}

void kernel(pipe<float> p) {
    p.push_back();
}
