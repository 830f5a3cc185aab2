// Sizes a tensor program writes as literals are checked against
// arch/ztachip.toml and the 32-bit int that holds them, before anything is
// lowered; each error names the limit.
// RUN: tanto-opt -verify-diagnostics %s

void sizes(short *p, int n) {
  // expected-error @+1 {{this tensor walks 7 dimensions, but ztachip's tensor engine has 6 loop levels ([dma] loop_levels)}}
> SCRATCH(0,2,2,2,2,2,2,2)[:][:][:][:][:][:][:] <= DDR(p)[0:127];
  // expected-error @+1 {{a dimension has at least 1 element, not 0}}
> SCRATCH(0,0)[0] <= DDR(p)[0];
  // expected-error @+1 {{`65536*65536` does not fit a 32-bit int (-2147483648 to 2147483647)}}
> SCRATCH(0,16)[0:3] <= DDR(p,65536*65536)[0:3];
  // expected-error @+1 {{scratch-pad address 40000 is outside the scratch-pad of 32768 bytes ([scratch] bytes)}}
> SCRATCH(40000,16)[0:3] <= DDR(p,16)[0:3];
  // expected-error @+1 {{this tensor reaches element 19999 (byte 40000) from byte 0, past the scratch-pad of 32768 bytes ([scratch] bytes)}}
> SCRATCH(0,100,200)[0:99][0:199] <= DDR(p,100,200)[0:99][0:199];
  // The guide's layout larger than the scratch-pad, walked within it.
> SCRATCH(0,100,200)[0:n-1][0:1] <= DDR(p,1000,2000)[0:n-1][0:1];
  // A variable's single indices are offsets, not loop levels (mcore.cpp):
  // 2 PCORE, 2 thread and 1 variable range are 5 levels of 6.
> DDR(p,8)[0:3] <= PCORE(4,2)[0:0][1:1].THREAD(4,4)[1][1:1].k::a(2,4,4)[][0][:];
  // expected-error @+1 {{this tensor walks 7 dimensions, but ztachip's tensor engine has 6 loop levels ([dma] loop_levels)}}
> DDR(p,16)[0:15] <= PCORE(4,2)[0:0][1:1].THREAD(4,4)[1][1:1].k::a(2,4,4)[0:1][0:1][:];
  // expected-error @+1 {{a kernel runs on 1 to 8 PCOREs of ztachip, not 9 ([pcore] count)}}
> EXE_LOCKSTEP(k::f, 9);
  // expected-error @+1 {{a kernel runs on 1 to 16 threads of ztachip, not 0 ([pcore] threads)}}
> EXE_LOCKSTEP(k::f, 8, 0);
  // Wider than the element: ztachip's compiler takes it, the engine its low bits.
  // expected-warning @+1 {{PAD(70000) is wider than a 16-bit element (-32768 to 65535): the tensor engine takes its low 16 bits, 4464}}
> SCRATCH(0,16)[0:3] <= PAD(70000) DDR(p,2)[0:3];
  // expected-warning @+1 {{INT8(300) is wider than a 8-bit element (-128 to 255): the tensor engine takes its low 8 bits, 44}}
> DTYPE(INT8) SCRATCH(0,16)[0:3] <= INT8(300);
  // expected-error @+1 {{k::v(64, 64) lays out 4096 words, but a thread's private memory holds 256 ([pcore] private_words)}}
> PCORE[0].THREAD[0].k::v(64,64)[0][0] <= DDR(p)[0];
  // expected-error @+2 {{this tensor walks 3000000000 elements, more than a transfer counts (2147483647)}}
  // expected-error @+1 {{this tensor reaches element 2999999999 (byte 6000000000), past the DDR window of 16777216 bytes ([ddr] bytes)}}
> DDR(p,60000,50000)[:][:] <= DDR(p,60000,n)[:][0:49999];
}
