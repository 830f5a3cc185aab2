//! `tanto-cslc`: the Cerebras SDK compiler's command line (`cslc`) over
//! `tanto-translate`'s CSL path. It compiles the layout as
//! `tanto-translate layout.csl --emit=obj -o DIR` does, checks that the
//! program's rectangle fits the fabric it names, and writes `DIR/out.json`,
//! the compile record the SDK's host scripts read (docs/frontends/csl.md,
//! "tanto-cslc").

use crate::cslc_fabric::{Fabric, Memcpy};
use crate::error::ToolError;
use clap::Parser;
use std::path::Path;
use std::process::ExitCode;

#[derive(Debug, Parser)]
#[command(
    name = "tanto-cslc",
    version,
    about = "Compile a Cerebras CSL layout with cslc's command line (docs/frontends/csl.md)",
    after_help = "Writes what `tanto-translate LAYOUT --emit=obj -o DIR` writes, plus DIR/out.json (the params and colors as strings, the fabric and memcpy settings)."
)]
pub struct CslcArgs {
    /// The top-level CSL file (typically layout.csl).
    pub input: String,
    /// Output directory.
    #[arg(short = 'o', default_value = "out", value_name = "DIR")]
    pub output: String,
    /// Target architecture.
    #[arg(long, default_value = "wse2", value_parser = ["wse2", "wse3"])]
    pub arch: String,
    /// Width and height of the fabric, in PEs.
    #[arg(long = "fabric-dims", value_name = "W,H", value_parser = parse_pair)]
    pub fabric_dims: Option<(u32, u32)>,
    /// Where the program's rectangle's north-west corner sits in the fabric.
    #[arg(long = "fabric-offsets", value_name = "X,Y", value_parser = parse_pair)]
    pub fabric_offsets: Option<(u32, u32)>,
    /// Values of the layout's params, NAME:VALUE,... (repeatable; all are
    /// taken together).
    #[arg(long = "params", value_name = "NAME:VALUE,...")]
    pub params: Vec<String>,
    /// Values of the layout's color params, NAME:VALUE,... (repeatable).
    #[arg(long = "colors", value_name = "NAME:VALUE,...")]
    pub colors: Vec<String>,
    /// Build the memcpy infrastructure around the program (host copies and
    /// launches through SdkRuntime).
    #[arg(long)]
    pub memcpy: bool,
    /// Number of memcpy I/O channels (1 to 16).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=16))]
    pub channels: Option<u32>,
    /// Columns of memcpy buffers west of the program.
    #[arg(long = "width-west-buf", value_name = "N")]
    pub width_west_buf: Option<u32>,
    /// Columns of memcpy buffers east of the program.
    #[arg(long = "width-east-buf", value_name = "N")]
    pub width_east_buf: Option<u32>,
    /// Optimization level of the PE code, -O0 to -O3.
    #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
}

/// `W,H` or `X,Y`: two unsigned numbers.
fn parse_pair(text: &str) -> Result<(u32, u32), String> {
    let pair = text
        .split_once(',')
        .and_then(|(a, b)| Some((a.trim().parse().ok()?, b.trim().parse().ok()?)));
    pair.ok_or_else(|| format!("`{text}` is not two unsigned numbers written A,B"))
}

/// `NAME:VALUE` (or `NAME=VALUE`) items, comma-separated, over every
/// occurrence of a repeatable flag, as (name, value text) in order; the
/// values are checked as unsigned numbers, as cslc takes them.
pub fn named_values(flag: &str, items: &[String]) -> Result<Vec<(String, String)>, ToolError> {
    let mut values: Vec<(String, String)> = Vec::new();
    for item in items
        .iter()
        .flat_map(|i| i.split(','))
        .filter(|i| !i.trim().is_empty())
    {
        let (name, value) = item
            .split_once(':')
            .or_else(|| item.split_once('='))
            .ok_or_else(|| {
                ToolError::Usage(format!("{flag}: `{item}` is not written NAME:VALUE"))
            })?;
        let (name, value) = (name.trim(), value.trim());
        if name.is_empty() || value.parse::<u64>().is_err() {
            return Err(ToolError::Usage(format!(
                "{flag}: `{item}` is not a name and an unsigned number, NAME:VALUE"
            )));
        }
        if values.iter().any(|(n, _)| n == name) {
            return Err(ToolError::Usage(format!("{flag}: `{name}` is given twice")));
        }
        values.push((name.to_string(), value.to_string()));
    }
    Ok(values)
}

pub fn main() -> ExitCode {
    crate::args::tool_main("tanto-cslc", run)
}

pub fn run(args: &CslcArgs) -> Result<(), ToolError> {
    let params = named_values("--params", &args.params)?;
    let colors = named_values("--colors", &args.colors)?;
    if let Some((name, _)) = colors
        .iter()
        .find(|(c, _)| params.iter().any(|(p, _)| p == c))
    {
        return Err(ToolError::Usage(format!(
            "`{name}` is given both by --params and by --colors"
        )));
    }
    let memcpy = memcpy_settings(args)?;
    // A failed compile must not leave an earlier compile's record for a
    // host script to read.
    let directory = Path::new(&args.output);
    let record = directory.join("out.json");
    match std::fs::remove_file(&record) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            return Err(ToolError::Write {
                path: record,
                source: e,
            })
        }
        _ => {}
    }
    let translate_args = crate::translate::parse_args(translate_line(args, &params, &colors))
        .map_err(|e| ToolError::Internal(format!("tanto-cslc's own tanto-translate line: {e}")))?;
    crate::translate::run(&translate_args)?;

    let fabric = Fabric::place(
        rectangle(directory)?,
        args.fabric_dims,
        args.fabric_offsets.unwrap_or((0, 0)),
        memcpy,
    )
    .map_err(ToolError::Usage)?;
    let text = crate::cslc_fabric::out_json(&args.arch, &args.input, &params, &colors, &fabric);
    crate::output::write_file(&record, text.as_bytes())
}

/// `--memcpy`'s settings; the memcpy flags without it are an error.
fn memcpy_settings(args: &CslcArgs) -> Result<Option<Memcpy>, ToolError> {
    if !args.memcpy {
        for (flag, given) in [
            ("--channels", args.channels.is_some()),
            ("--width-west-buf", args.width_west_buf.is_some()),
            ("--width-east-buf", args.width_east_buf.is_some()),
        ] {
            if given {
                return Err(ToolError::Usage(format!(
                    "{flag} sets up the memcpy infrastructure: it needs --memcpy"
                )));
            }
        }
        return Ok(None);
    }
    Ok(Some(Memcpy {
        channels: args.channels.unwrap_or(1),
        west_buffer: args.width_west_buf.unwrap_or(0),
        east_buffer: args.width_east_buf.unwrap_or(0),
    }))
}

/// The `tanto-translate` command line that compiles what `args` asks for.
/// Colors are the layout's `param NAME: color` declarations: the frontend
/// takes them as params.
fn translate_line(
    args: &CslcArgs,
    params: &[(String, String)],
    colors: &[(String, String)],
) -> Vec<String> {
    let mut argv = vec![
        "tanto-translate".to_string(),
        "--csl".into(),
        "--emit=obj".into(),
        format!("-O{}", args.opt_level),
        "-o".into(),
        args.output.clone(),
        "--fabric-arch".into(),
        args.arch.clone(),
    ];
    let all: Vec<String> = params
        .iter()
        .chain(colors)
        .map(|(name, value)| format!("{name}={value}"))
        .collect();
    if !all.is_empty() {
        argv.push(format!("--params={}", all.join(",")));
    }
    // After `--`, a file named like a flag is still the input.
    argv.extend(["--".to_string(), args.input.clone()]);
    argv
}

/// The program rectangle's width and height, from the `csl.json` just
/// written.
fn rectangle(directory: &Path) -> Result<(u32, u32), ToolError> {
    let path = directory.join("csl.json");
    let text = std::fs::read_to_string(&path).map_err(|source| ToolError::Read {
        path: path.clone(),
        source,
    })?;
    let manifest = tanto_manifest::csl::CslManifest::from_json(&text)
        .map_err(|e| ToolError::Internal(format!("{}: {e}", path.display())))?;
    Ok((u32::from(manifest.width), u32::from(manifest.height)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn params_accumulate_over_repeated_flags() {
        let items = vec!["M:4,N:6".to_string(), "size=3".to_string()];
        let values = named_values("--params", &items).unwrap();
        assert_eq!(
            values,
            [
                ("M".to_string(), "4".to_string()),
                ("N".to_string(), "6".to_string()),
                ("size".to_string(), "3".to_string())
            ]
        );
    }

    #[test]
    fn a_param_given_twice_is_refused() {
        let items = vec!["M:4".to_string(), "M:5".to_string()];
        assert!(named_values("--params", &items).is_err());
    }

    #[test]
    fn a_negative_or_missing_value_is_refused() {
        for item in ["M:-1", "M", ":3", "M:x"] {
            assert!(
                named_values("--params", &[item.to_string()]).is_err(),
                "{item}"
            );
        }
    }

    #[test]
    fn the_translate_line_parses_whatever_the_input_is_named() {
        let args = crate::args::parse::<CslcArgs, _>(
            ["tanto-cslc", "--arch=wse3", "--", "-odd.csl"].map(String::from),
        )
        .unwrap();
        let line = translate_line(&args, &[("n".into(), "4".into())], &[]);
        let parsed = crate::translate::parse_args(line).unwrap();
        assert_eq!(parsed.input, "-odd.csl");
        assert_eq!(parsed.frontend.fabric_arch, "wse3");
        assert_eq!(parsed.frontend.csl_params, ["n=4"]);
    }

    #[test]
    fn pairs_are_two_numbers() {
        assert_eq!(parse_pair("8,3"), Ok((8, 3)));
        assert!(parse_pair("8").is_err());
        assert!(parse_pair("8,-1").is_err());
    }
}
