// Statements the ztachip frontend reads but does not lower yet (issue 18):
// multicast over threads and a whole PCORE variable of unknown shape are
// located errors that say so.
// RUN: tanto-opt -verify-diagnostics %s

void later(short *p, int np) {
  // expected-error @+1 {{a multicast `[*]` is over PCOREs: a thread or element index is not lowered as one}}
> PCORE[0].THREAD[*].k::v[0:1] <= DDR(p)[0:1];
  // expected-error @+1 {{a whole PCORE variable (no index) needs its shape, which the PCORE program declares}}
> PCORE[0].THREAD[0].k::v <= DDR(p)[0];
}
