//! Tensor variables: `$v := tensor;` names a tensor, and each later use
//! (`$v`, or `$v[arg]` whose argument replaces the definition's `$` index)
//! stands for it, as ztachip's compiler substitutes it. The uses are
//! expanded in the AST, so what follows sees plain tensors. The C
//! expressions of a definition are evaluated where the variable is used
//! (ztachip's hardware keeps the values of the definition's moment for the
//! dimensions the argument does not replace).
//!
//! ztachip's tensor engine keeps a variable's definition in registers, so a
//! use takes the definition the program ran last, which C may choose (conv.m
//! defines `$bot_pcore` in both branches of an `if`). Where a C function
//! holds several definitions of a variable, a use in it has one variant per
//! definition, and C picks the variant by the number of the definition it
//! ran last ([`super::rewrite`]).

use super::ast::{Command, Index, IndexKind, Object, Statement, Term};
use super::reaching::Structure;
use super::Ztachip;
use crate::diagnostic::Diagnostic;
use std::collections::{HashMap, HashSet};

/// The most variants one statement may have (the product of its
/// variables' definitions in its C function).
const MAX_VARIANTS: usize = 64;

/// One `$v := term`: its number among the variable's definitions in the
/// file (from 1), and the C function it is in.
struct Definition {
    number: usize,
    block: Option<usize>,
    /// The defining statement's index and offset.
    statement: (usize, usize),
    term: Term,
}

/// Expands every use of a tensor variable. A use whose C function defines
/// the variable once takes that definition; one whose function defines it
/// several times becomes variants of the statement, one per definition
/// (consecutive, with the same lines, `chosen` naming the definitions); a
/// use in a function without a definition takes the last one before it in
/// the text. `source` is the tensor program's text.
pub fn expand(statements: &mut Vec<Statement>, source: &str, target: &Ztachip) -> Vec<Diagnostic> {
    let positions: Vec<usize> = statements.iter().map(|s| s.span.start).collect();
    let blocks = crate::source::top_level_blocks(source, &positions);
    let structure = Structure::of(source, &positions);
    let mut definitions: HashMap<String, Vec<Definition>> = HashMap::new();
    for (index, (statement, block)) in statements.iter_mut().zip(&blocks).enumerate() {
        let mut captures = Vec::new();
        for command in &statement.commands {
            if let Command::Define { name, term } = command {
                let list = definitions.entry(name.text.clone()).or_default();
                let number = list.len() + 1;
                let term = captured(term, &name.text, number, target, &mut captures);
                list.push(Definition {
                    number,
                    block: *block,
                    statement: (index, statement.span.start),
                    term,
                });
            }
        }
        statement.captures = captures;
    }
    let offsets: HashMap<&String, Vec<usize>> = definitions
        .iter()
        .map(|(name, list)| (name, list.iter().map(|d| d.statement.1).collect()))
        .collect();
    let mut errors = Vec::new();
    let mut expanded = Vec::with_capacity(statements.len());
    let mut last: HashMap<String, usize> = HashMap::new();
    let mut recorded: HashSet<(String, usize)> = HashSet::new();
    for (index, (mut statement, block)) in std::mem::take(statements)
        .into_iter()
        .zip(blocks)
        .enumerate()
    {
        let used = (index, statement.span.start);
        // The variables of this statement's uses and the definitions each
        // may take.
        let mut choices: Vec<(String, Vec<usize>)> = Vec::new();
        for name in uses(&statement) {
            if choices.iter().any(|(n, _)| *n == name) {
                continue;
            }
            let Some(list) = definitions.get(&name) else {
                continue;
            };
            let here: Vec<&Definition> = list
                .iter()
                .filter(|d| d.block == block && block.is_some())
                .collect();
            // The last definition before the use, when the text shows it
            // is the one run last whenever the use runs.
            let shown = here
                .iter()
                .rev()
                .find(|d| d.statement.1 < used.1)
                .filter(|d| structure.reaches(d.statement, used, &offsets[&name]));
            let local: Vec<usize> = match shown {
                Some(d) => vec![d.number],
                None => here.iter().map(|d| d.number).collect(),
            };
            let candidates = match (local.len(), last.get(&name)) {
                (0, Some(&before)) => vec![before],
                (0, None) => Vec::new(),
                _ => local,
            };
            if candidates.len() > 1 {
                for &number in &candidates {
                    recorded.insert((name.clone(), number));
                }
            }
            choices.push((name, candidates));
        }
        for command in &statement.commands {
            if let Command::Define { name, .. } = command {
                let number = last.get(&name.text).map_or(1, |n| n + 1);
                last.insert(name.text.clone(), number);
                statement.recorded.push((name.text.clone(), number));
            }
        }
        let combinations: usize = choices.iter().map(|(_, c)| c.len().max(1)).product();
        if combinations > MAX_VARIANTS {
            errors.push(Diagnostic::error(
                statement.span.clone(),
                format!(
                    "this statement's tensor variables have {combinations} combinations of the definitions their C function makes (at most {MAX_VARIANTS})"
                ),
            ));
            continue;
        }
        for k in 0..combinations {
            let mut variant = statement.clone();
            let mut chosen = Vec::new();
            let mut taken = Vec::new();
            let mut rest = k;
            for (name, candidates) in &choices {
                let Some(&number) = candidates.get(rest % candidates.len().max(1)) else {
                    continue;
                };
                rest /= candidates.len().max(1);
                // Only a variable C chooses at run time is tested: one of a
                // single definition records no number.
                if candidates.len() > 1 {
                    chosen.push((name.clone(), number));
                }
                taken.push((name.clone(), number));
                let term = &definitions[name][number - 1].term;
                substitute_all(&mut variant, name, term);
            }
            variant.chosen = chosen;
            variant.expanded = taken;
            expanded.push(variant);
        }
    }
    // Only the definitions a run-time choice reads record their number.
    for statement in &mut expanded {
        statement.recorded.retain(|r| recorded.contains(r));
    }
    *statements = expanded;
    errors
}

/// A definition as its uses see it: each of its C values (those not
/// literal) a C variable the definition sets when it runs, as ztachip's
/// tensor engine keeps a definition's values in its registers: a use
/// evaluates only its own argument, and a definition may name C variables
/// of its own block. `captures` gets (variable, value) of each.
fn captured(
    term: &Term,
    variable: &str,
    number: usize,
    target: &Ztachip,
    captures: &mut Vec<(String, super::ast::Text)>,
) -> Term {
    let mut kept = term.clone();
    let stem = crate::source::c_identifier(variable.trim_start_matches('$'));
    let mut by_text: HashMap<String, String> = HashMap::new();
    super::rewrite::term_values_mut(&mut kept, target, &mut |text| {
        if text.text.trim().is_empty() || super::eval::constant(&text.text).is_some() {
            return;
        }
        let name = by_text.entry(text.text.clone()).or_insert_with(|| {
            let name = format!("__tanto_zta_dv_{stem}_{number}_{}", captures.len());
            captures.push((name.clone(), text.clone()));
            name
        });
        text.text = name.clone();
    });
    kept
}

/// The variables the transfers of `statement` use, in order.
fn uses(statement: &Statement) -> Vec<String> {
    let mut names = Vec::new();
    for command in &statement.commands {
        if let Command::Transfer { dst, src, .. } = command {
            for side in [dst, src] {
                if let Object::Variable { name, .. } = &side.object {
                    names.push(name.text.clone());
                }
            }
        }
    }
    names
}

/// Every use of `name` in `statement`'s transfers, expanded by `definition`.
fn substitute_all(statement: &mut Statement, name: &str, definition: &Term) {
    for command in &mut statement.commands {
        if let Command::Transfer { dst, src, .. } = command {
            for side in [dst, src] {
                if let Some(expanded) = substitute(side, name, definition) {
                    **side = expanded;
                }
            }
        }
    }
}

/// The tensor a use of `name` stands for: `definition` with the use's
/// argument in place of the first `$` index, the use's directives added.
fn substitute(term: &Term, name: &str, definition: &Term) -> Option<Term> {
    let Object::Variable {
        name: used,
        argument,
    } = &term.object
    else {
        return None;
    };
    if used.text != name {
        return None;
    }
    let mut expanded = definition.clone();
    let replacement = argument.clone().unwrap_or(Index {
        kind: IndexKind::Single(super::ast::Text {
            text: "0".into(),
            span: used.span.clone(),
        }),
        span: used.span.clone(),
    });
    if let Some(slot) = placeholder(&mut expanded) {
        *slot = replacement;
    }
    let d = &term.directives;
    let e = &mut expanded.directives;
    e.fors.extend(d.fors.iter().cloned());
    e.pad = d.pad.clone().or(e.pad.take());
    e.dtype = d.dtype.clone().or(e.dtype.take());
    e.remap = d.remap.clone().or(e.remap.take());
    e.scatter = d.scatter.clone().or(e.scatter.take());
    e.concurrent = d.concurrent.clone().or(e.concurrent.take());
    e.latest |= d.latest;
    e.repeat |= d.repeat;
    expanded.span = term.span.clone();
    Some(expanded)
}

/// The `$` of a tensor: an index, or a FOR's range (`FOR(I=$)`, which
/// ztachip's compiler reads as the argument's range for I). ztachip allows
/// one `$` per definition.
fn placeholder(term: &mut Term) -> Option<&mut Index> {
    let is_placeholder = |i: &&mut Index| i.kind == IndexKind::Placeholder;
    if let Some(range) = term
        .directives
        .fors
        .iter_mut()
        .filter_map(|(_, range)| range.as_mut())
        .find(is_placeholder)
    {
        return Some(range);
    }
    let indices: Vec<&mut Index> = match &mut term.object {
        Object::Memory(m) => m.indices.iter_mut().collect(),
        Object::Pcore(p) => p
            .indices
            .iter_mut()
            .chain(p.thread.iter_mut().flat_map(|t| t.indices.iter_mut()))
            .chain(p.variable_indices.iter_mut())
            .collect(),
        _ => Vec::new(),
    };
    indices
        .into_iter()
        .find(|i| i.kind == IndexKind::Placeholder)
}
