//! The PCOREs run a thread in lockstep (ztachip's one instruction unit,
//! HW/src/pcore/instr.vhd): a conditional jump tests the integer unit's
//! flags ORed over the enabled PCOREs, so a condition that differs between
//! PCOREs sends them all the same way. Expected values are worked out here
//! from the jumps ztachip's compiler makes (gen.cpp) and the flags
//! instr_fetch.vhd tests.

use super::pcore_runs::write_pcore_program;
use super::ztachip_runs::{run_with, word, DDR_BYTES};

const PROGRAM: &str = r#"
_NT16_ class s;
_share int16 s::out[64];

_kernel_ void s::exe() {
   int i, k, n;
   out[tid * 4] = 0;
   if (pid == 0)
      out[tid * 4] = 1;
   out[tid * 4 + 1] = 0;
   if (pid > 0)
      out[tid * 4 + 1] = 1;
   k = 0;
   switch (pid) {
   case 1:
      k = 5;
      break;
   case 0:
      k = 7;
      break;
   }
   out[tid * 4 + 2] = k + tid;
   n = 0;
   for (i = 0; i < pid * 3 + 2; i++)
      n++;
   out[tid * 4 + 3] = n;
}
"#;

/// What `out` holds for `pcores` PCOREs in lockstep (every thread alike).
fn expected(pcores: i64) -> [i64; 4] {
    let pids = || 0..pcores;
    // `if (c)` jumps past its branch on the reversed comparison: `pid ==
    // 0` on JUMP_NE of pid - 0, taken only when no PCORE's result is
    // zero; `pid > 0` on JUMP_LE, taken when some PCORE's is zero or
    // negative.
    let first = i64::from(pids().any(|p| p == 0));
    let second = i64::from(pids().all(|p| p > 0));
    // `switch` jumps to each label in order on JUMP_EQ of pid - label,
    // taken when some PCORE's result is zero.
    let k = if pids().any(|p| p == 1) {
        5
    } else if pids().any(|p| p == 0) {
        7
    } else {
        0
    };
    // The loop jumps back on JUMP_LT of i - (3 pid + 2), taken while some
    // PCORE's result is negative: it runs the largest count.
    let n = pids().map(|p| 3 * p + 2).max().unwrap_or(0);
    [first, second, k, n]
}

#[test]
fn pcores_jump_together_where_their_conditions_differ() {
    write_pcore_program("pcore_lockstep", "s.p", PROGRAM);
    let program = r#"
#include "s.p.img"
void zta_main(void) {
> EXE_LOCKSTEP(s::exe, 2);
> DTYPE(INT16) DDR(0, 128)[:] <= PCORE[0:1].s::out[0:63];
> EXE_LOCKSTEP(s::exe, 1);
> DTYPE(INT16) DDR(256, 64)[:] <= PCORE[0].s::out[0:63];
}
"#;
    let after = run_with("pcore_lockstep", program, &vec![0u8; DDR_BYTES], true)
        .unwrap_or_else(|e| panic!("{e}"));
    let read = |at: usize, k: usize| i64::from(word(&after, at, k) as i16);
    // Alone, PCORE 0 takes its own way; with PCORE 1 both take the way
    // the flags of the two send them, which neither would alone.
    let (together, alone) = (expected(2), expected(1));
    assert_eq!(together, [1, 0, 5, 5]);
    assert_eq!(alone, [1, 0, 7, 2]);
    for thread in 0..16 {
        for (k, want) in together.iter().enumerate() {
            let want = if k == 2 { want + thread as i64 } else { *want };
            for pcore in 0..2 {
                let got = read(0, 64 * pcore + 4 * thread + k);
                assert_eq!(
                    got, want,
                    "2 PCOREs: PCORE {pcore} thread {thread} word {k}"
                );
            }
        }
        for (k, want) in alone.iter().enumerate() {
            let want = if k == 2 { want + thread as i64 } else { *want };
            let got = read(256, 4 * thread + k);
            assert_eq!(got, want, "1 PCORE: thread {thread} word {k}");
        }
    }
}
