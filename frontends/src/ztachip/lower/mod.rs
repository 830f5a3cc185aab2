//! Tensor statements into IR: each statement is one function (the one its
//! C call names, `rewrite.rs`) whose body walks each transfer as one loop
//! over the destination's elements. The loop counter is split into each
//! side's indices (the walk's loop order, `walk.rs`), each index checked
//! against its dimension; an element whose destination is inside is
//! copied by one NoC transfer from its source, or set to the PAD value
//! where the source is outside. The transfers end with the read and write
//! barriers.
//!
//! The function takes the statement's C values (i32), then, per element
//! type it moves, the DDR window (`!noc.global<T>`), the scratch-pad and a
//! one-element staging buffer (`!noc.local<T>`).
//!
//! PCORE transfers read and write the PCOREs' memory through the NoC
//! (`noc.read_remote` / `noc.write_remote`); the stream processor's
//! tables and programs are in `stream.rs`.
//!
//! This file holds the function builder, a statement's function and the
//! kernel entry; each side's walk and the place of an element are in
//! `walks.rs`, the transfer loop and its element copies in `transfer.rs`.

mod control_memory;
mod stream;
mod transfer;
mod walks;

use super::ast::{Command, Object, Space, Statement, Term, Text};
use super::eval::constant;
use super::rewrite::StatementFunction;
use super::Ztachip;
use crate::diagnostic::Diagnostic;
use crate::source_files::SourceFiles;
use melior::{
    ir::{
        attribute::{
            ArrayAttribute, DictionaryAttribute, IntegerAttribute, StringAttribute, TypeAttribute,
        },
        block::BlockLike,
        operation::{OperationBuilder, OperationLike},
        r#type::{FunctionType, IntegerType},
        Attribute, Block, Identifier, Location, Module, Operation, Region, RegionLike, Type,
        ValueLike,
    },
    Context,
};
use std::{collections::BTreeMap, ops::Range};
use tanto_dialects::ir::handles::{BlockHandle, ValueHandle};
use tanto_dialects::zta;

/// Builds the module of `statements` (their functions as `rewrite` named
/// them); None when a statement cannot be lowered, with located errors.
pub fn lower<'c>(
    context: &'c Context,
    files: &SourceFiles,
    statements: &[Statement],
    functions: &[StatementFunction],
    target: &Ztachip,
) -> (Option<Module<'c>>, Vec<Diagnostic>) {
    let _span = tracing::info_span!("ztachip-lower").entered();
    let module = Module::new(Location::new(context, &files.main().name, 1, 1));
    let mut diagnostics = Vec::new();
    let unshared = statements.iter().zip(functions).filter(|(_, f)| !f.shared);
    for (statement, function) in unshared {
        let mut builder = FunctionBuilder {
            context,
            files,
            target,
            block: None,
            values: BTreeMap::new(),
            diagnostics: Vec::new(),
        };
        if let Some(op) = builder.function(statement, function) {
            module.body().append_operation(op);
        }
        diagnostics.extend(builder.diagnostics);
    }
    let failed = diagnostics.iter().any(Diagnostic::is_error);
    (if failed { None } else { Some(module) }, diagnostics)
}

/// A transfer's data type: known, or the C value that holds its code.
enum Typing {
    Known(Element, bool),
    Runtime(Text),
}

/// The element type a data type moves as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Element {
    I8,
    I16,
}

impl Element {
    fn name(self) -> &'static str {
        match self {
            Element::I8 => "i8",
            Element::I16 => "i16",
        }
    }
}

/// The memories of one element type: DDR, the scratch-pad, the staging
/// element (block arguments).
#[derive(Debug, Clone, Copy)]
struct Memories {
    ddr: ValueHandle,
    scratch: ValueHandle,
    stage: ValueHandle,
}

/// One side's walk in IR: per declared dimension its size (None: no upper
/// check) and stride, and each bounded block's limit; per loop (outermost
/// first) its dimension, first index, step and count.
struct Walk {
    kind: WalkKind,
    /// Which part of a place each dimension moves: 0 the PCORE, 1 the
    /// thread, 2 the element.
    components: Vec<usize>,
    sizes: Vec<Option<ValueHandle>>,
    strides: Vec<ValueHandle>,
    /// Bounded blocks: (first dimension, dimensions, T).
    limits: Vec<(usize, usize, ValueHandle)>,
    levels: Vec<(usize, ValueHandle, ValueHandle, ValueHandle)>,
    /// A PCORE destination's `[*]` dimensions of the PCORE array: (size,
    /// stride); every PCORE along them gets the element.
    multicast: Vec<Multicast>,
    base: ValueHandle,
    total: ValueHandle,
}

/// One `[*]` dimension of a PCORE destination's PCORE array: its size and
/// the PCOREs one step along it moves.
#[derive(Debug, Clone, Copy)]
struct Multicast {
    size: ValueHandle,
    stride: ValueHandle,
}

/// What a walk walks: DDR or the scratch-pad, or a PCORE variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum WalkKind {
    Memory(Space),
    Private,
    Shared,
}

/// The PCORE memory (16-bit words on every PCORE core), a 16-bit view of
/// the staging element, and where the PCOREs are.
#[derive(Debug, Clone, Copy)]
struct Pcores {
    memory: ValueHandle,
    stage: ValueHandle,
    x0: ValueHandle,
    y0: ValueHandle,
    width: ValueHandle,
}

/// One loop of a walk: (dimension, first index, step, count).
type Level = (usize, ValueHandle, ValueHandle, ValueHandle);

type Built<T> = Result<T, ()>;

struct FunctionBuilder<'c, 'f> {
    context: &'c Context,
    files: &'f SourceFiles,
    target: &'f Ztachip,
    block: Option<BlockHandle>,
    /// The C values by their text.
    values: BTreeMap<String, ValueHandle>,
    diagnostics: Vec<Diagnostic>,
}

impl<'c> FunctionBuilder<'c, '_> {
    fn loc(&self, span: &Range<usize>) -> Location<'c> {
        let (file, line, column) = self.files.position(span.start);
        Location::new(self.context, file, line, column)
    }

    fn error(&mut self, span: &Range<usize>, message: impl Into<String>) {
        self.diagnostics
            .push(Diagnostic::error(span.clone(), message));
    }

    fn i32(&self) -> Type<'c> {
        IntegerType::new(self.context, 32).into()
    }

    fn append(
        &mut self,
        op: Result<Operation<'c>, impl std::fmt::Display>,
        span: &Range<usize>,
    ) -> Built<Vec<ValueHandle>> {
        match (op, self.block) {
            (Ok(op), Some(block)) => {
                let op = block.get().append_operation(op);
                Ok(op.results().map(ValueHandle::of).collect())
            }
            (Err(e), _) => {
                self.error(span, format!("internal error: {e}"));
                Err(())
            }
            (Ok(_), None) => Err(()),
        }
    }

    fn append1(
        &mut self,
        op: Result<Operation<'c>, impl std::fmt::Display>,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let results = self.append(op, span)?;
        results.first().copied().ok_or(())
    }

    fn constant(&mut self, value: i64, span: &Range<usize>) -> Built<ValueHandle> {
        let i32 = self.i32();
        self.constant_of(value, i32, span)
    }

    /// `value` as a constant of the integer type `ty`.
    fn constant_of(&mut self, value: i64, ty: Type<'c>, span: &Range<usize>) -> Built<ValueHandle> {
        let attribute = IntegerAttribute::new(ty, value);
        let op = OperationBuilder::new("arith.constant", self.loc(span))
            .add_attributes(&[(Identifier::new(self.context, "value"), attribute.into())])
            .add_results(&[ty])
            .build();
        self.append1(op, span)
    }

    fn binary(
        &mut self,
        name: &str,
        a: ValueHandle,
        b: ValueHandle,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let ty = a.get().r#type();
        let op = OperationBuilder::new(name, self.loc(span))
            .add_operands(&[a.get(), b.get()])
            .add_results(&[ty])
            .build();
        self.append1(op, span)
    }

    /// `arith.cmpi` with predicate `predicate` (2 slt, 5 sge).
    fn compare(
        &mut self,
        predicate: i64,
        a: ValueHandle,
        b: ValueHandle,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let predicate = IntegerAttribute::new(IntegerType::new(self.context, 64).into(), predicate);
        let op = OperationBuilder::new("arith.cmpi", self.loc(span))
            .add_attributes(&[(Identifier::new(self.context, "predicate"), predicate.into())])
            .add_operands(&[a.get(), b.get()])
            .add_results(&[IntegerType::new(self.context, 1).into()])
            .build();
        self.append1(op, span)
    }

    /// `arith.select %condition, %a, %b` of two values of one type.
    fn select(
        &mut self,
        condition: ValueHandle,
        a: ValueHandle,
        b: ValueHandle,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let op = OperationBuilder::new("arith.select", self.loc(span))
            .add_operands(&[condition.get(), a.get(), b.get()])
            .add_results(&[a.get().r#type()])
            .build();
        self.append1(op, span)
    }

    /// The value of a C expression of the statement: a literal, or the
    /// function's argument of that text.
    fn value(&mut self, text: &Text) -> Built<ValueHandle> {
        if let Some(v) = constant(&text.text) {
            return self.constant(v, &text.span);
        }
        match self.values.get(&text.text) {
            Some(v) => Ok(*v),
            None => {
                self.error(
                    &text.span,
                    format!(
                        "internal error: `{}` is no argument of the statement's function",
                        text.text
                    ),
                );
                Err(())
            }
        }
    }

    fn function(
        &mut self,
        statement: &Statement,
        function: &StatementFunction,
    ) -> Option<Operation<'c>> {
        // The element types the statement moves.
        let mut elements = Vec::new();
        let mut uses_pcores = false;
        for command in &statement.commands {
            match command {
                Command::Transfer {
                    dst, src, stream, ..
                } => {
                    if let Some(stream) = Self::stream_program(stream.as_ref(), dst, src) {
                        self.check_stream(stream, dst, src);
                    }
                    if matches!(dst.object, Object::Program(_)) {
                        continue;
                    }
                    if matches!(dst.object, Object::Spu(_)) {
                        if self.spu_source_type(src).is_some() && !elements.contains(&Element::I16)
                        {
                            elements.push(Element::I16);
                        }
                        uses_pcores = true;
                        continue;
                    }
                    let moved = match self.element(dst, src) {
                        Some(Typing::Known(e, _)) => vec![e],
                        // Either size, chosen when the program runs.
                        Some(Typing::Runtime(_)) => vec![Element::I8, Element::I16],
                        None => Vec::new(),
                    };
                    for e in moved {
                        if !elements.contains(&e) {
                            elements.push(e);
                        }
                    }
                    uses_pcores |= matches!(dst.object, Object::Pcore(_))
                        || matches!(src.object, Object::Pcore(_));
                }
                // Definitions are expanded where they are used; a barrier is
                // every statement's end (its transfers are done).
                Command::Define { .. } | Command::Declare(_) | Command::Barrier(_) => {}
                Command::Exe { .. } => {}
                Command::Callback { .. } | Command::Print { .. } => {}
                Command::Nop => {}
            }
        }
        if self.diagnostics.iter().any(Diagnostic::is_error) {
            return None;
        }
        elements.sort();
        let span = statement.span.clone();
        let location = self.loc(&span);
        let i32 = self.i32();
        let inputs: Vec<Type<'c>> = vec![i32; function.parameters.len()];
        let names: Vec<String> = function.parameters.iter().map(|p| p.text.clone()).collect();
        let region = Region::new();
        let arguments: Vec<(Type<'c>, Location<'c>)> =
            inputs.iter().map(|t| (*t, location)).collect();
        let entry = region.append_block(Block::new(&arguments));
        self.block = Some(BlockHandle::of(entry));
        let entry = self.block?.get();
        for (k, parameter) in function.parameters.iter().enumerate() {
            if let Ok(arg) = entry.argument(k) {
                self.values
                    .insert(parameter.text.clone(), ValueHandle::of(arg));
            }
        }
        // The memory spaces, as buffers of each element type moved.
        let mut memories = BTreeMap::new();
        for element in &elements {
            let mut space = |kind: &str, which: zta::Space| -> Option<ValueHandle> {
                let text = format!("!noc.{kind}<{}>", element.name());
                let ty = tanto_dialects::ir::parse_type(self.context, &text).ok()?;
                let op = zta::space(self.context, self.loc(&span), ty, which);
                self.append1(op, &span).ok()
            };
            let ddr = space("global", zta::Space::Ddr)?;
            let scratch = space("local", zta::Space::Scratch)?;
            let stage = space("local", zta::Space::Stage)?;
            memories.insert(
                *element,
                Memories {
                    ddr,
                    scratch,
                    stage,
                },
            );
        }
        // The PCORE memory, the staging element's 16-bit view, the PCOREs.
        let mut pcores = None;
        if uses_pcores {
            let word = tanto_dialects::ir::parse_type(self.context, "!noc.local<i16>").ok()?;
            let mut space = |which: zta::Space| -> Option<ValueHandle> {
                let op = zta::space(self.context, self.loc(&span), word, which);
                self.append1(op, &span).ok()
            };
            let memory = space(zta::Space::Pcore)?;
            let stage = space(zta::Space::Stage)?;
            let i32 = self.i32();
            let op = zta::pcores(self.context, self.loc(&span), i32, i32, i32);
            let rectangle = self.append(op, &span).ok()?;
            pcores = Some(Pcores {
                memory,
                stage,
                x0: *rectangle.first()?,
                y0: *rectangle.get(1)?,
                width: *rectangle.get(2)?,
            });
        }
        for command in &statement.commands {
            if let Command::Exe {
                lockstep,
                kernel,
                pcores: np,
                threads: nt,
                span,
                ..
            } = command
            {
                // Defaults: every PCORE, every thread.
                let kernel = self.value(&super::rewrite::exe_kernel(kernel)).ok()?;
                let np = match np {
                    Some(np) => self.value(np).ok()?,
                    None => self
                        .constant(i64::from(self.target.pcore.count), span)
                        .ok()?,
                };
                let nt = match nt {
                    Some(nt) => self.value(nt).ok()?,
                    None => self
                        .constant(i64::from(self.target.pcore.threads), span)
                        .ok()?,
                };
                let op = zta::exe(
                    self.context,
                    self.loc(span),
                    kernel.get(),
                    np.get(),
                    nt.get(),
                    *lockstep,
                );
                self.append(op, span).ok()?;
            }
            if let Command::Transfer {
                dst,
                src,
                span,
                stream,
                ..
            } = command
            {
                // PCORE code: Tanto's is in the object (check.rs warns).
                if matches!(dst.object, Object::Program(_)) {
                    continue;
                }
                if let Object::Spu(tables) = &dst.object {
                    let memories = memories.get(&Element::I16).copied()?;
                    self.spu_load(tables.as_ref(), src, memories, pcores?, span)
                        .ok()?;
                    continue;
                }
                let typing = self.element(dst, src)?;
                let stream = match Self::stream_program(stream.as_ref(), dst, src) {
                    Some(stream) => Some(self.value(stream).ok()?),
                    None => None,
                };
                let memories = |e: Element| memories.get(&e).copied().ok_or(());
                let transfer = |this: &mut Self, (element, signed): (Element, bool)| {
                    this.transfer(
                        (dst, src),
                        memories(element)?,
                        pcores,
                        (element, signed),
                        stream,
                        span,
                    )
                };
                match typing {
                    Typing::Known(element, signed) => transfer(self, (element, signed)).ok()?,
                    Typing::Runtime(dtype) => self.runtime_typed(&dtype, span, transfer).ok()?,
                }
            }
        }
        let barriers = [
            tanto_dialects::noc::read_barrier(self.context, self.loc(&span)),
            tanto_dialects::noc::write_barrier(self.context, self.loc(&span)),
        ];
        for barrier in barriers {
            self.append(barrier, &span).ok()?;
        }
        self.append(
            OperationBuilder::new("func.return", self.loc(&span)).build(),
            &span,
        )
        .ok()?;
        let context = self.context;
        let arg_attrs: Vec<Attribute<'c>> = names
            .iter()
            .map(|name| {
                DictionaryAttribute::new(
                    context,
                    &[(
                        Identifier::new(context, "tanto.name"),
                        StringAttribute::new(context, name).into(),
                    )],
                )
                .into()
            })
            .collect();
        let function_type = FunctionType::new(context, &inputs, &[]);
        let op = OperationBuilder::new("func.func", location)
            .add_attributes(&[
                (
                    Identifier::new(context, "sym_name"),
                    StringAttribute::new(context, &function.name).into(),
                ),
                (
                    Identifier::new(context, "function_type"),
                    TypeAttribute::new(function_type.into()).into(),
                ),
                (
                    Identifier::new(context, "arg_attrs"),
                    ArrayAttribute::new(context, &arg_attrs).into(),
                ),
            ])
            .add_regions([region])
            .build();
        match op {
            Ok(op) => Some(op),
            Err(e) => {
                self.error(&span, format!("internal error: {e}"));
                None
            }
        }
    }

    /// The element type of a transfer, and whether it is signed: its data
    /// type (both sides agree; INT16 when neither says), or the C value
    /// that holds it. PCORE memory holds one 16-bit word per element
    /// whatever the type.
    fn element(&mut self, dst: &Term, src: &Term) -> Option<Typing> {
        let tensor = |t: &Term| matches!(t.object, Object::Memory(_) | Object::Pcore(_));
        let constant = match &src.object {
            Object::Constant { dtype, .. } => Some(dtype),
            _ => None,
        };
        let lowered = [(dst, tensor(dst)), (src, tensor(src) || constant.is_some())];
        for (term, ok) in lowered {
            if !ok {
                self.error(
                    &term.span,
                    "only DDR, scratch-pad and PCORE tensors are lowered yet",
                );
                return None;
            }
        }
        // The written type: a side's DTYPE, else a constant's own.
        let written = dst
            .directives
            .dtype
            .as_ref()
            .or(src.directives.dtype.as_ref())
            .or(constant);
        let Some(dtype) = written else {
            return Some(Typing::Known(Element::I16, true));
        };
        match self.target.dtype(&dtype.text).map(|d| (d.bytes, d.signed)) {
            Some((1, signed)) => Some(Typing::Known(Element::I8, signed)),
            Some((2, signed)) => Some(Typing::Known(Element::I16, signed)),
            Some(_) => {
                self.error(&dtype.span, "DDR and scratch-pad elements are 1 or 2 bytes");
                None
            }
            None => Some(Typing::Runtime(dtype.clone())),
        }
    }

    /// A transfer whose data type is the C value `dtype` (the guide's
    /// `(fmt)`): one `build` per type of the target, chosen by the value's
    /// code (`scf.if`); a code of no type moves nothing.
    fn runtime_typed(
        &mut self,
        dtype: &Text,
        span: &Range<usize>,
        build: impl Fn(&mut Self, (Element, bool)) -> Built<()> + Copy,
    ) -> Built<()> {
        let code = self.value(dtype)?;
        let types: Vec<(i64, Element, bool)> = self
            .target
            .dtype
            .iter()
            .filter_map(|d| {
                let element = match d.bytes {
                    1 => Element::I8,
                    2 => Element::I16,
                    _ => return None,
                };
                Some((i64::from(d.code), element, d.signed))
            })
            .collect();
        self.type_cases(code, &types, span, build)
    }

    /// `if code == types[0] { build } else { the rest }`.
    fn type_cases(
        &mut self,
        code: ValueHandle,
        types: &[(i64, Element, bool)],
        span: &Range<usize>,
        build: impl Fn(&mut Self, (Element, bool)) -> Built<()> + Copy,
    ) -> Built<()> {
        let Some(((value, element, signed), rest)) = types.split_first() else {
            return Ok(());
        };
        let value = self.constant(*value, span)?;
        let equal = self.compare(0, code, value, span)?;
        let (element, signed) = (*element, *signed);
        self.if_else(
            equal,
            span,
            |this| build(this, (element, signed)),
            |this| this.type_cases(code, rest, span, build),
        )
    }

    /// `scf.for %m = 0 to count` (i32 count) with `body` given %m as i32.
    fn counted_loop(
        &mut self,
        count: ValueHandle,
        span: &Range<usize>,
        body: impl FnOnce(&mut Self, ValueHandle) -> Built<()>,
    ) -> Built<()> {
        let index_type = Type::index(self.context);
        let cast = |this: &mut Self, v: ValueHandle, to: Type<'c>| {
            let op = OperationBuilder::new("arith.index_cast", this.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[to])
                .build();
            this.append1(op, span)
        };
        let zero = self.constant(0, span)?;
        let one = self.constant(1, span)?;
        let (lower, upper, step) = (
            cast(self, zero, index_type)?,
            cast(self, count, index_type)?,
            cast(self, one, index_type)?,
        );
        let outer = self.block;
        let region = Region::new();
        let block = region.append_block(Block::new(&[(index_type, self.loc(span))]));
        self.block = Some(BlockHandle::of(block));
        let counter = ValueHandle::of(self.block.ok_or(())?.get().argument(0).map_err(|_| ())?);
        let m = cast(self, counter, self.i32())?;
        body(self, m)?;
        self.terminate(span)?;
        self.block = outer;
        let op = OperationBuilder::new("scf.for", self.loc(span))
            .add_operands(&[lower.get(), upper.get(), step.get()])
            .add_regions([region])
            .build();
        self.append(op, span).map(|_| ())
    }

    /// `scf.yield` closing the current block.
    fn terminate(&mut self, span: &Range<usize>) -> Built<()> {
        let op = OperationBuilder::new("scf.yield", self.loc(span)).build();
        self.append(op, span).map(|_| ())
    }

    /// `scf.if %condition { then } else { otherwise }` in the current block.
    fn if_else(
        &mut self,
        condition: ValueHandle,
        span: &Range<usize>,
        then: impl FnOnce(&mut Self) -> Built<()>,
        otherwise: impl FnOnce(&mut Self) -> Built<()>,
    ) -> Built<()> {
        let outer = self.block;
        let then_region = Region::new();
        self.block = Some(BlockHandle::of(then_region.append_block(Block::new(&[]))));
        then(self)?;
        self.terminate(span)?;
        let else_region = Region::new();
        self.block = Some(BlockHandle::of(else_region.append_block(Block::new(&[]))));
        otherwise(self)?;
        self.terminate(span)?;
        self.block = outer;
        let op = OperationBuilder::new("scf.if", self.loc(span))
            .add_operands(&[condition.get()])
            .add_regions([then_region, else_region])
            .build();
        self.append(op, span).map(|_| ())
    }
}

/// The parameters of a ztachip kernel's entry, in order: the DDR window
/// (a global buffer of one page), the scratch-pad and the staging element
/// (local buffers), all bytes; with PCOREs, their memory (16-bit words).
pub fn kernel_parameters(pcores: bool) -> Vec<(&'static str, &'static str)> {
    let mut parameters = vec![
        ("ddr", "!noc.global<i8>"),
        ("scratch", "!noc.local<i8>"),
        ("stage", "!noc.local<i8>"),
    ];
    if pcores {
        parameters.push(("pcore", "!noc.local<i16>"));
    }
    parameters
}

/// A device program's ztachip kernel: `func.func @name(ddr, scratch, stage
/// [, pcore])` tells the runtime where the memory spaces are
/// (`zta.bind`, with the PCOREs' rectangle `(x0, y0, width)`) and
/// calls the tensor program's C function `entry` (declared here, defined in
/// clang's module) with `entry_arguments` (32 bits each).
pub fn kernel_entry<'c>(
    context: &'c Context,
    module: &Module<'c>,
    name: &str,
    entry: &str,
    entry_arguments: &[i64],
    pcores: Option<(i64, i64, i64)>,
    location: Location<'c>,
) -> Result<(), String> {
    let parameters = kernel_parameters(pcores.is_some());
    let types: Vec<Type<'c>> = parameters
        .iter()
        .map(|(_, ty)| tanto_dialects::ir::parse_type(context, ty).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    let region = Region::new();
    let arguments: Vec<(Type<'c>, Location<'c>)> = types.iter().map(|t| (*t, location)).collect();
    let block = region.append_block(Block::new(&arguments));
    let argument = |i: usize| -> Result<melior::ir::Value<'c, '_>, String> {
        block.argument(i).map(Into::into).map_err(|e| e.to_string())
    };
    let i32: Type<'c> = IntegerType::new(context, 32).into();
    let constant = |value: i64| -> Result<melior::ir::Value<'c, '_>, String> {
        let op = OperationBuilder::new("arith.constant", location)
            .add_attributes(&[(
                Identifier::new(context, "value"),
                IntegerAttribute::new(i32, value).into(),
            )])
            .add_results(&[i32])
            .build()
            .map_err(|e| e.to_string())?;
        let op = block.append_operation(op);
        Ok(op.result(0).map_err(|e| e.to_string())?.into())
    };
    let mut rectangle = Vec::new();
    if let Some((x0, y0, width)) = pcores {
        for value in [x0, y0, width] {
            rectangle.push(constant(value)?);
        }
    }
    let bind = zta::bind(context, location, argument(0)?, argument(1)?, argument(2)?)
        .map_err(|e| e.to_string())?;
    block.append_operation(bind);
    if let [x0, y0, width] = rectangle[..] {
        let bind = zta::bind_pcores(context, location, argument(3)?, x0, y0, width)
            .map_err(|e| e.to_string())?;
        block.append_operation(bind);
    }
    let values = entry_arguments
        .iter()
        .map(|&value| constant(value))
        .collect::<Result<Vec<_>, _>>()?;
    let callee = melior::ir::attribute::FlatSymbolRefAttribute::new(context, entry);
    let call = OperationBuilder::new("func.call", location)
        .add_attributes(&[(Identifier::new(context, "callee"), callee.into())])
        .add_operands(&values)
        .build()
        .map_err(|e| e.to_string())?;
    block.append_operation(call);
    let ret = OperationBuilder::new("func.return", location)
        .build()
        .map_err(|e| e.to_string())?;
    block.append_operation(ret);
    let arg_attrs: Vec<Attribute<'c>> = parameters
        .iter()
        .map(|(n, _)| {
            DictionaryAttribute::new(
                context,
                &[(
                    Identifier::new(context, "tanto.name"),
                    StringAttribute::new(context, n).into(),
                )],
            )
            .into()
        })
        .collect();
    let function = OperationBuilder::new("func.func", location)
        .add_attributes(&[
            (
                Identifier::new(context, "sym_name"),
                StringAttribute::new(context, name).into(),
            ),
            (
                Identifier::new(context, "function_type"),
                TypeAttribute::new(FunctionType::new(context, &types, &[]).into()).into(),
            ),
            (
                Identifier::new(context, "arg_attrs"),
                ArrayAttribute::new(context, &arg_attrs).into(),
            ),
        ])
        .add_regions([region])
        .build()
        .map_err(|e| e.to_string())?;
    module.body().append_operation(function);
    let declaration = OperationBuilder::new("func.func", location)
        .add_attributes(&[
            (
                Identifier::new(context, "sym_name"),
                StringAttribute::new(context, entry).into(),
            ),
            (
                Identifier::new(context, "function_type"),
                TypeAttribute::new(
                    FunctionType::new(context, &vec![i32; entry_arguments.len()], &[]).into(),
                )
                .into(),
            ),
            (
                Identifier::new(context, "sym_visibility"),
                StringAttribute::new(context, "private").into(),
            ),
        ])
        .add_regions([Region::new()])
        .build()
        .map_err(|e| e.to_string())?;
    module.body().append_operation(declaration);
    Ok(())
}
