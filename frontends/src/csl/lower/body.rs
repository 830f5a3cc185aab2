//! Function and task bodies: statements into scf, expressions into arith
//! and memref. An expression that reads no runtime value is evaluated at
//! comptime and becomes a constant of the type its use needs.

use super::super::ast::*;
use super::super::eval::{coerce, error, Eval, Evaluator, NoHooks};
use super::super::value::{FloatType, IntType, Type, Value};
use super::mlir_type;
use crate::source_files::SourceFiles;
use melior::{
    ir::{
        attribute::{
            FlatSymbolRefAttribute, FloatAttribute, IntegerAttribute, StringAttribute,
            TypeAttribute,
        },
        block::BlockLike,
        operation::{OperationBuilder, OperationLike},
        r#type::{FunctionType, IntegerType, MemRefType, ShapedTypeLike},
        Attribute, Block as MlirBlock, Identifier, Location, Operation, Region, RegionLike,
        Type as MlirType, ValueLike,
    },
    Context,
};
use std::collections::BTreeMap;
use tanto_dialects::ir::handles::{BlockHandle, ValueHandle};

/// An operand: a comptime value (typed where it is used) or a runtime one.
#[derive(Clone)]
pub(super) enum Operand {
    Known(Value),
    Runtime(ValueHandle, Type),
    /// A DSD whose element offset is known only at run time (a `var` DSD,
    /// `@increment_dsd_offset`): the comptime walk and the offset (i32).
    Dsd(super::super::value::Access, ValueHandle),
}

/// A local: a `const` (its value) or a `var` (a rank-0 memref slot); a DSD
/// keeps its walk at comptime and its element offset (i32) as a value or
/// in a slot.
#[derive(Clone)]
enum Local {
    Value(ValueHandle, Type),
    Slot(ValueHandle, Type),
    DsdValue(super::super::value::Access, ValueHandle),
    DsdSlot(super::super::value::Access, ValueHandle),
}

pub(super) struct FnBuilder<'c, 'e, 'f> {
    pub context: &'c Context,
    pub files: &'f SourceFiles,
    pub evaluator: &'e mut Evaluator<'f>,
    pub block: BlockHandle,
    locals: Vec<BTreeMap<String, Local>>,
    /// Locals known at comptime (`const n = 4;`), folded where used.
    known: BTreeMap<String, Value>,
    /// What the program gathers from every body.
    pub program: ProgramState<'c>,
    /// The function's entry block: every local's slot is allocated there,
    /// once, whatever loop declares it.
    entry: BlockHandle,
    /// A function with early returns: its returned flag and result slots.
    exit: Option<ReturnFlags>,
    /// The loops around the statement being lowered, innermost last.
    loops: Vec<LoopFlags>,
}

/// Where a function with early returns keeps whether it returned (i1) and
/// what (none for void).
#[derive(Clone, Copy)]
struct ReturnFlags {
    returned: ValueHandle,
    result: Option<ValueHandle>,
}

/// A loop's flags (i1 slots), present when its body breaks or continues it.
#[derive(Clone)]
struct LoopFlags {
    label: Option<String>,
    broken: Option<ValueHandle>,
    continued: Option<ValueHandle>,
}

/// Where a PE program uses a color: sending on it or receiving from it.
#[derive(Debug, Clone)]
pub(super) struct FabricUse {
    pub color: u16,
    pub send: bool,
    pub span: Span,
}

/// What lowering the bodies gathers for the whole program.
#[derive(Default)]
pub(super) struct ProgramState<'c> {
    /// Functions made from asynchronous operations, `__csl_async_<k>`.
    pub outlined: Vec<Operation<'c>>,
    /// Input queues tied to colors by the fabin DSDs, (queue, color).
    pub queues: std::collections::BTreeSet<(u16, u16)>,
    pub fabric_uses: Vec<FabricUse>,
}

/// What a PE program does on the mesh: a `fabric` op each
/// (`tanto-lower-fabric-to-llvm` makes them calls of the PE runtime,
/// docs/abi.md).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum MachineOp {
    /// `@activate(id)`, `@block(id)`, `@unblock(id)` (a task ID or a color).
    Activate,
    Block,
    Unblock,
    /// The memcpy library's `unblock_cmd_stream()`.
    UnblockCmdStream,
    /// One wavelet out (color, payload), waiting for room.
    Send,
    /// One control wavelet out (color, payload).
    SendControl,
    /// One wavelet in (color) → payload, waiting for one.
    Recv,
    /// `<time>`: the PE's cycle count, low (0) or high (1) word, or reset (2).
    Timestamp,
}

/// The builtins that control tasks, and their ops.
const TASK_CALLS: [(&str, MachineOp); 3] = [
    ("activate", MachineOp::Activate),
    ("block", MachineOp::Block),
    ("unblock", MachineOp::Unblock),
];

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
    pub fn loc(&self, span: &Span) -> Location<'c> {
        let (f, line, column) = self.files.position(span.start);
        Location::new(self.context, f, line, column)
    }

    pub fn append(
        &mut self,
        op: Result<Operation<'c>, melior::Error>,
        span: &Span,
    ) -> Eval<Vec<ValueHandle>> {
        let op = op.map_err(|e| error(span, format!("internal error: {e}")))?;
        let op = self.block.get().append_operation(op);
        Ok(op.results().map(ValueHandle::of).collect())
    }

    pub fn append1(
        &mut self,
        op: Result<Operation<'c>, melior::Error>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        self.append(op, span)?
            .first()
            .copied()
            .ok_or_else(|| error(span, "internal error: an op without a result"))
    }

    /// A function's body; true when it ended in its own `func.return`. A
    /// function with early returns keeps them in flags and returns once,
    /// at the end.
    fn body(&mut self, statements: &[Stmt], ret: &Type, span: &Span) -> Eval<bool> {
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
    fn statements(&mut self, statements: &[Stmt], ret: &Type) -> Eval<bool> {
        self.locals.push(BTreeMap::new());
        let result = self.statement_list(statements, ret);
        self.locals.pop();
        result
    }

    /// The statements of one scope. After one that may leave early
    /// (`break`, `continue`, an early `return`), the rest run under an
    /// `scf.if` of the flags.
    fn statement_list(&mut self, statements: &[Stmt], ret: &Type) -> Eval<bool> {
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
    fn running(&mut self, span: &Span) -> Eval<Option<ValueHandle>> {
        let mut flags: Vec<ValueHandle> = self.exit.iter().map(|e| e.returned).collect();
        for l in &self.loops {
            flags.extend(l.broken.iter().chain(l.continued.iter()).copied());
        }
        self.none_set(&flags, span)
    }

    /// Whether none of the i1 slots `flags` holds true; None for no slots.
    fn none_set(&mut self, flags: &[ValueHandle], span: &Span) -> Eval<Option<ValueHandle>> {
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
    fn loop_guard(&mut self, own: &LoopFlags, span: &Span) -> Eval<Option<ValueHandle>> {
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
    fn loop_flags(&mut self, label: Option<&Name>, body: &Block, span: &Span) -> Eval<LoopFlags> {
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
    fn exit_loop(&mut self, label: Option<&Name>, is_break: bool, span: &Span) -> Eval<()> {
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

    fn stmt(&mut self, stmt: &Stmt, ret: &Type) -> Eval<()> {
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

    fn nested(&mut self, statements: &[Stmt], ret: &Type) -> Eval<()> {
        if self.statements(statements, ret)? {
            return Err(error(
                &statements[statements.len() - 1].span,
                "an early `return` is not lowered yet: return at the end",
            ));
        }
        Ok(())
    }

    fn local(&mut self, d: &Decl) -> Eval<()> {
        let ty = match &d.ty {
            Some(t) => Some(self.evaluator.type_expr(t, &mut NoHooks)?),
            None => None,
        };
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

    /// A rank-0 `memref.alloca` of `ty`: a local variable's storage.
    fn slot(&mut self, ty: &Type, span: &Span) -> Eval<ValueHandle> {
        let element = self.mlir(ty, span)?;
        self.entry_alloca(element, span)
    }

    /// A rank-0 `memref.alloca` of `index`: a loop's counter.
    fn index_slot(&mut self, span: &Span) -> Eval<ValueHandle> {
        self.entry_alloca(MlirType::index(self.context), span)
    }

    /// A rank-0 `memref.alloca` of `element` at the top of the entry block:
    /// allocated once per call, not once per iteration of the loop that
    /// declares it.
    fn entry_alloca(&mut self, element: MlirType<'c>, span: &Span) -> Eval<ValueHandle> {
        let slot_type = MemRefType::new(element, &[], None, None);
        let op = OperationBuilder::new("memref.alloca", self.loc(span))
            .add_attributes(&[(
                Identifier::new(self.context, "operandSegmentSizes"),
                Attribute::parse(self.context, "array<i32: 0, 0>")
                    .ok_or_else(|| error(span, "internal error"))?,
            )])
            .add_results(&[slot_type.into()])
            .build()
            .map_err(|e| error(span, format!("internal error: {e}")))?;
        let op = self.entry.get().insert_operation(0, op);
        let slot = op.results().next().map(ValueHandle::of);
        slot.ok_or_else(|| error(span, "internal error: an alloca without a result"))
    }

    /// A comptime-known local: a scope entry the evaluator can read.
    fn evaluator_local(&mut self, name: &str, value: Value) {
        self.known.insert(name.to_string(), value);
    }
}

impl<'c> FnBuilder<'c, '_, '_> {
    pub fn mlir(&self, ty: &Type, span: &Span) -> Eval<MlirType<'c>> {
        mlir_type(self.context, ty).ok_or_else(|| {
            error(
                span,
                format!("a runtime value of type {ty} is not lowered yet"),
            )
        })
    }

    fn runtime_local(&self, name: &str) -> Option<Local> {
        self.locals
            .iter()
            .rev()
            .find_map(|scope| scope.get(name).cloned())
    }

    /// Whether `e` reads anything known only at run time: a runtime local
    /// or a global variable.
    fn reads_runtime(&self, e: &Expr) -> bool {
        let mut stack = vec![e];
        while let Some(e) = stack.pop() {
            match &e.kind {
                ExprKind::Ident(name) => {
                    if self.runtime_local(name).is_some() || self.evaluator.is_global_var(name) {
                        return true;
                    }
                }
                // `&x` and tensor accesses name storage; they do not read it.
                ExprKind::Unary {
                    op: UnaryOp::AddressOf,
                    ..
                }
                | ExprKind::TensorAccess { .. } => {}
                ExprKind::Call { .. } => return true,
                ExprKind::Builtin { name, .. } if is_machine_builtin(&name.text) => return true,
                _ => stack.extend(crate::csl::limits::children(e)),
            }
        }
        false
    }

    pub fn expr(&mut self, e: &Expr) -> Eval<Operand> {
        if !self.reads_runtime(e) {
            return self.evaluator.expr_with(e, &self.known).map(Operand::Known);
        }
        match &e.kind {
            ExprKind::Ident(name) => self.read(name, Vec::new(), &e.span),
            ExprKind::Index { base, indices } => {
                let ExprKind::Ident(name) = &base.kind else {
                    return Err(error(&base.span, "indexing reads a global array by name"));
                };
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
            ExprKind::Unary { op, operand } => {
                let v = self.expr(operand)?;
                self.unary(*op, v, &e.span)
            }
            ExprKind::Call { callee, args } => self.call(callee, args, &e.span),
            ExprKind::Builtin { name, args } => self.builtin(name, args, &e.span),
            ExprKind::If { .. } => Err(error(
                &e.span,
                "a runtime `if` expression is not lowered yet: use an `if` statement",
            )),
            _ => Err(error(
                &e.span,
                "this expression is not lowered at run time yet",
            )),
        }
    }

    /// `a and b` / `a or b` with a runtime `b`: `b` runs only when `a`
    /// does not decide (`scf.if` yielding the result), as CSL evaluates it.
    fn short_circuit(
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
            let yielded = value.and_then(|v| {
                self.append(
                    OperationBuilder::new("scf.yield", self.loc(span))
                        .add_operands(&[v.get()])
                        .build(),
                    span,
                )
            });
            self.block = outer;
            yielded?;
            regions.push(region);
        }
        let [then, otherwise] = <[Region<'c>; 2]>::try_from(regions)
            .map_err(|_| error(span, "internal error: regions"))?;
        let v = self.append1(
            OperationBuilder::new("scf.if", self.loc(span))
                .add_operands(&[a.get()])
                .add_results(&[bool_type])
                .add_regions([then, otherwise])
                .build(),
            span,
        )?;
        Ok(Operand::Runtime(v, Type::Bool))
    }

    /// An index as an `index` value.
    pub fn index(&mut self, e: &Expr) -> Eval<ValueHandle> {
        let operand = self.expr(e)?;
        let (value, ty) = match operand {
            Operand::Known(v) => {
                let v = coerce(
                    v,
                    &Type::Int(IntType {
                        signed: true,
                        bits: 32,
                    }),
                    &e.span,
                )?;
                (
                    self.constant(&v, &e.span)?,
                    Type::Int(IntType {
                        signed: true,
                        bits: 32,
                    }),
                )
            }
            Operand::Runtime(v, t) => (v, t),
            Operand::Dsd(..) => return Err(error(&e.span, "an index is an integer, not a DSD")),
        };
        let Type::Int(_) = ty else {
            return Err(error(&e.span, format!("an index is an integer, not {ty}")));
        };
        self.append1(
            OperationBuilder::new("arith.index_cast", self.loc(&e.span))
                .add_operands(&[value.get()])
                .add_results(&[MlirType::index(self.context)])
                .build(),
            &e.span,
        )
    }

    /// A comptime value as a constant of its (fixed) type.
    pub fn constant(&mut self, v: &Value, span: &Span) -> Eval<ValueHandle> {
        let ty = v.type_of();
        let mlir = self.mlir(&ty, span)?;
        let attribute: Attribute<'c> = match v {
            Value::Int { value, .. } => IntegerAttribute::new(mlir, *value as i64).into(),
            Value::Bool(b) => IntegerAttribute::new(mlir, i64::from(*b)).into(),
            Value::Float { value, .. } => FloatAttribute::new(self.context, mlir, *value).into(),
            other => return Err(error(span, format!("{other} has no runtime value"))),
        };
        self.append1(
            OperationBuilder::new("arith.constant", self.loc(span))
                .add_attributes(&[(Identifier::new(self.context, "value"), attribute)])
                .add_results(&[mlir])
                .build(),
            span,
        )
    }

    /// An operand as a runtime value of type `ty`.
    pub fn materialize(&mut self, operand: Operand, ty: &Type, span: &Span) -> Eval<ValueHandle> {
        match operand {
            Operand::Known(v) => {
                let v = coerce(v, ty, span)?;
                self.constant(&v, span)
            }
            Operand::Runtime(v, t) if &t == ty => Ok(v),
            Operand::Runtime(_, t) => Err(error(
                span,
                format!("expected {ty}, found {t}: convert with @as"),
            )),
            Operand::Dsd(..) => Err(error(span, format!("expected {ty}, found a DSD"))),
        }
    }

    /// Reads local or global `name` (an element of it when `at` is given).
    fn read(&mut self, name: &str, at: Vec<ValueHandle>, span: &Span) -> Eval<Operand> {
        if let Some(local) = self.runtime_local(name) {
            return match (local, at.is_empty()) {
                (Local::Value(v, t), true) => Ok(Operand::Runtime(v, t)),
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
        if let Value::Dsd { access, .. } = self.evaluator.global(name, span, &mut NoHooks)? {
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
    fn same_walk_offset(
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
    fn dsd_slot(&mut self, name: &str, span: &Span) -> Eval<ValueHandle> {
        let memref = MemRefType::new(IntegerType::new(self.context, 32).into(), &[], None, None);
        self.get_global(name, memref, span)
    }

    /// `memref.get_global @name : memref`.
    fn get_global(&mut self, name: &str, memref: MemRefType<'c>, span: &Span) -> Eval<ValueHandle> {
        self.append1(
            OperationBuilder::new("memref.get_global", self.loc(span))
                .add_attributes(&[(
                    Identifier::new(self.context, "name"),
                    FlatSymbolRefAttribute::new(self.context, name).into(),
                )])
                .add_results(&[memref.into()])
                .build(),
            span,
        )
    }

    /// `memref.get_global @name` and the element type.
    pub fn global(&mut self, name: &str, span: &Span) -> Eval<(ValueHandle, Type)> {
        let value = self.evaluator.global(name, span, &mut NoHooks)?;
        let ty = value.type_of();
        let (shape, element) = match &ty {
            Type::Array { dims, element } => (
                dims.iter().map(|d| *d as i64).collect::<Vec<_>>(),
                (**element).clone(),
            ),
            other => (Vec::new(), other.clone()),
        };
        let memref = MemRefType::new(self.mlir(&element, span)?, &shape, None, None);
        let handle = self.get_global(name, memref, span)?;
        Ok((handle, element))
    }

    pub fn load(
        &mut self,
        memref: ValueHandle,
        at: Vec<ValueHandle>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        let element = MemRefType::try_from(memref.get().r#type())
            .map_err(|_| error(span, "internal error: not a memref"))?
            .element();
        let mut operands = vec![memref.get()];
        operands.extend(at.iter().map(|a| a.get()));
        self.append1(
            OperationBuilder::new("memref.load", self.loc(span))
                .add_operands(&operands)
                .add_results(&[element])
                .build(),
            span,
        )
    }

    pub fn store(
        &mut self,
        value: ValueHandle,
        memref: ValueHandle,
        at: Vec<ValueHandle>,
        span: &Span,
    ) -> Eval<()> {
        let mut operands = vec![value.get(), memref.get()];
        operands.extend(at.iter().map(|a| a.get()));
        self.append(
            OperationBuilder::new("memref.store", self.loc(span))
                .add_operands(&operands)
                .build(),
            span,
        )?;
        Ok(())
    }

    fn assign(&mut self, a: &Assign) -> Eval<()> {
        let (name, indices) = match &a.target.kind {
            ExprKind::Ident(name) => (name, &[][..]),
            ExprKind::Index { base, indices } => match &base.kind {
                ExprKind::Ident(name) => (name, &indices[..]),
                _ => {
                    return Err(error(
                        &a.target.span,
                        "an assignment writes a variable or an element of a global array",
                    ))
                }
            },
            _ => {
                return Err(error(
                    &a.target.span,
                    "an assignment writes a variable or an element of a global array",
                ))
            }
        };
        let local_dsd = match self.runtime_local(name) {
            Some(Local::DsdSlot(access, slot)) if indices.is_empty() => Some((access, slot)),
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
        if indices.is_empty() && self.evaluator.is_global_var(name) {
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
        let mut at = Vec::new();
        for i in indices {
            at.push(self.index(i)?);
        }
        let (slot, ty) = match self.runtime_local(name) {
            Some(Local::Slot(slot, ty)) if at.is_empty() => (slot, ty),
            Some(_) => return Err(error(&a.target.span, format!("`{name}` is a const"))),
            None if self.evaluator.is_global_var(name) => self.global(name, &a.target.span)?,
            None => return Err(error(&a.target.span, format!("`{name}` is not a variable"))),
        };
        let mut value = self.expr(&a.value)?;
        if let Some(op) = a.op {
            let current = self.load(slot, at.clone(), &a.span)?;
            value = self.binary(op, Operand::Runtime(current, ty.clone()), value, &a.span)?;
        }
        let value = self.materialize(value, &ty, &a.value.span)?;
        self.store(value, slot, at, &a.span)
    }

    /// `scf.if` with the two branches built by `then` and `otherwise`.
    pub fn if_else(
        &mut self,
        cond: ValueHandle,
        span: &Span,
        then: impl FnOnce(&mut Self) -> Eval<()>,
        otherwise: impl FnOnce(&mut Self) -> Eval<()>,
    ) -> Eval<()> {
        let outer = self.block;
        let mut regions = Vec::new();
        let branches: [Branch<'_, Self>; 2] = [Box::new(then), Box::new(otherwise)];
        for branch in branches {
            let region = Region::new();
            self.block = BlockHandle::of(region.append_block(MlirBlock::new(&[])));
            let result = branch(self);
            if result.is_ok() {
                self.append(
                    OperationBuilder::new("scf.yield", self.loc(span)).build(),
                    span,
                )?;
            }
            self.block = outer;
            result?;
            regions.push(region);
        }
        self.append(
            OperationBuilder::new("scf.if", self.loc(span))
                .add_operands(&[cond.get()])
                .add_regions(
                    <[Region<'c>; 2]>::try_from(regions)
                        .map_err(|_| error(span, "internal error: regions"))?,
                )
                .build(),
            span,
        )?;
        Ok(())
    }

    /// `scf.for` over `count` iterations, `body` given the counter (index).
    pub fn counted(
        &mut self,
        lower: ValueHandle,
        upper: ValueHandle,
        step: ValueHandle,
        span: &Span,
        body: impl FnOnce(&mut Self, ValueHandle) -> Eval<()>,
    ) -> Eval<()> {
        let outer = self.block;
        let region = Region::new();
        let block = region.append_block(MlirBlock::new(&[(
            MlirType::index(self.context),
            self.loc(span),
        )]));
        let counter = ValueHandle::of(
            block
                .argument(0)
                .map_err(|e| error(span, format!("internal error: {e}")))?,
        );
        self.block = BlockHandle::of(block);
        let result = body(self, counter);
        if result.is_ok() {
            self.append(
                OperationBuilder::new("scf.yield", self.loc(span)).build(),
                span,
            )?;
        }
        self.block = outer;
        result?;
        self.append(
            OperationBuilder::new("scf.for", self.loc(span))
                .add_operands(&[lower.get(), upper.get(), step.get()])
                .add_regions([region])
                .build(),
            span,
        )?;
        Ok(())
    }

    pub fn index_constant(&mut self, v: i64, span: &Span) -> Eval<ValueHandle> {
        let ty = MlirType::index(self.context);
        self.append1(
            OperationBuilder::new("arith.constant", self.loc(span))
                .add_attributes(&[(
                    Identifier::new(self.context, "value"),
                    IntegerAttribute::new(ty, v).into(),
                )])
                .add_results(&[ty])
                .build(),
            span,
        )
    }

    /// `while (cond) : (step) { body }` as `scf.while`: the condition in
    /// the before region, the body and the step in the after region.
    fn while_loop(
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
    fn scf_while(
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
    fn for_range(
        &mut self,
        iterable: &Expr,
        element: &Name,
        index: Option<&Name>,
        body: &Block,
        ret: &Type,
        flags: LoopFlags,
    ) -> Eval<()> {
        if self.reads_runtime(iterable) {
            return Err(error(
                &iterable.span,
                "a runtime `for` walks a @range with comptime bounds",
            ));
        }
        let Value::Range {
            ty,
            start,
            stop,
            step,
        } = self.evaluator.expr_with(iterable, &self.known)?
        else {
            return Err(error(&iterable.span, "a runtime `for` walks a @range"));
        };
        if index.is_some() {
            return Err(error(&iterable.span, "a range's `for` has one capture"));
        }
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
        let (zero, upper, one) = (
            self.index_constant(0, &iterable.span)?,
            self.index_constant(count as i64, &iterable.span)?,
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
            let start = this.constant(&Value::int_of(ty.clone(), start as i64), &span)?;
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

    pub fn arith(
        &mut self,
        name: &str,
        a: ValueHandle,
        b: ValueHandle,
        span: &Span,
    ) -> Eval<ValueHandle> {
        let ty = a.get().r#type();
        self.append1(
            OperationBuilder::new(name, self.loc(span))
                .add_operands(&[a.get(), b.get()])
                .add_results(&[ty])
                .build(),
            span,
        )
    }

    /// The common type of two operands and both as runtime values.
    fn operands(
        &mut self,
        a: Operand,
        b: Operand,
        span: &Span,
    ) -> Eval<(ValueHandle, ValueHandle, Type)> {
        let ty = match (&a, &b) {
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

    fn binary(&mut self, op: BinaryOp, a: Operand, b: Operand, span: &Span) -> Eval<Operand> {
        if let (Operand::Known(x), Operand::Known(y)) = (&a, &b) {
            return super::super::eval::binary(op, x.clone(), y.clone(), span).map(Operand::Known);
        }
        let (x, y, ty) = self.operands(a, b, span)?;
        let signed = matches!(ty, Type::Int(IntType { signed: true, .. }));
        use BinaryOp::*;
        let name = match (&ty, op) {
            (Type::Float(_), Add) => "arith.addf",
            (Type::Float(_), Sub) => "arith.subf",
            (Type::Float(_), Mul) => "arith.mulf",
            (Type::Float(_), Div) => "arith.divf",
            (Type::Int(_), Add) => "arith.addi",
            (Type::Int(_), Sub) => "arith.subi",
            (Type::Int(_), Mul) => "arith.muli",
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

    fn compare(
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
                    _ => 6,
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

    fn unary(&mut self, op: UnaryOp, v: Operand, span: &Span) -> Eval<Operand> {
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

    fn call(&mut self, callee: &Expr, args: &[Expr], span: &Span) -> Eval<Operand> {
        // A library function: `sys_mod.unblock_cmd_stream()` of <memcpy/memcpy>.
        if let ExprKind::Field { base, name } = &callee.kind {
            if let Ok(Value::Module { name: module, .. }) =
                self.evaluator.expr_with(base, &self.known)
            {
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
        let mut values = Vec::new();
        for (arg, ty) in args.iter().zip(&signature.0) {
            let operand = self.expr(arg)?;
            values.push(self.materialize(operand, ty, &arg.span)?.get());
        }
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

    /// `<time>`'s `get_timestamp(&buf)`: the PE's 48-bit cycle counter into
    /// `buf`, a `[3]u16`, low word first.
    fn timestamp(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
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

    /// Machine op `op` with `args` (i32 values); its i32 result, for the
    /// ops that have one.
    pub fn machine(&mut self, op: MachineOp, args: &[ValueHandle], span: &Span) -> Eval<Operand> {
        use tanto_dialects::fabric;
        let (context, location) = (self.context, self.loc(span));
        let i32: MlirType<'c> = IntegerType::new(context, 32).into();
        let arg = |k: usize| {
            args.get(k)
                .map(|a| a.get())
                .ok_or_else(|| error(span, "internal error: a machine op without its operand"))
        };
        let built = match op {
            MachineOp::Activate => fabric::activate(context, location, arg(0)?),
            MachineOp::Block => fabric::block(context, location, arg(0)?),
            MachineOp::Unblock => fabric::unblock(context, location, arg(0)?),
            MachineOp::UnblockCmdStream => fabric::unblock_cmd_stream(context, location),
            MachineOp::Send => fabric::send(context, location, arg(0)?, arg(1)?, false),
            MachineOp::SendControl => fabric::send(context, location, arg(0)?, arg(1)?, true),
            MachineOp::Recv => fabric::recv(context, location, arg(0)?, i32),
            MachineOp::Timestamp => fabric::timestamp(context, location, arg(0)?, i32),
        }
        .map_err(|e| error(span, format!("internal error: {e}")))?;
        let out = self.append(Ok(built), span)?;
        Ok(match out.first() {
            Some(v) => Operand::Runtime(*v, type_i32()),
            None => Operand::Known(Value::Void),
        })
    }

    /// `fabric.dsd_begin` of SIMD class `class` over `elements` elements.
    pub fn dsd_begin(&mut self, class: &str, elements: u64, span: &Span) -> Eval<()> {
        let op =
            tanto_dialects::fabric::dsd_begin(self.context, self.loc(span), class, elements as i64)
                .map_err(|e| error(span, format!("internal error: {e}")))?;
        self.append(Ok(op), span)?;
        Ok(())
    }

    /// `fabric.dsd_end`.
    pub fn dsd_end(&mut self, span: &Span) -> Eval<()> {
        let op = tanto_dialects::fabric::dsd_end(self.context, self.loc(span))
            .map_err(|e| error(span, format!("internal error: {e}")))?;
        self.append(Ok(op), span)?;
        Ok(())
    }

    /// `fabric.start_async` of outlined function `__csl_async_<index>` on
    /// the microthread of `queue`, with its completion word.
    pub fn start_async(
        &mut self,
        index: usize,
        queue: u16,
        completion: i64,
        span: &Span,
    ) -> Eval<()> {
        let op = tanto_dialects::fabric::start_async(
            self.context,
            self.loc(span),
            &format!("__csl_async_{index}"),
            i64::from(queue),
            completion,
        )
        .map_err(|e| error(span, format!("internal error: {e}")))?;
        self.append(Ok(op), span)?;
        Ok(())
    }

    /// A function `__csl_async_<k>` without parameters, its body built by
    /// `build` (from comptime operands only); its k.
    pub fn outline(
        &mut self,
        span: &Span,
        build: impl FnOnce(&mut FnBuilder<'c, '_, '_>) -> Eval<()>,
    ) -> Eval<usize> {
        let index = self.program.outlined.len();
        let location = self.loc(span);
        let region = Region::new();
        let entry = region.append_block(MlirBlock::new(&[]));
        let mut inner = FnBuilder {
            context: self.context,
            files: self.files,
            evaluator: &mut *self.evaluator,
            block: BlockHandle::of(entry),
            locals: vec![BTreeMap::new()],
            known: self.known.clone(),
            program: std::mem::take(&mut self.program),
            entry: BlockHandle::of(entry),
            exit: None,
            loops: Vec::new(),
        };
        let built = build(&mut inner).and_then(|()| {
            inner.append(OperationBuilder::new("func.return", location).build(), span)
        });
        self.program = std::mem::take(&mut inner.program);
        built?;
        let function_type = FunctionType::new(self.context, &[], &[]);
        let op = OperationBuilder::new("func.func", location)
            .add_attributes(&[
                (
                    Identifier::new(self.context, "sym_name"),
                    StringAttribute::new(self.context, &format!("__csl_async_{index}")).into(),
                ),
                (
                    Identifier::new(self.context, "function_type"),
                    TypeAttribute::new(function_type.into()).into(),
                ),
            ])
            .add_regions([region])
            .build()
            .map_err(|e| error(span, format!("internal error: {e}")))?;
        self.program.outlined.push(op);
        Ok(index)
    }

    fn builtin(&mut self, name: &Name, args: &[Expr], span: &Span) -> Eval<Operand> {
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
                    id
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
    fn increment_dsd_offset(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
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
            Operand::Runtime(v, Type::Int(t)) if t.bits < 32 => {
                let target = self.mlir(&i32_type, span)?;
                let name = if t.signed {
                    "arith.extsi"
                } else {
                    "arith.extui"
                };
                self.append1(
                    OperationBuilder::new(name, self.loc(span))
                        .add_operands(&[v.get()])
                        .add_results(&[target])
                        .build(),
                    span,
                )?
            }
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
    fn bitcast(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
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
    fn modify_dsd(&mut self, name: &Name, args: &[Expr], span: &Span) -> Eval<Operand> {
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
    fn cast(&mut self, args: &[Expr], span: &Span) -> Eval<Operand> {
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

/// One branch of an `scf.if`, built into its region.
type Branch<'a, B> = Box<dyn FnOnce(&mut B) -> Eval<()> + 'a>;

pub(super) fn type_i32() -> Type {
    Type::Int(IntType {
        signed: true,
        bits: 32,
    })
}

fn type_int(ty: &Type) -> Option<IntType> {
    match ty {
        Type::Int(t) => Some(*t),
        _ => None,
    }
}

/// Builtins that act on the machine: never folded at comptime.
fn is_machine_builtin(name: &str) -> bool {
    super::dsd::is_dsd_op(name) || name == "map" || TASK_CALLS.iter().any(|(n, _)| *n == name)
}

/// Whether two walks differ at most in their offset.
fn same_walk(a: &super::super::value::Access, b: &super::super::value::Access) -> bool {
    a.array == b.array && a.extents == b.extents && a.strides == b.strides
}
