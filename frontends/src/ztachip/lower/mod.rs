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

mod stream;

use super::ast::{
    Command, Dim, Index, IndexKind, Memory, Object, Pcore, Shape, Space, Statement, Term, Text,
};
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
/// check), stride and an overlapped pair's limit; per loop (outermost
/// first) its dimension, first index, step and count.
struct Walk {
    kind: WalkKind,
    /// Which part of a place each dimension moves: 0 the PCORE, 1 the
    /// thread, 2 the element.
    components: Vec<usize>,
    sizes: Vec<Option<ValueHandle>>,
    strides: Vec<ValueHandle>,
    /// (first dimension of the pair, the pair's inner size, T).
    limits: Vec<(usize, ValueHandle, ValueHandle)>,
    levels: Vec<(usize, ValueHandle, ValueHandle, ValueHandle)>,
    /// A PCORE destination's `[*]` dimensions of the PCORE array: (size,
    /// stride); every PCORE along them gets the element.
    multicast: Vec<Multicast>,
    base: ValueHandle,
    total: ValueHandle,
}

/// One `[*]` dimension of a PCORE destination: its size and what one step
/// along it moves, a number of PCOREs or (a thread dimension) of words.
#[derive(Debug, Clone, Copy)]
struct Multicast {
    size: ValueHandle,
    stride: ValueHandle,
    along: Along,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Along {
    Pcores,
    Words,
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
        let mut uses_pcores = false;
        for command in &statement.commands {
            match command {
                Command::Transfer {
                    dst, src, stream, ..
                } => {
                    if let Some(stream) = Self::stream_program(stream.as_ref(), dst, src) {
                        self.check_stream(stream, dst, src);
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
                Command::Callback { .. } => {}
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
        // The PCORE memory, the staging element's 16-bit view, the PCOREs.
        let mut pcores = None;
        if uses_pcores {
            use tanto_dialects::noc::ZtachipSpace;
            let word = tanto_dialects::ir::parse_type(self.context, "!noc.local<i16>").ok()?;
            let memory = self
                .append1(
                    tanto_dialects::noc::ztachip_space(
                        self.context,
                        self.loc(&span),
                        word,
                        ZtachipSpace::Pcore,
                    ),
                    &span,
                )
                .ok()?;
            let stage = self
                .append1(
                    tanto_dialects::noc::ztachip_space(
                        self.context,
                        self.loc(&span),
                        word,
                        ZtachipSpace::Stage,
                    ),
                    &span,
                )
                .ok()?;
            let i32 = self.i32();
            let op = OperationBuilder::new("noc.ztachip_pcores", self.loc(&span))
                .add_results(&[i32, i32, i32])
                .build();
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
            } = command
            {
                // Defaults: every PCORE, every thread.
                let kernel = self.value(&super::rewrite::kernel_symbol(kernel)).ok()?;
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
                let op = tanto_dialects::noc::ztachip_exe(
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
        let indices: Vec<&Index> = memory.indices.iter().collect();
        let (ordered, total) = self.levels(term, &sizes, &indices, false)?;
        let one = self.constant(1, &span)?;
        // The pointer is in bytes; a 16-bit tensor's elements are 2 apart.
        let mut base = self.value(&memory.pointer)?;
        if element == Element::I16 {
            base = self.binary("arith.shrui", base, one, &memory.pointer.span)?;
        }
        Ok(Walk {
            kind: WalkKind::Memory(memory.space),
            multicast: Vec::new(),
            components: vec![2; sizes.len()],
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

    /// The loops of a side, outermost first (FOR-bound levels in FOR
    /// order, then the others left to right), and its element count. A
    /// `[*]` on a destination is a multicast, not lowered yet.
    fn levels(
        &mut self,
        term: &Term,
        sizes: &[ValueHandle],
        indices: &[&Index],
        destination: bool,
    ) -> Built<(Vec<Level>, ValueHandle)> {
        let span = term.span.clone();
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
        for (dim, index) in indices.iter().enumerate() {
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
                Some(IndexKind::Wildcard) if destination => {
                    self.error(
                        &index.span,
                        "a multicast `[*]` destination is not lowered yet",
                    );
                    return Err(());
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
        Ok((ordered, total))
    }

    /// A PCORE side's walk: the PCORE array's dimensions (its layout,
    /// else the target's PCOREs), the thread block's (private memory: its
    /// layout, else the target's threads) and the variable's (its cast,
    /// else one per index, of the size the PCORE program declares: not
    /// checked, and ranges over them give their end). Its base is the
    /// variable's word offset, a link-time symbol.
    fn pcore_walk(&mut self, term: &Term, pcore: &Pcore, destination: bool) -> Built<Walk> {
        let span = term.span.clone();
        let mut sizes = Vec::new();
        let mut checked = Vec::new();
        let mut components = Vec::new();
        let mut indices: Vec<&Index> = Vec::new();
        let mut strides = Vec::new();
        let count = i64::from(self.target.pcore.count);
        let threads = i64::from(self.target.pcore.threads);
        // A whole variable of a cast shape: every element, `[:]` per
        // dimension of the cast.
        let all = || Index {
            kind: IndexKind::Range {
                begin: None,
                stride: None,
                end: None,
            },
            span: pcore.variable.span.clone(),
        };
        // Without a cast either, its one dimension is as long as the PCORE
        // program's link-time length symbol says.
        let uncast = pcore.variable_shape.is_none() && pcore.variable_indices.is_empty();
        let whole: Vec<Index> = match (&pcore.variable_shape, pcore.variable_indices.is_empty()) {
            (Some(shape), true) => shape.iter().map(|_| all()).collect(),
            (None, true) => vec![all()],
            _ => pcore.variable_indices.clone(),
        };
        let parts: [(Option<&Shape>, Option<i64>, Vec<&Index>); 3] = [
            (
                pcore.shape.as_ref(),
                Some(count),
                pcore.indices.iter().collect(),
            ),
            (
                pcore.thread.as_ref().and_then(|t| t.shape.as_ref()),
                pcore.thread.as_ref().map(|_| threads),
                pcore.thread.iter().flat_map(|t| t.indices.iter()).collect(),
            ),
            (pcore.variable_shape.as_ref(), None, whole.iter().collect()),
        ];
        for (component, (shape, default, part_indices)) in parts.into_iter().enumerate() {
            if component == 1 && pcore.thread.is_none() {
                continue;
            }
            let mut part_sizes: Vec<Option<ValueHandle>> = Vec::new();
            match shape {
                Some(items) => {
                    for item in items {
                        part_sizes.push(match item {
                            Some(t) => Some(self.value(t)?),
                            None => match default {
                                Some(d) => Some(self.constant(d, &span)?),
                                None => None,
                            },
                        });
                    }
                }
                None if component == 2 && uncast => {
                    let length = super::rewrite::length_symbol(&pcore.variable);
                    part_sizes.push(Some(self.value(&length)?));
                }
                None if component == 2 => {
                    if part_indices.len() > 1 {
                        self.error(
                            &pcore.variable.span,
                            format!(
                                "{} is indexed in {} dimensions: give its shape, `{}(a, b)`",
                                pcore.variable.text,
                                part_indices.len(),
                                pcore.variable.text
                            ),
                        );
                        return Err(());
                    }
                    part_sizes.extend(part_indices.iter().map(|_| None));
                }
                None => part_sizes.push(Some(self.constant(default.unwrap_or(1), &span)?)),
            }
            // Row-major strides inside the component.
            let mut stride = self.constant(1, &span)?;
            let mut part_strides = vec![stride; part_sizes.len()];
            for k in (0..part_sizes.len()).rev() {
                part_strides[k] = stride;
                if let Some(size) = part_sizes[k] {
                    stride = self.binary("arith.muli", stride, size, &span)?;
                }
            }
            for (size, stride) in part_sizes.iter().zip(part_strides) {
                checked.push(size.is_some());
                let huge = self.constant(i64::from(i32::MAX), &span)?;
                sizes.push(size.unwrap_or(huge));
                strides.push(stride);
                components.push(component);
            }
            indices.extend(part_indices);
        }
        if sizes.len() != indices.len() {
            self.error(
                &pcore.span,
                "internal error: PCORE dimensions and indices differ",
            );
            return Err(());
        }
        // `[*]` on the PCORE array or the threads of a destination: a
        // multicast along that dimension (the walk itself stays at index 0).
        let mut multicast = Vec::new();
        if destination {
            for (dim, index) in indices.iter().enumerate() {
                if index.kind == IndexKind::Wildcard {
                    let (size, stride) = (sizes[dim], strides[dim]);
                    let entry = match components[dim] {
                        0 => Multicast {
                            size,
                            stride,
                            along: Along::Pcores,
                        },
                        1 => {
                            let words = i64::from(self.target.pcore.private_words);
                            let words = self.constant(words, &span)?;
                            Multicast {
                                size,
                                stride: self.binary("arith.muli", stride, words, &span)?,
                                along: Along::Words,
                            }
                        }
                        _ => {
                            self.error(&index.span, "a multicast `[*]` is over PCOREs or threads: an element index is not one");
                            return Err(());
                        }
                    };
                    multicast.push(entry);
                }
            }
        }
        let (levels, total) = self.levels(term, &sizes, &indices, false)?;
        let base = self.value(&super::rewrite::variable_symbol(&pcore.variable))?;
        Ok(Walk {
            multicast,
            kind: if pcore.thread.is_some() {
                WalkKind::Private
            } else {
                WalkKind::Shared
            },
            components,
            sizes: sizes
                .iter()
                .zip(&checked)
                .map(|(s, c)| c.then_some(*s))
                .collect(),
            strides,
            limits: Vec::new(),
            levels,
            base,
            total,
        })
    }

    /// Element `k` of a walk: its offset (in elements of DDR or the
    /// scratch-pad, or in words of a PCORE's memory), whether it is inside,
    /// and for a PCORE side which PCORE.
    fn place(
        &mut self,
        walk: &Walk,
        k: ValueHandle,
        span: &Range<usize>,
    ) -> Built<(ValueHandle, ValueHandle, ValueHandle)> {
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
        let mut offsets = [zero; 3];
        for (dim, index) in indices.iter().enumerate() {
            let Some(index) = *index else { continue };
            let low = self.compare(5, index, zero, span)?;
            inside = self.binary("arith.andi", inside, low, span)?;
            if let Some(size) = walk.sizes[dim] {
                let high = self.compare(2, index, size, span)?;
                inside = self.binary("arith.andi", inside, high, span)?;
            }
            let component = walk.components[dim];
            let step = self.binary("arith.muli", index, walk.strides[dim], span)?;
            offsets[component] = self.binary("arith.addi", offsets[component], step, span)?;
        }
        for &(first, inner, limit) in &walk.limits {
            if let (Some(a), Some(b)) = (indices[first], indices[first + 1]) {
                let row = self.binary("arith.muli", a, inner, span)?;
                let within = self.binary("arith.addi", row, b, span)?;
                let fits = self.compare(2, within, limit, span)?;
                inside = self.binary("arith.andi", inside, fits, span)?;
            }
        }
        let element = self.binary("arith.addi", walk.base, offsets[2], span)?;
        let offset = match walk.kind {
            WalkKind::Memory(_) => element,
            // A thread's private words, or the PCORE's shared words after
            // every thread's.
            WalkKind::Private => {
                let words = self.constant(i64::from(self.target.pcore.private_words), span)?;
                let thread = self.binary("arith.muli", offsets[1], words, span)?;
                self.binary("arith.addi", thread, element, span)?
            }
            WalkKind::Shared => {
                let pcore = &self.target.pcore;
                let private = i64::from(pcore.threads) * i64::from(pcore.private_words);
                let after = self.constant(private, span)?;
                self.binary("arith.addi", after, element, span)?
            }
        };
        Ok((offset, inside, offsets[0]))
    }

    /// One transfer: a loop over the destination's elements; `stream`, the
    /// stream program its words go through.
    fn transfer(
        &mut self,
        (dst, src): (&Term, &Term),
        memories: Memories,
        pcores: Option<Pcores>,
        element: (Element, bool),
        stream: Option<ValueHandle>,
        span: &Range<usize>,
    ) -> Built<()> {
        let (element, signed) = element;
        let side = |this: &mut Self, term: &Term, destination: bool| -> Built<Walk> {
            match &term.object {
                Object::Memory(memory) => this.walk(term, memory, element),
                Object::Pcore(pcore) => this.pcore_walk(term, pcore, destination),
                _ => Err(()),
            }
        };
        let dst_walk = side(self, dst, true)?;
        // A constant source (`INT16(v)`) is the PAD value everywhere.
        let (src_walk, pad) = match (&src.object, &src.directives.pad) {
            (Object::Constant { value, .. }, _) => (None, self.value(value)?),
            (_, Some(pad)) => (Some(side(self, src, false)?), self.value(pad)?),
            (_, None) => (Some(side(self, src, false)?), self.constant(0, span)?),
        };
        let element_type: Type<'c> =
            IntegerType::new(self.context, if element == Element::I8 { 8 } else { 16 }).into();
        let word_type: Type<'c> = IntegerType::new(self.context, 16).into();
        let truncate = |this: &mut Self, v: ValueHandle, to: Type<'c>| {
            let op = OperationBuilder::new("arith.trunci", this.loc(span))
                .add_operands(&[v.get()])
                .add_results(&[to])
                .build();
            this.append1(op, span)
        };
        let pad_element = truncate(self, pad, element_type)?;
        let pad_word = truncate(self, pad, word_type)?;
        // One loop over the destination's elements.
        let total = dst_walk.total;
        self.counted_loop(total, span, move |this, k| {
            let (dst_offset, dst_inside, dst_pcore) = this.place(&dst_walk, k, span)?;
            let dst_kind = dst_walk.kind;
            let multicast_fill = dst_walk.multicast.clone();
            let fill = move |this: &mut Self| -> Built<()> {
                match dst_kind {
                    WalkKind::Memory(_) => this.store(
                        dst_kind,
                        dst_offset,
                        (dst_pcore, &multicast_fill),
                        pad_element,
                        memories,
                        pcores,
                        (element, signed),
                        span,
                    ),
                    _ => {
                        let word = match (stream, pcores) {
                            (Some(stream), Some(p)) => {
                                this.spu_apply(p, dst_pcore, stream, pad_word, span)?
                            }
                            _ => pad_word,
                        };
                        this.store(
                            dst_kind,
                            dst_offset,
                            (dst_pcore, &multicast_fill),
                            word,
                            memories,
                            pcores,
                            (Element::I16, true),
                            span,
                        )
                    }
                }
            };
            let Some(src_walk) = src_walk else {
                return this.if_else(dst_inside, span, fill, |_| Ok(()));
            };
            let src_k = if src.directives.repeat {
                this.binary("arith.remsi", k, src_walk.total, span)?
            } else {
                k
            };
            let (src_offset, mut src_inside, src_pcore) = this.place(&src_walk, src_k, span)?;
            if !src.directives.repeat {
                // Past the source's last element: the PAD value.
                let within = this.compare(2, k, src_walk.total, span)?;
                src_inside = this.binary("arith.andi", src_inside, within, span)?;
            }
            let src_kind = src_walk.kind;
            let multicast = dst_walk.multicast.clone();
            let copy = move |this: &mut Self| -> Built<()> {
                let value = match src_kind {
                    WalkKind::Memory(space) => {
                        // DDR or scratch straight to DDR or scratch.
                        if let WalkKind::Memory(dst_space) = dst_kind {
                            return this.memory_copy(
                                dst_space, dst_offset, space, src_offset, memories, span,
                            );
                        }
                        let value = this.read_element(space, src_offset, memories, span)?;
                        match (stream, pcores) {
                            // Into PCORE memory through the stream program.
                            (Some(stream), Some(p)) => {
                                let word = this.word(value, signed, span)?;
                                this.spu_apply(p, dst_pcore, stream, word, span)?
                            }
                            _ => value,
                        }
                    }
                    _ => {
                        let pcores = pcores.ok_or(())?;
                        let mut word = this.read_word(pcores, src_pcore, src_offset, span)?;
                        // Out of PCORE memory through the stream program.
                        if let Some(stream) = stream {
                            word = this.spu_apply(pcores, src_pcore, stream, word, span)?;
                        }
                        // PCORE to PCORE moves words as they are.
                        if element == Element::I8 && matches!(dst_kind, WalkKind::Memory(_)) {
                            truncate(this, word, element_type)?
                        } else {
                            word
                        }
                    }
                };
                this.store(
                    dst_kind,
                    dst_offset,
                    (dst_pcore, &multicast),
                    value,
                    memories,
                    pcores,
                    (element, signed),
                    span,
                )
            };
            // if dst inside { if src inside { copy } else { fill } }
            this.if_else(
                dst_inside,
                span,
                |this| this.if_else(src_inside, span, copy, fill),
                |_| Ok(()),
            )?;
            Ok(())
        })
    }

    /// One element from DDR or the scratch-pad to DDR or the scratch-pad.
    fn memory_copy(
        &mut self,
        dst: Space,
        dst_offset: ValueHandle,
        src: Space,
        src_offset: ValueHandle,
        m: Memories,
        span: &Range<usize>,
    ) -> Built<()> {
        let context = self.context;
        let loc = self.loc(span);
        let (d, s) = (dst_offset.get(), src_offset.get());
        let n = self.constant(1, span)?.get();
        let zero = self.constant(0, span)?.get();
        let ops = match (dst, src) {
            // Into the scratch-pad: a read from DDR or from itself.
            (Space::Scratch, from) => {
                let from = if from == Space::Ddr { m.ddr } else { m.scratch };
                vec![tanto_dialects::noc::read(
                    context,
                    loc,
                    m.scratch.get(),
                    d,
                    from.get(),
                    s,
                    n,
                    None,
                    false,
                )]
            }
            (Space::Ddr, Space::Scratch) => vec![tanto_dialects::noc::write(
                context,
                loc,
                m.scratch.get(),
                s,
                m.ddr.get(),
                d,
                n,
                None,
            )],
            (Space::Ddr, Space::Ddr) => vec![
                tanto_dialects::noc::read(
                    context,
                    loc,
                    m.stage.get(),
                    zero,
                    m.ddr.get(),
                    s,
                    n,
                    None,
                    false,
                ),
                tanto_dialects::noc::read_barrier(context, loc),
                tanto_dialects::noc::write(
                    context,
                    loc,
                    m.stage.get(),
                    zero,
                    m.ddr.get(),
                    d,
                    n,
                    None,
                ),
                tanto_dialects::noc::write_barrier(context, loc),
            ],
        };
        for op in ops {
            self.append(op, span)?;
        }
        Ok(())
    }

    /// One element of DDR or the scratch-pad, as its element type.
    fn read_element(
        &mut self,
        src: Space,
        offset: ValueHandle,
        m: Memories,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let context = self.context;
        let loc = self.loc(span);
        let (n, zero) = (self.constant(1, span)?, self.constant(0, span)?);
        let from = if src == Space::Ddr { m.ddr } else { m.scratch };
        self.append(
            tanto_dialects::noc::read(
                context,
                loc,
                m.stage.get(),
                zero.get(),
                from.get(),
                offset.get(),
                n.get(),
                None,
                false,
            ),
            span,
        )?;
        self.append(tanto_dialects::noc::read_barrier(context, loc), span)?;
        let element = m.stage.get().r#type();
        let element = tanto_dialects::types::param_type(element, 0).ok_or(())?;
        let op = OperationBuilder::new("noc.get", loc)
            .add_operands(&[m.stage.get(), zero.get()])
            .add_results(&[element])
            .build();
        self.append1(op, span)
    }

    /// One word of a PCORE's memory.
    fn read_word(
        &mut self,
        p: Pcores,
        pcore: ValueHandle,
        offset: ValueHandle,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let context = self.context;
        let loc = self.loc(span);
        let (x, y) = self.pcore_xy(p, pcore, span)?;
        let (n, zero) = (self.constant(1, span)?, self.constant(0, span)?);
        self.append(
            tanto_dialects::noc::read_remote(
                context,
                loc,
                p.stage.get(),
                zero.get(),
                p.memory.get(),
                offset.get(),
                n.get(),
                x.get(),
                y.get(),
                None,
                false,
            ),
            span,
        )?;
        self.append(tanto_dialects::noc::read_barrier(context, loc), span)?;
        let word: Type<'c> = IntegerType::new(context, 16).into();
        let op = OperationBuilder::new("noc.get", loc)
            .add_operands(&[p.stage.get(), zero.get()])
            .add_results(&[word])
            .build();
        self.append1(op, span)
    }

    /// PCORE p's core: (x0 + p % width, y0 + p / width).
    fn pcore_xy(
        &mut self,
        p: Pcores,
        pcore: ValueHandle,
        span: &Range<usize>,
    ) -> Built<(ValueHandle, ValueHandle)> {
        let column = self.binary("arith.remsi", pcore, p.width, span)?;
        let row = self.binary("arith.divsi", pcore, p.width, span)?;
        Ok((
            self.binary("arith.addi", p.x0, column, span)?,
            self.binary("arith.addi", p.y0, row, span)?,
        ))
    }

    /// Stores `value` (of the element type, or a PCORE word) at a
    /// destination place: an 8-bit value widens into a PCORE word (signed
    /// or not, as its type), a word narrows into an 8-bit element.
    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        kind: WalkKind,
        offset: ValueHandle,
        (pcore, multicast): (ValueHandle, &[Multicast]),
        value: ValueHandle,
        m: Memories,
        pcores: Option<Pcores>,
        element: (Element, bool),
        span: &Range<usize>,
    ) -> Built<()> {
        let context = self.context;
        let loc = self.loc(span);
        let (n, zero) = (self.constant(1, span)?, self.constant(0, span)?);
        match kind {
            WalkKind::Memory(space) => {
                let target = if space == Space::Ddr {
                    m.stage
                } else {
                    m.scratch
                };
                let at = if space == Space::Ddr { zero } else { offset };
                self.append(
                    tanto_dialects::noc::set(context, loc, target.get(), at.get(), value.get()),
                    span,
                )?;
                if space == Space::Ddr {
                    self.append(
                        tanto_dialects::noc::write(
                            context,
                            loc,
                            m.stage.get(),
                            zero.get(),
                            m.ddr.get(),
                            offset.get(),
                            n.get(),
                            None,
                        ),
                        span,
                    )?;
                    self.append(tanto_dialects::noc::write_barrier(context, loc), span)?;
                }
            }
            _ => {
                let p = pcores.ok_or(())?;
                let word = self.word(value, element.1, span)?;
                self.append(
                    tanto_dialects::noc::set(context, loc, p.stage.get(), zero.get(), word.get()),
                    span,
                )?;
                // One write, or one per PCORE and thread along the
                // multicast dimensions.
                let write =
                    |this: &mut Self, pcore: ValueHandle, offset: ValueHandle| -> Built<()> {
                        let (x, y) = this.pcore_xy(p, pcore, span)?;
                        let op = tanto_dialects::noc::write_remote(
                            context,
                            loc,
                            p.stage.get(),
                            zero.get(),
                            p.memory.get(),
                            offset.get(),
                            n.get(),
                            x.get(),
                            y.get(),
                            None,
                        );
                        this.append(op, span)?;
                        this.append(tanto_dialects::noc::write_barrier(context, loc), span)?;
                        Ok(())
                    };
                if multicast.is_empty() {
                    write(self, pcore, offset)?;
                } else {
                    let mut total = n;
                    for m in multicast {
                        total = self.binary("arith.muli", total, m.size, span)?;
                    }
                    let multicast = multicast.to_vec();
                    self.counted_loop(total, span, move |this, k| {
                        let mut rest = k;
                        let (mut target, mut at) = (pcore, offset);
                        for m in multicast.iter().rev() {
                            let digit = this.binary("arith.remsi", rest, m.size, span)?;
                            rest = this.binary("arith.divsi", rest, m.size, span)?;
                            let step = this.binary("arith.muli", digit, m.stride, span)?;
                            match m.along {
                                Along::Pcores => {
                                    target = this.binary("arith.addi", target, step, span)?
                                }
                                Along::Words => at = this.binary("arith.addi", at, step, span)?,
                            }
                        }
                        write(this, target, at)
                    })?;
                }
            }
        }
        Ok(())
    }

    /// A PCORE word of `value`: an 8-bit value widens (signed or not), a
    /// word stays.
    fn word(
        &mut self,
        value: ValueHandle,
        signed: bool,
        span: &Range<usize>,
    ) -> Built<ValueHandle> {
        let word_type: Type<'c> = IntegerType::new(self.context, 16).into();
        if value.get().r#type() == word_type {
            return Ok(value);
        }
        let name = if signed { "arith.extsi" } else { "arith.extui" };
        let op = OperationBuilder::new(name, self.loc(span))
            .add_operands(&[value.get()])
            .add_results(&[word_type])
            .build();
        self.append1(op, span)
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
/// (`noc.ztachip_bind`, with the PCOREs' rectangle `(x0, y0, width)`) and
/// calls the tensor program's C function `entry` (declared here, defined in
/// clang's module).
pub fn kernel_entry<'c>(
    context: &'c Context,
    module: &Module<'c>,
    name: &str,
    entry: &str,
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
    let mut rectangle = Vec::new();
    if let Some((x0, y0, width)) = pcores {
        for value in [x0, y0, width] {
            let op = OperationBuilder::new("arith.constant", location)
                .add_attributes(&[(
                    Identifier::new(context, "value"),
                    IntegerAttribute::new(i32, value).into(),
                )])
                .add_results(&[i32])
                .build()
                .map_err(|e| e.to_string())?;
            let op = block.append_operation(op);
            rectangle.push(op.result(0).map_err(|e| e.to_string())?.into());
        }
    }
    let bind = tanto_dialects::noc::ztachip_bind(
        context,
        location,
        argument(0)?,
        argument(1)?,
        argument(2)?,
    )
    .map_err(|e| e.to_string())?;
    block.append_operation(bind);
    if let [x0, y0, width] = rectangle[..] {
        let bind = tanto_dialects::noc::ztachip_bind_pcores(
            context,
            location,
            argument(3)?,
            x0,
            y0,
            width,
        )
        .map_err(|e| e.to_string())?;
        block.append_operation(bind);
    }
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
