//! The Tanto kernel frontend: preprocess, parse (pest), then type-check and
//! build IR in the tile/pipe/noc dialects (see [`lower`]).

pub mod ast;
pub mod limits;
mod lower;
pub mod parser;
pub mod preprocess;
pub mod types;

use crate::diagnostic::Diagnostic;
use crate::source_files::SourceFiles;
use melior::{ir::Module, Context};
use preprocess::{IncludeRequest, Included};
use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
};
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
    /// `-I DIR`: where `#include` looks after the including file's directory
    /// (quoted includes) and where `<...>` includes look.
    pub include_dirs: Vec<PathBuf>,
}

/// The outcome of compiling one kernel: the module when there were no
/// errors, and every diagnostic (errors and warnings, at offsets of
/// `sources`: the kernel and the files it includes).
pub struct Compiled<'c> {
    pub module: Option<Module<'c>>,
    pub diagnostics: Vec<Diagnostic>,
    pub sources: SourceFiles,
    /// The use the kernel's role was inferred from, in `sources`' offsets,
    /// and why it decides it: a role conflict's note.
    pub role_reason: Option<(std::ops::Range<usize>, String)>,
    /// Each kernel parameter's name and type as Tanto spells it
    /// (`pipe<float>`, not the IR's `pipe<f32>`), for the device program's
    /// diagnostics.
    pub param_spellings: Vec<(String, String)>,
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
            sources: SourceFiles::new(file, source),
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
            role_reason: None,
            param_spellings: Vec::new(),
        };
    }
    let (pre, errors) = preprocess::preprocess_unit(
        SourceFiles::new(file, source),
        &options.defines,
        &mut |request: &IncludeRequest| resolve_include(request, &options.include_dirs),
    );
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
            sources: pre.sources,
            role_reason: None,
            param_spellings: Vec::new(),
        };
    }
    if pre.text.len() > limits::MAX_KERNEL_BYTES {
        let at = pre.original_range(limits::MAX_KERNEL_BYTES..limits::MAX_KERNEL_BYTES + 1);
        diagnostics.push(
            Diagnostic::error(
                at,
                format!(
                    "kernel too large: {} bytes after preprocessing, past the maximum of {} (4 MiB) here",
                    pre.text.len(),
                    limits::MAX_KERNEL_BYTES
                ),
            )
            .with_help("loop instead of repeating statements, or split the work across kernels"),
        );
        return Compiled {
            module: None,
            diagnostics,
            sources: pre.sources,
            role_reason: None,
            param_spellings: Vec::new(),
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
                sources: pre.sources,
                role_reason: None,
                param_spellings: Vec::new(),
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
    let pre_for_locations = pre.clone();
    let lowered = without_panics(|| {
        lower::lower(context, pre_for_locations, &program, &param_values, options)
    });
    match lowered {
        Ok(lowered) => {
            diagnostics.extend(lowered.diagnostics.into_iter().map(map));
            let failed = diagnostics.iter().any(Diagnostic::is_error);
            Compiled {
                module: if failed { None } else { lowered.module },
                diagnostics,
                role_reason: lowered
                    .role_reason
                    .map(|(span, why)| (pre.original_range(span), why)),
                param_spellings: lowered.param_spellings,
                sources: pre.sources,
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
                sources: pre.sources,
                role_reason: None,
                param_spellings: Vec::new(),
            }
        }
    }
}

/// Finds an included file: a quoted name in the including file's directory
/// first, then (both kinds) in each `-I` directory in order. An angled name
/// found nowhere is a built-in header of the language (kernels need none).
fn resolve_include(request: &IncludeRequest, include_dirs: &[PathBuf]) -> Result<Included, String> {
    let including_dir = Path::new(request.from)
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let quoted_dir = (!request.angled).then_some(including_dir);
    for dir in quoted_dir.iter().chain(include_dirs) {
        let candidate = dir.join(request.path);
        if candidate.is_file() {
            return crate::source::read_file(&candidate)
                .map(|text| Included::File {
                    name: candidate.to_string_lossy().into_owned(),
                    text,
                })
                .map_err(|e| format!("cannot read '{}': {e}", candidate.display()));
        }
    }
    if request.angled {
        Ok(Included::BuiltIn)
    } else {
        Err(format!("'{}' file not found", request.path))
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
