//! Tanto's frontends: source languages into the tile/pipe/noc dialects.
//!
//! [`tanto`] compiles Tanto device kernels (spec v1.1 and the extensions real
//! kernels use). Errors are [`diagnostic::Diagnostic`]s located in the
//! original source, rendered like rustc/clang.

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
