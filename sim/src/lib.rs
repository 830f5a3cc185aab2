//! The Tanto machine model. It links and loads the RV32 objects that
//! `tanto-translate` emits, runs one RV32IM hart per kernel and core, and
//! implements the runtime ABI (`docs/abi.md`): NoC, DRAM banks, semaphores
//! and the math engine. `docs/simulator.md` describes the model and its
//! limits.
#![forbid(unsafe_code)]

// Hart memory is host words viewed as little-endian bytes.
#[cfg(target_endian = "big")]
compile_error!("the simulator needs a little-endian host");

pub mod debug_lines;
pub mod dram;
pub mod elements;
pub mod hart;
pub mod image;
pub mod layout;
pub mod link;
pub mod manifest;
pub mod noc;
pub mod npy;
