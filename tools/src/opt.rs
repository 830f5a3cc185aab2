//! `tanto-opt`: mlir-opt for Tanto's dialects and passes.

use crate::{
    args,
    error::ToolError,
    frontend::{self, FrontendArgs},
    input,
    session::{self, Instrumentation},
};
use clap::Parser;
use melior::ir::operation::OperationPrintingFlags;
use std::process::ExitCode;
use tanto_dialects::source::SourceSession;

#[derive(Debug, Parser)]
#[command(
    name = "tanto-opt",
    version,
    about = "Parse, verify, transform and print IR in Tanto's tile/pipe/noc dialects (mlir-opt conventions)",
    after_help = "Long options also take one dash, as in mlir-opt: -split-input-file, -verify-diagnostics."
)]
pub struct OptArgs {
    /// Input file; `-` reads standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file; `-` writes standard output.
    #[arg(short = 'o', default_value = "-", value_name = "FILE")]
    pub output: String,
    /// Textual pass pipeline, e.g. `builtin.module(tanto-verify-roles,canonicalize)`.
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,
    /// Run the default Tanto pipeline (tanto-default) when no --pass-pipeline is given.
    #[arg(long = "tanto-default")]
    pub tanto_default: bool,
    /// With --tanto-default: report each pass's metric as a remark (DMA
    /// transfers against their lower bound, estimated cycles, peak L1).
    #[arg(long = "tanto-stats", requires = "tanto_default")]
    pub tanto_stats: bool,
    /// Process each `// -----` chunk of the input separately.
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check emitted diagnostics against `expected-*` annotations in the input.
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    #[command(flatten)]
    pub mlir: Instrumentation,
    /// Print locations in the output IR.
    #[arg(long = "mlir-print-debuginfo")]
    pub print_debuginfo: bool,
    /// Print every op in generic form.
    #[arg(long = "mlir-print-op-generic")]
    pub print_op_generic: bool,
    /// Accept ops of dialects that are not registered.
    #[arg(long = "allow-unregistered-dialect")]
    pub allow_unregistered_dialect: bool,
    /// Run MLIR multithreaded. Off by default, so that diagnostics come in
    /// a fixed order; the output is the same either way.
    #[arg(long = "mlir-enable-threading", conflicts_with = "disable_threading")]
    pub enable_threading: bool,
    /// Run MLIR on one thread (the default; as in mlir-opt).
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,
    /// Target architecture: a built-in name (see --list-targets) or a
    /// target .toml file.
    #[arg(long, default_value = tanto_arch::DEFAULT_ARCH)]
    pub arch: String,
    /// List the Rust passes and named pipelines, then exit.
    #[arg(long = "list-passes")]
    pub list_passes: bool,
    /// List the built-in targets of every family (compute layout, memory
    /// map, costs), then exit.
    #[arg(long = "list-targets")]
    pub list_targets: bool,
    /// Print the IRDL definition of the Tanto dialects, then exit.
    #[arg(long = "print-irdl")]
    pub print_irdl: bool,
    /// Print the reference page of a dialect (Markdown), then exit.
    #[arg(long = "print-dialect-doc", value_name = "DIALECT")]
    pub print_dialect_doc: Option<String>,
    /// Load a dialect definition file (the schema of the Tanto dialects'
    /// `<dialect>.toml`) before anything else: its ops get the generic
    /// verifier and take part in every pass through the interfaces they
    /// declare. May be repeated.
    #[arg(long = "dialect-definition", value_name = "FILE")]
    pub dialect_definitions: Vec<std::path::PathBuf>,
    #[command(flatten)]
    pub frontend: FrontendArgs,
    #[command(flatten)]
    pub warnings: crate::warnings::WarningArgs,
}

pub fn main() -> ExitCode {
    args::tool_main("tanto-opt", run)
}

impl OptArgs {
    /// The pipeline to run, if any.
    fn pipeline(&self) -> Option<String> {
        match (&self.pass_pipeline, self.tanto_default) {
            (Some(p), _) => Some(p.clone()),
            (None, true) if self.tanto_stats => Some(format!(
                "builtin.module({})",
                tanto_passes::pipelines::default_pipeline(true)
            )),
            (None, true) => Some(format!(
                "builtin.module({})",
                tanto_passes::pipelines::DEFAULT_NAME
            )),
            (None, false) => None,
        }
    }
}

pub fn run(args: &OptArgs) -> Result<(), ToolError> {
    args.warnings.install()?;
    for path in &args.dialect_definitions {
        let text = tanto_frontends::source::read_file(path).map_err(|source| ToolError::Read {
            path: path.clone(),
            source,
        })?;
        tanto_dialects::register_definition(&text).map_err(|e| ToolError::Definition {
            path: path.clone(),
            message: e.to_string(),
        })?;
    }
    let arch = tanto_arch::Arch::load(&args.arch)?;
    if let Some(listing) = listing(args) {
        return input::write_output(&args.output, listing?.as_bytes());
    }
    let input = input::read(&args.input)?;
    let context = session::create_context(args.allow_unregistered_dialect, args.enable_threading)?;
    if args.frontend.is_tanto(&input)
        || args.frontend.is_program(&input)
        || args.frontend.is_pto(&input)
        || args.frontend.is_ztachip(&input)
        || args.frontend.is_ztachip_pcore(&input)
        || args.frontend.is_csl(&input)
    {
        return run_source(args, &context, &input, arch);
    }
    let chunks = if args.split_input_file {
        input::split_chunks(&input.name, &input.text).map_err(|message| {
            crate::report(&format!("{message}\n"));
            ToolError::Diagnosed
        })?
    } else {
        vec![input.text.clone()]
    };
    let instrumentation = args.mlir;

    let mut outputs = Vec::new();
    let mut failed = false;
    for chunk in &chunks {
        let source = SourceSession::new(&context, chunk, &input.name, args.verify_diagnostics);
        let mut result =
            session::parse_and_verify(&source, &input.name, chunk).ok_or(ToolError::Diagnosed);
        if let Ok(module) = &mut result {
            session::attach_target(&context, module, &arch);
        }
        if let (Ok(module), Some(pipeline)) = (&mut result, &args.pipeline()) {
            if let Err(e) = session::run_pipeline(&context, module, pipeline, instrumentation) {
                result = Err(e);
            }
        }
        let diagnosed = match result {
            Ok(module) => {
                outputs.push(print_module(&module, args)?);
                false
            }
            Err(ToolError::Diagnosed) => true,
            Err(other) => return Err(other),
        };
        // With -verify-diagnostics, expected errors are success and the
        // verdict is whether the annotations matched.
        failed |= if args.verify_diagnostics {
            !source.expected_diagnostics_matched()
        } else {
            diagnosed
        };
    }
    let separator = format!("\n{}\n", input::SPLIT_MARKER);
    // One chunk (the usual case) is written without another copy.
    let mut text = if outputs.len() == 1 {
        outputs.pop().unwrap_or_default()
    } else {
        outputs.join(&separator)
    };
    if !text.is_empty() {
        text.push('\n');
    }
    input::write_output(&args.output, text.as_bytes())?;
    if failed {
        Err(ToolError::Diagnosed)
    } else {
        Ok(())
    }
}

/// A Tanto kernel or device program: the frontend's IR, through the
/// pipeline, printed.
fn run_source(
    args: &OptArgs,
    context: &melior::Context,
    input: &input::Input,
    arch: tanto_arch::Arch,
) -> Result<(), ToolError> {
    // MLIR diagnostics (from verification or passes) quote the input; with
    // -verify-diagnostics they are matched against its annotations.
    let source = SourceSession::new(context, &input.text, &input.name, args.verify_diagnostics);
    if args.verify_diagnostics {
        return verify_source_diagnostics(args, context, input, arch, &source);
    }
    let Some(module) = frontend::compile_source(context, input, &args.frontend, arch.clone())
    else {
        return Err(ToolError::Internal("not a source input".into()));
    };
    let mut module = module?;
    if !args.frontend.is_csl(input) {
        session::attach_target(context, &mut module, &arch);
    }
    if let Some(pipeline) = &args.pipeline() {
        session::run_pipeline(context, &mut module, pipeline, args.mlir)?;
    }
    let mut text = print_module(&module, args)?;
    text.push('\n');
    input::write_output(&args.output, text.as_bytes())
}

/// `-verify-diagnostics` on a source input: the frontend's diagnostics are
/// emitted through MLIR at their locations, so that they and those of
/// verification and the pipeline are all matched against the source's
/// `// expected-error {{...}}` annotations (as mlir-opt does).
fn verify_source_diagnostics(
    args: &OptArgs,
    context: &melior::Context,
    input: &input::Input,
    arch: tanto_arch::Arch,
    source: &SourceSession,
) -> Result<(), ToolError> {
    let (module, captured) = crate::capture_diagnostics(|| {
        frontend::compile_source(context, input, &args.frontend, arch)
    });
    for (files, diagnostics) in &captured {
        for diagnostic in diagnostics {
            let at = |offset: usize| {
                let (file, line, column) = files.position(offset);
                melior::ir::Location::new(context, file, line, column)
            };
            let severity = match diagnostic.severity {
                tanto_dialects::finding::Severity::Error => tanto_dialects::ir::Severity::Error,
                tanto_dialects::finding::Severity::Warning => tanto_dialects::ir::Severity::Warning,
                tanto_dialects::finding::Severity::Remark => tanto_dialects::ir::Severity::Remark,
            };
            let notes: Vec<_> = diagnostic
                .notes
                .iter()
                .map(|(span, note)| (at(span.start), note.clone()))
                .collect();
            tanto_dialects::ir::emit_diagnostic(
                at(diagnostic.span.start),
                severity,
                &diagnostic.message,
                &notes,
            );
        }
    }
    if let Some(Ok(mut module)) = module {
        if let Some(pipeline) = &args.pipeline() {
            let _ =
                session::run_pipeline(context, &mut module, pipeline, Instrumentation::default());
        }
    }
    if source.expected_diagnostics_matched() {
        Ok(())
    } else {
        Err(ToolError::Diagnosed)
    }
}

/// The module as text, with the printing options of the command line.
fn print_module(module: &melior::ir::Module, args: &OptArgs) -> Result<String, ToolError> {
    let _span = tracing::info_span!("print").entered();
    let mut flags = OperationPrintingFlags::new();
    if args.print_debuginfo {
        flags = flags.enable_debug_info(true, false);
    }
    if args.print_op_generic {
        flags = flags.print_generic_operation_form();
    }
    // Printed in one piece (melior's printing calls back into Rust for every
    // token, which cost a sixth of `tanto-opt FILE` on large modules), and
    // without the printer's own verification: every module printed here
    // passed `verify_parsed` and, after a pipeline, the pass manager's
    // verifier and `verify_tree`.
    let bytes = tanto_dialects::ir::print_operation(&module.as_operation(), &flags, true);
    let mut text = String::from_utf8(bytes)
        .map_err(|e| ToolError::Internal(format!("cannot print the IR: {e}")))?;
    text.truncate(text.trim_end().len());
    Ok(text)
}

/// The informational outputs that replace processing an input.
/// Every built-in target, described through `tanto_arch::Target`.
fn target_listing() -> Result<String, ToolError> {
    let targets = tanto_arch::builtin_targets()?;
    Ok(targets
        .iter()
        .map(|target| tanto_arch::target::describe(target.as_ref()))
        .collect())
}

fn listing(args: &OptArgs) -> Option<Result<String, ToolError>> {
    if args.list_passes {
        let mut text = String::from("Rust passes:\n");
        for pass in tanto_passes::PASSES {
            text.push_str(&format!("  {:<24} {}\n", pass.argument, pass.description));
        }
        text.push_str("Named pipelines:\n");
        for (name, pipeline) in [
            (
                tanto_passes::pipelines::DEFAULT_NAME,
                tanto_passes::pipelines::DEFAULT,
            ),
            (
                tanto_passes::pipelines::LOWER_TO_LLVM_NAME,
                tanto_passes::pipelines::LOWER_TO_LLVM,
            ),
        ] {
            text.push_str(&format!("  {name:<24} {pipeline}\n"));
        }
        return Some(Ok(text));
    }
    if args.list_targets {
        return Some(target_listing());
    }
    if args.print_irdl {
        let all: Vec<_> = tanto_dialects::dialects().iter().collect();
        return Some(Ok(tanto_dialects::irdl::irdl_module(&all)));
    }
    let name = args.print_dialect_doc.as_ref()?;
    Some(match tanto_dialects::dialect(name) {
        Some(def) => Ok(tanto_dialects::docs::reference_page(def)),
        None => {
            let known: Vec<&str> = tanto_dialects::dialects()
                .iter()
                .map(|d| d.name.as_str())
                .collect();
            Err(ToolError::Usage(format!(
                "unknown dialect `{name}`; expected one of: {}",
                known.join(", ")
            )))
        }
    })
}
