//! Unrolling for software pipelining: a frame loop whose body holds a short
//! counted loop (a reader's `for j < kblock` of tile reads into the frame)
//! cannot be pipelined, since the pipeline copies the body's transfers one
//! by one. Unrolled, the inner loop's copies are plain operations of the
//! frame loop's body:
//!
//! ```text
//! for j in lb, lb + s, ... (n times) { body(j) }   =>   body(lb); body(lb + s); ...
//! ```
//!
//! The operations run in the same order as before, so the kernel blocks
//! exactly as it did: no proof is needed.

use super::cursor::{Cursor, ValueMap};
use super::model::block_ops;
use crate::analysis::loops::known_trip_count as known_trips;
use melior::{
    ir::{operation::OperationLike, OperationRef, Value, ValueLike},
    Context,
};
use std::collections::HashMap;
use tanto_dialects::{
    ir::{self, value_key},
    scf::ForOp,
    OpKind,
};

/// Inner loops of at most this many iterations are unrolled.
const MOST_TRIPS: u64 = 8;
/// Operations the copies of one inner loop may add in all.
const MOST_COPIED_OPS: u64 = 64;

/// The loops nested in `frame_loop`'s body, if every op of the body with
/// regions is one that [`unroll`] can flatten: an `scf.for` of a known 1 to
/// [`MOST_TRIPS`] iterations that carries nothing and whose body has no
/// regions, small enough to copy. None when there is none, or another op
/// with regions stays (unrolling would not make the body flat).
pub fn short_inner_loops<'c, 'a>(
    frame_loop: OperationRef<'c, 'a>,
) -> Option<Vec<OperationRef<'c, 'a>>> {
    let body = ForOp::cast(frame_loop)?.body()?;
    let nested: Vec<OperationRef> = block_ops(body)
        .into_iter()
        .filter(|op| op.region_count() > 0)
        .collect();
    if nested.is_empty() {
        return None;
    }
    nested
        .into_iter()
        .map(|inner| {
            let inner_for = ForOp::cast(inner)?;
            let trips = known_trips(&inner)?;
            let ops = block_ops(inner_for.body()?);
            let flat = ops.iter().all(|op| op.region_count() == 0);
            let small = trips.saturating_mul(ops.len() as u64) <= MOST_COPIED_OPS;
            let carries = !inner_for.carried_all().is_empty() || inner.result_count() > 0;
            ((1..=MOST_TRIPS).contains(&trips) && flat && small && !carries).then_some(inner)
        })
        .collect()
}

/// Replaces `inner` (one of [`short_inner_loops`]) by a copy of its body per
/// iteration, the induction value `lb + i * step` in the i-th.
pub fn unroll<'c, 'a>(context: &'c Context, inner: OperationRef<'c, 'a>) -> Result<(), String> {
    let inner_for = ForOp::cast(inner).ok_or("not an scf.for")?;
    let trips = known_trips(&inner).ok_or("unknown trips")?;
    let iv: Value = inner_for.induction_variable().ok_or("no iv")?.into();
    let lb = inner_for.lower_bound().map_err(|e| e.to_string())?;
    let step = inner_for.step().map_err(|e| e.to_string())?;
    let ops = block_ops(inner_for.body().ok_or("no body")?);
    let (_, ops) = ops.split_last().ok_or("an empty body")?;
    let location = inner.location();
    let at = Cursor {
        block: inner.block().ok_or("the loop is not in a block")?,
        before: Some(inner),
    };
    let ty = [iv.r#type()];
    for i in 0..trips {
        let value = if i == 0 {
            lb
        } else {
            let index = at.constant(context, i as i64, iv.r#type(), location)?;
            let offset = at.value(OpKind::ArithMuli, &[index, step], &ty, &[], location)?;
            at.value(OpKind::ArithAddi, &[lb, offset], &ty, &[], location)?
        };
        let mut map: ValueMap = HashMap::new();
        map.insert(value_key(iv), value);
        at.copy_all(ops, &mut map);
    }
    ir::erase(inner).map_err(|e| e.to_string())
}
