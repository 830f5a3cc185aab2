//! The `pipe` dialect: typed builders and accessors generated from
//! [`DEFINITION`] (`pipe.toml`), the single source of truth of the dialect.

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

/// The definition file of the dialect.
pub const DEFINITION: &str = include_str!("pipe.toml");

include!(concat!(env!("OUT_DIR"), "/pipe_ops.rs"));
