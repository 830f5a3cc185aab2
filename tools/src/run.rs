//! `tanto-run`: compile a device program (or take `tanto-translate`'s
//! output directory) and run its RV32 kernels on the simulated grid.

pub use crate::run_args::{Bf16RoundingArg, RunArgs};
use crate::{
    args,
    error::ToolError,
    output::Staged,
    program_output::{self, ProgramOptions},
};
use std::{collections::BTreeMap, path::Path, process::ExitCode};
use tanto_manifest::program::Io;
use tanto_sim::{
    host::HostBuffer,
    host_array::{self, HostArray, Values},
    Program, RunError, RunOptions,
};

pub fn parse_args<I: IntoIterator<Item = String>>(argv: I) -> Result<RunArgs, clap::Error> {
    args::parse(argv)
}

pub fn main() -> ExitCode {
    args::tool_main("tanto-run", run)
}

/// `NAME=FILE` pairs.
fn pairs<'a>(flag: &str, items: &'a [String]) -> Result<Vec<(&'a str, &'a str)>, ToolError> {
    items
        .iter()
        .map(|item| match item.split_once('=') {
            Some((name, file)) if !name.is_empty() && !file.is_empty() => Ok((name, file)),
            _ => Err(ToolError::Usage(format!(
                "--{flag} takes NAME=FILE, not `{item}`"
            ))),
        })
        .collect()
}

fn sim_error(e: impl std::fmt::Display) -> ToolError {
    ToolError::Usage(e.to_string())
}

pub fn run(args: &RunArgs) -> Result<(), ToolError> {
    args.warnings.install()?;
    if let Some(layout) = &args.csl {
        return crate::csl_run::run(args, layout);
    }
    let input = args.input.clone().unwrap_or_default();
    let outputs = pairs("output", &args.outputs)?;
    let given = pairs("input", &args.inputs)?;
    let started = std::time::Instant::now();
    let program = if Path::new(&input).is_dir() {
        Program::from_dir(Path::new(&input)).map_err(sim_error)?
    } else {
        compile(args)?
    };
    let compile_time = started.elapsed();
    // The program's own target: the target file it was compiled for, else
    // the built-in its manifest names; --arch overrides both.
    let arch = match (&args.arch, &program.manifest.arch_toml) {
        (Some(name), _) => tanto_arch::Arch::load(name)?,
        (None, Some(text)) => tanto_arch::Arch::from_toml(
            text,
            &format!("the manifest's target `{}`", program.manifest.arch),
        )?,
        (None, None) => tanto_arch::Arch::load(&program.manifest.arch)?,
    };

    let tile = arch.tile;
    let buffers = tanto_sim::host::buffers(&program.manifest).map_err(sim_error)?;
    let mut inputs = match args.random_inputs {
        Some(seed) => {
            let values =
                tanto_sim::host::random_inputs(&program.manifest, seed).map_err(sim_error)?;
            tanto_sim::host::encode_inputs(&program.manifest, &values).map_err(sim_error)?
        }
        None => BTreeMap::new(),
    };
    for (name, file) in given {
        let buffer = buffers.iter().find(|b| b.name == name).ok_or_else(|| {
            ToolError::Usage(format!(
                "--input {name}: the program has no buffer `{name}` the host writes"
            ))
        })?;
        // The error starts with the file's path: `--input x=<path>: why`.
        let array = HostArray::read(Path::new(file))
            .map_err(|e| ToolError::Usage(format!("--input {name}={e}")))?;
        let bytes = host_array::to_device(
            &buffer.array_shape(),
            &array,
            args.bf16_rounding.into(),
            &tile,
        )
        .map_err(|why| ToolError::Usage(format!("--input {name}={file}: {why}")))?;
        inputs.insert(name.to_string(), bytes);
    }
    for (name, _) in &outputs {
        if !buffers
            .iter()
            .any(|b| b.name == *name && b.io.is_some_and(Io::is_output))
        {
            return Err(ToolError::Usage(format!("--output {name}: the program has no output buffer `{name}` (mark it with io = \"output\")")));
        }
    }
    // The inputs a run used are saved before it runs (whole files, all or
    // none), so a run that fails can be reproduced.
    if let Some(dir) = &args.save_inputs {
        let dir = Path::new(dir);
        if dir.exists() && !dir.is_dir() {
            return Err(ToolError::Usage(format!(
                "--save-inputs {}: not a directory",
                dir.display()
            )));
        }
        std::fs::create_dir_all(dir).map_err(|source| ToolError::Write {
            path: dir.into(),
            source,
        })?;
        let mut staged = Staged::new();
        for (name, bytes) in &inputs {
            let Some(buffer) = buffers.iter().find(|b| &b.name == name) else {
                continue;
            };
            let array = natural_array(buffer, bytes, 1, &tile, args.float32_outputs);
            staged.add(&dir.join(format!("{name}.npy")), &array.to_npy())?;
        }
        staged.commit()?;
    }

    let options = RunOptions {
        max_cycles: args.max_cycles,
        timeline: args.timeline.is_some(),
    };
    let bar = progress_bar();
    let result = tanto_sim::run_bytes(&program, arch, &inputs, &options, &mut |cycle| {
        bar.set_position(cycle)
    });
    bar.finish_and_clear();
    match result {
        Ok(outcome) => {
            write_timeline(args, outcome.timeline.as_ref())?;
            // Every output file or none.
            let mut staged = Staged::new();
            for (name, file) in outputs {
                let bytes = outcome
                    .output_bytes
                    .get(name)
                    .map(Vec::as_slice)
                    .unwrap_or_default();
                let Some(buffer) = buffers.iter().find(|b| b.name == name) else {
                    continue;
                };
                let array = natural_array(
                    buffer,
                    bytes,
                    buffer.instances(),
                    &tile,
                    args.float32_outputs,
                );
                staged.add(Path::new(file), &array.to_npy())?;
            }
            staged.commit()?;
            // What the kernels printed is the program's output, quiet or not.
            for text in &outcome.prints {
                crate::input::write_output("-", text.as_bytes())?;
            }
            if !args.quiet {
                crate::input::write_output("-", outcome.summary.as_bytes())?;
            }
            if args.timing {
                crate::report(&timing_report(&outcome, compile_time));
            }
            Ok(())
        }
        Err(RunError::Stopped {
            report,
            summary,
            timeline,
        }) => {
            write_timeline(args, timeline.as_ref())?;
            if !args.quiet {
                crate::input::write_output("-", summary.as_bytes())?;
            }
            crate::report(&format!("tanto-run: {report}"));
            Err(ToolError::Diagnosed)
        }
        Err(RunError::Host(e)) => Err(sim_error(e)),
    }
}

/// The host's array of a buffer's bytes: `instances` copies of it (a local
/// read back from each of its cores) stacked along a new first dimension
/// when there are several, each in the buffer's natural shape and type, or
/// as float32.
fn natural_array(
    buffer: &HostBuffer,
    bytes: &[u8],
    instances: usize,
    tile: &tanto_arch::tile::TileLayout,
    as_f32: bool,
) -> HostArray {
    let shape = buffer.array_shape();
    let size = buffer.elements * buffer.element.bytes();
    let parts: Vec<HostArray> = (0..instances.max(1))
        .map(|i| {
            let part = bytes.get(i * size..(i + 1) * size).unwrap_or_default();
            host_array::from_device(&shape, part, tile)
        })
        .collect();
    let mut array = stack(parts);
    if instances > 1 {
        array.shape.insert(0, instances);
    }
    if as_f32 {
        let values = (0..array.values.len())
            .map(|i| array.values.to_f32(i))
            .collect();
        array.values = Values::F32(values);
    }
    array
}

/// Arrays of one shape and dtype, one after the other.
fn stack(mut parts: Vec<HostArray>) -> HostArray {
    let mut first = parts.remove(0);
    for part in parts {
        first.values.append(part.values);
    }
    first
}

fn write_timeline(args: &RunArgs, trace: Option<&serde_json::Value>) -> Result<(), ToolError> {
    let (Some(path), Some(trace)) = (&args.timeline, trace) else {
        return Ok(());
    };
    let text = serde_json::to_string(trace).map_err(|e| ToolError::Internal(e.to_string()))?;
    crate::output::write_file(Path::new(path), text.as_bytes())
}

fn timing_report(outcome: &tanto_sim::Outcome, compile_time: std::time::Duration) -> String {
    let seconds = outcome.simulate_time.as_secs_f64().max(1e-9);
    let per_op = if outcome.math_calls > 0 {
        format!("{:.2} us", seconds * 1e6 / outcome.math_calls as f64)
    } else {
        "-".into()
    };
    format!(
        "timing: compile {:.3} s, link and load {:.3} s, simulate {:.3} s\n\
         timing: {} instructions, {:.1} M instructions/s; {} math-engine calls, {per_op} of host time per call (instructions included)\n",
        compile_time.as_secs_f64(),
        outcome.setup_time.as_secs_f64(),
        seconds,
        outcome.instructions,
        outcome.instructions as f64 / seconds / 1e6,
        outcome.math_calls,
    )
}

/// Compiles the program file as `tanto-translate --emit=obj -g` does,
/// in memory.
fn compile(args: &RunArgs) -> Result<Program, ToolError> {
    let input = crate::input::read(args.input.as_deref().unwrap_or_default())?;
    let arch = tanto_arch::Arch::load(args.arch.as_deref().unwrap_or(tanto_arch::DEFAULT_ARCH))?;
    let mut options = ProgramOptions::new(arch);
    options.target.opt_level = args.opt_level;
    // Deadlock and fault reports name source lines.
    options.target.debug_info = true;
    options.pipeline = args.pass_pipeline.clone();
    options.instrumentation = args.mlir;
    let (manifest, files) = program_output::compile_program(&input, &options)?;
    Ok(Program {
        manifest,
        objects: files.into_iter().collect(),
    })
}

/// A cycle counter on stderr for long runs; indicatif draws nothing when
/// stderr is not a terminal.
fn progress_bar() -> indicatif::ProgressBar {
    let bar = indicatif::ProgressBar::new_spinner();
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{spinner} simulating: {pos} cycles ({per_sec}, {elapsed})",
        )
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
    );
    bar
}
