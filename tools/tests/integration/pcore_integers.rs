//! `int` registers are 13 bits (ztachip's IREGISTER_WIDTH,
//! HW/src/ialu/ialu.vhd): a result keeps its low 13 bits, a shift takes
//! its distance's low 4 bits, a comparison is the sign of the 13-bit
//! difference. The expected values are worked out here by modular
//! arithmetic.

use super::pcore_runs::write_pcore_program;
use super::ztachip_runs::{run_with, word, DDR_BYTES};

/// A 13-bit register's value of `x`: x modulo 8192, in [-4096, 4095].
fn register(x: i64) -> i64 {
    (x + 4096).rem_euclid(8192) - 4096
}

#[test]
fn int_registers_keep_thirteen_bits() {
    write_pcore_program(
        "pcore_integers",
        "g.p",
        r#"
_NT16_ class g;
_share int16 g::out[64];

_kernel_ void g::exe() {
   int a, b, c, n;
   a = 4000 + tid * 10;
   a = a >> 2;
   out[tid * 4] = a;
   b = tid * 700;
   b = b >> 2;
   out[tid * 4 + 1] = b;
   c = 1 << (tid + 8);
   c = c >> 3;
   out[tid * 4 + 2] = c;
   n = 0;
   if (tid * 400 > -1000)
      n = 1;
   out[tid * 4 + 3] = n;
}
"#,
    );
    let program = r#"
#include "g.p.img"
void zta_main(void) {
> EXE_LOCKSTEP(g::exe, 1);
> DTYPE(INT16) DDR(0, 64)[:] <= PCORE[0].g::out[0:63];
}
"#;
    let after = run_with("pcore_integers", program, &vec![0u8; DDR_BYTES], true)
        .unwrap_or_else(|e| panic!("{e}"));
    let mut wrapped = 0;
    for tid in 0..16i64 {
        let a = register(4000 + tid * 10) >> 2;
        let b = register(tid * 700) >> 2;
        // 1 shifted by (tid + 8) mod 16, in 13 bits.
        let c = register(1i64 << ((tid + 8) % 16)) >> 3;
        let n = i64::from(register(register(tid * 400) + 1000) > 0);
        for (k, want) in [a, b, c, n].into_iter().enumerate() {
            let got = i64::from(word(&after, 0, 4 * tid as usize + k) as i16);
            assert_eq!(got, want, "thread {tid} word {k}");
        }
        // Exactly, every product is above -1000.
        wrapped += usize::from(n == 0);
    }
    assert!(wrapped > 0, "no comparison of a wrapped value");
}
