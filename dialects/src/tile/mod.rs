//! The `tile` dialect: typed builders and accessors generated from
//! [`DEFINITION`] (`tile.toml`), the single source of truth of the dialect.

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
pub const DEFINITION: &str = include_str!("tile.toml");

include!(concat!(env!("OUT_DIR"), "/tile_ops.rs"));
