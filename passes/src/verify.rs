//! `tanto-verify`: the Rust verifier of the tile/pipe/noc dialects (the rules
//! IRDL cannot state) as a pass, so a pipeline can re-check IR it produced.

use melior::{ir::OperationRef, Context};
use tanto_dialects::pass::{FnPass, PassFailed, PassInfo, PassResult};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-verify",
    description: "Check the tile/pipe/noc rules beyond IRDL (enums, element types, slot indices, type parameters, op rules)",
    anchor: "",
    create: |options| FnPass::new(PASS.argument, run).checker().create(options),
};

fn run<'c>(_context: &'c Context, op: OperationRef<'c, '_>) -> PassResult {
    if tanto_dialects::verify::verify_tree(op) {
        Ok(())
    } else {
        Err(PassFailed)
    }
}
