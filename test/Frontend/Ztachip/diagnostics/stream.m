// Stream processing errors: a stream program runs in the PCOREs, so one
// side of its transfer is PCORE memory; streams and table counts are the
// target's (4 streams); the tables are 16-bit words from DDR or the
// scratch-pad.
// RUN: tanto-opt -verify-diagnostics %s

void streams(short *p, int n) {
  // expected-error @+1 {{a stream program runs in the PCOREs' stream processors: one side of its transfer is PCORE memory}}
> SCRATCH(0,8)[:] <= PROC(1) <= DDR(p,8)[:];
  // expected-error @+1 {{a stream program runs in the PCOREs' stream processors: one side of its transfer is PCORE memory}}
> DDR(p,8)[:] <= REMAP(n) SCRATCH(0,8)[:];
  // expected-error @+1 {{stream programs are 0 to 3 (a negative one is none), not 4}}
> PCORE[0].THREAD[0].k::v[0:7] <= PROC(4) <= DDR(p,8)[:];
  // expected-error @+1 {{the stream processor holds 1 to 4 tables, not 5}}
> SPU(5) <= MEM(p, 5*256)[:];
  // expected-error @+1 {{the stream processor's tables are 16-bit words: INT16 (or `(int)`)}}
> SPU <= DTYPE(UINT8) MEM(p, 256)[:];
  // expected-error @+1 {{the stream processor's tables come from DDR or the scratch-pad}}
> SPU(1) <= PCORE[0].THREAD[0].k::v[0:255];
}
