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
//! Lowered so far: transfers between DDR and the scratch-pad. PCORE
//! memory, tensor variables, stream processing and the commands
//! (EXE_LOCKSTEP, CALLBACK, BARRIER) are located errors that say so.

use super::ast::{Command, Dim, IndexKind, Memory, Object, Space, Statement, Term, Text};
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
    for (statement, function) in statements.iter().zip(functions) {
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
/// check), stride and an overlapped pair's limit; per loop (outermost
/// first) its dimension, first index, step and count.
struct Walk {
    space: Space,
    sizes: Vec<Option<ValueHandle>>,
    strides: Vec<ValueHandle>,
    /// (first dimension of the pair, the pair's inner size, T).
    limits: Vec<(usize, ValueHandle, ValueHandle)>,
    levels: Vec<(usize, ValueHandle, ValueHandle, ValueHandle)>,
    base: ValueHandle,
    total: ValueHandle,
}

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
        let attribute = IntegerAttribute::new(self.i32(), value);
        let op = OperationBuilder::new("arith.constant", self.loc(span))
            .add_attributes(&[(Identifier::new(self.context, "value"), attribute.into())])
            .add_results(&[self.i32()])
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
        for command in &statement.commands {
            match command {
                Command::Transfer {
                    dst,
                    src,
                    stream,
                    span,
                    ..
                } => {
                    if let Some(stream) = stream {
                        self.error(
                            &stream.span,
                            "stream processing (PROC, REMAP) is not lowered yet",
                        );
                    }
                    match self.element(dst, src, span) {
                        Some(e) if !elements.contains(&e) => elements.push(e),
                        _ => {}
                    }
                }
                Command::Define { name, .. } => {
                    self.error(&name.span, "tensor variables are not lowered yet")
                }
                Command::Declare(names) => {
                    if let Some(name) = names.first() {
                        self.error(&name.span, "tensor variables are not lowered yet");
                    }
                }
                Command::Exe { span, .. }
                | Command::Callback { span, .. }
                | Command::Barrier(span) => self.error(
                    span,
                    "EXE_LOCKSTEP, CALLBACK and BARRIER are not lowered yet",
                ),
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
            use tanto_dialects::noc::ZtachipSpace;
            let mut space = |kind: &str, which: ZtachipSpace| -> Option<ValueHandle> {
                let text = format!("!noc.{kind}<{}>", element.name());
                let ty = tanto_dialects::ir::parse_type(self.context, &text).ok()?;
                let op =
                    tanto_dialects::noc::ztachip_space(self.context, self.loc(&span), ty, which);
                self.append1(op, &span).ok()
            };
            let ddr = space("global", ZtachipSpace::Ddr)?;
            let scratch = space("local", ZtachipSpace::Scratch)?;
            let stage = space("local", ZtachipSpace::Stage)?;
            memories.insert(
                *element,
                Memories {
                    ddr,
                    scratch,
                    stage,
                },
            );
        }
        for command in &statement.commands {
            if let Command::Transfer { dst, src, span, .. } = command {
                let element = self.element(dst, src, span)?;
                self.transfer(dst, src, memories.get(&element).copied()?, element, span)
                    .ok()?;
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

    /// The element type of a transfer: its data type (both sides agree;
    /// INT16 when neither says), for DDR and scratch-pad sides only.
    fn element(&mut self, dst: &Term, src: &Term, span: &Range<usize>) -> Option<Element> {
        for term in [dst, src] {
            match &term.object {
                Object::Memory(_) => {}
                Object::Pcore(p) => {
                    self.error(
                        &p.span,
                        "transfers to and from PCORE memory are not lowered yet",
                    );
                    return None;
                }
                _ => {
                    self.error(
                        &term.span,
                        "only DDR and scratch-pad tensors are lowered yet",
                    );
                    return None;
                }
            }
        }
        let written = dst
            .directives
            .dtype
            .as_ref()
            .or(src.directives.dtype.as_ref());
        let Some(dtype) = written else {
            return Some(Element::I16);
        };
        match self.target.dtype(&dtype.text).map(|d| d.bytes) {
            Some(1) => Some(Element::I8),
            Some(2) => Some(Element::I16),
            _ => {
                self.error(&dtype.span, "a data type known only when the program runs is not lowered yet: write INT16, INT8 or UINT8");
                let _ = span;
                None
            }
        }
    }

    /// A side's walk: sizes, strides, levels and total (before the loop).
    fn walk(&mut self, term: &Term, memory: &Memory, element: Element) -> Built<Walk> {
        let span = term.span.clone();
        // Declared dimensions, as in walk.rs: an overlapped pair is two.
        let mut sizes = Vec::new();
        let mut checked = Vec::new();
        let mut pairs = Vec::new();
        for Dim {
            size,
            unchecked,
            parts,
        } in &memory.dims
        {
            match parts {
                Some((a, b)) => {
                    let first = sizes.len();
                    let total = self.value(size)?;
                    let (a, b) = (self.value(a)?, self.value(b)?);
                    pairs.push((first, b, total));
                    sizes.extend([a, b]);
                    checked.extend([true, true]);
                }
                None => {
                    sizes.push(self.value(size)?);
                    checked.push(!unchecked);
                }
            }
        }
        if memory.dims.is_empty() {
            let whole = self.constant(i64::from(i32::MAX), &span)?;
            sizes.push(whole);
            checked.push(false);
        }
        // Strides, innermost first; the axis before a pair steps over T.
        let mut strides = vec![self.constant(1, &span)?; sizes.len()];
        let mut stride = self.constant(1, &span)?;
        for k in (0..sizes.len()).rev() {
            if let Some((_, inner, total)) = pairs.iter().find(|(first, ..)| *first == k) {
                strides[k] = *inner;
                stride = *total;
            } else if pairs.iter().any(|(first, ..)| first + 1 == k) {
                strides[k] = self.constant(1, &span)?;
            } else {
                strides[k] = stride;
                stride = self.binary("arith.muli", stride, sizes[k], &span)?;
            }
        }
        let fors: Vec<&str> = term
            .directives
            .fors
            .iter()
            .map(|(n, _)| n.text.as_str())
            .collect();
        let mut levels: Vec<(Option<usize>, usize, ValueHandle, ValueHandle, ValueHandle)> =
            Vec::new();
        let one = self.constant(1, &span)?;
        let zero = self.constant(0, &span)?;
        for (dim, index) in memory.indices.iter().enumerate() {
            let size = sizes[dim];
            let (bound_by, kind) = match &index.kind {
                IndexKind::Single(name) if fors.contains(&name.text.as_str()) => {
                    let position = fors.iter().position(|n| *n == name.text);
                    let range = position.and_then(|p| term.directives.fors[p].1.as_ref());
                    (position, range.map(|r| r.kind.clone()))
                }
                other => (None, Some(other.clone())),
            };
            let (begin, step, count) = match kind {
                Some(IndexKind::Single(at)) => (self.value(&at)?, one, one),
                Some(IndexKind::Range { begin, stride, end }) => {
                    let begin = match &begin {
                        Some(b) => self.value(b)?,
                        None => zero,
                    };
                    let step = match &stride {
                        Some(s) => self.value(s)?,
                        None => one,
                    };
                    let end = match &end {
                        Some(e) => self.value(e)?,
                        None => self.binary("arith.subi", size, one, &index.span)?,
                    };
                    let width = self.binary("arith.subi", end, begin, &index.span)?;
                    let width = self.binary("arith.addi", width, step, &index.span)?;
                    let count = self.binary("arith.divsi", width, step, &index.span)?;
                    (begin, step, count)
                }
                Some(IndexKind::Wildcard) => (zero, one, one),
                _ => {
                    self.error(&index.span, "this index is not lowered yet");
                    return Err(());
                }
            };
            levels.push((bound_by, dim, begin, step, count));
        }
        // Loop order: FOR-bound levels in FOR order, then the others.
        let mut ordered = Vec::new();
        for position in 0..fors.len() {
            ordered.extend(
                levels
                    .iter()
                    .filter(|l| l.0 == Some(position))
                    .map(|l| (l.1, l.2, l.3, l.4)),
            );
        }
        ordered.extend(
            levels
                .iter()
                .filter(|l| l.0.is_none())
                .map(|l| (l.1, l.2, l.3, l.4)),
        );
        let mut total = one;
        for level in &ordered {
            total = self.binary("arith.muli", total, level.3, &span)?;
        }
        // The pointer is in bytes; a 16-bit tensor's elements are 2 apart.
        let mut base = self.value(&memory.pointer)?;
        if element == Element::I16 {
            base = self.binary("arith.shrui", base, one, &memory.pointer.span)?;
        }
        Ok(Walk {
            space: memory.space,
            sizes: sizes
                .iter()
                .zip(&checked)
                .map(|(s, c)| c.then_some(*s))
                .collect(),
            strides,
            limits: pairs,
            levels: ordered,
            base,
            total,
        })
    }

    /// Element `k` of a walk: its offset and whether it is inside.
    fn place(
        &mut self,
        walk: &Walk,
        k: ValueHandle,
        span: &Range<usize>,
    ) -> Built<(ValueHandle, ValueHandle)> {
        let mut indices = vec![None; walk.sizes.len()];
        let mut rest = k;
        for &(dim, begin, step, count) in walk.levels.iter().rev() {
            let digit = self.binary("arith.remsi", rest, count, span)?;
            rest = self.binary("arith.divsi", rest, count, span)?;
            let moved = self.binary("arith.muli", digit, step, span)?;
            indices[dim] = Some(self.binary("arith.addi", begin, moved, span)?);
        }
        let zero = self.constant(0, span)?;
        let mut inside = self.compare(5, zero, zero, span)?;
        let mut offset = walk.base;
        for (dim, index) in indices.iter().enumerate() {
            let Some(index) = *index else { continue };
            let low = self.compare(5, index, zero, span)?;
            inside = self.binary("arith.andi", inside, low, span)?;
            if let Some(size) = walk.sizes[dim] {
                let high = self.compare(2, index, size, span)?;
                inside = self.binary("arith.andi", inside, high, span)?;
            }
            let step = self.binary("arith.muli", index, walk.strides[dim], span)?;
            offset = self.binary("arith.addi", offset, step, span)?;
        }
        for &(first, inner, limit) in &walk.limits {
            if let (Some(a), Some(b)) = (indices[first], indices[first + 1]) {
                let row = self.binary("arith.muli", a, inner, span)?;
                let within = self.binary("arith.addi", row, b, span)?;
                let fits = self.compare(2, within, limit, span)?;
                inside = self.binary("arith.andi", inside, fits, span)?;
            }
        }
        Ok((offset, inside))
    }

    fn transfer(
        &mut self,
        dst: &Term,
        src: &Term,
        memories: Memories,
        element: Element,
        span: &Range<usize>,
    ) -> Built<()> {
        let (Object::Memory(dst_memory), Object::Memory(src_memory)) = (&dst.object, &src.object)
        else {
            return Err(());
        };
        let dst_walk = self.walk(dst, dst_memory, element)?;
        let src_walk = self.walk(src, src_memory, element)?;
        let pad = match &src.directives.pad {
            Some(pad) => self.value(pad)?,
            None => self.constant(0, span)?,
        };
        let element_type: Type<'c> =
            IntegerType::new(self.context, if element == Element::I8 { 8 } else { 16 }).into();
        let pad = {
            let op = OperationBuilder::new("arith.trunci", self.loc(span))
                .add_operands(&[pad.get()])
                .add_results(&[element_type])
                .build();
            self.append1(op, span)?
        };
        let one_count = self.constant(1, span)?;
        let zero = self.constant(0, span)?;
        // scf.for over the destination's elements (index-typed bounds).
        let index_type = Type::index(self.context);
        let cast = |this: &mut Self, v: ValueHandle, to: Type<'c>| {
            let op = OperationBuilder::new("arith.index_cast", this.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[to])
                .build();
            this.append1(op, span)
        };
        let lower = cast(self, zero, index_type)?;
        let upper = cast(self, dst_walk.total, index_type)?;
        let step = cast(self, one_count, index_type)?;
        let outer = self.block;
        let body = Region::new();
        let block = body.append_block(Block::new(&[(index_type, self.loc(span))]));
        self.block = Some(BlockHandle::of(block));
        let counter = ValueHandle::of(self.block.ok_or(())?.get().argument(0).map_err(|_| ())?);
        let k = cast(self, counter, self.i32())?;
        let (dst_offset, dst_inside) = self.place(&dst_walk, k, span)?;
        let src_k = if src.directives.repeat {
            self.binary("arith.remsi", k, src_walk.total, span)?
        } else {
            k
        };
        let (src_offset, mut src_inside) = self.place(&src_walk, src_k, span)?;
        if !src.directives.repeat {
            // Past the source's last element: the PAD value.
            let within = self.compare(2, k, src_walk.total, span)?;
            src_inside = self.binary("arith.andi", src_inside, within, span)?;
        }
        let copy = |this: &mut Self| -> Built<()> {
            let context = this.context;
            let loc = this.loc(span);
            let (d, s) = (dst_offset.get(), src_offset.get());
            let n = one_count.get();
            let ops = match (dst_walk.space, src_walk.space) {
                (Space::Scratch, Space::Ddr) => vec![tanto_dialects::noc::read(
                    context,
                    loc,
                    memories.scratch.get(),
                    d,
                    memories.ddr.get(),
                    s,
                    n,
                    None,
                    false,
                )],
                (Space::Scratch, Space::Scratch) => vec![tanto_dialects::noc::read(
                    context,
                    loc,
                    memories.scratch.get(),
                    d,
                    memories.scratch.get(),
                    s,
                    n,
                    None,
                    false,
                )],
                (Space::Ddr, Space::Scratch) => vec![tanto_dialects::noc::write(
                    context,
                    loc,
                    memories.scratch.get(),
                    s,
                    memories.ddr.get(),
                    d,
                    n,
                    None,
                )],
                (Space::Ddr, Space::Ddr) => vec![
                    tanto_dialects::noc::read(
                        context,
                        loc,
                        memories.stage.get(),
                        zero.get(),
                        memories.ddr.get(),
                        s,
                        n,
                        None,
                        false,
                    ),
                    tanto_dialects::noc::read_barrier(context, loc),
                    tanto_dialects::noc::write(
                        context,
                        loc,
                        memories.stage.get(),
                        zero.get(),
                        memories.ddr.get(),
                        d,
                        n,
                        None,
                    ),
                    tanto_dialects::noc::write_barrier(context, loc),
                ],
            };
            for op in ops {
                this.append(op, span)?;
            }
            Ok(())
        };
        let fill = |this: &mut Self| -> Built<()> {
            let context = this.context;
            let loc = this.loc(span);
            let ops = match dst_walk.space {
                Space::Scratch => vec![tanto_dialects::noc::set(
                    context,
                    loc,
                    memories.scratch.get(),
                    dst_offset.get(),
                    pad.get(),
                )],
                Space::Ddr => vec![
                    tanto_dialects::noc::set(
                        context,
                        loc,
                        memories.stage.get(),
                        zero.get(),
                        pad.get(),
                    ),
                    tanto_dialects::noc::write(
                        context,
                        loc,
                        memories.stage.get(),
                        zero.get(),
                        memories.ddr.get(),
                        dst_offset.get(),
                        one_count.get(),
                        None,
                    ),
                    tanto_dialects::noc::write_barrier(context, loc),
                ],
            };
            for op in ops {
                this.append(op, span)?;
            }
            Ok(())
        };
        // if dst inside { if src inside { copy } else { fill } }
        self.if_else(
            dst_inside,
            span,
            |this| this.if_else(src_inside, span, copy, fill),
            |_| Ok(()),
        )?;
        self.terminate(span)?;
        self.block = outer;
        let op = OperationBuilder::new("scf.for", self.loc(span))
            .add_operands(&[lower.get(), upper.get(), step.get()])
            .add_regions([body])
            .build();
        self.append(op, span)?;
        Ok(())
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
/// (local buffers), all bytes.
pub const KERNEL_PARAMETERS: [(&str, &str); 3] = [
    ("ddr", "!noc.global<i8>"),
    ("scratch", "!noc.local<i8>"),
    ("stage", "!noc.local<i8>"),
];

/// A device program's ztachip kernel: `func.func @name(ddr, scratch, stage)`
/// tells the runtime where the memory spaces are (`noc.ztachip_bind`) and
/// calls the tensor program's C function `entry` (declared here, defined in
/// clang's module).
pub fn kernel_entry<'c>(
    context: &'c Context,
    module: &Module<'c>,
    name: &str,
    entry: &str,
    location: Location<'c>,
) -> Result<(), String> {
    let types: Vec<Type<'c>> = KERNEL_PARAMETERS
        .iter()
        .map(|(_, ty)| tanto_dialects::ir::parse_type(context, ty).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    let region = Region::new();
    let arguments: Vec<(Type<'c>, Location<'c>)> = types.iter().map(|t| (*t, location)).collect();
    let block = region.append_block(Block::new(&arguments));
    let argument = |i: usize| block.argument(i).map(Into::into).map_err(|e| e.to_string());
    let bind = tanto_dialects::noc::ztachip_bind(
        context,
        location,
        argument(0)?,
        argument(1)?,
        argument(2)?,
    )
    .map_err(|e| e.to_string())?;
    block.append_operation(bind);
    let callee = melior::ir::attribute::FlatSymbolRefAttribute::new(context, entry);
    let call = OperationBuilder::new("func.call", location)
        .add_attributes(&[(Identifier::new(context, "callee"), callee.into())])
        .build()
        .map_err(|e| e.to_string())?;
    block.append_operation(call);
    let ret = OperationBuilder::new("func.return", location)
        .build()
        .map_err(|e| e.to_string())?;
    block.append_operation(ret);
    let arg_attrs: Vec<Attribute<'c>> = KERNEL_PARAMETERS
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
                TypeAttribute::new(FunctionType::new(context, &[], &[]).into()).into(),
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
