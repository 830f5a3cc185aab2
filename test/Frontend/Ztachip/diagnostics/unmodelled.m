// ztachip's tensor commands Tanto does not model get located errors that
// say what they are (docs/frontends/ztachip.md, Not supported).
// RUN: tanto-opt -verify-diagnostics %s

void unmodelled(unsigned char *p, int n) {
  // expected-error @+1 {{`MEMS`, ztachip's fork transfer (its first dimension a fork count), is not modelled}}
> SCRATCH(0,100)[0:3] <= MEMS(p,2,10)[0:3];
  // expected-error @+1 {{`PROG`, a load of PCORE code, is not needed}}
> PROG(0) <= MEM(p,10)[:];
  // expected-error @+1 {{ztachip's compiler has no `NOTIFY`: its notification is `CALLBACK(function, parameter)`}}
> NOTIFY(n, 2);
}
