//! The values that stand for one tile buffer across regions: a tile carried
//! through scf.for iter_args, scf.while arguments or out of scf.if results
//! is one buffer (updates are in place), and so is a view of a tile
//! (SET_VALIDSHAPE, TALIAS, TSUBVIEW).

use melior::ir::{block::BlockLike, operation::OperationLike, OperationRef, RegionLike, Value};
use tanto_dialects::{scf::ForOp, OpKind};

/// What joins one buffer at a region op's tile result `index`.
pub(super) struct Carried<'c, 'a> {
    /// The op's own names for it: the result and the region arguments.
    pub own: Vec<Value<'c, 'a>>,
    /// The values flowing into it: the initial value and what each region
    /// passes on (a yield, a condition).
    pub members: Vec<Value<'c, 'a>>,
}

/// The values of result `index` of an scf.for, scf.if or scf.while.
pub(super) fn carried<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Carried<'c, 'a> {
    let mut own: Vec<Value> = op.result(index).map(Value::from).into_iter().collect();
    let mut members = Vec::new();
    let block = |region: usize| op.region(region).ok().and_then(|r| r.first_block());
    let passed_on = |region: usize, offset: usize, index: usize| {
        block(region)
            .and_then(|b| b.terminator())
            .and_then(|t| t.operand(index + offset).ok())
    };
    match OpKind::of(&op) {
        Some(OpKind::ScfWhile) => {
            let before = while_before_index(op, index);
            members.extend(before.and_then(|j| op.operand(j).ok()));
            // scf.condition's first operand is the verdict.
            members.extend(passed_on(0, 1, index));
            members.extend(before.and_then(|j| passed_on(1, 0, j)));
            own.extend(
                before
                    .and_then(|j| block(0).and_then(|b| b.argument(j).ok()))
                    .map(Value::from),
            );
            own.extend(
                block(1)
                    .and_then(|b| b.argument(index).ok())
                    .map(Value::from),
            );
        }
        _ => {
            for region in 0..op.region_count() {
                members.extend(passed_on(region, 0, index));
            }
            if let Some(for_op) = ForOp::cast(op) {
                own.extend(for_op.carried(index).map(Value::from));
                members.extend(for_op.init(index).ok());
            }
        }
    }
    Carried { own, members }
}

/// Whether an op's tile results are carried buffers.
pub(super) fn carries(op: &OperationRef) -> bool {
    matches!(
        OpKind::of(op),
        Some(OpKind::ScfFor | OpKind::ScfIf | OpKind::ScfWhile)
    )
}

/// The scf.while argument (and initial value) that result `index` comes
/// back as: the loop's arguments and results pair up from the end (a
/// carried buffer is the last of both).
pub(crate) fn while_before_index(op: OperationRef, index: usize) -> Option<usize> {
    let arguments = op.operand_count();
    (index + arguments).checked_sub(op.result_count())
}
