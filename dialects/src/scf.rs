//! A typed view of upstream `scf.for`, so the passes name its parts instead
//! of counting operands. Upstream ops are not generated from a definition
//! (MLIR defines them), and `scf.for` is the one whose operand layout the
//! passes need: lower bound, upper bound, step, then the initial values of
//! the loop-carried variables; its body's block arguments are the induction
//! variable, then one per carried variable; its body ends in `scf.yield`.

use crate::OpKind;
use melior::ir::{
    block::{BlockArgument, BlockLike},
    operation::OperationLike,
    BlockRef, OperationRef, RegionLike, Value,
};

/// An `scf.for`.
#[derive(Debug, Clone, Copy)]
pub struct ForOp<'c, 'a> {
    op: OperationRef<'c, 'a>,
}

impl<'c, 'a> ForOp<'c, 'a> {
    pub const NAME: &'static str = "scf.for";

    pub fn cast(op: OperationRef<'c, 'a>) -> Option<Self> {
        (OpKind::of(&op) == Some(OpKind::ScfFor)).then_some(Self { op })
    }

    pub fn operation(&self) -> OperationRef<'c, 'a> {
        self.op
    }

    pub fn lower_bound(&self) -> Result<Value<'c, 'a>, melior::Error> {
        self.op.operand(0)
    }

    pub fn upper_bound(&self) -> Result<Value<'c, 'a>, melior::Error> {
        self.op.operand(1)
    }

    pub fn step(&self) -> Result<Value<'c, 'a>, melior::Error> {
        self.op.operand(2)
    }

    /// The initial value of carried variable `index`.
    pub fn init(&self, index: usize) -> Result<Value<'c, 'a>, melior::Error> {
        self.op.operand(3 + index)
    }

    /// Makes `value` the initial value of carried variable `index`.
    pub fn set_init(&self, index: usize, value: Value<'c, '_>) {
        crate::ir::set_operand(self.op, 3 + index, value);
    }

    /// The initial values of the carried variables (`iter_args`).
    pub fn inits(&self) -> Vec<Value<'c, 'a>> {
        (3..self.op.operand_count())
            .filter_map(|i| self.op.operand(i).ok())
            .collect()
    }

    /// The body block.
    pub fn body(&self) -> Option<BlockRef<'c, 'a>> {
        self.op.region(0).ok()?.first_block()
    }

    pub fn induction_variable(&self) -> Option<BlockArgument<'c, 'a>> {
        self.body()?.argument(0).ok()
    }

    /// The body's argument for carried variable `index`.
    pub fn carried(&self, index: usize) -> Option<BlockArgument<'c, 'a>> {
        self.body()?.argument(1 + index).ok()
    }

    /// The body's arguments for the carried variables.
    pub fn carried_all(&self) -> Vec<BlockArgument<'c, 'a>> {
        self.body().map_or_else(Vec::new, |body| {
            (1..body.argument_count())
                .filter_map(|i| body.argument(i).ok())
                .collect()
        })
    }

    /// What the body yields for carried variable `index`.
    pub fn yielded(&self, index: usize) -> Option<Value<'c, 'a>> {
        self.body()?.terminator()?.operand(index).ok()
    }

    /// The carried variable a body argument stands for (`None` for the
    /// induction variable and for other blocks' arguments).
    pub fn carried_index(argument: BlockArgument<'c, 'a>) -> Option<usize> {
        argument.argument_number().checked_sub(1)
    }
}
