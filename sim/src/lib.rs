//! The Tanto machine model. It links and loads the RV32 objects that
//! `tanto-translate` emits, runs one RV32IM hart per kernel and core, and
//! implements the runtime ABI (`docs/abi.md`): NoC, DRAM banks, semaphores
//! and the math engine. `docs/simulator.md` describes the model and its
//! limits.
#![forbid(unsafe_code)]

// Hart memory is host words viewed as little-endian bytes.
#[cfg(target_endian = "big")]
compile_error!("the simulator needs a little-endian host");

mod bounds;
pub mod debug_lines;
pub mod dependence;
pub mod dram;
pub mod elements;
pub mod fabric;
pub mod hart;
pub mod host;
pub mod host_array;
pub mod image;
pub mod layout;
pub mod link;
pub mod machine;
pub mod math;
pub mod noc;
pub mod npy;
pub mod paged;
mod printf;
mod report;
pub mod route;
mod runtime;
pub mod softfloat;
pub mod transactions;

pub use host::{HostError, Program, RunOptions};
use std::collections::BTreeMap;

/// A finished run.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// Every output buffer, as f32 in device order.
    pub outputs: BTreeMap<String, Vec<f32>>,
    /// Every output buffer's bytes (a local's: each core's in turn).
    pub output_bytes: BTreeMap<String, Vec<u8>>,
    /// The per-hart table of [`machine::Machine::summary`].
    pub summary: String,
    pub cycles: u64,
    /// The roofline's cycles: no run of the program can take fewer.
    pub roofline: u64,
    pub instructions: u64,
    /// Math-engine calls (tile ops, packs, PTO instructions).
    pub math_calls: u64,
    /// Host time spent linking and loading, and simulating.
    pub setup_time: std::time::Duration,
    pub simulate_time: std::time::Duration,
    /// The Chrome trace, when [`RunOptions::timeline`] asked for it.
    pub timeline: Option<serde_json::Value>,
    /// What the kernels printed (PTO TPRINT), in order.
    pub prints: Vec<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum RunError {
    #[error(transparent)]
    Host(#[from] HostError),
    /// A fault, deadlock or exhausted budget, with its located report and
    /// the summary so far.
    #[error("{report}")]
    Stopped {
        report: String,
        summary: String,
        timeline: Option<serde_json::Value>,
    },
}

/// Runs `program` on `arch` with `inputs` (f32 values by buffer name,
/// rounded to each buffer's type as [`host::encode_inputs`] says);
/// `progress` is called every round with the current cycle.
pub fn run(
    program: &Program,
    arch: tanto_arch::Arch,
    inputs: &BTreeMap<String, Vec<f32>>,
    options: &RunOptions,
    progress: &mut dyn FnMut(u64),
) -> Result<Outcome, RunError> {
    let bytes = host::encode_inputs(&program.manifest, inputs)?;
    run_bytes(program, arch, &bytes, options, progress)
}

/// [`run`] with each input's device bytes, exactly as the host writes them.
pub fn run_bytes(
    program: &Program,
    arch: tanto_arch::Arch,
    inputs: &BTreeMap<String, Vec<u8>>,
    options: &RunOptions,
    progress: &mut dyn FnMut(u64),
) -> Result<Outcome, RunError> {
    let started = std::time::Instant::now();
    let mut machine = host::prepare(program, arch, inputs, options)?;
    let setup_time = started.elapsed();
    let result = machine.run(progress);
    let simulate_time = started.elapsed() - setup_time;
    match result {
        Ok(()) => {
            let output_bytes = host::output_bytes(&machine, &program.manifest)?;
            Ok(Outcome {
                outputs: host::decode_outputs(&program.manifest, &output_bytes)?,
                output_bytes,
                summary: machine.summary(),
                cycles: machine.program_cycles(),
                roofline: machine.roofline().cycles(),
                instructions: machine.harts.iter().map(|h| h.stats.instructions).sum(),
                math_calls: machine.harts.iter().map(|h| h.stats.math_calls).sum(),
                setup_time,
                simulate_time,
                timeline: machine.chrome_trace(),
                prints: machine.prints.clone(),
            })
        }
        Err(stop) => {
            machine.close_open_waits();
            Err(RunError::Stopped {
                report: machine.stop_report(&stop),
                summary: machine.summary(),
                timeline: machine.chrome_trace(),
            })
        }
    }
}
