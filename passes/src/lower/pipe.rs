//! `tanto-lower-pipe-to-llvm`: pipe operations to the inline pipe protocol
//! of the device library (control block counters in L1, docs/abi.md).

use super::{
    ensure_library, erase_dead_casts, module_arch, op_name, ops_of_dialect, Builder, Dialect,
};
use melior::{
    ir::{operation::OperationLike, OperationRef, Value},
    Context,
};
use tanto_dialects::{
    ir,
    pass::{PassFailed, PassInfo, PassOptions, RustPass},
    verify::emit_error,
    OpKind,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-pipe-to-llvm",
    description: "Lower pipe operations to the inline pipe protocol (control-block counters in L1) of the runtime ABI",
    anchor: OpKind::BuiltinModule.name(),
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&[])?;
    Ok(Box::new(LowerPipe))
}

struct LowerPipe;

impl RustPass for LowerPipe {
    fn run<'c>(
        &mut self,
        context: &'c Context,
        module: OperationRef<'c, '_>,
    ) -> Result<(), PassFailed> {
        let _span = tracing::info_span!("pass", name = PASS.argument).entered();
        let arch = module_arch(module).map_err(|e| {
            emit_error(module.location(), &format!("{}: {e}", PASS.argument));
            PassFailed
        })?;
        let ops = ops_of_dialect(module, Dialect::Pipe);
        if ops
            .iter()
            .any(|op| OpKind::of(op) != Some(OpKind::PipeDecl))
        {
            ensure_library(context, module, &arch).map_err(|e| {
                emit_error(module.location(), &e);
                PassFailed
            })?;
        }
        let mut failed = false;
        for op in ops {
            if OpKind::of(&op) == Some(OpKind::PipeDecl) {
                continue;
            }
            match lower(context, op) {
                Ok(results) => ir::replace_op(op, &results),
                Err(message) => {
                    emit_error(op.location(), &message);
                    failed = true;
                }
            }
        }
        erase_dead_casts(module);
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    }
}

/// Emits the lowering of one pipe op before it; returns the values replacing
/// its results.
fn lower<'c, 'a>(
    context: &'c Context,
    op: OperationRef<'c, 'a>,
) -> Result<Vec<Value<'c, 'a>>, String> {
    let b = Builder::at(context, op)?;
    match OpKind::of(&op) {
        Some(OpKind::PipeSetFrame) => {
            let (pipe, tiles) = (b.word(operand(&op, 0)?), b.word(operand(&op, 1)?));
            b.call("tanto.pipe.set_frame", &[pipe, tiles], &[]);
        }
        Some(
            OpKind::PipeTpipe
            | OpKind::PipeTalloc
            | OpKind::PipeTpop
            | OpKind::PipeTpush
            | OpKind::PipeTfree,
        ) => return super::pto::lower_fifo(&b, &op),
        Some(
            kind @ (OpKind::PipeReserveBack
            | OpKind::PipeReserveNext
            | OpKind::PipePushBack
            | OpKind::PipeWaitFront
            | OpKind::PipePopFront),
        ) => {
            let pipe = b.word(operand(&op, 0)?);
            b.call(&format!("tanto.{}", kind.name()), &[pipe], &[]);
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
