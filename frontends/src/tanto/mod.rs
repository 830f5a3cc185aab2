//! The Tanto kernel frontend: preprocess, parse (pest), then type-check and
//! build IR in the tile/pipe/noc dialects (see [`lower`]).

pub mod ast;
pub mod limits;
mod lower;
pub mod parser;
pub mod preprocess;
pub mod types;

use crate::diagnostic::Diagnostic;
use melior::{ir::Module, Context};
use std::collections::BTreeMap;
use tanto_arch::Arch;

/// A kernel's role (spec 2.2): the IR's `tanto.role`.
pub use tanto_dialects::role::Role;

/// How to compile a kernel: what the reference Tanto frontend takes.
#[derive(Debug, Clone)]
pub struct Options {
    /// `-D NAME=VALUE` (value "1" for `-D NAME`).
    pub defines: Vec<(String, String)>,
    /// `-P N=VALUE`: compile-time parameter values by declaration order.
    pub params: BTreeMap<usize, String>,
    /// `--mode`; None infers the role from what the kernel uses.
    pub mode: Option<Role>,
    pub arch: Arch,
}

/// The outcome of compiling one kernel: the module when there were no
/// errors, and every diagnostic (errors and warnings, original offsets).
pub struct Compiled<'c> {
    pub module: Option<Module<'c>>,
    pub diagnostics: Vec<Diagnostic>,
}

/// Every built-in method and global function with the op it becomes
/// (Markdown), for docs/frontends/tanto.md.
pub fn method_table() -> String {
    lower::builtins::method_table()
}

/// Compiles the Tanto kernel `source` (named `file` in locations).
pub fn compile<'c>(
    context: &'c Context,
    file: &str,
    source: &str,
    options: &Options,
) -> Compiled<'c> {
    let _span = tracing::info_span!("tanto-frontend", file).entered();
    // Non-ASCII text is for comments and string literals; in code it would
    // only confuse the preprocessor and the parser.
    let misplaced = crate::source::non_ascii_in_code(source);
    if !misplaced.is_empty() {
        return Compiled {
            module: None,
            diagnostics: misplaced
                .into_iter()
                .map(|(span, c)| {
                    Diagnostic::error(
                        span,
                        format!("non-ASCII character `{c}` (U+{:04X}) in code", c as u32),
                    )
                    .with_help("non-ASCII text may stand only in comments and string literals")
                })
                .collect(),
        };
    }
    let (pre, errors) = preprocess::preprocess(source, &options.defines);
    let mut diagnostics: Vec<Diagnostic> = errors
        .into_iter()
        .map(|e| {
            let d = Diagnostic::error(e.span, e.message);
            match e.note {
                Some((span, note)) => d.with_note(span, note),
                None => d,
            }
        })
        .collect();
    // The text after a broken conditional or an `#error` is not the kernel
    // its author meant: report the preprocessor's errors only.
    if !diagnostics.is_empty() {
        return Compiled {
            module: None,
            diagnostics,
        };
    }
    let program = match parser::parse(&pre.text) {
        Ok(program) => program,
        Err(errors) => {
            diagnostics.extend(
                errors
                    .into_iter()
                    .map(|e| e.mapped(|r| pre.original_range(r))),
            );
            return Compiled {
                module: None,
                diagnostics,
            };
        }
    };
    // -P values are expressions too (usually literals).
    let param_values: BTreeMap<usize, ast::Expr> = options
        .params
        .iter()
        .filter_map(|(i, text)| parser::parse_expression(text).ok().map(|e| (*i, e)))
        .collect();
    let map = |d: Diagnostic| d.mapped(|r| pre.original_range(r));
    // The lowering owns a copy of the map for locations.
    let pre_for_locations = preprocess::preprocess(source, &options.defines).0;
    let lowered = without_panics(|| {
        lower::lower(
            context,
            file,
            source,
            pre_for_locations,
            &program,
            &param_values,
            options,
        )
    });
    match lowered {
        Ok((module, lowering_diagnostics)) => {
            diagnostics.extend(lowering_diagnostics.into_iter().map(map));
            let failed = diagnostics.iter().any(Diagnostic::is_error);
            Compiled {
                module: if failed { None } else { module },
                diagnostics,
            }
        }
        Err(_) => {
            diagnostics.push(Diagnostic::error(
                0..0,
                "internal error: the Tanto frontend crashed on this input; please report it with the source",
            ));
            Compiled {
                module: None,
                diagnostics,
            }
        }
    }
}

/// Outside fuzzing, a panic while lowering is reported as an internal error.
/// Fuzz builds (`--cfg fuzzing`) let it through, so the fuzzer sees it.
#[cfg(not(fuzzing))]
fn without_panics<T>(body: impl FnOnce() -> T) -> std::thread::Result<T> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(body))
}

#[cfg(fuzzing)]
fn without_panics<T>(body: impl FnOnce() -> T) -> std::thread::Result<T> {
    Ok(body())
}
