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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::{nested_ops, op_name, replace_op};
    use melior::ir::{Module, ValueLike};

    const TEXT: &str = "module {
      func.func @f() -> i32 {
        %0 = arith.constant 1 : i32
        %1 = arith.constant 2 : i32
        return %0 : i32
      }
    }";

    fn constants<'c, 'a>(module: &'a Module<'c>) -> Vec<OperationRef<'c, 'a>> {
        nested_ops(module.as_operation())
            .into_iter()
            .filter(|op| op_name(op) == "arith.constant")
            .collect()
    }

    #[test]
    fn a_replacement_with_another_count_of_values_is_refused_and_changes_nothing() {
        let context = crate::context::create_context().expect("context");
        let module = Module::parse(&context, TEXT).expect("parses");
        let [one, _] = constants(&module)[..] else {
            panic!("two constants")
        };
        let error = replace_op(one, &[]).expect_err("one result, no value");
        assert!(matches!(
            error,
            IrError::ResultCount {
                results: 1,
                values: 0,
                ..
            }
        ));
        assert_eq!(constants(&module).len(), 2);
        assert!(module.as_operation().verify());
    }

    #[test]
    fn an_op_whose_results_are_used_is_not_erased() {
        let context = crate::context::create_context().expect("context");
        let module = Module::parse(&context, TEXT).expect("parses");
        let [used, unused] = constants(&module)[..] else {
            panic!("two constants")
        };
        assert!(matches!(erase(used), Err(IrError::StillUsed(_))));
        assert_eq!(erase(unused), Ok(()));
        assert_eq!(constants(&module).len(), 1);
        assert!(module.as_operation().verify());
    }

    #[test]
    fn replace_each_replaces_the_uses_then_erases_the_op() {
        let context = crate::context::create_context().expect("context");
        let module = Module::parse(&context, TEXT).expect("parses");
        let [one, two] = constants(&module)[..] else {
            panic!("two constants")
        };
        let two_value: Value = two.result(0).expect("a result").into();
        let mut heard = 0;
        let outcome = replace_each(
            vec![one],
            |_| Ok::<_, String>(vec![two_value]),
            |_, _| {
                heard += 1;
                ControlFlow::Continue(())
            },
        );
        assert_eq!(outcome, Ok(()));
        assert_eq!(heard, 0);
        let left = constants(&module);
        assert_eq!(left.len(), 1);
        let value = left[0].result(0).expect("a result");
        assert!(crate::ir::has_uses(value.into()));
        assert_eq!(value.r#type().to_string(), "i32");
        assert!(module.as_operation().verify());
    }

    #[test]
    fn replace_each_reports_a_miscounted_rewrite_and_erases_nothing_it_did_not_replace() {
        let context = crate::context::create_context().expect("context");
        let module = Module::parse(&context, TEXT).expect("parses");
        let [one, _] = constants(&module)[..] else {
            panic!("two constants")
        };
        let outcome = replace_each(
            vec![one],
            |_| Ok::<_, String>(Vec::new()),
            |_, _| ControlFlow::Continue(()),
        );
        assert!(matches!(outcome, Err(IrError::ResultCount { .. })));
        assert_eq!(constants(&module).len(), 2);
        assert!(module.as_operation().verify());
    }
}
