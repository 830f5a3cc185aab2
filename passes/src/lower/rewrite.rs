//! The lowerings' rewriting layer: patterns by op kind, the type converter,
//! and the driver that applies a lowering's patterns to a module.
//!
//! A pattern matches one or more [`OpKind`]s and emits, before its op, the
//! ops that replace it; it returns the values replacing the op's results (as
//! many as it has: the driver checks). It never erases: the driver
//! ([`tanto_dialects::ir::rewrite::replace_each`]) replaces the results and
//! erases the op once every pattern has run, and the op's handle cannot
//! outlive its pattern. Values of the Tanto types become i32 words
//! ([`TypeConverter`]); while ops of other dialects still use them, an
//! `unrealized_conversion_cast` bridges the two ([`Builder::words`] and
//! [`Builder::join_words`]), as in MLIR's dialect conversion.

use super::{ensure_library, module_arch, Builder};
use melior::{
    ir::{operation::OperationLike, r#type::IntegerType, OperationRef, Type, TypeLike, Value},
    Context,
};
use std::{collections::HashMap, ops::ControlFlow};
use tanto_dialects::{
    ir,
    pass::{fail, fail_in, PassFailed, PassResult},
    verify::nested_ops,
    OpDialect, OpKind,
};

/// The values replacing an op's results, or why it cannot be lowered.
pub(crate) type Lowered<'c, 'x> = Result<Vec<Value<'c, 'x>>, String>;

/// What a pattern is given: its op, a builder before it, the module (all
/// valid for this rewrite only).
pub(crate) struct Rewrite<'x, 'c> {
    pub op: OperationRef<'c, 'x>,
    pub b: Builder<'c, 'x>,
    pub module: OperationRef<'c, 'x>,
}

impl<'x, 'c> Rewrite<'x, 'c> {
    pub fn context(&self) -> &'c Context {
        self.b.context()
    }
}

type RewriteFn<'p, 'c> = Box<dyn for<'x> FnMut(&Rewrite<'x, 'c>) -> Lowered<'c, 'x> + 'p>;

/// What a lowering does after an op it cannot lower.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum OnError {
    /// Reports it and lowers the other ops.
    Continue,
    /// Fails at once.
    Stop,
}

/// The patterns of one lowering.
pub(crate) struct Patterns<'p, 'c> {
    by_kind: HashMap<OpKind, usize>,
    rewrites: Vec<RewriteFn<'p, 'c>>,
    /// For an op no pattern matches.
    otherwise: Option<RewriteFn<'p, 'c>>,
}

impl<'p, 'c> Patterns<'p, 'c> {
    pub fn new() -> Self {
        Self {
            by_kind: HashMap::new(),
            rewrites: Vec::new(),
            otherwise: None,
        }
    }

    /// Adds a pattern for the ops of `kinds` (a kind already matched keeps
    /// its first pattern).
    pub fn add(
        &mut self,
        kinds: &[OpKind],
        rewrite: impl for<'x> FnMut(&Rewrite<'x, 'c>) -> Lowered<'c, 'x> + 'p,
    ) -> &mut Self {
        let index = self.rewrites.len();
        self.rewrites.push(Box::new(rewrite));
        for kind in kinds {
            self.by_kind.entry(*kind).or_insert(index);
        }
        self
    }

    /// The pattern of the ops no other pattern matches (by default, an
    /// error: "has no lowering to LLVM").
    pub fn otherwise(
        &mut self,
        rewrite: impl for<'x> FnMut(&Rewrite<'x, 'c>) -> Lowered<'c, 'x> + 'p,
    ) -> &mut Self {
        self.otherwise = Some(Box::new(rewrite));
        self
    }

    /// Whether a pattern (not the fallback) matches `kind`.
    pub fn matches(&self, kind: OpKind) -> bool {
        self.by_kind.contains_key(&kind)
    }

    /// Lowers each of `ops` (in order) with its pattern: an error is
    /// reported at its op, then `on_error` says whether to go on. The casts
    /// left dead are erased afterwards.
    pub fn apply<'a>(
        mut self,
        context: &'c Context,
        module: OperationRef<'c, 'a>,
        ops: Vec<OperationRef<'c, 'a>>,
        on_error: OnError,
    ) -> PassResult {
        let mut failed = false;
        let applied = ir::rewrite::replace_each(
            ops,
            |matched| {
                let op = matched.op();
                let rewrite = Rewrite {
                    op,
                    b: Builder::at(context, op)?,
                    module: matched.narrow(module),
                };
                let pattern = OpKind::of(&op)
                    .and_then(|kind| self.by_kind.get(&kind))
                    .and_then(|index| self.rewrites.get_mut(*index));
                match pattern.or(self.otherwise.as_mut()) {
                    Some(pattern) => pattern(&rewrite),
                    None => Err(format!("'{}' has no lowering to LLVM", ir::op_name(&op))),
                }
            },
            |location, message| {
                fail(location, &message);
                failed = true;
                match on_error {
                    OnError::Continue => ControlFlow::Continue(()),
                    OnError::Stop => ControlFlow::Break(()),
                }
            },
        );
        applied
            .and_then(|()| erase_dead_casts(module))
            .map_err(|e| fail(module.location(), &e.to_string()))?;
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    }
}

/// The type converter of the lowerings: how many i32 words stand for a
/// value of each Tanto type (docs/abi.md); None for a type the lowerings
/// keep.
pub(crate) struct TypeConverter;

impl TypeConverter {
    pub fn word_count(ty: Type) -> Option<usize> {
        use tanto_dialects::{noc, pipe, pto, tile};
        if noc::GlobalType::isa(ty) {
            // Address, page size in elements.
            Some(2)
        } else if let Some(view) = pto::GtensorType::cast(ty) {
            // A PTO view: address, page, element offset, then the extent of
            // each dynamic dimension, outermost first.
            let dynamic = view.shape().unwrap_or_default();
            Some(3 + dynamic.iter().filter(|d| **d < 0).count())
        } else if pto::AsyncSessionType::isa(ty) {
            Some(super::pto_comm::SESSION_WORDS)
        } else if pto::PtrType::isa(ty)
            || pto::TileType::isa(ty)
            || pto::BufType::isa(ty)
            || pipe::FifoType::isa(ty)
        {
            // A PTO pointer: address, page, element offset; a tile:
            // L1 address, valid rows, valid cols; a FIFO: address, page, flag.
            Some(3)
        } else if noc::is_dialect_type(ty)
            || pipe::is_dialect_type(ty)
            || tile::is_dialect_type(ty)
            || pto::is_dialect_type(ty)
        {
            Some(1)
        } else {
            None
        }
    }

    /// The types `ty` lowers to: its words, or itself.
    pub fn convert<'c>(context: &'c Context, ty: Type<'c>) -> Vec<Type<'c>> {
        match Self::word_count(ty) {
            Some(count) => vec![IntegerType::new(context, 32).into(); count],
            None => vec![ty],
        }
    }
}

/// The builtin scalars the runtime ABI passes as one i32 word each
/// (signless integers, index, f16, bf16, f32), by their type, not their
/// spelling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scalar {
    I1,
    I8,
    I16,
    I32,
    I64,
    Index,
    F16,
    BF16,
    F32,
}

impl Scalar {
    pub fn of(ty: Type) -> Option<Self> {
        if ty.is_index() {
            return Some(Self::Index);
        }
        if ty.is_f32() {
            return Some(Self::F32);
        }
        if ty.is_f16() {
            return Some(Self::F16);
        }
        if ty.is_bf16() {
            return Some(Self::BF16);
        }
        let integer = IntegerType::try_from(ty).ok().filter(|i| i.is_signless())?;
        Some(match integer.width() {
            1 => Self::I1,
            8 => Self::I8,
            16 => Self::I16,
            32 => Self::I32,
            64 => Self::I64,
            _ => return None,
        })
    }
}

/// The ops of `module` in `dialects`, in program order.
pub(crate) fn ops_of_dialects<'c, 'a>(
    module: OperationRef<'c, 'a>,
    dialects: &[OpDialect],
) -> Vec<OperationRef<'c, 'a>> {
    nested_ops(module)
        .into_iter()
        .filter(|op| dialects.iter().any(|d| super::in_dialect(op, *d)))
        .collect()
}

/// The start every dialect lowering shares: the ops of `dialects` to lower
/// (all but their resource declarations, which stay for the kernels'
/// lowering), none when there are none, else after the device library of
/// the module's target has been added (an error names `pass`).
pub(crate) fn lowering_start<'c, 'a>(
    context: &'c Context,
    module: OperationRef<'c, 'a>,
    pass: &str,
    dialects: &[OpDialect],
) -> Result<Vec<OperationRef<'c, 'a>>, PassFailed> {
    let arch = module_arch(module).map_err(|e| fail_in(module.location(), pass, e))?;
    let mut ops = ops_of_dialects(module, dialects);
    ops.retain(|op| tanto_dialects::interfaces::info(op).declares.is_none());
    if !ops.is_empty() {
        ensure_library(context, module, &arch).map_err(|e| fail(module.location(), &e))?;
    }
    Ok(ops)
}

/// Erases the unrealized casts nothing uses, and then those only they used:
/// one walk, each cast erased once.
pub(crate) fn erase_dead_casts(module: OperationRef) -> Result<(), ir::IrError> {
    let is_cast =
        |op: &OperationRef| OpKind::of(op) == Some(OpKind::BuiltinUnrealizedConversionCast);
    let is_dead = |op: &OperationRef| op.results().all(|r| !ir::has_uses(r.into()));
    let mut dead: Vec<OperationRef> = nested_ops(module)
        .into_iter()
        .filter(|op| is_cast(op) && is_dead(op))
        .collect();
    let mut queued: std::collections::HashSet<usize> =
        dead.iter().map(|op| ir::op_key(*op)).collect();
    while let Some(op) = dead.pop() {
        let inputs: Vec<OperationRef> = op.operands().filter_map(ir::defining_op).collect();
        ir::erase(op)?;
        for input in inputs {
            if is_cast(&input) && is_dead(&input) && queued.insert(ir::op_key(input)) {
                dead.push(input);
            }
        }
    }
    Ok(())
}

/// The op as its generated wrapper (`XOp::cast`): its pattern matched its
/// kind, so a miss means the definitions and `OpKind` disagree.
pub(crate) fn typed<T>(wrapper: Option<T>, op: &OperationRef) -> Result<T, String> {
    wrapper.ok_or_else(|| {
        format!(
            "internal error: '{}' does not match its generated wrapper",
            ir::op_name(op)
        )
    })
}

/// A value read through a generated accessor; a missing one is an error
/// (the op is malformed).
pub(crate) fn accessed<T>(value: Result<T, melior::Error>) -> Result<T, String> {
    value.map_err(|e| e.to_string())
}

/// The values read through generated accessors, or the first error.
pub(crate) fn values<'c, 'a, const N: usize>(
    accessed: [Result<Value<'c, 'a>, melior::Error>; N],
) -> Result<[Value<'c, 'a>; N], String> {
    let mut out = Vec::with_capacity(N);
    for value in accessed {
        out.push(value.map_err(|e| e.to_string())?);
    }
    out.try_into()
        .map_err(|_| "internal error: a value read twice".to_string())
}
