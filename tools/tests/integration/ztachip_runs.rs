//! ztachip tensor programs run on the simulator: a device program's
//! ztachip kernel (its C entry and its statements' functions in one
//! object), DDR a one-page global of bytes, the scratch-pad and the staging
//! element locals of the control core. Each result is checked against the
//! element mapping of the tensor programmer guide, written out here.

use crate::pto_instructions::run_program;
use std::collections::BTreeMap;

/// Bytes of the DDR window the tests use.
pub(crate) const DDR_BYTES: usize = 4096;

/// Runs `program` (the tensor program's C) as kernel `zta` with entry
/// `zta_main` on core (0, 0); `ddr` is the DDR window's bytes before (its
/// size the window's), the result its bytes after.
fn run(label: &str, program: &str, ddr: &[u8]) -> Result<Vec<u8>, String> {
    run_with(label, program, ddr, false)
}

/// [`run`], with the PCOREs when `pcores`: their memory, a local of 16-bit
/// words on the eight cores of row 1 (PCORE p at (p, 1)).
pub(crate) fn run_with(
    label: &str,
    program: &str,
    ddr: &[u8],
    pcores: bool,
) -> Result<Vec<u8>, String> {
    run_entry(label, program, ddr, pcores, "zta_main", &[])
}

/// [`run_with`] calling the C function `function` with `arguments`.
pub(crate) fn run_entry(
    label: &str,
    program: &str,
    ddr: &[u8],
    pcores: bool,
    function: &str,
    arguments: &[i64],
) -> Result<Vec<u8>, String> {
    let arguments: Vec<String> = arguments.iter().map(i64::to_string).collect();
    let arguments = arguments.join(", ");
    let (pcore_local, pcore_arg) = if pcores {
        (
            "[[local]]\nname = \"pcore\"\ntype = \"int16\"\nelements = 9504\ncores = \"0,1-7,1\"\n",
            ", pcore = \"pcore\"",
        )
    } else {
        ("", "")
    };
    let ddr_bytes = ddr.len();
    let toml = format!(
        r#"name = "{label}"

[[global]]
name = "ddr"
type = "uint8"
elements = {ddr_bytes}
page = {ddr_bytes}
io = "inout"

[[local]]
name = "scratch"
type = "uint8"
elements = 32768
cores = "0,0"

[[local]]
name = "stage"
type = "uint8"
elements = 4
cores = "0,0"

{pcore_local}
[[kernel]]
name = "zta"
source = "kernel.m"
function = "{function}"
arguments = [{arguments}]
cores = "0,0"
args = {{ ddr = "ddr", scratch = "scratch", stage = "stage"{pcore_arg} }}
"#
    );
    let inputs = BTreeMap::from([(
        "ddr".to_string(),
        ddr.iter().map(|&b| f32::from(b)).collect::<Vec<f32>>(),
    )]);
    let outputs = run_program(
        &format!("ztachip_runs/{label}"),
        ("kernel.m", program),
        &toml,
        inputs,
    )?;
    Ok(outputs["ddr"].iter().map(|&v| v as u8).collect())
}

/// The guide's reshape example on 16-bit data, through the scratch-pad:
/// `[0][0:2][0:3]` of a 100x2x2 tensor into 12 elements, out-of-bound
/// reads padded (here with 0x7f), then the 12 elements back to DDR.
#[test]
fn reshape_through_the_scratch_pad_pads_out_of_bound_reads() {
    let program = r#"
#define IN 0
#define OUT 2048
void zta_main(void) {
> DTYPE(INT16) SCRATCH(0, 12)[0:11]
>   <= PAD(0x7f) DTYPE(INT16) DDR(IN, 100, 2, 2)[0][0:2][0:3];
> DTYPE(INT16) DDR(OUT, 12)[:] <= DTYPE(INT16) SCRATCH(0, 12)[:];
}
"#;
    // p[i] = 1000 + 37 i, little-endian 16-bit.
    let mut ddr = vec![0u8; DDR_BYTES];
    for i in 0..400 {
        let v = (1000 + 37 * i) as u16;
        ddr[2 * i..2 * i + 2].copy_from_slice(&v.to_le_bytes());
    }
    let after = run("reshape", program, &ddr).unwrap_or_else(|e| panic!("{e}"));
    // Element (t, v) of the 3x4 walk: p[0][t][v] = p[2t + v] when t < 2
    // and v < 2, else the pad.
    for t in 0..3 {
        for v in 0..4 {
            let k = t * 4 + v;
            let want = if t < 2 && v < 2 {
                (1000 + 37 * (2 * t + v)) as u16
            } else {
                0x7f
            };
            let got = u16::from_le_bytes([after[2048 + 2 * k], after[2048 + 2 * k + 1]]);
            assert_eq!(got, want, "element {k} (t {t}, v {v})");
        }
    }
    // Nothing else of DDR moved.
    assert_eq!(after[..2048], ddr[..2048]);
    assert_eq!(after[2048 + 24..], ddr[2048 + 24..]);
}

/// 8-bit transfers of the guide's constructs, each written to its own part
/// of DDR (through the scratch-pad or DDR to DDR), checked against the
/// mapping the guide gives: a 2-D range with C variables, FOR reordering
/// (a transpose), a source shorter than its destination (padded), REPEAT,
/// an overlapped dimension and a `+` dimension.
#[test]
fn the_guides_transfers_move_the_elements_it_says() {
    let program = r#"
#define IN 0
#define OUT(n) (1024 + 64 * (n))
void zta_main(void) {
  int dx = 2, dy = 4, five = 5, two = 2;
> DTYPE(UINT8) SCRATCH(0, 10, 20)[0:dy-1][0:dx-1] <= DTYPE(UINT8) DDR(IN, 10, 20)[0:dy-1][0:dx-1];
> DTYPE(UINT8) DDR(OUT(0), 8)[:] <= DTYPE(UINT8) SCRATCH(0, 10, 20)[0:dy-1][0:dx-1];
> FOR(C=0:3) DTYPE(UINT8) DDR(OUT(1), 4, 4)[:][C] <= DTYPE(UINT8) DDR(IN, 16)[:];
> DTYPE(UINT8) DDR(OUT(2), 8)[:] <= PAD(9) DTYPE(UINT8) DDR(IN, 8)[0:five-1];
> DTYPE(UINT8) DDR(OUT(3), 8)[:] <= REPEAT DTYPE(UINT8) DDR(IN + 3, 8)[0:two-1];
> DTYPE(UINT8) DDR(OUT(4), 12)[:] <= PAD(0xee) DTYPE(UINT8) DDR(IN, 10(4, 3))[:][:];
> DTYPE(UINT8) DDR(OUT(5), 12)[:] <= DTYPE(UINT8) DDR(IN, 3, 2+)[0:2][0:3];
}
"#;
    // p[i] = 3 i + 1 (mod 256).
    let ddr: Vec<u8> = (0..DDR_BYTES).map(|i| (3 * i + 1) as u8).collect();
    let p = |i: usize| ddr[i];
    let after = run("guide", program, &ddr).unwrap_or_else(|e| panic!("{e}"));
    let part = |n: usize, len: usize| after[1024 + 64 * n..1024 + 64 * n + len].to_vec();
    // SCRATCH[i][j] <= p[i][j] of a 10x20 tensor, j fastest.
    let want: Vec<u8> = (0..4)
        .flat_map(|i| (0..2).map(move |j| (i, j)))
        .map(|(i, j)| p(i * 20 + j))
        .collect();
    assert_eq!(part(0, 8), want, "2-D range");
    // FOR(C) outermost: p[k] goes to row k % 4, column k / 4.
    let mut want = vec![0u8; 16];
    for k in 0..16 {
        want[(k % 4) * 4 + k / 4] = p(k);
    }
    assert_eq!(part(1, 16), want, "FOR reorder");
    let want: Vec<u8> = (0..8).map(|k| if k < 5 { p(k) } else { 9 }).collect();
    assert_eq!(part(2, 8), want, "a short source pads");
    let want: Vec<u8> = (0..8).map(|k| p(3 + k % 2)).collect();
    assert_eq!(part(3, 8), want, "REPEAT");
    let want: Vec<u8> = (0..12).map(|k| if k < 10 { p(k) } else { 0xee }).collect();
    assert_eq!(part(4, 12), want, "overlapped 10(4, 3)");
    let want: Vec<u8> = (0..3)
        .flat_map(|i| (0..4).map(move |j| (i, j)))
        .map(|(i, j)| p(i * 2 + j))
        .collect();
    assert_eq!(part(5, 12), want, "no bound check on 2+");
    // The inputs are untouched.
    assert_eq!(after[..1024], ddr[..1024]);
}

/// 16-bit little-endian word `k` of a DDR part starting at byte `at`.
/// Writes `values` as 16-bit words from byte `at` of `ddr`.
pub(crate) fn put_words(ddr: &mut [u8], at: usize, values: impl IntoIterator<Item = i64>) {
    for (k, v) in values.into_iter().enumerate() {
        ddr[at + 2 * k..at + 2 * k + 2].copy_from_slice(&(v as i16).to_le_bytes());
    }
}

pub(crate) fn word(ddr: &[u8], at: usize, k: usize) -> u16 {
    u16::from_le_bytes([ddr[at + 2 * k], ddr[at + 2 * k + 1]])
}

/// The guide's transfers into PCORE memory, each read back by another
/// walk: DDR to private memory (PCORE, THREAD, element: the guide's first
/// table) read back one element at a time; DDR to shared memory; the FOR
/// reordering table read back in plain order; 8-bit data widened into
/// PCORE words, zero-extended (UINT8) or sign-extended (INT8).
#[test]
fn transfers_into_pcore_memory_follow_the_guides_tables() {
    let program = r#"
// The PCORE program's variables: word offsets.
__asm__(".globl __tanto_zta_var_myclass__myfunc__var\n.set __tanto_zta_var_myclass__myfunc__var, 16");
__asm__(".globl __tanto_zta_var_myclass__myfunc__shared_var\n.set __tanto_zta_var_myclass__myfunc__shared_var, 100");
__asm__(".globl __tanto_zta_var_myclass__myvar\n.set __tanto_zta_var_myclass__myvar, 40");
__asm__(".globl __tanto_zta_var_k__bytes\n.set __tanto_zta_var_k__bytes, 200");
#define OUT(n) (1024 + 128 * (n))
void zta_main(void) {
> PCORE[0:1].THREAD[0:1].myclass::myfunc.var[0:1] <= DTYPE(INT16) DDR(0, 64)[0:2*2*2-1];
> DTYPE(INT16) DDR(OUT(0), 8)[0] <= PCORE[0].THREAD[0].myclass::myfunc.var[0];
> DTYPE(INT16) DDR(OUT(0), 8)[1] <= PCORE[0].THREAD[1].myclass::myfunc.var[1];
> DTYPE(INT16) DDR(OUT(0), 8)[2] <= PCORE[1].THREAD[0].myclass::myfunc.var[1];
> DTYPE(INT16) DDR(OUT(0), 8)[3] <= PCORE[1].THREAD[1].myclass::myfunc.var[0];
> PCORE[0:1].myclass::myfunc.shared_var[0:1] <= DTYPE(INT16) DDR(32, 64)[0:2*2-1];
> DTYPE(INT16) DDR(OUT(1), 4)[0:3] <= PCORE[0:1].myclass::myfunc.shared_var[0:1];
> FOR(K=0:3) FOR(I=0:1) PCORE[0:2].THREAD[I].myclass::myvar[K] <= DTYPE(INT16) DDR(0, 64)[0:2*3*4-1];
> DTYPE(INT16) DDR(OUT(2), 24)[:] <= PCORE[0:2].THREAD[0:1].myclass::myvar[0:3];
> PCORE[3].THREAD[0].k::bytes[0:3] <= DTYPE(UINT8) DDR(512, 4)[:];
> PCORE[3].THREAD[1].k::bytes[0:3] <= DTYPE(INT8) DDR(512, 4)[:];
> DTYPE(INT16) DDR(OUT(3), 8)[0:3] <= PCORE[3].THREAD[0].k::bytes[0:3];
> DTYPE(INT16) DDR(OUT(3) + 8, 4)[0:3] <= PCORE[3].THREAD[1].k::bytes[0:3];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    // 16-bit p[i] = 500 + 11 i from byte 0; bytes 0x7e, 0x80, 0xf0, 0x01 at 512.
    for i in 0..64 {
        ddr[2 * i..2 * i + 2].copy_from_slice(&((500 + 11 * i) as u16).to_le_bytes());
    }
    ddr[512..516].copy_from_slice(&[0x7e, 0x80, 0xf0, 0x01]);
    let p = |i: usize| (500 + 11 * i) as u16;
    let after = run_with("pcore", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    // The guide's table: (PCORE, THREAD, element) <= p[4 PCORE + 2 THREAD + element].
    let cells = [(0, 0, 0), (0, 1, 1), (1, 0, 1), (1, 1, 0)];
    for (k, (pc, t, v)) in cells.iter().enumerate() {
        assert_eq!(
            word(&after, 1024, k),
            p(4 * pc + 2 * t + v),
            "private ({pc}, {t}, {v})"
        );
    }
    // Shared: (PCORE, element) <= p'[2 PCORE + element], p' from byte 32.
    for k in 0..4 {
        assert_eq!(word(&after, 1024 + 128, k), p(16 + k), "shared {k}");
    }
    // The FOR table: p[k] went to element k / 6, thread (k / 3) % 2, PCORE
    // k % 3; read back PCORE, thread, element.
    for pc in 0..3 {
        for t in 0..2 {
            for v in 0..4 {
                let k = v * 6 + t * 3 + pc;
                assert_eq!(
                    word(&after, 1024 + 256, (pc * 2 + t) * 4 + v),
                    p(k),
                    "FOR ({pc}, {t}, {v})"
                );
            }
        }
    }
    // UINT8 zero-extends into the word, INT8 sign-extends.
    let zero_extended: Vec<u16> = (0..4).map(|k| word(&after, 1024 + 384, k)).collect();
    assert_eq!(zero_extended, [0x7e, 0x80, 0xf0, 0x01]);
    let sign_extended: Vec<u16> = (0..4).map(|k| word(&after, 1024 + 384 + 8, k)).collect();
    assert_eq!(sign_extended, [0x7e, 0xff80, 0xfff0, 0x01]);
}

/// Tensor variables stand for their definition, the argument in place of
/// `$`; BARRIER waits for the transfers before it; CALLBACK(f, parm) calls
/// f(parm) once they are done (here f moves the byte at offset parm).
#[test]
fn tensor_variables_barriers_and_callbacks() {
    let program = r#"
#define IN 0
#define OUT(n) (1024 + 64 * (n))
static void done(int at) {
> DTYPE(UINT8) DDR(OUT(1), 1)[0] <= DTYPE(UINT8) DDR(at, 1)[0];
}
void zta_main(void) {
  int row = 2;
> VAR $line;
> $line := DTYPE(UINT8) DDR(IN, 4, 8)[$][0:7];
> DTYPE(UINT8) DDR(OUT(0), 8)[:] <= $line[row];
> DTYPE(UINT8) DDR(OUT(0) + 8, 8)[:] <= $line[row + 1];
> BARRIER;
> CALLBACK(done, 37);
}
"#;
    let ddr: Vec<u8> = (0..DDR_BYTES).map(|i| (7 * i + 3) as u8).collect();
    let p = |i: usize| ddr[i];
    let after = run("variables", program, &ddr).unwrap_or_else(|e| panic!("{e}"));
    let want: Vec<u8> = (0..16).map(|j| p(2 * 8 + j)).collect();
    assert_eq!(after[1024..1040], want[..], "$line[row], $line[row + 1]");
    assert_eq!(
        after[1024 + 64],
        p(37),
        "the callback ran with its parameter"
    );
}

/// `[*]` on a destination's PCORE index sends the same data to every
/// PCORE of that dimension: all 8 of PCORE(8)[*], and in PCORE(4,2)[1][*]
/// the two of row 1 (PCOREs 2 and 3), no other. On a thread index `[*]`
/// is thread 0 alone, as ztachip's compiler encodes it (the range 0:0; it
/// multicasts over PCORE indices only): THREAD[*] writes thread 0 of the
/// PCORE, and PCORE[*].THREAD(4,4)[2][*] thread 8 of every PCORE; on an
/// element index, or on DDR, `[*]` is index 0 as well.
#[test]
fn multicast_destinations_reach_every_pcore_of_the_dimension() {
    let program = r#"
__asm__(".globl __tanto_zta_var_k__v\n.set __tanto_zta_var_k__v, 8");
__asm__(".globl __tanto_zta_var_k__w\n.set __tanto_zta_var_k__w, 64");
__asm__(".globl __tanto_zta_var_k__x\n.set __tanto_zta_var_k__x, 100");
__asm__(".globl __tanto_zta_var_k__y\n.set __tanto_zta_var_k__y, 120");
__asm__(".globl __tanto_zta_var_k__z\n.set __tanto_zta_var_k__z, 140");
#define OUT(n) (1024 + 64 * (n))
void zta_main(void) {
> PCORE(8)[*].THREAD[0].k::v[0:3] <= DTYPE(INT16) DDR(0, 4)[:];
> DTYPE(INT16) DDR(OUT(0), 32)[:] <= PCORE(8)[0:7].THREAD[0].k::v[0:3];
> PCORE(4,2)[1][*].THREAD[1].k::w[0:1] <= DTYPE(INT16) DDR(16, 2)[:];
> DTYPE(INT16) DDR(OUT(1), 16)[:] <= PCORE(8)[0:7].THREAD[1].k::w[0:1];
> PCORE(8)[5].THREAD[*].k::x[0:1] <= DTYPE(INT16) DDR(20, 2)[:];
> DTYPE(INT16) DDR(OUT(2), 32)[:] <= PCORE(8)[5].THREAD[0:15].k::x[0:1];
> PCORE(8)[*].THREAD(4,4)[2][*].k::y[0] <= DTYPE(INT16) DDR(24, 1)[:];
> DTYPE(INT16) DDR(OUT(3), 128)[:] <= PCORE(8)[0:7].THREAD[0:15].k::y[0];
> PCORE(8)[0].THREAD[0].k::z(2, 2)[*][0:1] <= DTYPE(INT16) DDR(26, 2)[:];
> DTYPE(INT16) DDR(OUT(8), 2, 2)[*][0:1] <= PCORE(8)[0].THREAD[0].k::z(2, 2)[*][0:1];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    for i in 0..32 {
        ddr[2 * i..2 * i + 2].copy_from_slice(&((900 + 13 * i) as u16).to_le_bytes());
    }
    let p = |i: usize| (900 + 13 * i) as u16;
    let after = run_with("multicast", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for pcore in 0..8 {
        for v in 0..4 {
            assert_eq!(
                word(&after, 1024, pcore * 4 + v),
                p(v),
                "PCORE {pcore} element {v}"
            );
        }
    }
    for pcore in 0..8 {
        for v in 0..2 {
            let want = if pcore == 2 || pcore == 3 {
                p(8 + v)
            } else {
                0
            };
            assert_eq!(
                word(&after, 1024 + 64, pcore * 2 + v),
                want,
                "PCORE {pcore} w[{v}]"
            );
        }
    }
    // THREAD[*]: thread 0 of PCORE 5.
    for thread in 0..16 {
        for v in 0..2 {
            let want = if thread == 0 { p(10 + v) } else { 0 };
            assert_eq!(
                word(&after, 1024 + 128, thread * 2 + v),
                want,
                "thread {thread} x[{v}]"
            );
        }
    }
    // PCORE[*].THREAD(4,4)[2][*]: thread (2, 0), 8, of every PCORE.
    for pcore in 0..8 {
        for thread in 0..16 {
            let want = if thread == 8 { p(12) } else { 0 };
            assert_eq!(
                word(&after, 1024 + 192, pcore * 16 + thread),
                want,
                "PCORE {pcore} thread {thread} y"
            );
        }
    }
    // z(2, 2)[*][0:1] both ways: row 0 only.
    let want = [p(13), p(14), 0, 0];
    for (k, w) in want.iter().enumerate() {
        assert_eq!(word(&after, 1024 + 512, k), *w, "z element {k}");
    }
}

/// EXE_LOCKSTEP compiles to the runtime call; running a PCORE kernel needs
/// a PCORE model the simulator does not have, so the run stops with a
/// fault that says so.
#[test]
fn exe_lockstep_of_a_kernel_that_cannot_run_is_a_located_fault() {
    // The kernel's address is no code: the fetch faults on PCORE 0.
    let program = r#"
__asm__(".globl __tanto_zta_kernel_conv__exe\n.set __tanto_zta_kernel_conv__exe, 0x40");
void zta_main(void) {
> DTYPE(UINT8) DDR(1024, 4)[:] <= DTYPE(UINT8) DDR(0, 4)[:];
> EXE_LOCKSTEP(conv::exe, 4, 8);
}
"#;
    let ddr: Vec<u8> = (0..DDR_BYTES).map(|i| i as u8).collect();
    let error = run_with("exe", program, &ddr, true).expect_err("no code at 0x40");
    assert!(
        error.contains(
            "EXE_LOCKSTEP of the PCORE kernel at 0x40 on 4 PCOREs x 8 threads: PCORE 0 thread 0"
        ),
        "{error}"
    );
    // A kernel that calls the runtime (here memset) stops the run too.
    let program = r#"
void clear(short *memory, int pcore, int thread) {
  __builtin_memset(memory, 0, 4096);
}
__asm__(".globl __tanto_zta_kernel_k__clear\n.set __tanto_zta_kernel_k__clear, clear");
void zta_main(void) {
> EXE_LOCKSTEP(k::clear, 1, 1);
}
"#;
    let error = run_with("exe_runtime", program, &ddr, true).expect_err("memset is the runtime");
    assert!(
        error.contains("PCORE code calls no runtime function"),
        "{error}"
    );
}

/// EXE_LOCKSTEP runs the PCORE kernel (RV32 code in the same object) once
/// per PCORE and thread on that PCORE's memory, after the transfers before
/// it and before those after: a private variable loaded from DDR, changed
/// by the kernel as a function of PCORE and thread, and stored back.
#[test]
fn exe_lockstep_runs_the_kernel_on_every_pcore_and_thread() {
    let program = r#"
// The kernel `scale::run`: v = 3 v + 16 pcore + thread on each of its
// 4 words (private: thread t's words from 256 t, v at word 10).
void scale_run(short *memory, int pcore, int thread) {
  short *v = memory + 256 * thread + 10;
  for (int i = 0; i < 4; i++)
    v[i] = 3 * v[i] + 16 * pcore + thread;
}
__asm__(".globl __tanto_zta_kernel_scale__run\n.set __tanto_zta_kernel_scale__run, scale_run");
__asm__(".globl __tanto_zta_var_scale__v\n.set __tanto_zta_var_scale__v, 10");
void zta_main(void) {
> PCORE[0:7].THREAD[0:15].scale::v[0:3] <= DTYPE(INT16) DDR(0, 512)[:];
> EXE_LOCKSTEP(scale::run, 8, 16);
> DTYPE(INT16) DDR(1024, 512)[:] <= PCORE[0:7].THREAD[0:15].scale::v[0:3];
}
"#;
    // p[i] = 7 i mod 1200 - 600, distinct, 12-bit (PCORE words), and
    // 3 p + 16 pcore + thread 12-bit too.
    let value = |i: usize| (7 * i as i32) % 1200 - 600;
    let mut ddr = vec![0u8; DDR_BYTES];
    for i in 0..512 {
        ddr[2 * i..2 * i + 2].copy_from_slice(&(value(i) as i16).to_le_bytes());
    }
    let after = run_with("exe_run", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    // Element (pcore, thread, k) is p[64 pcore + 4 thread + k] (the
    // guide's private walk), then 3 v + 16 pcore + thread.
    for pcore in 0..8 {
        for thread in 0..16 {
            for k in 0..4 {
                let i = 64 * pcore + 4 * thread + k;
                let v = value(i);
                let want = (3 * v + 16 * pcore as i32 + thread as i32) as i16 as u16;
                assert_eq!(word(&after, 1024, i), want, "({pcore}, {thread}, {k})");
            }
        }
    }
}

/// A whole variable of a cast shape is all of its elements, one without a
/// cast as many as its length symbol says; PCORE to PCORE moves words
/// between PCOREs (and threads).
#[test]
fn whole_variables_and_pcore_to_pcore_transfers() {
    let program = r#"
__asm__(".globl __tanto_zta_var_k__a\n.set __tanto_zta_var_k__a, 4");
__asm__(".globl __tanto_zta_var_k__b\n.set __tanto_zta_var_k__b, 32");
__asm__(".globl __tanto_zta_var_k__c\n.set __tanto_zta_var_k__c, 40");
__asm__(".globl __tanto_zta_len_k__c\n.set __tanto_zta_len_k__c, 6");
void zta_main(void) {
> PCORE(8)[0:1].THREAD[0].k::a(2, 2) <= DTYPE(INT16) DDR(0, 8)[:];
> PCORE(8)[4:5].THREAD[3].k::b[0:3] <= PCORE(8)[0:1].THREAD[0].k::a(2, 2);
> DTYPE(INT16) DDR(1024, 8)[:] <= PCORE(8)[4:5].THREAD[3].k::b[0:3];
> PCORE(8)[6].THREAD[2].k::c <= DTYPE(INT16) DDR(0, 8)[:];
> DTYPE(INT16) DDR(2048, 8)[:] <= PCORE(8)[6].THREAD[2].k::c;
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    for i in 0..8 {
        ddr[2 * i..2 * i + 2].copy_from_slice(&((1000 + 3 * i) as u16).to_le_bytes());
    }
    let after = run_with("pcore_to_pcore", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let got: Vec<u16> = (0..8).map(|k| word(&after, 1024, k)).collect();
    let want: Vec<u16> = (0..8).map(|i| (1000 + 3 * i) as u16).collect();
    assert_eq!(got, want);
    // k::c is 6 words long (its length symbol): 6 in, 6 out, the rest of
    // the 8-element destination padded with 0.
    let got: Vec<u16> = (0..8).map(|k| word(&after, 2048, k)).collect();
    assert_eq!(got[..6], want[..6]);
    assert_eq!(got[6..], [0, 0]);
}

/// 12-bit two's complement: the low 12 bits of `v`, sign-extended.
fn register(v: i32) -> i32 {
    (v << 20) >> 20
}

/// A stream processor table as ztachip's host builds one from `f` (its
/// `buildSpu`): per entry i, the value at the entry's first input and the
/// slope to its last, scaled by 32 / 31; words (slope, value).
fn spu_table(f: impl Fn(i32) -> i32) -> Vec<i16> {
    let mut table = Vec::new();
    for i in 0..128 {
        let first = f(register(i * 32));
        let last = f(register(i * 32 + 31));
        let slope = ((last - first) * 32) / 31;
        table.push(slope as i16);
        table.push(first as i16);
    }
    table
}

/// The stream processor on one 12-bit input, as ztachip's
/// HW/src/pcore/stream.vhd computes it: entry from the top 7 bits,
/// rounded slope × remainder / 32 from the low 5 added to the value, in
/// 12 bits.
fn spu_lookup(table: &[i16], x: i32) -> i32 {
    let bits = x & 0xfff;
    let (entry, remainder) = ((bits >> 5) as usize, bits & 31);
    let slope = register(i32::from(table[2 * entry]));
    let value = register(i32::from(table[2 * entry + 1]));
    let product = slope * remainder;
    register(value + (((product >> 4) + 1) >> 1))
}

/// The guide's stream processing: two tables loaded into the SPU
/// (`SPU <= (int)MEM(...)`), DDR into PCORE memory through table 0
/// (`PROC(0)`), back out through table 1 (`PROC(1)`, and `REMAP(1)`) and
/// without a table. Table 0 is a line (3v/4 - 100), table 1 |v|/2 + 7;
/// at an entry's first input the result is the function's value exactly.
#[test]
fn stream_programs_map_values_through_the_lookup_tables() {
    let program = r#"
__asm__(".globl __tanto_zta_var_k__in\n.set __tanto_zta_var_k__in, 16");
#define SPU_LOOKUP_SIZE 256
#define TABLES 0
void zta_main(void) {
  int pin = 1024, np = 8;
> SPU <= (int)MEM(TABLES, SPU_LOOKUP_SIZE*2)[:];
> PCORE(np)[0:np-1].THREAD[0:1].k::in[0:3] <= PROC(0) <= DTYPE(INT16) DDR(pin)[0:np*2*4-1];
> DTYPE(INT16) DDR(2048)[0:63] <= PROC(1) <= PCORE(np)[0:np-1].THREAD[0:1].k::in[0:3];
> DTYPE(INT16) DDR(2560)[0:63] <= REMAP(1) PCORE(np)[0:np-1].THREAD[0:1].k::in[0:3];
> DTYPE(INT16) DDR(3072)[0:63] <= PCORE(np)[0:np-1].THREAD[0:1].k::in[0:3];
}
"#;
    let line = |v: i32| 3 * v / 4 - 100;
    let bend = |v: i32| v.abs() / 2 + 7;
    let tables = [spu_table(line), spu_table(bend)];
    let mut ddr = vec![0u8; DDR_BYTES];
    for (k, w) in tables.iter().flatten().enumerate() {
        ddr[2 * k..2 * k + 2].copy_from_slice(&w.to_le_bytes());
    }
    // Inputs across the 12-bit range, entry starts among them.
    let inputs: Vec<i32> = (0..64).map(|k| -2048 + 64 * k + (k * 7) % 32).collect();
    for (k, x) in inputs.iter().enumerate() {
        ddr[1024 + 2 * k..1024 + 2 * k + 2].copy_from_slice(&(*x as i16).to_le_bytes());
    }
    let after = run_with("stream", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let got = |at: usize, k: usize| i32::from(word(&after, at, k) as i16);
    for (k, &x) in inputs.iter().enumerate() {
        let into = spu_lookup(&tables[0], x);
        assert_eq!(got(3072, k), into, "PROC(0) of {x}");
        // A line interpolates to within rounding; entry starts are exact.
        assert!(
            (into - line(x)).abs() <= 1,
            "PROC(0) of {x}: {into}, not near {}",
            line(x)
        );
        if x % 32 == 0 {
            assert_eq!(into, line(x), "entry start {x}");
        }
        let out = spu_lookup(&tables[1], into);
        assert_eq!(got(2048, k), out, "PROC(1) of {into}");
        assert_eq!(got(2560, k), out, "REMAP(1) of {into}");
    }
}

/// The corpus's stream-processor activation (examples/ztachip/
/// sigmoid_lut.m) run as written: a sigmoid table built the host's way,
/// two blocks of 1024 activations through it; each result is the
/// hardware's interpolation and within 2 of the sigmoid itself.
#[test]
fn the_corpus_sigmoid_runs_through_the_stream_processor() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/ztachip/");
    let read = |name: &str| std::fs::read_to_string(format!("{root}{name}")).expect(name);
    let program = read("sigmoid_lut.m").replace("#include \"zta_stub.h\"", &read("zta_stub.h"))
        + r#"
__asm__(".globl __tanto_zta_var_act__v\n.set __tanto_zta_var_act__v, 8");
void zta_main(void) {
    sigmoid_lut((short *)0, (short *)4096, (short *)8192, 2);
}
"#;
    let sigmoid = |v: i32| (2047.0 / (1.0 + (-f64::from(v) / 256.0).exp())).round() as i32;
    let table = spu_table(sigmoid);
    let inputs: Vec<i32> = (0..2048).map(|k| -2048 + ((k * 37) % 4096)).collect();
    let mut ddr = vec![0u8; 16384];
    for (k, x) in inputs.iter().enumerate() {
        ddr[2 * k..2 * k + 2].copy_from_slice(&(*x as i16).to_le_bytes());
    }
    for (k, w) in table.iter().enumerate() {
        ddr[8192 + 2 * k..8192 + 2 * k + 2].copy_from_slice(&w.to_le_bytes());
    }
    let after = run_with("sigmoid_lut", &program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for (k, &x) in inputs.iter().enumerate() {
        let got = i32::from(word(&after, 4096, k) as i16);
        assert_eq!(got, spu_lookup(&table, x), "sigmoid of {x}");
        assert!(
            (got - sigmoid(x)).abs() <= 2,
            "sigmoid of {x}: {got}, not {}",
            sigmoid(x)
        );
    }
}

/// The guide's scatter examples. SCATTER(0) only interleaves the
/// hardware's accesses among PCOREs, so with or without it the elements go
/// where the walk says. By vector word, the guide's statement as written:
/// FOR(I) outermost, then PCORE, THREAD and the row of myvar(8, 8), so
/// source element ((I·8 + pcore)·16 + thread)·8 + row lands in
/// myvar[row][I]. By thread, the guide's statement leaves I unused and
/// moves 8192 elements into 1024 places; its evident reading is tested:
/// THREAD(2, 8)[:][I], 1024 elements, source element
/// ((I·8 + J)·8 + pcore)·2 + r in thread r·8 + I, myvar[J].
#[test]
fn scatter_transfers_move_the_elements_of_their_walk() {
    let program = r#"
__asm__(".globl __tanto_zta_var_myclass__myvar\n.set __tanto_zta_var_myclass__myvar, 0");
void zta_main(void) {
  short *p = 0;
> FOR(I=0:7) PCORE(8)[0:7].THREAD[0:15].myclass::myvar(8,8)[:][I] <= DDR(p)[0:8*16*8*8-1];
> DDR(16384)[0:8191] <= PCORE(8)[0:7].THREAD[0:15].myclass::myvar(8,8)[:][:];
>SCATTER(0) FOR(I=0:7) PCORE(8)[0:7].THREAD[0:15].myclass::myvar(8,8)[:][I] <= DDR(p)[0:8*16*8*8-1];
> DDR(32768)[0:8191] <= PCORE(8)[0:7].THREAD[0:15].myclass::myvar(8,8)[:][:];
>SCATTER(0) FOR(I=0:7) FOR(J=0:7) PCORE(8)[0:7].THREAD(2,8)[:][I].myclass::myvar[J] <= DDR(p)[0:8*2*8*8-1];
> DDR(49152)[0:1023] <= PCORE(8)[0:7].THREAD[0:15].myclass::myvar[0:7];
}
"#;
    let mut ddr = vec![0u8; 65536];
    // 12-bit values (PCORE words), distinct within any 4096 elements.
    let p = |k: usize| (((k * 7 + 3) % 4096) as i16 - 2048) as u16;
    for k in 0..8192 {
        ddr[2 * k..2 * k + 2].copy_from_slice(&p(k).to_le_bytes());
    }
    let after = run_with("scatter", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for out in [16384, 32768] {
        for i in 0..8 {
            for pcore in 0..8 {
                for thread in 0..16 {
                    for row in 0..8 {
                        let k = ((i * 8 + pcore) * 16 + thread) * 8 + row;
                        let at = (pcore * 16 + thread) * 64 + row * 8 + i;
                        assert_eq!(
                            word(&after, out, at),
                            p(k),
                            "by word, out {out}, element {k}"
                        );
                    }
                }
            }
        }
    }
    for i in 0..8 {
        for j in 0..8 {
            for pcore in 0..8 {
                for r in 0..2 {
                    let k = ((i * 8 + j) * 8 + pcore) * 2 + r;
                    let at = (pcore * 16 + r * 8 + i) * 8 + j;
                    assert_eq!(word(&after, 49152, at), p(k), "by thread, element {k}");
                }
            }
        }
    }
}

/// The guide's dimension casting: THREAD and myvar recast from 16 to 4x4
/// move the same elements as the plain statement (element k to PCORE
/// k / 256, thread (k / 16) % 16, myvar[k % 16]); a cast with sub-ranges
/// walks the 4x4 grids: THREAD(4,4)[0:3][1:2] and myvar(4,4)[0:1][0:3].
/// Constant sources (`INT16(v)`) clear the variable in between.
#[test]
fn dimension_casts_walk_the_cast_shapes() {
    let program = r#"
__asm__(".globl __tanto_zta_var_myclass__myvar\n.set __tanto_zta_var_myclass__myvar, 32");
void zta_main(void) {
  short *p = 0;
> PCORE(8)[:].THREAD[0:15].myclass::myvar[0:15] <= DDR(p)[0:8*16*16-1];
> DDR(4096)[0:2047] <= PCORE(8)[:].THREAD[0:15].myclass::myvar[0:15];
> PCORE(8)[:].THREAD[0:15].myclass::myvar[0:15] <= INT16(0);
> PCORE(8)[:].THREAD(4,4)[0:3][0:3].myclass::myvar(4,4)[0:3][0:3] <= DDR(p)[0:8*16*16-1];
> DDR(8192)[0:2047] <= PCORE(8)[:].THREAD[0:15].myclass::myvar[0:15];
> PCORE(8)[:].THREAD[0:15].myclass::myvar[0:15] <= INT16(0x5a);
> PCORE(8)[:].THREAD(4,4)[0:3][1:2].myclass::myvar(4,4)[0:1][0:3] <= DDR(p)[0:8*8*8-1];
> DDR(12288)[0:2047] <= PCORE(8)[:].THREAD[0:15].myclass::myvar[0:15];
}
"#;
    let mut ddr = vec![0u8; 16384];
    // Distinct 12-bit values (PCORE words are 12 bits).
    let p = |k: usize| (((k * 5 + 11) % 4096) as i16 - 2048) as u16;
    for k in 0..2048 {
        ddr[2 * k..2 * k + 2].copy_from_slice(&p(k).to_le_bytes());
    }
    let after = run_with("casts", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for out in [4096, 8192] {
        for k in 0..2048 {
            assert_eq!(word(&after, out, k), p(k), "out {out}, element {k}");
        }
    }
    // The constant INT16(0x5a) where the cast walk does not reach.
    let mut want = vec![0x5au16; 2048];
    for pcore in 0..8 {
        for a in 0..4 {
            for b in 1..3 {
                for c in 0..2 {
                    for d in 0..4 {
                        let k = ((pcore * 4 + a) * 2 + (b - 1)) * 8 + c * 4 + d;
                        want[(pcore * 16 + a * 4 + b) * 16 + c * 4 + d] = p(k);
                    }
                }
            }
        }
    }
    let got: Vec<u16> = (0..2048).map(|k| word(&after, 12288, k)).collect();
    assert_eq!(got, want);
}

/// A 16-bit value in a 12-bit PCORE word as ztachip's tensor engine
/// writes it: the sign and the low 11 bits (numeric_std's `resize` in
/// HW/src/pcore/core.vhd).
pub(crate) fn pcore_word(value: i64) -> i64 {
    let sixteen = i64::from(value as i16);
    let low = sixteen & 0x7FF;
    if sixteen < 0 {
        low - 2048
    } else {
        low
    }
}

/// The guide's data type example, the type a C value (`int
/// fmt=DP_DATA_TYPE_UINT8; >(fmt)...`): 8-bit elements zero-extended into
/// the PCORE words; the same statement with fmt = INT8 sign-extends and
/// with INT16 moves 16-bit elements into 12-bit words. Outside the source
/// (its third row and columns), the PAD value 0xff as the type reads it
/// (ztachip's engine pads 8-bit types with its low byte): 255 as UINT8 and
/// INT16, -1 as INT8.
#[test]
fn a_data_type_held_in_a_c_value_is_chosen_when_the_program_runs() {
    let program = r#"
__asm__(".globl __tanto_zta_var_myclass__myfunc__var\n.set __tanto_zta_var_myclass__myfunc__var, 0");
#define DP_DATA_TYPE_INT16 3
#define DP_DATA_TYPE_INT8 2
#define DP_DATA_TYPE_UINT8 4
static void load(int fmt, unsigned char *p, short *out) {
>(fmt)PCORE[0].THREAD[0:2].myclass::myfunc.var[0:3] <= (fmt)PAD(0xff) DDR(p,100,2,2)[0][0:2][0:3];
> DTYPE(INT16) DDR(out, 12)[:] <= PCORE[0].THREAD[0:2].myclass::myfunc.var[0:3];
}
void zta_main(void) {
  int fmt=DP_DATA_TYPE_UINT8;
  load(fmt, 0, (short *)1024);
  load(DP_DATA_TYPE_INT8, 0, (short *)1536);
  load(DP_DATA_TYPE_INT16, 0, (short *)2048);
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    for (i, b) in ddr.iter_mut().enumerate().take(512) {
        *b = (0x70 + 9 * i) as u8;
    }
    let after = run_with("fmt", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    // Element (t, v) of the 3x4 walk reads p[0][t][v] = p[2t + v] when
    // t < 2 and v < 2, else the pad.
    for t in 0..3 {
        for v in 0..4 {
            let k = t * 4 + v;
            let inside = t < 2 && v < 2;
            let byte = ddr[2 * t + v];
            let (zero_extended, sign_extended) = if inside {
                (u16::from(byte), byte as i8 as i16 as u16)
            } else {
                (0xff, 0xffff)
            };
            assert_eq!(word(&after, 1024, k), zero_extended, "UINT8 ({t}, {v})");
            assert_eq!(word(&after, 1536, k), sign_extended, "INT8 ({t}, {v})");
            let half = if inside {
                let value = i16::from_le_bytes([ddr[2 * (2 * t + v)], ddr[2 * (2 * t + v) + 1]]);
                pcore_word(i64::from(value)) as u16
            } else {
                0xff
            };
            assert_eq!(word(&after, 2048, k), half, "INT16 ({t}, {v})");
        }
    }
}

/// ztachip's compiler's forms: a tensor bounded in total
/// (`MEM(p, T(a, b, ...))`: its dimensions after its size, a `+` unchecked,
/// elements from the T-th on padded), statements over several lines next to
/// one-line ones, and a private variable's thread given as the index after
/// the PCORE's (no `.THREAD`), read back through an explicit `.THREAD`.
#[test]
fn bounded_tensors_multi_line_statements_and_implicit_threads() {
    let program = r#"
__asm__(".globl __tanto_zta_var_c__f__v\n.set __tanto_zta_var_c__f__v, 8");
#define IN 0
#define OUT(n) (1024 + 64 * (n))
void zta_main(void) {
  int w = 2, h = 3;
> DTYPE(UINT8) DDR(OUT(0), 24)[:] <= PAD(0xee) DTYPE(UINT8) MEM(IN, 20(2, 3, 4))[:][:][:];
> DTYPE(UINT8) DDR(OUT(1), 4)[:]
>   <= PAD(0xdd) DTYPE(UINT8)
>      MEM(IN, (w*h)(h+, w))[1:4][1];
> DTYPE(UINT8) DDR(OUT(2), 4)[:] <= DTYPE(UINT8) DDR(IN + 100, 4)[:];
> PCORE(8)[2][5].c::f.v[0:3]
>   <= DTYPE(INT16) DDR(IN + 200, 4)[:];
> DTYPE(INT16) DDR(OUT(3), 4)[:] <= PCORE(8)[2].THREAD[5].c::f.v[0:3];
}
"#;
    // p[i] = 5 i + 3 (mod 256).
    let ddr: Vec<u8> = (0..DDR_BYTES).map(|i| (5 * i + 3) as u8).collect();
    let p = |i: usize| ddr[i];
    let after = run_with("bounded", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    // 2 x 3 x 4 bounded by 20: element k is p[k] below 20, the pad above.
    for k in 0..24 {
        let want = if k < 20 { p(k) } else { 0xee };
        assert_eq!(after[1024 + k], want, "bounded {k}");
    }
    // Rows 1..4 (unchecked) of 2, column 1, bounded by 6: offsets 3, 5
    // inside, 7 and 9 past the total.
    let rows: Vec<u8> = (0..4).map(|k| after[1024 + 64 + k]).collect();
    assert_eq!(rows, [p(3), p(5), 0xdd, 0xdd]);
    // The one-line statement after the multi-line ones.
    assert_eq!(after[1024 + 128..1024 + 132], ddr[100..104]);
    // The 16-bit words at byte 200, through PCORE 2's thread 5 (12-bit
    // words there).
    for k in 0..4 {
        let value = i16::from_le_bytes([ddr[200 + 2 * k], ddr[200 + 2 * k + 1]]);
        let want = pcore_word(i64::from(value)) as u16;
        assert_eq!(word(&after, 1024 + 192, k), want, "thread word {k}");
    }
}

/// `class::kernel.param <= INT16(v)` (ztachip's global assignment of a
/// `_global` kernel parameter) gives every PCORE the value, in its shared
/// word of the parameter; read back from each PCORE.
#[test]
fn a_global_parameter_reaches_every_pcore() {
    let program = r#"
__asm__(".globl __tanto_zta_var_conv__start__count\n.set __tanto_zta_var_conv__start__count, 3");
void zta_main(void) {
  int rows = 1234;
> conv::start.count <= INT16(rows + 1);
> DTYPE(INT16) DDR(1024, 8)[:] <= PCORE[0:7].conv::start.count[0];
}
"#;
    let ddr = vec![0u8; DDR_BYTES];
    let after = run_with("global", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for pcore in 0..8 {
        assert_eq!(word(&after, 1024, pcore), 1235, "PCORE {pcore}");
    }
}

/// A tensor program that includes its PCORE program's image (`#include
/// "k.p.img"`): the image is generated from `k.p` beside it, so the
/// variables' places are the PCORE program's layout (`pad`'s 5 shared
/// words, then `table` from word 5) and a variable indexed in two
/// dimensions without a cast takes its declared shape (`table[4][8]`). A
/// C kernel (launched by its address; k.p's own `run` does nothing) that
/// reads the table at the place the layout rules give, written by hand,
/// sums it into `pad[0]`.
#[test]
fn an_included_pcore_image_places_and_shapes_the_variables() {
    let pcore_program = "_NT16_ class k;\n_share int16 k::pad[5];\n_share int16 k::table[4][8];\n_kernel_ void k::run() {\n}\n";
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("ztachip_runs/image");
    std::fs::create_dir_all(&dir).expect("the test folder");
    std::fs::write(dir.join("k.p"), pcore_program).expect("k.p");
    let program = r#"
#include "k.p.img"
// Shared words follow the 16 threads' 256 private words.
void sum_run(short *memory, int pcore, int thread) {
  if (thread != 0)
    return;
  short *table = memory + 16 * 256 + 5;
  int sum = 0;
  for (int i = 0; i < 32; i++)
    sum += table[i];
  memory[16 * 256 + 0] = sum;
}
void zta_main(void) {
  unsigned int kernel = (unsigned int)sum_run;
> PCORE[0:1].k::table[1:2][0:7] <= DTYPE(INT16) DDR(0, 32)[:];
> DTYPE(INT16) DDR(1024, 32)[:] <= PCORE[0:1].k::table[1:2][0:7];
> EXE_LOCKSTEP(kernel, 2, 16);
> DTYPE(INT16) DDR(2048, 2)[:] <= PCORE[0:1].k::pad[0];
}
"#;
    // 16-bit p[i] = 9 i + 2.
    let mut ddr = vec![0u8; DDR_BYTES];
    for i in 0..64 {
        ddr[2 * i..2 * i + 2].copy_from_slice(&((9 * i + 2) as u16).to_le_bytes());
    }
    let p = |i: usize| (9 * i + 2) as u16;
    let after = run_with("image", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for k in 0..32 {
        assert_eq!(word(&after, 1024, k), p(k), "read back {k}");
    }
    // PCORE q's rows 1 and 2 hold p[16 q .. 16 q + 16]; rows 0 and 3 are 0.
    for q in 0..2 {
        let sum: u32 = (0..16).map(|k| u32::from(p(16 * q + k))).sum();
        assert_eq!(word(&after, 2048, q), sum as u16, "PCORE {q}'s sum");
    }
}

/// A `_global` kernel parameter set by the global assignment is the word
/// the image places after the class's shared words (`pad`'s 5 words round
/// up to 8: word 8), the same on every PCORE; a C kernel (launched by its
/// address) reads it there.
#[test]
fn a_global_parameter_is_read_where_the_image_places_it() {
    let pcore_program =
        "_NT16_ class k;\n_share int16 k::pad[5];\n_kernel_ void k::run(_global int count) {\n}\n";
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("ztachip_runs/global_image");
    std::fs::create_dir_all(&dir).expect("the test folder");
    std::fs::write(dir.join("k.p"), pcore_program).expect("k.p");
    let program = r#"
#include "k.p.img"
void twice_run(short *memory, int pcore, int thread) {
  short *shared = memory + 16 * 256;
  if (thread == 3)
    shared[0] = 2 * shared[8] + pcore;
}
void zta_main(void) {
  int count = 321;
  unsigned int kernel = (unsigned int)twice_run;
> k::run.count <= INT16(count);
> EXE_LOCKSTEP(kernel, 8, 16);
> DTYPE(INT16) DDR(1024, 8)[:] <= PCORE[0:7].k::pad[0];
}
"#;
    let ddr = vec![0u8; DDR_BYTES];
    let after = run_with("global_image", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    for pcore in 0..8 {
        assert_eq!(
            word(&after, 1024, pcore),
            (642 + pcore) as u16,
            "PCORE {pcore}"
        );
    }
}

/// A tensor variable defined in both branches of a C `if` (as ztachip's
/// conv.m defines `$bot_pcore`): the use takes the definition the program
/// ran, chosen by the entry's argument: a row of 8 values, or a column of
/// the same memory seen as 8x8 with a `$` left for the use's argument.
#[test]
fn a_tensor_variable_takes_the_definition_the_program_ran() {
    let program = r#"
void choose(unsigned int flat, unsigned int column) {
   if (flat) {
> $src := DTYPE(INT16) MEM(0, 64)[0:7];
   } else {
> $src := DTYPE(INT16) MEM(0, 8, 8)[0:7][$];
   }
> DTYPE(INT16) MEM(512, 8)[0:7] <= $src[column];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    let value = |i: usize| (100 + 7 * i) as u16;
    put_words(&mut ddr, 0, (0..64).map(|i| i64::from(value(i))));
    for (flat, column) in [(1i64, 5i64), (0, 5), (0, 2)] {
        let after = run_entry("chosen", program, &ddr, false, "choose", &[flat, column])
            .unwrap_or_else(|e| panic!("{e}"));
        for k in 0..8 {
            // Flat: elements 0..7 (the argument fills no `$`); a column:
            // element 8 k + column of the 8x8 view.
            let at = if flat == 1 {
                k
            } else {
                8 * k + column as usize
            };
            assert_eq!(
                word(&after, 512, k),
                value(at),
                "flat {flat} column {column} element {k}"
            );
        }
    }
}

/// Definitions and uses in turn, as ztachip's tensor engine restores the
/// last definition: a use after a redefinition takes the new one, a use in
/// a loop takes the definition before the loop on the first pass and the
/// loop's own on the next, and the pairs in a second loop take their own
/// definition of each pass, its C values of that pass.
#[test]
fn a_tensor_variable_takes_its_last_definition() {
    let program = r#"
void pairs(void) {
   int i;
> $s := DTYPE(INT16) MEM(0, 64)[0:7];
   for (i = 0; i < 2; i++) {
> DTYPE(INT16) MEM(512 + 16 * i, 8)[0:7] <= $s;
> $s := DTYPE(INT16) MEM(0, 64)[16:23];
   }
   for (i = 0; i < 3; i++) {
> $s := DTYPE(INT16) MEM(0, 64)[8 * i:8 * i + 7];
> DTYPE(INT16) MEM(640 + 16 * i, 8)[0:7] <= $s;
> $s := DTYPE(INT16) MEM(0, 64)[40:47];
> DTYPE(INT16) MEM(768 + 16 * i, 8)[0:7] <= $s;
   }
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    let value = |i: usize| (500 + 13 * i) as u16;
    put_words(&mut ddr, 0, (0..64).map(|i| i64::from(value(i))));
    let after = run_entry("last_definition", program, &ddr, false, "pairs", &[])
        .unwrap_or_else(|e| panic!("{e}"));
    // (byte offset of 8 results, first element they copy)
    let mut expected = vec![(512, 0), (528, 16)];
    for i in 0..3 {
        expected.push((640 + 16 * i, 8 * i));
        expected.push((768 + 16 * i, 40));
    }
    for (at, first) in expected {
        for k in 0..8 {
            assert_eq!(
                word(&after, at, k),
                value(first + k),
                "byte {at} element {k}"
            );
        }
    }
}

/// Statements outside every function (test/Frontend/Ztachip/forms/
/// file-scope.m): `VAR`, `NOP`, `EXPORT` and `LOG_ON` write no C, and the
/// copies in a comment and under `#if 0` are C the preprocessor drops,
/// which would overwrite the result if they ran. `run`, whose signature an
/// `#ifdef` picks, copies words 8 to 15 with its variable declared at file
/// scope, then calls `copy_more`, whose braces a macro writes, to copy words
/// 32 to 39. The file starts with a UTF-8 byte-order mark, which is no text.
#[test]
fn file_scope_statements_write_no_c() {
    let program =
        "\u{FEFF}".to_string() + include_str!("../../../test/Frontend/Ztachip/forms/file-scope.m");
    let mut ddr = vec![0u8; DDR_BYTES];
    let value = |i: usize| (40 + 3 * i) as u16;
    put_words(&mut ddr, 0, (0..64).map(|i| i64::from(value(i))));
    let after = run_entry("file_scope", &program, &ddr, false, "run", &[0])
        .unwrap_or_else(|e| panic!("{e}"));
    for k in 0..8 {
        assert_eq!(word(&after, 512, k), value(8 + k), "element {k}");
        assert_eq!(word(&after, 1024, k), value(32 + k), "more, element {k}");
    }
}

/// What ztachip's compiler skips is skipped (test/Frontend/Ztachip/forms/
/// ignored.m): `scale` in VAR declares nothing, PAD takes its first value
/// (7, not 9), and the statement the file ends inside is dropped (no
/// BARRIER, nothing else changes).
#[test]
fn what_ztachips_compiler_skips_changes_nothing() {
    // The lit test's program, so that what it shows is what runs here.
    let program = include_str!("../../../test/Frontend/Ztachip/forms/ignored.m");
    let mut ddr = vec![0u8; DDR_BYTES];
    let value = |i: usize| (500 + 7 * i) as u16;
    put_words(&mut ddr, 0, (0..64).map(|i| i64::from(value(i))));
    let after =
        run_entry("skipped", program, &ddr, false, "run", &[0]).unwrap_or_else(|e| panic!("{e}"));
    for k in 0..8 {
        let padded = if k < 5 { value(k) } else { 7 };
        assert_eq!(word(&after, 512, k), padded, "padded element {k}");
        assert_eq!(word(&after, 1024, k), value(8 + k), "variable element {k}");
    }
}

/// A statement on the last line of a `#define` is the macro's, as
/// ztachip's compiler writes its C there: each use moves its own rows.
#[test]
fn a_statement_ending_a_macro_runs_where_the_macro_is_used() {
    let program = r#"
#define COPY_ROW(from, to) \
   int unused_##to = 0; \
> DTYPE(INT16) MEM(to, 8)[0:7] <= DTYPE(INT16) MEM(from, 8)[0:7];
void run(unsigned int a) {
   COPY_ROW(a, 512)
   COPY_ROW(a + 16, 1024)
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    let value = |i: usize| (900 - 11 * i) as u16;
    put_words(&mut ddr, 0, (0..16).map(|i| i64::from(value(i))));
    let after =
        run_entry("in_macro", program, &ddr, false, "run", &[0]).unwrap_or_else(|e| panic!("{e}"));
    for k in 0..8 {
        assert_eq!(word(&after, 512, k), value(k), "first use, element {k}");
        assert_eq!(
            word(&after, 1024, k),
            value(8 + k),
            "second use, element {k}"
        );
    }
}

/// `DTYPE(name)` of a C value whose name starts like a type's (`INTFMT`):
/// the type is chosen when the program runs, as for any other name
/// (ztachip's compiler reads every name but its types' own so): INT8 moves
/// 8 bytes, INT16 16.
#[test]
fn a_type_named_like_a_type_is_a_c_value() {
    let program = r#"
void copy(int INTFMT, unsigned int to) {
> DTYPE(INTFMT) MEM(to, 8)[:] <= DTYPE(INTFMT) MEM(0, 8)[:];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    for (i, b) in ddr.iter_mut().enumerate().take(64) {
        *b = (0x31 + 5 * i) as u8;
    }
    // ztachip's codes: INT8 2, INT16 3 (arch/ztachip.toml).
    for (code, bytes) in [(2i64, 8usize), (3, 16)] {
        let after = run_entry("intfmt", program, &ddr, false, "copy", &[code, 512])
            .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(&after[512..512 + bytes], &ddr[..bytes], "code {code}");
        assert!(
            after[512 + bytes..544].iter().all(|&b| b == 0),
            "code {code}: past the copy"
        );
    }
}

/// A tensor program's C with the freestanding C library headers: memcpy
/// (the runtime's) carries the address, abs (inline), toupper, isdigit
/// and strlen (ztalib.c's) of a PRId32 format the offset.
#[test]
fn the_c_library_headers_run() {
    let program = r#"
#include <string.h>
#include <stdlib.h>
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <time.h>
#include <unistd.h>
#include <malloc.h>
void copy(unsigned int from, int delta) {
   unsigned int at[2];
   unsigned int given[2] = {from, 7};
   /* 4 = 1 + 0 + 2 + (4 - 3): `b` is not a digit, `%d` holds 2 characters (int32_t
      is `int` for riscv32-unknown-elf), `%lld` 4. */
   int skip = (toupper('b') - 'A') + isdigit('b') + (int)strlen("%" PRId32)
            + (int)strlen("%" PRId64) - 3;
   errno = EINVAL;
   memcpy(at, given, sizeof at);
> DTYPE(INT16) MEM(512, 8)[0:7] <= DTYPE(INT16) MEM(at[0], 64)[abs(delta) + skip:abs(delta) + skip + 7];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    let value = |i: usize| (300 + 11 * i) as u16;
    put_words(&mut ddr, 0, (0..64).map(|i| i64::from(value(i))));
    let after = run_entry("headers", program, &ddr, false, "copy", &[0, -5])
        .unwrap_or_else(|e| panic!("{e}"));
    for k in 0..8 {
        assert_eq!(word(&after, 512, k), value(5 + 4 + k), "element {k}");
    }
}

/// The control core's memory as a tensor's memory (ztachip's control core
/// and tensor engine share one memory): C fills a static array and hands
/// its address to a statement (after ztachip's data-cache flush, a fence
/// here), which copies it to DDR and back into another static array,
/// which C then adds up into DDR.
#[test]
fn a_c_array_is_a_tensor() {
    let program = r#"
static volatile unsigned short from[8];
static volatile unsigned short back[8];
void zta_main(void) {
   int i;
   unsigned int sum = 0;
   for (i = 0; i < 8; i++)
      from[i] = 100 + 3 * i;
   /* ztachip's FLUSH_DATA_CACHE(): a MISC-MEM cache operation, a fence
      to the simulator (no cache). */
   asm volatile(".word 0x500F");
> DTYPE(INT16) MEM(512, 8)[0:5] <= DTYPE(INT16) MEM((unsigned int)&from[0], 2, 4)[:][1:3];
> DTYPE(INT16) MEM((unsigned int)&back[0], 8)[0:7] <= DTYPE(INT16) MEM(512, 8)[0:7];
   for (i = 0; i < 8; i++)
      sum += back[i] * (i + 1);
> DTYPE(INT16) MEM(1024, 1)[0:0] <= INT16(sum);
}
"#;
    let after = run_with("c_array", program, &vec![0u8; DDR_BYTES], false)
        .unwrap_or_else(|e| panic!("{e}"));
    // Columns 1..3 of the array seen as 2x4: elements 1, 2, 3, 5, 6, 7;
    // DDR's last two stay 0.
    let from = |i: usize| (100 + 3 * i) as u16;
    let copied = |k: usize| [1, 2, 3, 5, 6, 7].get(k).map_or(0, |&i| from(i));
    for k in 0..8 {
        assert_eq!(word(&after, 512, k), copied(k), "element {k}");
    }
    let sum: usize = (0..8).map(|k| usize::from(copied(k)) * (k + 1)).sum();
    assert_eq!(usize::from(word(&after, 1024, 0)), sum, "the C sum");
}

/// An address past the DDR window that is no memory of the control core
/// either is a located fault of the run (exit 1), not a silent read.
#[test]
fn an_address_in_no_memory_faults() {
    let program = r#"
void zta_main(void) {
> DTYPE(INT16) MEM(512, 8)[0:7] <= DTYPE(INT16) MEM(0x09000000, 8)[0:7];
}
"#;
    let error = run_with("no_memory", program, &vec![0u8; DDR_BYTES], false)
        .expect_err("a load of unmapped memory");
    assert!(error.contains("fault"), "{error}");
}

/// The control core's C reads and writes DDR through pointers, as
/// ztachip's control core and tensor engine share one memory: a DDR
/// offset below the window's size is that byte of the window
/// (docs/frontends/ztachip.md). The C sums a histogram into a cumulative
/// one, and a tensor statement after it moves what the C wrote.
#[test]
fn the_control_core_reads_and_writes_ddr_in_c() {
    let program = r#"
void zta_main(void) {
   volatile short *histogram = (volatile short *)512;
   volatile short *cumulative = (volatile short *)1024;
   int sum = 0;
   for (int i = 0; i < 16; i++) {
      sum += histogram[i];
      cumulative[i] = sum;
   }
> DTYPE(INT16) MEM(2048, 16)[0:15] <= DTYPE(INT16) MEM(1024, 16)[0:15];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    let histogram: Vec<i64> = (0..16).map(|i| i * i + 3).collect();
    put_words(&mut ddr, 512, histogram.iter().copied());
    let after = run_with("c_reads_ddr", program, &ddr, false).unwrap_or_else(|e| panic!("{e}"));
    let mut sum = 0u16;
    for (k, count) in histogram.iter().enumerate() {
        sum += *count as u16;
        assert_eq!(word(&after, 1024, k), sum, "the C's store {k}");
        assert_eq!(word(&after, 2048, k), sum, "the transfer's element {k}");
    }
}

/// Past the DDR window, below L1, the core has no memory: a C load there
/// stops the run with a fault that says what is mapped.
#[test]
fn a_c_load_past_the_ddr_window_faults() {
    let program = format!(
        r#"
void zta_main(void) {{
   volatile short *past = (volatile short *){DDR_BYTES};
   int first = past[0];
> DTYPE(INT16) MEM(1024, 1)[0:0] <= INT16(first);
}}
"#
    );
    let error = run_with("c_reads_past_ddr", &program, &vec![0u8; DDR_BYTES], false)
        .expect_err("a C load past the DDR window");
    assert!(
        error.contains(&format!("2-byte load at {DDR_BYTES:#x} is outside memory")),
        "{error}"
    );
    assert!(
        error.contains("only a ztachip program's DDR window"),
        "{error}"
    );
}

/// A source shorter than its destination, which ztachip's compiler
/// accepts: the source's elements move, the rest of the destination gets
/// the PAD value (0 without PAD), a warning at compile time.
#[test]
fn a_shorter_source_leaves_the_rest_of_the_destination_padded() {
    let program = r#"
void zta_main(void) {
> DTYPE(INT16) MEM(512, 8)[0:7] <= PAD(7) DTYPE(INT16) MEM(0, 8)[0:4];
> DTYPE(INT16) MEM(1024, 8)[0:7] <= DTYPE(INT16) MEM(0, 8)[2:3];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    put_words(&mut ddr, 0, (0..8).map(|i| 300 + i));
    put_words(&mut ddr, 1024, (0..8).map(|_| 99));
    let after = run_with("shorter_source", program, &ddr, false).unwrap_or_else(|e| panic!("{e}"));
    for k in 0..8 {
        let padded = if k < 5 { 300 + k as u16 } else { 7 };
        assert_eq!(word(&after, 512, k), padded, "element {k} with PAD(7)");
        let plain = if k < 2 { 302 + k as u16 } else { 0 };
        assert_eq!(word(&after, 1024, k), plain, "element {k} without PAD");
    }
}

/// `FOR(I=$)` in a tensor variable's definition: the use's argument is the
/// FOR's range (ztachip's mcore.cpp reads `$` there as the parameter).
#[test]
fn a_for_range_from_the_variable_argument() {
    let program = r#"
void rows(unsigned int k) {
> $row := DTYPE(INT16) FOR(I=$) MEM(0, 8, 8)[I][:];
> DTYPE(INT16) MEM(512, 16)[0:15] <= $row[1:2];
> DTYPE(INT16) MEM(1024, 8)[0:7] <= $row[k];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    let value = |i: usize| (500 + 9 * i) as u16;
    put_words(&mut ddr, 0, (0..64).map(|i| i64::from(value(i))));
    let after = run_entry("for_argument", program, &ddr, false, "rows", &[5])
        .unwrap_or_else(|e| panic!("{e}"));
    // Rows 1 and 2 of the 8x8 view, then row 5.
    for k in 0..16 {
        assert_eq!(word(&after, 512, k), value(8 + k), "rows 1..2, element {k}");
    }
    for k in 0..8 {
        assert_eq!(word(&after, 1024, k), value(40 + k), "row 5, element {k}");
    }
}

/// ztachip's fork forms run as its hardware runs them: the tensor engine
/// decodes neither fork register, so `MEMS(list, forks, ...)` moves the
/// first fork's tensor, at `list[0]`, and `SCRATCHS(a, forks, ...)` is
/// `SCRATCH(a, ...)`. The second fork's words (at `list[0] + list[1]`)
/// stay where they are.
#[test]
fn fork_transfers_move_the_first_fork() {
    let program = r#"
void zta_main(void) {
   static unsigned int forks[2];
   forks[0] = 1024;
   forks[1] = 256;
> DTYPE(INT16) SCRATCHS(0, 2, 64)[:] <= DTYPE(INT16) MEMS(forks, 2, 64)[:];
> DTYPE(INT16) MEM(2048, 128)[:] <= DTYPE(INT16) SCRATCH(0, 128)[:];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    let first = |i: usize| (300 + 7 * i) as u16;
    let second = |i: usize| (5000 + 3 * i) as u16;
    put_words(&mut ddr, 1024, (0..64).map(|i| i64::from(first(i))));
    put_words(&mut ddr, 1280, (0..64).map(|i| i64::from(second(i))));
    let after = run("forks", program, &ddr).unwrap_or_else(|e| panic!("{e}"));
    for k in 0..64 {
        assert_eq!(
            word(&after, 2048, k),
            first(k),
            "the first fork, element {k}"
        );
        assert_eq!(word(&after, 2048, 64 + k), 0, "past the fork, element {k}");
    }
}

/// Forms ztachip's compiler reads that a plain reading of the grammar
/// gets wrong (each checked against the element mapping written out here):
/// a dimension `2*(w+1)` that is no bounded block, `[]` for the whole
/// range, `?:` in an argument, a longer source (the destination's count
/// moves), a tensor variable defined in an `if`/`else` without braces from
/// a pointer of its block and used with one of a single definition, the
/// values a definition keeps when C changes its variables afterwards,
/// `CALLBACK(0, id)` answering through the response queue, and a `>` line
/// of only a comment after the last statement.
#[test]
fn ztachips_own_forms_move_what_its_compiler_moves() {
    let program = r#"
void forms(int c, int w) {
   int j;
   unsigned int response = 0;
   int off = 8;
> DTYPE(UINT8) DDR(1024, 8)[:] <= DTYPE(UINT8) DDR(0, 4, 2*(w+1))[1][0:7];
> DTYPE(UINT8) DDR(1032, 8)[] <= DTYPE(UINT8) DDR(32, 8)[];
> DTYPE(UINT8) DDR(1040, 8)[:] <= DTYPE(UINT8) DDR(c ? 64 : 96, 8)[:];
> DTYPE(UINT8) DDR(1048, 4)[:] <= DTYPE(UINT8) DDR(128, 8)[:];
> $dst := DTYPE(UINT8) DDR(1056, 4, 8)[$][:];
> VAR $src;
   if (c) {
      unsigned int base = 160;
> $src := DTYPE(UINT8) DDR(base, 4, 8)[$][:];
   } else
> $src := DTYPE(UINT8) DDR(192, 4, 8)[$][:];
   for (j = 0; j < 4; j++)
> $dst[j] <= $src[3 - j];
> $kept := DTYPE(UINT8) DDR(off, 8)[$];
   off = 16;
> DTYPE(UINT8) DDR(1088, 1)[0] <= $kept[2];
> CALLBACK(0, 77);
   while (!ztaReadResponse(&response)) {}
> DTYPE(UINT8) DDR(1096, 1)[0] <= INT8(response);
}
> // the statements end here
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    for (i, byte) in ddr.iter_mut().enumerate().take(1024) {
        *byte = ((i * 7 + 3) % 251) as u8;
    }
    for c in [1i64, 0] {
        let after = run_entry("forms", program, &ddr, false, "forms", &[c, 3])
            .unwrap_or_else(|e| panic!("{e}"));
        let mut want = ddr.clone();
        // Row 1 of a 4 x 8 tensor.
        want[1024..1032].copy_from_slice(&ddr[8..16]);
        want[1032..1040].copy_from_slice(&ddr[32..40]);
        let picked = if c == 1 { 64 } else { 96 };
        want[1040..1048].copy_from_slice(&ddr[picked..picked + 8]);
        // The destination's 4 of the source's 8.
        want[1048..1052].copy_from_slice(&ddr[128..132]);
        // Rows in reverse from the branch's base.
        let base = if c == 1 { 160 } else { 192 };
        for j in 0..4 {
            let from = base + 8 * (3 - j);
            want[1056 + 8 * j..1064 + 8 * j].copy_from_slice(&ddr[from..from + 8]);
        }
        // `off` as the definition ran: element 2 of DDR(8, ...).
        want[1088] = ddr[10];
        want[1096] = 77;
        assert_eq!(after, want, "c = {c}");
    }
}

/// What the data plane does to words as its VHDL says: PCORE to PCORE of
/// an 8-bit type moves 8-bit lanes (dp_gen.vhd's direct flow unless a side
/// is INT16; core.vhd's `int2short` keeps a word's low byte, the write
/// widens it as the type says), so 300 arrives as 44 in UINT8 and 3000's
/// 12-bit word 952 as -72 in INT8; a bounded block over the whole tensor
/// counts bytes, as ztachip's compiler programs it (`T >> (dtype & 1)`),
/// so `DDR(0, 10(4, 4))` of INT16 holds 5 elements; and the stream
/// processor's tables take a word's low 12 bits as they are (core.vhd's
/// `spe_data`), so a table value of 3000 is -1096. Expected values are
/// worked from those rules here.
#[test]
fn the_data_plane_narrows_bounds_and_loads_tables_as_its_hardware_does() {
    let program = r#"
__asm__(".globl __tanto_zta_var_k__a\n.set __tanto_zta_var_k__a, 0");
__asm__(".globl __tanto_zta_var_k__b\n.set __tanto_zta_var_k__b, 8");
__asm__(".globl __tanto_zta_var_k__c\n.set __tanto_zta_var_k__c, 16");
__asm__(".globl __tanto_zta_var_k__d\n.set __tanto_zta_var_k__d, 24");
void zta_main(void) {
> PCORE(8)[0].THREAD[0].k::a[0:7] <= DTYPE(INT16) DDR(0, 8)[:];
> DTYPE(UINT8) PCORE(8)[1].THREAD[0].k::b[0:7] <= DTYPE(UINT8) PCORE(8)[0].THREAD[0].k::a[0:7];
> DTYPE(INT8) PCORE(8)[2].THREAD[0].k::b[0:7] <= DTYPE(INT8) PCORE(8)[0].THREAD[0].k::a[0:7];
> DTYPE(INT16) DDR(1024, 8)[:] <= PCORE(8)[1].THREAD[0].k::b[0:7];
> DTYPE(INT16) DDR(1040, 8)[:] <= PCORE(8)[2].THREAD[0].k::b[0:7];
> DTYPE(INT16) DDR(1056, 16)[:] <= PAD(7) DTYPE(INT16) DDR(64, 10(4, 4))[:][:];
> SPU(1) <= DTYPE(INT16) DDR(2048, 256)[:];
> PCORE(8)[0].THREAD[0].k::c[0:7] <= PROC(0) <= DTYPE(INT16) DDR(16, 8)[:];
> DTYPE(INT16) DDR(1088, 8)[:] <= PCORE(8)[0].THREAD[0].k::c[0:7];
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    let words = [300i16, -5, 3000, 255, 128, -200, 1000, 77];
    put_words(&mut ddr, 0, words.iter().map(|&w| i64::from(w)));
    // The bounded block's source: 16 INT16 elements 100, 101, ...
    put_words(&mut ddr, 64, (0..16).map(|i| 100 + i));
    // A table whose values reach past 12 bits: entry i is (slope 0,
    // value 40 i - 2500), so entries 0..=11 and 115.. are outside.
    let table: Vec<i16> = (0..128).flat_map(|i| [0, (40 * i - 2500) as i16]).collect();
    put_words(&mut ddr, 2048, table.iter().map(|&w| i64::from(w)));
    // Stream inputs: the first word of entries 0, 5, 12, 60, 100, 115,
    // 127 and a remainder inside entry 3.
    let inputs = [0i64, 160, 384, 1920, -896, -416, -32, 100];
    put_words(&mut ddr, 16, inputs.iter().copied());
    let after =
        run_with("data_plane_hardware", program, &ddr, true).unwrap_or_else(|e| panic!("{e}"));
    let got = |at: usize, k: usize| i64::from(word(&after, at, k) as i16);
    // A word as the PCORE holds it: the sign and low 11 bits of the INT16.
    let pcore_word = |w: i16| -> i64 {
        let low = i64::from(w) & 0x7ff;
        if w < 0 {
            low - 2048
        } else {
            low
        }
    };
    for (k, &w) in words.iter().enumerate() {
        let byte = pcore_word(w) & 0xff;
        assert_eq!(got(1024, k), byte, "UINT8 PCORE to PCORE of {w}");
        assert_eq!(
            got(1040, k),
            i64::from(byte as u8 as i8),
            "INT8 PCORE to PCORE of {w}"
        );
    }
    for k in 0..16 {
        let want = if k < 5 { 100 + k as i64 } else { 7 };
        assert_eq!(got(1056, k), want, "bounded INT16 element {k}");
    }
    let twelve = |v: i64| ((v & 0xfff) ^ 0x800) - 0x800;
    for (k, &x) in inputs.iter().enumerate() {
        let entry = (x & 0xfff) >> 5;
        let want = twelve(40 * entry - 2500);
        assert_eq!(got(1088, k), want, "PROC(0) of {x} (entry {entry})");
    }
}

/// A PAD or constant wider than its element compiles, as ztachip's
/// compiler takes it, and the tensor engine moves its low bits (dp_gen.vhd
/// copies a PAD's low byte to every byte lane): `PAD(534)` of UINT8 is 22,
/// `INT8(499)` is the byte 0xF3.
#[test]
fn a_wide_pad_or_constant_gives_its_low_bits() {
    let program = r#"
void zta_main(void) {
> DTYPE(UINT8) DDR(1024, 8)[:] <= PAD(534) DTYPE(UINT8) DDR(0, 4)[:];
> DTYPE(INT8) DDR(1040, 4)[:] <= INT8(499);
}
"#;
    let mut ddr = vec![0u8; DDR_BYTES];
    ddr[..4].copy_from_slice(&[9, 200, 77, 1]);
    let after = run_with("wide_pad", program, &ddr, false).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(after[1024..1032], [9, 200, 77, 1, 22, 22, 22, 22]);
    assert_eq!(after[1040..1044], [0xF3; 4]);
}

/// The same use in two functions, each after its own definition of the
/// variable (as ztachip's conv.m repeats `> $bot_pcore <= $bot_ddr[j];`
/// in functions whose `$bot_ddr` differ): each takes its own definition,
/// with its own C values, as ztachip's compiler expands every use against
/// the definition in effect there. `rows` reads row `r` of an 8-wide
/// matrix, `columns` column `r` of a `w`-wide one.
#[test]
fn uses_of_the_same_text_take_their_own_functions_definitions() {
    // The lit test's program: `rows`, `columns` and `again`.
    let program = include_str!("../../../test/Frontend/Ztachip/forms/same-use-text.m");
    let mut ddr = vec![0u8; DDR_BYTES];
    let value = |i: usize| (300 + 11 * i) as u16;
    put_words(&mut ddr, 0, (0..64).map(|i| i64::from(value(i))));
    for (function, r, w) in [("rows", 3i64, 8i64), ("columns", 2, 6), ("columns", 5, 8)] {
        // `again` has no definition of its own: it takes `columns`'s, the
        // last in the text, whose `w` `columns` left.
        let after = run_entry("same_use_text", program, &ddr, false, function, &[r, w])
            .unwrap_or_else(|e| panic!("{e}"));
        for k in 0..8 {
            let at = if function == "rows" {
                8 * r as usize + k
            } else {
                w as usize * k + r as usize
            };
            assert_eq!(
                word(&after, 512, k),
                value(at),
                "{function}({r}, {w}) element {k}"
            );
        }
    }
}
