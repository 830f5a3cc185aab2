//! Compiles the rewritten C of a tensor program (`rewrite.rs`) to LLVM IR
//! for ztachip's RV32IM control core with clang-22, Debian's package, as a
//! subprocess. clang's own diagnostics name the tensor program's file and
//! lines (the rewrite keeps them with `#line`).

use std::io::Write as _;
use std::process::{Command, Stdio};

#[derive(Debug, thiserror::Error)]
pub enum ClangError {
    #[error(
        "cannot run the C compiler `{compiler}` (install clang-22, or set TANTO_CLANG): {source}"
    )]
    NoCompiler {
        compiler: String,
        source: std::io::Error,
    },
    /// clang's diagnostics, located in the tensor program.
    #[error("{0}")]
    Failed(String),
    /// clang stopped without a diagnostic: killed by a signal (a crash,
    /// such as a stack overflow on C that macros nest too deeply).
    #[error("the C compiler `{compiler}` stopped without a message ({status}) on the C of `{unit}`; it may have crashed on C nested too deeply after macro expansion")]
    Crashed {
        compiler: String,
        unit: String,
        status: std::process::ExitStatus,
    },
    /// clang ran past [`CLANG_SECONDS`] and was stopped: clang-22 loops on
    /// some invalid C (a cast of a parenthesised `::name`, `(int)(::b)`).
    #[error("the C compiler `{compiler}` did not finish the C of `{unit}` within {seconds} s and was stopped; clang-22 loops on some invalid C, such as a cast of `(::name)`")]
    TimedOut {
        compiler: String,
        unit: String,
        seconds: u64,
    },
}

/// How long clang may take on one tensor program: a program of thousands
/// of statements compiles in seconds, so this bounds a clang that loops.
/// `$TANTO_CLANG_SECONDS` sets another bound.
pub const CLANG_SECONDS: u64 = 120;

fn clang_seconds() -> u64 {
    std::env::var("TANTO_CLANG_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(CLANG_SECONDS)
}

/// The C compiler: `$TANTO_CLANG`, else `clang-22`.
pub(crate) fn compiler() -> String {
    std::env::var("TANTO_CLANG").unwrap_or_else(|_| "clang-22".into())
}

/// The flags of the control core: RV32IM, ILP32, no C library.
pub const TARGET_FLAGS: &[&str] = &[
    "--target=riscv32-unknown-elf",
    "-march=rv32im",
    "-mabi=ilp32",
    "-ffreestanding",
    "-fno-builtin",
    "-nostdlib",
];

/// clang's errors that gcc (ztachip's toolchain) only warns about.
pub const GCC_LENIENCY: &[&str] = &[
    "-Wno-error=implicit-function-declaration",
    "-Wno-error=int-conversion",
    "-Wno-error=incompatible-function-pointer-types",
    "-Wno-error=incompatible-pointer-types",
    "-Wno-error=implicit-int",
    "-Wno-error=return-type",
];

/// LLVM IR (text) of the C file `c` (the rewrite of the tensor program
/// `unit`), compiled at `-O{opt}`; `include_dirs` resolve its `#include`s,
/// the first also before them all.
pub fn compile_to_llvm_ir(
    c: &str,
    unit: &str,
    opt: u8,
    include_dirs: &[std::path::PathBuf],
) -> Result<String, ClangError> {
    let compiler = compiler();
    let mut command = Command::new(&compiler);
    command
        .args(TARGET_FLAGS)
        // Typo correction compares an unknown name with every known one, in
        // time quadratic in their lengths: a 1 MB name takes hours.
        .arg("-fno-spell-checking")
        // ztachip's apps build with gcc, which warns where clang-22 stops:
        // an undeclared function, an integer as a pointer, a function
        // pointer of another type, implicit `int`. Warnings here too.
        .args(GCC_LENIENCY)
        // A statement outside every function asserts that it stands in one
        // by `__func__` (rewrite.rs): its own error says why.
        .arg("-Wno-predefined-identifier-outside-function")
        .arg(format!("-O{}", opt.min(3)))
        .args(["-S", "-emit-llvm", "-x", "c", "-", "-o", "-"]);
    // Absolute: clang runs in another folder (below).
    let here = std::env::current_dir().unwrap_or_default();
    for dir in include_dirs {
        command.arg("-I").arg(here.join(dir));
    }
    // The C comes on stdin, whose `#include "..."`s clang looks for in its
    // working folder before any -I: the first include folder (the
    // generated `.p.img`s), so that a stale image ztachip's build left
    // beside the program does not hide Tanto's.
    if let Some(first) = include_dirs.first() {
        command.current_dir(first);
    }
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|source| ClangError::NoCompiler {
            compiler: compiler.clone(),
            source,
        })?;
    let seconds = clang_seconds();
    let output = finish_within(&mut child, c, seconds).map_err(|failure| match failure {
        Unfinished::TimedOut => ClangError::TimedOut {
            compiler: compiler.clone(),
            unit: unit.to_string(),
            seconds,
        },
        Unfinished::Io(source) => ClangError::NoCompiler {
            compiler: compiler.clone(),
            source,
        },
    })?;
    if !output.status.success() && output.stderr.is_empty() {
        return Err(ClangError::Crashed {
            compiler,
            unit: unit.to_string(),
            status: output.status,
        });
    }
    if !output.status.success() {
        return Err(ClangError::Failed(
            String::from_utf8_lossy(&output.stderr).into_owned(),
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Why a child did not give its output.
enum Unfinished {
    TimedOut,
    Io(std::io::Error),
}

/// Feeds `input` to `child` and collects its output, each stream on a
/// thread of its own (so that no pipe fills while another is waited on);
/// kills it, and reaps it, past `seconds`.
fn finish_within(
    child: &mut std::process::Child,
    input: &str,
    seconds: u64,
) -> Result<std::process::Output, Unfinished> {
    use std::io::Read;
    let stdin = child.stdin.take();
    let input = input.to_string();
    let feeder = std::thread::spawn(move || {
        if let Some(mut stdin) = stdin {
            // A compiler that stops reading early reports why on stderr.
            let _ = stdin.write_all(input.as_bytes());
        }
    });
    let drain = |stream: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut stream) = stream {
                let _ = stream.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = drain(
        child
            .stdout
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let stderr = drain(
        child
            .stderr
            .take()
            .map(|s| Box::new(s) as Box<dyn Read + Send>),
    );
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(seconds);
    let status = loop {
        if let Some(status) = child.try_wait().map_err(Unfinished::Io)? {
            break status;
        }
        if std::time::Instant::now() >= deadline {
            let _ = child.kill();
            let _ = child.wait();
            return Err(Unfinished::TimedOut);
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    };
    let _ = feeder.join();
    Ok(std::process::Output {
        status,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ztachip::{read, rewrite::rewrite, Ztachip};

    const PROGRAM: &str = "#define TILE 8\nstruct req { int w; unsigned char *src; };\nvoid f(struct req *req, int n) {\n  int dx = req->w + TILE;\n> FOR(I=0:n-1) PCORE[0:1].THREAD[I].k::v[0:7]\n>   <= DTYPE(UINT8) DDR(req->src, 100, dx)[0:1][3:n*2];\n> BARRIER;\n}\n";

    fn rewritten(source: &str) -> String {
        let target = Ztachip::builtin().unwrap();
        let checked = read(source, &target);
        assert!(!checked.has_errors(), "{:?}", checked.diagnostics);
        rewrite(source, &checked, "prog.m", &target).c
    }

    #[test]
    fn the_rewritten_c_compiles_for_the_control_core() {
        let ir = compile_to_llvm_ir(&rewritten(PROGRAM), "prog.m", 1, &[])
            .unwrap_or_else(|e| panic!("{e}"));
        assert!(ir.contains("target triple = \"riscv32"), "{ir}");
        assert!(
            ir.contains("call void @__tanto_zta_prog_0(i32 noundef"),
            "{ir}"
        );
        assert!(ir.contains("call void @__tanto_zta_prog_1()"), "{ir}");
    }

    #[test]
    fn c_errors_point_into_the_tensor_program() {
        let broken = PROGRAM.replace("req->src, 100", "req->nothing, 100");
        let Err(ClangError::Failed(message)) =
            compile_to_llvm_ir(&rewritten(&broken), "prog.m", 0, &[])
        else {
            panic!("the C compiler accepted a missing field");
        };
        // The statement's last line is line 6 of the program.
        assert!(message.contains("prog.m:6:"), "{message}");
        assert!(message.contains("no member named 'nothing'"), "{message}");
    }
}
