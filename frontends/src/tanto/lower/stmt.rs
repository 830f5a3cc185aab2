//! Statements: declarations, blocks with math-object scopes, and the guard
//! that skips the rest of a block after `break`/`continue`/`return`.

use super::control::{has_jump, Jump};
use super::{
    super::{
        ast::{self, Span},
        types::{Const, Scalar, Ty},
    },
    Lowerer, TypedValue, Var, VarId,
};
use crate::diagnostic::Diagnostic;
use std::collections::{BTreeSet, HashSet};

impl<'c, 'p> Lowerer<'c, 'p> {
    pub(super) fn stmts(&mut self, stmts: &'p [ast::Stmt]) {
        // Each statement that may exit nests the rest of the list one level
        // deeper (`guarded_rest`, `exiting_if`): a level of recursion.
        let Some(first) = stmts.first() else { return };
        if !self.enter(&first.span()) {
            return;
        }
        self.stmt_list(stmts);
        self.leave();
    }

    fn stmt_list(&mut self, stmts: &'p [ast::Stmt]) {
        for (index, stmt) in stmts.iter().enumerate() {
            let rest = &stmts[index + 1..];
            if !rest.is_empty() && self.exiting_if(stmt, rest) {
                return;
            }
            self.stmt(stmt);
            if rest.is_empty() {
                return;
            }
            let exits = self.exit_flags(std::slice::from_ref(stmt));
            if !exits.is_empty() {
                self.guarded_rest(&exits, rest);
                return;
            }
        }
    }

    /// `if (c) { ...; continue; } rest` becomes `if (c) { ... } else { rest }`
    /// (and the mirror image) when the other branch cannot jump: the branch
    /// structure then says which path runs `rest`, where a flag test would
    /// hide it from path-insensitive analyses such as protocol verification.
    /// Returns false, lowering nothing, when the statement is not of that
    /// shape or its condition folds.
    fn exiting_if(&mut self, stmt: &'p ast::Stmt, rest: &'p [ast::Stmt]) -> bool {
        let ast::Stmt::If {
            cond,
            then,
            otherwise,
            span,
        } = stmt
        else {
            return false;
        };
        let otherwise = otherwise.as_deref();
        let never_jumps = |s: Option<&ast::Stmt>| {
            s.is_none_or(|s| {
                [Jump::Break, Jump::Continue, Jump::Return]
                    .iter()
                    .all(|j| !has_jump(s, *j))
            })
        };
        let rest_in_else = always_jumps(then) && never_jumps(otherwise);
        let rest_in_then =
            !rest_in_else && otherwise.is_some_and(always_jumps) && never_jumps(Some(then));
        if !(rest_in_else || rest_in_then) || self.checking_only > 0 {
            return false;
        }
        let condition = self.condition(cond);
        if condition.ty == Ty::Error {
            // Already diagnosed.
            self.after(stmt, rest);
            return true;
        }
        if let Some(k) = condition.constant {
            // A folded condition: only the taken branch is emitted, as in
            // `if_stmt`; the rest follows under the usual flag guard.
            let (taken, dead) = if k.truthy() {
                (Some(&**then), otherwise)
            } else {
                (otherwise, Some(&**then))
            };
            if let Some(dead) = dead {
                self.check_only(|this| this.scoped_stmt(dead));
            }
            if let Some(taken) = taken {
                self.scoped_stmt(taken);
            }
            self.after(stmt, rest);
            return true;
        }
        let mut assigned: BTreeSet<VarId> = self
            .assigned(std::iter::once(&**then).chain(otherwise))
            .into_iter()
            .collect();
        assigned.extend(self.assigned(rest));
        let assigned: Vec<VarId> = assigned.into_iter().collect();
        let rest_span = rest[0].span().start..rest[rest.len() - 1].span().end;
        let lower_rest = move |this: &mut Self| this.scoped(|this| this.stmts(rest), &rest_span);
        if rest_in_else {
            self.structured_if(
                condition,
                &assigned,
                span,
                |this| this.scoped_stmt(then),
                |this| {
                    if let Some(o) = otherwise {
                        this.scoped_stmt(o);
                    }
                    lower_rest(this);
                },
            );
        } else {
            let otherwise = otherwise.unwrap_or(then);
            self.structured_if(
                condition,
                &assigned,
                span,
                |this| {
                    this.scoped_stmt(then);
                    lower_rest(this);
                },
                |this| this.scoped_stmt(otherwise),
            );
        }
        true
    }

    /// Lowers the statements after `stmt`, guarded by the exit flags it may set.
    fn after(&mut self, stmt: &'p ast::Stmt, rest: &'p [ast::Stmt]) {
        let exits = self.exit_flags(std::slice::from_ref(stmt));
        if exits.is_empty() {
            self.stmts(rest);
        } else {
            self.guarded_rest(&exits, rest);
        }
    }

    /// Lowers `rest` only where none of `flags` is set.
    fn guarded_rest(&mut self, flags: &BTreeSet<VarId>, rest: &'p [ast::Stmt]) {
        let span = rest[0].span().start..rest[rest.len() - 1].span().end;
        let condition = self.none_set(flags, &span);
        match condition.constant {
            Some(k) if k.truthy() => self.stmts(rest),
            Some(_) => self.check_only(|this| this.stmts(rest)),
            None => {
                let assigned = self.assigned(rest);
                self.structured_if(condition, &assigned, &span, |this| this.stmts(rest), |_| {});
            }
        }
    }

    /// `!(f1 || f2 || ...)` over the current flag values.
    pub(super) fn none_set(&mut self, flags: &BTreeSet<VarId>, span: &Span) -> TypedValue {
        let mut any: Option<TypedValue> = None;
        for flag in flags {
            let tv = self.var_tv(*flag, span);
            any = Some(match any {
                None => tv,
                Some(previous) => self.logical(ast::BinaryOp::Or, previous, tv, span),
            });
        }
        match any {
            None => TypedValue::constant(Scalar::Bool, Const::Int(1)),
            Some(tv) => self.not(tv, span),
        }
    }

    /// Type-checks code without emitting it (a dead branch): role and
    /// liveness rules are off and variable values are restored.
    pub(super) fn check_only(&mut self, body: impl FnOnce(&mut Self)) {
        // The snapshot is work too: the step budget counts it.
        self.steps += self.vars.len();
        let snapshot: Vec<_> = self.vars.iter().map(|v| (v.value, v.constant)).collect();
        let alive = self.alive_math.len();
        let pool = self.ir.constants.take();
        let block = self.ir.block;
        let (_scratch, scratch_block) = self.ir.region(&[], &(0..0));
        self.ir.block = scratch_block;
        self.checking_only += 1;
        body(self);
        self.checking_only -= 1;
        self.ir.block = block;
        self.ir.constants = pool;
        self.alive_math.truncate(alive);
        for (var, (value, constant)) in self.vars.iter_mut().zip(snapshot) {
            var.value = value;
            var.constant = constant;
        }
    }

    pub(super) fn stmt(&mut self, stmt: &'p ast::Stmt) {
        if !self.enter(&stmt.span()) {
            return;
        }
        self.stmt_kind(stmt);
        self.leave();
    }

    fn stmt_kind(&mut self, stmt: &'p ast::Stmt) {
        match stmt {
            ast::Stmt::Block(block) => self.scoped(|this| this.stmts(&block.stmts), &block.span),
            ast::Stmt::Var(decl) => self.var_decl(decl),
            ast::Stmt::Expr(expr) => {
                self.expr(expr);
            }
            ast::Stmt::If {
                cond,
                then,
                otherwise,
                span,
            } => self.if_stmt(cond, then, otherwise.as_deref(), span),
            ast::Stmt::For {
                init,
                cond,
                step,
                body,
                span,
            } => self.scoped(
                |this| this.for_stmt(init.as_deref(), cond.as_ref(), step, body, span),
                span,
            ),
            ast::Stmt::While { cond, body, span } => self.while_stmt(cond, body, span),
            ast::Stmt::DoWhile { body, cond, span } => self.do_while_stmt(body, cond, span),
            ast::Stmt::Break(span) => self.loop_exit(span, true),
            ast::Stmt::Continue(span) => self.loop_exit(span, false),
            ast::Stmt::Return(value, span) => self.return_stmt(value.as_ref(), span),
            ast::Stmt::Empty(_) => {}
        }
    }

    /// Runs `body` in a new scope whose math objects are released at its end.
    pub(super) fn scoped(&mut self, body: impl FnOnce(&mut Self), span: &Span) {
        let mark = self.alive_math.len();
        self.push_scope();
        body(self);
        self.pop_scope();
        let end = span.end.saturating_sub(1)..span.end;
        self.release_math_since(mark, &end);
    }

    fn loop_exit(&mut self, span: &Span, is_break: bool) {
        let keyword = if is_break { "break" } else { "continue" };
        let base = self.frames.last().map_or(0, |f| f.loop_base);
        let Some(flags) = self.loops.last().filter(|_| self.loops.len() > base) else {
            self.err(span, format!("`{keyword}` outside of a loop"));
            return;
        };
        let flag = if is_break {
            flags.break_flag
        } else {
            flags.continue_flag
        };
        if let Some(flag) = flag {
            self.set_var(flag, TypedValue::constant(Scalar::Bool, Const::Int(1)));
        }
    }

    fn return_stmt(&mut self, value: Option<&'p ast::Expr>, span: &Span) {
        let Some(frame) = self.frames.last() else {
            return;
        };
        let (ret, flag, slot, name) = (
            frame.ret,
            frame.return_flag,
            frame.return_value,
            frame.name.clone(),
        );
        if frame.ret_invalid {
            if let Some(expr) = value {
                self.expr(expr);
            }
            return;
        }
        match (value, ret) {
            (Some(expr), Ty::Void) => {
                self.expr(expr);
                self.err(
                    &expr.span,
                    format!("`{name}` returns void, so `return` takes no value"),
                );
            }
            (None, Ty::Void) => {}
            (None, ty) => self.err(
                span,
                format!("`{name}` returns `{ty}`: `return` needs a value"),
            ),
            (Some(expr), ty) => {
                let tv = self.expr(expr);
                if let (Some(slot), Some(converted)) = (slot, self.convert_to(tv, ty, &expr.span)) {
                    self.set_var(slot, converted);
                }
            }
        }
        if let Some(flag) = flag {
            self.set_var(flag, TypedValue::constant(Scalar::Bool, Const::Int(1)));
        }
    }

    fn var_decl(&mut self, decl: &'p ast::VarDecl) {
        let is_const = decl
            .qualifiers
            .iter()
            .any(|q| matches!(q, ast::Qualifier::Const | ast::Qualifier::Constexpr));
        let declared = if matches!(decl.ty.kind, ast::TypeExprKind::Auto) {
            None
        } else {
            self.resolve_type(&decl.ty)
        };
        if declared.is_none() && !matches!(decl.ty.kind, ast::TypeExprKind::Auto) {
            // The type error is reported; still check the initializers.
            // The names are poisoned: their uses report nothing more.
            for declarator in &decl.declarators {
                self.poison(&declarator.name.name);
                if let Some(init) = &declarator.init {
                    self.expr(init);
                }
            }
            return;
        }
        for declarator in &decl.declarators {
            // A declarator with an error (reported) poisons its name: its
            // uses report nothing more.
            let declared = 'declare: {
                let init = declarator
                    .init
                    .as_ref()
                    .map(|e| (self.expr(e), e.span.clone()));
                let ty = match (declared, &init) {
                    (Some(ty), _) => ty,
                    (None, Some((tv, _))) if !matches!(tv.ty, Ty::Void | Ty::Error) => tv.ty,
                    // An invalid initializer is already reported (a call of a
                    // void function is not, and is reported below).
                    (None, Some((tv, _))) if tv.ty == Ty::Error => {
                        self.poison(&declarator.name.name);
                        break 'declare false;
                    }
                    (None, _) => {
                        self.err(&declarator.span, "`auto` needs an initializer with a value");
                        break 'declare false;
                    }
                };
                if ty == Ty::Void {
                    self.err(
                        &decl.ty.span,
                        format!("variable `{}` cannot be `void`", declarator.name.name),
                    );
                    break 'declare false;
                }
                if self.emitting() && ty.is_dataflow_object() {
                    self.evidence
                        .dataflow(&declarator.span, &format!("a {ty} object"));
                }
                let value = match (ty, init) {
                    (Ty::Math(element), None) => match self.acquire_math(element, &declarator.span)
                    {
                        Some(v) => TypedValue {
                            ty,
                            value: Some(v),
                            constant: None,
                            var: None,
                        },
                        None => break 'declare false,
                    },
                    (Ty::Scalar(scalar), None) => {
                        if is_const {
                            self.err(
                                &declarator.span,
                                format!("constant `{}` needs an initializer", declarator.name.name),
                            );
                        }
                        // C leaves it indeterminate; zero keeps the IR well defined.
                        TypedValue::constant(scalar, Const::Int(0))
                    }
                    (object, None) => {
                        self.error(
                            Diagnostic::error(declarator.span.clone(), format!("`{}` has no {object} to refer to", declarator.name.name))
                                .with_help("pipes, buffers and semaphores are created by the host and passed as kernel parameters"),
                        );
                        break 'declare false;
                    }
                    (ty, Some((tv, span))) => match self.convert_to(tv, ty, &span) {
                        Some(v) => v,
                        None => break 'declare false,
                    },
                };
                let id = self.declare(
                    &declarator.name,
                    Var {
                        name: declarator.name.name.clone(),
                        ty,
                        value: None,
                        constant: None,
                        mutable: !is_const,
                        span: declarator.name.span.clone(),
                    },
                );
                self.set_var(id, value);
                true
            };
            if !declared {
                self.poison(&declarator.name.name);
            }
        }
    }

    /// The current value of a variable as a typed value.
    pub(super) fn var_tv(&mut self, id: VarId, span: &Span) -> TypedValue {
        let ty = self.vars[id].ty;
        let constant = self.vars[id].constant;
        let value = if constant.is_some() {
            None
        } else {
            self.var_value(id, span)
        };
        TypedValue {
            ty,
            value,
            constant,
            var: Some(id),
        }
    }

    // ---- what a piece of code may change --------------------------------------------------

    /// Variables declared outside `stmts` that `stmts` may assign, including
    /// the exit flags it may set. Sorted, so the IR is deterministic.
    pub(super) fn assigned<'a>(
        &self,
        stmts: impl IntoIterator<Item = &'a ast::Stmt>,
    ) -> Vec<VarId> {
        let mut scan = Scan {
            lowerer: self,
            declared: vec![HashSet::new()],
            out: BTreeSet::new(),
            loop_depth: 0,
        };
        for stmt in stmts {
            scan.stmt(stmt);
        }
        scan.out.into_iter().collect()
    }

    pub(super) fn assigned_by_exprs(&self, exprs: &[&ast::Expr]) -> Vec<VarId> {
        let mut scan = Scan {
            lowerer: self,
            declared: vec![HashSet::new()],
            out: BTreeSet::new(),
            loop_depth: 0,
        };
        for expr in exprs {
            scan.expr(expr);
        }
        scan.out.into_iter().collect()
    }

    /// The exit flags (of the innermost loop and the function) that `stmts`
    /// may set.
    pub(super) fn exit_flags(&self, stmts: &[ast::Stmt]) -> BTreeSet<VarId> {
        let flags = self.current_flags();
        self.assigned(stmts)
            .into_iter()
            .filter(|v| flags.contains(v))
            .collect()
    }

    fn current_flags(&self) -> BTreeSet<VarId> {
        let mut flags = BTreeSet::new();
        let base = self.frames.last().map_or(0, |f| f.loop_base);
        if let Some(l) = self.loops.last().filter(|_| self.loops.len() > base) {
            flags.extend(l.break_flag);
            flags.extend(l.continue_flag);
        }
        if let Some(f) = self.frames.last() {
            flags.extend(f.return_flag);
        }
        flags
    }
}

/// Finds assigned variables by walking syntax, resolving names as the
/// lowering will (inner declarations shadow outer variables).
struct Scan<'l, 'c, 'p> {
    lowerer: &'l Lowerer<'c, 'p>,
    declared: Vec<HashSet<String>>,
    out: BTreeSet<VarId>,
    loop_depth: usize,
}

impl Scan<'_, '_, '_> {
    fn resolve(&self, name: &str) -> Option<VarId> {
        if self.declared.iter().any(|d| d.contains(name)) {
            return None;
        }
        self.lowerer.lookup(name)
    }

    fn scoped(&mut self, f: impl FnOnce(&mut Self)) {
        self.declared.push(HashSet::new());
        f(self);
        self.declared.pop();
    }

    fn stmt(&mut self, stmt: &ast::Stmt) {
        match stmt {
            ast::Stmt::Block(b) => self.scoped(|s| b.stmts.iter().for_each(|st| s.stmt(st))),
            ast::Stmt::Var(decl) => {
                for d in &decl.declarators {
                    if let Some(init) = &d.init {
                        self.expr(init);
                    }
                    if let Some(top) = self.declared.last_mut() {
                        top.insert(d.name.name.clone());
                    }
                }
            }
            ast::Stmt::Expr(e) => self.expr(e),
            ast::Stmt::If {
                cond,
                then,
                otherwise,
                ..
            } => {
                self.expr(cond);
                self.scoped(|s| s.stmt(then));
                if let Some(o) = otherwise {
                    self.scoped(|s| s.stmt(o));
                }
            }
            ast::Stmt::For {
                init,
                cond,
                step,
                body,
                ..
            } => self.scoped(|s| {
                if let Some(i) = init {
                    s.stmt(i);
                }
                s.loop_depth += 1;
                if let Some(c) = cond {
                    s.expr(c);
                }
                step.iter().for_each(|e| s.expr(e));
                s.scoped(|s| s.stmt(body));
                s.loop_depth -= 1;
            }),
            ast::Stmt::While { cond, body, .. } | ast::Stmt::DoWhile { body, cond, .. } => {
                self.loop_depth += 1;
                self.expr(cond);
                self.scoped(|s| s.stmt(body));
                self.loop_depth -= 1;
            }
            ast::Stmt::Break(_) | ast::Stmt::Continue(_) if self.loop_depth == 0 => {
                let base = self.lowerer.frames.last().map_or(0, |f| f.loop_base);
                if let Some(l) = self
                    .lowerer
                    .loops
                    .last()
                    .filter(|_| self.lowerer.loops.len() > base)
                {
                    let flag = if matches!(stmt, ast::Stmt::Break(_)) {
                        l.break_flag
                    } else {
                        l.continue_flag
                    };
                    self.out.extend(flag);
                }
            }
            ast::Stmt::Return(value, _) => {
                if let Some(v) = value {
                    self.expr(v);
                }
                if let Some(f) = self.lowerer.frames.last() {
                    self.out.extend(f.return_flag);
                    self.out.extend(f.return_value);
                }
            }
            _ => {}
        }
    }

    fn expr(&mut self, expr: &ast::Expr) {
        use ast::ExprKind as K;
        match &expr.kind {
            K::Assign(_, target, value) => {
                self.expr(value);
                self.target(target);
            }
            K::Unary(op, operand) => {
                if matches!(
                    op,
                    ast::UnaryOp::PreInc
                        | ast::UnaryOp::PreDec
                        | ast::UnaryOp::PostInc
                        | ast::UnaryOp::PostDec
                ) {
                    self.target(operand);
                }
                self.expr(operand);
            }
            K::Binary(_, a, b) => {
                self.expr(a);
                self.expr(b);
            }
            K::Ternary(c, a, b) => {
                self.expr(c);
                self.expr(a);
                self.expr(b);
            }
            K::Cast(_, e) => self.expr(e),
            K::Call(name, args) => {
                args.iter().for_each(|a| self.expr(a));
                // Arguments bound to reference parameters of a helper.
                if let Some(function) = self.lowerer.helper(&name.name) {
                    for (param, arg) in function.params.iter().zip(args) {
                        if param.by_ref {
                            self.target(arg);
                        }
                    }
                }
            }
            K::Method { receiver, args, .. } => {
                self.expr(receiver);
                args.iter().for_each(|a| self.expr(a));
            }
            K::Int { .. } | K::Float(_) | K::Bool(_) | K::Var(_) => {}
        }
    }

    fn target(&mut self, target: &ast::Expr) {
        if let ast::ExprKind::Var(name) = &target.kind {
            if let Some(id) = self.resolve(&name.name) {
                self.out.insert(id);
            }
        }
    }
}

/// Whether every path through `stmt` ends in break, continue or return.
fn always_jumps(stmt: &ast::Stmt) -> bool {
    match stmt {
        ast::Stmt::Break(_) | ast::Stmt::Continue(_) | ast::Stmt::Return(..) => true,
        ast::Stmt::Block(block) => block.stmts.iter().any(always_jumps),
        ast::Stmt::If {
            then, otherwise, ..
        } => always_jumps(then) && otherwise.as_deref().is_some_and(always_jumps),
        _ => false,
    }
}
