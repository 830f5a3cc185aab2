// ztachip's tensor commands Tanto does not model get located errors that
// say what they are (docs/frontends/ztachip.md, Not supported).
// RUN: tanto-opt -verify-diagnostics %s

void unmodelled(unsigned char *p, int n) {
  // expected-error @+1 {{`MEMS` needs a fork count after its address: `MEMS(address, forks, dims...)`}}
> SCRATCH(0,100)[0:3] <= MEMS(p)[0:3];
  // expected-error @+1 {{`PCORES(forks, dims...)` needs its PCORE dimensions: without them ztachip's compiler sizes the array by its PID_MAX, not by the PCOREs}}
> PCORES(2)[0].c::v[0:3] <= MEM(p,10)[0:3];
  // expected-error @+1 {{the PCOREs' code space is written (`PROG(n) <= MEM(...)`), not read}}
> MEM(p,10)[:] <= PROG(4);
  // expected-error @+1 {{PCORE code is loaded from DDR (`MEM(...)`)}}
> PROG(4) <= SCRATCH(0,16)[:];
  // expected-error @+1 {{cannot parse this tensor statement at `<`}}
> PROG <= MEM(p,16)[:];
  // expected-error @+1 {{ztachip's compiler has no `NOTIFY`: its notification is `CALLBACK(function, parameter)`}}
> NOTIFY(n, 2);
}
