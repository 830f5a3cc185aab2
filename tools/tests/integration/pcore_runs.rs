//! PCORE kernels compiled from their `.p` (frontends/src/ztachip/pcore/
//! lower) and run by EXE_LOCKSTEP in tanto-run, against results computed
//! here from what the programs say, lane by lane.

use super::ztachip_runs::{put_words, run_with, word, DDR_BYTES};

/// Writes `program` as `<name>.p` in the folder the tensor program
/// `label` is compiled in.
pub(crate) fn write_pcore_program(label: &str, name: &str, program: &str) {
    let dir =
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("ztachip_runs/{label}"));
    std::fs::create_dir_all(&dir).expect("the test folder");
    std::fs::write(dir.join(name), program).expect("the PCORE program");
}

/// Runs `program` (with the PCORE program written for `label`) on a DDR
/// holding `words` from offset 0, 16 bits each; the DDR after.
fn run_on_words(label: &str, program: &str, words: impl IntoIterator<Item = i64>) -> Vec<u8> {
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, words);
    run_with(label, program, &ddr, true).unwrap_or_else(|e| panic!("{e}"))
}

/// Runs `program` on a DDR holding `input` (as [`run_on_words`]) and
/// checks the `count` signed 16-bit words from word 1024 against `want`.
fn assert_words_at_1024(
    label: &str,
    program: &str,
    input: impl IntoIterator<Item = i64>,
    count: usize,
    want: impl Fn(usize) -> i64,
) {
    let after = run_on_words(label, program, input);
    for k in 0..count {
        assert_eq!(i64::from(word(&after, 1024, k) as i16), want(k), "word {k}");
    }
}

/// Checks lane `lane` of the 8-lane rows from word 1024 against `rows`.
fn assert_lane_of_rows(after: &[u8], lane: usize, rows: impl IntoIterator<Item = i64>, what: &str) {
    for (k, want) in rows.into_iter().enumerate() {
        let got = i64::from(word(after, 1024, 8 * k + lane) as i16);
        assert_eq!(got, want, "out[{k}], lane {lane} ({what})");
    }
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

/// A tensor program as ztachip's apps are written, with its own header in
/// the style of ztachip's `ztalib.h` (the register window's
/// `ztaTaskYield`, the library's prototypes): Tanto's ztachip C library
/// runs `ztaDualHartExecute` (hart 0 then hart 1), `ztaJobDone` and
/// `ztaReadResponse`, and `ztaInitStream` loads the stream processor's
/// tables from a bundle (a count, then that many tables of (slope, value)
/// pairs);
/// C picks a kernel by its `$class::kernel` address; the device program
/// passes the entry's arguments. Hart 0 doubles its half of the input,
/// hart 1 negates its half, each after table 0 added 100 on the way in.
#[test]
fn an_app_runs_with_the_ztachip_c_library() {
    write_pcore_program(
        "pcore_app",
        "s.p",
        r#"
_NT16_ class s;
_share vint16 s::buf[16];
vint16 *s::p;
_kernel_ void s::init() { p = &buf[tid]; }
_kernel_ void s::twice() { p[0] = p[0] * 2; }
_kernel_ void s::negate() { p[0] = -p[0]; }
"#,
    );
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("ztachip_runs/pcore_app");
    std::fs::write(
        dir.join("app.h"),
        r#"
#include <stdint.h>
#include <stdio.h>
#define MEM_MAP 0x80000000
#define ZTAM_GREG(reg2, reg, vm) (((volatile uint32_t *)MEM_MAP)[((reg2) << 5) + reg])
#define REG_DP_VM_TOGGLE 9
extern void _taskYield(void);
#define ztaTaskYield() {ZTAM_GREG(0, REG_DP_VM_TOGGLE, 0) = 0; _taskYield();}
extern void ztaInitPcore(uint16_t *image);
extern void ztaInitStream(uint32_t spu);
extern void ztaDualHartExecute(void (*func)(void *, int), void *parameter);
extern void ztaJobDone(unsigned int job);
extern _Bool ztaReadResponse(uint32_t *response);
"#,
    )
    .expect("app.h");
    let program = r#"
#include "app.h"
#include "s.p.img"
typedef struct { uint32_t in, out; } Request;
static void half(void *parameter, int pid) {
   Request *req = (Request *)parameter;
   uint32_t kfunc[2] = {$s::twice, $s::negate};
 > EXE_LOCKSTEP(s::init, 2);
   ztaTaskYield();
 > REMAP(0) PCORE(2)[:].s::buf[0:15][0:7] <= DTYPE(UINT8) MEM(req->in, 512)[pid * 256:pid * 256 + 255];
 > EXE_LOCKSTEP(kfunc[pid], 2);
   ztaTaskYield();
 > DTYPE(INT16) MEM(req->out, 512)[pid * 256:pid * 256 + 255] <= PCORE(2)[:].s::buf[0:15][0:7];
}
void kernel_app_exe(unsigned int req_id, unsigned int in, unsigned int out, unsigned int bundle, unsigned int answer) {
   Request req;
   uint32_t response;
   ztaInitPcore(zta_pcore_img);
   ztaInitStream(bundle);
   req.in = in;
   req.out = out;
   ztaDualHartExecute(half, &req);
   ztaJobDone(req_id);
   for (;;) {
      if (ztaReadResponse(&response))
         break;
   }
 > DTYPE(INT16) MEM(answer, 1)[0:0] <= INT16(response);
}
"#;
    // Bytes of DDR: the input (UINT8) at 512, the output (INT16) at 5120,
    // the response at 7168 and the bundle last, ending where the DDR window
    // ends: ztaBuildSpuBundle allocates the count and its tables only, so
    // ztaInitStream reads no word past them.
    let (input, output, answer) = (512usize, 5120usize, 7168usize);
    let bundle = 8192 - 2 * (1 + 2 * 128);
    let mut ddr = vec![0u8; 8192];
    let value = |i: usize| (i * 7 % 256) as u8;
    for i in 0..512 {
        ddr[input + i] = value(i);
    }
    // One table: f(x) = x + 100, entry e covering 32 e .. 32 e + 31, with
    // the slope ztachip's host computes, (f(last) - f(first)) * 32 / 31.
    let mut words = vec![1i16];
    for e in 0..128i16 {
        words.extend([31 * 32 / 31, 32 * e + 100]);
    }
    for (k, w) in words.iter().enumerate() {
        ddr[bundle + 2 * k..bundle + 2 * k + 2].copy_from_slice(&w.to_le_bytes());
    }
    let arguments = [7, input as i64, output as i64, bundle as i64, answer as i64];
    let after = super::ztachip_runs::run_entry(
        "pcore_app",
        program,
        &ddr,
        true,
        "kernel_app_exe",
        &arguments,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    for i in 0..512 {
        let x = i64::from(value(i)) + 100;
        let expected = if i < 256 { 2 * x } else { -x };
        let got = i64::from(word(&after, output, i) as i16);
        assert_eq!(got, expected, "element {i}");
    }
    assert_eq!(word(&after, answer, 0), 7, "the job's response");
}

/// ztachip's main module loads each program's image itself (a strong
/// `ztaInitPcore` over the library's weak one): the image is ztachip's
/// layout, a code length in bytes, the code, a constant length, the
/// constants; Tanto's holds no code and no constants (both lengths 0), so
/// `PROG` moves nothing and the kernel that runs is the compiled one.
#[test]
fn a_main_module_loading_its_image_with_prog_runs_the_compiled_kernel() {
    write_pcore_program(
        "pcore_prog",
        "k.p",
        "_NT16_ class k;\n_share vint16 k::v[16];\n_kernel_ void k::triple() {\n   v[tid] = v[tid] * 3 + pid;\n}\n",
    );
    let program = r#"
#include <stdint.h>
#include "k.p.img"
static int lengths[2];
void ztaInitPcore(uint16_t *image) {
   int code_bytes = image[0];
   uint16_t *code = &image[1];
   lengths[0] = code_bytes;
   lengths[1] = image[1 + code_bytes / 2];
 > PROG((code_bytes / 2)) <= (int)MEM(code, (code_bytes / 2) * 4)[:];
}
void zta_main(void) {
   ztaInitPcore(zta_pcore_img);
 > PCORE(2)[:].k::v[0:15][0:7] <= DTYPE(INT16) MEM(0, 256)[:];
 > EXE_LOCKSTEP(k::triple, 2);
 > DTYPE(INT16) MEM(1024, 256)[:] <= PCORE(2)[:].k::v[0:15][0:7];
 > DTYPE(INT16) MEM(2048, 2)[:] <= INT16(lengths[0]);
 > DTYPE(INT16) MEM(2048, 2)[1:1] <= INT16(lengths[1]);
}
"#;
    let mut ddr = vec![0u8; 4096];
    let value = |i: usize| i as i16 * 5 - 600;
    for i in 0..256 {
        ddr[2 * i..2 * i + 2].copy_from_slice(&value(i).to_le_bytes());
    }
    ddr[2048..2052].copy_from_slice(&[0xAA; 4]);
    let after = run_with("pcore_prog", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    // 128 elements per PCORE: PCORE p holds elements 128 p .. 128 p + 127.
    for i in 0..256 {
        let expected = i64::from(value(i)) * 3 + (i / 128) as i64;
        assert_eq!(
            i64::from(word(&after, 1024, i) as i16),
            expected,
            "element {i}"
        );
    }
    assert_eq!(
        [word(&after, 2048, 0), word(&after, 2048, 1)],
        [0, 0],
        "the image's two lengths"
    );
}

/// A variable indexed once without a cast runs over its declared length:
/// `k::top[:]` under FOR loops of PCOREs and threads (as ztachip's fcn.m
/// reads its pooling results) is the vector's 8 lanes, not a run of words
/// as long as the other side.
#[test]
fn one_index_without_a_cast_spans_the_declared_length() {
    write_pcore_program(
        "pcore_one_index",
        "k.p",
        "_NT16_ class k;\nvint16 k::top;\n_kernel_ void k::fill() {\n   top = tid * 8 + pid;\n}\n",
    );
    let program = r#"
#include "k.p.img"
void zta_main(void) {
> EXE_LOCKSTEP(k::fill, 8);
> DTYPE(INT16) MEM(0, 1024)[0:1023] <= DTYPE(INT16) FOR(I=0:7) FOR(J=0:15) PCORE(8)[I].THREAD[J].k::top[:];
}
"#;
    let ddr = vec![0u8; 4096];
    let after = run_with("pcore_one_index", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for pcore in 0..8 {
        for thread in 0..16 {
            for lane in 0..8 {
                let k = 128 * pcore + 8 * thread + lane;
                assert_eq!(
                    word(&after, 0, k),
                    (thread * 8 + pcore) as u16,
                    "PCORE {pcore} thread {thread} lane {lane}"
                );
            }
        }
    }
}

/// A negative stream program is none (ztachip's compiler enables the
/// stream processor for `n >= 0` only; color.m passes -1 when it does not
/// equalize): `REMAP(off)` with `off = -1` moves the words unchanged,
/// `REMAP(on)` with `on = 0` maps them through table 0 (x + 100).
#[test]
fn a_negative_stream_program_is_none() {
    write_pcore_program(
        "pcore_no_stream",
        "k.p",
        "_NT16_ class k;\n_share vint16 k::v[16];\n",
    );
    let program = r#"
#include "k.p.img"
void zta_main(void) {
  int off = -1, on = 0;
> SPU(1) <= DTYPE(INT16) MEM(1024, 256)[:];
> REMAP(off) PCORE(2)[:].k::v[0:15][0:7] <= DTYPE(UINT8) MEM(0, 256)[:];
> DTYPE(INT16) MEM(2048, 256)[:] <= PCORE(2)[:].k::v[0:15][0:7];
> REMAP(on) PCORE(2)[:].k::v[0:15][0:7] <= DTYPE(UINT8) MEM(0, 256)[:];
> DTYPE(INT16) MEM(3072, 256)[:] <= PCORE(2)[:].k::v[0:15][0:7];
}
"#;
    let mut ddr = vec![0u8; 4096];
    for (i, byte) in ddr.iter_mut().take(256).enumerate() {
        *byte = (i * 5 % 256) as u8;
    }
    for e in 0..128usize {
        for (k, w) in [32i16, 32 * e as i16 + 100].iter().enumerate() {
            let at = 1024 + 2 * (2 * e + k);
            ddr[at..at + 2].copy_from_slice(&w.to_le_bytes());
        }
    }
    let after = run_with("pcore_no_stream", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for i in 0..256 {
        let x = (i * 5 % 256) as u16;
        assert_eq!(word(&after, 2048, i), x, "REMAP(-1), word {i}");
        assert_eq!(word(&after, 3072, i), x + 100, "REMAP(0), word {i}");
    }
}

/// The vector ALU's operations called by name, as ztachip's ALU
/// (HW/src/alu/alu.vhd, HW/src/pcore/xregister_file.vhd) gives them:
/// `ASN_RAW` of a scalar hands its value to an `int` (a gather through
/// an index table); `ASN_RAW` of a vector
/// gives bit i = lane i's lowest bit where `_VMASK` enables lane i; `MUL`
/// and `SUB` land in 12-bit temporaries, so `MUL` saturates before `SUB`;
/// `SHL(n, x)` and `SHR(n, x)` shift x by n.
#[test]
fn named_alu_operations_gather_pack_lane_bits_and_saturate() {
    let pcore_program = r#"
_NT16_ class g;
_share int16 g::table[64];
_share int16 g::sidx[128];
_share vint16 g::v[16];
_share int16 g::gout[128];
_share int16 g::bits[32];
_share vint16 g::o[16];
_share vint16 g::sh[16];

_kernel_ void g::exe() {
   int I, k;
#pragma unroll
   for (I = 0; I < 8; I++) {
      k = ASN_RAW(sidx[tid * 8 + I]);
      gout[tid * 8 + I] = table[k];
   }
   _VMASK = -1;
   bits[tid * 2] = ASN_RAW(v[tid]);
   _VMASK = 0x0F;
   k = ASN_RAW(v[tid]);
   _VMASK = -1;
   bits[tid * 2 + 1] = k;
   o[tid] = SUB(MUL(v[tid], 40), 1500);
   sh[tid] = SHR(2, v[tid]) + SHL(3, v[tid]);
}
"#;
    write_pcore_program("pcore_named", "g.p", pcore_program);
    let program = r#"
#include "g.p.img"
void zta_main(void) {
> PCORE[0:1].g::table[0:63] <= DTYPE(INT16) DDR(0, 128)[:];
> PCORE[0:1].g::sidx[0:127] <= DTYPE(INT16) DDR(256, 256)[:];
> PCORE[0:1].g::v[0:15][0:7] <= DTYPE(INT16) DDR(768, 256)[:];
> EXE_LOCKSTEP(g::exe, 2);
> DTYPE(INT16) DDR(2048, 256)[:] <= PCORE[0:1].g::gout[0:127];
> DTYPE(INT16) DDR(2560, 64)[:] <= PCORE[0:1].g::bits[0:31];
> DTYPE(INT16) DDR(2688, 256)[:] <= PCORE[0:1].g::o[0:15][0:7];
> DTYPE(INT16) DDR(3200, 256)[:] <= PCORE[0:1].g::sh[0:15][0:7];
}
"#;
    // Byte addresses: tables at 0, index tables at 256, vectors at 768.
    let table = |pcore: usize, k: usize| (1000 - 13 * k as i64) * if pcore == 0 { 1 } else { -1 };
    let index = |i: usize| ((i * 29 + 7) % 64) as i64;
    let lane_value = |i: usize| ((i * 53 % 601) as i64) - 300;
    let mut ddr = vec![0u8; DDR_BYTES];
    let mut put = |at: usize, v: i64| ddr[at..at + 2].copy_from_slice(&(v as i16).to_le_bytes());
    for pcore in 0..2 {
        for k in 0..64 {
            put(2 * (64 * pcore + k), table(pcore, k));
        }
    }
    for i in 0..256 {
        put(256 + 2 * i, index(i));
        put(768 + 2 * i, lane_value(i));
    }
    let after = run_with("pcore_named", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let read = |at: usize, k: usize| i64::from(word(&after, at, k) as i16);
    for pcore in 0..2 {
        for thread in 0..16 {
            for lane in 0..8 {
                let i = 128 * pcore + 8 * thread + lane;
                let gathered = table(pcore, index(i) as usize);
                assert_eq!(read(2048, i), gathered, "gather {pcore}/{thread}/{lane}");
                let expected = (lane_value(i) * 40).clamp(-2048, 2047) - 1500;
                assert_eq!(
                    read(2688, i),
                    expected.clamp(-2048, 2047),
                    "MUL, SUB at {i}"
                );
                // SHR(2, x) is x >> 2, SHL(3, x) is x << 3 (saturated).
                let x = lane_value(i);
                let shifted = ((x >> 2) + (x << 3).clamp(-2048, 2047)).clamp(-2048, 2047);
                assert_eq!(read(3200, i), shifted, "SHR, SHL at {i}");
            }
            let odd = |lanes: std::ops::Range<usize>| -> i64 {
                lanes
                    .filter(|&l| lane_value(128 * pcore + 8 * thread + l) & 1 == 1)
                    .map(|l| 1 << l)
                    .sum()
            };
            let at = 32 * pcore + 2 * thread;
            assert_eq!(read(2560, at), odd(0..8), "lane bits {pcore}/{thread}");
            assert_eq!(
                read(2560, at + 1),
                odd(0..4),
                "masked lane bits {pcore}/{thread}"
            );
        }
    }
}

/// Conditions on vector lanes, as ztachip's compiler branches on them and
/// its PCOREs jump. Each test compares into lane bits (the lanes `_VMASK`
/// enables) and jumps when they are not zero: an `if` (and `?:`) jumps
/// past its branch on the reversed comparison, a loop back on the
/// comparison; `!` reverses a test, `&&` in an `if` jumps past on either
/// operand. The PCOREs run a thread in lockstep and a jump tests the
/// zero flag ORed over them (HW/src/pcore/instr.vhd `y_zero_all`): a
/// jump on "not zero" is taken only when it is so on every PCORE.
#[test]
fn vector_conditions_test_every_or_some_enabled_lane() {
    let pcore_program = r#"
_NT16_ class q;
_share vint16 q::a[16];
_share vint16 q::b[16];
_share int16 q::flags[64];
_share vint16 q::sel[16];

_kernel_ void q::exe() {
   int n;
   _VMASK = -1;
   flags[tid * 4] = 0;
   if (a[tid] > b[tid])
      flags[tid * 4] = 1;
   flags[tid * 4 + 1] = 0;
   if (!(a[tid] > b[tid]) && a[tid])
      flags[tid * 4 + 1] = 1;
   n = 0;
   _VMASK = 0x0F;
   while (a[tid] > n)
      n++;
   _VMASK = -1;
   flags[tid * 4 + 2] = n;
   sel[tid] = (a[tid] >= 0) ? a[tid] : b[tid];
}
"#;
    write_pcore_program("pcore_conditions", "q.p", pcore_program);
    let program = r#"
#include "q.p.img"
void zta_main(void) {
> PCORE[0:1].q::a[0:15][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> PCORE[0:1].q::b[0:15][0:7] <= DTYPE(INT16) DDR(512, 256)[:];
> EXE_LOCKSTEP(q::exe, 2);
> DTYPE(INT16) DDR(1024, 128)[:] <= PCORE[0:1].q::flags[0:63];
> DTYPE(INT16) DDR(1536, 256)[:] <= PCORE[0:1].q::sel[0:15][0:7];
}
"#;
    // Thread t of PCORE p is vector 16 p + t: every lane of `a` above
    // `b`, every lane at or below it (and not zero), or a mix.
    let a = |v: usize, l: usize| -> i64 {
        match v % 3 {
            0 => 25 + ((v + l) % 9) as i64,
            1 => -1 - ((l + v) % 5) as i64,
            _ => ((v * 7 + l * 3) % 23) as i64 - 8,
        }
    };
    let b = |v: usize, l: usize| ((v * 5 + l) % 11) as i64;
    let mut ddr = vec![0u8; DDR_BYTES];
    for v in 0..32 {
        for l in 0..8 {
            let at = 2 * (8 * v + l);
            ddr[at..at + 2].copy_from_slice(&(a(v, l) as i16).to_le_bytes());
            ddr[512 + at..512 + at + 2].copy_from_slice(&(b(v, l) as i16).to_le_bytes());
        }
    }
    let after = run_with("pcore_conditions", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let read = |at: usize, k: usize| i64::from(word(&after, at, k) as i16);
    let mut seen = [0usize; 2];
    let mut apart = 0;
    for t in 0..16 {
        let vectors = [t, 16 + t];
        // Some lane of vector v holds `f`: that PCORE's lane bits are not
        // zero. The jump on "not zero" is taken when every PCORE's are.
        let some = |v: usize, lanes: usize, f: &dyn Fn(i64, i64) -> bool| {
            (0..lanes).any(|l| f(a(v, l), b(v, l)))
        };
        let jumps =
            |lanes: usize, f: &dyn Fn(i64, i64) -> bool| vectors.iter().all(|&v| some(v, lanes, f));
        // `if (a > b)` jumps past when some lane is at or below b.
        let above = !jumps(8, &|x, y| x <= y);
        // `if (!(a > b) && a)` jumps past when some lane is above b, or
        // when some lane is zero.
        let below_nonzero = !(jumps(8, &|x, y| x > y) || jumps(8, &|x, _| x == 0));
        // `while (a > n)` under lanes 0..3 jumps back while each PCORE has
        // such a lane above n: it stops at the smallest of the PCOREs'
        // largest lanes, at least 0.
        let count = vectors
            .iter()
            .map(|&v| (0..4).map(|l| a(v, l)).max().unwrap_or(0).max(0))
            .min()
            .unwrap_or(0);
        // `?:` jumps to b when some lane is negative.
        let positive = !jumps(8, &|x, _| x < 0);
        for &v in &vectors {
            let flags = |k: usize| read(1024, 4 * v + k);
            assert_eq!(flags(0), i64::from(above), "if, vector {v}");
            assert_eq!(flags(1), i64::from(below_nonzero), "!, &&, vector {v}");
            assert_eq!(flags(2), count, "while, vector {v}");
            for l in 0..8 {
                let want = if positive { a(v, l) } else { b(v, l) };
                assert_eq!(read(1536, 8 * v + l), want, "?:, vector {v} lane {l}");
            }
        }
        // Threads whose PCOREs alone would branch apart.
        let alone = |v: usize| (0..8).all(|l| a(v, l) > b(v, l));
        apart += usize::from(alone(t) != alone(16 + t));
        seen[usize::from(above)] += 1;
    }
    assert!(seen[0] > 0 && seen[1] > 0, "both outcomes: {seen:?}");
    assert!(apart > 0, "no thread tests PCOREs that disagree");
}

/// One index past an array's dimensions picks a lane of its vector data
/// (ztachip's gen.cpp "sub-vector" references): each thread reverses its
/// vector lane by lane and stores lane 2 of a private vector into `int16`
/// (a member declared after the kernel, as ztachip's compiler allows).
#[test]
fn an_index_past_the_dimensions_picks_a_lane() {
    let pcore_program = r#"
_NT16_ class r;
_share vint16 r::in[16];
_share vint16 r::out[16];

_kernel_ void r::exe() {
   int k;
   vint16 v;
   int16 s;
   for (k = 0; k < 8; k++)
      out[tid][k] = in[tid][7 - k];
   v = in[tid] + 1;
   s = v[2];
   third[tid] = s;
}

_share int16 r::third[16];
"#;
    write_pcore_program("pcore_lanes", "r.p", pcore_program);
    let program = r#"
#include "r.p.img"
void zta_main(void) {
> PCORE[0:1].r::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(r::exe, 2);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0:1].r::out[0:15][0:7];
> DTYPE(INT16) DDR(1536, 32)[:] <= PCORE[0:1].r::third[0:15];
}
"#;
    let value = |i: usize| (i * 13 % 500) as i64 - 250;
    let after = run_on_words("pcore_lanes", program, (0..256).map(value));
    let read = |at: usize, k: usize| i64::from(word(&after, at, k) as i16);
    for v in 0..32 {
        for l in 0..8 {
            assert_eq!(
                read(1024, 8 * v + l),
                value(8 * v + 7 - l),
                "vector {v} lane {l}"
            );
        }
        assert_eq!(read(1536, v), value(8 * v + 2) + 1, "lane 2 of vector {v}");
    }
}

/// `EXE_LOCKSTEP(f)` of a command `ztaBuildKernelFunc` built runs the
/// kernel on the PCOREs and threads the command names (ztachip issues a
/// one-argument EXE as the command it is): 1 PCORE of 4 threads here, so
/// the other threads and PCORE keep their zeros; a plain kernel address
/// runs everywhere.
#[test]
fn a_built_command_runs_on_its_pcores_and_threads() {
    write_pcore_program(
        "pcore_command",
        "m.p",
        r#"
_NT16_ class m;
_share vint16 m::out[16];
_kernel_ void m::mark() { out[tid] = out[tid] + tid + 1; }
"#,
    );
    let program = r#"
#include "m.p.img"
extern unsigned int ztaBuildKernelFunc(unsigned int func, int pcores, int threads);
void zta_main(void) {
   unsigned int few = ztaBuildKernelFunc($m::mark, 1, 4);
   unsigned int every = $m::mark;
 > EXE_LOCKSTEP(few);
 > EXE_LOCKSTEP(every);
 > DTYPE(INT16) DDR(0, 256)[:] <= PCORE[0:1].m::out[0:15][0:7];
}
"#;
    let after = run_with("pcore_command", program, &vec![0u8; DDR_BYTES], true)
        .unwrap_or_else(|e| panic!("{e}"));
    for pcore in 0..2 {
        for thread in 0..16 {
            let once = thread as u16 + 1;
            let want = if pcore == 0 && thread < 4 {
                2 * once
            } else {
                once
            };
            for lane in 0..8 {
                let got = word(&after, 0, 128 * pcore + 8 * thread + lane);
                assert_eq!(got, want, "PCORE {pcore} thread {thread} lane {lane}");
            }
        }
    }
}

/// Local arrays with `{...}` initialisers, word by word as ztachip's
/// compiler assigns them: a 2x3 table of `int16` in nested braces, a
/// `vint16` pair and a `vint16` with their lanes listed.
#[test]
fn local_array_initialisers_assign_their_elements() {
    write_pcore_program(
        "pcore_init",
        "i.p",
        r#"
_NT16_ class i;
_share vint16 i::in[16];
_share vint16 i::out[16];
_kernel_ void i::exe() {
   int16 c[2][3] = {{1, 2, 3}, {4, 5, 6}};
   vint16 w[2] = {{1, 2, 3, 4, 5, 6, 7, 8}, {-3, -2, -1, 0, 1, 2, 3, 4}};
   vint16 z = {0, 10, 20, 30, 40, 50, 60, 70};
   out[tid] = in[tid] * c[1][2] + c[0][1] * w[1] + w[0] + z;
}
"#,
    );
    let program = r#"
#include "i.p.img"
void zta_main(void) {
> PCORE[0:1].i::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(i::exe, 2);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0:1].i::out[0:15][0:7];
}
"#;
    let value = |k: usize| (k * 7 % 300) as i64 - 150;
    assert_words_at_1024("pcore_init", program, (0..256).map(value), 256, |k| {
        // Word k is lane k % 8 of a thread's vector.
        let lane = (k % 8) as i64;
        value(k) * 6 + 2 * (lane - 3) + (lane + 1) + 10 * lane
    });
}

/// A kernel calls a subroutine of another class and a kernel of its own,
/// as ztachip's compiler finds any function by its full name. The other
/// class's subroutine names its own member, which overlays the caller's
/// (the classes of a file share one memory): `k::seed`, set here, is
/// `util::bias` there.
#[test]
fn kernels_call_other_classes_subroutines_and_kernels() {
    write_pcore_program(
        "pcore_calls",
        "c.p",
        r#"
_NT16_ class k;
_NT16_ class util;
_share vint16 k::in[16];
_share vint16 k::out[16];
vint16 k::seed;
vint16 util::bias;
vint16 util::magnitude(vint16 x) {
   _VMASK = LT(x, 0);
   x = -x;
   _VMASK = -1;
   return x + bias;
}
_kernel_ void k::bump(int i) {
   out[i] = out[i] + 1;
}
_kernel_ void k::exe() {
   seed = 5;
   out[tid] = util::magnitude(in[tid]);
   k::bump(tid);
}
"#,
    );
    let program = r#"
#include "c.p.img"
void zta_main(void) {
> PCORE[0:1].k::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(k::exe, 2);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0:1].k::out[0:15][0:7];
}
"#;
    let value = |k: usize| (k * 7 % 300) as i64 - 150;
    assert_words_at_1024("pcore_calls", program, (0..256).map(value), 256, |k| {
        value(k).abs() + 5 + 1
    });
}

/// A variable declared without a class is a member of every class (its
/// own copy in each), as ztachip's compiler allocates it in every class's
/// context: `total` is k's private vector here.
#[test]
fn a_variable_without_a_class_is_a_member_of_every_class() {
    write_pcore_program(
        "pcore_classless",
        "c.p",
        r#"
_NT16_ class k;
vint16 total;
_share vint16 k::in[16];
_share vint16 k::out[16];
_kernel_ void k::exe() {
   total = in[tid] * 2;
   out[tid] = total + 3;
}
_kernel_ void m::zero() {
   total = 0;
}
"#,
    );
    let program = r#"
#include "c.p.img"
void zta_main(void) {
> PCORE[0:1].k::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(k::exe, 2);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0:1].k::out[0:15][0:7];
}
"#;
    let value = |k: usize| (k * 13 % 500) as i64 - 250;
    assert_words_at_1024("pcore_classless", program, (0..256).map(value), 256, |k| {
        value(k) * 2 + 3
    });
}

/// `int *p` is an `int` register, as ztachip's compiler drops the `*` of
/// an `int` declarator: `q = step + 2` adds, and every lane of thread t's
/// output is 5 + t.
#[test]
fn int_pointers_are_integers() {
    write_pcore_program(
        "pcore_int_pointer",
        "p.p",
        r#"
_NT16_ class k;
_share vint16 k::buf[16];
int *k::step;
_kernel_ void k::run() {
   int i;
   int *q;
   step = 3;
   q = step + 2;
   i = q + tid;
   buf[tid] = i;
}
"#,
    );
    let program = r#"
#include "p.p.img"
void zta_main(void) {
> EXE_LOCKSTEP(k::run, 2);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0:1].k::buf[0:15][0:7];
}
"#;
    assert_words_at_1024("pcore_int_pointer", program, std::iter::empty(), 256, |k| {
        let thread = (k / 8) % 16;
        5 + thread as i64
    });
}

/// A header both programs include (test/Frontend/Ztachip/pcore/Inputs/
/// app-shared.h): its constants scale the words in the kernel, and its C
/// declarations, which PCORE code ignores, change nothing; the tensor
/// program's C reads the same constants. The `.p` is preprocessed under
/// gcc's name, as ztachip's build preprocesses it with gcc: its
/// `#if __GNUC__` takes gcc's side. Every word becomes 3x + 4.
#[test]
fn a_shared_headers_c_declarations_change_nothing() {
    write_pcore_program(
        "pcore_shared_header",
        "app-shared.h",
        include_str!("../../../test/Frontend/Ztachip/pcore/Inputs/app-shared.h"),
    );
    write_pcore_program(
        "pcore_shared_header",
        "s.p",
        r#"
#include "app-shared.h"
// ztachip's build preprocesses this with gcc, and so does Tanto's, by name.
#if defined(__clang__) || defined(__llvm__) || __GNUC__ < 5
#define OFFSET 100
#else
#define OFFSET 0
#endif
_NT16_ class k;
_share vint16 k::in[16];
_share vint16 k::out[16];
_kernel_ void k::scale() {
   out[tid] = in[tid] * APP_SCALE + APP_ROWS + OFFSET;
}
"#,
    );
    let program = r#"
#include "app-shared.h"
#include "s.p.img"
void zta_main(void) {
> PCORE[0:1].k::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(k::scale, 2);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0:1].k::out[0:15][0:7];
}
"#;
    let value = |k: usize| (k * 17 % 600) as i64 - 300;
    assert_words_at_1024(
        "pcore_shared_header",
        program,
        (0..256).map(value),
        256,
        |k| value(k) * 3 + 4,
    );
}

/// A tensor program that includes no image runs with its own `<name>.p`
/// (here `kernel.p`, beside `kernel.m`), as ztachip's build compiles every
/// `<name>.m` with it (test/Frontend/Ztachip/pcore/own-program.test): its
/// kernel runs, and `k::a`'s declared shape (two vectors) lays out the
/// transfers. Each thread's first vector becomes the sum of its two.
#[test]
fn a_tensor_program_runs_with_its_own_pcore_program_it_does_not_include() {
    write_pcore_program(
        "pcore_own_program",
        "kernel.p",
        r#"
_NT16_ class k;
vint16 k::a[2];
_kernel_ void k::twice() {
   a[0] = a[0] + a[1];
}
"#,
    );
    let program = r#"
void zta_main(void) {
> PCORE[0].THREAD[0:15].k::a[:][:] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(k::twice, 1);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0].THREAD[0:15].k::a[:][:];
}
"#;
    let value = |k: usize| (k * 23 % 700) as i64 - 350;
    assert_words_at_1024(
        "pcore_own_program",
        program,
        (0..256).map(value),
        256,
        |k| {
            let (thread, word) = (k / 16, k % 16);
            if word < 8 {
                value(k) + value(16 * thread + 8 + word)
            } else {
                value(k)
            }
        },
    );
}

/// A class named `thread`: `.thread::buf` is its variable, and every word
/// comes back one more.
#[test]
fn a_class_named_thread_is_a_class() {
    write_pcore_program(
        "pcore_class_thread",
        "t.p",
        r#"
_NT16_ class thread;
_share vint16 thread::buf[16];
_kernel_ void thread::run() {
   int i;
   i = tid;
   buf[i] = buf[i] + 1;
}
"#,
    );
    let program = r#"
#include "t.p.img"
void zta_main(void) {
> PCORE[0:1].thread::buf[0:15][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(thread::run, 2);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0:1].thread::buf[0:15][0:7];
}
"#;
    let value = |k: usize| (k * 29 % 900) as i64 - 450;
    assert_words_at_1024(
        "pcore_class_thread",
        program,
        (0..256).map(value),
        256,
        |k| value(k) + 1,
    );
}

/// Lanes as scalars, as ztachip's compiler writes them: a vector stored
/// to one word (or returned as `int16`) gives lane 0, as the register file
/// writes a word from the lowest lane, and `_A[k]` is an accumulator's
/// lane k, 32 bits, read, computed in the 32-bit ALU and written.
#[test]
fn lanes_are_scalars() {
    write_pcore_program(
        "pcore_lanes",
        "l.p",
        r#"
_NT16_ class k;
_share vint16 k::in[16];
_share vint16 k::out[16];
_share int16 k::first[16];
vint32 k::_A;
int16 k::pick(vint16 x) {
   return x;
}
_kernel_ void k::exe() {
   int i;
   i = tid;
   first[i] = in[i];
   _A = in[i] * 3;
   _A[2] = _A[5] + 100;
   _A[3] = _A[5] * 64;
   _A[4] = _A[3] - _A[5] * 63;
   out[i] = _A;
   out[i][7] = k::pick(in[i] + 1);
}
"#,
    );
    let program = r#"
#include "l.p.img"
void zta_main(void) {
> PCORE[0:1].k::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(k::exe, 2);
> DTYPE(INT16) DDR(1024, 256)[:] <= PCORE[0:1].k::out[0:15][0:7];
> DTYPE(INT16) DDR(2048, 32)[:] <= PCORE[0:1].k::first[0:15];
}
"#;
    let value = |k: usize| (k * 37 % 301) as i64 - 150;
    let after = run_on_words("pcore_lanes", program, (0..256).map(value));
    // Word k: PCORE k / 128, thread (k / 8) % 16, lane k % 8.
    for k in 0..256 {
        let vector = k - k % 8;
        let want = match k % 8 {
            2 => 3 * value(vector + 5) + 100,
            // 32 bits, then saturated to 12 in `out`.
            3 => (64 * 3 * value(vector + 5)).clamp(-2048, 2047),
            // The product fused into the accumulation: exact.
            4 => 3 * value(vector + 5),
            7 => value(vector) + 1,
            _ => 3 * value(k),
        };
        assert_eq!(
            i64::from(word(&after, 1024, k) as i16),
            want,
            "out word {k}"
        );
    }
    for t in 0..32 {
        let want = value(8 * t);
        assert_eq!(i64::from(word(&after, 2048, t) as i16), want, "first {t}");
    }
}

/// Two `case`s of one value: the first is taken, as ztachip's compiler
/// tests the labels in order (launched with a fourth argument, which is
/// ignored as ztachip's compiler ignores it).
#[test]
fn the_first_of_two_equal_cases_is_taken() {
    write_pcore_program(
        "pcore_cases",
        "d.p",
        r#"
_NT16_ class d;
_share vint16 d::out[16];
_kernel_ void d::exe() {
   switch (tid & 1) {
   case 1:
      out[tid] = 10;
      break;
   case 1:
      out[tid] = 20;
      break;
   default:
      out[tid] = 30;
   }
}
"#,
    );
    let program = r#"
#include "d.p.img"
void zta_main(void) {
> EXE_LOCKSTEP(d::exe, 1, 16, 0);
> DTYPE(INT16) DDR(1024, 128)[:] <= PCORE[0].d::out[0:15][0:7];
}
"#;
    let ddr = vec![0u8; DDR_BYTES];
    let after = run_with("pcore_cases", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for k in 0..128 {
        let thread = k / 8;
        let want = if thread % 2 == 1 { 10 } else { 30 };
        assert_eq!(word(&after, 1024, k), want, "word {k}");
    }
}

/// A member named through a kernel (`m::run.a`, no parameter of `run`) is
/// the class's member, as ztachip's compiler looks names up: the tensor
/// program fills it so, and the kernel reads it.
#[test]
fn a_member_named_through_a_kernel_is_the_member() {
    write_pcore_program(
        "pcore_member",
        "m.p",
        r#"
_NT16_ class m;
vint16 m::a[2];
_share vint16 m::out[16];
_kernel_ void m::run() {
   out[tid] = a[0] + a[1];
}
"#,
    );
    let program = r#"
#include "m.p.img"
void zta_main(void) {
> DTYPE(INT16) PCORE[0].THREAD[0:15].m::run.a[0:1][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> EXE_LOCKSTEP(m::run, 1);
> DTYPE(INT16) DDR(1024, 128)[:] <= PCORE[0].m::out[0:15][0:7];
}
"#;
    let value = |k: usize| (k * 11 % 200) as i64 - 100;
    assert_words_at_1024("pcore_member", program, (0..256).map(value), 128, |k| {
        let (thread, lane) = (k / 8, k % 8);
        value(16 * thread + lane) + value(16 * thread + 8 + lane)
    });
}

/// `$class::kernel` is an integer constant, as ztachip's compiler writes a
/// number for it: a static table of 16-bit kernel numbers and `case`
/// labels hold them, and EXE_LOCKSTEP of a table entry runs its kernel.
#[test]
fn kernel_numbers_are_constants_an_exe_runs() {
    write_pcore_program(
        "pcore_numbers",
        "s.p",
        r#"
_NT16_ class s;
_share vint16 s::v[16];
_kernel_ void s::up() {
   v[tid] = v[tid] + 1;
}
_kernel_ void s::twice() {
   v[tid] = v[tid] * 2;
}
"#,
    );
    let program = r#"
#include "s.p.img"
static const unsigned short order[4] = {$s::up, $s::twice, 0, $s::up};
static int known(unsigned int k) {
   switch (k) {
   case $s::up:
   case $s::twice:
      return 1;
   }
   return 0;
}
void zta_main(void) {
   int i;
> PCORE[0].s::v[0:15][0:7] <= DTYPE(INT16) DDR(0, 128)[:];
   for (i = 0; i < 4; i++) {
      if (known(order[i])) {
> EXE_LOCKSTEP(order[i], 1, 16);
      }
   }
> DTYPE(INT16) DDR(1024, 128)[:] <= PCORE[0].s::v[0:15][0:7];
}
"#;
    let value = |k: usize| (k * 13 % 200) as i64 - 100;
    assert_words_at_1024("pcore_numbers", program, (0..128).map(value), 128, |k| {
        (value(k) + 1) * 2 + 1
    });
}

/// A `void` function without `_kernel_` runs when EXE_LOCKSTEP names it,
/// as ztachip's compiler launches any function.
#[test]
fn a_void_function_without_kernel_runs() {
    write_pcore_program(
        "pcore_void",
        "a.p",
        r#"
_NT16_ class a;
_share vint16 a::buf[16];
void a::bump() {
   buf[tid] = buf[tid] + 5;
}
"#,
    );
    let program = r#"
#include "a.p.img"
void zta_main(void) {
> PCORE[0].a::buf[0:15][0:7] <= DTYPE(INT16) DDR(0, 128)[:];
> EXE_LOCKSTEP(a::bump, 1);
> DTYPE(INT16) DDR(1024, 128)[:] <= PCORE[0].a::buf[0:15][0:7];
}
"#;
    let value = |k: usize| (k * 17 % 300) as i64 - 150;
    assert_words_at_1024("pcore_void", program, (0..128).map(value), 128, |k| {
        value(k) + 5
    });
}

/// `switch` as C runs it: a case falls through into the next until a
/// `break`, `default` takes the rest, `continue` goes on with the loop
/// around the switch.
#[test]
fn switch_falls_through_breaks_and_continues() {
    write_pcore_program(
        "pcore_switch",
        "w.p",
        r#"
_NT16_ class w;
_share vint16 w::out[16];
_kernel_ void w::exe() {
   int k, n;
   n = 0;
   for (k = 0; k < 6; k++) {
      switch (k) {
      case 1:
         n += 10;
      case 2:
         n += 100;
         break;
      case 4:
         continue;
      default:
         n += 1;
      }
      n += 100;
   }
   switch (tid & 3) {
   case 0:
      out[tid] = n;
      break;
   case 3:
      out[tid] = -n;
      break;
   default:
      out[tid] = tid;
   }
}
"#,
    );
    let program = r#"
#include "w.p.img"
void zta_main(void) {
> EXE_LOCKSTEP(w::exe, 1);
> DTYPE(INT16) DDR(0, 128)[:] <= PCORE[0].w::out[0:15][0:7];
}
"#;
    let after = run_with("pcore_switch", program, &vec![0u8; DDR_BYTES], true)
        .unwrap_or_else(|e| panic!("{e}"));
    // The loop by hand: k = 1 adds 10 and falls into k = 2's 100; 4 skips
    // the loop's own 100; the others take the default 1.
    let n: i64 = (0..6)
        .map(|k| match k {
            1 => 10 + 100 + 100,
            2 => 100 + 100,
            4 => 0,
            _ => 1 + 100,
        })
        .sum();
    for thread in 0..16 {
        let want = match thread % 4 {
            0 => n,
            3 => -n,
            _ => thread as i64,
        };
        for lane in 0..8 {
            let got = i64::from(word(&after, 0, 8 * thread + lane) as i16);
            assert_eq!(got, want, "thread {thread} lane {lane}");
        }
    }
}

/// A vector expression's temporaries are 12-bit words, saturated, as
/// ztachip's compiler keeps them in private memory; into an accumulator
/// they are 32-bit. `(x * x) >> 4` of 100 is 2047 >> 4 = 127, through
/// `_A` it is 10000 >> 4 = 625.
#[test]
fn vector_temporaries_saturate_unless_they_go_to_an_accumulator() {
    write_pcore_program(
        "pcore_temporaries",
        "t.p",
        r#"
_NT16_ class t;
_share vint16 t::in[16];
_share vint16 t::narrow[16];
_share vint16 t::wide[16];
vint32 t::_A;
_kernel_ void t::exe() {
   narrow[tid] = (in[tid] * in[tid]) >> 4;
   _A = in[tid] * in[tid];
   wide[tid] = _A >> 4;
}
"#,
    );
    let program = r#"
#include "t.p.img"
void zta_main(void) {
> PCORE[0].t::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 128)[:];
> EXE_LOCKSTEP(t::exe, 1);
> DTYPE(INT16) DDR(1024, 128)[:] <= PCORE[0].t::narrow[0:15][0:7];
> DTYPE(INT16) DDR(2048, 128)[:] <= PCORE[0].t::wide[0:15][0:7];
}
"#;
    let value = |k: usize| (k as i64 * 37 % 241) - 120;
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, (0..128).map(value));
    let after =
        run_with("pcore_temporaries", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let mut clipped = 0;
    for k in 0..128 {
        let square = value(k) * value(k);
        let narrow = square.min(2047) >> 4;
        let wide = (square >> 4).min(2047);
        clipped += usize::from(narrow != wide);
        assert_eq!(
            i64::from(word(&after, 1024, k) as i16),
            narrow,
            "narrow {k}"
        );
        assert_eq!(i64::from(word(&after, 2048, k) as i16), wide, "wide {k}");
    }
    assert!(clipped > 0, "some squares pass 12 bits");
}

/// Subroutines (functions without `_kernel_`, called as `class::f(...)`),
/// inlined: a vector one whose 12-bit temporaries and result saturate, an
/// `int` one returning from inside a loop, a `void` one with an effect,
/// one's result passed to another.
#[test]
fn subroutines_return_values_and_effects() {
    write_pcore_program(
        "pcore_subroutines",
        "u.p",
        r#"
_NT16_ class u;
_share vint16 u::in[16];
_share vint16 u::out[16];
_share int16 u::count[16];

vint16 u::scaled(vint16 x, int k) {
   return x * k + 1;
}

int u::steps(int n) {
   int s;
   s = 0;
   while (1) {
      if (n <= 1)
         return s;
      if (n & 1)
         n = 3 * n + 1;
      else
         n = n >> 1;
      s++;
   }
}

void u::note(int v) {
   count[tid] = v;
}

_kernel_ void u::exe() {
   out[tid] = u::scaled(in[tid], 3) - u::scaled(in[tid], 1);
   u::note(u::steps(tid + 1));
}
"#,
    );
    let program = r#"
#include "u.p.img"
void zta_main(void) {
> PCORE[0].u::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 128)[:];
> EXE_LOCKSTEP(u::exe, 1);
> DTYPE(INT16) DDR(1024, 128)[:] <= PCORE[0].u::out[0:15][0:7];
> DTYPE(INT16) DDR(2048, 16)[:] <= PCORE[0].u::count[0:15];
}
"#;
    let value = |k: usize| (k as i64 * 131 % 2001) - 1000;
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, (0..128).map(value));
    let after =
        run_with("pcore_subroutines", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let clamp = |v: i64| v.clamp(-2048, 2047);
    for k in 0..128 {
        let x = value(k);
        let want = clamp(clamp(clamp(3 * x) + 1) - clamp(x + 1));
        assert_eq!(i64::from(word(&after, 1024, k) as i16), want, "word {k}");
    }
    for thread in 0..16u64 {
        // Collatz steps of thread + 1, counted here.
        let (mut n, mut steps) = (thread + 1, 0);
        while n > 1 {
            n = if n % 2 == 1 { 3 * n + 1 } else { n / 2 };
            steps += 1;
        }
        assert_eq!(
            u64::from(word(&after, 2048, thread as usize)),
            steps,
            "thread {thread}"
        );
    }
}

/// An edge detector written as ztachip's apps are: each thread of a PCORE
/// gets three rows of a 16-row image strip (halo included, 10 pixels),
/// computes Sobel gradients lane by lane into private vectors (one index
/// past their dimensions), takes their magnitudes under `_VMASK` from
/// `LT` (each compared with every lane enabled: a comparison sees only
/// the lanes `_VMASK` enables), sums them (saturating), and a subroutine clips strong edges to
/// 255 above a threshold parameter. Against the same computation here.
#[test]
fn an_edge_detector_runs_as_ztachip_apps_are_written() {
    write_pcore_program(
        "pcore_sobel",
        "sob.p",
        r#"
_NT16_ class sob;
int16 sob::r0[10];
int16 sob::r1[10];
int16 sob::r2[10];
vint16 sob::out;

vint16 sob::clip(vint16 v, int t) {
   _VMASK = GT(v, t);
   v = 255;
   _VMASK = -1;
   return v;
}

_kernel_ void sob::exe(int t) {
   int x;
   vint16 gx, gy;
   for (x = 0; x < 8; x++) {
      gx[x] = (r0[x + 2] + 2 * r1[x + 2] + r2[x + 2]) - (r0[x] + 2 * r1[x] + r2[x]);
      gy[x] = (r2[x] + 2 * r2[x + 1] + r2[x + 2]) - (r0[x] + 2 * r0[x + 1] + r0[x + 2]);
   }
   _VMASK = LT(gx, 0);
   gx = -gx;
   _VMASK = -1;
   _VMASK = LT(gy, 0);
   gy = -gy;
   _VMASK = -1;
   out = sob::clip(gx + gy, t);
}
"#,
    );
    let program = r#"
#include "sob.p.img"
void zta_main(void) {
> PCORE[0].THREAD[0:15].sob::r0[0:9] <= DTYPE(INT16) DDR(0, 18, 10)[0:15][0:9];
> PCORE[0].THREAD[0:15].sob::r1[0:9] <= DTYPE(INT16) DDR(0, 18, 10)[1:16][0:9];
> PCORE[0].THREAD[0:15].sob::r2[0:9] <= DTYPE(INT16) DDR(0, 18, 10)[2:17][0:9];
> DTYPE(INT16) PCORE(1)[*][:].sob::exe.t <= INT16(700);
> EXE_LOCKSTEP(sob::exe, 1);
> DTYPE(INT16) DDR(1024, 16, 8)[:][:] <= PCORE[0].THREAD[0:15].sob::out[0:7];
}
"#;
    // An 18x10 image with edges: a bright square on a ramp.
    let pixel = |r: usize, c: usize| -> i64 {
        let square = (5..12).contains(&r) && (3..8).contains(&c);
        if square {
            240
        } else {
            (r * 7 + c * 11) as i64 % 90
        }
    };
    let mut ddr = vec![0u8; DDR_BYTES];
    for r in 0..18 {
        for c in 0..10 {
            let at = 2 * (10 * r + c);
            ddr[at..at + 2].copy_from_slice(&(pixel(r, c) as i16).to_le_bytes());
        }
    }
    let after = run_with("pcore_sobel", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let mut clipped = 0;
    for row in 0..16 {
        for x in 0..8 {
            let p = |dr: usize, c: usize| pixel(row + dr, c);
            let gx =
                (p(0, x + 2) + 2 * p(1, x + 2) + p(2, x + 2)) - (p(0, x) + 2 * p(1, x) + p(2, x));
            let gy = (p(2, x) + 2 * p(2, x + 1) + p(2, x + 2))
                - (p(0, x) + 2 * p(0, x + 1) + p(0, x + 2));
            let magnitude = (gx.abs() + gy.abs()).min(2047);
            let want = if magnitude > 700 { 255 } else { magnitude };
            clipped += usize::from(magnitude > 700);
            let got = i64::from(word(&after, 1024, 8 * row + x) as i16);
            assert_eq!(got, want, "row {row} column {x}");
        }
    }
    assert!(clipped > 0, "some edges pass the threshold");
}

/// 128 words of each shared `inputs` variable (16 vectors: one per thread)
/// loaded into PCORE 0 of class `class` (the program `pcore_program`), then
/// `setup` (tensor statements) and `kernel` run by EXE_LOCKSTEP on that
/// PCORE; then each of `outputs` read back, as signed values: per element
/// (128, thread-major), the outputs' values in order.
fn lanes_after(
    label: &str,
    pcore_program: &str,
    class: &str,
    inputs: &[(&str, &dyn Fn(usize) -> i64)],
    setup: &str,
    outputs: &[&str],
) -> Vec<Vec<i64>> {
    write_pcore_program(label, &format!("{class}.p"), pcore_program);
    let at = |j: usize| 256 * j;
    let mut program = format!("#include \"{class}.p.img\"\nvoid zta_main(void) {{\n");
    let mut ddr = vec![0u8; DDR_BYTES];
    for (j, (name, value)) in inputs.iter().enumerate() {
        put_words(&mut ddr, at(j), (0..128).map(value));
        program.push_str(&format!(
            "> PCORE[0].{class}::{name}[0:15][0:7] <= DTYPE(INT16) DDR({}, 128)[:];\n",
            at(j)
        ));
    }
    program.push_str(setup);
    for (j, name) in outputs.iter().enumerate() {
        program.push_str(&format!(
            "> DTYPE(INT16) DDR({}, 128)[:] <= PCORE[0].{class}::{name}[0:15][0:7];\n",
            at(inputs.len() + j)
        ));
    }
    program.push_str("}\n");
    let after = run_with(label, &program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    (0..128)
        .map(|i| {
            (0..outputs.len())
                .map(|j| i64::from(word(&after, at(inputs.len() + j), i) as i16))
                .collect()
        })
        .collect()
}

/// Shifts as ztachip's ALU does them: at most 3 a step. A distance held in
/// an `int` shifts other data by at most 3 (one instruction), named
/// `SHL(n, x)` too; a constant distance is split into steps, and an
/// accumulator shifted by more than 3 (or by an `int`) is left shifted by
/// the steps the compiler sends back to it.
#[test]
fn shifts_take_at_most_three_a_step_and_leave_accumulators_shifted() {
    let program = r#"
_NT16_ class s;
_share vint16 s::in[16];
_share vint16 s::by_int[16];
_share vint16 s::named[16];
_share vint16 s::steps[16];
_share vint16 s::steps_left[16];
_share vint16 s::by_int_acc[16];
_share vint16 s::by_int_left[16];
_share vint16 s::far[16];
vint32 s::_A;
_kernel_ void s::exe(_global int k) {
   by_int[tid] = in[tid] >> k;
   named[tid] = SHL(k, in[tid]);
   _A = in[tid] * in[tid];
   steps[tid] = _A >> 7;
   steps_left[tid] = _A;
   _A = in[tid] * 40;
   by_int_acc[tid] = _A >> k;
   by_int_left[tid] = _A - 1;
   far[tid] = in[tid] << 13;
}
"#;
    let outputs = [
        "by_int",
        "named",
        "steps",
        "steps_left",
        "by_int_acc",
        "by_int_left",
        "far",
    ];
    let input = |i: usize| ((i * 53 % 601) as i64) - 300;
    let setup = "> s::exe.k <= INT16(5);\n> EXE_LOCKSTEP(s::exe, 1);\n";
    let got = lanes_after(
        "pcore_shifts",
        program,
        "s",
        &[("in", &input)],
        setup,
        &outputs,
    );
    for (i, row) in got.iter().enumerate() {
        let x = input(i);
        let square = x * x;
        let scaled = (x * 40) >> 5;
        let expected = [
            x >> 3,
            saturate(x << 3),
            saturate(square >> 7),
            saturate(square >> 6),
            saturate(scaled),
            saturate(scaled - 1),
            saturate(x << 13),
        ];
        for (j, want) in expected.iter().enumerate() {
            assert_eq!(row[j], *want, "{} of {x} (element {i})", outputs[j]);
        }
    }
}

/// The multiply-accumulate family by name, as ztachip's ALU runs it: the
/// product added to (or, for the `N` forms, taken from) accumulator
/// register 0, the class's first; `_A` as the second operand swaps with
/// the third; `SHRA(n)`, `SHLA(n)` shift that register by n (at most 3).
/// Another accumulator named is ignored (the ALU reads register 0).
/// Floating-point constants are truncated toward zero.
/// An operation assigned to an accumulator keeps its 32 bits
/// (`_A = ADD(a, b)` of 3000 is 3000); elsewhere it saturates.
#[test]
fn multiply_accumulate_by_name_adds_to_the_first_accumulator() {
    let program = r#"
_NT16_ class f;
_share vint16 f::a[16];
_share vint16 f::b[16];
_share vint16 f::sum_shifted[16];
_share vint16 f::difference[16];
_share vint16 f::wide_add[16];
_share vint16 f::narrow_add[16];
_share vint16 f::again[16];
_share vint16 f::acc_right[16];
_share vint16 f::acc_left[16];
_share vint16 f::truncated[16];
_share vint16 f::ignored[16];
vint32 f::_A;
vint32 f::_B;
_kernel_ void f::exe() {
   _A = a[tid] * 3;
   _B = FMA(a[tid], b[tid], _A);
   sum_shifted[tid] = _B >> 8;
   difference[tid] = FNMS(a[tid], _A, b[tid]);
   _A = ADD(a[tid], b[tid]);
   wide_add[tid] = _A >> 1;
   acc_right[tid] = SHRA(2);
   acc_left[tid] = SHLA(5);
   narrow_add[tid] = ADD(a[tid], b[tid]);
   again[tid] = FMA2(a[tid], b[tid], _A);
   truncated[tid] = b[tid] * 2.9 + (-1.5);
   ignored[tid] = FNMA(a[tid], _B, b[tid]);
}
"#;
    let outputs = [
        "sum_shifted",
        "difference",
        "wide_add",
        "narrow_add",
        "again",
        "acc_right",
        "acc_left",
        "truncated",
        "ignored",
    ];
    let a = |i: usize| ((i * 389 % 4001) as i64) - 2000;
    let b = |i: usize| ((i * 211 % 3001) as i64) - 1500;
    let setup = "> EXE_LOCKSTEP(f::exe, 1);\n";
    let got = lanes_after(
        "pcore_fused",
        program,
        "f",
        &[("a", &a), ("b", &b)],
        setup,
        &outputs,
    );
    let mut past_12_bits = 0;
    for (i, row) in got.iter().enumerate() {
        let (x, y) = (a(i), b(i));
        past_12_bits += usize::from((x + y).abs() > 2047);
        let expected = [
            saturate((3 * x + x * y) >> 8),
            saturate(3 * x - x * y),
            saturate((x + y) >> 1),
            saturate(x + y),
            saturate(x + y + x * y),
            saturate((x + y) >> 2),
            // One instruction shifts by at most 3.
            saturate((x + y) << 3),
            // Floating-point constants truncated toward zero: 2 and -1.
            saturate(saturate(2 * y) - 1),
            // `_B` named, register 0 (`_A`, a + b) read.
            saturate(x + y - x * y),
        ];
        for (j, want) in expected.iter().enumerate() {
            assert_eq!(row[j], *want, "{} of {x}, {y} (element {i})", outputs[j]);
        }
    }
    assert!(past_12_bits > 0, "some sums pass 12 bits");
}

/// `PCORES(forks, dims...)`, ztachip's fork form of PCORE memory: the
/// tensor engine decodes no fork register, so it is `PCORE(dims...)`.
#[test]
fn a_pcore_fork_transfer_is_the_plain_transfer() {
    write_pcore_program(
        "pcore_forks",
        "t.p",
        "_NT16_ class t;\n_share vint16 t::v[4];\n_kernel_ void t::k() { v[0] = v[1]; }\n",
    );
    let program = r#"
#include "t.p.img"
void zta_main(void) {
> DTYPE(INT16) PCORES(2, 8)[3].t::v[0:3][0:7] <= DTYPE(INT16) MEM(0, 32)[:];
> EXE_LOCKSTEP(t::k, 8);
> DTYPE(INT16) MEM(512, 32)[:] <= DTYPE(INT16) PCORE(8)[3].t::v[0:3][0:7];
}
"#;
    let value = |k: usize| (k as i64 * 13) - 100;
    let after = run_on_words("pcore_forks", program, (0..32).map(value));
    for k in 0..32 {
        // The kernel copied vector 1 over vector 0.
        let want = if k < 8 { value(8 + k) } else { value(k) };
        assert_eq!(i64::from(word(&after, 512, k) as i16), want, "element {k}");
    }
}

/// `int16` scalars computed for 12-bit data go through the vector ALU, as
/// ztachip's compiler issues them: each temporary saturates (`(a + b) >> 1`
/// of 1500 and 1000 is 2047 >> 1), and a shift by an `int` moves at most 3;
/// indices stay exact (the integer unit's), and so does the product inside
/// one FMA.
#[test]
fn int16_scalar_temporaries_saturate_like_vector_ones() {
    write_pcore_program(
        "pcore_scalars",
        "t.p",
        r#"
_NT16_ class t;
_share int16 t::in[4];
_share int16 t::r[6];
_share vint16 t::fused[1];
vint32 t::_A;
_kernel_ void t::k(_global int k) {
   int i;
   i = 2;
   _A = in[0] * -999;
   fused[0] = FMA(in[0], in[1], _A);
   r[0] = (in[0] + in[1]) >> 1;
   r[1] = in[0] * in[1] - 2000;
   r[2] = in[2] << k;
   r[3] = -in[3];
   r[i * 2] = in[i + 1] + 1;
   r[5] = in[1] - in[0] + 7;
}
"#,
    );
    let program = r#"
#include "t.p.img"
void zta_main(void) {
> PCORE[0].t::in[0:3] <= DTYPE(INT16) DDR(0, 4)[:];
> t::k.k <= INT16(5);
> EXE_LOCKSTEP(t::k, 1);
> DTYPE(INT16) DDR(512, 6)[:] <= PCORE[0].t::r[0:5];
> DTYPE(INT16) DDR(1024, 8)[:] <= PCORE[0].t::fused[0][0:7];
}
"#;
    let (a, b, c, d) = (1500i64, 1000, 3, -2048);
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, [a, b, c, d]);
    let after = run_with("pcore_scalars", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let want = [
        saturate(a + b) >> 1,
        saturate(saturate(a * b) - 2000),
        // An `int` distance: one instruction, at most 3.
        saturate(c << 3),
        saturate(-d),
        // r[4] = in[3] + 1: the indices exact.
        saturate(d + 1),
        saturate(b - a + 7),
    ];
    for (k, w) in want.iter().enumerate() {
        assert_eq!(i64::from(word(&after, 512, k) as i16), *w, "r[{k}]");
    }
    // One ALU operation: the product inside an FMA exact.
    for lane in 0..8 {
        let got = i64::from(word(&after, 1024, lane) as i16);
        assert_eq!(got, saturate(a * -999 + a * b), "fused lane {lane}");
    }
}

/// A `#pragma` belongs to the statement after it, also when that statement
/// is the body of a `for` or an `if` without braces (ztachip's compiler
/// gives a pragma to the next node): the `for` it starts is the body, not
/// a statement after the loop, and `#pragma unroll 2` unrolls as `unroll`
/// (only the speed may differ).
#[test]
fn a_pragma_starts_the_body_it_precedes() {
    write_pcore_program(
        "pcore_pragma",
        "u.p",
        r#"
_NT16_ class u;
_share int16 u::buf[16];
_kernel_ void u::exe() {
   int i, j;
   for (i = 0; i < 2; i++)
#pragma unroll
      for (j = 0; j < 3; j++)
         buf[i * 3 + j] = i * 10 + j;
   if (tid > 100)
#pragma UNROLL 2
      for (j = 6; j < 9; j++)
         buf[j] = 99;
   else
#pragma unroll
      for (j = 9; j < 11; j++)
         buf[j] = j + 100;
}
"#,
    );
    let program = r#"
#include "u.p.img"
void zta_main(void) {
> PCORE[0].u::buf[0:15] <= DTYPE(INT16) DDR(0, 16)[:];
> EXE_LOCKSTEP(u::exe, 1);
> DTYPE(INT16) DDR(1024, 16)[:] <= PCORE[0].u::buf[0:15];
}
"#;
    let initial = |k: usize| 500 + k as i64;
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, (0..16).map(initial));
    let after = run_with("pcore_pragma", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for k in 0..16 {
        let want = match k {
            0..=5 => (k / 3 * 10 + k % 3) as i64,
            9 | 10 => k as i64 + 100,
            _ => initial(k),
        };
        assert_eq!(i64::from(word(&after, 1024, k) as i16), want, "word {k}");
    }
}

/// `img[r]` of a two-dimensional array is row r's address, as ztachip's
/// compiler makes a pointer constant of it (`p = img[r];`, `p = &img[r];`):
/// rows of vectors and of scalars, reversed through row pointers.
#[test]
fn an_index_of_fewer_dimensions_is_a_row_pointer() {
    write_pcore_program(
        "pcore_rows",
        "r.p",
        r#"
_NT16_ class r;
_share vint16 r::img[4][2];
_share vint16 r::out[4][2];
_share int16 r::s[3][4];
_share int16 r::t[3][4];
_kernel_ void r::exe() {
   vint16 *p;
   vint16 *q;
   int16 *a;
   int16 *b;
   int row, k;
   if (tid == 0) {
      for (row = 0; row < 4; row++) {
         p = img[row];
         q = &out[3 - row];
         q[0] = p[0];
         q[1] = p[1] + 1;
      }
      for (row = 0; row < 3; row++) {
         a = s[row];
         b = &t[2 - row];
         for (k = 0; k < 4; k++)
            b[k] = a[3 - k];
      }
   }
}
"#,
    );
    let program = r#"
#include "r.p.img"
void zta_main(void) {
> PCORE[0].r::img[0:3][0:1][0:7] <= DTYPE(INT16) DDR(0, 64)[:];
> PCORE[0].r::s[0:2][0:3] <= DTYPE(INT16) DDR(128, 12)[:];
> EXE_LOCKSTEP(r::exe, 1);
> DTYPE(INT16) DDR(1024, 64)[:] <= PCORE[0].r::out[0:3][0:1][0:7];
> DTYPE(INT16) DDR(1280, 12)[:] <= PCORE[0].r::t[0:2][0:3];
}
"#;
    let pixel = |k: usize| (k * 13 % 200) as i64 - 100;
    let scalar = |k: usize| 300 + 7 * k as i64;
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, (0..64).map(pixel));
    put_words(&mut ddr, 128, (0..12).map(scalar));
    let after = run_with("pcore_rows", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for row in 0..4 {
        for v in 0..2 {
            for lane in 0..8 {
                let from = ((3 - row) * 2 + v) * 8 + lane;
                let want = pixel(from) + v as i64;
                let at = (row * 2 + v) * 8 + lane;
                assert_eq!(
                    i64::from(word(&after, 1024, at) as i16),
                    want,
                    "out[{row}][{v}] lane {lane}"
                );
            }
        }
    }
    for row in 0..3 {
        for k in 0..4 {
            let want = scalar((2 - row) * 4 + 3 - k);
            assert_eq!(
                i64::from(word(&after, 1280, row * 4 + k) as i16),
                want,
                "t[{row}][{k}]"
            );
        }
    }
}

/// A kernel of more vector operations than are saturated inline (the rest
/// call the module's saturation function, which keeps a long kernel's
/// compile time linear) computes what each 12-bit step gives.
#[test]
fn a_long_kernel_saturates_every_step() {
    let steps: Vec<String> = (0..150)
        .map(|i| match i % 3 {
            0 => "   v = v + in[tid];".to_string(),
            1 => format!("   v = v - {};", 40 + i),
            _ => "   v = (v * 3) >> 1;".to_string(),
        })
        .collect();
    write_pcore_program(
        "pcore_long",
        "s.p",
        &format!(
            "_NT16_ class s;\n_share vint16 s::in[16];\n_share vint16 s::out[16];\n_kernel_ void s::exe() {{\n   vint16 v;\n   v = in[tid];\n{}\n   out[tid] = v;\n}}\n",
            steps.join("\n")
        ),
    );
    let program = r#"
#include "s.p.img"
void zta_main(void) {
> PCORE[0].s::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 128)[:];
> EXE_LOCKSTEP(s::exe, 1);
> DTYPE(INT16) DDR(1024, 128)[:] <= PCORE[0].s::out[0:15][0:7];
}
"#;
    let input = |k: usize| (k as i64 * 37 % 900) - 450;
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, (0..128).map(input));
    let after = run_with("pcore_long", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for k in 0..128 {
        let x = input(k);
        let mut v = x;
        for i in 0..150i64 {
            v = match i % 3 {
                0 => saturate(v + x),
                1 => saturate(v - (40 + i)),
                // The product is a 12-bit temporary, then the shift.
                _ => saturate(saturate(v * 3) >> 1),
            };
        }
        assert_eq!(i64::from(word(&after, 1024, k) as i16), v, "lane {k}");
    }
}

/// Array parameters (`int16 coef[3]`, `vint16 rows[2]`): ztachip's compiler
/// places them in each thread's private memory after the class's words,
/// where the tensor program writes them (`class::kernel.param[...]`), one
/// set per thread here.
#[test]
fn array_parameters_are_private_arrays_the_tensor_program_writes() {
    write_pcore_program(
        "pcore_array_params",
        "ap.p",
        r#"
_NT16_ class ap;
vint16 ap::x[2];
vint16 ap::y;
_kernel_ void ap::exe(int16 coef[3], vint16 rows[2]) {
   y = x[0] * coef[0] + x[1] * coef[1] + rows[0] * coef[2] - rows[1];
}
"#,
    );
    let program = r#"
#include "ap.p.img"
void zta_main(void) {
> PCORE[0].THREAD[0:15].ap::x[0:1][0:7] <= DTYPE(INT16) DDR(0, 256)[:];
> PCORE[0].THREAD[0:15].ap::exe.coef[0:2] <= DTYPE(INT16) DDR(512, 48)[:];
> PCORE[0].THREAD[0:15].ap::exe.rows[0:1][0:7] <= DTYPE(INT16) DDR(640, 256)[:];
> EXE_LOCKSTEP(ap::exe, 1);
> DTYPE(INT16) DDR(2048, 128)[:] <= PCORE[0].THREAD[0:15].ap::y[0:7];
}
"#;
    // Small enough that no 12-bit temporary saturates.
    let x = |k: usize| (k as i64 * 7 % 41) - 20;
    let coef = |k: usize| (k as i64 * 5 % 11) - 5;
    let rows = |k: usize| (k as i64 * 11 % 37) - 18;
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, (0..256).map(x));
    put_words(&mut ddr, 512, (0..48).map(coef));
    put_words(&mut ddr, 640, (0..256).map(rows));
    let after =
        run_with("pcore_array_params", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for thread in 0..16 {
        let c = |i: usize| coef(thread * 3 + i);
        for lane in 0..8 {
            let vector = |v: usize| thread * 16 + v * 8 + lane;
            let want = x(vector(0)) * c(0) + x(vector(1)) * c(1) + rows(vector(0)) * c(2)
                - rows(vector(1));
            assert_eq!(
                i64::from(word(&after, 2048, thread * 8 + lane) as i16),
                want,
                "thread {thread} lane {lane}"
            );
        }
    }
}

/// `/` and `%` of the counter of a `#pragma unroll` loop, which ztachip's
/// compiler folds in each unrolled copy (gen.cpp substituteGenIdentifier,
/// decode_array): a 3x3 block of vectors filled row-major through
/// `nb[k / 3][k % 3]`, then read column-major, counting down.
#[test]
fn division_by_an_unrolled_counter_is_folded_as_ztachip_folds_it() {
    write_pcore_program(
        "pcore_unrolled_division",
        "n.p",
        r#"
_NT16_ class n;
_share vint16 n::in[4][9];
_share vint16 n::out[4][9];
_kernel_ void n::exe() {
   int k;
   vint16 nb[3][3];
   if (tid < 4) {
#pragma unroll
      for (k = 0; k < 9; k++)
         nb[k / 3][k % 3] = in[tid][k];
#pragma unroll
      for (k = 8; k >= 0; k--)
         out[tid][k] = nb[k % 3][k / 3] - nb[2 - k / 3][(k + 1) % 3];
   }
}
"#,
    );
    let program = r#"
#include "n.p.img"
void zta_main(void) {
> PCORE[0].n::in[0:3][0:8][0:7] <= DTYPE(INT16) DDR(0, 288)[:];
> EXE_LOCKSTEP(n::exe, 1);
> DTYPE(INT16) DDR(1024, 288)[:] <= PCORE[0].n::out[0:3][0:8][0:7];
}
"#;
    let input =
        |t: usize, k: usize, lane: usize| ((t * 131 + k * 37 + lane * 11) % 1000) as i64 - 500;
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(
        &mut ddr,
        0,
        (0..288).map(|i| input(i / 72, i / 8 % 9, i % 8)),
    );
    let after =
        run_with("pcore_unrolled_division", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for t in 0..4 {
        for k in 0..9 {
            for lane in 0..8 {
                let (row, column) = (k % 3, k / 3);
                let want = input(t, 3 * row + column, lane)
                    - input(t, 3 * (2 - k / 3) + (k + 1) % 3, lane);
                let got = i64::from(word(&after, 1024, 72 * t + 8 * k + lane) as i16);
                assert_eq!(got, want, "thread {t}, vector {k}, lane {lane}");
            }
        }
    }
}

/// What an expression assigned to an accumulator keeps exact, as ztachip's
/// compiler generates it: the assigned operation and its chain of the same
/// operation go to accumulators; every other operation it reads is a
/// 12-bit private temporary (gen.cpp genTermCalculation), saturated, except
/// a product added to or subtracted from an accumulator, which becomes one
/// FMA or FNMA (instruction.cpp fm_int), wherever the sum goes;
/// parentheses around the whole value still write the accumulator exactly,
/// but make what they hold 12-bit temporaries (ztachip's listing of
/// `t = (a*b + c)`: `TS9=a MUL b`, `t=TS9 ADD c`). The expected values are
/// written from those rules, saturating where a temporary is 12 bits.
#[test]
fn an_accumulator_keeps_exact_only_what_ztachips_compiler_puts_in_accumulators() {
    write_pcore_program(
        "pcore_accumulator_temporaries",
        "q.p",
        r#"
_NT16_ class q;
_share vint16 q::in[4];
_share vint16 q::out[8];
_kernel_ void q::exe() {
   vint16 a, b, c, d;
   vint32 t;
   if (tid == 0) {
      a = in[0]; b = in[1]; c = in[2]; d = in[3];
      t = a*32 - b*77;       out[0] = t >> 4;
      t = a*b; t = t + a*b;  out[1] = t >> 6;
      t = a*b*c;             out[2] = t >> 11;
      t = (a*b + c);         out[3] = t >> 5;
      t = a + b + c*d;       out[4] = t >> 1;
      t = c*d + a + b;       out[5] = t >> 1;
      t = 0; t += a*b; t -= c*d; t += a*b + c;
      out[6] = t >> 6;
      t = 0; t -= a*b;
      out[7] = t + a*b + c;
   }
}
"#,
    );
    let program = r#"
#include "q.p.img"
void zta_main(void) {
> PCORE[0].q::in[0:3][0:7] <= DTYPE(INT16) DDR(0, 32)[:];
> EXE_LOCKSTEP(q::exe, 1);
> DTYPE(INT16) DDR(1024, 64)[:] <= PCORE[0].q::out[0:7][0:7];
}
"#;
    let lanes: Vec<[i64; 4]> = (0..8i64)
        .map(|l| [-200 + 57 * l, 190 - 53 * l, -60 + 17 * l, 55 - 16 * l])
        .collect();
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, (0..32).map(|i| lanes[i % 8][i / 8]));
    let after = run_with("pcore_accumulator_temporaries", program, &ddr, true)
        .unwrap_or_else(|e| panic!("{e}"));
    let s = |v: i64| v.clamp(-2048, 2047);
    for (lane, &[a, b, c, d]) in lanes.iter().enumerate() {
        let expected = [
            (s(a * 32) - s(b * 77)) >> 4,
            (a * b + a * b) >> 6,
            (a * b * c) >> 11,
            (s(a * b) + c) >> 5,
            (a + b + c * d) >> 1,
            (s(c * d) + a + b) >> 1,
            (a * b - c * d + s(s(a * b) + c)) >> 6,
            // The product fuses with the accumulator it is added to, also
            // when the sum goes to a 12-bit temporary.
            s(s(-a * b + a * b) + c),
        ];
        let rows = expected.into_iter().map(s);
        assert_lane_of_rows(&after, lane, rows, &format!("a {a}, b {b}, c {c}, d {d}"));
    }
}

/// A comparison hands the integer unit a bit for each lane `_VMASK`
/// enables (HW/src/pcore/xregister_file.vhd ANDs each lane's result with
/// its enable): under a mask it sees only the enabled lanes, so a mask
/// computed under another narrows it.
#[test]
fn a_comparison_sees_only_the_lanes_vmask_enables() {
    write_pcore_program(
        "pcore_masked_compare",
        "m.p",
        r#"
_NT16_ class m;
_share vint16 m::in[2];
_share vint16 m::out[4];
_kernel_ void m::exe() {
   int bits, enabled, all;
   if (tid == 0) {
      _VMASK = GT(in[0], 0);
      bits = LT(in[0], in[1]);
      enabled = EQ(in[0], in[0]);
      _VMASK = -1;
      all = LT(in[0], in[1]);
      out[0] = bits;
      out[1] = enabled;
      out[2] = all;
      _VMASK = bits;
      out[3] = 7;
      _VMASK = -1;
   }
}
"#,
    );
    let program = r#"
#include "m.p.img"
void zta_main(void) {
> PCORE[0].m::in[0:1][0:7] <= DTYPE(INT16) DDR(0, 16)[:];
> PCORE[0].m::out[3][0:7] <= DTYPE(INT16) DDR(64, 8)[:];
> EXE_LOCKSTEP(m::exe, 1);
> DTYPE(INT16) DDR(1024, 32)[:] <= PCORE[0].m::out[0:3][0:7];
}
"#;
    let x = [5i64, -3, 8, 0, 12, -7, 2, 9];
    let y = [9i64, 4, 1, 6, 20, -9, 2, 30];
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, x.iter().chain(y.iter()).copied());
    put_words(&mut ddr, 64, (0..8).map(|l| 100 + l));
    let after =
        run_with("pcore_masked_compare", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let mask = |holds: &dyn Fn(usize) -> bool| {
        (0..8).filter(|&l| holds(l)).map(|l| 1i64 << l).sum::<i64>()
    };
    let positive = |l: usize| x[l] > 0;
    let bits = mask(&|l| positive(l) && x[l] < y[l]);
    let expected = [bits, mask(&positive), mask(&|l| x[l] < y[l])];
    for lane in 0..8 {
        for (k, want) in expected.iter().enumerate() {
            assert_eq!(
                i64::from(word(&after, 1024, 8 * k + lane) as i16),
                *want,
                "out[{k}] lane {lane}"
            );
        }
        let last = if bits >> lane & 1 == 1 {
            7
        } else {
            100 + lane as i64
        };
        assert_eq!(
            i64::from(word(&after, 1024, 24 + lane) as i16),
            last,
            "out[3] lane {lane}"
        );
    }
}

/// PCORE words are 12 bits, as ztachip's hardware has them: the tensor
/// engine writes a 16-bit value as its sign and low 11 bits (core.vhd's
/// `resize`: 3000 is 952), pads an 8-bit type with the PAD value's low
/// byte (UINT8 PAD(-5) is 251, INT8 PAD(200) is -56), and the vector ALU
/// reads a constant from the constant table the same way (`v * 3000`
/// multiplies by 952) and an `int` through its 12-bit scalar port (5000
/// adds 904). Expected values from those rules, written out here.
#[test]
fn pcore_words_are_twelve_bits_in_transfers_constants_and_scalars() {
    write_pcore_program(
        "pcore_twelve_bits",
        "w.p",
        r#"
_NT16_ class w;
_share int16 w::raw[8];
_share int16 w::pads[6];
_share vint16 w::v;
_share vint16 w::product;
_share vint16 w::sum;
_kernel_ void w::exe() {
   int k;
   if (tid == 0) {
      k = 5000;
      product = v * 3000;
      sum = v + k;
   }
}
"#,
    );
    let program = r#"
#include "w.p.img"
void zta_main(void) {
> PCORE[0].w::raw[0:7] <= DTYPE(INT16) DDR(0, 8)[:];
> PCORE[0].w::pads[0:1] <= PAD(-5) DTYPE(UINT8) DDR(64, 4)[-2:-1];
> PCORE[0].w::pads[2:3] <= PAD(200) DTYPE(INT8) DDR(64, 4)[4:5];
> PCORE[0].w::pads[4:5] <= PAD(3000) DTYPE(INT16) DDR(64, 4)[-2:-1];
> PCORE[0].w::v[0:7] <= DTYPE(INT16) DDR(128, 8)[:];
> EXE_LOCKSTEP(w::exe, 1);
> DTYPE(INT16) DDR(1024, 8)[:] <= PCORE[0].w::raw[0:7];
> DTYPE(INT16) DDR(1088, 6)[:] <= PCORE[0].w::pads[0:5];
> DTYPE(INT16) DDR(1152, 8)[:] <= PCORE[0].w::product[0:7];
> DTYPE(INT16) DDR(1216, 8)[:] <= PCORE[0].w::sum[0:7];
}
"#;
    let raw = [3000i64, -3000, 2048, 5000, 300, -1, 2047, -2048];
    let lanes = [1i64, 2, -1, 0, 3, -2, 100, -100];
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, raw);
    put_words(&mut ddr, 128, lanes);
    let after =
        run_with("pcore_twelve_bits", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let read = |at: usize, k: usize| i64::from(word(&after, at, k) as i16);
    let stored = [952, -952, 0, 904, 300, -1, 2047, -2048];
    for (k, want) in stored.into_iter().enumerate() {
        assert_eq!(read(1024, k), want, "raw[{k}] of {}", raw[k]);
    }
    for (k, want) in [251, 251, -56, -56, 952, 952].into_iter().enumerate() {
        assert_eq!(read(1088, k), want, "pads[{k}]");
    }
    for (lane, x) in lanes.into_iter().enumerate() {
        assert_eq!(
            read(1152, lane),
            (x * 952).clamp(-2048, 2047),
            "v * 3000, lane {lane}"
        );
        assert_eq!(
            read(1216, lane),
            (x + 904).clamp(-2048, 2047),
            "v + k, lane {lane}"
        );
    }
}

/// Constant operations fold as ztachip's compiler folds them (prune.cpp
/// `calc`): in single-precision floating point, truncated once at the end.
/// Worked by hand from those rules: `7/2*2` is 3.5 × 2 = 7, `1/2*4` is
/// 0.5 × 4 = 2, `0.5*4` is 2.0 (truncated in the constant table: 2),
/// `x + 10/4+10/4` adds 2 twice (`+` is left-associative, so each `10/4`
/// is folded and truncated alone: 4, not 5), `(7/2)*2` is 3 × 2 = 6 (parentheses are not folded
/// through), `-7/2` is -3 (toward zero). A private `int16 buf[7/2*2]` has 7
/// words, so `x`, which the tensor program writes at its place after them,
/// is the value the kernel reads. Each lane of thread t's row i is its input
/// plus row i's constant (and plus `x`, 5, in row 6).
#[test]
fn constants_fold_in_float_as_ztachips_compiler_folds_them() {
    write_pcore_program(
        "pcore_constant_folding",
        "f.p",
        r#"
_NT16_ class f;
int16 f::buf[7/2*2];
int16 f::x;
_share vint16 f::in[16];
_share vint16 f::out[16][7];
_kernel_ void f::run() {
   out[tid][0] = in[tid] + 7/2*2;
   out[tid][1] = in[tid] + 1/2*4;
   out[tid][2] = in[tid] + 0.5*4;
   out[tid][3] = in[tid] + 10/4+10/4;
   out[tid][4] = in[tid] + (7/2)*2;
   out[tid][5] = in[tid] + -7/2;
   out[tid][6] = in[tid] + x;
}
"#,
    );
    let program = r#"
#include "f.p.img"
void zta_main(void) {
> PCORE[0].f::in[0:15][0:7] <= DTYPE(INT16) DDR(0, 128)[:];
> DTYPE(INT16) PCORE[0].THREAD[0:15].f::x <= INT16(5);
> EXE_LOCKSTEP(f::run, 1);
> DTYPE(INT16) DDR(1024, 896)[:] <= PCORE[0].f::out[0:15][0:6][0:7];
}
"#;
    let value = |k: usize| (k * 29 % 400) as i64 - 200;
    let constants = [7, 2, 2, 4, 6, -3, 5];
    assert_words_at_1024(
        "pcore_constant_folding",
        program,
        (0..128).map(value),
        896,
        |k| {
            let (thread, row, lane) = (k / 56, k / 8 % 7, k % 8);
            value(thread * 8 + lane) + constants[row]
        },
    );
}

/// The C forms ztachip's lexer and parser read with a meaning
/// (test/Frontend/Ztachip/pcore/c-literals.p, c-declarators.p): `2.5L` is
/// a constant the ALU takes truncated (2), `0x1.8p1` is 3, `0x10p-2f` 4,
/// `L'a'` 0; `vint16 (t)` and `vint16 (*row)` are a plain vector and
/// pointer; the unnamed parameter takes nothing, so `n` is the tensor
/// program's 5; `GT`'s third operand is ignored, so the mask is `t > 0`.
/// In the tensor program a `+` on a layout's item means nothing
/// (test/Frontend/Ztachip/forms/plus-in-layout.m).
#[test]
fn c_literal_and_declarator_forms_compute_as_ztachips_compiler_reads_them() {
    write_pcore_program(
        "pcore_c_forms",
        "cf.p",
        r#"
_NT16_ class cf;
_share vint16 cf::in[16];
_share vint16 cf::out[16][4];
vint16 (*cf::row);
_kernel_ void cf::run(int, int n) {
   vint16 (t);
   row = &in[tid];
   t = row[0];
   out[tid][0] = t * 2.5L;
   out[tid][1] = t * 0x1.8p1 + L'a';
   out[tid][2] = 7;
   _VMASK = GT(t, 0, t + 100);
   out[tid][2] = t + n;
   _VMASK = -1;
   out[tid][3] = t + 0x10p-2f + 1.5l*2;
}
"#,
    );
    let program = r#"
#include "cf.p.img"
void zta_main(void) {
> PCORE(8+)[0].cf::in(16+, 8)[0:15][0:7] <= DTYPE(INT16) DDR(0, 128)[:];
> DTYPE(INT16) PCORE[0].THREAD(+)[0:15].cf::run.n <= INT16(5);
> EXE_LOCKSTEP(cf::run, 1);
> DTYPE(INT16) DDR(1024, 512)[:] <= PCORE[0].cf::out[0:15][0:3][0:7];
}
"#;
    let value = |k: usize| (k * 37 % 400) as i64 - 200;
    assert_words_at_1024("pcore_c_forms", program, (0..128).map(value), 512, |k| {
        let (thread, row, lane) = (k / 32, k / 8 % 4, k % 8);
        let t = value(thread * 8 + lane);
        match row {
            0 => t * 2,
            1 => t * 3,
            2 if t > 0 => t + 5,
            2 => 7,
            _ => t + 7,
        }
    });
}

/// `_VMASK` enables the lanes of a vector store only, as the hardware
/// writes: the accumulator file has one write enable for its 8 lanes
/// (xregister_file.vhd) and the ALU lanes take no mask (alu.vhd), so
/// `_A = in * 3` under a mask writes every lane; an `int16` (one word) is
/// written whatever the mask says, as the register file enables a word
/// write's lane by its address (register_file.vhd), so `x = 7` with lane 0
/// disabled still writes 7. The vector store `out[0]` changes only lanes
/// 1, 3, 4 and 6 (mask 0x5A).
#[test]
fn vmask_enables_only_the_lanes_of_vector_stores() {
    write_pcore_program(
        "pcore_vmask_writes",
        "m.p",
        r#"
_NT16_ class m;
_share vint16 m::in;
_share vint16 m::out[3];
int16 m::x;
vint32 m::_A;
_kernel_ void m::exe() {
   if (tid == 0) {
      _A = 0;
      x = 0;
      out[0] = in;
      _VMASK = 0x5A;
      _A = in * 3;
      out[0] = in + 100;
      x = 7;
      _VMASK = -1;
      out[1] = _A;
      out[2] = x;
   }
}
"#,
    );
    let program = r#"
#include "m.p.img"
void zta_main(void) {
> PCORE[0].m::in[0:7] <= DTYPE(INT16) DDR(0, 8)[:];
> EXE_LOCKSTEP(m::exe, 1);
> DTYPE(INT16) DDR(1024, 24)[:] <= PCORE[0].m::out[0:2][0:7];
}
"#;
    let input = [-700i64, 500, 900, -300, 650, -800, 100, 720];
    assert_words_at_1024("pcore_vmask_writes", program, input, 24, |k| {
        let (row, lane) = (k / 8, k % 8);
        let v = input[lane];
        match row {
            0 if 0x5A & (1 << lane) != 0 => saturate(v + 100),
            0 => v,
            1 => saturate(v * 3),
            _ => 7,
        }
    });
}

/// What ztachip's compiler puts in an accumulator, by its listings: a
/// scalar the vector ALU computes there (`_A = s[0] * s[1]` of `int16`s)
/// is exact in every lane; `_A = (a + b)` writes the sum exactly (`_A=a ADD
/// b`), `_A = (a + b + c)` saturates its chain's step (`TS=a ADD b`, `_A=TS
/// ADD c`) and `_A = (a + b) >> 1` its shifted operand (`TS=a ADD b`,
/// `_A=1 SHR TS`); an `int16` assigned 3000 holds the constant table's
/// 12-bit word, 952. Expected values are worked from those rules here.
#[test]
fn accumulators_and_words_take_what_ztachips_listings_give_them() {
    write_pcore_program(
        "pcore_accumulator_listings",
        "c.p",
        r#"
_NT16_ class c;
_share int16 c::s[2];
_share vint16 c::v[3];
_share vint16 c::out[6];
_share int16 c::k;
vint32 c::_A;
_kernel_ void c::exe() {
   if (tid == 0) {
      _A = s[0] * s[1];
      out[0] = _A >> 11;
      _A = s[0] + s[1];
      out[1] = _A >> 1;
      k = 3000;
      out[2] = v[0] + k;
      _A = (v[0] + v[1]);
      out[3] = _A >> 1;
      _A = (v[0] + v[1] + v[2]);
      out[4] = _A >> 1;
      _A = (v[0] + v[1]) >> 1;
      out[5] = _A;
   }
}
"#,
    );
    let program = r#"
#include "c.p.img"
void zta_main(void) {
> PCORE[0].c::s[0:1] <= DTYPE(INT16) DDR(0, 2)[:];
> PCORE[0].c::v[0:2][0:7] <= DTYPE(INT16) DDR(16, 24)[:];
> EXE_LOCKSTEP(c::exe, 1);
> DTYPE(INT16) DDR(1024, 48)[:] <= PCORE[0].c::out[0:5][0:7];
}
"#;
    let (s0, s1) = (1806i64, 1664i64);
    let lanes: Vec<[i64; 3]> = (0..8i64)
        .map(|l| [1500 + 70 * l - 600 * (l % 3), 1500 - 90 * l, -900 + 250 * l])
        .collect();
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, [s0, s1]);
    put_words(&mut ddr, 16, (0..24).map(|i| lanes[i % 8][i / 8]));
    let after = run_with("pcore_accumulator_listings", program, &ddr, true)
        .unwrap_or_else(|e| panic!("{e}"));
    for (lane, &[a, b, c]) in lanes.iter().enumerate() {
        let expected = [
            saturate((s0 * s1) >> 11),
            saturate((s0 + s1) >> 1),
            saturate(a + 952),
            saturate((a + b) >> 1),
            saturate((saturate(a + b) + c) >> 1),
            saturate(saturate(a + b) >> 1),
        ];
        assert_lane_of_rows(&after, lane, expected, &format!("a {a}, b {b}, c {c}"));
    }
}

/// ztachip's compiler fuses no multiply a jump lands on (instruction.cpp:
/// `if(instruction->m_jumpDestination) continue;`): as the first
/// instruction of a loop's body, of an `else`, or after an `if` or a loop
/// left by `break`, `_A += a * b` is `TS=a MUL b` (12 bits, saturated),
/// then `_A=TS FMA 1 [_A]`; in a then-block, after a loop left by its
/// test, after another statement in the body, or in an unrolled loop it is
/// one FMA, exact. Each row sums products of lanes, some past 2047,
/// worked from those rules here; every thread computes the same rows
/// (ztachip's compiler takes no `tid` in a condition).
#[test]
fn a_multiply_a_jump_lands_on_is_not_fused() {
    write_pcore_program(
        "pcore_jump_target_fusion",
        "j.p",
        r#"
_NT16_ class j;
_share vint16 j::in[2];
_share vint16 j::out[6];
_share int16 j::one;
vint32 j::_A;
_kernel_ void j::exe() {
   int i;
   vint16 spare;
   _A = 0;
   for (i = 0; i < 3; i++) {
      _A += in[0] * in[1];
   }
   out[0] = _A >> 4;
   _A = 0;
   for (i = 0; i < 3; i++) {
      spare = in[0];
      _A += in[0] * in[1];
   }
   out[1] = _A >> 4;
   _A = 0;
#pragma unroll
   for (i = 0; i < 3; i++) {
      _A += in[0] * in[1];
   }
   out[2] = _A >> 4;
   _A = 0;
   if (one > 0) {
      _A += in[0] * in[1];
   }
   _A += in[0] * in[1];
   out[3] = _A >> 4;
   _A = 0;
   if (one > 5) {
      spare = in[0];
   } else {
      _A += in[0] * in[1];
   }
   out[4] = _A >> 4;
   _A = 0;
   for (i = 0; i < 3; i++) {
      spare = in[1];
   }
   _A += in[0] * in[1];
   out[5] = _A >> 4;
}
"#,
    );
    let program = r#"
#include "j.p.img"
void zta_main(void) {
> PCORE[0].j::in[0:1][0:7] <= DTYPE(INT16) DDR(0, 16)[:];
> PCORE[0].j::one <= DTYPE(INT16) DDR(32, 1)[:];
> EXE_LOCKSTEP(j::exe, 1);
> DTYPE(INT16) DDR(1024, 48)[:] <= PCORE[0].j::out[0:5][0:7];
}
"#;
    let a = [300i64, -45, 120, 1800, -900, 7, 64, -2000];
    let b = [11i64, 40, -30, 2, -3, 100, 33, 1];
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, a.iter().chain(&b).copied());
    put_words(&mut ddr, 32, [1]);
    let after =
        run_with("pcore_jump_target_fusion", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for lane in 0..8 {
        let exact = a[lane] * b[lane];
        let temporary = saturate(exact);
        let expected = [
            3 * temporary,
            3 * exact,
            3 * exact,
            exact + temporary,
            temporary,
            exact,
        ];
        let rows = expected.into_iter().map(|sum| saturate(sum >> 4));
        assert_lane_of_rows(&after, lane, rows, "a product per pass");
    }
}

/// `[]` is every index of DDR, but index 0 of a PCORE variable's own
/// dimension, as ztachip's compiler reads it (an empty index stays a
/// single one, and a variable's single index is its first item,
/// mcore.cpp): `s[1][]` moves one word and pads the rest, `s[1][:]` the
/// vector, `DDR(0, 8)[]` all 8 words; its single indices are offsets, not
/// loop levels, so a term of 7 indices may walk 5.
#[test]
fn an_empty_index_of_a_pcore_variable_is_its_first() {
    write_pcore_program(
        "pcore_empty_index",
        "e.p",
        r#"
_NT16_ class e;
_share vint16 e::s[4];
vint16 e::p[2];
_kernel_ void e::nop() {
   s[0] = s[0];
}
"#,
    );
    let program = r#"
#include "e.p.img"
void zta_main(void) {
> PCORE[0].e::s[0:3][0:7] <= DTYPE(INT16) DDR(0, 32)[:];
> DTYPE(INT16) DDR(1024, 8)[:] <= PAD(-1) PCORE[0].e::s[1][];
> DTYPE(INT16) DDR(1040, 8)[:] <= PCORE[0].e::s[1][:];
> DTYPE(INT16) DDR(1056, 8)[:] <= DTYPE(INT16) DDR(0, 8)[];
> PCORE[1].THREAD[3].e::p[0:1][0:7] <= DTYPE(INT16) DDR(64, 16)[:];
> DTYPE(INT16) DDR(1072, 4)[:] <= PCORE(4,2)[0:0][1:1].THREAD(4,4)[0][3:3].e::p(2,2,4)[1][][:];
}
"#;
    let value = |i: usize| 100 + i as i64;
    // The last transfer names 7 indices but walks 5 loop levels (the
    // variable's single ones are offsets): PCORE 1, thread 3, p's words 8
    // to 11, the input's words 40 to 43.
    assert_words_at_1024(
        "pcore_empty_index",
        program,
        (0..48).map(value),
        28,
        |k| match (k / 8, k % 8) {
            (0, 0) => value(8),
            (0, _) => -1,
            (1, lane) => value(8 + lane),
            (2, word) => value(word),
            (_, word) => value(40 + word),
        },
    );
}
