//! Expressions with C++ semantics: literal types, the usual arithmetic
//! conversions, signedness-directed ops, short-circuit logic, assignments,
//! constant folding, helper calls (inlined) and built-in method calls.

use super::{
    super::{
        ast::{self, BadInt, BinaryOp, ExprKind, IntSuffix, Span, UnaryOp},
        limits,
        types::{wrap, Const, Scalar, Ty},
    },
    control::is_pure,
    Frame, Global, Lowerer, TypedValue, Var, VarId,
};
use crate::diagnostic::Diagnostic;

impl<'c, 'p> Lowerer<'c, 'p> {
    pub(super) fn expr(&mut self, expr: &'p ast::Expr) -> TypedValue {
        if !self.enter(&expr.span) {
            return TypedValue::error();
        }
        let value = self.expr_kind(expr);
        self.leave();
        value
    }

    fn expr_kind(&mut self, expr: &'p ast::Expr) -> TypedValue {
        let span = &expr.span;
        match &expr.kind {
            ExprKind::Int { value, suffix, hex } => self.int_literal(*value, suffix, *hex, span),
            ExprKind::Float(v) => TypedValue::constant(Scalar::F32, Const::Float(*v)),
            ExprKind::Bool(b) => TypedValue::constant(Scalar::Bool, Const::Int(*b as i128)),
            ExprKind::Var(name) => self.name(name),
            ExprKind::Unary(op, operand) => self.unary(*op, operand, span),
            ExprKind::Binary(op, a, b) => self.binary(*op, a, b, span),
            ExprKind::Assign(op, target, value) => self.assign(*op, target, value, span),
            ExprKind::Ternary(c, a, b) => self.ternary(c, a, b, span),
            ExprKind::Cast(ty, operand) => {
                let value = self.expr(operand);
                match self.resolve_type(ty) {
                    // An invalid operand is already reported.
                    Some(_) if value.ty == Ty::Error => TypedValue::error(),
                    Some(Ty::Scalar(to)) if value.ty.scalar().is_some() => self
                        .convert_to(value, Ty::Scalar(to), span)
                        .unwrap_or_else(TypedValue::error),
                    Some(to) if to == value.ty => value,
                    Some(to) => {
                        self.err(span, format!("cannot convert `{}` to `{to}`", value.ty));
                        TypedValue::error()
                    }
                    None => TypedValue::error(),
                }
            }
            ExprKind::Call(name, args) => self.call(name, args, span),
            ExprKind::Method {
                receiver,
                method,
                args,
            } => self.method(receiver, method, args, span),
        }
    }

    /// C++'s type of an integer literal (ILP32: int and long are 32 bits):
    /// the first candidate type that holds the value, else an error.
    fn int_literal(
        &mut self,
        value: Result<u64, BadInt>,
        suffix: &IntSuffix,
        hex: bool,
        span: &Span,
    ) -> TypedValue {
        let max = |s: Scalar| match s {
            Scalar::I32 => i32::MAX as u64,
            Scalar::U32 => u32::MAX as u64,
            Scalar::I64 => i64::MAX as u64,
            _ => u64::MAX,
        };
        let candidates: &[Scalar] = match (suffix, hex) {
            (IntSuffix::None | IntSuffix::Long, false) => &[Scalar::I32, Scalar::I64],
            (IntSuffix::None | IntSuffix::Long, true) => {
                &[Scalar::I32, Scalar::U32, Scalar::I64, Scalar::U64]
            }
            (IntSuffix::Unsigned | IntSuffix::UnsignedLong, _) => &[Scalar::U32, Scalar::U64],
        };
        let fits = value.map(|v| (v, candidates.iter().find(|s| v <= max(**s))));
        match fits {
            Ok((v, Some(s))) => TypedValue::constant(*s, Const::Int(v as i128)),
            Err(BadInt::OctalDigit(digit)) => {
                self.err(span, format!("invalid digit '{digit}' in octal constant"));
                TypedValue::error()
            }
            Ok((_, None)) | Err(BadInt::TooLarge) => {
                self.err(span, "integer literal is too large for any integer type");
                TypedValue::error()
            }
        }
    }

    fn name(&mut self, name: &ast::Ident) -> TypedValue {
        if let Some(id) = self.lookup(&name.name) {
            return self.var_tv(id, &name.span);
        }
        match self.globals.get(&name.name) {
            Some((Global::Const(scalar, value), _)) => TypedValue::constant(*scalar, *value),
            Some((Global::Invalid, _)) => TypedValue::error(),
            Some((Global::Function(_), _)) => {
                self.err(
                    &name.span,
                    format!(
                        "`{}` is a function; call it with `{}(...)`",
                        name.name, name.name
                    ),
                );
                TypedValue::error()
            }
            None if self.invalid_names.contains(&name.name) => TypedValue::error(),
            None => {
                let mut diagnostic = Diagnostic::error(
                    name.span.clone(),
                    format!("use of undeclared identifier `{}`", name.name),
                );
                if let Some(similar) = self.similar_name(&name.name) {
                    diagnostic = diagnostic.with_help(format!("did you mean `{similar}`?"));
                }
                self.error(diagnostic);
                // Reported once; later uses are silent.
                self.poison(&name.name);
                TypedValue::error()
            }
        }
    }

    /// A visible name close to `name` (edit distance 1 or 2).
    fn similar_name(&self, name: &str) -> Option<String> {
        let base = self.frames.last().map_or(0, |f| f.scope_base);
        let locals = self.scopes[base..].iter().flat_map(|s| s.keys());
        let candidates = locals.chain(self.globals.keys());
        candidates
            .map(|c| (edit_distance(name, c), c))
            .filter(|(d, c)| *d > 0 && *d <= 2 && *d < c.len())
            .min()
            .map(|(_, c)| c.clone())
    }

    // ---- conversions ----------------------------------------------------------------------

    /// Implicit conversion to `to` (C++ rules for scalars; objects must match).
    pub(super) fn convert_to(&mut self, tv: TypedValue, to: Ty, span: &Span) -> Option<TypedValue> {
        if tv.ty == Ty::Error {
            return None; // already reported
        }
        if tv.ty == to {
            return Some(TypedValue { var: None, ..tv });
        }
        match (tv.ty, to) {
            (Ty::Scalar(from), Ty::Scalar(to_scalar)) => {
                if let Some(k) = tv.constant {
                    return Some(TypedValue::constant(to_scalar, k.convert(to_scalar)));
                }
                let value = self.ir.convert(tv.value?, from, to_scalar, span);
                Some(TypedValue {
                    ty: to,
                    value: Some(value),
                    constant: None,
                    var: None,
                })
            }
            (from, to) => {
                self.err(
                    span,
                    format!("type mismatch: expected `{to}`, found `{from}`"),
                );
                None
            }
        }
    }

    /// A value used as a condition, converted to bool.
    pub(super) fn as_condition(&mut self, tv: TypedValue, span: &Span) -> TypedValue {
        match tv.ty {
            Ty::Scalar(_) => self
                .convert_to(tv, Ty::Scalar(Scalar::Bool), span)
                .unwrap_or_else(TypedValue::error),
            Ty::Error => TypedValue::error(),
            other => {
                self.err(span, format!("`{other}` cannot be used as a condition"));
                TypedValue::error()
            }
        }
    }

    fn scalar_operand(&mut self, tv: TypedValue, op: &str, span: &Span) -> Option<Scalar> {
        match tv.ty {
            Ty::Scalar(s) => Some(s),
            Ty::Error => None,
            other => {
                self.err(
                    span,
                    format!("invalid operand of `{op}`: `{other}` is not a number"),
                );
                None
            }
        }
    }

    // ---- operators --------------------------------------------------------------------------

    fn unary(&mut self, op: UnaryOp, operand: &'p ast::Expr, span: &Span) -> TypedValue {
        match op {
            UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec => {
                let one = ast::Expr {
                    kind: ExprKind::Int {
                        value: Ok(1),
                        suffix: IntSuffix::None,
                        hex: false,
                    },
                    span: span.clone(),
                };
                let binary = if matches!(op, UnaryOp::PreInc | UnaryOp::PostInc) {
                    BinaryOp::Add
                } else {
                    BinaryOp::Sub
                };
                let before = self.expr(operand);
                let Some(target) = self.assignable(before, operand) else {
                    return TypedValue::error();
                };
                let one = self.expr_owned(&one);
                let after = self.binary_values(binary, before, one, span);
                let Some(stored) = self.store(target, after, span) else {
                    return TypedValue::error();
                };
                if matches!(op, UnaryOp::PostInc | UnaryOp::PostDec) {
                    TypedValue {
                        var: None,
                        ..before
                    }
                } else {
                    stored
                }
            }
            UnaryOp::Not => {
                let value = self.expr(operand);
                let value = self.as_condition(value, span);
                self.not(value, span)
            }
            UnaryOp::Neg | UnaryOp::Plus | UnaryOp::BitNot => {
                let value = self.expr(operand);
                let symbol = match op {
                    UnaryOp::Neg => "-",
                    UnaryOp::Plus => "+",
                    _ => "~",
                };
                let Some(scalar) = self.scalar_operand(value, symbol, span) else {
                    return TypedValue::error();
                };
                let promoted = scalar.promoted();
                if op == UnaryOp::BitNot && promoted.is_float() {
                    self.err(
                        span,
                        format!(
                            "invalid operand of `~`: `{}` is not an integer",
                            scalar.name()
                        ),
                    );
                    return TypedValue::error();
                }
                let Some(value) = self.convert_to(value, Ty::Scalar(promoted), span) else {
                    return TypedValue::error();
                };
                match op {
                    UnaryOp::Plus => value,
                    UnaryOp::Neg if promoted.is_float() => match value.constant {
                        Some(Const::Float(v)) => TypedValue::constant(promoted, Const::Float(-v)),
                        _ => self.emit_unary("arith.negf", value, promoted, span),
                    },
                    UnaryOp::Neg => self.arith(
                        BinaryOp::Sub,
                        TypedValue::constant(promoted, Const::Int(0)),
                        value,
                        promoted,
                        span,
                    ),
                    _ => self.arith(
                        BinaryOp::BitXor,
                        value,
                        TypedValue::constant(promoted, Const::Int(-1)),
                        promoted,
                        span,
                    ),
                }
            }
        }
    }

    fn emit_unary(
        &mut self,
        name: &str,
        value: TypedValue,
        scalar: Scalar,
        span: &Span,
    ) -> TypedValue {
        let Some(v) = self.materialize(value, span) else {
            return TypedValue::error();
        };
        let result = self
            .ir
            .op(name, &[v], &[self.ir.ty(Ty::Scalar(scalar))], &[], span);
        TypedValue {
            ty: Ty::Scalar(scalar),
            value: result,
            constant: None,
            var: None,
        }
    }

    /// Lowers a synthesised expression (one built by the lowering itself).
    fn expr_owned(&mut self, expr: &ast::Expr) -> TypedValue {
        match &expr.kind {
            ExprKind::Int { value, suffix, hex } => {
                self.int_literal(*value, suffix, *hex, &expr.span)
            }
            _ => TypedValue::error(),
        }
    }

    pub(super) fn not(&mut self, value: TypedValue, span: &Span) -> TypedValue {
        if value.ty == Ty::Error {
            return value;
        }
        self.arith(
            BinaryOp::BitXor,
            value,
            TypedValue::constant(Scalar::Bool, Const::Int(1)),
            Scalar::Bool,
            span,
        )
    }

    fn binary(
        &mut self,
        op: BinaryOp,
        a: &'p ast::Expr,
        b: &'p ast::Expr,
        span: &Span,
    ) -> TypedValue {
        if matches!(op, BinaryOp::And | BinaryOp::Or) {
            let left = self.expr(a);
            let left = self.as_condition(left, &a.span);
            if left.ty == Ty::Error {
                self.expr(b);
                return TypedValue::error();
            }
            let assigned = self.assigned_by_exprs(&[b]);
            return self.short_circuit(op == BinaryOp::And, left, &assigned, span, |this| {
                this.condition(b)
            });
        }
        let left = self.expr(a);
        let right = self.expr(b);
        self.binary_values(op, left, right, span)
    }

    /// `left && right()` (`is_and`) or `left || right()`, evaluating `right`
    /// only when `left` does not decide. A right-hand side that assigns no
    /// variable is evaluated unconditionally (an `arith.andi`/`ori`).
    pub(super) fn short_circuit(
        &mut self,
        is_and: bool,
        left: TypedValue,
        assigned: &[VarId],
        span: &Span,
        right: impl FnOnce(&mut Self) -> TypedValue,
    ) -> TypedValue {
        let op = if is_and { BinaryOp::And } else { BinaryOp::Or };
        match left.constant {
            Some(k) if k.truthy() != is_and => {
                self.check_only(|this| {
                    right(this);
                });
                return TypedValue::constant(Scalar::Bool, Const::Int(k.truthy() as i128));
            }
            Some(_) => return right(self),
            None => {}
        }
        if assigned.is_empty() {
            let r = right(self);
            if r.ty == Ty::Error {
                return r;
            }
            return self.logical(op, left, r, span);
        }
        let result = self.flag(if is_and { "&&" } else { "||" }, span);
        self.set_var(result, left);
        let mut carried = assigned.to_vec();
        carried.push(result);
        let evaluate = if is_and { left } else { self.not(left, span) };
        self.structured_if(
            evaluate,
            &carried,
            span,
            |this| {
                let r = right(this);
                this.set_var(result, r);
            },
            |_| {},
        );
        TypedValue {
            var: None,
            ..self.var_tv(result, span)
        }
    }

    pub(super) fn logical(
        &mut self,
        op: BinaryOp,
        a: TypedValue,
        b: TypedValue,
        span: &Span,
    ) -> TypedValue {
        let scalar_op = if op == BinaryOp::Or {
            BinaryOp::BitOr
        } else {
            BinaryOp::BitAnd
        };
        self.arith(scalar_op, a, b, Scalar::Bool, span)
    }

    pub(super) fn binary_values(
        &mut self,
        op: BinaryOp,
        left: TypedValue,
        right: TypedValue,
        span: &Span,
    ) -> TypedValue {
        let (Some(l), Some(r)) = (
            self.scalar_operand(left, op.symbol(), span),
            self.scalar_operand(right, op.symbol(), span),
        ) else {
            return TypedValue::error();
        };
        let common = match op {
            BinaryOp::Shl | BinaryOp::Shr => l.promoted(),
            _ => Scalar::common(l, r),
        };
        if common.is_float()
            && matches!(
                op,
                BinaryOp::Rem
                    | BinaryOp::Shl
                    | BinaryOp::Shr
                    | BinaryOp::BitAnd
                    | BinaryOp::BitOr
                    | BinaryOp::BitXor
            )
        {
            self.err(
                span,
                format!(
                    "invalid operands of `{}`: `{}` and `{}` (needs integers)",
                    op.symbol(),
                    l.name(),
                    r.name()
                ),
            );
            return TypedValue::error();
        }
        let (Some(left), Some(right)) = (
            self.convert_to(left, Ty::Scalar(common), span),
            self.convert_to(right, Ty::Scalar(common), span),
        ) else {
            return TypedValue::error();
        };
        match op {
            BinaryOp::Lt
            | BinaryOp::Gt
            | BinaryOp::Le
            | BinaryOp::Ge
            | BinaryOp::Eq
            | BinaryOp::Ne => self.compare(op, left, right, common, span),
            _ => self.arith(op, left, right, common, span),
        }
    }

    fn compare(
        &mut self,
        op: BinaryOp,
        left: TypedValue,
        right: TypedValue,
        scalar: Scalar,
        span: &Span,
    ) -> TypedValue {
        if let (Some(a), Some(b)) = (left.constant, right.constant) {
            let ordering = match (a, b) {
                (Const::Int(x), Const::Int(y)) => x.partial_cmp(&y),
                (Const::Float(x), Const::Float(y)) => x.partial_cmp(&y),
                _ => None,
            };
            let result = match (op, ordering) {
                (BinaryOp::Ne, None) => true,
                (_, None) => false,
                (BinaryOp::Lt, Some(o)) => o.is_lt(),
                (BinaryOp::Gt, Some(o)) => o.is_gt(),
                (BinaryOp::Le, Some(o)) => o.is_le(),
                (BinaryOp::Ge, Some(o)) => o.is_ge(),
                (BinaryOp::Eq, Some(o)) => o.is_eq(),
                (_, Some(o)) => o.is_ne(),
            };
            return TypedValue::constant(Scalar::Bool, Const::Int(result as i128));
        }
        let (Some(a), Some(b)) = (self.materialize(left, span), self.materialize(right, span))
        else {
            return TypedValue::error();
        };
        let (name, predicate) = if scalar.is_float() {
            // Ordered predicates, as C compares (NaN compares false), une for !=.
            (
                "arith.cmpf",
                match op {
                    BinaryOp::Eq => 1,
                    BinaryOp::Gt => 2,
                    BinaryOp::Ge => 3,
                    BinaryOp::Lt => 4,
                    BinaryOp::Le => 5,
                    _ => 13,
                },
            )
        } else {
            let signed = scalar.is_signed();
            (
                "arith.cmpi",
                match (op, signed) {
                    (BinaryOp::Eq, _) => 0,
                    (BinaryOp::Ne, _) => 1,
                    (BinaryOp::Lt, true) => 2,
                    (BinaryOp::Le, true) => 3,
                    (BinaryOp::Gt, true) => 4,
                    (BinaryOp::Ge, true) => 5,
                    (BinaryOp::Lt, false) => 6,
                    (BinaryOp::Le, false) => 7,
                    (BinaryOp::Gt, false) => 8,
                    _ => 9,
                },
            )
        };
        let value = self.ir.cmp(name, predicate, a, b, span);
        TypedValue {
            ty: Ty::Scalar(Scalar::Bool),
            value: Some(value),
            constant: None,
            var: None,
        }
    }

    /// An arithmetic or bitwise op on operands already of type `scalar`.
    pub(super) fn arith(
        &mut self,
        op: BinaryOp,
        left: TypedValue,
        right: TypedValue,
        scalar: Scalar,
        span: &Span,
    ) -> TypedValue {
        if left.ty == Ty::Error || right.ty == Ty::Error {
            return TypedValue::error();
        }
        if matches!(op, BinaryOp::Div | BinaryOp::Rem)
            && scalar.is_integer()
            && right.constant.and_then(Const::as_int) == Some(0)
        {
            self.err(span, "division by zero");
            return TypedValue::error();
        }
        if let (Some(a), Some(b)) = (left.constant, right.constant) {
            if let Some(k) = fold(op, a, b, scalar) {
                return TypedValue::constant(scalar, k);
            }
        }
        let name = match (op, scalar.is_float(), scalar.is_signed()) {
            (BinaryOp::Add, true, _) => "arith.addf",
            (BinaryOp::Sub, true, _) => "arith.subf",
            (BinaryOp::Mul, true, _) => "arith.mulf",
            (BinaryOp::Div, true, _) => "arith.divf",
            (BinaryOp::Add, false, _) => "arith.addi",
            (BinaryOp::Sub, false, _) => "arith.subi",
            (BinaryOp::Mul, false, _) => "arith.muli",
            (BinaryOp::Div, false, true) => "arith.divsi",
            (BinaryOp::Div, false, false) => "arith.divui",
            (BinaryOp::Rem, false, true) => "arith.remsi",
            (BinaryOp::Rem, false, false) => "arith.remui",
            (BinaryOp::Shl, _, _) => "arith.shli",
            (BinaryOp::Shr, _, true) => "arith.shrsi",
            (BinaryOp::Shr, _, false) => "arith.shrui",
            (BinaryOp::BitAnd, _, _) => "arith.andi",
            (BinaryOp::BitOr, _, _) => "arith.ori",
            _ => "arith.xori",
        };
        let (Some(a), Some(b)) = (self.materialize(left, span), self.materialize(right, span))
        else {
            return TypedValue::error();
        };
        let value = self
            .ir
            .op(name, &[a, b], &[self.ir.ty(Ty::Scalar(scalar))], &[], span);
        TypedValue {
            ty: Ty::Scalar(scalar),
            value,
            constant: None,
            var: None,
        }
    }

    // ---- assignment -----------------------------------------------------------------------

    /// The variable an expression names, if it may be assigned.
    fn assignable(&mut self, tv: TypedValue, target: &ast::Expr) -> Option<VarId> {
        let Some(id) = tv.var else {
            if tv.ty != Ty::Error {
                self.err(&target.span, "expression is not assignable");
            }
            return None;
        };
        if !self.vars[id].mutable {
            let declared = self.vars[id].span.clone();
            self.error(
                Diagnostic::error(
                    target.span.clone(),
                    format!("cannot assign to `{}`: it is const", self.vars[id].name),
                )
                .with_note(declared, "declared const here"),
            );
            return None;
        }
        Some(id)
    }

    fn store(&mut self, id: VarId, value: TypedValue, span: &Span) -> Option<TypedValue> {
        let ty = self.vars[id].ty;
        let converted = self.convert_to(value, ty, span)?;
        self.set_var(id, converted);
        Some(TypedValue {
            var: None,
            ..converted
        })
    }

    fn assign(
        &mut self,
        op: Option<BinaryOp>,
        target: &'p ast::Expr,
        value: &'p ast::Expr,
        span: &Span,
    ) -> TypedValue {
        let right = self.expr(value);
        let current = self.expr(target);
        let Some(id) = self.assignable(current, target) else {
            return TypedValue::error();
        };
        let new_value = match op {
            None => right,
            Some(op) => self.binary_values(op, current, right, span),
        };
        self.store(id, new_value, span)
            .unwrap_or_else(TypedValue::error)
    }

    fn ternary(
        &mut self,
        c: &'p ast::Expr,
        a: &'p ast::Expr,
        b: &'p ast::Expr,
        span: &Span,
    ) -> TypedValue {
        let condition = self.condition(c);
        if let Some(k) = condition.constant {
            let (taken, other) = if k.truthy() { (a, b) } else { (b, a) };
            self.check_only(|this| {
                this.expr(other);
            });
            return self.expr(taken);
        }
        if condition.ty == Ty::Error {
            return TypedValue::error();
        }
        if is_pure(a) && is_pure(b) {
            let (left, right) = (self.expr(a), self.expr(b));
            let Some((left, right, ty)) = self.unify(left, right, span) else {
                return TypedValue::error();
            };
            let (Some(cv), Some(lv), Some(rv)) = (
                self.materialize(condition, span),
                self.materialize(left, span),
                self.materialize(right, span),
            ) else {
                return TypedValue::error();
            };
            let value = self
                .ir
                .op("arith.select", &[cv, lv, rv], &[self.ir.ty(ty)], &[], span);
            return TypedValue {
                ty,
                value,
                constant: None,
                var: None,
            };
        }
        // Side effects: a real branch, with the result in a temporary.
        let result_ty = {
            let (left, right) = {
                let mut types = (TypedValue::void(), TypedValue::void());
                self.check_only(|this| types = (this.expr(a), this.expr(b)));
                types
            };
            match self.unify_types(left.ty, right.ty) {
                Some(t) => t,
                None => {
                    self.err(
                        span,
                        format!(
                            "the branches of `?:` have incompatible types `{}` and `{}`",
                            left.ty, right.ty
                        ),
                    );
                    return TypedValue::error();
                }
            }
        };
        let temp = self.new_var(Var {
            name: "?:".into(),
            ty: result_ty,
            value: None,
            constant: Some(Const::Int(0)),
            mutable: true,
            span: span.clone(),
        });
        if !matches!(result_ty, Ty::Scalar(_)) {
            self.err(span, "`?:` with side effects must produce a number");
            return TypedValue::error();
        }
        let mut carried = self.assigned_by_exprs(&[a, b]);
        carried.push(temp);
        self.structured_if(
            condition,
            &carried,
            span,
            |this| {
                let v = this.expr(a);
                if let Some(v) = this.convert_to(v, result_ty, span) {
                    this.set_var(temp, v);
                }
            },
            |this| {
                let v = this.expr(b);
                if let Some(v) = this.convert_to(v, result_ty, span) {
                    this.set_var(temp, v);
                }
            },
        );
        TypedValue {
            var: None,
            ..self.var_tv(temp, span)
        }
    }

    fn unify_types(&self, a: Ty, b: Ty) -> Option<Ty> {
        match (a, b) {
            (Ty::Scalar(x), Ty::Scalar(y)) => Some(Ty::Scalar(Scalar::common(x, y))),
            (x, y) if x == y && !matches!(x, Ty::Void | Ty::Error) => Some(x),
            _ => None,
        }
    }

    fn unify(
        &mut self,
        a: TypedValue,
        b: TypedValue,
        span: &Span,
    ) -> Option<(TypedValue, TypedValue, Ty)> {
        let Some(ty) = self.unify_types(a.ty, b.ty) else {
            if a.ty != Ty::Error && b.ty != Ty::Error {
                self.err(
                    span,
                    format!(
                        "the branches of `?:` have incompatible types `{}` and `{}`",
                        a.ty, b.ty
                    ),
                );
            }
            return None;
        };
        Some((
            self.convert_to(a, ty, span)?,
            self.convert_to(b, ty, span)?,
            ty,
        ))
    }

    // ---- calls --------------------------------------------------------------------------------

    pub(super) fn helper(&self, name: &str) -> Option<&'p ast::Function> {
        match self.globals.get(name) {
            Some((Global::Function(index), _)) => self.functions.get(*index).copied(),
            _ => None,
        }
    }

    fn call(&mut self, name: &'p ast::Ident, args: &'p [ast::Expr], span: &Span) -> TypedValue {
        if let Some(function) = self.helper(&name.name) {
            return self.inline_helper(function, name, args, span);
        }
        if self.lookup(&name.name).is_some() {
            self.err(
                &name.span,
                format!("`{}` is a variable, not a function", name.name),
            );
            return TypedValue::error();
        }
        let values: Vec<(TypedValue, Span)> = args
            .iter()
            .map(|a| (self.expr(a), a.span.clone()))
            .collect();
        self.global_function(name, values, span)
    }

    fn inline_helper(
        &mut self,
        function: &'p ast::Function,
        name: &ast::Ident,
        args: &'p [ast::Expr],
        span: &Span,
    ) -> TypedValue {
        if name.name == "kernel" {
            self.err(&name.span, "the kernel entry point cannot be called");
            return TypedValue::error();
        }
        if self.inline_stack.len() >= limits::MAX_INLINE_DEPTH {
            let mut diagnostic = Diagnostic::error(
                span.clone(),
                format!("helper calls nested too deeply: inlining `{}` exceeds the maximum of {} nested calls", name.name, limits::MAX_INLINE_DEPTH),
            );
            if let Some((helper, call)) = self.inline_stack.first() {
                diagnostic = diagnostic.with_note(
                    call.clone(),
                    format!("the chain starts at this call of `{helper}`"),
                );
            }
            self.diagnostics
                .push(diagnostic.with_help("every helper call is inlined into its caller"));
            self.exhausted = true;
            return TypedValue::error();
        }
        if let Some((_, first)) = self.inline_stack.iter().find(|(n, _)| *n == name.name) {
            let first = first.clone();
            self.error(
                Diagnostic::error(span.clone(), format!("recursive call of `{}`", name.name))
                    .with_note(first, "the helper is already being called here")
                    .with_help("helpers are inlined into the kernel, so they cannot recurse"),
            );
            return TypedValue::error();
        }
        if args.len() != function.params.len() {
            self.error(
                Diagnostic::error(
                    span.clone(),
                    format!(
                        "`{}` takes {} argument(s) but {} were given",
                        name.name,
                        function.params.len(),
                        args.len()
                    ),
                )
                .with_note(function.name.span.clone(), "defined here"),
            );
            for a in args {
                self.expr(a);
            }
            return TypedValue::error();
        }
        // Arguments are evaluated in the caller's scope. A parameter whose
        // argument is wrong gets an opaque value, so the body is still
        // checked, but not emitted.
        let mut bindings = Vec::new();
        let mut failed = false;
        for (param, arg) in function.params.iter().zip(args) {
            let value = self.expr(arg);
            let Some(ty) = self.resolve_type(&param.ty) else {
                // Reported; the parameter's uses are poisoned.
                if let Some(name) = &param.name {
                    self.poison(&name.name);
                }
                failed = true;
                continue;
            };
            let param_name = param.name.as_ref().map_or("", |n| n.name.as_str());
            let binding = if param.by_ref && ty.scalar().is_some() {
                match value.var {
                    Some(id) if self.vars[id].ty == ty => Some(Binding::Alias(id)),
                    // An invalid argument is already reported.
                    None if value.ty == Ty::Error => None,
                    _ => {
                        self.err(&arg.span, format!("`{param_name}` takes a reference (`{ty}&`): pass a variable of type `{ty}`"));
                        None
                    }
                }
            } else if ty.is_object() && value.ty != ty {
                if value.ty != Ty::Error {
                    self.error(
                        Diagnostic::error(
                            arg.span.clone(),
                            format!(
                                "type mismatch: `{}` expects `{ty}`, found `{}`",
                                name.name, value.ty
                            ),
                        )
                        .with_note(param.span.clone(), "parameter declared here"),
                    );
                }
                None
            } else {
                self.convert_to(value, ty, &arg.span)
                    .map(|v| Binding::Value(ty, v))
            };
            failed |= binding.is_none();
            bindings.push((param, ty, binding));
        }
        if failed {
            self.check_only(|this| {
                let bindings = bindings
                    .into_iter()
                    .map(|(param, ty, binding)| {
                        let binding = binding.unwrap_or_else(|| {
                            let value = this.opaque_value(ty, &param.span);
                            Binding::Value(
                                ty,
                                TypedValue {
                                    ty,
                                    value,
                                    constant: None,
                                    var: None,
                                },
                            )
                        });
                        (param, ty, Some(binding))
                    })
                    .collect();
                this.inline_body(function, name, bindings, span);
            });
            return TypedValue::error();
        }
        self.inline_body(function, name, bindings, span)
    }

    fn inline_body(
        &mut self,
        function: &'p ast::Function,
        name: &ast::Ident,
        bindings: Vec<(&'p ast::Param, Ty, Option<Binding>)>,
        span: &Span,
    ) -> TypedValue {
        let resolved = self.resolve_type(&function.ret);
        let ret = resolved.unwrap_or(Ty::Void);
        self.called_helpers.insert(name.name.clone());
        self.inline_stack.push((name.name.clone(), span.clone()));
        let body_has_return = function
            .body
            .stmts
            .iter()
            .any(|s| super::control::has_jump(s, super::control::Jump::Return));
        let return_flag = body_has_return.then(|| self.flag("return", span));
        let return_value = (ret != Ty::Void).then(|| {
            self.new_var(Var {
                name: "return value".into(),
                ty: ret,
                value: None,
                constant: Some(Const::Int(0)),
                mutable: true,
                span: span.clone(),
            })
        });
        if let (Ty::Scalar(_), None) = (ret, return_flag) {
            self.err(
                &function.ret.span,
                format!(
                    "`{}` returns `{ret}` but has no `return` statement",
                    name.name
                ),
            );
        }
        self.frames.push(Frame {
            scope_base: self.scopes.len(),
            ret,
            ret_invalid: resolved.is_none(),
            return_flag,
            return_value,
            loop_base: self.loops.len(),
            name: name.name.clone(),
        });
        self.push_scope();
        for (param, _, binding) in bindings {
            let (Some(param_name), Some(binding)) = (&param.name, binding) else {
                // A wrong argument is reported at the call; the parameter's
                // uses are poisoned.
                if let Some(name) = &param.name {
                    self.poison(&name.name);
                }
                continue;
            };
            match binding {
                Binding::Alias(id) => {
                    if let Some(scope) = self.scopes.last_mut() {
                        scope.insert(param_name.name.clone(), id);
                    }
                }
                Binding::Value(ty, v) => {
                    let id = self.declare(
                        param_name,
                        Var {
                            name: param_name.name.clone(),
                            ty,
                            value: None,
                            constant: None,
                            mutable: true,
                            span: param_name.span.clone(),
                        },
                    );
                    self.set_var(id, v);
                }
            }
        }
        self.function_body(&function.body);
        self.pop_scope();
        self.frames.pop();
        self.inline_stack.pop();
        match return_value {
            Some(id) => TypedValue {
                var: None,
                ..self.var_tv(id, span)
            },
            None if resolved.is_none() => TypedValue::error(),
            None => TypedValue::void(),
        }
    }
}

enum Binding {
    Alias(VarId),
    Value(Ty, TypedValue),
}

/// Folds a binary op on constants of type `scalar` (None when C leaves it
/// undefined, e.g. an oversized shift, so it is emitted instead).
fn fold(op: BinaryOp, a: Const, b: Const, scalar: Scalar) -> Option<Const> {
    match (a, b) {
        (Const::Int(x), Const::Int(y)) => {
            let value = match op {
                BinaryOp::Add => x + y,
                BinaryOp::Sub => x - y,
                BinaryOp::Mul => x.checked_mul(y)?,
                BinaryOp::Div => x.checked_div(y)?,
                BinaryOp::Rem => x.checked_rem(y)?,
                BinaryOp::Shl => {
                    if y < 0 || y >= scalar.bits() as i128 {
                        return None;
                    }
                    x << y
                }
                BinaryOp::Shr => {
                    if y < 0 || y >= scalar.bits() as i128 {
                        return None;
                    }
                    x >> y
                }
                BinaryOp::BitAnd => x & y,
                BinaryOp::BitOr => x | y,
                BinaryOp::BitXor => x ^ y,
                _ => return None,
            };
            Some(Const::Int(wrap(value, scalar)))
        }
        (Const::Float(x), Const::Float(y)) => Some(Const::Float(match op {
            BinaryOp::Add => x + y,
            BinaryOp::Sub => x - y,
            BinaryOp::Mul => x * y,
            BinaryOp::Div => x / y,
            _ => return None,
        }))
        .map(|c| c.convert(scalar)),
        _ => None,
    }
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut current = vec![i + 1];
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous[j] + usize::from(ca != *cb);
            current.push(substitution.min(previous[j + 1] + 1).min(current[j] + 1));
        }
        previous = current;
    }
    previous[b.len()]
}
