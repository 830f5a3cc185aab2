//! Kernel names a tensor program uses (`EXE_LOCKSTEP(class::kernel)`,
//! `$class::kernel` in its C) checked against the PCORE programs it
//! includes.

use super::ast::{Command, Statement};
use super::pcore::model::PcoreProgram;
use std::ops::Range;

/// Kernels named in `EXE_LOCKSTEP`/`EXE` or as `$class::kernel` in the C
/// whose class an included PCORE program defines but which it does not
/// define: located errors (a class no program defines is C's, for the
/// linker).
pub fn unknown_kernels(
    source: &str,
    statements: &[Statement],
    programs: &[PcoreProgram],
) -> Vec<crate::diagnostic::Diagnostic> {
    let mut named: Vec<(String, Range<usize>)> = statements
        .iter()
        .flat_map(|s| &s.commands)
        .filter_map(|command| match command {
            Command::Exe { kernel, .. } => Some((
                kernel.text.trim_start_matches('$').to_string(),
                kernel.span.clone(),
            )),
            _ => None,
        })
        .collect();
    for (span, _) in super::rewrite::kernel_references(source, statements) {
        let text = source.get(span.clone()).unwrap_or("");
        named.push((text.trim_start_matches('$').to_string(), span));
    }
    let mut errors = Vec::new();
    for (name, span) in named {
        let Some((class, kernel)) = name.split_once("::") else {
            continue;
        };
        let Some(program) = programs.iter().find(|p| p.class(class).is_some()) else {
            continue;
        };
        if program.kernel(class, kernel).is_none() {
            let known: Vec<&str> = program
                .class(class)
                .map(|c| c.kernels.iter().map(|k| k.name.as_str()).collect())
                .unwrap_or_default();
            errors.push(crate::diagnostic::Diagnostic::error(
                span,
                format!(
                    "class `{class}` of `{}` has no kernel `{kernel}`; its kernels: {}",
                    program.file,
                    known.join(", ")
                ),
            ));
        }
    }
    errors
}
