//! What a reference refuses to compute.

use thiserror::Error;

#[derive(Debug, Error, PartialEq, Eq)]
pub enum ReferenceError {
    #[error("unknown program `{name}`; the programs are: {known}")]
    UnknownProgram { name: String, known: String },
    #[error("unknown element type `{0}`")]
    UnknownElementType(String),
    #[error("program `{program}` has no input `{name}`; its inputs are: {known}")]
    UnknownInput {
        program: &'static str,
        name: String,
        known: String,
    },
    #[error("program `{program}` needs input `{name}`")]
    MissingInput {
        program: &'static str,
        name: &'static str,
    },
    #[error("input `{name}` of program `{program}` has {actual} elements, the program declares {expected}")]
    WrongInputSize {
        program: &'static str,
        name: &'static str,
        actual: usize,
        expected: usize,
    },
    #[error("op code {0} is none of 0 (add), 1 (sub), 2 (mul)")]
    UnknownOpCode(u32),
    #[error("program `{0}` takes no parameter")]
    UnexpectedParam(&'static str),
}
