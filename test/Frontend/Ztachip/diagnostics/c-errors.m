// An error in the C of a tensor statement is clang's, located in the
// tensor program's line.
// RUN: not tanto-translate %s --emit=llvm -o /dev/null 2>&1 | FileCheck %s

// CHECK: c-errors.m:9:{{[0-9]+}}: error: use of undeclared identifier 'missing'
void f(unsigned char *p) {
  int n = 4;
> DTYPE(UINT8) SCRATCH(0, 8)[0:n-1]
>   <= DTYPE(UINT8) DDR(missing, 8)[0:n-1];
}
