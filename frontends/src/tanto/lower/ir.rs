//! Building IR from the frontend: an insertion block, locations in the
//! original source, typed constants and conversions, and the structured
//! control-flow ops. Values are kept as lifetime-free toolkit handles so the
//! environment can outlive the borrow of the block that created them; every
//! handle belongs to the module being built, which outlives the lowering (see
//! `tanto_dialects::ir::handles` for the contract).

use super::super::types::{Const, Scalar, Ty};
use crate::tanto::preprocess::Preprocessed;
use melior::{
    ir::{
        attribute::{FloatAttribute, IntegerAttribute},
        block::BlockLike,
        operation::{OperationBuilder, OperationLike},
        Attribute, Block, BlockRef, Identifier, Location, Operation, OperationRef, Region,
        RegionLike, Type, Value,
    },
    Context,
};
use std::{cell::RefCell, collections::HashMap, ops::Range};
use tanto_dialects::ir::handles::{BlockHandle as MlirBlock, ValueHandle};

/// An SSA value of the module under construction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Val(pub ValueHandle);

pub struct Ir<'c> {
    pub context: &'c Context,
    pre: Preprocessed,
    types: RefCell<HashMap<String, Type<'c>>>,
    /// Internal errors: type spellings MLIR refused.
    pub refused_types: RefCell<Vec<String>>,
    /// Where new ops go.
    pub block: MlirBlock,
    /// Constants are created once per function, at the top of its entry
    /// block (as canonicalization would place them), while this is set.
    pub constants: Option<ConstantPool>,
}

/// The constants of the function being built.
pub struct ConstantPool {
    entry: MlirBlock,
    count: usize,
    values: HashMap<(String, u64), Val>,
}

impl ConstantPool {
    pub fn new(entry: MlirBlock) -> Self {
        Self {
            entry,
            count: 0,
            values: HashMap::new(),
        }
    }
}

impl<'c> Ir<'c> {
    pub fn new(context: &'c Context, pre: Preprocessed, block: MlirBlock) -> Self {
        Self {
            context,
            pre,
            types: RefCell::default(),
            refused_types: RefCell::default(),
            block,
            constants: None,
        }
    }

    /// The location of a span (preprocessed offsets) in the original file.
    pub fn loc(&self, span: &Range<usize>) -> Location<'c> {
        let offset = self.pre.original_offset(span.start);
        let (file, line, column) = self.pre.sources.position(offset);
        Location::new(self.context, file, line, column)
    }

    pub fn ty(&self, ty: Ty) -> Type<'c> {
        self.mlir_type(&ty.mlir())
    }

    pub fn mlir_type(&self, spelling: &str) -> Type<'c> {
        let mut cache = self.types.borrow_mut();
        if let Some(t) = cache.get(spelling) {
            return *t;
        }
        // Spellings come from Ty::mlir, which only produces valid types; a
        // refusal is a compiler bug, reported when the lowering ends (the
        // placeholder keeps the builders going until then).
        let t = tanto_dialects::ir::parse_type(self.context, spelling).unwrap_or_else(|e| {
            self.refused_types.borrow_mut().push(e.to_string());
            Type::none(self.context)
        });
        cache.insert(spelling.to_string(), t);
        t
    }

    pub fn value(&self, v: Val) -> Value<'c, 'static> {
        v.0.get()
    }

    pub fn block_ref(&self) -> BlockRef<'c, '_> {
        self.block.get()
    }

    pub fn append(&self, op: Operation<'c>) -> OperationRef<'c, '_> {
        self.block_ref().append_operation(op)
    }

    /// Appends `op` and returns its first result.
    pub fn append_value(&self, op: Operation<'c>) -> Option<Val> {
        let op = self.append(op);
        op.result(0).ok().map(|r| Val(ValueHandle::of(r)))
    }

    /// A generic op with explicit result types.
    pub fn op(
        &self,
        name: &str,
        operands: &[Val],
        results: &[Type<'c>],
        attrs: &[(&str, Attribute<'c>)],
        span: &Range<usize>,
    ) -> Option<Val> {
        let operands: Vec<Value> = operands.iter().map(|v| self.value(*v)).collect();
        let attrs: Vec<(Identifier, Attribute)> = attrs
            .iter()
            .map(|(n, a)| (Identifier::new(self.context, n), *a))
            .collect();
        let op = OperationBuilder::new(name, self.loc(span))
            .add_operands(&operands)
            .add_results(results)
            .add_attributes(&attrs)
            .build()
            .ok()?;
        self.append_value(op)
    }

    pub fn constant(&mut self, value: Const, scalar: Scalar, span: &Range<usize>) -> Val {
        let value = value.convert(scalar);
        let key = (
            scalar.mlir().to_string(),
            match value {
                Const::Int(v) => v as u64,
                Const::Float(v) => v.to_bits(),
            },
        );
        if let Some(v) = self
            .constants
            .as_ref()
            .and_then(|pool| pool.values.get(&key))
        {
            return *v;
        }
        let ty = self.ty(Ty::Scalar(scalar));
        let attr: Attribute = match value {
            Const::Int(v) => IntegerAttribute::new(ty, v as i64).into(),
            Const::Float(v) => FloatAttribute::new(self.context, ty, v).into(),
        };
        let Ok(op) = OperationBuilder::new("arith.constant", self.loc(span))
            .add_attributes(&[(Identifier::new(self.context, "value"), attr)])
            .add_results(&[ty])
            .build()
        else {
            return unreachable_value();
        };
        let Some(pool) = self.constants.as_mut() else {
            return self.append_value(op).unwrap_or_else(unreachable_value);
        };
        let entry = pool.entry.get();
        let op = entry.insert_operation(pool.count, op);
        pool.count += 1;
        let value = op
            .result(0)
            .map(|r| Val(ValueHandle::of(r)))
            .unwrap_or_else(|_| unreachable_value());
        pool.values.insert(key, value);
        value
    }

    pub fn integer_attribute(&self, bits: u32, value: i64) -> Attribute<'c> {
        IntegerAttribute::new(self.mlir_type(&format!("i{bits}")), value).into()
    }

    /// Converts a scalar value between scalar types with C semantics.
    pub fn convert(&mut self, v: Val, from: Scalar, to: Scalar, span: &Range<usize>) -> Val {
        if from == to
            || from.mlir() == to.mlir() && from.is_float() == to.is_float() && to != Scalar::Bool
        {
            return v;
        }
        let to_ty = self.ty(Ty::Scalar(to));
        let name = if to == Scalar::Bool {
            // x != 0
            return if from.is_float() {
                let zero = self.constant(Const::Float(0.0), from, span);
                self.cmp("arith.cmpf", 13, v, zero, span) // une
            } else {
                let zero = self.constant(Const::Int(0), from, span);
                self.cmp("arith.cmpi", 1, v, zero, span) // ne
            };
        } else if from == Scalar::Bool {
            if to.is_float() {
                "arith.uitofp"
            } else {
                "arith.extui"
            }
        } else if from.is_float() && to.is_float() {
            if from.bits() == to.bits() {
                // f16 <-> bf16 through f32.
                let wide = self.convert(v, from, Scalar::F32, span);
                return self.convert(wide, Scalar::F32, to, span);
            } else if from.bits() < to.bits() {
                "arith.extf"
            } else {
                "arith.truncf"
            }
        } else if from.is_float() {
            if to.is_signed() {
                "arith.fptosi"
            } else {
                "arith.fptoui"
            }
        } else if to.is_float() {
            if from.is_signed() {
                "arith.sitofp"
            } else {
                "arith.uitofp"
            }
        } else if from.bits() > to.bits() {
            "arith.trunci"
        } else if from.is_signed() {
            "arith.extsi"
        } else {
            "arith.extui"
        };
        self.op(name, &[v], &[to_ty], &[], span)
            .unwrap_or_else(unreachable_value)
    }

    /// `arith.cmpi`/`arith.cmpf` with a numeric predicate.
    pub fn cmp(&self, name: &str, predicate: i64, a: Val, b: Val, span: &Range<usize>) -> Val {
        let i1 = self.mlir_type("i1");
        self.op(
            name,
            &[a, b],
            &[i1],
            &[("predicate", self.integer_attribute(64, predicate))],
            span,
        )
        .unwrap_or_else(unreachable_value)
    }

    /// A detached region with one block of `args`; returns the region and
    /// the block handle to build into.
    pub fn region(&self, args: &[Type<'c>], span: &Range<usize>) -> (Region<'c>, MlirBlock) {
        let location = self.loc(span);
        let block = Block::new(&args.iter().map(|t| (*t, location)).collect::<Vec<_>>());
        let region = Region::new();
        let block = MlirBlock::of(region.append_block(block));
        (region, block)
    }

    pub fn block_arguments(&self, block: MlirBlock) -> Vec<Val> {
        let block = block.get();
        (0..block.argument_count())
            .filter_map(|i| block.argument(i).ok())
            .map(|a| Val(ValueHandle::of(a)))
            .collect()
    }

    /// Appends a terminator (`scf.yield`, `scf.condition`) to `block`.
    pub fn terminate(&self, block: MlirBlock, name: &str, operands: &[Val], span: &Range<usize>) {
        let operands: Vec<Value> = operands.iter().map(|v| self.value(*v)).collect();
        if let Ok(op) = OperationBuilder::new(name, self.loc(span))
            .add_operands(&operands)
            .build()
        {
            block.get().append_operation(op);
        }
    }

    /// An op with regions; returns its results.
    pub fn op_with_regions(
        &self,
        name: &str,
        operands: &[Val],
        results: &[Type<'c>],
        attrs: &[(&str, Attribute<'c>)],
        regions: Vec<Region<'c>>,
        span: &Range<usize>,
    ) -> Vec<Val> {
        let operands: Vec<Value> = operands.iter().map(|v| self.value(*v)).collect();
        let attrs: Vec<(Identifier, Attribute)> = attrs
            .iter()
            .map(|(n, a)| (Identifier::new(self.context, n), *a))
            .collect();
        let Ok(op) = OperationBuilder::new(name, self.loc(span))
            .add_operands(&operands)
            .add_results(results)
            .add_attributes(&attrs)
            .add_regions_vec(regions)
            .build()
        else {
            return Vec::new();
        };
        let op = self.append(op);
        op.results().map(|r| Val(ValueHandle::of(r))).collect()
    }
}

/// Building a registered op from valid operands does not fail; if MLIR ever
/// refused, continuing would build broken IR, so stop (the frontend entry
/// turns the panic into an internal-error diagnostic).
fn unreachable_value() -> Val {
    panic!("internal error: MLIR refused to build an operation")
}
