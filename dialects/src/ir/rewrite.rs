//! The rewrite driver: each op of a list replaced by values a rewrite builds
//! for it, then erased by the driver.
//!
//! A rewrite receives its op as a [`Matched`], whose handle lives only for
//! that call (the closure is generic over the lifetime `'x`), so it cannot
//! keep the op, or a value of it, past its rewrite: the compiler rejects it.
//! The driver erases every replaced op only once all rewrites have run, in
//! reverse order (an op nested in another, later in a pre-order walk, goes
//! first), so no rewrite ever sees an erased op and no erased op is erased
//! again.

use super::{erase, replace_uses, IrError};
use melior::ir::{operation::OperationLike, Location, OperationRef, Value};
use std::{marker::PhantomData, ops::ControlFlow};

/// The op a rewrite is given, valid for the rewrite (`'x`); handles the
/// caller holds for longer (`'a`, such as the module) are narrowed to `'x`
/// with [`Self::narrow`].
pub struct Matched<'x, 'c, 'a> {
    op: OperationRef<'c, 'x>,
    outlives: PhantomData<&'x OperationRef<'c, 'a>>,
}

impl<'x, 'c, 'a> Matched<'x, 'c, 'a> {
    /// The op to rewrite.
    pub fn op(&self) -> OperationRef<'c, 'x> {
        self.op
    }

    /// A handle of the caller's (`'a`) as one of this rewrite's.
    pub fn narrow(&self, handle: OperationRef<'c, 'a>) -> OperationRef<'c, 'x> {
        handle
    }
}

/// Rewrites each op of `ops` (in order) with `rewrite`, which builds the
/// values replacing the op's results; `failed` hears of each failure at its
/// op's location and says whether to go on. Replaced ops are then erased.
/// A rewrite returning another number of values than its op has results is
/// an error (nothing is truncated).
pub fn replace_each<'c, 'a, E>(
    ops: Vec<OperationRef<'c, 'a>>,
    mut rewrite: impl for<'x> FnMut(Matched<'x, 'c, 'a>) -> Result<Vec<Value<'c, 'x>>, E>,
    mut failed: impl FnMut(Location<'c>, E) -> ControlFlow<()>,
) -> Result<(), IrError> {
    let mut replaced = Vec::with_capacity(ops.len());
    let mut outcome = Ok(());
    for op in ops {
        let matched = Matched {
            op,
            outlives: PhantomData,
        };
        match rewrite(matched) {
            Ok(values) => match replace_uses(op, &values) {
                Ok(()) => replaced.push(op),
                Err(error) => {
                    outcome = Err(error);
                    break;
                }
            },
            Err(error) => {
                if failed(op.location(), error).is_break() {
                    break;
                }
            }
        }
    }
    for op in replaced.into_iter().rev() {
        erase(op)?;
    }
    outcome
}
