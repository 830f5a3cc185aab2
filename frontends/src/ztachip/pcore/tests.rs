//! The PCORE frontend on programs of our own (already preprocessed text),
//! and on the readable apps of a ztachip checkout when one is present
//! (`ZTACHIP_DIR`, else /work/devsets/ztachip; skipped without it).

use super::{describe_text, model::Space};
use crate::diagnostic::Diagnostic;

const PROGRAM: &str = "
_NT8_ class blur;
_share vint16 blur::inbuf[4*8];
_share int16 blur::k[3][3];
vint16 *blur::in_p;
int blur::pad;
vint32 blur::_A;
int16 blur::scale;

_kernel_ void blur::init(int n, _global int g, vint16 x) {
   int i;
   i = tid + g;
   in_p = &inbuf[i];
   pad = n - 1;
}

_kernel_ void blur::exe() {
   int x, y;
   vint16 *p;
   p = in_p;
   _A = 0;
#pragma unroll
   for (y = 0; y < 3; y++) {
      for (x = 0; x < 3; x++) {
         _A += p[0] * k[y][x];
         p++;
      }
      p += pad;
   }
   _VMASK = GT(_A, 0);
   in_p[0] = _A >> 8;
   _VMASK = -1;
}
";

fn errors(text: &str) -> Vec<Diagnostic> {
    let (program, diagnostics) = describe_text(text, "t.p");
    let errors: Vec<_> = diagnostics
        .into_iter()
        .filter(Diagnostic::is_error)
        .collect();
    assert_eq!(program.is_some(), errors.is_empty());
    errors
}

fn first_error(text: &str) -> (String, String) {
    let errors = errors(text);
    let error = errors
        .first()
        .unwrap_or_else(|| panic!("no error for {text}"));
    (error.message.clone(), text[error.span.clone()].to_string())
}

#[test]
fn a_program_is_described() {
    let (program, diagnostics) = describe_text(PROGRAM, "t.p");
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let program = program.unwrap();
    let class = program.class("blur").unwrap();
    assert_eq!(class.threads, 8);
    let inbuf = program.variable("blur", "inbuf").unwrap();
    assert_eq!(
        (inbuf.space, inbuf.lanes, inbuf.words),
        (Space::Shared, 8, 256)
    );
    let k = program.variable("blur", "k").unwrap();
    assert_eq!((k.shape.as_slice(), k.word_offset), (&[3, 3][..], 256));
    assert_eq!(class.shared_words, 272);
    assert_eq!(
        program.variable("blur", "_A").unwrap().space,
        Space::Accumulator
    );
    assert_eq!(
        program.variable("blur", "in_p").unwrap().space,
        Space::Pointer
    );
    let init = program.kernel("blur", "init").unwrap();
    let places: Vec<_> = init
        .params
        .iter()
        .map(|p| (p.name.as_str(), p.space, p.word_offset))
        .collect();
    // `scale` takes private word 0; the parameters start at 8: the vector
    // x, then the shadow of n; g is integer register 3.
    assert_eq!(
        places,
        [
            ("n", Space::Private, 16),
            ("g", Space::Integer, 3),
            ("x", Space::Private, 8)
        ]
    );
    let json = serde_json::to_string(&program).unwrap();
    assert!(json.contains("\"name\":\"inbuf\""), "{json}");
}

#[test]
fn undeclared_names_are_located() {
    let text = "vint16 c::a;\n_kernel_ void c::k() { a = b + 1; }\n";
    let (message, at) = first_error(text);
    assert_eq!(message, "`b` is not declared in kernel `c::k`");
    assert_eq!(at, "b");
}

#[test]
fn members_of_another_class_are_not_visible() {
    let text = "vint16 c::a;\nvint16 d::b;\n_kernel_ void c::k() { a = b; }\n";
    assert_eq!(first_error(text).1, "b");
}

#[test]
fn refused_constructs_name_their_reason() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "float8 c::a;",
            "float8",
            "ztachip's compiler reads `vint16`",
        ),
        ("static vint16 c::a;", "static", "`static` variables"),
        ("_share int c::n;", "c::n", "can be `_share`d"),
        ("int c::n[4];", "c::n[4]", "cannot be an array"),
        ("_kernel_ void k() { }", "k", "belongs to no class"),
        ("vint16 a; vint16 c::a;", "c::a", "`c::a` is declared twice"),
        ("int *c::f() { }", "int", "returns `void`, `int`"),
        (
            "void c::f() { } void c::f() { }",
            "c::f",
            "subroutine `c::f` is defined twice",
        ),
        (
            "vint16 c::a; _kernel_ void c::k() { a = a / a; }",
            "a / a",
            "no divider",
        ),
        (
            "vint16 c::a[2]; _kernel_ void c::k() { int i; default: i = 1; }",
            "default:",
            "belongs inside a `switch`",
        ),
        (
            "vint16 c::a; _kernel_ void c::k() { a = foo(a); }",
            "foo",
            "neither a vector intrinsic nor a function of this program",
        ),
        (
            "vint16 *c::p; _kernel_ void c::k() { *p = 1; }",
            "*p",
            "array notation",
        ),
        ("_kernel_ void c::k() { tid = 1; }", "tid", "read-only"),
        (
            "_kernel_ void c::k(_global int a, _global int b, _global int d) { }",
            "_global int d",
            "at most 2",
        ),
        (
            "vint16 c::a; _kernel_ void c::k() { a = 1e300; }",
            "1e300",
            "does not fit in 32 bits",
        ),
        (
            "vint16 c::a; _kernel_ void c::k() { a = 99999999999999999999; }",
            "99999999999999999999",
            "does not fit in 64 bits",
        ),
        (
            "vint16 c::a; _kernel_ void c::k() { a = LT(a); }",
            "LT(a)",
            "takes 2 operands",
        ),
    ];
    for (text, at, reason) in cases {
        let (message, span) = first_error(text);
        assert!(message.contains(reason), "{text}: {message}");
        assert_eq!(&span, at, "{text}: {message}");
    }
}

#[test]
fn syntax_errors_are_located() {
    let text = "vint16 c::a;\n_kernel_ void c::k() { a = ; }\n";
    let (message, at) = first_error(text);
    assert!(message.starts_with("cannot parse"), "{message}");
    assert_eq!(at, ";");
}

#[test]
fn no_input_panics() {
    let deep = format!(
        "_kernel_ void c::k() {{ int a; a = {}1{}; }}",
        "(".repeat(5000),
        ")".repeat(5000)
    );
    assert!(first_error(&deep).0.contains("nests too deeply"));
    let chain = format!(
        "_kernel_ void c::k() {{ int a; {}a = 1; }}",
        "if (a) ".repeat(300)
    );
    assert!(first_error(&chain).0.contains("nests too deeply"));
    let else_ifs = format!(
        "_kernel_ void c::k() {{ int a; if (a) a = 1;{} }}",
        " else if (a) a = 1;".repeat(300)
    );
    assert!(first_error(&else_ifs).0.contains("nests too deeply"));
    // A chain inside a chain's block nests as deep as both together.
    let nested = format!(
        "_kernel_ void c::k() {{ int a; if (a) a = 1;{} else {{ if (a) a = 1;{} }} }}",
        " else if (a) a = 1;".repeat(150),
        " else if (a) a = 1;".repeat(150)
    );
    assert!(first_error(&nested).0.contains("nests too deeply"));
    // Many short chains, one after another (a macro's in every kernel),
    // nest no deeper than one.
    let kernel = |k: usize| {
        format!(
            "_kernel_ void c::k{k}(int b) {{ int s, i; if (b == 0) s = 0;{} else for (i = 0; i < 2; i++) s = 9; }}",
            (1..8).map(|v| format!(" else if (b == {v}) s = {v};")).collect::<String>()
        )
    };
    let many: String = (0..40).map(kernel).collect();
    assert!(
        errors(&many).iter().all(|d| !d.is_error()),
        "{:?}",
        errors(&many)
    );
    let huge = "vint16 c::a[1000000000][1000000000][1000000000];";
    assert!(first_error(huge).0.contains("larger than a PCORE"));
    for text in [
        "",
        "}",
        "_kernel_",
        "int c::",
        "#",
        "_NT3_ class c;",
        "vint16 c::a[0];",
        "\u{0}",
    ] {
        let _ = describe_text(text, "t.p");
    }
}

#[test]
fn an_image_include_names_its_program() {
    let dir = std::env::temp_dir().join(format!("tanto-pcore-image-{}", std::process::id()));
    let beside = dir.join("kernels");
    let included = dir.join("include");
    std::fs::create_dir_all(&beside).unwrap();
    std::fs::create_dir_all(&included).unwrap();
    std::fs::write(included.join("blur.p"), "").unwrap();
    std::fs::write(beside.join("test.p"), "").unwrap();
    let dirs = [beside.clone(), included.clone()];
    assert_eq!(
        super::program_for_image("blur.p.img", &dirs),
        Some(included.join("blur.p"))
    );
    assert_eq!(
        super::program_for_image("test.p.img", &dirs),
        Some(beside.join("test.p"))
    );
    assert_eq!(super::program_for_image("missing.p.img", &dirs), None);
    assert_eq!(super::program_for_image("blur.h", &dirs), None);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn deep_programs_parse_in_linear_time() {
    // Each level read twice would take 2^200 steps.
    let n = 200;
    let text = format!(
        "_kernel_ void c::k() {{ int b; b = {}1{}; b{}; }}",
        "(".repeat(n),
        ")".repeat(n),
        " = b".repeat(n)
    );
    let (program, diagnostics) = describe_text(&text, "t.p");
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    assert!(program.is_some());
}

#[test]
fn the_readable_apps_describe_and_lower() {
    let root = std::env::var("ZTACHIP_DIR").unwrap_or_else(|_| "/work/devsets/ztachip".into());
    let apps = std::path::Path::new(&root).join("SW/apps");
    let files = [
        "color/kernels/color.p",
        "gaussian/kernels/gaussian.p",
        "resize/kernels/resize.p",
        "remap/kernels/remap.p",
        "test/kernels/test.p",
        "nn/kernels/conv.p",
        "nn/kernels/fcn.p",
        "nn/kernels/objdet.p",
    ];
    if !apps.join(files[0]).exists() {
        eprintln!("no ztachip checkout at {root}: skipped");
        return;
    }
    for file in files {
        let read = super::read_description(&apps.join(file), &[]);
        let errors: Vec<_> = read.diagnostics.iter().filter(|d| d.is_error()).collect();
        assert!(
            errors.is_empty(),
            "{file}:\n{}",
            crate::diagnostic::render(&read.sources, &read.diagnostics)
        );
        assert!(
            read.program.is_some_and(|p| !p.classes.is_empty()),
            "{file}"
        );
        // Their kernels lower too.
        let lowered = super::read(&apps.join(file), &[]);
        let errors: Vec<_> = lowered
            .diagnostics
            .iter()
            .filter(|d| d.is_error())
            .map(|d| d.message.clone())
            .collect();
        assert!(errors.is_empty(), "{file}: {errors:?}");
        assert!(lowered
            .program
            .is_some_and(|p| p.code.contains("func.func")));
    }
}

/// ztachip's compiler gives every class 16 threads whatever its `_NTn_`:
/// an `_NT8_` class of 160 private words does not fit (16 × 160 > 2048).
#[test]
fn every_class_is_laid_out_for_sixteen_threads() {
    let (message, _) = first_error("_NT8_ class c;\nvint16 c::big[20];\n");
    assert!(message.contains("16 threads × 160 private"), "{message}");
    let ok = errors("_NT1_ class d;\nvint16 d::v[2];\n");
    assert!(ok.is_empty(), "{ok:?}");
}

/// Integer literals as ztachip's compiler reads them: a leading 0 is no
/// octal (`atoi`), `0x` is hex.
#[test]
fn a_leading_zero_is_decimal_as_ztachips_compiler_reads_it() {
    let (program, diagnostics) = describe_text(
        "_NT16_ class z;\n_share int16 z::a[010];\n_share int16 z::b[0x10];\n_kernel_ void z::exe() { a[007] = 1; }\n",
        "z.p",
    );
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let program = program.unwrap();
    assert_eq!(program.variable("z", "a").unwrap().words, 10);
    assert_eq!(program.variable("z", "b").unwrap().words, 16);
    assert_eq!(super::parse::parse_int("010"), Some(10));
    assert_eq!(super::parse::parse_int("0x1F"), Some(31));
    assert_eq!(super::parse::parse_int("0"), Some(0));
    assert_eq!(super::parse::parse_int("12u"), Some(12));
}

/// A statement of as many operators as a statement may hold is read,
/// checked and lowered when a thread of 2 MiB of stack asks (a test
/// thread's; the reading runs on a stack of its own), in a debug build
/// too; one more is a located error.
#[test]
fn the_longest_statement_lowers_on_a_small_stack() {
    let program = |terms: usize| {
        format!(
            "_NT16_ class k;\n_share vint16 k::p[4];\n_kernel_ void k::exe() {{\n   vint16 a;\n   a = p[0];\n   p[1] = {};\n}}\n",
            vec!["a"; terms].join("+")
        )
    };
    let dir = std::env::temp_dir().join(format!("tanto-pcore-long-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let longest = dir.join("longest.p");
    let over = dir.join("over.p");
    std::fs::write(&longest, program(super::parse::MAX_OPERATORS + 1)).unwrap();
    std::fs::write(&over, program(super::parse::MAX_OPERATORS + 2)).unwrap();
    let (longest_read, over_read) = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || (super::read(&longest, &[]), super::read(&over, &[])))
        .unwrap()
        .join()
        .unwrap();
    let errors = |d: &[Diagnostic]| d.iter().filter(|d| d.is_error()).count();
    assert_eq!(
        errors(&longest_read.diagnostics),
        0,
        "{:?}",
        longest_read.diagnostics
    );
    assert!(longest_read.program.is_some_and(|p| !p.code.is_empty()));
    assert_eq!(errors(&over_read.diagnostics), 1);
    assert!(over_read.diagnostics[0]
        .message
        .contains("too many operators"));
    std::fs::remove_dir_all(&dir).ok();
}
