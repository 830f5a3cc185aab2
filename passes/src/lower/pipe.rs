//! `tanto-lower-pipe-to-llvm`: pipe operations to the inline pipe protocol
//! of the device library (control block counters in L1, docs/abi.md).

use super::{lowering_start, op_name, replace_each, Builder, OnError};
use melior::{
    ir::{operation::OperationLike, OperationRef, Value},
    Context,
};
use tanto_dialects::{
    pass::{FnPass, PassInfo, PassResult},
    OpDialect, OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-pipe-to-llvm",
    description: "Lower pipe operations to the inline pipe protocol (control-block counters in L1) of the runtime ABI",
    anchor: OpKind::BuiltinModule.name(),
    create: |options| FnPass::new(PASS.argument, run).create(options),
};

/// Declarations stay for the kernels' lowering.
fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
    let ops = lowering_start(context, module, PASS.argument, OpDialect::Pipe)?;
    replace_each(module, ops, OnError::Continue, |op| {
        lower(context, module, op)
    })
}

/// Emits the lowering of one pipe op before it; returns the values replacing
/// its results.
fn lower<'c, 'a>(
    context: &'c Context,
    module: OperationRef<'c, 'a>,
    op: OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let b = Builder::at(context, op)?;
    match OpKind::of(&op) {
        Some(OpKind::PipeSetFrame) => {
            let (pipe, tiles) = (b.word(operand(&op, 0)?), b.word(operand(&op, 1)?));
            let frame_word = b.constant(super::frame_word(&op)?);
            b.call("tanto.pipe.set_frame", &[pipe, frame_word, tiles], &[]);
        }
        Some(
            OpKind::PipeTpipe
            | OpKind::PipeTalloc
            | OpKind::PipeTpop
            | OpKind::PipeTpush
            | OpKind::PipeTfree,
        ) => return super::pto::lower_fifo(&b, &op),
        Some(
            OpKind::PipeTpipeLocal
            | OpKind::PipeTpushLocal
            | OpKind::PipeTpopLocal
            | OpKind::PipeTfreeLocal,
        ) => return super::pto::lower_local_fifo(module, &b, &op),
        Some(
            kind @ (OpKind::PipeReserveBack
            | OpKind::PipeReserveNext
            | OpKind::PipePushBack
            | OpKind::PipeWaitFront
            | OpKind::PipePopFront),
        ) => {
            let pipe = b.word(operand(&op, 0)?);
            let frame_word = b.constant(super::frame_word(&op)?);
            b.call(&format!("tanto.{}", kind.name()), &[pipe, frame_word], &[]);
        }
        _ => {
            let name = op_name(&op);
            return Err(format!(
                "'{name}' has no lowering to LLVM yet: PTO FIFOs are lowered with the PTO frontend"
            ));
        }
    }
    Ok(Vec::new())
}

/// Operand `index` of `op`; a missing one is an error (the op is malformed).
pub(crate) fn operand<'c, 'a>(
    op: &OperationRef<'c, 'a>,
    index: usize,
) -> Result<Value<'c, 'a>, String> {
    op.operand(index)
        .map_err(|e| format!("'{}': {e}", op_name(op)))
}
