//! The `fabric` dialect: typed builders and accessors generated from
//! [`DEFINITION`] (`fabric.toml`), the single source of truth of the
//! dialect.

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
pub const DEFINITION: &str = include_str!("fabric.toml");

include!(concat!(env!("OUT_DIR"), "/fabric_ops.rs"));
