#include "k.p.img"
void uses(short *p) {
> PCORE[0:1].k::table[1:2][0:7] <= DTYPE(INT16) DDR(p, 32)[:];
> PCORE[0].THREAD[0].k::acc[1][0:7] <= DTYPE(INT16) DDR(p, 8)[:];
> PCORE[*][:].k::run.n <= INT16(4);
> k::run.count <= INT16(5);
}
