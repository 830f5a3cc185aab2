//! `tanto-translate`: MLIR in, LLVM IR / RV32 assembly / RV32 object out.

use crate::{
    args,
    codegen::{self, Emit, TargetOptions},
    error::ToolError,
    frontend::{self, FrontendArgs},
    input, program_output,
    session::{self, Instrumentation},
};
use clap::Parser;
use melior::ir::{operation::OperationLike, Module};
use std::process::ExitCode;
use tanto_dialects::source::SourceSession;

#[derive(Debug, Parser)]
#[command(
    name = "tanto-translate",
    version,
    about = "Translate Tanto IR to LLVM IR, RV32 assembly or RV32 ELF objects (mlir-translate conventions)",
    after_help = "Long options also take one dash, as in mlir-translate: -mlir-to-llvmir, -mattr=+m."
)]
pub struct TranslateArgs {
    /// Input file; `-` reads standard input.
    #[arg(default_value = "-")]
    pub input: String,
    /// Output file; `-` writes standard output.
    #[arg(short = 'o', default_value = "-", value_name = "FILE")]
    pub output: String,
    /// Translate to LLVM IR as mlir-translate does (no optimization).
    #[arg(long = "mlir-to-llvmir", conflicts_with = "emit")]
    pub mlir_to_llvmir: bool,
    /// Emit optimized LLVM IR, target assembly or an ELF object.
    #[arg(long, value_enum)]
    pub emit: Option<Emit>,
    /// Target triple.
    #[arg(long = "target", alias = "mtriple", default_value = codegen::DEFAULT_TRIPLE)]
    pub triple: String,
    /// Target CPU.
    #[arg(long, default_value = codegen::DEFAULT_CPU)]
    pub mcpu: String,
    /// Target features, e.g. `+m` (RV32IM, what Tensix control cores have).
    #[arg(long, default_value = codegen::DEFAULT_FEATURES, allow_hyphen_values = true)]
    pub mattr: String,
    /// Optimization level, -O0 to -O3.
    #[arg(short = 'O', default_value_t = 2, value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
    /// Emit debug info: DWARF line tables built from the MLIR locations, so
    /// that every instruction maps back to its line in the kernel source.
    #[arg(short = 'g', long = "debug-info")]
    pub debug_info: bool,
    #[command(flatten)]
    pub mlir: Instrumentation,
    /// Run MLIR multithreaded. Off by default, so that diagnostics come in
    /// a fixed order; the output is the same either way.
    #[arg(long = "mlir-enable-threading", conflicts_with = "disable_threading")]
    pub enable_threading: bool,
    /// Run MLIR on one thread (the default; as in mlir-opt).
    #[arg(long = "mlir-disable-threading")]
    pub disable_threading: bool,
    /// The middle end as a pass pipeline, instead of tanto-default (the
    /// lowering to the runtime ABI follows it). It must leave what the
    /// lowering needs: l1-alloc's placement.
    #[arg(long = "pass-pipeline", value_name = "PIPELINE")]
    pub pass_pipeline: Option<String>,
    /// Target architecture: a built-in name or a target .toml file.
    #[arg(long, default_value = tanto_arch::DEFAULT_ARCH)]
    pub arch: String,
    /// For a device program: print a summary (kernels, NoC transfers,
    /// object sizes, L1 map) to standard output.
    #[arg(long)]
    pub summary: bool,
    #[command(flatten)]
    pub frontend: FrontendArgs,
    #[command(flatten)]
    pub warnings: crate::warnings::WarningArgs,
}

/// Parses a command line (`argv[0]` is the tool's name) as `main` does.
pub fn parse_args<I: IntoIterator<Item = String>>(argv: I) -> Result<TranslateArgs, clap::Error> {
    args::parse(argv)
}

pub fn main() -> ExitCode {
    args::tool_main("tanto-translate", run)
}

pub fn run(args: &TranslateArgs) -> Result<(), ToolError> {
    args.warnings.install()?;
    let arch = tanto_arch::Arch::load(&args.arch)?;
    run_on(args, input::read(&args.input)?, arch)
}

/// Translates `input` (its name decides the frontend, as a file name does)
/// for the target `arch`; what `run` does after reading the file. The fuzz
/// targets call this directly.
pub fn run_on(
    args: &TranslateArgs,
    input: input::Input,
    arch: tanto_arch::Arch,
) -> Result<(), ToolError> {
    let emit = match (args.mlir_to_llvmir, args.emit) {
        (true, _) => None,
        (false, Some(emit)) => Some(emit),
        (false, None) => {
            return Err(ToolError::Usage(
                "choose an output: --mlir-to-llvmir or --emit=llvm|asm|obj".into(),
            ))
        }
    };
    let is_program = args.frontend.is_program(&input);
    if !is_program && args.frontend.is_ztachip_pcore(&input) && emit == Some(Emit::Describe) {
        let json = frontend::describe_ztachip_pcore(&input, &args.frontend)?;
        return input::write_output(&args.output, json.as_bytes());
    }
    if emit == Some(Emit::Describe) {
        return Err(ToolError::Usage(
            "--emit=describe describes a ztachip PCORE program (.p, or --ztachip-pcore)".into(),
        ));
    }
    let context = session::create_context(false, args.enable_threading)?;
    let source = SourceSession::new(&context, &input.text, &input.name, false);
    if !is_program && args.frontend.is_csl(&input) {
        return translate_csl(args, &context, &input, emit);
    }
    let is_tanto_source = !is_program && args.frontend.is_tanto(&input);
    // A ztachip tensor program: its statements' functions here, its C
    // through clang-22, linked below.
    let mut c_program = None;
    let mut module = if !is_program && args.frontend.is_ztachip(&input) {
        let (module, c) =
            frontend::compile_ztachip_with_c(&context, &input, &args.frontend.include_dirs)?;
        c_program = Some(c);
        module
    } else {
        match frontend::compile_source(&context, &input, &args.frontend, arch.clone()) {
            Some(module) => module?,
            None => session::parse_and_verify(&source, &input.name, &input.text)
                .ok_or(ToolError::Diagnosed)?,
        }
    };
    session::attach_target(&context, &mut module, &arch);
    crate::global_sizes::check(&module)?;
    if is_tanto_source {
        name_program_after_file(&context, &module, &input.name);
    }
    let mut report = None;
    if !is_llvm_dialect_only(&module) {
        let middle_end = args
            .pass_pipeline
            .clone()
            .unwrap_or_else(|| tanto_passes::pipelines::default_pipeline(false));
        session::run_pipeline(&context, &mut module, &middle_end, args.mlir)?;
        report = Some(program_output::middle_end_report(&module));
        session::run_pipeline(
            &context,
            &mut module,
            &tanto_passes::pipelines::lowering_pipeline(),
            args.mlir,
        )?;
    }
    report_unlowered_ops(&module)?;
    if args.debug_info {
        codegen::add_debug_info(
            &context,
            &mut module,
            &input.name,
            args.opt_level > 0,
            args.mlir,
        )?;
    }
    let target = TargetOptions {
        triple: args.triple.clone(),
        cpu: args.mcpu.clone(),
        features: args.mattr.clone(),
        opt_level: args.opt_level,
        debug_info: args.debug_info,
    };
    if let (true, Some(emit), Some(report)) = (is_program, emit, &report) {
        if args.output == "-" {
            return Err(ToolError::Usage(
                "a device program compiles to one file per kernel: give -o a directory".into(),
            ));
        }
        let summary = program_output::write_program(
            &module,
            report,
            emit,
            &target,
            std::path::Path::new(&args.output),
        )?;
        if args.summary {
            input::write_output("-", summary.as_bytes())?;
        }
        return Ok(());
    }
    let llvm_context = inkwell::context::Context::create();
    let llvm_module = codegen::translate(&module, &llvm_context)?;
    if let Some((c, images)) = &c_program {
        // The generated `<name>.p.img` files come first, then the
        // program's folder and the -I folders.
        let generated = tanto_frontends::ztachip::image::ImageDir::write(images).map_err(|e| {
            ToolError::Usage(format!("cannot write the generated .p.img files: {e}"))
        })?;
        let mut include_dirs: Vec<std::path::PathBuf> = generated.dir().into_iter().collect();
        include_dirs.push(
            std::path::Path::new(&input.name)
                .parent()
                .map_or_else(|| ".".into(), std::path::Path::to_path_buf),
        );
        include_dirs.extend(args.frontend.include_dirs.iter().cloned());
        let ir = tanto_frontends::ztachip::clang::compile_to_llvm_ir(
            c,
            &input.name,
            args.opt_level,
            &include_dirs,
        )
        .map_err(|e| match e {
            tanto_frontends::ztachip::clang::ClangError::Failed(message) => {
                crate::report(&message);
                ToolError::Diagnosed
            }
            other => ToolError::Usage(other.to_string()),
        })?;
        codegen::link_llvm_ir(&llvm_module, &llvm_context, &ir, &input.name)?;
        codegen::link_ztachip_library(&llvm_module, &llvm_context, args.opt_level)?;
    }
    let bytes = match emit {
        None => llvm_module.print_to_string().to_bytes().to_vec(),
        Some(emit) => codegen::compile(&llvm_module, emit, &target)?,
    };
    input::write_output(&args.output, &bytes)
}

/// A lone kernel's entry point is `<file stem>__<kernel>`, as if the file
/// were a program of one kernel.
fn name_program_after_file(context: &melior::Context, module: &Module, path: &str) {
    let stem = std::path::Path::new(path)
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("kernel");
    let name = tanto_frontends::source::c_identifier(stem);
    let attribute = melior::ir::attribute::StringAttribute::new(context, &name);
    tanto_dialects::ir::set_attribute(module.as_operation(), "tanto.program", attribute.into());
}

/// Ops below the module that are not in the LLVM dialect.
fn non_llvm_ops<'c, 'a>(module: &'a Module<'c>) -> Vec<melior::ir::OperationRef<'c, 'a>> {
    tanto_dialects::verify::nested_ops(module.as_operation())
        .into_iter()
        .skip(1)
        .filter(|op| {
            !op.name()
                .as_string_ref()
                .as_str()
                .is_ok_and(|n| n.starts_with("llvm."))
        })
        .collect()
}

fn is_llvm_dialect_only(module: &Module) -> bool {
    non_llvm_ops(module).is_empty()
}

/// After lowering, ops of our dialects that remain cannot be translated:
/// report each at its location rather than MLIR's one error on the function.
fn report_unlowered_ops(module: &Module) -> Result<(), ToolError> {
    let mut failed = false;
    for op in non_llvm_ops(module) {
        let name = op
            .name()
            .as_string_ref()
            .as_str()
            .unwrap_or("?")
            .to_string();
        if ["noc.", "pipe.", "tile.", "pto.", "zta."]
            .iter()
            .any(|d| name.starts_with(d))
        {
            failed = true;
            tanto_dialects::verify::emit_error(
                op.location(),
                &format!("'{name}' op has no lowering to the LLVM dialect, so it cannot be translated to LLVM IR"),
            );
        }
    }
    if failed {
        Err(ToolError::Diagnosed)
    } else {
        Ok(())
    }
}

/// A CSL layout: one object per PE program and `csl.json`, in the
/// directory `-o` names.
fn translate_csl(
    args: &TranslateArgs,
    context: &melior::Context,
    input: &input::Input,
    emit: Option<Emit>,
) -> Result<(), ToolError> {
    let Some(emit) = emit else {
        return Err(ToolError::Usage(
            "a CSL layout compiles to one file per PE program: use --emit=llvm|asm|obj -o <dir>"
                .into(),
        ));
    };
    if args.output == "-" {
        return Err(ToolError::Usage(
            "a CSL layout compiles to one file per PE program: give -o a directory".into(),
        ));
    }
    let module = frontend::compile_csl(context, input, &args.frontend)?;
    let target = TargetOptions {
        triple: args.triple.clone(),
        cpu: args.mcpu.clone(),
        features: args.mattr.clone(),
        opt_level: args.opt_level,
        debug_info: false,
    };
    crate::csl_output::write_layout(
        context,
        &module,
        &input.name,
        emit,
        &target,
        std::path::Path::new(&args.output),
    )
}
