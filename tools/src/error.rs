//! Tool errors that are not diagnostics on the input IR (those are reported
//! through MLIR with their source location).

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum ToolError {
    #[error("cannot read {path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write {path}: {source}")]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {message}")]
    Definition { path: PathBuf, message: String },
    #[error("invalid pass pipeline: {0}")]
    Pipeline(String),
    #[error(transparent)]
    Arch(#[from] tanto_arch::ArchError),
    #[error(transparent)]
    Context(#[from] tanto_dialects::context::ContextError),
    #[error("{0}")]
    Usage(String),
    #[error("internal error: {0}; please report this with the input")]
    Internal(String),
    #[error("code generation: {0}")]
    Codegen(String),
    /// The input had errors; they were already reported as diagnostics.
    #[error("the input has errors")]
    Diagnosed,
}
