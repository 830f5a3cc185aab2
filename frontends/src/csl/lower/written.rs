//! The names a PE file's functions and tasks write: assignment targets and
//! names whose address is taken. A global `var` DSD outside this set keeps
//! its initial walk for the whole run, so it is as comptime-known as a
//! `const` one (cslc takes such a DSD in an asynchronous operation). Locals
//! of the same name count too: the set may be larger than needed, never
//! smaller. Also the arrays that tensor accesses walk: a `const` array
//! among them needs storage, as a `var` has.

use super::super::ast::*;
use super::super::limits::children;
use std::collections::BTreeSet;

enum Node<'a> {
    Stmt(&'a Stmt),
    Expr(&'a Expr),
}

/// What a file's code names: see the module's documentation.
#[derive(Default)]
pub(super) struct Names {
    /// Written anywhere in the file's functions and tasks.
    pub written: BTreeSet<String>,
    /// Walked by a tensor access (`|i|{n} -> A[i]`), or indexed in a
    /// function or task (an index known only at run time reads storage).
    pub walked: BTreeSet<String>,
}

pub(super) fn names(file: &File) -> Names {
    let mut written = BTreeSet::new();
    let mut walked = BTreeSet::new();
    // The functions' and tasks' code first: what it indexes is walked.
    let mut stack: Vec<Node> = file
        .items
        .iter()
        .filter_map(|item| match item {
            Item::Fn(f) => Some(f.body.stmts.iter().map(Node::Stmt)),
            _ => None,
        })
        .flatten()
        .collect();
    while let Some(node) = stack.pop() {
        match node {
            Node::Stmt(s) => push_stmt(s, &mut stack, &mut BTreeSet::new()),
            Node::Expr(e) => {
                if let ExprKind::Index { base, .. } = &e.kind {
                    if let Some(name) = root(base) {
                        walked.insert(name.to_string());
                    }
                }
                stack.extend(children(e).into_iter().map(Node::Expr));
            }
        }
    }
    for item in &file.items {
        match item {
            Item::Fn(f) => stack.extend(f.body.stmts.iter().map(Node::Stmt)),
            Item::Comptime(b) | Item::Layout(b) => stack.extend(b.stmts.iter().map(Node::Stmt)),
            Item::Decl(d) => stack.extend(d.init.iter().map(Node::Expr)),
        }
    }
    while let Some(node) = stack.pop() {
        match node {
            Node::Stmt(s) => push_stmt(s, &mut stack, &mut written),
            Node::Expr(e) => match &e.kind {
                ExprKind::Unary {
                    op: UnaryOp::AddressOf,
                    operand,
                } => {
                    if let Some(name) = root(operand) {
                        written.insert(name.to_string());
                    }
                }
                ExprKind::Block(b) => stack.extend(b.stmts.iter().map(Node::Stmt)),
                ExprKind::TensorAccess { body, .. } => {
                    if let Some(name) = root(body) {
                        walked.insert(name.to_string());
                    }
                    stack.extend(children(e).into_iter().map(Node::Expr));
                }
                _ => stack.extend(children(e).into_iter().map(Node::Expr)),
            },
        }
    }
    Names { written, walked }
}

fn push_stmt<'a>(s: &'a Stmt, stack: &mut Vec<Node<'a>>, written: &mut BTreeSet<String>) {
    let mut assign = |a: &'a Assign, stack: &mut Vec<Node<'a>>| {
        if let Some(name) = root(&a.target) {
            written.insert(name.to_string());
        }
        stack.extend([Node::Expr(&a.target), Node::Expr(&a.value)]);
    };
    let block =
        |b: &'a Block, stack: &mut Vec<Node<'a>>| stack.extend(b.stmts.iter().map(Node::Stmt));
    match &s.kind {
        StmtKind::Decl(d) => stack.extend(d.init.iter().map(Node::Expr)),
        StmtKind::Expr(e) => stack.push(Node::Expr(e)),
        StmtKind::Assign(a) => assign(a, stack),
        StmtKind::If {
            cond,
            then,
            otherwise,
        } => {
            stack.push(Node::Expr(cond));
            block(then, stack);
            if let Some(b) = otherwise {
                block(b, stack);
            }
        }
        StmtKind::While {
            cond, step, body, ..
        } => {
            stack.push(Node::Expr(cond));
            if let Some(a) = step {
                assign(a, stack);
            }
            block(body, stack);
        }
        StmtKind::For { iterable, body, .. } => {
            stack.push(Node::Expr(iterable));
            block(body, stack);
        }
        StmtKind::Return(value) | StmtKind::Break { value, .. } => {
            stack.extend(value.iter().map(Node::Expr))
        }
        StmtKind::Continue(_) => {}
        StmtKind::Comptime(b) | StmtKind::Block(b) => block(b, stack),
    }
}

/// The variable an assignment target or address names: `x`, `x[i]`, `x.f`.
fn root(e: &Expr) -> Option<&str> {
    let mut e = e;
    loop {
        match &e.kind {
            ExprKind::Ident(name) => return Some(name),
            ExprKind::Index { base, .. } | ExprKind::Field { base, .. } | ExprKind::Deref(base) => {
                e = base
            }
            _ => return None,
        }
    }
}
