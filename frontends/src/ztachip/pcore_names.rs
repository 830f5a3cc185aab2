//! PCORE names a tensor program uses, checked against the PCORE programs
//! it includes: kernels (`EXE_LOCKSTEP(class::kernel)`, `$class::kernel` in
//! its C) and variables (`class::var`, `class::kernel.param`). ztachip's
//! compiler substitutes kernel names before the C preprocessor runs and
//! leaves a wrong one to the C compiler, so a name in code `#if 0` leaves
//! out is no error: the name's symbol is declared unavailable with the
//! reason, and clang reports a use it compiles, at the use. A variable its
//! class does not declare is ztachip's "Undefined variable" (or "Undefined
//! function parameter"); it is reported the same way.

use super::ast::{Command, Object, Statement, Text};
use super::pcore::model::{PcoreProgram, Space};
use super::rewrite::variable_symbol;
use crate::diagnostic::Diagnostic;

/// [`unknown_kernels`] and [`unknown_variables`]: (symbol, why), once each.
pub fn unknown_names(
    source: &str,
    statements: &[Statement],
    programs: &[PcoreProgram],
) -> Vec<(String, String)> {
    let mut unknown = unknown_kernels(source, statements, programs);
    unknown.extend(unknown_variables(statements, programs));
    unknown
}

/// PCORE variables the statements name, `class::name` or
/// `class::kernel.name`, whose class an included PCORE program defines but
/// which it does not declare: their offset symbols, with why.
/// (A `class::kernel.member` naming a member is already `class::member`.)
pub fn unknown_variables(
    statements: &[Statement],
    programs: &[PcoreProgram],
) -> Vec<(String, String)> {
    let mut unknown: Vec<(String, String)> = Vec::new();
    let named = statements
        .iter()
        .flat_map(|s| &s.commands)
        .flat_map(|command| match command {
            Command::Transfer { dst, src, .. } => vec![&dst.object, &src.object],
            Command::Define { term, .. } => vec![&term.object],
            _ => Vec::new(),
        })
        .filter_map(|object| match object {
            Object::Pcore(pcore) => Some(&pcore.variable),
            _ => None,
        });
    for variable in named {
        let Some(why) = undeclared(variable.text.trim(), programs) else {
            continue;
        };
        // Its offset's symbol: every use names it (its length's only
        // beside it), so each use is one error.
        let offset = variable_symbol(variable).text;
        if !unknown.iter().any(|(symbol, _)| *symbol == offset) {
            unknown.push((offset, why));
        }
    }
    unknown
}

/// Global assignments (`class::kernel.param <= INT16(v)`) whose target is
/// not a `_global` parameter of a class an included program defines:
/// ztachip's compiler sets only those ("Invalid global reference"); the
/// rest would be written to the wrong memory. A name no program declares
/// is [`unknown_variables`]'.
pub fn misdirected_global_assignments(
    statements: &[Statement],
    programs: &[PcoreProgram],
) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    for command in statements.iter().flat_map(|s| &s.commands) {
        let Command::Transfer { dst, .. } = command else {
            continue;
        };
        let Object::Pcore(pcore) = &dst.object else {
            continue;
        };
        let variable = pcore.variable.text.trim();
        if !pcore.global_set || undeclared(variable, programs).is_some() {
            continue;
        }
        let Some((class, name)) = variable.split_once("::") else {
            continue;
        };
        let (class, name) = (class.trim(), name.trim());
        let Some(program) = programs.iter().find(|p| p.class(class).is_some()) else {
            continue;
        };
        let global = name.split_once('.').is_some_and(|(kernel, param)| {
            program
                .kernel(class, kernel.trim())
                .is_some_and(|k| k.params.iter().any(|p| p.name == param.trim() && p.global))
        });
        if !global {
            errors.push(Diagnostic::error(
                pcore.variable.span.clone(),
                format!("`{variable}` is not a `_global` parameter: a global assignment sets a kernel's `_global int` parameter, the same on every PCORE (ztachip's compiler: \"Invalid global reference\"); set a private one per PCORE and thread with `PCORE[...].THREAD[...].{variable} <= ...`"),
            ));
        }
    }
    errors
}

/// Transfers that address a PCORE variable in the wrong memory: a private
/// one (a member or parameter every thread has its own of) without its
/// threads (`.THREAD[...]`, or one index past the PCORE array's), or a
/// `_share`d one with them. ztachip's compiler places the side by the
/// declaration and refuses both ("Invalid range for PCORE memory space");
/// read by its syntax alone, each would move another memory's words.
pub fn misplaced_variables(statements: &[Statement], programs: &[PcoreProgram]) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    for command in statements.iter().flat_map(|s| &s.commands) {
        let Command::Transfer { dst, src, .. } = command else {
            continue;
        };
        for object in [&dst.object, &src.object] {
            let Object::Pcore(pcore) = object else {
                continue;
            };
            if pcore.global_set {
                continue;
            }
            let variable = pcore.variable.text.trim();
            let why = match (declared_space(variable, programs), &pcore.thread) {
                (Some(Space::Private), None) => format!("`{variable}` is private, one per thread: name its threads with `.THREAD[...]` or one index after the PCORE's (ztachip's compiler: \"Invalid range for PCORE memory space\")"),
                (Some(Space::Shared), Some(_)) => format!("`{variable}` is `_share`d by a PCORE's threads: it has no thread block, so address it without `.THREAD[...]` (ztachip's compiler: \"Invalid range for PCORE memory space\")"),
                _ => continue,
            };
            errors.push(Diagnostic::error(pcore.variable.span.clone(), why));
        }
    }
    errors
}

/// Where `class::name` or `class::kernel.name` is declared; None when no
/// included program declares it.
fn declared_space(variable: &str, programs: &[PcoreProgram]) -> Option<Space> {
    let (class, name) = variable.split_once("::")?;
    let (class, name) = (class.trim(), name.trim());
    match name.split_once('.') {
        None => programs
            .iter()
            .find_map(|p| p.variable(class, name))
            .map(|v| v.space),
        Some((kernel, param)) => programs
            .iter()
            .find_map(|p| p.kernel(class, kernel.trim()))?
            .params
            .iter()
            .find(|p| p.name == param.trim())
            .map(|p| p.space),
    }
}

/// Why `variable` names nothing its class's program declares; None when it
/// does, or when no included program defines its class (then it is C's).
fn undeclared(variable: &str, programs: &[PcoreProgram]) -> Option<String> {
    let (class_name, name) = variable.split_once("::")?;
    let (class_name, name) = (class_name.trim(), name.trim());
    let program = programs.iter().find(|p| p.class(class_name).is_some())?;
    let class = program.class(class_name)?;
    let file = &program.file;
    match name.split_once('.') {
        None if program.variable(class_name, name).is_some() => None,
        None => Some(format!(
            "class `{class_name}` of `{file}` declares no variable `{name}`"
        )),
        Some((kernel_name, param)) => {
            let (kernel_name, param) = (kernel_name.trim(), param.trim());
            let Some(kernel) = program.kernel(class_name, kernel_name) else {
                let known: Vec<&str> = class.kernels.iter().map(|k| k.name.as_str()).collect();
                return Some(format!(
                    "class `{class_name}` of `{file}` has no kernel `{kernel_name}`; its kernels: {}",
                    known.join(", ")
                ));
            };
            if kernel.params.iter().any(|p| p.name == param) {
                return None;
            }
            let known: Vec<&str> = kernel.params.iter().map(|p| p.name.as_str()).collect();
            Some(format!(
                "kernel `{class_name}::{kernel_name}` of `{file}` has no parameter or class member `{param}`; its parameters: {}",
                if known.is_empty() { "none".to_string() } else { known.join(", ") }
            ))
        }
    }
}

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
        let symbol = super::rewrite::kernel_symbol(&Text {
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
