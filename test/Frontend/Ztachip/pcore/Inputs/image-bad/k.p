_NT16_ class k;
_share int16 k::table[4][8];
_kernel_ void k::run() {
  undeclared = 1;
}
