//! Command-line conventions shared by the tools, and their common `main`.

use crate::error::ToolError;
use clap::{Command, CommandFactory, FromArgMatches};
use std::process::ExitCode;

/// Parses a command line (`argv[0]` is the tool's name) with one-dash long
/// options allowed.
pub fn parse<A: CommandFactory + FromArgMatches, I: IntoIterator<Item = String>>(
    argv: I,
) -> Result<A, clap::Error> {
    let command = A::command();
    let argv = normalize(&command, argv);
    command
        .try_get_matches_from(argv)
        .and_then(|m| A::from_arg_matches(&m))
}

/// A tool's `main`: tracing, the process's arguments, `run`, and the exit
/// code (1 for every error, usage errors included, which are already
/// reported or printed here as `<tool>: error: ...`).
pub fn tool_main<A: CommandFactory + FromArgMatches>(
    tool: &str,
    run: impl FnOnce(&A) -> Result<(), ToolError>,
) -> ExitCode {
    crate::init_tracing();
    let args = match parse::<A, _>(std::env::args()) {
        Ok(args) => args,
        // --help and --version print to stdout and succeed; a usage error
        // exits 1, as every other error and as mlir-opt's (clap's own
        // convention is 2).
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() {
                ExitCode::FAILURE
            } else {
                ExitCode::SUCCESS
            };
        }
    };
    let code = match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(ToolError::Diagnosed) => ExitCode::FAILURE,
        Err(e) => {
            crate::report(&format!("{tool}: error: {e}\n"));
            ExitCode::FAILURE
        }
    };
    if let Some(summary) = crate::warnings::summary() {
        crate::report(&summary);
    }
    code
}

/// LLVM-style tools accept long options with one dash (`-split-input-file`,
/// `-mattr=+m`); clap wants two. Rewrites `-name[=value]` to `--name[=value]`
/// when `name` is a long option of `command`, leaving short options (`-o`,
/// `-O2`, `-DT=bfloat16`) alone.
pub fn normalize(command: &Command, args: impl IntoIterator<Item = String>) -> Vec<String> {
    let longs: Vec<String> = command
        .get_arguments()
        .flat_map(|a| a.get_long_and_visible_aliases().unwrap_or_default())
        .map(str::to_string)
        .collect();
    let mut done = false;
    args.into_iter()
        .enumerate()
        .map(|(i, arg)| {
            if i == 0 || done || !arg.starts_with('-') || arg.starts_with("--") {
                done |= arg == "--";
                return arg;
            }
            let name = arg[1..].split('=').next().unwrap_or("");
            if name.len() > 1 && longs.iter().any(|l| l == name) {
                format!("-{arg}")
            } else {
                arg
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::{Arg, ArgAction};

    #[test]
    fn single_dash_long_options_become_double_dash() {
        let command = Command::new("t")
            .arg(
                Arg::new("split")
                    .long("split-input-file")
                    .action(ArgAction::SetTrue),
            )
            .arg(Arg::new("mattr").long("mattr"))
            .arg(Arg::new("o").short('o'));
        let args = [
            "t",
            "-split-input-file",
            "-mattr=+m",
            "-o",
            "-",
            "x.mlir",
            "--",
            "-mattr",
        ];
        let normalized = normalize(&command, args.iter().map(|s| s.to_string()));
        assert_eq!(
            normalized,
            [
                "t",
                "--split-input-file",
                "--mattr=+m",
                "-o",
                "-",
                "x.mlir",
                "--",
                "-mattr"
            ]
        );
    }
}
