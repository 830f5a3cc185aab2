//! Lowering of the Tanto dialects towards the LLVM dialect, following the
//! runtime ABI of docs/abi.md.
//!
//! `tanto-lower-kernels` turns each kernel's parameters into what the ABI
//! gives it (constants from the program and l1-alloc, words of the runtime
//! argument array); `tanto-lower-{pipe,noc,tile}-to-llvm` replace each op
//! (the noc lowering also the zta dialect's, the tile lowering the pto
//! dialect's) with calls into the device library (`library.mlir`: pipe control blocks,
//! NoC address encoding, DRAM page interleaving, all plain arithmetic and
//! memory) or into `tanto_rt_*` runtime functions (NoC command programming
//! and the math engine). `inline` then inlines the library and the upstream
//! conversions finish the job. Values of our types become i32 words (an L1
//! address, a DRAM base address and page size for a global buffer, a
//! transaction id for a token), bridged by `builtin.unrealized_conversion_cast`
//! while ops of other dialects still use them.

pub mod fabric;
mod fifo;
pub mod kernels;
pub mod library;
pub mod noc;
pub mod pipe;
pub mod pto;
mod pto_carried;
mod pto_comm;
pub mod pto_kernel;
mod pto_nz;
pub mod rewrite;
pub mod tile;
mod zta;

use melior::{
    ir::{
        attribute::{FlatSymbolRefAttribute, IntegerAttribute, StringAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
        Attribute, BlockLike, BlockRef, Identifier, Location, OperationRef, RegionLike, Type,
        Value, ValueLike,
    },
    Context,
};
use rewrite::{Scalar, TypeConverter};
use std::ops::Range;
use tanto_arch::Arch;
use tanto_dialects::{
    ir,
    rules::element_bytes,
    spec::{DialectDef, OpDef},
    types,
    verify::{segment_sizes, value_ranges},
    OpDialect, OpKind,
};
use tanto_manifest::abi;

/// Bytes of a pipe's control block, before its tile data (docs/abi.md);
/// l1-alloc reserves them.
pub const PIPE_CONTROL_BYTES: i64 = abi::pipe::CONTROL_BYTES as i64;

/// The frame-size word ([`abi::pipe::frame_word`]) of the kernel that
/// contains `op`: a frame size belongs to a kernel, by its role.
pub(crate) fn frame_word(op: &OperationRef) -> Result<i64, String> {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if OpKind::of(&parent) == Some(OpKind::FuncFunc) {
            let role = types::string_attribute(&parent, "tanto.role");
            return match role.as_deref().and_then(abi::pipe::Role::parse) {
                Some(role) => Ok(i64::from(abi::pipe::frame_word(role))),
                None => Err(format!(
                    "'{}' is in @{}, which is not a kernel (no tanto.role read, write or compute): a pipe's frame size belongs to the kernel using it",
                    op_name(op),
                    types::string_attribute(&parent, "sym_name").unwrap_or_default()
                )),
            };
        }
        current = parent.parent_operation();
    }
    Err(format!("'{}' is not in a function", op_name(op)))
}

/// Raises `tanto.frames_ahead` of the function that contains `op` to
/// `ahead`: the furthest frame after its write frame a kernel writes, which
/// the manifest reports for the simulator's bounds check.
pub(crate) fn mark_frames_ahead(context: &Context, op: &OperationRef, ahead: u32) {
    let mut current = op.parent_operation();
    while let Some(parent) = current {
        if OpKind::of(&parent) == Some(OpKind::FuncFunc) {
            let known = types::int_attribute(&parent, "tanto.frames_ahead").unwrap_or(0);
            if i64::from(ahead) > known {
                let i64_type = melior::ir::r#type::IntegerType::new(context, 64).into();
                let value = melior::ir::attribute::IntegerAttribute::new(i64_type, ahead.into());
                ir::set_attribute(parent, "tanto.frames_ahead", value.into());
            }
            return;
        }
        current = parent.parent_operation();
    }
}

/// The module's target: its `tanto.arch`, else the default.
pub(crate) fn module_arch(module: OperationRef) -> Result<Arch, String> {
    crate::analysis::target::module_target(module)
}

/// Adds the device library to `module` unless it is there already.
pub(crate) fn ensure_library(
    context: &Context,
    module: OperationRef,
    arch: &Arch,
) -> Result<(), String> {
    let body = module_body(module)?;
    if has_symbol(module, "tanto.ptr") {
        return Ok(());
    }
    let library = library::instantiate(context, arch)?;
    let mut op = library.body().first_operation();
    while let Some(current) = op {
        // A copy: the parsed library is dropped on return.
        body.append_operation(ir::clone_detached(current));
        op = current.next_in_block();
    }
    Ok(())
}

fn module_body<'c, 'a>(module: OperationRef<'c, 'a>) -> Result<BlockRef<'c, 'a>, String> {
    module
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or_else(|| "internal error: the module has no body".to_string())
}

/// Whether a top-level op of `module` defines symbol `name`.
pub(crate) fn has_symbol(module: OperationRef, name: &str) -> bool {
    let Ok(region) = module.region(0) else {
        return false;
    };
    let Some(block) = region.first_block() else {
        return false;
    };
    let mut op = block.first_operation();
    while let Some(current) = op {
        if types::string_attribute(&current, "sym_name").as_deref() == Some(name) {
            return true;
        }
        op = current.next_in_block();
    }
    false
}

/// Declares `func.func private @name(i32, ...)` in `module` unless present.
pub(crate) fn declare_runtime(
    context: &Context,
    module: OperationRef,
    name: &str,
    arguments: usize,
) -> Result<(), String> {
    declare_runtime_function(context, module, name, arguments, false)
}

/// Declares runtime function `name` taking `arguments` i32 words and, when
/// `returns_word`, returning one.
pub(crate) fn declare_runtime_function(
    context: &Context,
    module: OperationRef,
    name: &str,
    arguments: usize,
    returns_word: bool,
) -> Result<(), String> {
    if has_symbol(module, name) {
        return Ok(());
    }
    let inputs = vec!["i32"; arguments].join(", ");
    let result = if returns_word { " -> i32" } else { "" };
    let text = format!("module {{ func.func private @{name}({inputs}){result} }}");
    let declaration = melior::ir::Module::parse(context, &text)
        .ok_or_else(|| format!("internal error: the declaration of @{name} does not parse"))?;
    if let Some(op) = declaration.body().first_operation() {
        // As in `ensure_library`.
        module_body(module)?.append_operation(ir::clone_detached(op));
    }
    Ok(())
}

/// Builds ops before an anchor op.
pub(crate) struct Builder<'c, 'a> {
    context: &'c Context,
    block: BlockRef<'c, 'a>,
    pub before: OperationRef<'c, 'a>,
    pub location: Location<'c>,
}

impl<'c, 'a> Builder<'c, 'a> {
    /// A builder before `op`, which must be in a block.
    pub fn at(context: &'c Context, op: OperationRef<'c, 'a>) -> Result<Self, String> {
        let block = op
            .block()
            .ok_or_else(|| ir::IrError::Detached(ir::op_name(&op)).to_string())?;
        Ok(Self {
            context,
            block,
            before: op,
            location: op.location(),
        })
    }

    pub fn context(&self) -> &'c Context {
        self.context
    }

    pub fn i32(&self) -> Type<'c> {
        IntegerType::new(self.context, 32).into()
    }

    pub fn build(
        &self,
        kind: OpKind,
        operands: &[Value<'c, 'a>],
        results: &[Type<'c>],
        attributes: &[(&str, Attribute<'c>)],
    ) -> OperationRef<'c, 'a> {
        let attributes: Vec<(Identifier, Attribute)> = attributes
            .iter()
            .map(|(n, a)| (Identifier::new(self.context, n), *a))
            .collect();
        let op = OperationBuilder::new(kind.name(), self.location)
            .add_operands(operands)
            .add_results(results)
            .add_attributes(&attributes)
            .build()
            .expect("a well-formed op");
        self.block.insert_operation_before(self.before, op)
    }

    /// Result `index` of an op built here with at least `index + 1` results.
    pub fn result(op: OperationRef<'c, 'a>, index: usize) -> Value<'c, 'a> {
        op.result(index)
            .expect("an op built with this result")
            .into()
    }

    pub fn constant(&self, value: i64) -> Value<'c, 'a> {
        self.constant_of(value, self.i32())
    }

    pub fn constant_of(&self, value: i64, ty: Type<'c>) -> Value<'c, 'a> {
        let attribute = IntegerAttribute::new(ty, value).into();
        Self::result(
            self.build(OpKind::ArithConstant, &[], &[ty], &[("value", attribute)]),
            0,
        )
    }

    pub fn binary(&self, kind: OpKind, a: Value<'c, 'a>, b: Value<'c, 'a>) -> Value<'c, 'a> {
        Self::result(self.build(kind, &[a, b], &[a.r#type()], &[]), 0)
    }

    /// `func.call @callee(args)`, returning its results.
    pub fn call(
        &self,
        callee: &str,
        args: &[Value<'c, 'a>],
        results: &[Type<'c>],
    ) -> Vec<Value<'c, 'a>> {
        // Built, not parsed: any symbol name is a valid reference.
        let attribute = FlatSymbolRefAttribute::new(self.context, callee).into();
        let op = self.build(OpKind::FuncCall, args, results, &[("callee", attribute)]);
        (0..results.len()).map(|i| Self::result(op, i)).collect()
    }

    pub fn call1(&self, callee: &str, args: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        self.call(callee, args, &[self.i32()])[0]
    }

    pub fn call_i64(&self, callee: &str, args: &[Value<'c, 'a>]) -> Value<'c, 'a> {
        self.call(callee, args, &[IntegerType::new(self.context, 64).into()])[0]
    }

    pub fn cast(&self, inputs: &[Value<'c, 'a>], to: &[Type<'c>]) -> OperationRef<'c, 'a> {
        self.build(OpKind::BuiltinUnrealizedConversionCast, inputs, to, &[])
    }

    /// A value of type `ty` made of its i32 `words` (the inverse of
    /// [`Self::words`]), for ops of other dialects that still use it.
    pub fn join_words(&self, words: &[Value<'c, 'a>], ty: Type<'c>) -> Value<'c, 'a> {
        Self::result(self.cast(words, &[ty]), 0)
    }

    /// The i32 words standing for `value` (see the module docs): the inputs
    /// of the cast that made it, or a new cast (the type converter says how
    /// many).
    pub fn words(&self, value: Value<'c, 'a>) -> Vec<Value<'c, 'a>> {
        let ty = value.r#type();
        if ty == self.i32() {
            return vec![value];
        }
        if let Some(owner) = ir::defining_op(value) {
            if OpKind::of(&owner) == Some(OpKind::BuiltinUnrealizedConversionCast)
                && owner.result_count() == 1
            {
                let inputs: Vec<Value<'c, 'a>> = owner.operands().collect();
                if inputs.iter().all(|v| v.r#type() == self.i32()) {
                    return inputs;
                }
            }
        }
        let count = word_count(ty);
        let cast = self.cast(&[value], &vec![self.i32(); count]);
        (0..count).map(|i| Self::result(cast, i)).collect()
    }

    pub fn word(&self, value: Value<'c, 'a>) -> Value<'c, 'a> {
        self.words(value)[0]
    }

    /// The scalar of type `ty` whose ABI word is `word` (the inverse of
    /// [`Self::scalar_word`]).
    pub fn scalar_of_word(
        &self,
        word: Value<'c, 'a>,
        ty: Type<'c>,
    ) -> Result<Value<'c, 'a>, String> {
        let i16 = IntegerType::new(self.context, 16).into();
        let single =
            |kind: OpKind, to: Type<'c>| Self::result(self.build(kind, &[word], &[to], &[]), 0);
        Ok(match Scalar::of(ty) {
            Some(Scalar::I32) => word,
            Some(Scalar::F32) => single(OpKind::ArithBitcast, ty),
            Some(Scalar::I8 | Scalar::I16 | Scalar::I1) => single(OpKind::ArithTrunci, ty),
            Some(Scalar::I64) => single(OpKind::ArithExtsi, ty),
            Some(Scalar::Index) => single(OpKind::ArithIndexCast, ty),
            Some(Scalar::F16 | Scalar::BF16) => {
                let bits = single(OpKind::ArithTrunci, i16);
                Self::result(self.build(OpKind::ArithBitcast, &[bits], &[ty], &[]), 0)
            }
            None => return Err(format!("a scalar of type {ty} has no ABI form")),
        })
    }

    /// A scalar as one i32 word: i32 as is, f32 as its bits, i1 as 0/1,
    /// narrower integers sign-extended, i64 and index truncated, f16/bf16 as
    /// their bits.
    pub fn scalar_word(&self, value: Value<'c, 'a>) -> Result<Value<'c, 'a>, String> {
        let ty = value_type(value);
        let op = match Scalar::of(ty) {
            Some(Scalar::I32) => return Ok(value),
            Some(Scalar::Index) => OpKind::ArithIndexCast,
            Some(Scalar::I64) => OpKind::ArithTrunci,
            Some(Scalar::F32) => OpKind::ArithBitcast,
            Some(Scalar::I1) => OpKind::ArithExtui,
            Some(Scalar::I8 | Scalar::I16) => OpKind::ArithExtsi,
            Some(Scalar::F16 | Scalar::BF16) => {
                let i16 = IntegerType::new(self.context, 16).into();
                let bits = Self::result(self.build(OpKind::ArithBitcast, &[value], &[i16], &[]), 0);
                return Ok(Self::result(
                    self.build(OpKind::ArithExtui, &[bits], &[self.i32()], &[]),
                    0,
                ));
            }
            None => return Err(format!("a scalar of type {ty} has no ABI form")),
        };
        Ok(Self::result(
            self.build(op, &[value], &[self.i32()], &[]),
            0,
        ))
    }
}

/// The type of a value.
pub(crate) fn value_type<'c>(value: Value<'c, '_>) -> Type<'c> {
    value.r#type()
}

/// Calls `tanto_rt_<name>(args)`, declaring it on first use; a function of
/// the math engine through [`call_abi`].
pub(crate) fn call_runtime<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    name: &str,
    args: &[Value<'c, 'a>],
) -> Result<(), String> {
    let symbol = format!("tanto_rt_{name}");
    if let Some(function) = abi::math::function(&symbol) {
        return call_abi(module, b, function, args).map(|_| ());
    }
    declare_runtime(b.context(), module, &symbol, args.len())?;
    b.call(&symbol, args, &[]);
    Ok(())
}

/// Calls math-engine function `function` (manifest/abi.toml) with `args`,
/// one per word of its definition, declaring it on first use; returns its
/// result word, if it has one.
pub(crate) fn call_abi<'c, 'a>(
    module: OperationRef,
    b: &Builder<'c, 'a>,
    function: &abi::math::Function,
    args: &[Value<'c, 'a>],
) -> Result<Option<Value<'c, 'a>>, String> {
    let symbol = function.symbol;
    if args.len() != function.words.len() {
        return Err(format!(
            "internal error: {} argument words for @{symbol}, whose definition in abi.toml has {}",
            args.len(),
            function.words.len()
        ));
    }
    declare_runtime_function(
        b.context(),
        module,
        symbol,
        args.len(),
        function.returns_word,
    )?;
    let results = if function.returns_word {
        vec![b.i32()]
    } else {
        Vec::new()
    };
    Ok(b.call(symbol, args, &results).first().copied())
}

/// The definition of `op` and its dialect.
fn definition(op: &OperationRef) -> Result<(&'static DialectDef, &'static OpDef), String> {
    let name = op_name(op);
    tanto_dialects::op_def(&name).ok_or_else(|| format!("'{name}' has no definition"))
}

/// The definition of `op` and, for `count` operands, the operand indices of
/// each operand it defines.
pub(crate) fn operand_ranges(
    op: &OperationRef,
    count: usize,
) -> Result<(&'static OpDef, Vec<Range<usize>>), String> {
    let (_, def) = definition(op)?;
    let segments = segment_sizes(*op, "operandSegmentSizes");
    let ranges = value_ranges(&def.operands, count, segments)
        .ok_or_else(|| format!("'{}' has malformed operands", op_name(op)))?;
    Ok((def, ranges))
}

/// The index of an enum attribute's value in its enum (the ABI passes enums so).
pub(crate) fn enum_index(op: &OperationRef, attribute: &str) -> Result<i64, String> {
    let name = op_name(op);
    let (dialect, def) = definition(op)?;
    let attribute_def = def
        .attributes
        .iter()
        .find(|a| a.name == attribute)
        .ok_or_else(|| format!("'{name}' has no attribute {attribute}"))?;
    let tanto_dialects::spec::AttrKind::Enum(enum_name) = &attribute_def.kind else {
        return Ok(0);
    };
    let values = &dialect
        .enum_def(enum_name)
        .ok_or_else(|| format!("unknown enum {enum_name}"))?
        .values;
    let text = op
        .attribute(attribute)
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string());
    Ok(text
        .and_then(|t| values.iter().position(|v| *v == t))
        .unwrap_or(0) as i64)
}

/// How many i32 words a value of `ty` lowers to (one for a type the
/// lowerings keep, such as a scalar).
pub(crate) fn word_count(ty: Type) -> usize {
    TypeConverter::word_count(ty).unwrap_or(1)
}

/// Whether `ty` is one of the types the lowering replaces by words.
pub(crate) fn is_tanto_type(ty: Type) -> bool {
    TypeConverter::word_count(ty).is_some()
}

/// Bytes per element of a buffer type.
pub(crate) fn element_size(ty: Type) -> i64 {
    types::element_type(ty).and_then(element_bytes).unwrap_or(4) as i64
}

/// The data-format code of a buffer or math type's elements (abi.toml's
/// formats); 15 for an element type without one.
pub(crate) fn data_format(ty: Type) -> i64 {
    let element = types::element_type(ty)
        .map(|t| t.to_string())
        .unwrap_or_default();
    abi::math::format_code(&element).map_or(15, i64::from)
}

/// Whether `op` is an op of `dialect`.
pub(crate) fn in_dialect<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>, dialect: OpDialect) -> bool {
    OpKind::of(op).is_some_and(|kind| kind.dialect() == dialect)
}

/// An op name without its dialect namespace (`tilize_block` for
/// `tile.tilize_block`), from which runtime function names are made.
pub(crate) fn short_name(name: &str) -> &str {
    name.split_once('.').map_or(name, |(_, short)| short)
}

pub(crate) use tanto_dialects::ir::op_name;
