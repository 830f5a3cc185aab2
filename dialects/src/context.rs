//! The MLIR context every Tanto tool works in: the upstream dialects we use,
//! our three dialects (IRDL, loaded at start-up), the upstream passes our
//! pipelines name, and the LLVM IR translation.

use crate::{ir, irdl};
use melior::{
    dialect::{DialectHandle, DialectRegistry},
    ir::Module,
    utility::load_irdl_dialects,
    Context,
};

#[derive(Debug, thiserror::Error)]
pub enum ContextError {
    #[error("internal error: the IRDL definition of the Tanto dialects does not parse")]
    IrdlParse,
    #[error("internal error: MLIR refused to load the IRDL definition of the Tanto dialects")]
    IrdlLoad,
}

/// A context with func/arith/scf/cf/memref/llvm/vector, our dialects and the LLVM IR
/// translation. Single-threaded, so diagnostics and output are deterministic.
pub fn create_context() -> Result<Context, ContextError> {
    let registry = DialectRegistry::new();
    for handle in upstream_dialects() {
        handle.insert_dialect(&registry);
    }
    let context = Context::new_with_registry(&registry, false);
    context.load_all_available_dialects();
    ir::register_llvm_translations(&context);
    ir::count_diagnostics(&context);

    let definitions: Vec<_> = crate::dialects().iter().collect();
    let module =
        Module::parse(&context, &irdl::irdl_module(&definitions)).ok_or(ContextError::IrdlParse)?;
    if !load_irdl_dialects(&module) {
        return Err(ContextError::IrdlLoad);
    }
    register_upstream_passes();
    Ok(context)
}

fn upstream_dialects() -> Vec<DialectHandle> {
    let [irdl, index, vector] = ir::extra_dialect_handles();
    vec![
        DialectHandle::func(),
        DialectHandle::arith(),
        DialectHandle::scf(),
        DialectHandle::cf(),
        DialectHandle::memref(),
        DialectHandle::llvm(),
        irdl,
        index,
        // TMRGSORT's executed counts are a vector<4xi16>.
        vector,
    ]
}

pub use ir::register_upstream_passes;
