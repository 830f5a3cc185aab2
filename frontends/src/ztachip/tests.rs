//! The tensor programmer guide's transfers, each checked against the
//! element table or rule the guide gives (written out by hand here), and
//! the frontend's located errors.

use super::ast::{Command, Term};
use super::walk::{elements, MemorySpace, Place};
use super::{read, Ztachip};
use std::collections::HashMap;

fn target() -> Ztachip {
    Ztachip::builtin().expect("arch/ztachip.toml")
}

/// `statements` as the body of a C function, where statements run.
fn in_function(statements: &str) -> String {
    format!("void f(unsigned int p) {{\n{statements}}}\n")
}

/// The sides of the one transfer of `source`.
fn transfer(source: &str) -> (Term, Term) {
    let checked = read(&in_function(source), &target());
    assert!(!checked.has_errors(), "{source}: {:?}", checked.diagnostics);
    match checked.statements[0].commands.first() {
        Some(Command::Transfer { dst, src, .. }) => ((**dst).clone(), (**src).clone()),
        other => panic!("{source}: not a transfer: {other:?}"),
    }
}

/// (destination place, source place or None where the source pads), the
/// k-th of each walk paired, for in-bounds destinations.
fn pairs(source: &str, env: &[(&str, i64)]) -> Vec<(Place, Option<Place>)> {
    let env: HashMap<String, i64> = env.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    let (dst, src) = transfer(source);
    let dst = elements(&dst, &env, &target()).unwrap_or_else(|e| panic!("{source}: {e}"));
    let src = elements(&src, &env, &target()).unwrap_or_else(|e| panic!("{source}: {e}"));
    assert_eq!(dst.len(), src.len(), "{source}");
    dst.iter()
        .zip(&src)
        .filter(|(d, _)| d.in_bounds)
        .map(|(d, s)| (d.place, s.in_bounds.then_some(s.place)))
        .collect()
}

fn ddr(offset: i64) -> Place {
    Place::Memory {
        space: MemorySpace::Ddr,
        offset,
    }
}

fn scratch(offset: i64) -> Place {
    Place::Memory {
        space: MemorySpace::Scratch,
        offset,
    }
}

fn private(pcore: i64, thread: i64, offset: i64) -> Place {
    Place::Private {
        pcore,
        thread,
        offset,
    }
}

#[test]
fn ddr_to_pcore_private_memory() {
    let got = pairs(
        "> PCORE[0:1].THREAD[0:1].myclass::myfunc.var[0:1] <= DDR(p)[0:2*2*2-1];\n",
        &[],
    );
    // The guide's table: PCORE, THREAD, private_var <= p[k].
    let table = [
        (0, 0, 0, 0),
        (0, 0, 1, 1),
        (0, 1, 0, 2),
        (0, 1, 1, 3),
        (1, 0, 0, 4),
        (1, 0, 1, 5),
        (1, 1, 0, 6),
        (1, 1, 1, 7),
    ];
    let want: Vec<_> = table
        .iter()
        .map(|&(p, t, v, k)| (private(p, t, v), Some(ddr(k))))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn ddr_to_pcore_shared_memory() {
    let got = pairs(
        "> PCORE[0:1].myclass::myfunc.shared_var[0:1] <= DDR(p)[0:2*2-1];\n",
        &[],
    );
    let want = vec![
        (
            Place::Shared {
                pcore: 0,
                offset: 0,
            },
            Some(ddr(0)),
        ),
        (
            Place::Shared {
                pcore: 0,
                offset: 1,
            },
            Some(ddr(1)),
        ),
        (
            Place::Shared {
                pcore: 1,
                offset: 0,
            },
            Some(ddr(2)),
        ),
        (
            Place::Shared {
                pcore: 1,
                offset: 1,
            },
            Some(ddr(3)),
        ),
    ];
    assert_eq!(got, want);
}

#[test]
fn ddr_to_scratch_in_one_and_two_dimensions() {
    let got = pairs(
        "int len=4;\n>SCRATCH(0,100)[0:len-1] <= DDR(p,100)[0:len-1];\n",
        &[("len", 4)],
    );
    let want: Vec<_> = (0..4).map(|i| (scratch(i), Some(ddr(i)))).collect();
    assert_eq!(got, want);
    let got = pairs(
        ">SCRATCH(0,100,200)[0:dy-1][0:dx-1] <= DDR(p,1000,2000)[0:dy-1][0:dx-1];\n",
        &[("dx", 2), ("dy", 4)],
    );
    // SCRATCH[i][j] <= p[i][j], j fastest.
    let mut want = Vec::new();
    for i in 0..4 {
        for j in 0..2 {
            want.push((scratch(i * 200 + j), Some(ddr(i * 2000 + j))));
        }
    }
    assert_eq!(got, want);
}

#[test]
fn reshape_pads_out_of_bound_reads_with_zero() {
    let got = pairs(
        ">PCORE[0].THREAD[0:2].myclass::myfunc.var[0:3] <= DDR(p,100,2,2)[0][0:2][0:3];\n",
        &[],
    );
    let mut want = Vec::new();
    for t in 0..3 {
        for v in 0..4 {
            // p[0][t][v] where t < 2 and v < 2, else zero.
            let source = (t < 2 && v < 2).then(|| ddr(t * 2 + v));
            want.push((private(0, t, v), source));
        }
    }
    assert_eq!(got, want);
}

#[test]
fn plus_dimensions_are_not_bounds_checked() {
    let got = pairs(
        ">PCORE[0].THREAD[0:2].myclass::myfunc.var[0:3] <= DDR(p,100,2+,2+)[0][0:2][0:3];\n",
        &[],
    );
    let mut want = Vec::new();
    for t in 0..3 {
        for v in 0..4 {
            want.push((private(0, t, v), Some(ddr(t * 2 + v))));
        }
    }
    assert_eq!(got, want);
}

#[test]
fn dimension_casts_keep_the_mapping() {
    let plain = pairs(
        ">PCORE(8)[:].THREAD[0:15].myclass::myvar[0:15] <= DDR(p)[0:8*16*16-1];\n",
        &[],
    );
    let cast = pairs(">PCORE(8)[:].THREAD(4,4)[0:3][0:3].myclass::myvar(4,4)[0:3][0:3] <= DDR(p)[0:8*16*16-1];\n", &[]);
    assert_eq!(plain.len(), 8 * 16 * 16);
    assert_eq!(plain, cast);
    // p[k]: pcore k / 256, thread (k / 16) % 16, element k % 16.
    for k in [0, 17, 255, 256, 1000, 2047] {
        assert_eq!(
            plain[k as usize],
            (private(k / 256, (k / 16) % 16, k % 16), Some(ddr(k)))
        );
    }
}

#[test]
fn for_directives_reorder_the_walk() {
    let got = pairs(
        ">FOR(K=0:3) FOR(I=0:1) PCORE[0:2].THREAD[I].myclass::myvar[K] <= DDR(p)[0:2*3*4-1];\n",
        &[],
    );
    // The guide's table: myvar slowest, then THREAD, then PCORE.
    let want: Vec<_> = (0..24)
        .map(|k| (private(k % 3, (k / 3) % 2, k / 6), Some(ddr(k))))
        .collect();
    assert_eq!(got, want);
}

#[test]
fn scatter_by_vector_word_moves_the_same_elements() {
    let got = pairs(">SCATTER(0) FOR(I=0:7) PCORE(8)[0:7].THREAD[0:15].myclass::myvar(8,8)[:][I] <= DDR(p)[0:8*16*8*8-1];\n", &[]);
    assert_eq!(got.len(), 8 * 16 * 8 * 8);
    // I outermost, then PCORE, THREAD and the row of the 8x8 variable.
    for k in [0i64, 7, 8, 127, 128, 1023, 1024, 8191] {
        let (i, pcore, thread, row) = (k / 1024, (k / 128) % 8, (k / 8) % 16, k % 8);
        assert_eq!(
            got[k as usize],
            (private(pcore, thread, row * 8 + i), Some(ddr(k))),
            "k = {k}"
        );
    }
}

#[test]
fn overlapped_dimensions_bound_each_block() {
    // 4 x 3 also bounded by 10 elements: the last two read as padding.
    let got = pairs(">SCRATCH(0,12)[0:11] <= DDR(p,10(4,3))[:][:];\n", &[]);
    let want: Vec<_> = (0..12)
        .map(|k| (scratch(k), (k < 10).then(|| ddr(k))))
        .collect();
    assert_eq!(got, want);
    // 2 blocks of 3 x 8, each packed in 19 elements: row 2 keeps 3.
    let got = pairs(">SCRATCH(0,48)[0:47] <= DDR(p,2,19(3,8))[:][:][:];\n", &[]);
    let mut want = Vec::new();
    for i in 0..2 {
        for j in 0..3 {
            for k in 0..8 {
                let inside = j * 8 + k < 19;
                want.push((
                    scratch(i * 24 + j * 8 + k),
                    inside.then(|| ddr(i * 19 + j * 8 + k)),
                ));
            }
        }
    }
    assert_eq!(got, want);
}

#[test]
fn a_bounded_tensor_reshapes_its_block() {
    // ztachip's compiler's `MEM(p, T(a, b, c))`: a 2 x 3 x 4 tensor whose
    // elements from the 20th on (row-major) are out of bounds.
    let got = pairs(">SCRATCH(0,24)[0:23] <= DDR(p,20(2,3,4))[:][:][:];\n", &[]);
    let want: Vec<_> = (0..24)
        .map(|k| (scratch(k), (k < 20).then(|| ddr(k))))
        .collect();
    assert_eq!(got, want);
    // The total may be a parenthesised expression, the parts `+`: the
    // middle index runs past its 3 rows unchecked, the total still bounds.
    let got = pairs(
        ">SCRATCH(0,8)[0:3] <= DDR(p,(w*h)(h+,w))[1:4][1];\n",
        &[("w", 2), ("h", 3)],
    );
    let want: Vec<_> = (0..4)
        .map(|k| {
            let at = (k + 1) * 2 + 1;
            (scratch(k), (at < 6).then(|| ddr(at)))
        })
        .collect();
    assert_eq!(got, want);
}

#[test]
fn a_private_variable_takes_its_thread_after_the_pcore_index() {
    // Without `.THREAD`, the index after the PCORE array's is the thread.
    let implicit = pairs(">PCORE(8)[2][5].c::f.v[0:3] <= DDR(p,4)[:];\n", &[]);
    let explicit = pairs(">PCORE(8)[2].THREAD[5].c::f.v[0:3] <= DDR(p,4)[:];\n", &[]);
    assert_eq!(implicit, explicit);
    assert_eq!(implicit[0], (private(2, 5, 0), Some(ddr(0))));
}

#[test]
fn bounded_blocks_sit_where_the_compiler_allows() {
    let messages = |source: &str| -> Vec<String> {
        read(&in_function(source), &target())
            .diagnostics
            .into_iter()
            .map(|d| d.message)
            .collect()
    };
    let not_last = messages(">SCRATCH(0,16)[0:15] <= DDR(p,8(2,4),2)[:][:][:];\n");
    assert!(
        not_last
            .iter()
            .any(|m| m.contains("must be the last dimension")),
        "{not_last:?}"
    );
    let three = messages(">SCRATCH(0,8)[0:7] <= DDR(p,2,8(2,2,2))[:][:][:][:];\n");
    assert!(
        three.iter().any(|m| m.contains("bounds the last two")),
        "{three:?}"
    );
}

#[test]
fn directives_and_commands_are_read() {
    let (dst, src) = transfer(">(fmt)PCORE[0].THREAD[0:2].myclass::myfunc.var[0:3] <= (fmt)PAD(0xff) DDR(p,100,2,2)[0][0:2][0:3];\n");
    assert_eq!(dst.directives.dtype.map(|t| t.text).as_deref(), Some("fmt"));
    assert_eq!(src.directives.pad.map(|t| t.text).as_deref(), Some("0xff"));
    let checked = read(
        &in_function("> EXE_LOCKSTEP(convolution::exe,np,nt);\n> CALLBACK(done, 7);\n> BARRIER;\n> $w := DTYPE(INT8)MEM(wts,64,32)[$][0:31];\n> PCORE(4)[*].cv::coef[0:31] <= $w[row];\n> SPU <= DTYPE(INT16)MEM(stream,256*2)[:];\n"),
        &target(),
    );
    assert!(!checked.has_errors(), "{:?}", checked.diagnostics);
    let commands: Vec<&Command> = checked
        .statements
        .iter()
        .flat_map(|s| &s.commands)
        .collect();
    assert!(
        matches!(commands[0], Command::Exe { lockstep: true, kernel, threads: Some(_), .. } if kernel.text == "convolution::exe")
    );
    assert!(matches!(commands[1], Command::Callback { .. }));
    assert!(matches!(commands[2], Command::Barrier(_)));
    assert!(matches!(commands[3], Command::Define { .. }));
}

/// The first error of `source`: its message and its source text.
fn first_error(source: &str) -> (String, String) {
    let source = &in_function(source);
    let checked = read(source, &target());
    let error = checked
        .diagnostics
        .iter()
        .find(|d| d.is_error())
        .unwrap_or_else(|| panic!("no error for {source}"));
    (
        error.message.clone(),
        source[error.span.clone()].to_string(),
    )
}

#[test]
fn bad_statements_get_located_errors() {
    let cases = [
        (
            "int a;\n> SCRATCH(0,100)[0:3\n>   <= DDR(p)[0:3];\n",
            "cannot parse this tensor statement at `<`",
            "<",
        ),
        (
            "> SCRATCH(0,100)[0:3] <= FOO(p)[0:3];\n",
            "unknown memory space `FOO`",
            "FOO",
        ),
        (
            "> SCRATCH(0,100)[0:3] <= DDR(p,10,10)[0:3];\n",
            "DDR(p, ...) has 2 dimensions but 1 index is given",
            "[0:3]",
        ),
        (
            "> PCORE(8)[9].THREAD[0].k::v[0] <= DDR(p)[0];\n",
            "PCORE index 9 is outside 0..7",
            "9",
        ),
        (
            "> PCORE[0].THREAD(4,8)[:][:].k::v[0] <= DDR(p)[0:31];\n",
            "THREAD lays out 32 threads",
            "PCORE[0].THREAD(4,8)[:][:].k::v[0]",
        ),
        (
            "> FOR(I=0:1) PCORE[0:1].THREAD[0].k::v[0] <= DDR(p)[0:1];\n",
            "FOR(I) must index exactly one dimension of its side, but it indexes 0",
            "I",
        ),
        (
            "> DTYPE(INT8)SCRATCH(0,4)[:] <= DTYPE(INT16)DDR(p,4)[:];\n",
            "the source is INT16 but the destination is INT8",
            "INT16",
        ),
        (
            "> DTYPE(INT32)SCRATCH(0,4)[:] <= DDR(p,4)[:];\n",
            "unknown data type `INT32`",
            "INT32",
        ),
        (
            "> SCRATCH(0,4)[:] <= $coef[2];\n",
            "tensor variable $coef is not defined before this use",
            "$coef",
        ),
        (
            "> CONCURRENT SCRATCH(0,4)[:] <= DDR(p,4)[:];\n",
            "CONCURRENT reorders PCORE transfers",
            "CONCURRENT",
        ),
    ];
    for (source, message, at) in cases {
        let (got, text) = first_error(source);
        assert!(got.contains(message), "{source}: {got}");
        assert_eq!(text, at, "{source}: {got}");
    }
}

mod robustness {
    use super::*;
    use proptest::prelude::*;

    const PIECES: &[&str] = &[
        "> ",
        ">",
        "PCORE",
        "DDR",
        "MEM",
        "SCRATCH",
        "THREAD",
        "(",
        ")",
        "[",
        "]",
        ":",
        ",",
        ";",
        "<=",
        ":=",
        "p",
        "8",
        "0",
        "-1",
        "99999999",
        ".",
        "k::v",
        "$w",
        "$",
        "*",
        "+",
        "FOR",
        "I",
        "=",
        "PAD",
        "DTYPE",
        "INT8",
        "CONCURRENT",
        "REPEAT",
        "EXE_LOCKSTEP",
        "\n",
        " ",
        "/*",
        "*/",
        "//",
        "é",
        "10(4,3)",
        "2+",
    ];

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]
        /// Any text reads without a panic, and any transfer it holds walks
        /// or says why not.
        #[test]
        fn any_text_reads_and_walks_without_panicking(
            picks in proptest::collection::vec(0..PIECES.len(), 0..48)
        ) {
            let source: String = picks.iter().map(|&i| PIECES[i]).collect();
            let checked = read(&source, &target());
            for d in &checked.diagnostics {
                prop_assert!(d.span.end <= source.len() && d.span.start <= d.span.end);
                prop_assert!(source.is_char_boundary(d.span.start) && source.is_char_boundary(d.span.end));
            }
            let env: HashMap<String, i64> = [("p", 3), ("I", 1)].iter().map(|(k, v)| (k.to_string(), *v)).collect();
            for command in checked.statements.iter().flat_map(|s| &s.commands) {
                if let Command::Transfer { dst, src, .. } = command {
                    let _ = elements(dst, &env, &target());
                    let _ = elements(src, &env, &target());
                }
            }
        }
    }
}

/// A quote opens a literal and nothing else: a statement of 100,000
/// unclosed quotes is one located error, read once (a quote read as a
/// plain character rescanned the statement from every later one).
#[test]
fn unclosed_quotes_are_an_error_read_once() {
    let source = format!(
        "void f(int p) {{\n> SCRATCH(0,10)[:] <= DDR(p{}, 10)[:];\n}}\n",
        "\\\"".repeat(100_000)
    );
    let checked = read(&source, &Ztachip::builtin().unwrap());
    assert_eq!(
        checked.diagnostics.len(),
        1,
        "{:?}",
        checked.diagnostics.first()
    );
    assert!(checked.diagnostics[0].message.contains("cannot parse"));
}
