//! Which `int` values a kernel computes alike on every PCORE. The PCOREs
//! run a thread in lockstep (one instruction unit fetches for all), so a
//! conditional jump whose condition may differ between them is decided
//! for all together (`conditions.rs`); one whose operands are the same
//! everywhere needs no such agreement and stays a plain branch.
//!
//! Uniform: constants, `tid` (a thread runs on every PCORE at once),
//! `_global` parameters, and the kernel's own `int` locals every
//! assignment of which is uniform. Everything else may differ: `pid`,
//! data, the tensor program's per-PCORE parameters, class registers kept
//! from earlier kernels, and anything an inlined subroutine computes.

use crate::ztachip::pcore::ast::*;
use std::collections::HashSet;

/// The uniform `int` locals of one kernel, by name.
#[derive(Debug, Default)]
pub struct Uniform {
    locals: HashSet<String>,
    globals: HashSet<String>,
}

impl Uniform {
    /// `function`'s uniform locals; `globals` are its `_global` parameters,
    /// `others` the names of its other parameters and its class's members
    /// (a local of such a name may be confused with them by name).
    pub fn of(function: &Function, globals: HashSet<String>, others: &HashSet<String>) -> Self {
        let mut declared = Declared::default();
        declared.block(&function.body);
        let mut locals: HashSet<String> = declared
            .ints
            .difference(&declared.others)
            .filter(|name| !others.contains(*name) && !globals.contains(*name))
            .cloned()
            .collect();
        locals.retain(|name| !is_builtin(name));
        let mut uniform = Self { locals, globals };
        // Assume every candidate uniform; drop those assigned a value that
        // is not, until none changes.
        loop {
            let dropped: Vec<String> = declared
                .assignments
                .iter()
                .filter(|(name, value)| {
                    uniform.locals.contains(name)
                        && !value.as_ref().is_some_and(|v| uniform.holds(v))
                })
                .map(|(name, _)| name.clone())
                .collect();
            if dropped.is_empty() {
                return uniform;
            }
            for name in dropped {
                uniform.locals.remove(&name);
            }
        }
    }

    /// Whether `expr` has the same value on every PCORE.
    pub fn holds(&self, expr: &Expr) -> bool {
        match &expr.kind {
            ExprKind::Int(_) | ExprKind::Char(_) | ExprKind::Float(_) => true,
            ExprKind::Name(name) if name.class.is_none() => {
                self.locals.contains(&name.name)
                    || self.globals.contains(&name.name)
                    || name.name.eq_ignore_ascii_case("tid")
            }
            ExprKind::Prefix(op, operand) => op != "*" && op != "&" && self.holds(operand),
            ExprKind::Postfix(_, operand) | ExprKind::Cast(_, _, operand) => self.holds(operand),
            ExprKind::Binary(_, a, b) => self.holds(a) && self.holds(b),
            ExprKind::Conditional(c, a, b) => self.holds(c) && self.holds(a) && self.holds(b),
            ExprKind::Comma(items) => items.iter().all(|e| self.holds(e)),
            _ => false,
        }
    }
}

fn is_builtin(name: &str) -> bool {
    ["tid", "pid", "_vmask"]
        .iter()
        .any(|b| name.eq_ignore_ascii_case(b))
}

/// A kernel body's declarations and assignments, by name.
#[derive(Default)]
struct Declared {
    /// Names declared as plain `int` scalars.
    ints: HashSet<String>,
    /// Names declared as anything else.
    others: HashSet<String>,
    /// (name, value) per assignment; None where the value is not one
    /// expression (`x *= e`, `x = {...}`).
    assignments: Vec<(String, Option<Expr>)>,
}

impl Declared {
    /// Every declaration and expression of `block`, at any depth (in no
    /// particular order: the analysis is by name, not by scope).
    fn block(&mut self, block: &Block) {
        let mut pending: Vec<&Statement> = block.statements.iter().collect();
        while let Some(statement) = pending.pop() {
            match statement {
                Statement::Block(inner) => pending.extend(&inner.statements),
                Statement::Declaration(declaration) => self.declaration(declaration),
                Statement::Expr(expr, _) | Statement::Return(expr, _) => {
                    expr.iter().for_each(|e| self.expr(e))
                }
                Statement::If {
                    condition,
                    then,
                    otherwise,
                    ..
                } => {
                    self.expr(condition);
                    pending.push(then);
                    pending.extend(otherwise.as_deref());
                }
                Statement::For {
                    init,
                    condition,
                    step,
                    body,
                    ..
                } => {
                    match init {
                        ForInit::Declaration(declaration) => self.declaration(declaration),
                        ForInit::Expr(expr) => expr.iter().for_each(|e| self.expr(e)),
                    }
                    condition.iter().chain(step).for_each(|e| self.expr(e));
                    pending.push(body);
                }
                Statement::While {
                    condition, body, ..
                }
                | Statement::DoWhile {
                    body, condition, ..
                }
                | Statement::Switch {
                    value: condition,
                    body,
                    ..
                } => {
                    self.expr(condition);
                    pending.push(body);
                }
                _ => {}
            }
        }
    }

    fn declaration(&mut self, declaration: &Declaration) {
        let int = declaration.specifiers.has("int")
            && declaration
                .specifiers
                .words
                .iter()
                .all(|(word, _)| word == "int" || word == "signed");
        for declarator in &declaration.declarators {
            let name = declarator.name.name.clone();
            if int && declarator.pointers == 0 && declarator.dims.is_empty() {
                self.ints.insert(name.clone());
            } else {
                self.others.insert(name.clone());
            }
            match &declarator.init {
                Some(Initializer::Expr(value)) => {
                    self.expr(value);
                    self.assignments.push((name, Some(value.clone())));
                }
                Some(Initializer::List(..)) => self.assignments.push((name, None)),
                None => {}
            }
        }
    }

    /// Records the assignments inside `expr`.
    fn expr(&mut self, expr: &Expr) {
        match &expr.kind {
            ExprKind::Assign(_, target, value) => {
                self.expr(value);
                if let ExprKind::Name(name) = &target.kind {
                    // `x op= e` is `x = x op e`: uniform when e is (x's own
                    // uniformity is what is being decided).
                    self.assignments
                        .push((name.name.clone(), Some((**value).clone())));
                } else {
                    self.expr(target);
                }
            }
            ExprKind::Prefix(_, operand)
            | ExprKind::Postfix(_, operand)
            | ExprKind::Cast(_, _, operand)
            | ExprKind::Member(operand, _) => self.expr(operand),
            ExprKind::Binary(_, a, b) | ExprKind::Index(a, b) => {
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Conditional(c, a, b) => {
                self.expr(c);
                self.expr(a);
                self.expr(b);
            }
            ExprKind::Call(callee, args) => {
                self.expr(callee);
                for arg in args {
                    self.expr(arg);
                }
            }
            ExprKind::Comma(items) => {
                for item in items {
                    self.expr(item);
                }
            }
            _ => {}
        }
    }
}
