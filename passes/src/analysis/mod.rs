//! Analyses shared by the passes, built once per use from the IR and
//! queried on plain data:
//!
//! * [`values`]: what is known of integer values (the one evaluator) and
//!   their affine forms ([`affine`]);
//! * [`loops`]: loop trip counts;
//! * [`per_core`]: a kernel's cores grouped by its per-core arguments'
//!   values, so checks can evaluate them core by core;
//! * [`resources`]: the pipes, buffers and semaphores a program declares;
//! * [`protocol`]: the pipe-protocol model of each kernel, with
//!   [`frames`] (frame accounting) and [`deadlock`] (running the kernels
//!   of a core against bounded pipes);
//! * [`graph`]: the producer/consumer graph of a program;
//! * [`ir`]: walks of the IR (the ops of a block).
//!
//! verify-protocol checks the model; schedule proves its plans on it;
//! dma-coalesce and l1-alloc read values, trip counts and resources.

pub mod affine;
pub mod deadlock;
pub mod frames;
pub mod graph;
pub mod ir;
pub mod loops;
pub mod per_core;
pub mod protocol;
pub mod resources;
pub mod target;
pub mod values;
