// Input of c-library-headers.m: a type error gcc refuses too.
void broken(void) {
   struct { int a; } s = 3;
}
