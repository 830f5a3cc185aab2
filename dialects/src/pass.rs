//! Rust passes that textual pipelines (`--pass-pipeline=...`) can name, with
//! options: `builtin.module(tanto-verify{strict=true},canonicalize)`.
//!
//! A registered pass is a C++ `mlir::Pass` (shim/tanto_shim.cpp) whose
//! creation, run and destruction call back into Rust.

use crate::ffi;
use melior::ir::operation::{OperationLike, OperationRef};
use mlir_sys::{MlirOperation, MlirStringRef};
use std::{collections::BTreeMap, ffi::c_void, panic::AssertUnwindSafe};

/// The pass failed; its diagnostics were already emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// One instance of a Rust pass, created from its options.
pub trait RustPass {
    fn run(&mut self, op: OperationRef<'_, '_>) -> Result<(), PassFailed>;
}

/// How to create a pass, and the names a pipeline knows it by.
pub struct PassInfo {
    /// The pipeline name, e.g. `tanto-verify`.
    pub argument: &'static str,
    pub description: &'static str,
    /// The op it runs on (`builtin.module`, `func.func`), or "" for any op.
    pub anchor: &'static str,
    pub create: fn(&PassOptions) -> Result<Box<dyn RustPass>, String>,
}

/// `key=value` options of a pass, as written inside `{...}` in a pipeline.
#[derive(Debug, Default, Clone)]
pub struct PassOptions {
    values: BTreeMap<String, String>,
}

impl PassOptions {
    pub fn parse(text: &str) -> Result<Self, String> {
        let mut values = BTreeMap::new();
        for item in text.split_whitespace() {
            let (key, value) = item.split_once('=').unwrap_or((item, "true"));
            if values.insert(key.to_string(), value.to_string()).is_some() {
                return Err(format!("option `{key}` given twice"));
            }
        }
        Ok(Self { values })
    }

    /// Errors on options the pass does not know.
    pub fn expect_only(&self, known: &[&str]) -> Result<(), String> {
        match self.values.keys().find(|k| !known.contains(&k.as_str())) {
            Some(key) if known.is_empty() => Err(format!("unknown option `{key}`; this pass takes no options")),
            Some(key) => Err(format!("unknown option `{key}`; known options: {}", known.join(", "))),
            None => Ok(()),
        }
    }

    pub fn string(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }

    pub fn bool(&self, key: &str, default: bool) -> Result<bool, String> {
        match self.string(key) {
            None => Ok(default),
            Some("true" | "1") => Ok(true),
            Some("false" | "0") => Ok(false),
            Some(v) => Err(format!("option `{key}`: expected true or false, got `{v}`")),
        }
    }

    /// An unsigned integer, decimal or 0x-hexadecimal.
    pub fn u64(&self, key: &str) -> Result<Option<u64>, String> {
        self.string(key)
            .map(|v| {
                let parsed = match v.strip_prefix("0x") {
                    Some(hex) => u64::from_str_radix(hex, 16),
                    None => v.parse(),
                };
                parsed.map_err(|_| format!("option `{key}`: expected an unsigned integer, got `{v}`"))
            })
            .transpose()
    }
}

/// Makes `info` nameable in textual pipelines. Register each pass once.
pub fn register(info: &'static PassInfo) {
    let callbacks = ffi::TantoPassCallbacks {
        user_data: info as *const PassInfo as *mut c_void,
        create,
        run,
        destroy,
    };
    // SAFETY: `info` is 'static; the shim copies the strings.
    unsafe {
        ffi::tantoRegisterPass(
            ffi::string_ref(info.argument),
            ffi::string_ref(info.description),
            ffi::string_ref(info.anchor),
            callbacks,
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
    let text = unsafe { ffi::to_string(options) }.unwrap_or_default();
    let result = PassOptions::parse(&text).and_then(|options| (info.create)(&options));
    match result {
        Ok(instance) => Box::into_raw(Box::new(instance)).cast(),
        Err(message) => {
            let message = format!("{}: {message}", info.argument);
            // SAFETY: the shim's sink appends the message to its error string.
            unsafe { on_error(ffi::string_ref(&message), sink) };
            std::ptr::null_mut()
        }
    }
}

unsafe extern "C" fn run(instance: *mut c_void, op: MlirOperation) -> bool {
    // SAFETY: `instance` came from `create` and is used by one thread.
    let pass = unsafe { &mut *(instance as *mut Instance) };
    // SAFETY: MLIR hands us the live anchor op for the duration of the call.
    let op = unsafe { OperationRef::from_raw(op) };
    // A panic must not unwind into C++: report it as an internal error.
    match std::panic::catch_unwind(AssertUnwindSafe(|| pass.run(op))) {
        Ok(result) => result.is_ok(),
        Err(_) => {
            crate::verify::emit_error(
                op.location(),
                "internal error: a Tanto pass panicked; please report this with the input",
            );
            false
        }
    }
}

unsafe extern "C" fn destroy(instance: *mut c_void) {
    // SAFETY: created by Box::into_raw in `create`, destroyed once.
    drop(unsafe { Box::from_raw(instance as *mut Instance) });
}

/// Makes `name` an alias, usable in textual pipelines, of the pipeline
/// `pipeline` (for example `convert-scf-to-cf,convert-func-to-llvm`).
pub fn register_pipeline(name: &str, description: &str, pipeline: &str) {
    // SAFETY: the shim copies the strings.
    unsafe {
        ffi::tantoRegisterPipeline(
            ffi::string_ref(name),
            ffi::string_ref(description),
            ffi::string_ref(pipeline),
        )
    }
}
