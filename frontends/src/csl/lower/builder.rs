//! The function builder ([`FnBuilder`]): the state of one function or task
//! being lowered (its blocks, locals and loops) and the primitives that
//! append ops to it (constants, loads and stores, arithmetic, `scf.if` and
//! counted loops, the machine's `fabric` ops, outlined asynchronous
//! operations). Statements ([`super::body`]), expressions ([`super::expr`]),
//! DSD operations ([`super::dsd`]) and `@map` ([`super::map`]) are built with
//! it.

use super::super::ast::*;
use super::super::eval::{coerce, error, Eval, Evaluator, NoHooks};
use super::super::value::{IntType, Type, Value};
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
pub(super) enum Local {
    Value(ValueHandle, Type),
    Slot(ValueHandle, Type),
    DsdValue(super::super::value::Access, ValueHandle),
    DsdSlot(super::super::value::Access, ValueHandle),
}

/// A function or task being lowered: the block ops go to, the locals in
/// scope, and what the whole program gathers.
pub(super) struct FnBuilder<'c, 'e, 'f> {
    pub context: &'c Context,
    pub files: &'f SourceFiles,
    pub evaluator: &'e mut Evaluator<'f>,
    pub block: BlockHandle,
    pub(super) locals: Vec<BTreeMap<String, Local>>,
    /// Locals known at comptime (`const n = 4;`), folded where used.
    pub(super) known: BTreeMap<String, Value>,
    /// What the program gathers from every body.
    pub program: ProgramState<'c>,
    /// The function's entry block: every local's slot is allocated there,
    /// once, whatever loop declares it.
    pub(super) entry: BlockHandle,
    /// A function with early returns: its returned flag and result slots.
    pub(super) exit: Option<ReturnFlags>,
    /// The loops around the statement being lowered, innermost last.
    pub(super) loops: Vec<LoopFlags>,
}

/// Where a function with early returns keeps whether it returned (i1) and
/// what (none for void).
#[derive(Clone, Copy)]
pub(super) struct ReturnFlags {
    pub(super) returned: ValueHandle,
    pub(super) result: Option<ValueHandle>,
}

/// A loop's flags (i1 slots), present when its body breaks or continues it.
#[derive(Clone)]
pub(super) struct LoopFlags {
    pub(super) label: Option<String>,
    pub(super) broken: Option<ValueHandle>,
    pub(super) continued: Option<ValueHandle>,
}

/// Where a PE program uses a color: sending on it or receiving from it.
#[derive(Debug, Clone)]
pub(super) struct FabricUse {
    pub color: u16,
    pub send: bool,
    pub span: Span,
    /// The function or task it is in; None for a data task's binding.
    pub function: Option<String>,
}

/// What lowering the bodies gathers for the whole program.
#[derive(Default)]
pub(super) struct ProgramState<'c> {
    /// Functions made from asynchronous operations, `__csl_async_<k>`.
    pub outlined: Vec<Operation<'c>>,
    /// Input queues tied to colors by the fabin DSDs, (queue, color).
    pub queues: std::collections::BTreeSet<(u16, u16)>,
    /// The tasks bound in the top-level comptime blocks: name to kind
    /// (`local`, `data`, `control`) and ID.
    pub task_ids: std::collections::BTreeMap<String, (&'static str, u16)>,
    pub fabric_uses: Vec<FabricUse>,
    /// The names the file's code writes ([`super::written`]).
    pub written: std::collections::BTreeSet<String>,
    /// The function or task being lowered.
    pub current: String,
    /// The calls between the file's functions, (caller, callee).
    pub calls: std::collections::BTreeSet<(String, String)>,
    /// The local tasks each function activates, (function, task ID): a
    /// local task runs on a PE only if something that runs there activates
    /// it (the route check's reachability).
    pub activations: std::collections::BTreeSet<(String, u16)>,
    /// The globals the code reads or writes (`memref.get_global`).
    pub globals: std::collections::BTreeSet<String>,
    /// The runtime routines declared in the program (`sqrtf`).
    pub declared: std::collections::BTreeSet<String>,
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
    /// One element onto a FIFO (buffer address, capacity, bytes, bits),
    /// waiting for room.
    FifoPush,
    /// One element off a FIFO (buffer address, capacity, bytes) → bits,
    /// waiting for one.
    FifoPop,
    /// `<time>`: the PE's cycle count, low (0) or high (1) word, or reset (2).
    Timestamp,
}

impl<'c> FnBuilder<'c, '_, '_> {
    pub(super) fn loc(&self, span: &Span) -> Location<'c> {
        let (f, line, column) = self.files.position(span.start);
        Location::new(self.context, f, line, column)
    }

    pub(super) fn append(
        &mut self,
        op: Result<Operation<'c>, melior::Error>,
        span: &Span,
    ) -> Eval<Vec<ValueHandle>> {
        let op = op.map_err(|e| error(span, format!("internal error: {e}")))?;
        let op = self.block.get().append_operation(op);
        Ok(op.results().map(ValueHandle::of).collect())
    }

    pub(super) fn append1(
        &mut self,
        op: Result<Operation<'c>, melior::Error>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        self.append(op, span)?
            .first()
            .copied()
            .ok_or_else(|| error(span, "internal error: an op without a result"))
    }

    pub(super) fn mlir(&self, ty: &Type, span: &Span) -> Eval<MlirType<'c>> {
        mlir_type(self.context, ty).ok_or_else(|| {
            error(
                span,
                format!("a runtime value of type {ty} is not lowered yet"),
            )
        })
    }

    /// A rank-0 `memref.alloca` of `ty`: a local variable's storage.
    pub(super) fn slot(&mut self, ty: &Type, span: &Span) -> Eval<ValueHandle> {
        let element = self.mlir(ty, span)?;
        self.entry_alloca(element, span)
    }

    /// A rank-0 `memref.alloca` of `index`: a loop's counter.
    pub(super) fn index_slot(&mut self, span: &Span) -> Eval<ValueHandle> {
        self.entry_alloca(MlirType::index(self.context), span)
    }

    /// A rank-0 `memref.alloca` of `element` at the top of the entry block:
    /// allocated once per call, not once per iteration of the loop that
    /// declares it.
    pub(super) fn entry_alloca(&mut self, element: MlirType<'c>, span: &Span) -> Eval<ValueHandle> {
        self.entry_alloca_shaped(element, &[], span)
    }

    /// A `memref.alloca` of `shape` elements at the top of the entry block
    /// (a local array).
    pub(super) fn entry_alloca_shaped(
        &mut self,
        element: MlirType<'c>,
        shape: &[i64],
        span: &Span,
    ) -> Eval<ValueHandle> {
        let slot_type = MemRefType::new(element, shape, None, None);
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

    /// A comptime value as a constant of its (fixed) type.
    pub(super) fn constant(&mut self, v: &Value, span: &Span) -> Eval<ValueHandle> {
        let ty = v.type_of();
        let mlir = self.mlir(&ty, span)?;
        let attribute: Attribute<'c> = match v {
            Value::Int { value, .. } => IntegerAttribute::new(mlir, *value as i64).into(),
            Value::Bool(b) => IntegerAttribute::new(mlir, i64::from(*b)).into(),
            Value::Float { value, .. } => FloatAttribute::new(self.context, mlir, *value).into(),
            Value::Id {
                kind: super::super::value::IdKind::LocalTask,
                id,
            } => {
                // Passed on, it may be activated wherever it goes.
                let current = self.program.current.clone();
                self.program.activations.insert((current, *id));
                IntegerAttribute::new(mlir, i64::from(*id)).into()
            }
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
    pub(super) fn materialize(
        &mut self,
        operand: Operand,
        ty: &Type,
        span: &Span,
    ) -> Eval<ValueHandle> {
        match operand {
            pointer if matches!(ty, Type::Pointer { .. }) => {
                self.pointer_operand(pointer, ty, span)
            }
            Operand::Known(v) => {
                let v = coerce(v, ty, span)?;
                self.constant(&v, span)
            }
            Operand::Runtime(v, t) if &t == ty => Ok(v),
            // cslc widens an integer into a type that holds all its values.
            Operand::Runtime(v, Type::Int(from)) if matches!(ty, Type::Int(to) if from.widens_to(*to)) =>
            {
                let Type::Int(to) = ty else {
                    return Err(error(span, "internal error: not an integer type"));
                };
                self.resize_int(v, from, *to, span)
            }
            Operand::Runtime(_, t) => Err(error(
                span,
                format!("expected {ty}, found {t}: convert with @as"),
            )),
            Operand::Dsd(..) => Err(error(span, format!("expected {ty}, found a DSD"))),
        }
    }

    /// `v` of integer type `from` as `to`: sign- or zero-extended by `from`'s
    /// signedness, or truncated.
    pub(super) fn resize_int(
        &mut self,
        v: ValueHandle,
        from: IntType,
        to: IntType,
        span: &Span,
    ) -> Eval<ValueHandle> {
        let name = if to.bits > from.bits {
            if from.signed {
                "arith.extsi"
            } else {
                "arith.extui"
            }
        } else if to.bits < from.bits {
            "arith.trunci"
        } else {
            return Ok(v);
        };
        let target = self.mlir(&Type::Int(to), span)?;
        self.append1(
            OperationBuilder::new(name, self.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[target])
                .build(),
            span,
        )
    }

    pub(super) fn index_constant(&mut self, v: i64, span: &Span) -> Eval<ValueHandle> {
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

    /// `memref.get_global @name` and the element type.
    pub(super) fn global(&mut self, name: &str, span: &Span) -> Eval<(ValueHandle, Type)> {
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

    /// `memref.get_global @name : memref`.
    pub(super) fn get_global(
        &mut self,
        name: &str,
        memref: MemRefType<'c>,
        span: &Span,
    ) -> Eval<ValueHandle> {
        self.program.globals.insert(name.to_string());
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

    pub(super) fn load(
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

    pub(super) fn store(
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

    pub(super) fn arith(
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

    /// Machine op `op` with `args` (i32 values); its i32 result, for the
    /// ops that have one.
    pub(super) fn machine(
        &mut self,
        op: MachineOp,
        args: &[ValueHandle],
        span: &Span,
    ) -> Eval<Operand> {
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
            MachineOp::FifoPush => {
                fabric::fifo_push(context, location, arg(0)?, arg(1)?, arg(2)?, arg(3)?)
            }
            MachineOp::FifoPop => {
                fabric::fifo_pop(context, location, arg(0)?, arg(1)?, arg(2)?, i32)
            }
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
    pub(super) fn dsd_begin(&mut self, class: &str, elements: u64, span: &Span) -> Eval<()> {
        let op =
            tanto_dialects::fabric::dsd_begin(self.context, self.loc(span), class, elements as i64)
                .map_err(|e| error(span, format!("internal error: {e}")))?;
        self.append(Ok(op), span)?;
        Ok(())
    }

    /// `fabric.dsd_end`.
    pub(super) fn dsd_end(&mut self, span: &Span) -> Eval<()> {
        let op = tanto_dialects::fabric::dsd_end(self.context, self.loc(span))
            .map_err(|e| error(span, format!("internal error: {e}")))?;
        self.append(Ok(op), span)?;
        Ok(())
    }

    /// `fabric.start_async` of outlined function `__csl_async_<index>` on
    /// the microthread of `queue`, with its completion word.
    pub(super) fn start_async(
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
    pub(super) fn outline(
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

    /// `scf.if` with the two branches built by `then` and `otherwise`.
    pub(super) fn if_else(
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
    pub(super) fn counted(
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
}

/// One branch of an `scf.if`, built into its region.
pub(super) type Branch<'a, B> = Box<dyn FnOnce(&mut B) -> Eval<()> + 'a>;

pub(super) fn type_i32() -> Type {
    Type::Int(IntType {
        signed: true,
        bits: 32,
    })
}

pub(super) fn type_int(ty: &Type) -> Option<IntType> {
    match ty {
        Type::Int(t) => Some(*t),
        _ => None,
    }
}
