//! The `zta` dialect: typed builders and accessors generated from
//! [`DEFINITION`] (`zta.toml`), the single source of truth of the dialect.

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
pub const DEFINITION: &str = include_str!("zta.toml");

include!(concat!(env!("OUT_DIR"), "/zta_ops.rs"));
