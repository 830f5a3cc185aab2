//! Tensor variables: `$v := tensor;` names a tensor, and each later use
//! (`$v`, or `$v[arg]` whose argument replaces the definition's `$` index)
//! stands for it, as ztachip's compiler substitutes it. The uses are
//! expanded in the AST, so what follows sees plain tensors. The C
//! expressions of a definition are evaluated where the variable is used
//! (ztachip's hardware keeps the values of the definition's moment for the
//! dimensions the argument does not replace).

use super::ast::{Command, Index, IndexKind, Object, Statement, Term};
use crate::diagnostic::Diagnostic;
use std::collections::{HashMap, HashSet};

/// Expands every use of a tensor variable defined earlier in the file.
/// A variable defined again before any use of its first definition (the
/// two in the branches of a C `if`, as ztachip's conv.m writes them) gets
/// a warning: ztachip's hardware uses the definition the program ran last,
/// Tanto the one before the use in the text.
pub fn expand(statements: &mut [Statement]) -> Vec<Diagnostic> {
    let mut defined: HashMap<String, Term> = HashMap::new();
    let mut unused: HashSet<String> = HashSet::new();
    let mut warnings = Vec::new();
    for statement in statements.iter_mut() {
        for command in &mut statement.commands {
            match command {
                Command::Define { name, term } => {
                    if !unused.insert(name.text.clone()) {
                        warnings.push(Diagnostic::warning(
                            name.span.clone(),
                            format!(
                                "`{}` is defined again before a use of its previous definition: each use takes the definition before it in the text, not the one the program ran last (a choice made at run time, in a C `if`, is not followed)",
                                name.text
                            ),
                        ));
                    }
                    defined.insert(name.text.clone(), (**term).clone());
                }
                Command::Transfer { dst, src, .. } => {
                    for side in [dst, src] {
                        if let Object::Variable { name, .. } = &side.object {
                            unused.remove(&name.text);
                        }
                        if let Some(expanded) = substitute(side, &defined) {
                            **side = expanded;
                        }
                    }
                }
                _ => {}
            }
        }
    }
    warnings
}

/// The tensor a variable use stands for: its definition with the use's
/// argument in place of the first `$` index, the use's directives added.
fn substitute(term: &Term, defined: &HashMap<String, Term>) -> Option<Term> {
    let Object::Variable { name, argument } = &term.object else {
        return None;
    };
    let mut expanded = defined.get(&name.text)?.clone();
    let replacement = argument.clone().unwrap_or(Index {
        kind: IndexKind::Single(super::ast::Text {
            text: "0".into(),
            span: name.span.clone(),
        }),
        span: name.span.clone(),
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

/// The first `$` index of a tensor.
fn placeholder(term: &mut Term) -> Option<&mut Index> {
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
