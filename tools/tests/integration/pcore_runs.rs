//! PCORE kernels compiled from their `.p` (frontends/src/ztachip/pcore/
//! lower) and run by EXE_LOCKSTEP in tanto-run, against results computed
//! here from what the programs say, lane by lane.

use super::ztachip_runs::{run_with, word, DDR_BYTES};

/// Writes `program` as `<name>.p` in the folder the tensor program
/// `label` is compiled in.
fn write_pcore_program(label: &str, name: &str, program: &str) {
    let dir =
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("ztachip_runs/{label}"));
    std::fs::create_dir_all(&dir).expect("the test folder");
    std::fs::write(dir.join(name), program).expect("the PCORE program");
}

/// ztachip's 12-bit store: saturation to [-2048, 2047].
fn saturate(v: i64) -> i64 {
    v.clamp(-2048, 2047)
}

/// A filter over two vectors per thread: `init` points each thread's
/// registers at its data (they keep their values until `exe`); `exe`
/// accumulates two products and a bias in 32 bits, shifts by a `_global`
/// parameter, saturates into 12 bits, adds 1000 only in the lanes where
/// the first input is positive (`_VMASK = GT(...)`), and thread 3 counts
/// to 5 in a `while` with `break`. Two PCOREs of 16 threads.
#[test]
fn pcore_kernels_compute_with_registers_masks_and_saturation() {
    let pcore_program = r#"
_NT16_ class f;
_share vint16 f::in[32];
_share vint16 f::out[16];
_share int16 f::w[3];
vint16 *f::src;
vint16 *f::dst;
int f::bias;
vint32 f::_A;

_kernel_ void f::init(int b) {
   src = &in[tid * 2];
   dst = &out[tid];
   bias = b;
}

_kernel_ void f::exe(_global int shift) {
   int i;
   _VMASK = -1;
   _A = 0;
#pragma unroll
   for (i = 0; i < 2; i++) {
      _A += src[i] * w[i];
   }
   _A = _A + w[2] * bias;
   dst[0] = _A >> shift;
   _VMASK = GT(src[0], 0);
   dst[0] = dst[0] + 1000;
   _VMASK = -1;
   if (tid == 3) {
      i = 0;
      while (1) {
         i++;
         if (i >= 5)
            break;
      }
      dst[0] = i;
   }
}
"#;
    write_pcore_program("pcore_filter", "f.p", pcore_program);
    let program = r#"
#include "f.p.img"
void zta_main(void) {
> PCORE[0:1].f::in[0:31][0:7] <= DTYPE(INT16) DDR(0, 512)[:];
> PCORE[0:1].f::w[0:2] <= DTYPE(INT16) DDR(1024, 6)[:];
> DTYPE(INT16) PCORE(2)[*][:].f::init.b <= INT16(7);
> EXE_LOCKSTEP(f::init, 2);
> f::exe.shift <= INT16(2);
> EXE_LOCKSTEP(f::exe, 2);
> DTYPE(INT16) DDR(2048, 256)[:] <= PCORE[0:1].f::out[0:15][0:7];
}
"#;
    // DDR addresses are bytes: the inputs at 0, the weights at 1024, the
    // results at 2048.
    // Inputs within 12 bits, some negative; weights of both signs.
    let input = |i: usize| ((i * 37 % 601) as i64) - 300;
    let weight = |pcore: usize, k: usize| [[23i64, -9, 4], [-17, 30, -3]][pcore][k];
    let mut ddr = vec![0u8; DDR_BYTES];
    for i in 0..512 {
        ddr[2 * i..2 * i + 2].copy_from_slice(&(input(i) as i16).to_le_bytes());
    }
    for pcore in 0..2 {
        for k in 0..3 {
            let at = 2 * (512 + 3 * pcore + k);
            ddr[at..at + 2].copy_from_slice(&(weight(pcore, k) as i16).to_le_bytes());
        }
    }
    let after = run_with("pcore_filter", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let mut saturated = 0;
    for pcore in 0..2 {
        for thread in 0..16 {
            for lane in 0..8 {
                // Vector v of a PCORE's `in` is words 8 v .. 8 v + 8.
                let x = |v: usize| input(256 * pcore + 8 * v + lane);
                let (a, b) = (x(2 * thread), x(2 * thread + 1));
                let sum = a * weight(pcore, 0) + b * weight(pcore, 1) + weight(pcore, 2) * 7;
                let mut expected = saturate(sum >> 2);
                if a > 0 {
                    expected = saturate(expected + 1000);
                }
                if thread == 3 {
                    expected = 5;
                }
                saturated += usize::from(expected.abs() == 2048 || expected == 2047);
                let got = word(&after, 2048, 128 * pcore + 8 * thread + lane) as i16;
                assert_eq!(
                    i64::from(got),
                    expected,
                    "PCORE {pcore} thread {thread} lane {lane}"
                );
            }
        }
    }
    assert!(saturated > 0, "the inputs exercise saturation");
}
