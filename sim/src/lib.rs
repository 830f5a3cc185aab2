//! The Tanto machine model. It links and loads the RV32 objects that
//! `tanto-translate` emits, runs one RV32IM hart per kernel and core, and
//! implements the runtime ABI (`docs/abi.md`): NoC, DRAM banks, semaphores
//! and the math engine.
#![forbid(unsafe_code)]

pub mod manifest;
