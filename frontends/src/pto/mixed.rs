//! Functions compiled once per core type. PTOAS compiles a function without
//! a kernel kind for both: its `pto.section.cube` code on the cube, its
//! `pto.section.vector` code on the vector cores (`#if
//! defined(__DAV_CUBE__)`). Without a kind from the caller (a program's
//! kernel `kind`, `--pto-kernel-kind`), such a function, and every function
//! without a kind that calls one, is lowered twice: `@name.cube` and
//! `@name.vector`, and a call from code of one kind goes to that copy.

use super::ast::{Func, Op, ParsedOpKind};
use std::collections::{HashMap, HashSet};

/// The name of `function`'s copy for `kind`.
pub fn copy_name(function: &str, kind: super::KernelKind) -> String {
    format!("{function}.{}", kind.name())
}

/// The functions without a kernel kind that have sections or call such a
/// function (linear in the module: one walk, then a search of the callers).
pub fn mixed(funcs: &[Func]) -> HashSet<String> {
    let kindless: HashSet<&str> = funcs
        .iter()
        .filter(|f| f.kind.is_none())
        .map(|f| f.name.as_str())
        .collect();
    let mut callers: HashMap<&str, Vec<&str>> = HashMap::new();
    let mut work = Vec::new();
    for func in funcs.iter().filter(|f| f.kind.is_none()) {
        let mut facts = Facts::default();
        walk(&func.body, &mut facts);
        if facts.section {
            work.push(func.name.as_str());
        }
        for callee in facts.callees {
            callers.entry(callee).or_default().push(&func.name);
        }
    }
    let mut found: HashSet<String> = HashSet::new();
    while let Some(name) = work.pop() {
        if !found.insert(name.to_string()) {
            continue;
        }
        for caller in callers.get(name).into_iter().flatten() {
            if kindless.contains(caller) && !found.contains(*caller) {
                work.push(caller);
            }
        }
    }
    found
}

#[derive(Default)]
struct Facts<'f> {
    section: bool,
    callees: Vec<&'f str>,
}

fn walk<'f>(ops: &'f [Op], facts: &mut Facts<'f>) {
    for op in ops {
        match &op.kind {
            ParsedOpKind::Section { .. } => facts.section = true,
            ParsedOpKind::Call(call) => facts.callees.push(&call.callee),
            _ => {}
        }
        for body in op.kind.bodies() {
            walk(body, facts);
        }
    }
}
