//! Parsing textual IR with mlir-opt's diagnostics: every error printed as
//! `file:line:col: error: ...` with the source line and a caret, or, in
//! verify-diagnostics mode, matched against `expected-*` annotations.

use super::shim as ffi;
use melior::{ir::Module, Context};

/// One input buffer and the diagnostic handler reporting against it. Keep it
/// alive while anything that may emit diagnostics on this input runs.
pub struct SourceSession<'c> {
    raw: *mut ffi::TantoSourceSession,
    context: &'c Context,
}

impl<'c> SourceSession<'c> {
    /// `name` is the buffer name used in locations (the file path).
    pub fn new(context: &'c Context, text: &str, name: &str, verify_diagnostics: bool) -> Self {
        // SAFETY: the shim copies `text` and `name`.
        let raw = unsafe {
            ffi::tantoSourceSessionCreate(
                context.to_raw(),
                ffi::string_ref(text),
                ffi::string_ref(name),
                verify_diagnostics,
            )
        };
        Self { raw, context }
    }

    /// Parses the buffer (top-level ops are wrapped in an implicit module)
    /// without verifying it: run [`crate::verify::verify_parsed`] next. None on
    /// syntax errors, which were already reported.
    pub fn parse(&self) -> Option<Module<'c>> {
        let _ = self.context;
        // SAFETY: the session is live; the returned op (if any) is owned by us.
        let op = unsafe { ffi::tantoSourceSessionParse(self.raw) };
        if op.ptr.is_null() {
            return None;
        }
        // SAFETY: a non-null result is a builtin.module we own.
        unsafe { Some(Module::from_raw(mlir_sys::mlirModuleFromOperation(op))) }
    }

    /// In verify-diagnostics mode, whether the expected diagnostics were
    /// exactly those emitted (mismatches are reported). True otherwise.
    pub fn expected_diagnostics_matched(&self) -> bool {
        // SAFETY: the session is live.
        unsafe { ffi::tantoSourceSessionVerify(self.raw) }
    }
}

impl Drop for SourceSession<'_> {
    fn drop(&mut self) {
        // SAFETY: created by tantoSourceSessionCreate, destroyed once.
        unsafe { ffi::tantoSourceSessionDestroy(self.raw) }
    }
}
