//! The bridge from MLIR's LLVM dialect to inkwell's LLVM modules.

use inkwell::{
    context::Context as LlvmContext,
    module::Module as LlvmModule,
    values::{BasicValue, FunctionValue},
};
use melior::ir::Module;

/// MLIR's translation of an LLVM-dialect module into an LLVM module owned by
/// `llvm`. None when MLIR cannot translate it; the ops it cannot translate
/// were reported as located diagnostics.
pub fn translate_to_llvm<'ctx>(
    module: &Module,
    llvm: &'ctx LlvmContext,
) -> Option<LlvmModule<'ctx>> {
    // SAFETY: both crates link the same LLVM, so inkwell's context is the
    // LLVMContext MLIR expects; the module op is live for the call. The shim
    // catches C++ exceptions, which must not unwind into Rust.
    let raw = unsafe {
        super::shim::tantoTranslateModuleToLLVMIR(
            module.as_operation().to_raw(),
            llvm.raw() as mlir_sys::LLVMContextRef,
        )
    };
    if raw.is_null() {
        return None;
    }
    // SAFETY: a non-null result is a new module in `llvm`, owned by nobody
    // else; inkwell takes ownership and disposes of it.
    Some(unsafe { LlvmModule::new(raw as inkwell::llvm_sys::prelude::LLVMModuleRef) })
}

extern "C" {
    // MLIR's C API for the LLVM dialect's passes (libMLIRCAPILLVM, linked
    // with the other MLIR libraries); mlir-sys has no binding for it.
    fn mlirRegisterLLVMDIScopeForLLVMFuncOpPass();
}

/// Registers MLIR's `ensure-debug-info-scope-on-llvm-func`, which gives each
/// `llvm.func` a DISubprogram from its location so that the translation to
/// LLVM IR turns op locations into `!dbg` line information. Only
/// `register_upstream_passes` calls it, once: MLIR aborts on a registration
/// of a name it already has.
pub(super) fn register_debug_info_scope_pass() {
    // SAFETY: the registration only adds a pass constructor to MLIR's global
    // registry; its one caller runs it under a `Once`.
    unsafe { mlirRegisterLLVMDIScopeForLLVMFuncOpPass() }
}

/// Deletes `function` from its module if nothing refers to it; returns
/// whether it did. (A function with uses cannot be deleted safely.)
pub fn delete_unused_function(function: FunctionValue) -> bool {
    if function
        .as_global_value()
        .as_pointer_value()
        .get_first_use()
        .is_some()
    {
        return false;
    }
    // SAFETY: the function has no uses, so no value refers to it once it is
    // gone; the caller drops its `FunctionValue`.
    unsafe { function.delete() };
    true
}

/// Parses LLVM IR text (clang's output) into a module of `llvm`.
///
/// inkwell's `create_module_from_ir` parses through LLVM 22's
/// `LLVMParseIRInContext2`, which borrows the buffer, yet forgets it as if
/// the parser had taken it: every call leaked the copy of the text (found by
/// the ztachip_text fuzz target's leak checker). The buffer is freed here.
pub fn parse_ir<'ctx>(
    llvm: &'ctx LlvmContext,
    text: &str,
    name: &str,
) -> Result<LlvmModule<'ctx>, String> {
    let buffer =
        inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), name);
    let raw = buffer.as_mut_ptr();
    let parsed = llvm
        .create_module_from_ir(buffer)
        .map_err(|e| e.to_string());
    // The parser only borrowed the buffer (LLVMParseIRInContext2 documents
    // that the caller frees it); a module parsed from text keeps no
    // reference into it.
    // SAFETY: `raw` is the buffer created above, forgotten by inkwell without being disposed of: this is its one release.
    unsafe { inkwell::llvm_sys::core::LLVMDisposeMemoryBuffer(raw) };
    parsed
}
