//! Rust passes that textual pipelines (`--pass-pipeline=...`) can name, with
//! options: `builtin.module(tanto-verify{strict=true},canonicalize)`.
//!
//! A registered pass is a C++ `mlir::Pass` (shim/tanto_shim.cpp) whose
//! creation, run and destruction call back into Rust through
//! [`crate::ir::bridge`], which also registers passes and pipeline aliases.

use melior::{
    ir::{Location, OperationRef},
    Context,
};
use std::collections::BTreeMap;

use crate::finding::Policy;

/// The pass failed; its diagnostics were already emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PassFailed;

/// What a run of a pass returns.
pub type PassResult = Result<(), PassFailed>;

/// One instance of a Rust pass, created from its options.
pub trait RustPass {
    /// Runs on `op`, which lives in `context`: build types and attributes
    /// with this context, never with one recovered from an op.
    fn run<'c>(&mut self, context: &'c Context, op: OperationRef<'c, '_>) -> PassResult;

    /// Whether the last successful `run` may have changed the IR. A pass
    /// that answers false must have left the IR exactly as it was: MLIR then
    /// keeps its analyses and does not verify the IR again after the pass.
    /// The default, true, is always safe.
    fn changed_ir(&self) -> bool {
        true
    }

    /// Whether the last successful `run` changed nothing but discardable
    /// attributes whose prefix names no dialect (annotations for later
    /// passes, such as `l1.address`). MLIR's verifier checks such an
    /// attribute only through the dialect its prefix names, and no MLIR
    /// analysis reads them, so MLIR keeps its analyses and skips verifying
    /// the whole module again, as after a pass that changed nothing.
    /// The default, false, is always safe.
    fn only_annotated(&self) -> bool {
        false
    }
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
            Some(key) if known.is_empty() => Err(format!(
                "unknown option `{key}`; this pass takes no options"
            )),
            Some(key) => Err(format!(
                "unknown option `{key}`; known options: {}",
                known.join(", ")
            )),
            None => Ok(()),
        }
    }

    /// The rule policy of a checking pass (`warn=`, `no-warn=`, `werror`,
    /// `error=`; see [`Policy::from_options`]), its only options; every
    /// rule named must be in `known`.
    pub fn policy(&self, known: &[&str]) -> Result<Policy, String> {
        self.expect_only(&["warn", "no-warn", "werror", "error"])?;
        Policy::from_options(|key| self.string(key).map(str::to_string), known)
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
                parsed
                    .map_err(|_| format!("option `{key}`: expected an unsigned integer, got `{v}`"))
            })
            .transpose()
    }
}

/// What an option-less pass does, run on `op` inside `context` (see
/// [`RustPass::run`]).
pub type RunFn = for<'c, 'a> fn(&'c Context, OperationRef<'c, 'a>) -> PassResult;

/// An option-less pass made of one function: each run enters the `pass`
/// tracing span named after the pass, then calls the function.
///
/// ```ignore
/// pub static PASS: PassInfo = PassInfo {
///     argument: "tanto-example",
///     description: "...",
///     anchor: "",
///     create: |options| FnPass::new(PASS.argument, run).create(options),
/// };
///
/// fn run<'c>(context: &'c Context, module: OperationRef<'c, '_>) -> PassResult {
///     ...
/// }
/// ```
///
/// A pass with options keeps its own [`RustPass`] and gets the same span
/// from [`spanned`]: `create` returns `Ok(spanned(PASS.argument, MyPass { .. }))`.
#[derive(Clone, Copy)]
pub struct FnPass {
    name: &'static str,
    run: RunFn,
    changes_ir: bool,
}

impl FnPass {
    /// The pass `name` (its pipeline argument) running `run`.
    pub const fn new(name: &'static str, run: RunFn) -> Self {
        Self {
            name,
            run,
            changes_ir: true,
        }
    }

    /// The same pass, declared to never change the IR (a checker): see
    /// [`RustPass::changed_ir`].
    pub const fn checker(self) -> Self {
        Self {
            changes_ir: false,
            ..self
        }
    }

    /// For [`PassInfo::create`]: rejects every option.
    pub fn create(self, options: &PassOptions) -> Result<Box<dyn RustPass>, String> {
        options.expect_only(&[])?;
        Ok(spanned(self.name, self))
    }
}

impl RustPass for FnPass {
    fn run<'c>(&mut self, context: &'c Context, op: OperationRef<'c, '_>) -> PassResult {
        (self.run)(context, op)
    }

    fn changed_ir(&self) -> bool {
        self.changes_ir
    }
}

/// `pass`, entering the `pass` tracing span named `name` on each run: the
/// [`FnPass`] span for a pass with options of its own.
pub fn spanned(name: &'static str, pass: impl RustPass + 'static) -> Box<dyn RustPass> {
    Box::new(Spanned { name, pass })
}

struct Spanned<P> {
    name: &'static str,
    pass: P,
}

impl<P: RustPass> RustPass for Spanned<P> {
    fn run<'c>(&mut self, context: &'c Context, op: OperationRef<'c, '_>) -> PassResult {
        let _span = tracing::info_span!("pass", name = self.name).entered();
        self.pass.run(context, op)
    }

    fn changed_ir(&self) -> bool {
        self.pass.changed_ir()
    }

    fn only_annotated(&self) -> bool {
        self.pass.only_annotated()
    }
}

/// Emits `message` as an error at `location`; the pass has failed.
pub fn fail(location: Location, message: &str) -> PassFailed {
    crate::verify::emit_error(location, message);
    PassFailed
}

/// Emits "`pass`: `error`" as an error at `location`; the pass has failed.
pub fn fail_in(location: Location, pass: &str, error: impl std::fmt::Display) -> PassFailed {
    fail(location, &format!("{pass}: {error}"))
}
