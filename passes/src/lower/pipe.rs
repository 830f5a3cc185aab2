//! `tanto-lower-pipe-to-llvm`: pipe operations to the inline pipe protocol
//! of the device library (control block counters in L1, docs/abi.md).

use super::{ensure_library, erase_dead_casts, module_arch, op_name, ops_with_prefix, replace, Builder};
use melior::ir::{operation::OperationLike, OperationRef};
use tanto_dialects::{
    pass::{PassFailed, PassInfo, PassOptions, RustPass},
    verify::emit_error,
};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-lower-pipe-to-llvm",
    description: "Lower pipe operations to the inline pipe protocol (control-block counters in L1) of the runtime ABI",
    anchor: "builtin.module",
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&[])?;
    Ok(Box::new(LowerPipe))
}

struct LowerPipe;

impl RustPass for LowerPipe {
    fn run<'c>(&mut self, context: &'c melior::Context, module: OperationRef<'c, '_>) -> Result<(), PassFailed> {
        let _span = tracing::info_span!("pass", name = PASS.argument).entered();
        let arch = module_arch(module).map_err(|e| {
            emit_error(module.location(), &format!("{}: {e}", PASS.argument));
            PassFailed
        })?;
        let ops = ops_with_prefix(module, "pipe.");
        if ops.iter().any(|op| op_name(op) != "pipe.decl") {
            ensure_library(module, &arch).map_err(|e| {
                emit_error(module.location(), &e);
                PassFailed
            })?;
        }
        let mut failed = false;
        for op in ops {
            let name = op_name(&op);
            let b = Builder::at(op);
            match name.as_str() {
                "pipe.decl" => continue,
                "pipe.set_frame" => {
                    let (pipe, tiles) = (b.word(operand(&op, 0)), b.word(operand(&op, 1)));
                    b.call("tanto.pipe.set_frame", &[pipe, tiles], &[]);
                }
                "pipe.tpipe" | "pipe.talloc" | "pipe.tpop" | "pipe.tpush" | "pipe.tfree" => {
                    let results = super::pto::lower_fifo(&b, &op);
                    replace(op.to_raw(), &results);
                    continue;
                }
                "pipe.reserve_back" | "pipe.reserve_next" | "pipe.push_back" | "pipe.wait_front" | "pipe.pop_front" => {
                    let pipe = b.word(operand(&op, 0));
                    b.call(&format!("tanto.{name}"), &[pipe], &[]);
                }
                _ => {
                    emit_error(
                        op.location(),
                        &format!("'{name}' has no lowering to LLVM yet: PTO FIFOs are lowered with the PTO frontend"),
                    );
                    failed = true;
                    continue;
                }
            }
            replace(op.to_raw(), &[]);
        }
        erase_dead_casts(module);
        if failed {
            Err(PassFailed)
        } else {
            Ok(())
        }
    }
}

pub(crate) fn operand(op: &OperationRef, index: usize) -> mlir_sys::MlirValue {
    unsafe { mlir_sys::mlirOperationGetOperand(op.to_raw(), index as isize) }
}
