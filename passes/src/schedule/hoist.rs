//! Where a reader's pipeline prologue goes: before the kernel's own work
//! that precedes its frame loop, when nothing there touches the loop's
//! pipes or sources, so that the first frames' reads fly while that work
//! runs (a reduce reader builds its scaler tile, 1024 stores, before its
//! first read of the input).
//!
//! Only the first use of the loop's pipes, in the kernel's top block, on the
//! producer side: the pipes are empty there, so the prologue's reserves
//! cannot block (its frames fit the pipe, [`super::deepen`]). The prologue
//! may pass other pipes' steps, which changes when the kernel blocks: the
//! plan's edit of the protocol model says so ([`super::edits`]) and the
//! deadlock proof decides.

use super::model::{barrier_dir, block_ops, resource, transfer_dir};
use melior::ir::{block::BlockLike, operation::OperationLike, OperationRef};
use std::collections::{BTreeSet, HashSet};
use tanto_dialects::{
    interfaces, ir,
    spec::{ComputeClass, ProtocolStep},
    OpKind,
};

/// A hoisted prologue's place: before `before`, past the ops whose keys
/// (theirs and every nested op's) are `crossed`. The `carried` ops (in
/// program order: arithmetic it needs, the pipes' `set_frame`) move there
/// with it, ahead of it.
#[derive(Debug, Clone)]
pub struct Hoist<'c, 'a> {
    pub before: OperationRef<'c, 'a>,
    pub crossed: BTreeSet<usize>,
    pub carried: Vec<OperationRef<'c, 'a>>,
}

/// Whether `op` can move up with the prologue: arithmetic, or a pipe's
/// `set_frame` (it blocks on nothing).
fn carryable(op: &OperationRef) -> bool {
    let info = interfaces::info(op);
    op.region_count() == 0
        && (info.pure
            || info
                .protocol
                .is_some_and(|p| p.step == ProtocolStep::SetFrame))
}

/// Whether `op` (no regions) may be passed by a prologue that fills or
/// reads the `forbidden` buffers: it names none of them, and it neither
/// waits for another kernel otherwise than through another pipe (a
/// semaphore could be what says the sources are ready) nor computes.
fn passable(op: &OperationRef, forbidden: &HashSet<String>) -> bool {
    if op.operands().any(|v| forbidden.contains(&resource(v))) {
        return false;
    }
    let info = interfaces::info(op);
    if info.protocol.is_some()
        || transfer_dir(info).is_some()
        || barrier_dir(info).is_some()
        || matches!(info.kind, Some(OpKind::NocWait | OpKind::ScfYield))
    {
        return true;
    }
    let waits = info.sync || info.blocks_on.is_some() || info.fifo.is_some();
    // The control core's own loads and stores pass; the math engine's
    // work stays (its kernel is not a reader).
    let scalar = matches!(info.compute, None | Some(ComputeClass::Scalar));
    let computes = !scalar || info.math_scope.is_some();
    info.pure || (!info.effects.is_empty() && !waits && !computes && info.issues.is_none())
}

/// Whether a loop or branch is the kernel's own work that a prologue may
/// pass: nothing in it moves data, syncs or calls.
fn is_work(op: &OperationRef, forbidden: &HashSet<String>) -> bool {
    ir::nested_ops(*op).iter().skip(1).all(|inner| {
        let info = interfaces::info(inner);
        let structural = matches!(
            info.kind,
            Some(OpKind::ScfYield | OpKind::ScfIf | OpKind::ScfFor | OpKind::ScfCondition)
        );
        let plain = info.protocol.is_none()
            && transfer_dir(info).is_none()
            && barrier_dir(info).is_none()
            && info.issues.is_none();
        (structural || plain) && passable(inner, forbidden)
    })
}

/// The place for the prologue of reader frame loop `lp`, which fills
/// `pipes`, if it can go before the kernel's own work (at least one loop
/// or branch) ahead of the loop.
pub fn hoist_point<'c, 'a>(lp: OperationRef<'c, 'a>, pipes: &[String]) -> Option<Hoist<'c, 'a>> {
    let block = lp.block()?;
    let owner = block.parent_operation()?;
    if OpKind::of(&owner) != Some(OpKind::FuncFunc) {
        return None;
    }
    let nested = ir::nested_ops(lp);
    // The loop's pipes and the buffers its transfers read.
    let mut forbidden: HashSet<String> = pipes.iter().cloned().collect();
    for op in &nested {
        if let Some((src, _)) = super::model::transfer_ends(op) {
            forbidden.insert(resource(src));
        }
    }
    // Ops of the block whose results the prologue uses: the body's
    // operands, and the loop's lower bound and initial values (not its
    // upper bound and step, which stay at the loop).
    let inside: HashSet<usize> = nested.iter().map(|o| ir::op_key(*o)).collect();
    let bounds = lp
        .operands()
        .enumerate()
        .filter(|(i, _)| !matches!(i, 1 | 2));
    let mut defines: HashSet<usize> = nested[1..]
        .iter()
        .flat_map(|o| o.operands().collect::<Vec<_>>())
        .chain(bounds.map(|(_, v)| v))
        .filter_map(crate::analysis::values::defining_op)
        .map(ir::op_key)
        .filter(|k| !inside.contains(k))
        .collect();
    let ops = block_ops(block);
    let at = ops.iter().position(|o| ir::op_key(*o) == ir::op_key(lp))?;
    let (mut top, mut work) = (at, false);
    let mut carried = Vec::new();
    for i in (0..at).rev() {
        let op = &ops[i];
        let needed = defines.contains(&ir::op_key(*op))
            || op.operands().any(|v| forbidden.contains(&resource(v)));
        if needed && carryable(op) {
            // What it uses must be defined above the new place, or carried.
            let definers = op
                .operands()
                .filter_map(crate::analysis::values::defining_op);
            defines.extend(definers.map(ir::op_key));
            carried.push(*op);
            top = i;
            continue;
        }
        if needed {
            break;
        }
        let crossable = if op.region_count() > 0 {
            let own = is_work(op, &forbidden);
            work |= own;
            own
        } else {
            passable(op, &forbidden)
        };
        if !crossable {
            break;
        }
        top = i;
    }
    if !work || top == at {
        return None;
    }
    // The pipes' first use: nothing before the new place names them.
    let earlier = ops[..top].iter().flat_map(|o| ir::nested_ops(*o));
    let named = earlier
        .flat_map(|o| o.operands().collect::<Vec<_>>())
        .any(|v| pipes.contains(&resource(v)));
    if named {
        return None;
    }
    let carried_keys: HashSet<usize> = carried.iter().map(|o| ir::op_key(*o)).collect();
    let crossed = ops[top..at]
        .iter()
        .filter(|o| !carried_keys.contains(&ir::op_key(**o)))
        .flat_map(|o| ir::nested_ops(*o))
        .map(ir::op_key)
        .collect();
    carried.reverse();
    let before = *ops[top..at]
        .iter()
        .find(|o| !carried_keys.contains(&ir::op_key(**o)))?;
    Some(Hoist {
        before,
        crossed,
        carried,
    })
}
