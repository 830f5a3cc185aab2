// Statements the ztachip frontend reads but does not lower: a multicast
// over a variable's elements is a located error that says so.
// RUN: tanto-opt -verify-diagnostics %s

void later(short *p, int np) {
  // expected-error @+1 {{a multicast `[*]` is over PCOREs or threads: an element index is not one}}
> PCORE[0].THREAD[0].k::v(2, 2)[*][0:1] <= DDR(p)[0:1];
}
