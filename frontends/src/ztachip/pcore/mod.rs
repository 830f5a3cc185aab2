//! The PCORE frontend, part 1: a PCORE program (`.p`, the code ztachip's
//! PCOREs run; Documentation/pcore_programmer_guide.md) read, checked and
//! described. [`preprocess`] applies the C preprocessor as ztachip's build
//! does, [`parse`] reads the pest grammar into the [`ast`], [`check`] and
//! [`body`] give located errors (every refused construct named, with its
//! reason; [`types`] holds the rules they share), and [`layout`] places
//! the variables as ztachip's compiler does; [`describe`] returns the
//! [`model::PcoreProgram`] the tensor frontend, the lowering and the
//! simulator consume.

pub mod ast;
pub mod body;
pub mod check;
pub mod fold;
pub mod layout;
pub mod lower;
pub mod model;
pub mod parse;
pub mod preprocess;
pub mod types;

#[cfg(test)]
mod tests;

use crate::{diagnostic::Diagnostic, source_files::SourceFiles};
pub use model::PcoreProgram;
use std::path::{Path, PathBuf};

/// A PCORE program read: its files (the program and the headers it
/// includes, to render diagnostics against) and its description, or the
/// errors that stop it. Warnings come with either.
#[derive(Debug, Clone)]
pub struct Read {
    pub sources: SourceFiles,
    pub program: Option<PcoreProgram>,
    /// Errors and warnings, located in `sources`, in source order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Reads, checks, describes and lowers the PCORE program at `path`; its
/// own folder and then `include_dirs` resolve its `#include "..."`s.
pub fn read(path: &Path, include_dirs: &[PathBuf]) -> Read {
    read_and(path, include_dirs, true)
}

/// [`read`] without the lowering: the description alone (what
/// `--emit=describe` prints, also for kernels the lowering refuses).
pub fn read_description(path: &Path, include_dirs: &[PathBuf]) -> Read {
    read_and(path, include_dirs, false)
}

/// The stack the reading runs on: the checks and the lowering recurse on
/// an expression's tree, up to [`parse::MAX_OPERATORS`] deep, whatever
/// thread (a test's 2 MiB, a debug build's larger frames) asks.
const READ_STACK_BYTES: usize = 64 << 20;

fn read_and(path: &Path, include_dirs: &[PathBuf], lowered: bool) -> Read {
    on_reading_stack(|| read_on_this_thread(path, include_dirs, lowered))
}

/// `reading()` on a thread of [`READ_STACK_BYTES`], in the caller's span.
fn on_reading_stack<T: Send>(reading: impl Fn() -> T + Sync) -> T {
    let parent = tracing::Span::current();
    let on_thread = || {
        let _parent = parent.enter();
        reading()
    };
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .name("pcore-read".into())
            .stack_size(READ_STACK_BYTES)
            .spawn_scoped(scope, on_thread)
            .map(|handle| handle.join())
    })
    .ok()
    .and_then(Result::ok)
    // No thread to be had: read here, on the caller's stack.
    .unwrap_or_else(reading)
}

fn read_on_this_thread(path: &Path, include_dirs: &[PathBuf], lowered: bool) -> Read {
    let _span = tracing::info_span!("ztachip-pcore-read", path = %path.display()).entered();
    let name = path.display().to_string();
    let text = match std::fs::read_to_string(path) {
        Ok(text) => text,
        Err(e) => {
            return Read {
                sources: SourceFiles::new(name.clone(), String::new()),
                program: None,
                diagnostics: vec![Diagnostic::error(
                    0..0,
                    format!("cannot read `{name}`: {e}"),
                )],
            }
        }
    };
    let mut sources = SourceFiles::new(name.clone(), text);
    let preprocessed = match preprocess::preprocess(path, include_dirs, &mut sources) {
        Ok(preprocessed) => preprocessed,
        Err(diagnostics) => {
            return Read {
                sources,
                program: None,
                diagnostics,
            }
        }
    };
    let (described, mut diagnostics) = describe_parsed(&preprocessed.text, &name);
    let program = described.and_then(|(mut program, parsed)| {
        if !lowered {
            return Some(program);
        }
        let machine = crate::ztachip::Ztachip::builtin()
            .map_err(|e| format!("arch/ztachip.toml: {e}"))
            .and_then(|target| lower::Machine::from_target(&target));
        let machine = match machine {
            Ok(machine) => machine,
            Err(e) => {
                diagnostics.push(Diagnostic::error(0..0, e));
                return None;
            }
        };
        let locate = |span: &ast::Span| {
            let offset = preprocessed.map(span.clone()).start;
            let (file, line, column) = sources.position(offset);
            (file.to_string(), line, column)
        };
        let (code, lowering) = lower::lower(&parsed, &program.classes, &machine, &locate);
        diagnostics.extend(lowering);
        code.map(|code| {
            program.code = code;
            program
        })
    });
    let mut diagnostics: Vec<Diagnostic> = diagnostics
        .into_iter()
        .map(|d| preprocessed.locate(d))
        .collect();
    diagnostics.sort_by_key(|d| d.span.start);
    Read {
        sources,
        program,
        diagnostics,
    }
}

/// The description of the PCORE program at `path`, or its errors (located
/// in the files [`read`] returns with them).
pub fn describe(path: &Path, include_dirs: &[PathBuf]) -> Result<PcoreProgram, Vec<Diagnostic>> {
    let read = read(path, include_dirs);
    match read.program {
        Some(program) => Ok(program),
        None => Err(read.diagnostics),
    }
}

/// Parses, checks and lays out preprocessed text (spans in `text`); the
/// program when there are no errors, and every diagnostic.
pub fn describe_text(text: &str, file: &str) -> (Option<PcoreProgram>, Vec<Diagnostic>) {
    on_reading_stack(|| {
        let (described, diagnostics) = describe_parsed(text, file);
        (described.map(|(program, _)| program), diagnostics)
    })
}

/// [`describe_text`] with the parsed program, for the lowering.
fn describe_parsed(
    text: &str,
    file: &str,
) -> (Option<(PcoreProgram, ast::Program)>, Vec<Diagnostic>) {
    let mut parsed = match parse::parse(text) {
        Ok(parsed) => parsed,
        Err(error) => return (None, vec![error]),
    };
    fold::fold_program(&mut parsed);
    let (mut classes, mut diagnostics) = check::check(&parsed);
    for class in &mut classes {
        diagnostics.extend(layout::lay_out(class));
    }
    let program = (!diagnostics.iter().any(Diagnostic::is_error)).then(|| {
        let program = PcoreProgram {
            file: file.to_string(),
            classes,
            code: String::new(),
        };
        (program, parsed)
    });
    (program, diagnostics)
}

/// The PCORE program an `#include "<name>.p.img"` of a tensor program
/// stands for: `<name>.p` in the first of `dirs` (the tensor program's
/// folder, then its `-I` folders) that has it. None when `include` names no
/// `.p.img`, or no folder has the program.
pub fn program_for_image(include: &str, dirs: &[PathBuf]) -> Option<PathBuf> {
    let program = include.strip_suffix(".img").filter(|p| p.ends_with(".p"))?;
    dirs.iter()
        .map(|dir| dir.join(program))
        .find(|path| path.is_file())
}
