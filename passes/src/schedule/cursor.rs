//! Where the schedule's rewrites put new operations, and how they copy
//! operations with their operands renamed.

use melior::ir::{
    attribute::IntegerAttribute,
    block::BlockLike,
    operation::{OperationBuilder, OperationLike},
    r#type::Type,
    Block, BlockRef, Identifier, Location, Operation, OperationRef, Region, RegionLike, Value,
    ValueLike,
};
use melior::Context;
use std::collections::HashMap;
use tanto_dialects::{
    ir::{self, value_key},
    OpKind,
};

/// Values renamed while copying ops, by the key of the original value.
pub(super) type ValueMap<'c, 'a> = HashMap<usize, Value<'c, 'a>>;

/// Where new operations go: before an anchor, or at the end of a block.
#[derive(Clone, Copy)]
pub(super) struct Cursor<'c, 'a> {
    pub block: BlockRef<'c, 'a>,
    pub before: Option<OperationRef<'c, 'a>>,
}

impl<'c, 'a> Cursor<'c, 'a> {
    pub fn insert(&self, op: Operation<'c>) -> OperationRef<'c, 'a> {
        match self.before {
            Some(anchor) => self.block.insert_operation_before(anchor, op),
            None => self.block.append_operation(op),
        }
    }

    pub fn build(&self, builder: OperationBuilder<'c>) -> Result<OperationRef<'c, 'a>, String> {
        let op = builder.build().map_err(|e| e.to_string())?;
        Ok(self.insert(op))
    }

    /// Clones `op` here with operands renamed through `map`, and records its
    /// results in `map`.
    pub fn clone_mapped(
        &self,
        op: OperationRef<'c, 'a>,
        map: &mut ValueMap<'c, 'a>,
    ) -> OperationRef<'c, 'a> {
        let copy = self.insert(ir::clone_detached(op));
        remap_operands(copy, map);
        for (old, new) in op.results().zip(copy.results()) {
            map.insert(value_key(old.into()), new.into());
        }
        copy
    }
}

fn remap_operands<'c>(op: OperationRef<'c, '_>, map: &ValueMap<'c, '_>) {
    for i in 0..op.operand_count() {
        let Ok(value) = op.operand(i) else { continue };
        if let Some(new) = map.get(&value_key(value)) {
            ir::set_operand(op, i, *new);
        }
    }
}

pub(super) fn mapped<'c, 'a>(map: &ValueMap<'c, 'a>, value: Value<'c, 'a>) -> Value<'c, 'a> {
    map.get(&value_key(value)).copied().unwrap_or(value)
}

impl<'c, 'a> Cursor<'c, 'a> {
    /// Builds an op of `kind` here; its first result.
    pub fn value(
        &self,
        kind: OpKind,
        operands: &[Value<'c, 'a>],
        results: &[Type<'c>],
        attributes: &[(Identifier<'c>, melior::ir::Attribute<'c>)],
        location: Location<'c>,
    ) -> Result<Value<'c, 'a>, String> {
        let op = self.build(
            OperationBuilder::new(kind.name(), location)
                .add_operands(operands)
                .add_results(results)
                .add_attributes(attributes),
        )?;
        op.result(0).map(Value::from).map_err(|e| e.to_string())
    }

    /// An integer constant of type `ty` here.
    pub fn constant(
        &self,
        context: &'c Context,
        value: i64,
        ty: Type<'c>,
        location: Location<'c>,
    ) -> Result<Value<'c, 'a>, String> {
        let attribute = IntegerAttribute::new(ty, value).into();
        let value_name = Identifier::new(context, "value");
        self.value(
            OpKind::ArithConstant,
            &[],
            &[ty],
            &[(value_name, attribute)],
            location,
        )
    }

    /// An `scf.for` from `lb` to `ub` by `step` carrying `inits`, with the
    /// attributes of `like`, here; the loop and its (empty) body, whose
    /// arguments are the induction value then the carried values.
    pub fn counted_loop(
        &self,
        (lb, ub, step): (Value<'c, 'a>, Value<'c, 'a>, Value<'c, 'a>),
        inits: &[Value<'c, 'a>],
        like: OperationRef<'c, 'a>,
        location: Location<'c>,
    ) -> Result<(OperationRef<'c, 'a>, BlockRef<'c, 'a>), String> {
        let types: Vec<Type> = inits.iter().map(|v| v.r#type()).collect();
        let mut block_args: Vec<(Type, Location)> = vec![(lb.r#type(), location)];
        block_args.extend(types.iter().map(|t| (*t, location)));
        let region = Region::new();
        region.append_block(Block::new(&block_args));
        let mut operands = vec![lb, ub, step];
        operands.extend(inits);
        let attributes: Vec<(Identifier, melior::ir::Attribute)> = like.attributes().collect();
        let new_loop = self.build(
            OperationBuilder::new(OpKind::ScfFor.name(), location)
                .add_operands(&operands)
                .add_results(&types)
                .add_attributes(&attributes)
                .add_regions([region]),
        )?;
        // The body, reached through the inserted loop that now owns it.
        let body = new_loop
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .ok_or("the new loop has no body")?;
        Ok((new_loop, body))
    }

    /// Copies `ops` here in order, renaming through `map`.
    pub fn copy_all(&self, ops: &[OperationRef<'c, 'a>], map: &mut ValueMap<'c, 'a>) {
        for op in ops {
            self.clone_mapped(*op, map);
        }
    }
}
