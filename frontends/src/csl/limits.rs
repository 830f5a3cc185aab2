//! How deeply a CSL file may nest, checked by loops before anything
//! recursive runs: pest, the tree builder, comptime evaluation and the
//! lowering recurse once per level, so a generated file with thousands of
//! nested brackets or a chain of thousands of operators would overflow the
//! stack. Both limits give located errors; a rejected tree is taken apart
//! without recursion.

use super::ast::{Block, Expr, ExprKind, File, Item, Stmt, StmtKind};
use crate::diagnostic::Diagnostic;

/// The deepest nesting of `()`, `[]` and `{}` (as clang's default
/// `-fbracket-depth`).
pub const MAX_BRACKET_DEPTH: usize = 256;

/// The deepest tree of statements and expressions: each operator, call,
/// field, index, block or statement is one level above its parts.
pub const MAX_TREE_DEPTH: usize = 512;

/// The first bracket nested deeper than [`MAX_BRACKET_DEPTH`], skipping
/// comments, strings and character literals.
pub fn bracket_depth(text: &str) -> Option<Diagnostic> {
    let at = crate::source::bracket_past_depth(text, MAX_BRACKET_DEPTH)?;
    Some(Diagnostic::error(
        at..at + 1,
        format!("brackets nest deeper than {MAX_BRACKET_DEPTH} levels"),
    ))
}

/// A node of the tree, for walking it with an explicit stack.
enum Node<'a> {
    Block(&'a Block),
    Stmt(&'a Stmt),
    Expr(&'a Expr),
}

/// The first place the tree is deeper than [`MAX_TREE_DEPTH`].
pub fn tree_depth(file: &File) -> Option<Diagnostic> {
    let mut stack: Vec<(Node, usize)> = Vec::new();
    for item in &file.items {
        match item {
            Item::Decl(decl) => {
                for e in decl.ty.iter().chain(&decl.init).chain(&decl.align) {
                    stack.push((Node::Expr(e), 1));
                }
            }
            Item::Fn(f) => {
                stack.push((Node::Block(&f.body), 1));
                for e in f.params.iter().map(|p| &p.ty).chain(&f.ret) {
                    stack.push((Node::Expr(e), 1));
                }
            }
            Item::Comptime(b) | Item::Layout(b) => stack.push((Node::Block(b), 1)),
        }
    }
    while let Some((node, depth)) = stack.pop() {
        let span = match &node {
            Node::Block(b) => b.span.clone(),
            Node::Stmt(s) => s.span.clone(),
            Node::Expr(e) => e.span.clone(),
        };
        if depth > MAX_TREE_DEPTH {
            return Some(Diagnostic::error(
                span,
                format!("statements and expressions nest deeper than {MAX_TREE_DEPTH} levels"),
            ));
        }
        let next = depth + 1;
        match node {
            Node::Block(b) => stack.extend(b.stmts.iter().map(|s| (Node::Stmt(s), next))),
            Node::Stmt(s) => push_stmt(&mut stack, s, next),
            Node::Expr(e) => push_expr(&mut stack, e, next),
        }
    }
    None
}

fn push_stmt<'a>(stack: &mut Vec<(Node<'a>, usize)>, stmt: &'a Stmt, depth: usize) {
    let mut expr = |e: &'a Expr| stack.push((Node::Expr(e), depth));
    match &stmt.kind {
        StmtKind::Decl(d) => {
            d.ty.iter()
                .chain(&d.init)
                .chain(&d.align)
                .for_each(&mut expr)
        }
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => expr(e),
        StmtKind::Assign(a) => {
            expr(&a.target);
            expr(&a.value);
        }
        StmtKind::If {
            cond,
            then,
            otherwise,
        } => {
            expr(cond);
            stack.push((Node::Block(then), depth));
            if let Some(o) = otherwise {
                stack.push((Node::Block(o), depth));
            }
        }
        StmtKind::While {
            cond, step, body, ..
        } => {
            expr(cond);
            if let Some(s) = step {
                expr(&s.target);
                expr(&s.value);
            }
            stack.push((Node::Block(body), depth));
        }
        StmtKind::For { iterable, body, .. } => {
            expr(iterable);
            stack.push((Node::Block(body), depth));
        }
        StmtKind::Break { value: Some(v), .. } => expr(v),
        StmtKind::Comptime(b) | StmtKind::Block(b) => stack.push((Node::Block(b), depth)),
        StmtKind::Return(None) | StmtKind::Break { value: None, .. } | StmtKind::Continue(_) => {}
    }
}

fn push_expr<'a>(stack: &mut Vec<(Node<'a>, usize)>, e: &'a Expr, depth: usize) {
    if let ExprKind::Block(b) = &e.kind {
        stack.push((Node::Block(b), depth));
        return;
    }
    stack.extend(children(e).into_iter().map(|c| (Node::Expr(c), depth)));
}

/// An expression's direct sub-expressions (a block's are its statements').
pub fn children(e: &Expr) -> Vec<&Expr> {
    match &e.kind {
        ExprKind::Builtin { args, .. } => args.iter().collect(),
        ExprKind::Call { callee, args } => std::iter::once(&**callee).chain(args).collect(),
        ExprKind::Field { base, .. } | ExprKind::Deref(base) => vec![base],
        ExprKind::Index { base, indices } => std::iter::once(&**base).chain(indices).collect(),
        ExprKind::Unary { operand, .. } => vec![operand],
        ExprKind::Binary { lhs, rhs, .. } => vec![lhs, rhs],
        ExprKind::If {
            cond,
            then,
            otherwise,
        } => [Some(cond), Some(then), otherwise.as_ref()]
            .into_iter()
            .flatten()
            .map(|e| &**e)
            .collect(),
        ExprKind::Literal { ty, fields } => ty
            .iter()
            .map(|t| &**t)
            .chain(fields.iter().map(|(_, v)| v))
            .collect(),
        ExprKind::ArrayLiteral { ty, elements } => std::iter::once(&**ty).chain(elements).collect(),
        ExprKind::ArrayType { dims, element } => {
            dims.iter().chain(std::iter::once(&**element)).collect()
        }
        ExprKind::PointerType { pointee, .. } => vec![pointee],
        ExprKind::FnType { params, ret } => params.iter().chain(std::iter::once(&**ret)).collect(),
        ExprKind::TensorAccess { extents, body, .. } => {
            extents.iter().chain(std::iter::once(&**body)).collect()
        }
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Bool(_)
        | ExprKind::Str(_)
        | ExprKind::Undefined
        | ExprKind::Ident(_)
        | ExprKind::Block(_) => Vec::new(),
    }
}

/// Takes a tree apart without recursion (for one rejected as too deep).
pub fn discard(file: File) {
    let mut exprs: Vec<Expr> = Vec::new();
    let mut blocks: Vec<Block> = Vec::new();
    for item in file.items {
        match item {
            Item::Decl(d) => exprs.extend(d.ty.into_iter().chain(d.init).chain(d.align)),
            Item::Fn(f) => {
                blocks.push(f.body);
                exprs.extend(f.params.into_iter().map(|p| p.ty).chain(f.ret));
            }
            Item::Comptime(b) | Item::Layout(b) => blocks.push(b),
        }
    }
    loop {
        if let Some(block) = blocks.pop() {
            for stmt in block.stmts {
                take_stmt(stmt, &mut exprs, &mut blocks);
            }
        } else if let Some(mut e) = exprs.pop() {
            let kind = std::mem::replace(&mut e.kind, ExprKind::Undefined);
            take_expr(kind, &mut exprs, &mut blocks);
        } else {
            break;
        }
    }
}

fn take_stmt(stmt: Stmt, exprs: &mut Vec<Expr>, blocks: &mut Vec<Block>) {
    match stmt.kind {
        StmtKind::Decl(d) => exprs.extend(d.ty.into_iter().chain(d.init).chain(d.align)),
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) | StmtKind::Break { value: Some(e), .. } => {
            exprs.push(e)
        }
        StmtKind::Assign(a) => exprs.extend([a.target, a.value]),
        StmtKind::If {
            cond,
            then,
            otherwise,
        } => {
            exprs.push(cond);
            blocks.push(then);
            blocks.extend(otherwise);
        }
        StmtKind::While {
            cond, step, body, ..
        } => {
            exprs.push(cond);
            if let Some(s) = step {
                exprs.extend([s.target, s.value]);
            }
            blocks.push(body);
        }
        StmtKind::For { iterable, body, .. } => {
            exprs.push(iterable);
            blocks.push(body);
        }
        StmtKind::Comptime(b) | StmtKind::Block(b) => blocks.push(b),
        StmtKind::Return(None) | StmtKind::Break { value: None, .. } | StmtKind::Continue(_) => {}
    }
}

fn take_expr(kind: ExprKind, exprs: &mut Vec<Expr>, blocks: &mut Vec<Block>) {
    match kind {
        ExprKind::Builtin { args, .. } => exprs.extend(args),
        ExprKind::Call { callee, args } => {
            exprs.push(*callee);
            exprs.extend(args);
        }
        ExprKind::Field { base, .. } | ExprKind::Deref(base) => exprs.push(*base),
        ExprKind::Index { base, indices } => {
            exprs.push(*base);
            exprs.extend(indices);
        }
        ExprKind::Unary { operand, .. } => exprs.push(*operand),
        ExprKind::Binary { lhs, rhs, .. } => exprs.extend([*lhs, *rhs]),
        ExprKind::If {
            cond,
            then,
            otherwise,
        } => {
            exprs.extend([*cond, *then]);
            exprs.extend(otherwise.map(|o| *o));
        }
        ExprKind::Literal { ty, fields } => {
            exprs.extend(ty.map(|t| *t));
            exprs.extend(fields.into_iter().map(|(_, v)| v));
        }
        ExprKind::ArrayLiteral { ty, elements } => {
            exprs.push(*ty);
            exprs.extend(elements);
        }
        ExprKind::ArrayType { dims, element } => {
            exprs.extend(dims);
            exprs.push(*element);
        }
        ExprKind::PointerType { pointee, .. } => exprs.push(*pointee),
        ExprKind::FnType { params, ret } => {
            exprs.extend(params);
            exprs.push(*ret);
        }
        ExprKind::TensorAccess { extents, body, .. } => {
            exprs.extend(extents);
            exprs.push(*body);
        }
        ExprKind::Block(b) => blocks.push(b),
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Bool(_)
        | ExprKind::Str(_)
        | ExprKind::Undefined
        | ExprKind::Ident(_) => {}
    }
}
