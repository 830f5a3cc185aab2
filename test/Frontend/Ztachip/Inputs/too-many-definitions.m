// Inputs of variables-chosen.m: $a defined 9 times, $b 8 times in one
// function, each in its own `if`, both used by one statement: 72 variants,
// past the limit.
void many(unsigned int p, int k) {
  if (k == 0) {
> $a := DTYPE(INT16) MEM(p, 64)[0:0];
  }
  if (k == 1) {
> $a := DTYPE(INT16) MEM(p, 64)[1:1];
  }
  if (k == 2) {
> $a := DTYPE(INT16) MEM(p, 64)[2:2];
  }
  if (k == 3) {
> $a := DTYPE(INT16) MEM(p, 64)[3:3];
  }
  if (k == 4) {
> $a := DTYPE(INT16) MEM(p, 64)[4:4];
  }
  if (k == 5) {
> $a := DTYPE(INT16) MEM(p, 64)[5:5];
  }
  if (k == 6) {
> $a := DTYPE(INT16) MEM(p, 64)[6:6];
  }
  if (k == 7) {
> $a := DTYPE(INT16) MEM(p, 64)[7:7];
  }
  if (k == 8) {
> $a := DTYPE(INT16) MEM(p, 64)[8:8];
  }
  if (k == 10) {
> $b := DTYPE(INT16) SCRATCH(0, 16)[0:0];
  }
  if (k == 11) {
> $b := DTYPE(INT16) SCRATCH(0, 16)[1:1];
  }
  if (k == 12) {
> $b := DTYPE(INT16) SCRATCH(0, 16)[2:2];
  }
  if (k == 13) {
> $b := DTYPE(INT16) SCRATCH(0, 16)[3:3];
  }
  if (k == 14) {
> $b := DTYPE(INT16) SCRATCH(0, 16)[4:4];
  }
  if (k == 15) {
> $b := DTYPE(INT16) SCRATCH(0, 16)[5:5];
  }
  if (k == 16) {
> $b := DTYPE(INT16) SCRATCH(0, 16)[6:6];
  }
  if (k == 17) {
> $b := DTYPE(INT16) SCRATCH(0, 16)[7:7];
  }
> $b <= $a;
}
