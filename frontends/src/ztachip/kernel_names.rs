//! Kernel names a tensor program uses (`EXE_LOCKSTEP(class::kernel)`,
//! `$class::kernel` in its C) checked against the PCORE programs it
//! includes. ztachip's compiler substitutes the names before the C
//! preprocessor runs and leaves a wrong one to the C compiler, so a name in
//! code `#if 0` leaves out is no error: the kernel's symbol is declared
//! unavailable with the reason, and clang reports a use it compiles, at the
//! use.

use super::ast::{Command, Statement};
use super::pcore::model::PcoreProgram;

/// Kernels named in `EXE_LOCKSTEP`/`EXE` or as `$class::kernel` in the C
/// whose class an included PCORE program defines but which it does not
/// define: (symbol, why), once each (a class no program defines is C's,
/// for the linker).
pub fn unknown_kernels(
    source: &str,
    statements: &[Statement],
    programs: &[PcoreProgram],
) -> Vec<(String, String)> {
    // `class::kernel` in EXE, and `$class::kernel` anywhere (statements
    // included).
    let mut named: Vec<String> = statements
        .iter()
        .flat_map(|s| &s.commands)
        .filter_map(|command| match command {
            Command::Exe { kernel, .. } => Some(kernel.text.trim().to_string()),
            _ => None,
        })
        .collect();
    for (span, _) in super::rewrite::kernel_references_in(source) {
        named.push(source.get(span).unwrap_or("").to_string());
    }
    let mut unknown = Vec::new();
    for name in named {
        let symbol = super::rewrite::kernel_symbol(&super::ast::Text {
            text: name.clone(),
            span: 0..0,
        })
        .text;
        let Some((class, kernel)) = name.trim_start_matches('$').split_once("::") else {
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
            if symbol == name || unknown.iter().any(|(s, _)| *s == symbol) {
                continue;
            }
            unknown.push((
                symbol,
                format!(
                    "class `{class}` of `{}` has no kernel `{kernel}`; its kernels: {}",
                    program.file,
                    known.join(", ")
                ),
            ));
        }
    }
    unknown
}
