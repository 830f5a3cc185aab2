//! `tanto-reference`: runs the reference of a test program on .npy inputs,
//! writes its outputs, and compares simulator outputs with them.
//!
//! ```text
//! tanto-reference eltwise_binary --param 1 --input a=a.npy --input b=b.npy \
//!     --output c=c.npy --compare c=sim_c.npy
//! ```
//!
//! Exit status 0 when every comparison is within the program's tolerance,
//! 1 on any error or a comparison over it.

#![forbid(unsafe_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Parser;
use tanto_references::npy::{self, NpyError};
use tanto_references::{compare, tolerance, Arrays, Buffer, Expected, Program, ReferenceError};
use thiserror::Error;

#[derive(Parser)]
#[command(
    name = "tanto-reference",
    about = "Reference outputs of a Tanto test program, and their comparison with simulated ones",
    after_help = "Programs: eltwise_binary (--param: 0 add, 1 sub, 2 mul), matmul, row_mean, \
                  block_multicast, table_replay, talloc_up_down. Arrays are .npy files of the \
                  buffer's elements in order; outputs are written as f32."
)]
struct Cli {
    /// The program's name, as in its program.toml.
    program: String,
    /// Param 0 of the program's kernels (eltwise_binary's op code).
    #[arg(long)]
    param: Option<u32>,
    /// An input global: NAME=FILE.npy (every input of the program is needed).
    #[arg(long = "input", value_name = "NAME=FILE")]
    inputs: Vec<String>,
    /// Write a reference output: NAME=FILE.npy.
    #[arg(long = "output", value_name = "NAME=FILE")]
    outputs: Vec<String>,
    /// Compare a simulated output with the reference: NAME=FILE.npy.
    #[arg(long = "compare", value_name = "NAME=FILE")]
    compares: Vec<String>,
}

#[derive(Debug, Error)]
enum CliError {
    #[error(transparent)]
    Reference(#[from] ReferenceError),
    #[error(transparent)]
    Npy(#[from] NpyError),
    #[error("`{0}` is not NAME=FILE")]
    NotNamedFile(String),
    #[error("--{flag} `{name}` given twice")]
    Duplicate { flag: &'static str, name: String },
    #[error("program `{program}` has no {kind} `{name}`; its {kind}s are: {known}")]
    UnknownBuffer {
        program: &'static str,
        kind: &'static str,
        name: String,
        known: String,
    },
    #[error("{failed} of {compared} compared outputs are over the tolerance")]
    OverTolerance { failed: usize, compared: usize },
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("tanto-reference: error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: &Cli) -> Result<(), CliError> {
    let program = Program::from_name(&cli.program)?;
    let inputs = read_inputs(program, &cli.inputs)?;
    let outputs = named_files(program, "output", &cli.outputs)?;
    let compares = named_files(program, "compare", &cli.compares)?;
    let expected = program.expected(cli.param, &inputs)?;
    let produced = |buffer: &Buffer| {
        expected
            .get(buffer.name)
            .ok_or_else(|| CliError::UnknownBuffer {
                program: program.name(),
                kind: "output",
                name: buffer.name.to_owned(),
                known: program.output_names(),
            })
    };
    for (buffer, path) in &outputs {
        npy::write_f32(path, &produced(buffer)?.values)?;
    }
    let mut failed = 0;
    for (buffer, path) in &compares {
        if !report(program, buffer, produced(buffer)?, path)? {
            failed += 1;
        }
    }
    if failed > 0 {
        return Err(CliError::OverTolerance {
            failed,
            compared: compares.len(),
        });
    }
    Ok(())
}

/// Prints the errors of one simulated output; whether it is within tolerance.
fn report(
    program: Program,
    buffer: &Buffer,
    expected: &Expected,
    path: &Path,
) -> Result<bool, CliError> {
    let name = buffer.name;
    let actual = npy::read_buffer(path, buffer.element, expected.values.len())?;
    let tolerance = tolerance(program);
    // read_f32 checked the length, so the comparison cannot refuse it.
    let Ok(comparison) = compare(expected, &actual, tolerance) else {
        return Ok(false);
    };
    println!(
        "{name}: {} elements compared, max abs error {:e}, max rel error {:e} \
         (tolerance: abs {:e} + rel {:e} x scale)",
        comparison.compared,
        comparison.max_abs_error,
        comparison.max_rel_error,
        tolerance.abs,
        tolerance.rel
    );
    if let Some(violation) = comparison.first_violation {
        println!(
            "{name}: FAILED: {} elements over the tolerance; the first at index {}: \
             expected {:e}, got {:e}, allowed error {:e}",
            comparison.violations,
            violation.index,
            violation.expected,
            violation.actual,
            violation.allowed
        );
    }
    Ok(comparison.passed())
}

fn read_inputs(program: Program, specs: &[String]) -> Result<Arrays, CliError> {
    let mut inputs = BTreeMap::new();
    for (buffer, path) in named_files(program, "input", specs)? {
        inputs.insert(
            buffer.name.to_owned(),
            npy::read_buffer(&path, buffer.element, buffer.elements)?,
        );
    }
    Ok(inputs)
}

/// The `NAME=FILE` arguments of `flag`, each naming a different input
/// (`--input`) or output (`--output`, `--compare`) of the program.
fn named_files(
    program: Program,
    flag: &'static str,
    specs: &[String],
) -> Result<Vec<(Buffer, PathBuf)>, CliError> {
    let (kind, buffers, known) = if flag == "input" {
        ("input", program.inputs(), program.input_names())
    } else {
        ("output", program.outputs(), program.output_names())
    };
    let mut files: Vec<(Buffer, PathBuf)> = Vec::new();
    for spec in specs {
        let Some((name, path)) = spec
            .split_once('=')
            .filter(|(name, path)| !name.is_empty() && !path.is_empty())
        else {
            return Err(CliError::NotNamedFile(spec.clone()));
        };
        let Some(buffer) = buffers.iter().find(|buffer| buffer.name == name) else {
            let name = name.to_owned();
            return Err(CliError::UnknownBuffer {
                program: program.name(),
                kind,
                name,
                known,
            });
        };
        if files.iter().any(|(named, _)| named.name == name) {
            return Err(CliError::Duplicate {
                flag,
                name: name.to_owned(),
            });
        }
        files.push((*buffer, PathBuf::from(path)));
    }
    Ok(files)
}
