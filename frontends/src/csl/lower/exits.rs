//! Which statements leave their block early at run time: a `return` that
//! is not the function's last statement, a `break` or a `continue`. The
//! lowering keeps structured control flow (scf) by turning each into a flag
//! (a `memref` slot) that later statements and loop conditions test; this
//! module finds where flags are needed, on the AST alone.

use super::super::ast::{Block, Stmt, StmtKind};

/// Whether `body` (a function's statements) returns anywhere but at its
/// last top-level statement.
pub fn has_early_return(body: &[Stmt]) -> bool {
    body.iter().enumerate().any(|(k, stmt)| {
        let last = k + 1 == body.len();
        match &stmt.kind {
            StmtKind::Return(_) => !last,
            _ => contains_return(stmt),
        }
    })
}

fn contains_return(stmt: &Stmt) -> bool {
    children(stmt).iter().any(|block| {
        block
            .stmts
            .iter()
            .any(|s| matches!(s.kind, StmtKind::Return(_)) || contains_return(s))
    })
}

/// The blocks a statement runs at run time (a comptime block is not one).
fn children(stmt: &Stmt) -> Vec<&Block> {
    match &stmt.kind {
        StmtKind::If {
            then, otherwise, ..
        } => std::iter::once(then).chain(otherwise.iter()).collect(),
        StmtKind::While { body, .. } | StmtKind::For { body, .. } | StmtKind::Block(body) => {
            vec![body]
        }
        _ => Vec::new(),
    }
}

fn loop_label(stmt: &Stmt) -> Option<Option<&str>> {
    match &stmt.kind {
        StmtKind::While { label, .. } | StmtKind::For { label, .. } => {
            Some(label.as_ref().map(|l| l.text.as_str()))
        }
        _ => None,
    }
}

/// (breaks, continues) in `body` that target the loop labeled `label`
/// whose body it is: unlabeled ones outside any inner loop, and labeled
/// ones naming it.
pub fn loop_exits(body: &Block, label: Option<&str>) -> (bool, bool) {
    let mut found = (false, false);
    walk_exits(&body.stmts, label, true, &mut found);
    found
}

fn walk_exits(stmts: &[Stmt], label: Option<&str>, direct: bool, found: &mut (bool, bool)) {
    for stmt in stmts {
        let (is_break, target) = match &stmt.kind {
            StmtKind::Break { label: l, .. } => (true, l.as_ref().map(|l| l.text.as_str())),
            StmtKind::Continue(l) => (false, l.as_ref().map(|l| l.text.as_str())),
            _ => {
                // An inner loop takes the unlabeled exits, and the labeled
                // ones when it has the same label.
                let (inner_direct, shadowed) = match loop_label(stmt) {
                    Some(inner) => (false, label.is_some() && inner == label),
                    None => (direct, false),
                };
                if !shadowed {
                    for block in children(stmt) {
                        walk_exits(&block.stmts, label, inner_direct, found);
                    }
                }
                continue;
            }
        };
        let hits = match target {
            None => direct,
            Some(t) => Some(t) == label,
        };
        if hits {
            if is_break {
                found.0 = true;
            } else {
                found.1 = true;
            }
        }
    }
}

/// Whether `stmt` may leave the statements after it unrun: it returns (in
/// a function with early returns), or breaks or continues a loop outside
/// it.
pub fn may_exit(stmt: &Stmt, early_returns: bool) -> bool {
    escapes(stmt, early_returns, &mut Vec::new())
}

fn escapes<'a>(stmt: &'a Stmt, early_returns: bool, inner: &mut Vec<Option<&'a str>>) -> bool {
    match &stmt.kind {
        StmtKind::Return(_) => early_returns,
        StmtKind::Break { label, .. } | StmtKind::Continue(label) => match label {
            // Unlabeled: it leaves `stmt` unless a loop inside takes it.
            None => inner.is_empty(),
            Some(l) => !inner.contains(&Some(l.text.as_str())),
        },
        _ => {
            let pushed = loop_label(stmt);
            if let Some(label) = pushed {
                inner.push(label);
            }
            let found = children(stmt)
                .iter()
                .any(|block| block.stmts.iter().any(|s| escapes(s, early_returns, inner)));
            if pushed.is_some() {
                inner.pop();
            }
            found
        }
    }
}
