//! The command line of `tanto-run`, shared by the device-program run
//! ([`crate::run`]) and the CSL run ([`crate::csl_run`]).

use clap::Parser;
use tanto_sim::host_array::Bf16Rounding;

#[derive(Debug, Parser)]
#[command(
    name = "tanto-run",
    version,
    about = "Run a device program's compiled RV32 kernels on a simulated grid (docs/simulator.md)",
    after_help = "INPUT is a device-program .toml, compiled in process as tanto-translate does, or the output directory of `tanto-translate --emit=obj -o DIR`."
)]
pub struct RunArgs {
    /// A device-program file, or a directory holding manifest.json and the objects.
    #[arg(required_unless_present = "csl")]
    pub input: Option<String>,
    /// Run a Cerebras CSL program: its layout file, or the directory
    /// `tanto-translate layout.csl --emit=obj -o DIR` wrote (docs/frontends/csl.md).
    #[arg(long, value_name = "LAYOUT")]
    pub csl: Option<String>,
    /// The CSL layout's params: NAME=VALUE,...
    #[arg(long = "params", value_name = "NAME=VALUE,...")]
    pub csl_params: Vec<String>,
    /// The PE mesh: wse2, wse3 or a target file.
    #[arg(
        long = "fabric-arch",
        value_name = "wse2|wse3|FILE",
        default_value = "wse2"
    )]
    pub fabric_arch: String,
    /// Copy into a CSL program before launching: NAME=FILE.npy@x,y,w,h
    /// (float32, row-major over the PEs, the rest per PE).
    #[arg(long = "h2d", value_name = "NAME=FILE@X,Y,W,H")]
    pub h2d: Vec<String>,
    /// Launch an exported function of a CSL program, after the copies in,
    /// with its arguments if it has parameters: NAME or NAME:ARG,...
    #[arg(long = "launch", value_name = "NAME[:ARG,...]")]
    pub launch: Vec<String>,
    /// Copy out of a CSL program after the launches: NAME=FILE.npy@x,y,w,h
    /// (the whole exported array of each PE, float32).
    #[arg(long = "d2h", value_name = "NAME=FILE@X,Y,W,H")]
    pub d2h: Vec<String>,
    /// Serve a CSL program to a host script: JSON requests on stdin, one
    /// reply per line on stdout (the `tanto_sdk` Python module's protocol,
    /// docs/frontends/csl.md).
    #[arg(long, requires = "csl")]
    pub serve: bool,
    /// Values of an input buffer: NAME=FILE.npy, in the buffer's declared
    /// shape (tilized on the way in when its layout is tiles) or flat in
    /// device order; any integer or float dtype, bf16 as uint16 bits or
    /// ml_dtypes bfloat16; converted exactly (docs/simulator.md).
    #[arg(long = "input", value_name = "NAME=FILE")]
    pub inputs: Vec<String>,
    /// Where to write an output buffer: NAME=FILE.npy, in its declared
    /// shape and its element type (bf16 as uint16 bits).
    #[arg(long = "output", value_name = "NAME=FILE")]
    pub outputs: Vec<String>,
    /// Write every output (and saved input) as float32 instead of its
    /// element type.
    #[arg(long = "float32-outputs")]
    pub float32_outputs: bool,
    /// How float32 inputs become bf16: truncate (tt-metal's host) or
    /// nearest (even).
    #[arg(long = "bf16-rounding", value_enum, default_value = "truncate")]
    pub bf16_rounding: Bf16RoundingArg,
    /// Fill every input not given with --input from this seed, in [-1, 1).
    #[arg(long = "random-inputs", value_name = "SEED")]
    pub random_inputs: Option<u64>,
    /// Write the inputs the run used to DIR/NAME.npy (with --random-inputs,
    /// to hand them to a reference).
    #[arg(long = "save-inputs", value_name = "DIR")]
    pub save_inputs: Option<String>,
    /// Stop with an error after this many cycles.
    #[arg(long = "max-cycles", default_value_t = 1 << 32)]
    pub max_cycles: u64,
    /// Target architecture (default: the program's).
    #[arg(long)]
    pub arch: Option<String>,
    /// Optimization level of the kernels' code generation, -O0 to -O3.
    #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
    /// The middle-end pipeline, instead of tanto-default (as in tanto-translate).
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,
    /// Write the run as a Chrome trace-event file (Perfetto, chrome://tracing):
    /// a track per core and kernel with its runtime calls and waits, and one
    /// with its NoC transfers. Written for a stopped run too.
    #[arg(long = "timeline", value_name = "FILE")]
    pub timeline: Option<String>,
    /// Report host times and the simulator's speed on stderr.
    #[arg(long = "timing")]
    pub timing: bool,
    /// MLIR's debugging flags, for compiling a program file.
    #[command(flatten)]
    pub mlir: crate::session::Instrumentation,
    /// Do not print the summary table.
    #[arg(long, short = 'q')]
    pub quiet: bool,
    #[command(flatten)]
    pub warnings: crate::warnings::WarningArgs,
}

/// `--bf16-rounding`.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum Bf16RoundingArg {
    Truncate,
    Nearest,
}

impl From<Bf16RoundingArg> for Bf16Rounding {
    fn from(arg: Bf16RoundingArg) -> Self {
        match arg {
            Bf16RoundingArg::Truncate => Bf16Rounding::Truncate,
            Bf16RoundingArg::Nearest => Bf16Rounding::Nearest,
        }
    }
}
