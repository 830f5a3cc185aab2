//! The ztachip frontend: tensor programs, C files whose `>` lines are
//! tensor statements (docs/frontends/ztachip.md, the ztachip tensor
//! programmer guide). [`scan`] cuts the statements out of the C text, the
//! pest grammar and [`ast`] read them, [`check`] gives located errors for
//! statements that cannot mean anything, and [`walk`] says, for each side of
//! a transfer, which element goes where.

pub mod ast;
pub mod check;
pub mod clang;
pub mod commands;
pub mod eval;
pub mod expand;
pub mod image;
pub mod library;
pub mod limits;
pub mod lower;
pub mod pcore;
pub mod pcore_names;
mod reaching;
pub mod rewrite;
pub mod scan;
pub mod sizes;
pub mod walk;

#[cfg(test)]
mod tests;

use crate::diagnostic::Diagnostic;
pub use tanto_arch::ztachip::Ztachip;

/// A tensor program read and checked: its statements and the diagnostics.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Checked {
    pub statements: Vec<ast::Statement>,
    pub diagnostics: Vec<Diagnostic>,
    /// Kernels, PCORE variables and parameters named that their class does
    /// not define: (symbol, why). The C that uses one is an error where
    /// clang compiles it, not in code the preprocessor leaves out.
    pub unknown_names: Vec<(String, String)>,
}

impl Checked {
    pub fn has_errors(&self) -> bool {
        self.diagnostics.iter().any(Diagnostic::is_error)
    }
}

/// Reads the tensor statements of `source` and checks them against
/// `target`; diagnostics come in source order, at most
/// [`limits::MAX_ERRORS`] errors and one that counts the rest. A file
/// nested too deeply is that one error, and no statements.
pub fn read(source: &str, target: &Ztachip) -> Checked {
    read_with(source, target, &[])
}

/// [`read`], with the PCORE programs the tensor program includes
/// (`#include "<name>.p.img"`): their variables' declared shapes stand in
/// for casts a statement leaves out ([`image::declared_shapes`]).
pub fn read_with(source: &str, target: &Ztachip, programs: &[pcore::PcoreProgram]) -> Checked {
    let _span = tracing::info_span!("ztachip-read").entered();
    if let Some(error) = limits::bracket_depth(source) {
        return Checked {
            statements: Vec::new(),
            diagnostics: vec![error],
            unknown_names: Vec::new(),
        };
    }
    let (raw, mut diagnostics) = scan::statements(source);
    let (mut statements, errors) = ast::parse(&raw);
    diagnostics.extend(errors);
    let positions: Vec<usize> = statements.iter().map(|s| s.span.start).collect();
    for (statement, block) in statements
        .iter_mut()
        .zip(crate::source::top_level_blocks(source, &positions))
    {
        // The last line of a `#define` (the line before it ends with `\`)
        // is the macro's: ztachip's compiler writes the statement's C
        // there, and the macro's uses put it in their functions.
        statement.outside_functions =
            block.is_none() && !scan::ends_a_macro(source, statement.span.start);
    }
    image::declared_shapes(&mut statements, programs);
    diagnostics.extend(check::check(&statements, target));
    let unknown_names = pcore_names::unknown_names(source, &statements, programs);
    diagnostics.extend(pcore_names::misdirected_global_assignments(
        &statements,
        programs,
    ));
    diagnostics.extend(pcore_names::misplaced_variables(&statements, programs));
    diagnostics.extend(expand::expand(&mut statements, source, target));
    commands::read_built_commands(&mut statements, target);
    diagnostics.sort_by_key(|d| d.span.start);
    limits::cap_errors(&mut diagnostics);
    Checked {
        statements,
        diagnostics,
        unknown_names,
    }
}
