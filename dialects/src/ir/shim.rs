//! Declarations of the C++ shim (shim/tanto_shim.cpp), and string conversions
//! at the C boundary. Private to the toolkit.

use mlir_sys::{
    MlirAttribute, MlirContext, MlirLocation, MlirOpPrintingFlags, MlirOperation, MlirStringRef,
    MlirType,
};
use std::ffi::c_void;

#[repr(C)]
pub struct TantoSourceSession {
    _private: [u8; 0],
}

/// The results of `TantoPassCallbacks::run` (TANTO_PASS_* in the shim).
pub const PASS_FAILED: i32 = 0;
pub const PASS_CHANGED: i32 = 1;
pub const PASS_UNCHANGED: i32 = 2;

pub type ErrorSink = unsafe extern "C" fn(message: MlirStringRef, sink: *mut c_void);

#[repr(C)]
pub struct TantoPassCallbacks {
    pub user_data: *mut c_void,
    pub create: unsafe extern "C" fn(
        user_data: *mut c_void,
        options: MlirStringRef,
        on_error: ErrorSink,
        sink: *mut c_void,
    ) -> *mut c_void,
    pub run: unsafe extern "C" fn(instance: *mut c_void, op: MlirOperation) -> i32,
    pub destroy: unsafe extern "C" fn(instance: *mut c_void),
}

unsafe extern "C" {
    pub fn tantoRegisterPass(
        argument: MlirStringRef,
        description: MlirStringRef,
        anchor: MlirStringRef,
        callbacks: TantoPassCallbacks,
    );
    pub fn tantoRegisterPipeline(
        name: MlirStringRef,
        description: MlirStringRef,
        pipeline: MlirStringRef,
    );
    pub fn tantoSourceSessionCreate(
        context: MlirContext,
        text: MlirStringRef,
        name: MlirStringRef,
        verify_diagnostics: bool,
    ) -> *mut TantoSourceSession;
    pub fn tantoSourceSessionParse(session: *mut TantoSourceSession) -> MlirOperation;
    pub fn tantoSourceSessionVerify(session: *mut TantoSourceSession) -> bool;
    pub fn tantoSourceSessionDestroy(session: *mut TantoSourceSession);
    pub fn tantoEmitDiagnostic(
        location: MlirLocation,
        severity: i32,
        message: MlirStringRef,
        num_notes: isize,
        note_locations: *const MlirLocation,
        note_messages: *const MlirStringRef,
    );
    pub fn tantoTypeIsDynamic(r#type: MlirType) -> bool;
    pub fn tantoDynamicTypeGetDialect(r#type: MlirType) -> MlirStringRef;
    pub fn tantoDynamicTypeGetName(r#type: MlirType) -> MlirStringRef;
    pub fn tantoDynamicTypeGetNumParams(r#type: MlirType) -> isize;
    pub fn tantoDynamicTypeGetParam(r#type: MlirType, index: isize) -> MlirAttribute;
    pub fn tantoRegisterLLVMTranslations(context: MlirContext);
    pub fn tantoStdoutClosedAtStart() -> bool;
    pub fn tantoTranslateModuleToLLVMIR(
        module: MlirOperation,
        context: mlir_sys::LLVMContextRef,
    ) -> mlir_sys::LLVMModuleRef;
    pub fn tantoPassManagerRunOnOp(manager: mlir_sys::MlirPassManager, op: MlirOperation) -> bool;
    pub fn tantoCountDiagnostics(context: MlirContext);
    pub fn tantoReportedDiagnostics(errors: *mut usize, warnings: *mut usize);
    pub fn tantoOperationPrintBuffered(
        op: MlirOperation,
        flags: MlirOpPrintingFlags,
        assume_verified: bool,
        callback: unsafe extern "C" fn(text: MlirStringRef, user_data: *mut c_void),
        user_data: *mut c_void,
    );
}

/// A borrowed Rust string as an MLIR string reference.
pub fn string_ref(text: &str) -> MlirStringRef {
    MlirStringRef {
        data: text.as_ptr().cast(),
        length: text.len(),
    }
}

/// The bytes of an MLIR string reference, without copying.
///
/// # Safety
/// `raw` must point at `length` readable bytes (or have a null `data`) that
/// stay alive and unchanged for 'a.
pub unsafe fn as_bytes<'a>(raw: MlirStringRef) -> &'a [u8] {
    if raw.data.is_null() {
        return &[];
    }
    // SAFETY: the caller guarantees `length` readable bytes at `data`, alive for 'a.
    unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) }
}

/// Copies an MLIR string reference; None when it is not UTF-8.
///
/// # Safety
/// `raw` must point at `length` readable bytes (or have a null `data`).
pub unsafe fn to_string(raw: MlirStringRef) -> Option<String> {
    if raw.data.is_null() {
        return Some(String::new());
    }
    // SAFETY: the caller guarantees `length` readable bytes at `data`.
    let bytes = unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) };
    std::str::from_utf8(bytes).ok().map(str::to_string)
}
