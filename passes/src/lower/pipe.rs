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
    let ops = lowering_start(context, module, PASS.argument, &[OpDialect::Pipe])?;
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
        Some(kind @ (OpKind::PipeGet | OpKind::PipeSet)) => {
            // An element of the read frame (get) or write frame (set).
            let pipe = operand(&op, 0)?;
            let size = super::element_size(super::value_type(pipe));
            let tile_bytes = b.constant(1024 * size);
            let frame = if kind == OpKind::PipeGet {
                "tanto.pipe.read_frame"
            } else {
                "tanto.pipe.write_frame"
            };
            let start = b.call1(frame, &[b.word(pipe), tile_bytes]);
            let offset = b.binary(
                OpKind::ArithMuli,
                b.word(operand(&op, 1)?),
                b.constant(size),
            );
            let address = b.binary(OpKind::ArithAddi, start, offset);
            let pointer_type =
                tanto_dialects::ir::parse_type(context, "!llvm.ptr").map_err(|e| e.to_string())?;
            let pointer = b.call("tanto.ptr", &[address], &[pointer_type])[0];
            if kind == OpKind::PipeGet {
                let element =
                    melior::ir::ValueLike::r#type(&op.result(0).map_err(|e| e.to_string())?);
                let load = b.build(OpKind::LlvmLoad, &[pointer], &[element], &[]);
                return Ok(vec![Builder::result(load, 0)]);
            }
            b.build(OpKind::LlvmStore, &[operand(&op, 2)?, pointer], &[], &[]);
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
