_NT16_ class k;
_share int16 k::pad[5];
_share int16 k::table[4][8];
vint16 k::acc[2];
_kernel_ void k::run(int n, _global int count) {
}
