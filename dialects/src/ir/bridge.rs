//! The C++ side of Rust passes: the callbacks the shim's `mlir::Pass` calls
//! to create, run and destroy a pass instance, and the registration of passes
//! and pipeline aliases.

use super::shim as ffi;
use crate::pass::{PassInfo, PassOptions, RustPass};
use melior::ir::{operation::OperationLike, OperationRef};
use mlir_sys::{MlirOperation, MlirStringRef};
use std::ffi::c_void;

/// Makes `info` nameable in textual pipelines. Register each pass once.
pub fn register(info: &'static PassInfo) {
    let callbacks = ffi::TantoPassCallbacks {
        user_data: info as *const PassInfo as *mut c_void,
        create,
        run,
        destroy,
    };
    // SAFETY: the string references point at 'static strings, which the shim
    // copies; the callbacks have the signatures the shim declares.
    unsafe {
        ffi::tantoRegisterPass(
            ffi::string_ref(info.argument),
            ffi::string_ref(info.description),
            ffi::string_ref(info.anchor),
            callbacks,
        )
    }
}

/// Makes `name` an alias, usable in textual pipelines, of the pipeline
/// `pipeline` (for example `convert-scf-to-cf,convert-func-to-llvm`).
pub fn register_pipeline(name: &str, description: &str, pipeline: &str) {
    // SAFETY: the string references are valid for the call; the shim copies them.
    unsafe {
        ffi::tantoRegisterPipeline(
            ffi::string_ref(name),
            ffi::string_ref(description),
            ffi::string_ref(pipeline),
        )
    }
}

type Instance = Box<dyn RustPass>;

unsafe extern "C" fn create(
    user_data: *mut c_void,
    options: MlirStringRef,
    on_error: ffi::ErrorSink,
    sink: *mut c_void,
) -> *mut c_void {
    // SAFETY: user_data is the &'static PassInfo given to `register`.
    let info = unsafe { &*(user_data as *const PassInfo) };
    // SAFETY: the shim passes a reference to its option string, live for the call.
    let text = unsafe { ffi::to_string(options) }.unwrap_or_default();
    let result = PassOptions::parse(&text).and_then(|options| (info.create)(&options));
    match result {
        Ok(instance) => Box::into_raw(Box::new(instance)).cast(),
        Err(message) => {
            let message = format!("{}: {message}", info.argument);
            // SAFETY: `on_error` and `sink` are the shim's; it copies the message.
            unsafe { on_error(ffi::string_ref(&message), sink) };
            std::ptr::null_mut()
        }
    }
}

unsafe extern "C" fn run(instance: *mut c_void, op: MlirOperation) -> i32 {
    // SAFETY: `instance` came from `create`, and MLIR runs one instance on one
    // thread at a time, so this is the only reference to it.
    let pass = unsafe { &mut *(instance as *mut Instance) };
    // SAFETY: MLIR hands us its live anchor op, which stays alive (and is only
    // changed by this pass) until this call returns.
    let op = unsafe { OperationRef::from_raw(op) };
    // `to_ref` views this local `ContextRef` (one `MlirContext`, laid out as
    // `Context`) as a `&Context` pointing into this frame. `RustPass::run` is
    // generic over that borrow, so nothing it builds outlives the call.
    let context_ref = op.context();
    // SAFETY: the borrow of the local `context_ref` ends before this frame does.
    let context = unsafe { context_ref.to_ref() };
    // A pass that changed nothing (or only annotations) lets MLIR keep its
    // analyses and skip verifying the IR again after it (a whole-module walk).
    let body = || match pass.run(context, op) {
        Err(_) => ffi::PASS_FAILED,
        Ok(()) if !pass.changed_ir() || pass.only_annotated() => ffi::PASS_UNCHANGED,
        Ok(()) => ffi::PASS_CHANGED,
    };
    run_guarded(body, op)
}

/// Outside fuzzing, a panic is reported as an internal error instead of
/// unwinding into C++ (which would abort). Fuzz builds (`--cfg fuzzing`)
/// let it abort, so the fuzzer sees every panic.
#[cfg(not(fuzzing))]
fn run_guarded(body: impl FnOnce() -> i32, op: OperationRef) -> i32 {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(body)).unwrap_or_else(|_| {
        crate::verify::emit_error(
            op.location(),
            "internal error: a Tanto pass panicked; please report this with the input",
        );
        ffi::PASS_FAILED
    })
}

#[cfg(fuzzing)]
fn run_guarded(body: impl FnOnce() -> i32, _op: OperationRef) -> i32 {
    body()
}

unsafe extern "C" fn destroy(instance: *mut c_void) {
    // SAFETY: created by Box::into_raw in `create`; the shim destroys it once.
    drop(unsafe { Box::from_raw(instance as *mut Instance) });
}
