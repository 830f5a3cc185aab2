//! Expressions into arith and memref: reads of locals and globals, operators,
//! calls, and the builtins (`@bitcast`, `@as`, DSD offsets, timestamps, the
//! machine's task calls; DSD operations are [`super::dsd`]'s, `@map`
//! [`super::map`]'s). An expression that reads no runtime value is evaluated
//! at comptime and becomes a constant of the type its use needs.

use super::super::ast::*;
use super::super::eval::{coerce, error, Eval, NoHooks};
use super::super::value::{FloatType, IntType, Type, Value};
use super::builder::{type_i32, type_int, FnBuilder, Local, MachineOp, Operand};
use melior::ir::{
    attribute::{FlatSymbolRefAttribute, IntegerAttribute},
    operation::OperationBuilder,
    r#type::{IntegerType, MemRefType},
    Block as MlirBlock, Identifier, Region, RegionLike, Type as MlirType, ValueLike,
};
use std::collections::BTreeMap;
use tanto_dialects::ir::handles::{BlockHandle, ValueHandle};

/// The builtins that control tasks, and their ops.
const TASK_CALLS: [(&str, MachineOp); 3] = [
    ("activate", MachineOp::Activate),
    ("block", MachineOp::Block),
    ("unblock", MachineOp::Unblock),
];

impl<'c> FnBuilder<'c, '_, '_> {
    pub(super) fn runtime_local(&self, name: &str) -> Option<Local> {
        self.locals
            .iter()
            .rev()
            .find_map(|scope| scope.get(name).cloned())
    }

    /// Whether `e` reads anything known only at run time: a runtime local
    /// or a global variable.
    pub(super) fn reads_runtime(&self, e: &Expr) -> bool {
        self.reads_runtime_within(e, COMPTIME_CALL_DEPTH)
    }

    /// [`Self::reads_runtime`], looking through at most `depth` nested
    /// calls of comptime functions ([`Self::comptime_call`]).
    fn reads_runtime_within(&self, e: &Expr, depth: usize) -> bool {
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            match &e.kind {
                ExprKind::Ident(name) => {
                    if self.runtime_local(name).is_some() || self.evaluator.is_global_var(name) {
                        return true;
                    }
                }
                // `&x` of a global and tensor accesses name storage; they
                // do not read it. The address of a local or of an element
                // is a runtime pointer.
                ExprKind::Unary {
                    op: UnaryOp::AddressOf,
                    operand,
                } => match &operand.kind {
                    ExprKind::Ident(name) if self.runtime_local(name).is_none() => {}
                    _ => return true,
                },
                ExprKind::TensorAccess { .. } => {}
                ExprKind::Call { callee, args } => {
                    if !self.comptime_call(callee, depth) {
                        return true;
                    }
                    stack.extend(args);
                }
                ExprKind::Builtin { name, .. } if is_machine_builtin(&name.text) => return true,
                _ => stack.extend(crate::csl::limits::children(e)),
            }
        }
        false
    }

    /// Whether a call of `callee` is a comptime value: `<layout>`'s
    /// coordinates, or a function of the file without parameters whose body
    /// is `return e;` with `e` reading nothing of the run (cslc's tutorials
    /// branch on `is_top_row()`; folding it keeps the other branch's colors
    /// out of this PE's route check).
    fn comptime_call(&self, callee: &Expr, depth: usize) -> bool {
        match &callee.kind {
            ExprKind::Field { base, name } => {
                matches!(name.text.as_str(), "get_x_coord" | "get_y_coord")
                    && matches!(&base.kind, ExprKind::Ident(module)
                        if self.runtime_local(module).is_none()
                            && self.evaluator.names_layout_module(module))
            }
            ExprKind::Ident(name) if depth > 0 && self.runtime_local(name).is_none() => {
                let Some(decl) = self.evaluator.function_decl(name) else {
                    return false;
                };
                match &decl.body.stmts[..] {
                    [Stmt {
                        kind: StmtKind::Return(Some(value)),
                        ..
                    }] if decl.params.is_empty() => !self.reads_runtime_within(value, depth - 1),
                    _ => false,
                }
            }
            _ => false,
        }
    }

    pub(super) fn expr(&mut self, e: &Expr) -> Eval<Operand> {
        if !self.reads_runtime(e) {
            return self.evaluator.expr_with(e, &self.known).map(Operand::Known);
        }
        match &e.kind {
            ExprKind::Ident(name) => self.read(name, Vec::new(), &e.span),
            ExprKind::Index { base, indices } => {
                // Elements of local arrays, through pointers and of
                // pointees: loads of their place.
                let global = match &base.kind {
                    ExprKind::Ident(name) => !matches!(
                        self.runtime_local(name),
                        Some(
                            Local::Slot(_, Type::Array { .. } | Type::Pointer { .. })
                                | Local::Value(_, Type::Pointer { .. })
                        )
                    ),
                    _ => false,
                };
                let ExprKind::Ident(name) = &base.kind else {
                    let place = self.place(e)?;
                    return self.load_place(place, &e.span);
                };
                if !global {
                    let place = self.place(e)?;
                    return self.load_place(place, &e.span);
                }
                let mut at = Vec::new();
                for i in indices {
                    at.push(self.index(i)?);
                }
                self.read(name, at, &e.span)
            }
            ExprKind::Binary {
                op: op @ (BinaryOp::And | BinaryOp::Or),
                lhs,
                rhs,
            } if self.reads_runtime(rhs) => self.short_circuit(*op, lhs, rhs, &e.span),
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.expr(lhs)?;
                let b = self.expr(rhs)?;
                self.binary(*op, a, b, &e.span)
            }
            ExprKind::Deref(_) => {
                let place = self.place(e)?;
                self.load_place(place, &e.span)
            }
            ExprKind::Unary {
                op: UnaryOp::AddressOf,
                operand,
            } => self.address_of(operand, &e.span),
            ExprKind::Unary { op, operand } => {
                let v = self.expr(operand)?;
                self.unary(*op, v, &e.span)
            }
            ExprKind::Call { callee, args } => self.call(callee, args, &e.span),
            ExprKind::Builtin { name, args } => self.builtin(name, args, &e.span),
            ExprKind::If {
                cond,
                then,
                otherwise: Some(otherwise),
            } => self.if_value(cond, then, otherwise, &e.span),
            ExprKind::If { .. } => Err(error(
                &e.span,
                "a runtime `if` or `switch` value needs an `else`",
            )),
            _ => Err(error(
                &e.span,
                "this expression is not lowered at run time yet",
            )),
        }
    }

    /// `a and b` / `a or b` with a runtime `b`: `b` runs only when `a`
    /// does not decide (`scf.if` yielding the result), as CSL evaluates it.
    pub(super) fn short_circuit(
        &mut self,
        op: BinaryOp,
        lhs: &Expr,
        rhs: &Expr,
        span: &Span,
    ) -> Eval<Operand> {
        let a = self.expr(lhs)?;
        let a = self.materialize(a, &Type::Bool, &lhs.span)?;
        let bool_type: MlirType<'c> = IntegerType::new(self.context, 1).into();
        let outer = self.block;
        // `and`: then computes b, else yields false; `or`: then yields true,
        // else computes b.
        let mut regions = Vec::new();
        for computes in [op == BinaryOp::And, op == BinaryOp::Or] {
            let region = Region::new();
            self.block = BlockHandle::of(region.append_block(MlirBlock::new(&[])));
            let value = if computes {
                self.expr(rhs)
                    .and_then(|b| self.materialize(b, &Type::Bool, &rhs.span))
            } else {
                self.constant(&Value::Bool(op == BinaryOp::Or), span)
            };
            self.yield_and_leave(value, outer, span)?;
            regions.push(region);
        }
        let v = self.if_yielding(a, bool_type, regions, span)?;
        Ok(Operand::Runtime(v, Type::Bool))
    }

    /// Ends the current block with `scf.yield value` and goes back to
    /// `outer` (also when the value failed).
    fn yield_and_leave(
        &mut self,
        value: Eval<ValueHandle>,
        outer: BlockHandle,
        span: &Span,
    ) -> Eval<()> {
        let yielded = value.and_then(|v| {
            self.append(
                OperationBuilder::new("scf.yield", self.loc(span))
                    .add_operands(&[v.get()])
                    .build(),
                span,
            )
        });
        self.block = outer;
        yielded.map(|_| ())
    }

    /// `scf.if condition` over a then and an else region, each yielding
    /// one value of type `result`.
    fn if_yielding(
        &mut self,
        condition: ValueHandle,
        result: MlirType<'c>,
        regions: Vec<Region<'c>>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        let [then, otherwise] = <[Region<'c>; 2]>::try_from(regions)
            .map_err(|_| error(span, "internal error: regions"))?;
        self.append1(
            OperationBuilder::new("scf.if", self.loc(span))
                .add_operands(&[condition.get()])
                .add_results(&[result])
                .add_regions([then, otherwise])
                .build(),
            span,
        )
    }

    /// `if (cond) a else b` (and a `switch` value, an `if` chain) at run
    /// time: an `scf.if` yielding the arm taken. The value's type is the
    /// first arm's with a fixed type (a comptime number takes it); a
    /// comptime condition keeps its arm alone.
    fn if_value(
        &mut self,
        cond: &Expr,
        then: &Expr,
        otherwise: &Expr,
        span: &Span,
    ) -> Eval<Operand> {
        let condition = self.expr(cond)?;
        if let Operand::Known(known) = &condition {
            return match known {
                Value::Bool(true) => self.expr(then),
                Value::Bool(false) => self.expr(otherwise),
                other => Err(error(
                    &cond.span,
                    format!("a condition is a bool, not {other}"),
                )),
            };
        }
        let condition = self.materialize(condition, &Type::Bool, &cond.span)?;
        let outer = self.block;
        let mut arms = Vec::new();
        for arm in [then, otherwise] {
            let region = Region::new();
            let block = BlockHandle::of(region.append_block(MlirBlock::new(&[])));
            self.block = block;
            let value = self.expr(arm);
            self.block = outer;
            arms.push((region, block, value?, arm));
        }
        let fixed = |operand: &Operand| match operand {
            Operand::Runtime(_, t) => Some(t.clone()),
            Operand::Known(v) => match v.type_of() {
                Type::ComptimeInt | Type::ComptimeFloat => None,
                t => Some(t),
            },
            Operand::Dsd(..) => None,
        };
        let Some(ty) = arms.iter().find_map(|(_, _, value, _)| fixed(value)) else {
            return Err(error(
                span,
                "a runtime `if` or `switch` value needs a type: give an arm one with @as",
            ));
        };
        let result = self.mlir(&ty, span)?;
        let mut regions = Vec::new();
        for (region, block, value, arm) in arms {
            self.block = block;
            let value = self.materialize(value, &ty, &arm.span);
            self.yield_and_leave(value, outer, span)?;
            regions.push(region);
        }
        let v = self.if_yielding(condition, result, regions, span)?;
        Ok(Operand::Runtime(v, ty))
    }

    /// An index as an `index` value.
    pub(super) fn index(&mut self, e: &Expr) -> Eval<ValueHandle> {
        let operand = self.expr(e)?;
        self.index_operand(operand, &e.span)
    }

    /// An integer operand as an `index`.
    pub(super) fn index_operand(&mut self, operand: Operand, span: &Span) -> Eval<ValueHandle> {
        let (value, ty) = match operand {
            Operand::Known(v) => {
                let v = coerce(
                    v,
                    &Type::Int(IntType {
                        signed: true,
                        bits: 32,
                    }),
                    span,
                )?;
                (
                    self.constant(&v, span)?,
                    Type::Int(IntType {
                        signed: true,
                        bits: 32,
                    }),
                )
            }
            Operand::Runtime(v, t) => (v, t),
            Operand::Dsd(..) => return Err(error(span, "an index is an integer, not a DSD")),
        };
        let Type::Int(_) = ty else {
            return Err(error(span, format!("an index is an integer, not {ty}")));
        };
        self.append1(
            OperationBuilder::new("arith.index_cast", self.loc(span))
                .add_operands(&[value.get()])
                .add_results(&[MlirType::index(self.context)])
                .build(),
            span,
        )
    }

    /// Reads local or global `name` (an element of it when `at` is given).
    pub(super) fn read(&mut self, name: &str, at: Vec<ValueHandle>, span: &Span) -> Eval<Operand> {
        if let Some(local) = self.runtime_local(name) {
            return match (local, at.is_empty()) {
                (Local::Value(v, t), true) => Ok(Operand::Runtime(v, t)),
                (Local::Slot(_, t @ Type::Array { .. }), true) => Err(error(
                    span,
                    format!("`{name}` is a {t}: it is read an element at a time"),
                )),
                (Local::Slot(slot, t), true) => {
                    let v = self.load(slot, Vec::new(), span)?;
                    Ok(Operand::Runtime(v, t))
                }
                (Local::DsdValue(access, offset), true) => Ok(Operand::Dsd(access, offset)),
                (Local::DsdSlot(access, slot), true) => {
                    let offset = self.load(slot, Vec::new(), span)?;
                    Ok(Operand::Dsd(access, offset))
                }
                _ => Err(error(
                    span,
                    format!("`{name}` is a scalar: it has no elements"),
                )),
            };
        }
        let value = self.evaluator.global(name, span, &mut NoHooks)?;
        // A fabric DSD `var` never written is its initial value (it has no
        // storage, mod.rs).
        if matches!(value, Value::FabricDsd(_)) && !self.program.written.contains(name) {
            return Ok(Operand::Known(value));
        }
        if let Value::Dsd { kind, access } = value {
            // Never written: its walk is the initial one, known at comptime.
            if !self.program.written.contains(name) {
                return Ok(Operand::Known(Value::Dsd { kind, access }));
            }
            let slot = self.dsd_slot(name, span)?;
            let offset = self.load(slot, Vec::new(), span)?;
            return Ok(Operand::Dsd(access, offset));
        }
        let (memref, element) = self.global(name, span)?;
        let rank = match &self.evaluator.global(name, span, &mut NoHooks)?.type_of() {
            Type::Array { dims, .. } => dims.len(),
            _ => 0,
        };
        if at.len() != rank {
            return Err(error(
                span,
                format!("`{name}` has {rank} dimensions, not {} indices", at.len()),
            ));
        }
        let v = self.load(memref, at, span)?;
        Ok(Operand::Runtime(v, element))
    }

    /// The offset (i32) of `value`, a DSD over the same walk as `declared`,
    /// which DSD variable `name` holds.
    pub(super) fn same_walk_offset(
        &mut self,
        name: &str,
        declared: &super::super::value::Access,
        value: &Expr,
    ) -> Eval<ValueHandle> {
        match self.expr(value)? {
            Operand::Dsd(access, offset) if same_walk(&access, declared) => Ok(offset),
            Operand::Known(Value::Dsd { access, .. }) if same_walk(&access, declared) => {
                self.constant(&Value::int_of(type_i32(), access.offset), &value.span)
            }
            _ => Err(error(
                &value.span,
                format!("`{name}` takes a DSD over the same array, extents and steps"),
            )),
        }
    }

    /// The i32 global holding DSD variable `name`'s element offset.
    pub(super) fn dsd_slot(&mut self, name: &str, span: &Span) -> Eval<ValueHandle> {
        let memref = MemRefType::new(IntegerType::new(self.context, 32).into(), &[], None, None);
        self.get_global(name, memref, span)
    }

    /// The common type of two operands and both as runtime values.
    pub(super) fn operands(
        &mut self,
        a: Operand,
        b: Operand,
        span: &Span,
    ) -> Eval<(ValueHandle, ValueHandle, Type)> {
        let ty = match (&a, &b) {
            (Operand::Runtime(_, Type::Int(x)), Operand::Runtime(_, Type::Int(y))) if x != y => {
                super::int_types::peer_int_type(*x, *y, span)?
            }
            (Operand::Runtime(_, t), _) | (_, Operand::Runtime(_, t)) => t.clone(),
            (Operand::Known(v), _) => v.type_of(),
            (Operand::Dsd(..), _) => {
                return Err(error(
                    span,
                    "a DSD is no operand of an arithmetic operation",
                ))
            }
        };
        Ok((
            self.materialize(a, &ty, span)?,
            self.materialize(b, &ty, span)?,
            ty,
        ))
    }

    pub(super) fn binary(
        &mut self,
        op: BinaryOp,
        a: Operand,
        b: Operand,
        span: &Span,
    ) -> Eval<Operand> {
        if let (Operand::Known(x), Operand::Known(y)) = (&a, &b) {
            return super::super::eval::binary(op, x.clone(), y.clone(), span).map(Operand::Known);
        }
        // Pointer arithmetic: a `[*]T` moved by a number of elements.
        if let (BinaryOp::Add | BinaryOp::Sub, Operand::Runtime(p, ty @ Type::Pointer { .. })) =
            (op, &a)
        {
            let steps = self.index_operand(b, span)?;
            let moved = self.pointer_step(*p, ty, steps, op == BinaryOp::Sub, span)?;
            return Ok(Operand::Runtime(moved, ty.clone()));
        }
        let (x, y, ty) = match (op, &a) {
            // The shifted value's type is the result's; the amount follows it.
            (BinaryOp::Shl | BinaryOp::Shr, Operand::Runtime(_, t)) => {
                let t = t.clone();
                let x = self.materialize(a, &t, span)?;
                (x, self.shift_amount(b, &t, span)?, t)
            }
            _ => self.operands(a, b, span)?,
        };
        let signed = matches!(ty, Type::Int(IntType { signed: true, .. }));
        use BinaryOp::*;
        let name = match (&ty, op) {
            (Type::Float(_), Add) => "arith.addf",
            (Type::Float(_), Sub) => "arith.subf",
            (Type::Float(_), Mul) => "arith.mulf",
            (Type::Float(_), Div) => "arith.divf",
            // Machine integers wrap: `+` and `+%` are one instruction.
            (Type::Int(_), Add | AddWrap) => "arith.addi",
            (Type::Int(_), Sub | SubWrap) => "arith.subi",
            (Type::Int(_), Mul | MulWrap) => "arith.muli",
            (Type::Int(_), Div) => {
                if signed {
                    "arith.divsi"
                } else {
                    "arith.divui"
                }
            }
            (Type::Int(_), Rem) => {
                if signed {
                    "arith.remsi"
                } else {
                    "arith.remui"
                }
            }
            (Type::Int(_) | Type::Bool, BitAnd | And) => "arith.andi",
            (Type::Int(_) | Type::Bool, BitOr | Or) => "arith.ori",
            (Type::Int(_) | Type::Bool, BitXor) => "arith.xori",
            (Type::Int(_), Shl) => "arith.shli",
            (Type::Int(_), Shr) => {
                if signed {
                    "arith.shrsi"
                } else {
                    "arith.shrui"
                }
            }
            (_, Eq | Ne | Lt | Le | Gt | Ge) => return self.compare(op, x, y, &ty, span),
            _ => {
                return Err(error(
                    span,
                    format!("`{}` does not apply to {ty}", op.symbol()),
                ))
            }
        };
        Ok(Operand::Runtime(self.arith(name, x, y, span)?, ty))
    }

    pub(super) fn compare(
        &mut self,
        op: BinaryOp,
        x: ValueHandle,
        y: ValueHandle,
        ty: &Type,
        span: &Span,
    ) -> Eval<Operand> {
        use BinaryOp::*;
        let (name, predicate) = match ty {
            Type::Float(_) => (
                "arith.cmpf",
                match op {
                    Eq => 1,
                    Gt => 2,
                    Ge => 3,
                    Lt => 4,
                    Le => 5,
                    // `!=` holds of an unordered pair (a NaN), as in IEEE.
                    _ => 13,
                },
            ),
            Type::Int(IntType { signed: true, .. }) => (
                "arith.cmpi",
                match op {
                    Eq => 0,
                    Ne => 1,
                    Lt => 2,
                    Le => 3,
                    Gt => 4,
                    _ => 5,
                },
            ),
            Type::Int(_) | Type::Bool => (
                "arith.cmpi",
                match op {
                    Eq => 0,
                    Ne => 1,
                    Lt => 6,
                    Le => 7,
                    Gt => 8,
                    _ => 9,
                },
            ),
            other => {
                return Err(error(
                    span,
                    format!("{other} values are not compared at run time"),
                ))
            }
        };
        let predicate = IntegerAttribute::new(IntegerType::new(self.context, 64).into(), predicate);
        let v = self.append1(
            OperationBuilder::new(name, self.loc(span))
                .add_attributes(&[(Identifier::new(self.context, "predicate"), predicate.into())])
                .add_operands(&[x.get(), y.get()])
                .add_results(&[IntegerType::new(self.context, 1).into()])
                .build(),
            span,
        )?;
        Ok(Operand::Runtime(v, Type::Bool))
    }

    pub(super) fn unary(&mut self, op: UnaryOp, v: Operand, span: &Span) -> Eval<Operand> {
        // Known only once lowered (`!@is_same_type(@type_of(x), T)`): folded.
        if let Operand::Known(value) = v {
            return super::super::eval::unary(op, value, span).map(Operand::Known);
        }
        let Operand::Runtime(x, ty) = v else {
            return Err(error(span, "internal error: a comptime operand"));
        };
        match (op, &ty) {
            (UnaryOp::Neg, Type::Float(_)) => {
                let mlir = x.get().r#type();
                let v = self.append1(
                    OperationBuilder::new("arith.negf", self.loc(span))
                        .add_operands(&[x.get()])
                        .add_results(&[mlir])
                        .build(),
                    span,
                )?;
                Ok(Operand::Runtime(v, ty))
            }
            (UnaryOp::Neg, Type::Int(_)) => {
                let zero = self.constant(
                    &Value::Int {
                        ty: type_int(&ty),
                        value: 0,
                    },
                    span,
                )?;
                Ok(Operand::Runtime(
                    self.arith("arith.subi", zero, x, span)?,
                    ty,
                ))
            }
            (UnaryOp::Not, Type::Bool) => {
                let one = self.constant(&Value::Bool(true), span)?;
                Ok(Operand::Runtime(
                    self.arith("arith.xori", x, one, span)?,
                    ty,
                ))
            }
            (UnaryOp::BitNot, Type::Int(_)) => {
                let ones = self.constant(
                    &Value::Int {
                        ty: type_int(&ty),
                        value: if matches!(ty, Type::Int(IntType { signed: true, .. })) {
                            -1
                        } else {
                            type_int(&ty).map_or(0, IntType::max)
                        },
                    },
                    span,
                )?;
                Ok(Operand::Runtime(
                    self.arith("arith.xori", x, ones, span)?,
                    ty,
                ))
            }
            (UnaryOp::Comptime, _) => Ok(Operand::Runtime(x, ty)),
            _ => Err(error(
                span,
                format!("{op:?} of a runtime {ty} is not lowered yet"),
            )),
        }
    }

    pub(super) fn call(&mut self, callee: &Expr, args: &[Expr], span: &Span) -> Eval<Operand> {
        // A library function: `sys_mod.unblock_cmd_stream()` of <memcpy/memcpy>.
        if let ExprKind::Field { base, name } = &callee.kind {
            if let Ok(Value::Module {
                name: module,
                bindings,
            }) = self.evaluator.expr_with(base, &self.known)
            {
                if let Some(lowered) =
                    self.library_call(&module, &bindings, &name.span, &name.text, args, span)
                {
                    return lowered;
                }
                return match (module.as_str(), name.text.as_str()) {
                    ("<memcpy/memcpy>", "unblock_cmd_stream") if args.is_empty() => {
                        self.machine(MachineOp::UnblockCmdStream, &[], span)
                    }
                    // The counter always runs: enabling it changes nothing.
                    ("<time>", "enable_tsc" | "disable_tsc") if args.is_empty() => {
                        Ok(Operand::Known(Value::Void))
                    }
                    ("<time>", "reset_tsc_counter") if args.is_empty() => {
                        let reset = self.constant(&Value::int_of(type_i32(), 2), span)?;
                        self.machine(MachineOp::Timestamp, &[reset], span)?;
                        Ok(Operand::Known(Value::Void))
                    }
                    ("<time>", "get_timestamp") => self.timestamp(args, span),
                    ("<layout>", "get_x_coord" | "get_y_coord") => self
                        .evaluator
                        .layout_call(&format!("{module}.{}", name.text), args.len(), span)
                        .unwrap_or_else(|| Err(error(span, "internal error: not <layout>")))
                        .map(Operand::Known),
                    ("<math>", function) => {
                        let Some((params, _)) = super::math::signature(function) else {
                            return Err(error(
                                &name.span,
                                format!("`{function}` is not one of <math>'s functions"),
                            ));
                        };
                        if params.len() != args.len() {
                            return Err(error(
                                span,
                                format!(
                                    "`{function}` takes {}, not {}",
                                    tanto_arch::count(params.len() as u64, "argument"),
                                    args.len()
                                ),
                            ));
                        }
                        let mut values = Vec::new();
                        for (arg, ty) in args.iter().zip(&params) {
                            let operand = self.expr(arg)?;
                            values.push(self.materialize(operand, ty, &arg.span)?);
                        }
                        let (_, ret) = super::math::signature(function)
                            .ok_or_else(|| error(span, "internal error: no signature"))?;
                        let v = self.math_call(function, &values, span)?;
                        Ok(Operand::Runtime(v, ret))
                    }
                    // <control>'s payload encoders fold at comptime.
                    ("<control>", function) => {
                        let mut values = Vec::new();
                        for a in args {
                            values
                                .push((self.evaluator.expr_with(a, &self.known)?, a.span.clone()));
                        }
                        match super::super::eval::builtins::library_call(
                            &format!("{module}.{function}"),
                            &values,
                            span,
                        ) {
                            Some(value) => value.map(Operand::Known),
                            None => Err(error(
                                &name.span,
                                format!("`{function}` of <control> is not supported"),
                            )),
                        }
                    }
                    _ => Err(error(
                        &name.span,
                        format!("`{}` of {module} is not lowered yet", name.text),
                    )),
                };
            }
        }
        let ExprKind::Ident(name) = &callee.kind else {
            return Err(error(
                &callee.span,
                "a runtime call names a function of the file",
            ));
        };
        let Value::Fn(_) = self.evaluator.global(name, &callee.span, &mut NoHooks)? else {
            return Err(error(&callee.span, format!("`{name}` is not a function")));
        };
        let caller = self.program.current.clone();
        self.program.calls.insert((caller, name.clone()));
        let signature = self.evaluator.signature(name, &mut NoHooks)?;
        if signature.0.len() != args.len() {
            return Err(error(
                span,
                format!(
                    "`{name}` takes {}, not {}",
                    tanto_arch::count(signature.0.len() as u64, "argument"),
                    args.len()
                ),
            ));
        }
        let params = self
            .evaluator
            .function_decl(name)
            .map(|decl| decl.params.as_slice())
            .unwrap_or_default();
        let mut known_args = BTreeMap::new();
        let mut values = Vec::new();
        for (index, (arg, ty)) in args.iter().zip(&signature.0).enumerate() {
            let operand = self.expr(arg)?;
            if let Some(param) = params.get(index) {
                let known = match &operand {
                    Operand::Known(value) => {
                        coerce(value.clone(), ty, &arg.span).unwrap_or(Value::Void)
                    }
                    _ => Value::Void,
                };
                known_args.insert(param.name.text.clone(), known);
            }
            values.push(self.materialize(operand, ty, &arg.span)?.get());
        }
        self.check_preconditions(name, &known_args, span)?;
        let results: Vec<MlirType<'c>> = match &signature.1 {
            Type::Void => Vec::new(),
            other => vec![self.mlir(other, span)?],
        };
        let out = self.append(
            OperationBuilder::new("func.call", self.loc(span))
                .add_attributes(&[(
                    Identifier::new(self.context, "callee"),
                    FlatSymbolRefAttribute::new(self.context, name).into(),
                )])
                .add_operands(&values)
                .add_results(&results)
                .build(),
            span,
        )?;
        Ok(match out.first() {
            Some(v) => Operand::Runtime(*v, signature.1),
            None => Operand::Known(Value::Void),
        })
    }

    /// A function's leading `@assert`s are its preconditions: one that the
    /// call's comptime-known arguments make false would abort every run
    /// that reaches the call, so it is an error at the call. `known` binds
    /// every parameter, a runtime one to void, so an assert that
    /// reads one cannot be decided (nor see a global of the same name).
    fn check_preconditions(
        &mut self,
        name: &str,
        known: &BTreeMap<String, Value>,
        span: &Span,
    ) -> Eval<()> {
        let Some(decl) = self.evaluator.function_decl(name) else {
            return Ok(());
        };
        for stmt in &decl.body.stmts {
            let StmtKind::Expr(Expr {
                kind:
                    ExprKind::Builtin {
                        name: builtin,
                        args,
                    },
                ..
            }) = &stmt.kind
            else {
                break;
            };
            let [cond] = args.as_slice() else { break };
            if builtin.text != "assert" {
                break;
            }
            if let Ok(Value::Bool(false)) = self.evaluator.expr_with(cond, known) {
                return Err(error(
                    span,
                    format!(
                        "this call's arguments, known at comptime, fail an @assert of `{}`",
                        name.replace("__", ".")
                    ),
                )
                .with_note(stmt.span.clone(), "the @assert"));
            }
        }
        Ok(())
    }

    /// `<time>`'s `get_timestamp(&buf)`: the PE's 48-bit cycle counter into
    /// `buf`, a `[3]u16`, low word first.
    pub(super) fn timestamp(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
        let [buffer] = args else {
            return Err(error(span, "get_timestamp takes `&buf`, a [3]u16"));
        };
        let array = match self.expr(buffer)? {
            Operand::Known(Value::Address(array)) => array,
            _ => {
                return Err(error(
                    &buffer.span,
                    "get_timestamp takes `&buf`, a global [3]u16",
                ))
            }
        };
        let (memref, element) = self.global(&array, &buffer.span)?;
        let fits = matches!(
            self.evaluator.global(&array, &buffer.span, &mut NoHooks)?.type_of(),
            Type::Array { ref dims, .. } if dims.iter().product::<u64>() >= 3
        );
        if !fits || !matches!(element, Type::Int(IntType { bits: 16, .. })) {
            return Err(error(
                &buffer.span,
                format!("get_timestamp writes three u16 words; `{array}` is not a [3]u16"),
            ));
        }
        let mut parts = Vec::new();
        for part in [0, 1] {
            let part = self.constant(&Value::int_of(type_i32(), part), span)?;
            let Operand::Runtime(word, _) = self.machine(MachineOp::Timestamp, &[part], span)?
            else {
                return Err(error(span, "internal error: time without a result"));
            };
            parts.push(word);
        }
        let sixteen = self.constant(&Value::int_of(type_i32(), 16), span)?;
        let middle = self.arith("arith.shrui", parts[0], sixteen, span)?;
        let i16: MlirType<'c> = IntegerType::new(self.context, 16).into();
        for (k, word) in [parts[0], middle, parts[1]].into_iter().enumerate() {
            let half = self.append1(
                OperationBuilder::new("arith.trunci", self.loc(span))
                    .add_operands(&[word.get()])
                    .add_results(&[i16])
                    .build(),
                span,
            )?;
            let at = self.index_constant(k as i64, span)?;
            self.store(half, memref, vec![at], span)?;
        }
        Ok(Operand::Known(Value::Void))
    }

    pub(super) fn builtin(&mut self, name: &Name, args: &[Expr], span: &Span) -> Eval<Operand> {
        if let Some((_, routine)) = TASK_CALLS.iter().find(|(n, _)| *n == name.text) {
            let [id] = args else {
                return Err(error(
                    span,
                    format!("@{} takes one task ID or color", name.text),
                ));
            };
            let id = match self.expr(id)? {
                Operand::Known(Value::Id { kind, id }) => {
                    if name.text == "activate" && kind != super::super::value::IdKind::LocalTask {
                        return Err(error(
                            &args[0].span,
                            format!(
                                "@activate takes a local_task_id, not a {}",
                                kind.type_name()
                            ),
                        ));
                    }
                    if name.text == "activate" {
                        let current = self.program.current.clone();
                        self.program.activations.insert((current, id));
                    }
                    id
                }
                // A local task ID passed in at run time (its passing recorded
                // the activation).
                Operand::Runtime(id, Type::Id(super::super::value::IdKind::LocalTask))
                    if name.text == "activate" =>
                {
                    return self.machine(*routine, &[id], span);
                }
                _ => {
                    return Err(error(
                        &args[0].span,
                        format!("@{} takes a task ID or color known at comptime", name.text),
                    ))
                }
            };
            let id = self.constant(
                &Value::Int {
                    ty: Some(IntType {
                        signed: true,
                        bits: 32,
                    }),
                    value: i128::from(id),
                },
                span,
            )?;
            return self.machine(*routine, &[id], span);
        }
        match name.text.as_str() {
            "increment_dsd_offset" => self.increment_dsd_offset(args, span),
            "map" => {
                super::map::map(self, args, span)?;
                Ok(Operand::Known(Value::Void))
            }
            "as" => self.cast(args, span),
            "bitcast" => self.bitcast(args, span),
            // A failed @assert aborts the simulation (csl-builtins): a trap
            // (RV32's `unimp`), which the simulator stops at, so the fault's
            // pc is the assert's own line in the line tables.
            "assert" => {
                let [cond] = args else {
                    return Err(error(span, "@assert takes one bool"));
                };
                let holds = self.expr(cond)?;
                if let Operand::Known(Value::Bool(true)) = holds {
                    return Ok(Operand::Known(Value::Void));
                }
                let holds = self.materialize(holds, &Type::Bool, &cond.span)?;
                self.if_else(
                    holds,
                    span,
                    |_| Ok(()),
                    |this| {
                        let trap = OperationBuilder::new("llvm.intr.trap", this.loc(span)).build();
                        this.append(trap, span).map(|_| ())
                    },
                )?;
                Ok(Operand::Known(Value::Void))
            }
            "ptrcast" => self.ptrcast(args, span),
            // A runtime value's type is known at comptime.
            "type_of" => match args {
                [arg] => Ok(Operand::Known(Value::Type(match self.expr(arg)? {
                    Operand::Known(value) => value.type_of(),
                    Operand::Runtime(_, ty) => ty,
                    // A walk of more than one dimension is a mem4d_dsd's.
                    Operand::Dsd(access, _) => Type::Dsd(if access.extents.len() > 1 {
                        super::super::value::DsdKind::Mem4d
                    } else {
                        super::super::value::DsdKind::Mem1d
                    }),
                }))),
                _ => Err(error(span, "@type_of takes one value")),
            },
            "is_same_type" => match args {
                [a, b] => match (self.expr(a)?, self.expr(b)?) {
                    (Operand::Known(Value::Type(a)), Operand::Known(Value::Type(b))) => {
                        Ok(Operand::Known(Value::Bool(a == b)))
                    }
                    _ => Err(error(span, "@is_same_type takes two types")),
                },
                _ => Err(error(span, "@is_same_type takes two types")),
            },
            "set_dsd_length" | "set_dsd_base_addr" | "set_dsd_stride" => {
                self.modify_dsd(name, args, span)
            }
            text if super::dsd::is_dsd_op(text) => {
                super::dsd::operation(self, name, args, span)?;
                Ok(Operand::Known(Value::Void))
            }
            other => Err(error(
                &name.span,
                format!("@{other} is not lowered at run time yet"),
            )),
        }
    }

    /// `@increment_dsd_offset(d, k, T)` at run time: the DSD with its offset
    /// moved by k elements of T (in elements of its array).
    pub(super) fn increment_dsd_offset(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
        let [dsd, step, ty] = args else {
            return Err(error(
                span,
                "@increment_dsd_offset takes a DSD, an offset and a type",
            ));
        };
        let (access, offset) = match self.expr(dsd)? {
            Operand::Dsd(access, offset) => (access, offset),
            Operand::Known(Value::Dsd { access, .. }) => {
                let offset = self.constant(
                    &Value::Int {
                        ty: Some(IntType {
                            signed: true,
                            bits: 32,
                        }),
                        value: i128::from(access.offset),
                    },
                    span,
                )?;
                (access, offset)
            }
            _ => return Err(error(&dsd.span, "@increment_dsd_offset takes a memory DSD")),
        };
        let by = self.evaluator.type_expr(ty, &mut NoHooks)?;
        let element = match self
            .evaluator
            .global(&access.array, span, &mut NoHooks)?
            .type_of()
        {
            Type::Array { element, .. } => *element,
            other => other,
        };
        let bytes = |t: &Type| match t {
            Type::Int(i) => Some(u32::from(i.bits) / 8),
            Type::Float(FloatType::F16) => Some(2),
            Type::Float(FloatType::F32) => Some(4),
            _ => None,
        };
        let (Some(by_bytes), Some(element_bytes)) = (bytes(&by), bytes(&element)) else {
            return Err(error(
                &ty.span,
                format!("@increment_dsd_offset counts in a 16- or 32-bit type, not {by}"),
            ));
        };
        if by_bytes % element_bytes != 0 {
            return Err(error(
                &ty.span,
                format!("an offset in {by} does not land on an element of {element}"),
            ));
        }
        let i32_type = Type::Int(IntType {
            signed: true,
            bits: 32,
        });
        let step = match self.expr(step)? {
            // Any comptime integer: the offset is an i16 in CSL, widened.
            Operand::Known(Value::Int { value, .. }) => self.constant(
                &Value::Int {
                    ty: Some(IntType {
                        signed: true,
                        bits: 32,
                    }),
                    value,
                },
                span,
            )?,
            Operand::Runtime(v, Type::Int(t)) if t.bits < 32 => self.resize_int(
                v,
                t,
                IntType {
                    signed: true,
                    bits: 32,
                },
                span,
            )?,
            other => self.materialize(other, &i32_type, span)?,
        };
        let scale = self.constant(
            &Value::Int {
                ty: Some(IntType {
                    signed: true,
                    bits: 32,
                }),
                value: i128::from(by_bytes / element_bytes),
            },
            span,
        )?;
        let moved = self.arith("arith.muli", step, scale, span)?;
        let offset = self.arith("arith.addi", offset, moved, span)?;
        Ok(Operand::Dsd(access, offset))
    }

    /// `@bitcast(T, v)` at run time: v's bits as a T of the same width.
    pub(super) fn bitcast(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
        let [ty, value] = args else {
            return Err(error(span, "@bitcast takes a type and a value"));
        };
        let to = self.evaluator.type_expr(ty, &mut NoHooks)?;
        let (v, from) = match self.expr(value)? {
            Operand::Runtime(v, t) => (v, t),
            _ => return Err(error(&value.span, "@bitcast of a runtime scalar")),
        };
        let width = |t: &Type| match t {
            Type::Int(i) => Some(i.bits),
            Type::Float(FloatType::F16) => Some(16),
            Type::Float(FloatType::F32) => Some(32),
            _ => None,
        };
        if width(&from).is_none() || width(&from) != width(&to) {
            return Err(error(
                span,
                format!("@bitcast converts between types of one width: {from} to {to}"),
            ));
        }
        let target = self.mlir(&to, span)?;
        if v.get().r#type() == target {
            return Ok(Operand::Runtime(v, to));
        }
        let v = self.append1(
            OperationBuilder::new("arith.bitcast", self.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[target])
                .build(),
            span,
        )?;
        Ok(Operand::Runtime(v, to))
    }

    /// `@set_dsd_length(d, n)` and `@set_dsd_base_addr(d, &B)` on a DSD
    /// whose offset is known at run time: the new walk, the same offset.
    pub(super) fn modify_dsd(&mut self, name: &Name, args: &[Expr], span: &Span) -> Eval<Operand> {
        let [dsd, argument] = args else {
            return Err(error(
                span,
                format!("@{} takes a DSD and one value", name.text),
            ));
        };
        let Operand::Dsd(access, offset) = self.expr(dsd)? else {
            return Err(error(
                &dsd.span,
                format!("@{} takes a memory DSD", name.text),
            ));
        };
        let Operand::Known(argument_value) = self.expr(argument)? else {
            return Err(error(
                &argument.span,
                format!("@{}'s second argument is known at comptime", name.text),
            ));
        };
        let kind = if access.extents.len() == 1 {
            super::super::value::DsdKind::Mem1d
        } else {
            super::super::value::DsdKind::Mem4d
        };
        let known = Value::Dsd { kind, access };
        let changed = super::super::eval::builtins::language(
            &name.text,
            &[
                (known, dsd.span.clone()),
                (argument_value, argument.span.clone()),
            ],
            span,
            &self.evaluator.machine(),
        )
        .unwrap_or_else(|| Err(error(span, "internal error: no such builtin")))?;
        match changed {
            Value::Dsd { access, .. } => Ok(Operand::Dsd(access, offset)),
            _ => Err(error(span, "internal error: not a DSD")),
        }
    }

    /// `@as(T, v)` at run time: integer width changes, int/float
    /// conversions, f16/f32.
    pub(super) fn cast(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
        let [ty, value] = args else {
            return Err(error(span, "@as takes a type and a value"));
        };
        let to = self.evaluator.type_expr(ty, &mut NoHooks)?;
        let Operand::Runtime(v, from) = self.expr(value)? else {
            return Err(error(span, "internal error: a comptime cast"));
        };
        let target = self.mlir(&to, span)?;
        let name = match (&from, &to) {
            (a, b) if a == b => return Ok(Operand::Runtime(v, to)),
            (Type::Int(a), Type::Int(b)) if b.bits > a.bits => {
                if a.signed {
                    "arith.extsi"
                } else {
                    "arith.extui"
                }
            }
            (Type::Int(a), Type::Int(b)) if b.bits < a.bits => "arith.trunci",
            (Type::Int(_), Type::Int(_)) => return Ok(Operand::Runtime(v, to)),
            (Type::Int(a), Type::Float(_)) => {
                if a.signed {
                    "arith.sitofp"
                } else {
                    "arith.uitofp"
                }
            }
            (Type::Float(_), Type::Int(b)) => {
                if b.signed {
                    "arith.fptosi"
                } else {
                    "arith.fptoui"
                }
            }
            (Type::Float(FloatType::F16), Type::Float(FloatType::F32)) => "arith.extf",
            (Type::Float(FloatType::F32), Type::Float(FloatType::F16)) => "arith.truncf",
            _ => {
                return Err(error(
                    span,
                    format!("@as from {from} to {to} is not lowered yet"),
                ))
            }
        };
        let v = self.append1(
            OperationBuilder::new(name, self.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[target])
                .build(),
            span,
        )?;
        Ok(Operand::Runtime(v, to))
    }
}

/// How many calls deep a comptime function may call others.
const COMPTIME_CALL_DEPTH: usize = 8;

/// Builtins that act on the machine: never folded at comptime.
fn is_machine_builtin(name: &str) -> bool {
    super::dsd::is_dsd_op(name)
        || name == "map"
        || name == "ptrcast"
        || TASK_CALLS.iter().any(|(n, _)| *n == name)
}

/// Whether two walks differ at most in their offset.
fn same_walk(a: &super::super::value::Access, b: &super::super::value::Access) -> bool {
    a.array == b.array && a.extents == b.extents && a.strides == b.strides
}
