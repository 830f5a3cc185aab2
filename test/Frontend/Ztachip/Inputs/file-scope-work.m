// Input of forms/file-scope.m: a BARRIER outside every function (ztachip's
// compiler writes its C there, which then does not compile).
void run(unsigned int p) {
> DTYPE(INT16) MEM(p + 64, 16)[:] <= DTYPE(INT16) MEM(p, 16)[:];
}
> EXPORT(run);
> BARRIER;
