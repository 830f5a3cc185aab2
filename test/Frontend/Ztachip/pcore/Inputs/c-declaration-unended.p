// Input of ../c-declarations.p: a prototype without its `;` runs into the
// kernel after it.
_NT16_ class k;
_share vint16 k::out[16];
extern int app_log(const char *format, ...)
_kernel_ void k::run() {
   out[tid] = 1;
}
