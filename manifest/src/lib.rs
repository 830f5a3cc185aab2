//! The contract between the compiler and the host. `tanto-translate` writes
//! these files next to the objects it emits, and `tanto-run` (or any other
//! host) reads them: it needs neither the program file nor the IR.
//!
//! - [`program`]: `manifest.json` of a device program, with the per-core
//!   expressions the host evaluates on each core ([`per_core`] parses
//!   them from the program file's text);
//! - [`csl`]: `csl.json` of a CSL layout;
//! - [`abi`]: the runtime-ABI layouts both sides must agree on.
//!
//! Both the compiler (frontends, tools) and the simulator depend on this
//! crate, and on nothing else of each other's.
#![forbid(unsafe_code)]

pub mod abi;
pub mod csl;
pub mod per_core;
pub mod program;
