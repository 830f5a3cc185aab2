//! The drivers behind `tanto-opt`, `tanto-translate`, `tanto-run` and
//! `tanto-cslc`; the binaries only call [`opt::main`], [`translate::main`],
//! [`run::main`] and [`cslc::main`].

// Raw MLIR handles live only in `tanto_dialects::ir`, the IR toolkit.
#![forbid(unsafe_code)]

pub mod args;
pub mod codegen;
pub mod csl_output;
pub mod csl_run;
pub mod csl_serve;
pub mod cslc;
pub mod cslc_fabric;
pub mod error;
pub mod frontend;
mod global_sizes;
pub mod input;
pub mod opt;
pub mod output;
pub mod program_output;
pub mod run;
pub mod run_args;
pub mod session;
pub mod translate;
pub mod warnings;

/// Installs the `tracing` subscriber: spans and events go to stderr when
/// `TANTO_LOG` is set (e.g. `TANTO_LOG=info`), each span with the time it
/// took when it closes.
pub fn init_tracing() {
    if let Ok(filter) = tracing_subscriber::EnvFilter::try_from_env("TANTO_LOG") {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_span_events(tracing_subscriber::fmt::format::FmtSpan::CLOSE)
            .with_writer(std::io::stderr)
            .try_init();
    }
}

type Captured = Vec<(
    tanto_frontends::source_files::SourceFiles,
    Vec<tanto_frontends::diagnostic::Diagnostic>,
)>;

thread_local! {
    /// Frontend diagnostics held back while [`capture_diagnostics`] runs.
    static CAPTURED: std::cell::RefCell<Option<Captured>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with the frontends' diagnostics held back instead of rendered
/// (for `-verify-diagnostics`, which matches them against the source's
/// `expected-*` annotations); returns them with `f`'s result.
pub fn capture_diagnostics<T>(f: impl FnOnce() -> T) -> (T, Captured) {
    CAPTURED.with(|c| *c.borrow_mut() = Some(Vec::new()));
    let result = f();
    let captured = CAPTURED.with(|c| c.borrow_mut().take()).unwrap_or_default();
    (result, captured)
}

/// Renders a frontend's diagnostics on `sources` to stderr, counted for the
/// summary line.
pub fn report_diagnostics(
    sources: &tanto_frontends::source_files::SourceFiles,
    diagnostics: &[tanto_frontends::diagnostic::Diagnostic],
) {
    use tanto_dialects::{finding::Severity, ir};
    if diagnostics.is_empty() {
        return;
    }
    let held = CAPTURED.with(|c| {
        c.borrow_mut().as_mut().map(|held| {
            held.push((sources.clone(), diagnostics.to_vec()));
        })
    });
    if held.is_some() {
        return;
    }
    report(&tanto_frontends::diagnostic::render(sources, diagnostics));
    for diagnostic in diagnostics {
        match diagnostic.severity {
            Severity::Error => ir::count_reported(ir::Severity::Error),
            Severity::Warning => ir::count_reported(ir::Severity::Warning),
            Severity::Remark => {}
        }
    }
}

/// Writes diagnostics to stderr. A closed stderr (`tanto-opt ... 2>&1 | head`)
/// is not worth a panic: the text is dropped and the exit code still says it.
pub fn report(text: &str) {
    use std::io::Write;
    let _ = std::io::stderr().write_all(text.as_bytes());
}
