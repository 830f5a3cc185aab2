//! Tanto's frontends: each source language into the Tanto dialects, through
//! the generated builders.
//!
//! - [`tanto`]: Tanto device kernels (spec v1.1 and the extensions real
//!   kernels use); [`program`]: device programs (TOML) that place them.
//! - [`pto`]: PTO tile programs (PTO-AS text) into the `pto` dialect.
//! - [`ztachip`]: ztachip tensor programs (the `>` statements of a C file).
//! - [`csl`]: Cerebras CSL programs into the `fabric` dialect.
//!
//! Errors are [`diagnostic::Diagnostic`]s located in the original source,
//! rendered like rustc/clang.

// Raw MLIR handles live only in `tanto_dialects::ir`, the IR toolkit.
#![forbid(unsafe_code)]

pub mod csl;
pub mod diagnostic;
pub mod program;
pub mod pto;
pub mod source;
pub mod source_files;
#[cfg(test)]
mod stack_test;
pub mod tanto;
pub mod ztachip;
