//! Function and task bodies: a function or task into a `func.func`, and its
//! statements (locals, assignments, `if`, loops, early returns, `break` and
//! `continue`) into scf and memref. Expressions are [`super::expr`]'s.

use super::super::ast::*;
use super::super::eval::{error, Eval, Evaluator, NoHooks};
use super::super::value::{IntType, Type, Value};
use super::builder::{type_i32, FnBuilder, Local, LoopFlags, Operand, ProgramState, ReturnFlags};
use super::mlir_type;
use crate::source_files::SourceFiles;
use melior::{
    ir::{
        attribute::{StringAttribute, TypeAttribute},
        block::BlockLike,
        operation::OperationBuilder,
        r#type::FunctionType,
        Attribute, Block as MlirBlock, Identifier, Location, Operation, Region, RegionLike,
        Type as MlirType,
    },
    Context,
};
use std::collections::BTreeMap;
use tanto_dialects::ir::handles::{BlockHandle, ValueHandle};

/// `fn` or `task` into a `func.func`; a task gets `fabric.task`. What the
/// body needs beyond it (runtime functions, outlined operations) goes to
/// `program`.
pub(super) fn function<'c, 'f>(
    context: &'c Context,
    files: &'f SourceFiles,
    evaluator: &mut Evaluator<'f>,
    decl: &'f FnDecl,
    program: &mut ProgramState<'c>,
) -> Eval<Operation<'c>> {
    program.current = decl.name.text.clone();
    let mut params = Vec::new();
    for p in &decl.params {
        if p.comptime {
            return Err(error(
                &p.name.span,
                "comptime parameters of runtime functions are not lowered yet",
            ));
        }
        let ty = evaluator.type_expr(&p.ty, &mut NoHooks)?;
        let mlir = mlir_type(context, &ty).ok_or_else(|| {
            error(
                &p.ty.span,
                format!("a parameter of type {ty} is not lowered yet"),
            )
        })?;
        params.push((p.name.text.clone(), ty, mlir));
    }
    let ret = match &decl.ret {
        Some(r) => evaluator.type_expr(r, &mut NoHooks)?,
        None => Type::Void,
    };
    let results: Vec<MlirType<'c>> = match &ret {
        Type::Void => Vec::new(),
        other => vec![mlir_type(context, other).ok_or_else(|| {
            error(
                &decl.name.span,
                format!("a result of type {other} is not lowered yet"),
            )
        })?],
    };
    let location = {
        let (f, line, column) = files.position(decl.span.start);
        Location::new(context, f, line, column)
    };
    let region = Region::new();
    let arguments: Vec<(MlirType<'c>, Location<'c>)> =
        params.iter().map(|(_, _, t)| (*t, location)).collect();
    let entry = region.append_block(MlirBlock::new(&arguments));
    let mut scope = BTreeMap::new();
    for (k, (name, ty, _)) in params.iter().enumerate() {
        let arg = entry
            .argument(k)
            .map_err(|e| error(&decl.span, format!("internal error: {e}")))?;
        scope.insert(name.clone(), Local::Value(ValueHandle::of(arg), ty.clone()));
    }
    let mut builder = FnBuilder {
        context,
        files,
        evaluator,
        block: BlockHandle::of(entry),
        locals: vec![scope],
        known: BTreeMap::new(),
        program: std::mem::take(program),
        entry: BlockHandle::of(entry),
        exit: None,
        loops: Vec::new(),
    };
    let returned = builder.body(&decl.body.stmts, &ret, &decl.span);
    *program = std::mem::take(&mut builder.program);
    let returned = returned?;
    if !returned {
        if ret != Type::Void {
            return Err(error(
                &decl.span,
                format!(
                    "`{}` returns {ret} but its last statement is no `return`",
                    decl.name.text
                ),
            ));
        }
        builder.append(
            OperationBuilder::new("func.return", location).build(),
            &decl.span,
        )?;
    }
    let function_type = FunctionType::new(
        context,
        &arguments.iter().map(|(t, _)| *t).collect::<Vec<_>>(),
        &results,
    );
    let mut attributes = vec![
        (
            Identifier::new(context, "sym_name"),
            StringAttribute::new(context, &decl.name.text).into(),
        ),
        (
            Identifier::new(context, "function_type"),
            TypeAttribute::new(function_type.into()).into(),
        ),
    ];
    if decl.task {
        attributes.push((
            Identifier::new(context, "fabric.task"),
            Attribute::unit(context),
        ));
    }
    OperationBuilder::new("func.func", location)
        .add_attributes(&attributes)
        .add_regions([region])
        .build()
        .map_err(|e| error(&decl.span, format!("internal error: {e}")))
}

impl<'c> FnBuilder<'c, '_, '_> {
    /// A function's body; true when it ended in its own `func.return`. A
    /// function with early returns keeps them in flags and returns once,
    /// at the end.
    pub(super) fn body(&mut self, statements: &[Stmt], ret: &Type, span: &Span) -> Eval<bool> {
        if !super::exits::has_early_return(statements) {
            return self.statements(statements, ret);
        }
        let returned = self.slot(&Type::Bool, span)?;
        let no = self.constant(&Value::Bool(false), span)?;
        self.store(no, returned, Vec::new(), span)?;
        let result = match ret {
            Type::Void => None,
            ty => Some(self.slot(ty, span)?),
        };
        self.exit = Some(ReturnFlags { returned, result });
        self.statements(statements, ret)?;
        let mut values = Vec::new();
        if let Some(result) = result {
            values.push(self.load(result, Vec::new(), span)?.get());
        }
        self.append(
            OperationBuilder::new("func.return", self.loc(span))
                .add_operands(&values)
                .build(),
            span,
        )?;
        Ok(true)
    }

    /// Runs `statements`; true when the last one returned.
    pub(super) fn statements(&mut self, statements: &[Stmt], ret: &Type) -> Eval<bool> {
        self.locals.push(BTreeMap::new());
        let result = self.statement_list(statements, ret);
        self.locals.pop();
        result
    }

    /// The statements of one scope. After one that may leave early
    /// (`break`, `continue`, an early `return`), the rest run under an
    /// `scf.if` of the flags.
    pub(super) fn statement_list(&mut self, statements: &[Stmt], ret: &Type) -> Eval<bool> {
        for (k, stmt) in statements.iter().enumerate() {
            let rest = &statements[k + 1..];
            match (&stmt.kind, self.exit) {
                (StmtKind::Return(value), Some(flags)) => {
                    if let (Some(v), Some(result)) = (value, flags.result) {
                        let operand = self.expr(v)?;
                        let v = self.materialize(operand, ret, &v.span)?;
                        self.store(v, result, Vec::new(), &stmt.span)?;
                    }
                    let yes = self.constant(&Value::Bool(true), &stmt.span)?;
                    self.store(yes, flags.returned, Vec::new(), &stmt.span)?;
                    // What follows a return in its own block never runs.
                    return Ok(false);
                }
                (StmtKind::Return(value), None) => {
                    if !rest.is_empty() {
                        return Err(error(
                            &stmt.span,
                            "internal error: an early return without flags",
                        ));
                    }
                    let mut values = Vec::new();
                    if let Some(v) = value {
                        let operand = self.expr(v)?;
                        values.push(self.materialize(operand, ret, &v.span)?.get());
                    }
                    let op = OperationBuilder::new("func.return", self.loc(&stmt.span))
                        .add_operands(&values)
                        .build();
                    self.append(op, &stmt.span)?;
                    return Ok(true);
                }
                _ => self.stmt(stmt, ret)?,
            }
            if matches!(stmt.kind, StmtKind::Break { .. } | StmtKind::Continue(_)) {
                return Ok(false);
            }
            if !rest.is_empty() && super::exits::may_exit(stmt, self.exit.is_some()) {
                if let Some(running) = self.running(&stmt.span)? {
                    self.if_else(
                        running,
                        &stmt.span,
                        |this| this.statement_list(rest, ret).map(|_| ()),
                        |_| Ok(()),
                    )?;
                    return Ok(false);
                }
            }
        }
        Ok(false)
    }

    /// Whether the statements here still run: no early return, no break or
    /// continue of an enclosing loop; None when nothing can stop them.
    pub(super) fn running(&mut self, span: &Span) -> Eval<Option<ValueHandle>> {
        let mut flags: Vec<ValueHandle> = self.exit.iter().map(|e| e.returned).collect();
        for l in &self.loops {
            flags.extend(l.broken.iter().chain(l.continued.iter()).copied());
        }
        self.none_set(&flags, span)
    }

    /// Whether none of the i1 slots `flags` holds true; None for no slots.
    pub(super) fn none_set(
        &mut self,
        flags: &[ValueHandle],
        span: &Span,
    ) -> Eval<Option<ValueHandle>> {
        let mut all_clear: Option<ValueHandle> = None;
        for flag in flags {
            let set = self.load(*flag, Vec::new(), span)?;
            let yes = self.constant(&Value::Bool(true), span)?;
            let clear = self.arith("arith.xori", set, yes, span)?;
            all_clear = Some(match all_clear {
                None => clear,
                Some(so_far) => self.arith("arith.andi", so_far, clear, span)?,
            });
        }
        Ok(all_clear)
    }

    /// Whether loop `own` goes on: nothing outside it stopped, and it was
    /// not broken (its own continue does not stop it).
    pub(super) fn loop_guard(&mut self, own: &LoopFlags, span: &Span) -> Eval<Option<ValueHandle>> {
        let outside = self.running(span)?;
        let mine = match own.broken {
            Some(broken) => self.none_set(&[broken], span)?,
            None => None,
        };
        Ok(match (outside, mine) {
            (Some(a), Some(b)) => Some(self.arith("arith.andi", a, b, span)?),
            (a, b) => a.or(b),
        })
    }

    /// The flags of a loop labeled `label` with `body`: a slot for each of
    /// break and continue that the body uses, cleared.
    pub(super) fn loop_flags(
        &mut self,
        label: Option<&Name>,
        body: &Block,
        span: &Span,
    ) -> Eval<LoopFlags> {
        let label = label.map(|l| l.text.clone());
        let (breaks, continues) = super::exits::loop_exits(body, label.as_deref());
        let flag = |this: &mut Self, used: bool| -> Eval<Option<ValueHandle>> {
            if !used {
                return Ok(None);
            }
            let slot = this.slot(&Type::Bool, span)?;
            let no = this.constant(&Value::Bool(false), span)?;
            this.store(no, slot, Vec::new(), span)?;
            Ok(Some(slot))
        };
        Ok(LoopFlags {
            label,
            broken: flag(self, breaks)?,
            continued: flag(self, continues)?,
        })
    }

    /// `break` / `continue` (of the loop labeled `label`, or the innermost):
    /// sets its flag.
    pub(super) fn exit_loop(
        &mut self,
        label: Option<&Name>,
        is_break: bool,
        span: &Span,
    ) -> Eval<()> {
        let target = match label {
            None => self.loops.last(),
            Some(l) => self
                .loops
                .iter()
                .rev()
                .find(|f| f.label.as_deref() == Some(l.text.as_str())),
        };
        let what = if is_break { "break" } else { "continue" };
        let Some(target) = target else {
            return Err(error(
                span,
                match label {
                    Some(l) => format!("`{what} :{}` names no loop around it", l.text),
                    None => format!("`{what}` outside a loop"),
                },
            ));
        };
        let slot = if is_break {
            target.broken
        } else {
            target.continued
        };
        let slot = slot.ok_or_else(|| error(span, "internal error: a loop without its flag"))?;
        let yes = self.constant(&Value::Bool(true), span)?;
        self.store(yes, slot, Vec::new(), span)
    }

    pub(super) fn stmt(&mut self, stmt: &Stmt, ret: &Type) -> Eval<()> {
        match &stmt.kind {
            StmtKind::Decl(d) => self.local(d),
            StmtKind::Expr(e) => self.expr(e).map(|_| ()),
            StmtKind::Assign(a) => self.assign(a),
            StmtKind::If {
                cond,
                then,
                otherwise,
            } => {
                let cond = self.expr(cond)?;
                // A comptime condition keeps only the branch taken; the
                // other is not lowered (as CSL does not analyse it).
                if let Operand::Known(Value::Bool(taken)) = cond {
                    return match (taken, otherwise) {
                        (true, _) => self.nested(&then.stmts, ret),
                        (false, Some(o)) => self.nested(&o.stmts, ret),
                        (false, None) => Ok(()),
                    };
                }
                let cond = self.materialize(cond, &Type::Bool, &stmt.span)?;
                self.if_else(
                    cond,
                    &stmt.span,
                    |this| this.nested(&then.stmts, ret),
                    |this| match otherwise {
                        Some(o) => this.nested(&o.stmts, ret),
                        None => Ok(()),
                    },
                )
            }
            StmtKind::For {
                label,
                iterable,
                element,
                index,
                body,
            } => {
                let flags = self.loop_flags(label.as_ref(), body, &stmt.span)?;
                self.for_range(iterable, element, index.as_ref(), body, ret, flags)
            }
            StmtKind::Block(b) => self.nested(&b.stmts, ret),
            StmtKind::Comptime(b) => {
                let mut hooks = NoHooks;
                self.evaluator.run(b, &mut hooks)
            }
            StmtKind::While {
                label,
                cond,
                step,
                body,
            } => {
                let flags = self.loop_flags(label.as_ref(), body, &stmt.span)?;
                self.while_loop(cond, step.as_ref(), body, ret, &stmt.span, flags)
            }
            StmtKind::Break { value: Some(v), .. } => Err(error(
                &v.span,
                "a `break` with a value leaves a labeled block at comptime only",
            )),
            StmtKind::Break { label, value: None } => {
                self.exit_loop(label.as_ref(), true, &stmt.span)
            }
            StmtKind::Continue(label) => self.exit_loop(label.as_ref(), false, &stmt.span),
            StmtKind::Return(_) => Err(error(
                &stmt.span,
                "internal error: a return outside a statement list",
            )),
        }
    }

    pub(super) fn nested(&mut self, statements: &[Stmt], ret: &Type) -> Eval<()> {
        if self.statements(statements, ret)? {
            return Err(error(
                &statements[statements.len() - 1].span,
                "an early `return` is not lowered yet: return at the end",
            ));
        }
        Ok(())
    }

    pub(super) fn local(&mut self, d: &Decl) -> Eval<()> {
        let ty = match &d.ty {
            Some(t) => Some(self.evaluator.type_expr(t, &mut NoHooks)?),
            None => None,
        };
        // A local array: storage of its own, its initial elements stored.
        let array_type = match (&ty, &d.init) {
            (Some(t @ Type::Array { .. }), _) => Some(t.clone()),
            (None, Some(init)) if !self.reads_runtime(init) => {
                match self.evaluator.expr_with(init, &self.known)? {
                    Value::Array { element, dims, .. } => Some(Type::Array {
                        dims,
                        element: Box::new(element),
                    }),
                    _ => None,
                }
            }
            _ => None,
        };
        if let Some(array) = array_type.filter(|_| d.kind == DeclKind::Var) {
            let initial = match &d.init {
                None => None,
                Some(Expr {
                    kind: ExprKind::Undefined,
                    ..
                }) => None,
                Some(init) => match self.expr(init)? {
                    Operand::Known(v) => Some(v),
                    _ => {
                        return Err(error(
                            &init.span,
                            "a local array starts with values known at comptime",
                        ))
                    }
                },
            };
            let local = self.local_array(&array, initial.as_ref(), &d.span)?;
            if let Some(scope) = self.locals.last_mut() {
                scope.insert(d.name.text.clone(), local);
            }
            return Ok(());
        }
        let Some(init) = &d.init else {
            return Err(error(&d.name.span, "a local needs a value"));
        };
        let value = self.expr(init)?;
        // A DSD variable: the walk stays comptime, the offset is runtime.
        let dsd = match &value {
            Operand::Dsd(access, offset) => Some((access.clone(), *offset)),
            Operand::Known(Value::Dsd { access, .. }) if d.kind == DeclKind::Var => {
                let offset =
                    self.constant(&Value::int_of(type_i32(), access.offset), &init.span)?;
                Some((access.clone(), offset))
            }
            _ => None,
        };
        if let Some((access, offset)) = dsd {
            let local = if d.kind == DeclKind::Var {
                let slot = self.slot(&type_i32(), &d.span)?;
                self.store(offset, slot, Vec::new(), &d.span)?;
                Local::DsdSlot(access, slot)
            } else {
                Local::DsdValue(access, offset)
            };
            if let Some(scope) = self.locals.last_mut() {
                scope.insert(d.name.text.clone(), local);
            }
            return Ok(());
        }
        let ty = match (ty, &value) {
            (Some(t), _) => t,
            (None, Operand::Runtime(_, t)) => t.clone(),
            (None, Operand::Dsd(..)) => {
                return Err(error(&init.span, "internal error: a DSD local"))
            }
            (None, Operand::Known(v)) => {
                if d.kind == DeclKind::Const {
                    // A comptime const: folded where it is used.
                    self.evaluator_local(&d.name.text, v.clone());
                    return Ok(());
                }
                v.type_of()
            }
        };
        let handle = self.materialize(value, &ty, &init.span)?;
        let local = if d.kind == DeclKind::Var {
            let slot = self.slot(&ty, &d.span)?;
            self.store(handle, slot, Vec::new(), &d.span)?;
            Local::Slot(slot, ty)
        } else {
            Local::Value(handle, ty)
        };
        if let Some(scope) = self.locals.last_mut() {
            scope.insert(d.name.text.clone(), local);
        }
        Ok(())
    }

    /// A comptime-known local: a scope entry the evaluator can read.
    pub(super) fn evaluator_local(&mut self, name: &str, value: Value) {
        self.known.insert(name.to_string(), value);
    }

    pub(super) fn assign(&mut self, a: &Assign) -> Eval<()> {
        // A DSD variable takes a new walk; anything else is stored at its
        // place (a variable, an element, a pointee).
        let ExprKind::Ident(name) = &a.target.kind else {
            return self.store_at_place(a);
        };
        let local_dsd = match self.runtime_local(name) {
            Some(Local::DsdSlot(access, slot)) => Some((access, slot)),
            Some(Local::DsdValue(..)) => {
                return Err(error(&a.target.span, format!("`{name}` is a const")))
            }
            _ => None,
        };
        if let Some((declared, slot)) = local_dsd {
            if a.op.is_some() {
                return Err(error(&a.span, "a DSD is assigned, not combined"));
            }
            let offset = self.same_walk_offset(name, &declared, &a.value)?;
            return self.store(offset, slot, Vec::new(), &a.span);
        }
        if self.evaluator.is_global_var(name) {
            if let Value::Dsd {
                access: declared, ..
            } = self.evaluator.global(name, &a.target.span, &mut NoHooks)?
            {
                if a.op.is_some() {
                    return Err(error(&a.span, "a DSD is assigned, not combined"));
                }
                let offset = self.same_walk_offset(name, &declared, &a.value)?;
                let slot = self.dsd_slot(name, &a.target.span)?;
                return self.store(offset, slot, Vec::new(), &a.span);
            }
        }
        self.store_at_place(a)
    }

    /// `target = value` (or `target op= value`) where `target` names a
    /// scalar in memory.
    fn store_at_place(&mut self, a: &Assign) -> Eval<()> {
        let place = self.place(&a.target)?;
        if place.constant {
            return Err(error(
                &a.target.span,
                "this is reached through a pointer to const: it may not be written",
            ));
        }
        // A pointer variable takes another address (or moves: `p += 1`).
        let pointer_variable = matches!(place.ty, Type::Pointer { .. }) && place.indices.is_empty();
        if !pointer_variable && !matches!(place.ty, Type::Bool | Type::Int(_) | Type::Float(_)) {
            return Err(error(
                &a.target.span,
                format!("a {} is written an element at a time", place.ty),
            ));
        }
        let mut value = self.expr(&a.value)?;
        if let Some(op) = a.op {
            let current = self.load(place.memref, place.indices.clone(), &a.span)?;
            value = self.binary(
                op,
                Operand::Runtime(current, place.ty.clone()),
                value,
                &a.span,
            )?;
        }
        let value = self.materialize(value, &place.ty, &a.value.span)?;
        self.store(value, place.memref, place.indices, &a.span)
    }

    /// `while (cond) : (step) { body }` as `scf.while`: the condition in
    /// the before region, the body and the step in the after region.
    pub(super) fn while_loop(
        &mut self,
        cond: &Expr,
        step: Option<&Assign>,
        body: &Block,
        ret: &Type,
        span: &Span,
        flags: LoopFlags,
    ) -> Eval<()> {
        self.scf_while(
            span,
            |this| {
                let c = this.expr(cond)?;
                let c = this.materialize(c, &Type::Bool, &cond.span)?;
                // A break (or a stop outside) ends the loop at its next test.
                match this.loop_guard(&flags, &cond.span)? {
                    Some(going) => this.arith("arith.andi", c, going, &cond.span),
                    None => Ok(c),
                }
            },
            |this| {
                if let Some(continued) = flags.continued {
                    let no = this.constant(&Value::Bool(false), span)?;
                    this.store(no, continued, Vec::new(), span)?;
                }
                this.loops.push(flags.clone());
                let ran = this.nested(&body.stmts, ret);
                this.loops.pop();
                ran?;
                // The step runs after a continue too, not after a break.
                if let Some(step) = step {
                    match this.loop_guard(&flags, &step.span)? {
                        Some(going) => {
                            this.if_else(going, &step.span, |this| this.assign(step), |_| Ok(()))?
                        }
                        None => this.assign(step)?,
                    }
                }
                Ok(())
            },
        )
    }

    /// `scf.while` without values: `condition` builds the test in the
    /// before region (its i1 goes to `scf.condition`), `body` the after
    /// region (then `scf.yield`).
    pub(super) fn scf_while(
        &mut self,
        span: &Span,
        condition: impl FnOnce(&mut Self) -> Eval<ValueHandle>,
        body: impl FnOnce(&mut Self) -> Eval<()>,
    ) -> Eval<()> {
        let outer = self.block;
        let before = Region::new();
        self.block = BlockHandle::of(before.append_block(MlirBlock::new(&[])));
        let tested = condition(self).and_then(|c| {
            self.append(
                OperationBuilder::new("scf.condition", self.loc(span))
                    .add_operands(&[c.get()])
                    .build(),
                span,
            )
        });
        self.block = outer;
        tested?;
        let after = Region::new();
        self.block = BlockHandle::of(after.append_block(MlirBlock::new(&[])));
        let looped = body(self).and_then(|()| {
            self.append(
                OperationBuilder::new("scf.yield", self.loc(span)).build(),
                span,
            )
        });
        self.block = outer;
        looped?;
        self.append(
            OperationBuilder::new("scf.while", self.loc(span))
                .add_regions([before, after])
                .build(),
            span,
        )?;
        Ok(())
    }

    /// `for (@range(T, a, b, s)) |i| { }` with comptime bounds, as `scf.for`.
    pub(super) fn for_range(
        &mut self,
        iterable: &Expr,
        element: &Name,
        index: Option<&Name>,
        body: &Block,
        ret: &Type,
        flags: LoopFlags,
    ) -> Eval<()> {
        if index.is_some() {
            return Err(error(&iterable.span, "a range's `for` has one capture"));
        }
        let (ty, start, step, upper) = if self.reads_runtime(iterable) {
            self.runtime_range(iterable)?
        } else {
            let Value::Range {
                ty,
                start,
                stop,
                step,
            } = self.evaluator.expr_with(iterable, &self.known)?
            else {
                return Err(error(&iterable.span, "a runtime `for` walks a @range"));
            };
            if step <= 0 {
                return Err(error(
                    &iterable.span,
                    "a runtime range counts up (a positive step)",
                ));
            }
            let count = if stop > start {
                (stop - start + step - 1) / step
            } else {
                0
            };
            let ty = Type::Int(ty.unwrap_or(IntType {
                signed: true,
                bits: 32,
            }));
            let start = self.constant(&Value::int_of(ty.clone(), start as i64), &iterable.span)?;
            let upper = self.index_constant(count as i64, &iterable.span)?;
            (ty, start, step, upper)
        };
        let (zero, one) = (
            self.index_constant(0, &iterable.span)?,
            self.index_constant(1, &iterable.span)?,
        );
        let span = iterable.span.clone();
        // Iteration k: i = start + k * step in the range's type, then the
        // body with i in scope.
        let iteration = |this: &mut Self, k: ValueHandle| -> Eval<()> {
            let mlir = this.mlir(&ty, &span)?;
            let k = this.append1(
                OperationBuilder::new("arith.index_cast", this.loc(&span))
                    .add_operands(&[k.get()])
                    .add_results(&[mlir])
                    .build(),
                &span,
            )?;
            let step = this.constant(&Value::int_of(ty.clone(), step as i64), &span)?;
            let scaled = this.arith("arith.muli", k, step, &span)?;
            let i = this.arith("arith.addi", start, scaled, &span)?;
            let mut scope = BTreeMap::new();
            scope.insert(element.text.clone(), Local::Value(i, ty.clone()));
            this.locals.push(scope);
            if let Some(continued) = flags.continued {
                let no = this.constant(&Value::Bool(false), &span)?;
                this.store(no, continued, Vec::new(), &span)?;
            }
            this.loops.push(flags.clone());
            let result = this.nested(&body.stmts, ret);
            this.loops.pop();
            this.locals.pop();
            result
        };
        // A loop that may stop early (a break, a return, an outer loop's
        // exit) is an scf.while that tests for it before each iteration;
        // any other an scf.for.
        if flags.broken.is_none() && self.running(&span)?.is_none() {
            return self.counted(zero, upper, one, &span, iteration);
        }
        let counter = self.index_slot(&span)?;
        self.store(zero, counter, Vec::new(), &span)?;
        let unsigned = Type::Int(IntType {
            signed: false,
            bits: 32,
        });
        self.scf_while(
            &span,
            |this| {
                let k = this.load(counter, Vec::new(), &span)?;
                let Operand::Runtime(mut c, _) =
                    this.compare(BinaryOp::Lt, k, upper, &unsigned, &span)?
                else {
                    return Err(error(&span, "internal error: a comparison without a value"));
                };
                if let Some(going) = this.loop_guard(&flags, &span)? {
                    c = this.arith("arith.andi", c, going, &span)?;
                }
                Ok(c)
            },
            |this| {
                let k = this.load(counter, Vec::new(), &span)?;
                iteration(this, k)?;
                let next = this.arith("arith.addi", k, one, &span)?;
                this.store(next, counter, Vec::new(), &span)
            },
        )
    }

    /// A `@range(T, stop)` or `@range(T, start, stop, step)` whose bounds
    /// are known only at run time (the step must be comptime, and
    /// positive): its type, its start (of that type), its step and its
    /// iteration count, `ceil(max(stop - start, 0) / step)`, as an index.
    fn runtime_range(&mut self, iterable: &Expr) -> Eval<(Type, ValueHandle, i128, ValueHandle)> {
        let span = &iterable.span;
        let ExprKind::Builtin { name, args } = &iterable.kind else {
            return Err(error(span, "a runtime `for` walks a @range"));
        };
        if name.text != "range" {
            return Err(error(span, "a runtime `for` walks a @range"));
        }
        let Some((type_arg, bounds)) = args.split_first() else {
            return Err(error(span, "@range takes an integer type first"));
        };
        let Value::Type(ty @ Type::Int(_)) = self.evaluator.expr_with(type_arg, &self.known)?
        else {
            return Err(error(&type_arg.span, "@range takes an integer type first"));
        };
        let (start, stop, step) = match bounds {
            [stop] => (None, stop, 1),
            [start, stop, step] => {
                let step_value = match self.evaluator.expr_with(step, &self.known) {
                    Ok(Value::Int { value, .. }) if value > 0 => value,
                    _ => {
                        return Err(error(
                            &step.span,
                            "a runtime range's step is a positive comptime integer",
                        ))
                    }
                };
                (Some(start), stop, step_value)
            }
            _ => {
                return Err(error(
                    span,
                    "@range takes (T, stop) or (T, start, stop, step)",
                ))
            }
        };
        let start = match start {
            Some(start) => {
                let operand = self.expr(start)?;
                self.materialize(operand, &ty, &start.span)?
            }
            None => self.constant(&Value::int_of(ty.clone(), 0), span)?,
        };
        let stop_operand = self.expr(stop)?;
        let stop = self.materialize(stop_operand, &ty, &stop.span)?;
        let index = MlirType::index(self.context);
        let cast = if matches!(ty, Type::Int(IntType { signed: true, .. })) {
            "arith.index_cast"
        } else {
            "arith.index_castui"
        };
        let start_index = self.convert(cast, start, index, span)?;
        let stop_index = self.convert(cast, stop, index, span)?;
        let length = self.arith("arith.subi", stop_index, start_index, span)?;
        let zero = self.index_constant(0, span)?;
        let length = self.arith("arith.maxsi", length, zero, span)?;
        let count = if step == 1 {
            length
        } else {
            let rounding = self.index_constant(step as i64 - 1, span)?;
            let rounded = self.arith("arith.addi", length, rounding, span)?;
            let step_index = self.index_constant(step as i64, span)?;
            self.arith("arith.divui", rounded, step_index, span)?
        };
        Ok((ty, start, step, count))
    }
}
