//! The MLIR context every Tanto tool works in: the upstream dialects we use,
//! our three dialects (IRDL, loaded at start-up), the upstream passes our
//! pipelines name, and the LLVM IR translation.

use crate::{ffi, irdl};
use melior::{
    dialect::{DialectHandle, DialectRegistry},
    ir::Module,
    utility::load_irdl_dialects,
    Context,
};
use std::sync::Once;

#[derive(Debug, thiserror::Error)]
pub enum ContextError {
    #[error("internal error: the IRDL definition of the Tanto dialects does not parse")]
    IrdlParse,
    #[error("internal error: MLIR refused to load the IRDL definition of the Tanto dialects")]
    IrdlLoad,
}

/// A context with func/arith/scf/cf/memref/llvm, our dialects and the LLVM IR
/// translation. Single-threaded, so diagnostics and output are deterministic.
pub fn create_context() -> Result<Context, ContextError> {
    let registry = DialectRegistry::new();
    for handle in upstream_dialects() {
        handle.insert_dialect(&registry);
    }
    let context = Context::new_with_registry(&registry, false);
    context.load_all_available_dialects();
    // SAFETY: the context is live; the shim appends a registry to it.
    unsafe { ffi::tantoRegisterLLVMTranslations(context.to_raw()) };

    let definitions: Vec<_> = crate::dialects().iter().collect();
    let module = Module::parse(&context, &irdl::irdl_module(&definitions))
        .ok_or(ContextError::IrdlParse)?;
    if !load_irdl_dialects(&module) {
        return Err(ContextError::IrdlLoad);
    }
    register_upstream_passes();
    Ok(context)
}

fn upstream_dialects() -> Vec<DialectHandle> {
    // SAFETY: the handle getters return static descriptors.
    let from_raw = |raw| unsafe { DialectHandle::from_raw(raw) };
    vec![
        DialectHandle::func(),
        DialectHandle::arith(),
        DialectHandle::scf(),
        DialectHandle::cf(),
        DialectHandle::memref(),
        DialectHandle::llvm(),
        from_raw(unsafe { mlir_sys::mlirGetDialectHandle__irdl__() }),
        from_raw(unsafe { mlir_sys::mlirGetDialectHandle__index__() }),
    ]
}

/// Registers, once per process, the upstream passes a pipeline may name:
/// the generic transforms and the conversions to the LLVM dialect.
pub fn register_upstream_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| unsafe {
        use mlir_sys::*;
        mlirRegisterTransformsPasses();
        mlirRegisterConversionSCFToControlFlowPass();
        mlirRegisterConversionConvertControlFlowToLLVMPass();
        mlirRegisterConversionArithToLLVMConversionPass();
        mlirRegisterConversionConvertFuncToLLVMPass();
        mlirRegisterConversionFinalizeMemRefToLLVMConversionPass();
        mlirRegisterConversionConvertIndexToLLVMPass();
        mlirRegisterConversionReconcileUnrealizedCastsPass();
        mlirRegisterConversionConvertToLLVMPass();
    });
}
