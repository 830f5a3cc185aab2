//! Tanto's passes. Each is a planner (or checker) on plain Rust data, unit
//! tested on its own, plus thin IR glue that extracts its input and applies or
//! reports its result. All are nameable in `--pass-pipeline`.

// Raw MLIR handles live only in `tanto_dialects::ir`, the IR toolkit.
#![forbid(unsafe_code)]

pub mod analysis;
pub mod dma_coalesce;
pub mod findings;
pub mod l1_alloc;
pub mod lower;
pub mod pipelines;
pub mod pto_alloc;
pub mod schedule;
#[cfg(test)]
mod testing;
pub mod verify;
pub mod verify_protocol;
pub mod verify_roles;

use std::sync::Once;
use tanto_dialects::{ir::bridge, pass::PassInfo};

/// Every Rust pass, for registration and `--help`-style listings.
pub const PASSES: &[&PassInfo] = &[
    &verify::PASS,
    &verify_roles::PASS,
    &verify_protocol::PASS,
    &dma_coalesce::PASS,
    &schedule::PASS,
    &l1_alloc::PASS,
    &pto_alloc::PASS,
    &lower::kernels::PASS,
    &lower::pipe::PASS,
    &lower::noc::PASS,
    &lower::tile::PASS,
    &lower::fabric::PASS,
];

/// Registers our passes and named pipelines with MLIR (once per process).
pub fn register_all() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        tanto_dialects::context::register_upstream_passes();
        for pass in PASSES {
            bridge::register(pass);
        }
        pipelines::register();
    });
}
