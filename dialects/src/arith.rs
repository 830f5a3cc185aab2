//! A typed view of upstream `arith`'s two-operand integer ops (`addi`,
//! `subi`, `muli`, ...), so the analyses name the left and right operands
//! instead of counting them. MLIR defines these ops; their layout is fixed:
//! `lhs`, `rhs`, one result.

use crate::OpKind;
use melior::ir::{operation::OperationLike, OperationRef, Value};

/// An `arith` integer op of two operands.
#[derive(Debug, Clone, Copy)]
pub struct BinaryOp<'c, 'a> {
    op: OperationRef<'c, 'a>,
    kind: OpKind,
}

impl<'c, 'a> BinaryOp<'c, 'a> {
    /// The `arith` ops of this shape that the passes know.
    const KINDS: [OpKind; 17] = [
        OpKind::ArithAddi,
        OpKind::ArithSubi,
        OpKind::ArithMuli,
        OpKind::ArithDivsi,
        OpKind::ArithDivui,
        OpKind::ArithRemsi,
        OpKind::ArithRemui,
        OpKind::ArithShli,
        OpKind::ArithShrsi,
        OpKind::ArithShrui,
        OpKind::ArithAndi,
        OpKind::ArithOri,
        OpKind::ArithXori,
        OpKind::ArithMaxsi,
        OpKind::ArithMaxui,
        OpKind::ArithMinsi,
        OpKind::ArithMinui,
    ];

    /// `op` when it is one of them, with both operands present.
    pub fn cast(op: OperationRef<'c, 'a>) -> Option<Self> {
        let kind = OpKind::of(&op).filter(|k| Self::KINDS.contains(k))?;
        (op.operand_count() == 2).then_some(Self { op, kind })
    }

    pub fn kind(&self) -> OpKind {
        self.kind
    }

    pub fn lhs(&self) -> Result<Value<'c, 'a>, melior::Error> {
        self.op.operand(0)
    }

    pub fn rhs(&self) -> Result<Value<'c, 'a>, melior::Error> {
        self.op.operand(1)
    }
}
