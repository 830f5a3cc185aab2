//! The `pto` dialect: typed builders and accessors generated from
//! [`DEFINITION`] (`pto.toml` and the ops of the instruction table
//! `isa.toml`), the single source of truth of the dialect.

#![allow(clippy::all)]

#[allow(unused_imports)]
use melior::{
    ir::{
        attribute::StringAttribute,
        operation::{OperationBuilder, OperationLike, OperationResult},
        Attribute, Identifier, Location, Operation, OperationRef, Type, Value,
    },
    Context,
};

/// The definition file of the dialect:
/// `pto.toml` with the ops build.rs generates from `isa.toml`.
pub const DEFINITION: &str = include_str!(concat!(env!("OUT_DIR"), "/pto.toml"));

include!(concat!(env!("OUT_DIR"), "/pto_ops.rs"));
