// Tensor statements that cannot mean anything get located errors.
// RUN: tanto-opt -verify-diagnostics %s

void errors(unsigned char *p, int n) {
  // expected-error @+1 {{unknown memory space `FOO`}}
> SCRATCH(0,100)[0:3] <= FOO(p)[0:3];
  // expected-error @+1 {{DDR(p, ...) has 2 dimensions but 1 index is given}}
> SCRATCH(0,100)[0:3] <= DDR(p,10,10)[0:3];
  // expected-error @+1 {{PCORE index 9 is outside 0..7}}
> PCORE(8)[9].THREAD[0].k::v[0] <= DDR(p)[0];
  // expected-error @+1 {{THREAD lays out 32 threads, but a PCORE of ztachip has 16}}
> PCORE[0].THREAD(4,8)[:][:].k::v[0] <= DDR(p)[0:31];
  // expected-error @+1 {{FOR(I) must index exactly one dimension of its side, but it indexes 0}}
> FOR(I=0:1) PCORE[0:1].THREAD[0].k::v[0] <= DDR(p)[0:1];
  // A shorter source: ztachip accepts it; the rest gets the PAD value.
  // expected-warning @+2 {{the destination takes 5 elements but the source gives 4: the last 1 get the PAD value (ztachip's tensor engine writes them with no element of the source)}}
  // expected-note @+1 {{the destination}}
> SCRATCH(0,100)[0:4] <= DDR(p,100)[0:3];
  // A longer source: the destination's count moves, as on the chip.
  // expected-warning @+2 {{the destination takes 4 elements and the source gives 5: the first 4 move}}
  // expected-note @+1 {{the destination}}
> SCRATCH(0,100)[0:3] <= DDR(p,100)[0:4];
  // expected-error @+2 {{the source is INT16 but the destination is INT8}}
  // expected-note @+1 {{the destination's type}}
> DTYPE(INT8)SCRATCH(0,4)[:] <= DTYPE(INT16)DDR(p,4)[:];
  // expected-error @+1 {{unknown data type `INT32`; ztachip has INT16, INT8, UINT8}}
> DTYPE(INT32)SCRATCH(0,4)[:] <= DDR(p,4)[:];
  // expected-error @+1 {{tensor variable $coef is not defined before this use}}
> SCRATCH(0,4)[:] <= $coef[2];
  // expected-error @+1 {{CONCURRENT reorders PCORE transfers: put it on the PCORE side}}
> CONCURRENT SCRATCH(0,4)[:] <= DDR(p,4)[:];
  // expected-error @+1 {{a range steps forward: its stride is at least 1}}
> SCRATCH(0,4)[0:0:3] <= DDR(p,4)[:];
  // A FOR's range steps as an index's does (`FOR(I=begin:stride:end)`).
  // expected-error @+1 {{a range steps forward: its stride is at least 1}}
> FOR(K=0:0:3) SCRATCH(0,4)[K] <= DDR(p,4)[:];
  // expected-error @+1 {{the bounded block `8(...)` must be the last dimension}}
> SCRATCH(0,16)[0:15] <= DDR(p,8(2,4),2)[:][:][:];
  // expected-error @+1 {{after other dimensions a bounded block bounds the last two, but `8(...)` has 3 dimensions}}
> SCRATCH(0,16)[0:15] <= DDR(p,2,8(2,2,2))[:][:][:][:];
  // expected-error @+1 {{cannot parse this tensor statement at `D`}}
> conv::start.count <= DDR(p)[0];
  // expected-error @+1 {{a PCORE dimension is a power of 2, not 6}}
> PCORE(6)[0].k::shared[0] <= DDR(p)[0];
  // expected-error @+1 {{a constant is a source, not a destination}}
> INT16(3) <= DDR(p)[0];
  // A statement over two lines, broken on the second.
> SCRATCH(0,4)[:]
  // expected-error @+1 {{cannot parse this tensor statement at `)`}}
>   <= DDR(p,4)[:]);
}

// ztachip's compiler drops a statement the file ends inside.
// expected-warning @+1 {{this tensor statement does not end: it is dropped}}
> SCRATCH(0,4)[:] <= DDR(p,4)[:]
