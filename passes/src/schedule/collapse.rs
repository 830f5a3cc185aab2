//! Loop collapsing for software pipelining: a short frame loop nested in a
//! counted loop (`for i { pure; for j { frame } }`) drains its pipeline at
//! every outer iteration, so its reads never run more than `inner trips - 1`
//! frames ahead (matmul's K loop of 4, a row of 2 tiles). Collapsed into one
//! loop over `k = i * T + j`, the pipeline runs across rows:
//!
//! ```text
//! for k in 0 .. R*T (args c):
//!     i = lb_i + (k / T) * step_i; j = lb_j + (k % T) * step_j
//!     pure(i); c' = select(k % T == 0, inits(i), c); frame(j, c')
//! ```
//!
//! The pipe operations run in the same order as before, so the kernel
//! blocks exactly as it did: no proof is needed.

use super::cursor::{mapped, Cursor, ValueMap};
use super::model::block_ops;
use crate::analysis::loops::known_trip_count as known_trips;
use melior::{
    ir::{
        attribute::IntegerAttribute, block::BlockLike, operation::OperationLike,
        r#type::IntegerType, Identifier, OperationRef, Value, ValueLike,
    },
    Context,
};
use std::collections::HashMap;
use tanto_dialects::{
    interfaces,
    ir::{self, value_key},
    scf::ForOp,
    OpKind,
};

/// Inner loops longer than this already pipeline deep enough.
const SHORT_INNER: u64 = 8;

/// The outer loop of `inner` when the two can be collapsed: the outer loop
/// counts a known number of at least two iterations, carries nothing, and
/// holds only pure operations and `inner`; `inner` counts a known number of
/// at most [`SHORT_INNER`] iterations and its results are unused.
pub fn collapsible<'c, 'a>(inner: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let outer = inner.parent_operation()?;
    let outer_for = ForOp::cast(outer)?;
    ForOp::cast(inner)?;
    let (rows, cols) = (known_trips(&outer)?, known_trips(&inner)?);
    if rows < 2 || !(2..=SHORT_INNER).contains(&cols) {
        return None;
    }
    if !outer_for.carried_all().is_empty() || outer.result_count() != 0 {
        return None;
    }
    if inner.results().any(|r| ir::has_uses(r.into())) {
        return None;
    }
    let body = block_ops(outer_for.body()?);
    let (terminator, ops) = body.split_last()?;
    let only_pure = ops
        .iter()
        .all(|op| *op == inner || (interfaces::info(op).pure && op.region_count() == 0));
    (OpKind::of(terminator) == Some(OpKind::ScfYield)
        && terminator.operand_count() == 0
        && only_pure)
        .then_some(outer)
}

fn bound<'c, 'a>(value: Result<Value<'c, 'a>, melior::Error>) -> Result<Value<'c, 'a>, String> {
    value.map_err(|e| e.to_string())
}

/// Collapses `outer` (found by [`collapsible`]) and its inner loop into one
/// loop; both are erased.
pub fn collapse<'c, 'a>(context: &'c Context, outer: OperationRef<'c, 'a>) -> Result<(), String> {
    let outer_for = ForOp::cast(outer).ok_or("not an scf.for")?;
    let ops = block_ops(outer_for.body().ok_or("no body")?);
    let inner = *ops
        .iter()
        .find(|op| OpKind::of(*op) == Some(OpKind::ScfFor))
        .ok_or("no inner loop")?;
    let inner_for = ForOp::cast(inner).ok_or("not an scf.for")?;
    let inner_ops = block_ops(inner_for.body().ok_or("no inner body")?);
    let (rows, cols) = (
        known_trips(&outer).ok_or("unknown trips")?,
        known_trips(&inner).ok_or("unknown trips")?,
    );
    let location = inner.location();
    let outer_iv: Value = outer_for.induction_variable().ok_or("no iv")?.into();
    let inner_iv: Value = inner_for.induction_variable().ok_or("no iv")?.into();
    let iv_type = outer_iv.r#type();
    let carried: Vec<Value> = inner_for
        .carried_all()
        .into_iter()
        .map(Value::from)
        .collect();
    let inner_inits = inner_for.inits();
    let (outer_lb, outer_step) = (bound(outer_for.lower_bound())?, bound(outer_for.step())?);
    let (inner_lb, inner_step) = (bound(inner_for.lower_bound())?, bound(inner_for.step())?);
    // The outer loop's pure operations (everything but the inner loop and
    // the terminator).
    let setup: Vec<OperationRef> = ops
        .iter()
        .copied()
        .filter(|op| *op != inner && OpKind::of(op) != Some(OpKind::ScfYield))
        .collect();
    let before = Cursor {
        block: outer.block().ok_or("the loop is not in a block")?,
        before: Some(outer),
    };

    // The inner loop's arguments at the first row.
    let mut first_row: ValueMap = HashMap::new();
    first_row.insert(value_key(outer_iv), outer_lb);
    before.copy_all(&setup, &mut first_row);
    let inits: Vec<Value> = inner_inits
        .iter()
        .map(|v| *first_row.get(&value_key(*v)).unwrap_or(v))
        .collect();
    let zero = before.constant(context, 0, iv_type, location)?;
    let one = before.constant(context, 1, iv_type, location)?;
    let total = before.constant(context, (rows * cols) as i64, iv_type, location)?;
    let (_, body) = before.counted_loop((zero, total, one), &inits, inner, location)?;
    let inside = Cursor {
        block: body,
        before: None,
    };
    let arg = |i: usize| -> Result<Value<'c, 'a>, String> {
        body.argument(i).map(Value::from).map_err(|e| e.to_string())
    };
    let k = arg(0)?;
    let ty = [iv_type];
    let cols_value = inside.constant(context, cols as i64, iv_type, location)?;
    let row = inside.value(OpKind::ArithDivui, &[k, cols_value], &ty, &[], location)?;
    let col = inside.value(OpKind::ArithRemui, &[k, cols_value], &ty, &[], location)?;
    let row_offset = inside.value(OpKind::ArithMuli, &[row, outer_step], &ty, &[], location)?;
    let i = inside.value(
        OpKind::ArithAddi,
        &[outer_lb, row_offset],
        &ty,
        &[],
        location,
    )?;
    let mut map: ValueMap = HashMap::new();
    map.insert(value_key(outer_iv), i);
    inside.copy_all(&setup, &mut map);
    let step = mapped(&map, inner_step);
    let col_offset = inside.value(OpKind::ArithMuli, &[col, step], &ty, &[], location)?;
    let lb = mapped(&map, inner_lb);
    let j = inside.value(OpKind::ArithAddi, &[lb, col_offset], &ty, &[], location)?;
    // A new row starts the inner loop's arguments afresh.
    let i64_type = IntegerType::new(context, 64).into();
    let eq = (
        Identifier::new(context, "predicate"),
        IntegerAttribute::new(i64_type, 0).into(),
    );
    let i1 = [IntegerType::new(context, 1).into()];
    let row_start = inside.value(OpKind::ArithCmpi, &[col, zero], &i1, &[eq], location)?;
    map.insert(value_key(inner_iv), j);
    for (index, c) in carried.iter().enumerate() {
        let init = mapped(&map, inner_inits[index]);
        let operands = [row_start, init, arg(1 + index)?];
        let current = inside.value(OpKind::ArithSelect, &operands, &[c.r#type()], &[], location)?;
        map.insert(value_key(*c), current);
    }
    inside.copy_all(&inner_ops, &mut map);
    ir::erase(outer).map_err(|e| e.to_string())
}
