//! `tanto-verify`: the Rust verifier of the tile/pipe/noc dialects (the rules
//! IRDL cannot state) as a pass, so a pipeline can re-check IR it produced.

use melior::ir::OperationRef;
use tanto_dialects::pass::{PassFailed, PassInfo, PassOptions, RustPass};

pub static PASS: PassInfo = PassInfo {
    argument: "tanto-verify",
    description: "Check the tile/pipe/noc rules beyond IRDL (enums, element types, slot indices, type parameters, op rules)",
    anchor: "",
    create,
};

fn create(options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
    options.expect_only(&[])?;
    Ok(Box::new(Verify))
}

struct Verify;

impl RustPass for Verify {
    fn run<'c>(
        &mut self,
        _context: &'c melior::Context,
        op: OperationRef<'c, '_>,
    ) -> Result<(), PassFailed> {
        let _span = tracing::info_span!("pass", name = PASS.argument).entered();
        if tanto_dialects::verify::verify_tree(op) {
            Ok(())
        } else {
            Err(PassFailed)
        }
    }

    fn changed_ir(&self) -> bool {
        false
    }
}
