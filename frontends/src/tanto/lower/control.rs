//! Structured control flow: `scf.if`, `scf.for` for counted loops,
//! `scf.while` for every other loop. Variables assigned inside are carried
//! through the ops' results; `break`/`continue`/`return` are flags that guard
//! the code after them and end the loop.

use super::{
    super::{
        ast::{self, BinaryOp, ExprKind, Span, UnaryOp},
        types::{Const, Scalar, Ty},
    },
    ir::Val,
    LoopFlags, Lowerer, TypedValue, VarId,
};
use melior::ir::{Attribute, Type};
use std::collections::BTreeSet;

/// A loop scf.for can express: `for (i = a; i < b; i += k)` with b and k
/// unchanged by the body and no break or return.
struct Counted<'p> {
    iv: VarId,
    iv_scalar: Scalar,
    bound: &'p ast::Expr,
    inclusive: bool,
    step: Step<'p>,
    iv_declared_here: bool,
}

#[derive(Clone, Copy)]
enum Step<'p> {
    Constant(i128),
    /// An expression the body does not change.
    Invariant(&'p ast::Expr),
}

impl<'c, 'p> Lowerer<'c, 'p> {
    pub(super) fn materialize(&mut self, tv: TypedValue, span: &Span) -> Option<Val> {
        match (tv.constant, tv.ty) {
            (Some(k), Ty::Scalar(s)) => Some(self.ir.constant(k, s, span)),
            _ => tv.value,
        }
    }

    pub(super) fn current_values(&mut self, vars: &[VarId], span: &Span) -> Vec<Val> {
        vars.iter()
            .map(|id| match self.var_value(*id, span) {
                Some(v) => v,
                None => self.ir.constant(Const::Int(0), Scalar::I32, span),
            })
            .collect()
    }

    fn var_types(&self, vars: &[VarId]) -> Vec<Type<'c>> {
        vars.iter()
            .map(|id| self.ir.ty(self.vars[*id].ty))
            .collect()
    }

    fn bind(&mut self, vars: &[VarId], values: &[Val]) {
        for (id, value) in vars.iter().zip(values) {
            self.vars[*id].value = Some(*value);
            self.vars[*id].constant = None;
        }
    }

    pub(super) fn scoped_stmt(&mut self, stmt: &'p ast::Stmt) {
        self.scoped(|this| this.stmt(stmt), &stmt.span());
    }

    /// `scf.if` on a non-constant condition; `assigned` flow out as results.
    pub(super) fn structured_if(
        &mut self,
        condition: TypedValue,
        assigned: &[VarId],
        span: &Span,
        then: impl FnOnce(&mut Self),
        otherwise: impl FnOnce(&mut Self),
    ) {
        let Some(condition) = self.materialize(condition, span) else {
            return;
        };
        let snapshot: Vec<_> = assigned
            .iter()
            .map(|id| (self.vars[*id].value, self.vars[*id].constant))
            .collect();
        let restore = |this: &mut Self| {
            for (id, (value, constant)) in assigned.iter().zip(&snapshot) {
                this.vars[*id].value = *value;
                this.vars[*id].constant = *constant;
            }
        };
        let types = self.var_types(assigned);
        let outer = self.ir.block;
        let (then_region, then_block) = self.ir.region(&[], span);
        self.ir.block = then_block;
        then(self);
        let values = self.current_values(assigned, span);
        self.ir.terminate(then_block, "scf.yield", &values, span);
        restore(self);
        let (else_region, else_block) = self.ir.region(&[], span);
        self.ir.block = else_block;
        otherwise(self);
        let values = self.current_values(assigned, span);
        self.ir.terminate(else_block, "scf.yield", &values, span);
        restore(self);
        self.ir.block = outer;
        let results = self.ir.op_with_regions(
            "scf.if",
            &[condition],
            &types,
            &[],
            vec![then_region, else_region],
            span,
        );
        self.bind(assigned, &results);
    }

    pub(super) fn condition(&mut self, expr: &'p ast::Expr) -> TypedValue {
        let tv = self.expr(expr);
        self.as_condition(tv, &expr.span)
    }

    pub(super) fn if_stmt(
        &mut self,
        cond: &'p ast::Expr,
        then: &'p ast::Stmt,
        otherwise: Option<&'p ast::Stmt>,
        span: &Span,
    ) {
        let condition = self.condition(cond);
        match condition.constant {
            // A constant condition (params, constexpr) folds: only the taken
            // branch is emitted; the other is still type-checked.
            Some(k) => {
                if k.truthy() {
                    self.scoped_stmt(then);
                    if let Some(o) = otherwise {
                        self.check_only(|this| this.scoped_stmt(o));
                    }
                } else {
                    self.check_only(|this| this.scoped_stmt(then));
                    if let Some(o) = otherwise {
                        self.scoped_stmt(o);
                    }
                }
            }
            None if condition.ty == Ty::Error => {}
            None => {
                let assigned = self.assigned(std::iter::once(then).chain(otherwise));
                self.structured_if(
                    condition,
                    &assigned,
                    span,
                    |this| this.scoped_stmt(then),
                    |this| {
                        if let Some(o) = otherwise {
                            this.scoped_stmt(o);
                        }
                    },
                );
            }
        }
    }

    /// Runs `body` only where none of `flags` is set.
    fn guarded(
        &mut self,
        flags: &BTreeSet<VarId>,
        assigned: &[VarId],
        span: &Span,
        body: impl FnOnce(&mut Self),
    ) {
        let condition = self.none_set(flags, span);
        match condition.constant {
            Some(k) if k.truthy() => body(self),
            Some(_) => self.check_only(body),
            None => self.structured_if(condition, assigned, span, body, |_| {}),
        }
    }

    pub(super) fn for_stmt(
        &mut self,
        init: Option<&'p ast::Stmt>,
        cond: Option<&'p ast::Expr>,
        step: &'p [ast::Expr],
        body: &'p ast::Stmt,
        span: &Span,
    ) {
        if let Some(init) = init {
            self.stmt(init);
        }
        match self.counted(init, cond, step, body) {
            Some(plan) => self.counted_loop(plan, body, span),
            None => self.general_loop(cond, step, body, false, span),
        }
    }

    pub(super) fn while_stmt(&mut self, cond: &'p ast::Expr, body: &'p ast::Stmt, span: &Span) {
        self.general_loop(Some(cond), &[], body, false, span);
    }

    pub(super) fn do_while_stmt(&mut self, body: &'p ast::Stmt, cond: &'p ast::Expr, span: &Span) {
        self.general_loop(Some(cond), &[], body, true, span);
    }

    fn counted(
        &mut self,
        init: Option<&'p ast::Stmt>,
        cond: Option<&'p ast::Expr>,
        step: &'p [ast::Expr],
        body: &'p ast::Stmt,
    ) -> Option<Counted<'p>> {
        let (name, declared_here) = match init? {
            ast::Stmt::Var(decl) if decl.declarators.len() == 1 => {
                (decl.declarators[0].name.name.as_str(), true)
            }
            ast::Stmt::Block(b) if b.stmts.len() == 1 => match &b.stmts[0] {
                ast::Stmt::Expr(ast::Expr {
                    kind: ExprKind::Assign(None, target, _),
                    ..
                }) => (var_name(target)?, false),
                _ => return None,
            },
            _ => return None,
        };
        let iv = self.lookup(name)?;
        let iv_scalar = self.vars[iv].ty.scalar().filter(|s| s.is_integer())?;
        let (bound, inclusive) = match &cond?.kind {
            ExprKind::Binary(BinaryOp::Lt, a, b) if var_name(a) == Some(name) => (&**b, false),
            ExprKind::Binary(BinaryOp::Le, a, b) if var_name(a) == Some(name) => (&**b, true),
            ExprKind::Binary(BinaryOp::Gt, a, b) if var_name(b) == Some(name) => (&**a, false),
            ExprKind::Binary(BinaryOp::Ge, a, b) if var_name(b) == Some(name) => (&**a, true),
            _ => return None,
        };
        // The step: 1, a positive constant, or a loop-invariant expression
        // (scf.for's `iv < ub; iv += step` is C's loop for any step).
        let step_expr = match step {
            [one] => match &one.kind {
                ExprKind::Unary(UnaryOp::PostInc | UnaryOp::PreInc, t)
                    if var_name(t) == Some(name) =>
                {
                    None
                }
                ExprKind::Assign(Some(BinaryOp::Add), t, k) if var_name(t) == Some(name) => {
                    Some(&**k)
                }
                ExprKind::Assign(None, t, sum) if var_name(t) == Some(name) => match &sum.kind {
                    ExprKind::Binary(BinaryOp::Add, a, k) if var_name(a) == Some(name) => {
                        Some(&**k)
                    }
                    _ => return None,
                },
                _ => return None,
            },
            _ => return None,
        };
        let step_value = match step_expr {
            None => Step::Constant(1),
            Some(k) => match self.probe_const(k) {
                Some(v) if v > 0 => Step::Constant(v),
                Some(_) => return None,
                None if is_pure(k) => Step::Invariant(k),
                None => return None,
            },
        };
        if !is_pure(bound) || has_jump(body, Jump::Break) || has_jump(body, Jump::Return) {
            return None;
        }
        let assigned = self.assigned(std::iter::once(body));
        let mut bound_vars = BTreeSet::new();
        collect_vars(bound, &mut bound_vars);
        if let Step::Invariant(k) = step_value {
            collect_vars(k, &mut bound_vars);
        }
        let bound_changes = bound_vars
            .iter()
            .filter_map(|n| self.lookup(n))
            .any(|v| assigned.contains(&v));
        if assigned.contains(&iv) || bound_changes {
            return None;
        }
        Some(Counted {
            iv,
            iv_scalar,
            bound,
            inclusive,
            step: step_value,
            iv_declared_here: declared_here,
        })
    }

    fn counted_loop(&mut self, plan: Counted<'p>, body: &'p ast::Stmt, span: &Span) {
        let scalar = plan.iv_scalar;
        let Some(lb) = self.var_value(plan.iv, span) else {
            return;
        };
        let bound = self.expr(plan.bound);
        let Some(bound_scalar) = bound.ty.scalar() else {
            if bound.ty == Ty::Error {
                return; // already reported
            }
            self.err(
                &plan.bound.span,
                format!("loop bound has type `{}`; expected a number", bound.ty),
            );
            return;
        };
        let unsigned = !Scalar::common(scalar, bound_scalar).is_signed();
        let Some(bound) = self.convert_to(bound, Ty::Scalar(scalar), &plan.bound.span) else {
            return;
        };
        let bound = if plan.inclusive {
            self.arith(
                BinaryOp::Add,
                bound,
                TypedValue::constant(scalar, Const::Int(1)),
                scalar,
                &plan.bound.span,
            )
        } else {
            bound
        };
        let Some(ub) = self.materialize(bound, span) else {
            return;
        };
        let step = match plan.step {
            Step::Constant(value) => Some(self.ir.constant(Const::Int(value), scalar, span)),
            Step::Invariant(expr) => {
                let value = self.expr(expr);
                self.convert_to(value, Ty::Scalar(scalar), &expr.span)
                    .and_then(|v| self.materialize(v, span))
            }
        };
        let Some(step) = step else { return };

        let continue_flag = has_jump(body, Jump::Continue).then(|| self.flag("continue", span));
        self.loops.push(LoopFlags {
            break_flag: None,
            continue_flag,
        });
        let carried: Vec<VarId> = self
            .assigned(std::iter::once(body))
            .into_iter()
            .filter(|v| *v != plan.iv && Some(*v) != continue_flag)
            .collect();
        let inits = self.current_values(&carried, span);
        let mut types = vec![self.ir.ty(Ty::Scalar(scalar))];
        types.extend(self.var_types(&carried));
        let outer = self.ir.block;
        let (region, block) = self.ir.region(&types, span);
        let arguments = self.ir.block_arguments(block);
        self.ir.block = block;
        self.bind(&[plan.iv], &arguments[..1]);
        self.bind(&carried, &arguments[1..]);
        if let Some(flag) = continue_flag {
            self.set_var(flag, TypedValue::constant(Scalar::Bool, Const::Int(0)));
        }
        self.scoped_stmt(body);
        let values = self.current_values(&carried, span);
        self.ir.terminate(block, "scf.yield", &values, span);
        self.ir.block = outer;
        self.loops.pop();

        let mut operands = vec![lb, ub, step];
        operands.extend(inits);
        let attrs: Vec<(&str, Attribute)> = if unsigned {
            vec![("unsignedCmp", Attribute::unit(self.ir.context))]
        } else {
            Vec::new()
        };
        let results = self.ir.op_with_regions(
            "scf.for",
            &operands,
            &types[1..],
            &attrs,
            vec![region],
            span,
        );
        self.bind(&carried, &results);
        if !plan.iv_declared_here {
            // `i` outlives the loop: its value is where iteration stopped.
            let final_value = self.counted_final_value(lb, ub, step, scalar, unsigned, span);
            self.bind(&[plan.iv], &[final_value]);
        }
    }

    /// lb + ceil((ub - lb) / step) * step when ub > lb, else lb.
    fn counted_final_value(
        &mut self,
        lb: Val,
        ub: Val,
        step: Val,
        scalar: Scalar,
        unsigned: bool,
        span: &Span,
    ) -> Val {
        let t = |v| TypedValue {
            ty: Ty::Scalar(scalar),
            value: Some(v),
            constant: None,
            var: None,
        };
        let distance = self.arith(BinaryOp::Sub, t(ub), t(lb), scalar, span);
        let step_minus_one = self.arith(
            BinaryOp::Sub,
            t(step),
            TypedValue::constant(scalar, Const::Int(1)),
            scalar,
            span,
        );
        let rounded = self.arith(BinaryOp::Add, distance, step_minus_one, scalar, span);
        let steps = self.arith(BinaryOp::Div, rounded, t(step), scalar, span);
        let advanced = self.arith(BinaryOp::Mul, steps, t(step), scalar, span);
        let end = self.arith(BinaryOp::Add, t(lb), advanced, scalar, span);
        let predicate = if unsigned { 8 } else { 4 }; // ugt / sgt
        let runs = self.ir.cmp("arith.cmpi", predicate, ub, lb, span);
        let end = self.materialize(end, span).unwrap_or(lb);
        self.ir
            .op(
                "arith.select",
                &[runs, end, lb],
                &[self.ir.ty(Ty::Scalar(scalar))],
                &[],
                span,
            )
            .unwrap_or(lb)
    }

    fn general_loop(
        &mut self,
        cond: Option<&'p ast::Expr>,
        step: &'p [ast::Expr],
        body: &'p ast::Stmt,
        is_do: bool,
        span: &Span,
    ) {
        let break_flag = has_jump(body, Jump::Break).then(|| self.flag("break", span));
        let continue_flag = has_jump(body, Jump::Continue).then(|| self.flag("continue", span));
        self.loops.push(LoopFlags {
            break_flag,
            continue_flag,
        });
        let return_flag = self
            .frames
            .last()
            .and_then(|f| f.return_flag)
            .filter(|_| has_jump(body, Jump::Return));
        let mut carried: BTreeSet<VarId> =
            self.assigned(std::iter::once(body)).into_iter().collect();
        carried.extend(self.assigned_by_exprs(&cond.into_iter().chain(step).collect::<Vec<_>>()));
        carried.extend(break_flag);
        carried.remove(&continue_flag.unwrap_or(usize::MAX));
        let carried: Vec<VarId> = carried.into_iter().collect();
        let exits: BTreeSet<VarId> = break_flag.into_iter().chain(return_flag).collect();

        let inits = self.current_values(&carried, span);
        let types = self.var_types(&carried);
        let outer = self.ir.block;
        let (before_region, before) = self.ir.region(&types, span);
        let (after_region, after) = self.ir.region(&types, span);

        self.ir.block = before;
        let arguments = self.ir.block_arguments(before);
        self.bind(&carried, &arguments);
        if is_do {
            self.loop_body(body, continue_flag);
        }
        let proceed = self.none_set(&exits, span);
        let keep_going = match cond {
            Some(cond) => {
                let assigned = self.assigned_by_exprs(&[cond]);
                self.short_circuit(true, proceed, &assigned, span, |this| this.condition(cond))
            }
            None => proceed,
        };
        let keep_going = self.materialize(keep_going, span);
        let mut forwarded = keep_going.into_iter().collect::<Vec<_>>();
        forwarded.extend(self.current_values(&carried, span));
        self.ir.terminate(before, "scf.condition", &forwarded, span);

        self.ir.block = after;
        let arguments = self.ir.block_arguments(after);
        self.bind(&carried, &arguments);
        if !is_do {
            self.loop_body(body, continue_flag);
            if !step.is_empty() {
                let assigned = self.assigned_by_exprs(&step.iter().collect::<Vec<_>>());
                self.guarded(&exits, &assigned, span, |this| {
                    for e in step {
                        this.expr(e);
                    }
                });
            }
        }
        let values = self.current_values(&carried, span);
        self.ir.terminate(after, "scf.yield", &values, span);
        self.ir.block = outer;
        self.loops.pop();
        let results = self.ir.op_with_regions(
            "scf.while",
            &inits,
            &types,
            &[],
            vec![before_region, after_region],
            span,
        );
        self.bind(&carried, &results);
    }

    fn loop_body(&mut self, body: &'p ast::Stmt, continue_flag: Option<VarId>) {
        if let Some(flag) = continue_flag {
            self.set_var(flag, TypedValue::constant(Scalar::Bool, Const::Int(0)));
        }
        self.scoped_stmt(body);
    }
}

fn var_name(expr: &ast::Expr) -> Option<&str> {
    match &expr.kind {
        ExprKind::Var(name) => Some(&name.name),
        _ => None,
    }
}

/// No assignments, increments or calls.
pub(super) fn is_pure(expr: &ast::Expr) -> bool {
    match &expr.kind {
        ExprKind::Int { .. } | ExprKind::Float(_) | ExprKind::Bool(_) | ExprKind::Var(_) => true,
        ExprKind::Unary(op, e) => {
            !matches!(
                op,
                UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec
            ) && is_pure(e)
        }
        ExprKind::Binary(_, a, b) => is_pure(a) && is_pure(b),
        ExprKind::Ternary(c, a, b) => is_pure(c) && is_pure(a) && is_pure(b),
        ExprKind::Cast(_, e) => is_pure(e),
        ExprKind::Assign(..) | ExprKind::Call(..) | ExprKind::Method { .. } => false,
    }
}

fn collect_vars(expr: &ast::Expr, out: &mut BTreeSet<String>) {
    match &expr.kind {
        ExprKind::Var(name) => {
            out.insert(name.name.clone());
        }
        ExprKind::Unary(_, e) | ExprKind::Cast(_, e) => collect_vars(e, out),
        ExprKind::Binary(_, a, b) | ExprKind::Assign(_, a, b) => {
            collect_vars(a, out);
            collect_vars(b, out);
        }
        ExprKind::Ternary(c, a, b) => {
            collect_vars(c, out);
            collect_vars(a, out);
            collect_vars(b, out);
        }
        ExprKind::Call(_, args) => args.iter().for_each(|a| collect_vars(a, out)),
        ExprKind::Method { receiver, args, .. } => {
            collect_vars(receiver, out);
            args.iter().for_each(|a| collect_vars(a, out));
        }
        _ => {}
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Jump {
    Break,
    Continue,
    Return,
}

/// Whether `stmt` contains a jump leaving it: break/continue of this loop
/// level (not of nested loops), or a return anywhere.
pub(super) fn has_jump(stmt: &ast::Stmt, jump: Jump) -> bool {
    fn walk(stmt: &ast::Stmt, jump: Jump, depth: usize) -> bool {
        match stmt {
            ast::Stmt::Break(_) => jump == Jump::Break && depth == 0,
            ast::Stmt::Continue(_) => jump == Jump::Continue && depth == 0,
            ast::Stmt::Return(..) => jump == Jump::Return,
            ast::Stmt::Block(b) => b.stmts.iter().any(|s| walk(s, jump, depth)),
            ast::Stmt::If {
                then, otherwise, ..
            } => {
                walk(then, jump, depth) || otherwise.as_ref().is_some_and(|o| walk(o, jump, depth))
            }
            ast::Stmt::For { body, .. }
            | ast::Stmt::While { body, .. }
            | ast::Stmt::DoWhile { body, .. } => walk(body, jump, depth + 1),
            _ => false,
        }
    }
    walk(stmt, jump, 0)
}
