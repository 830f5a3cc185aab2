//! Source languages in, through `tanto-frontends`: Tanto kernels with the
//! reference Tanto frontend's options (-D, -P, --mode), device programs
//! (.toml), PTO files (--pto-arch), ztachip tensor programs and CSL
//! programs.

use crate::{error::ToolError, input::Input};
use melior::{ir::Module, Context};
use std::collections::BTreeMap;
use tanto_frontends::{pto, source_files::SourceFiles, tanto};

/// Source files with these extensions are Tanto kernels.
const TANTO_EXTENSIONS: &[&str] = &["cpp", "cc", "cxx", "tanto"];

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Mode {
    Read,
    Write,
    Compute,
}

#[derive(Debug, Clone, Default, clap::Args)]
pub struct FrontendArgs {
    /// Read the input as a device-program file (the default for .toml files).
    #[arg(long)]
    pub program: bool,
    /// Read the input as a Tanto kernel (the default for .cpp, .cc, .cxx and .tanto files).
    #[arg(long)]
    pub tanto: bool,
    /// Read the input as a PTO file (the default for .pto files).
    #[arg(long)]
    pub pto: bool,
    /// Read the input as a ztachip tensor program: C with `>` tensor
    /// statements (the default for .m files). Each `#include
    /// "<name>.p.img"` compiles `<name>.p` (beside the program, or in a -I
    /// folder) and links its PCORE kernels into the same object, with
    /// Tanto's ztachip C library; `<name>.m` is compiled with the
    /// `<name>.p` beside it even where it includes no image, as ztachip's
    /// build does.
    #[arg(long)]
    pub ztachip: bool,
    /// Read the input as a ztachip PCORE program (the default for .p
    /// files): its kernels compile to functions of the kernel ABI
    /// (`--emit=llvm|asm|obj`; tanto-opt prints their MLIR), and
    /// `--emit=describe` prints its description (JSON). Its folder, then
    /// the -I folders, resolve its #includes. A tensor program (.m) that
    /// includes `<name>.p.img` compiles `<name>.p` (beside it or in -I)
    /// and links its kernels into the same object.
    #[arg(long = "ztachip-pcore")]
    pub ztachip_pcore: bool,
    /// Read the input as a Cerebras CSL layout file (the default for .csl
    /// files).
    #[arg(long)]
    pub csl: bool,
    /// Values of a CSL layout's params, `name=value` (or `name:value`),
    /// comma-separated: --params width=4,height=1.
    #[arg(long = "params", value_name = "NAME=VALUE,...")]
    pub csl_params: Vec<String>,
    /// The PE mesh a CSL program is compiled for: wse2, wse3 or a target
    /// file (default wse2).
    #[arg(
        long = "fabric-arch",
        value_name = "wse2|wse3|FILE",
        default_value = "wse2"
    )]
    pub fabric_arch: String,
    /// PTO target whose instruction constraints apply (default: the file's
    /// `pto.target_arch`, else a2a3).
    #[arg(long = "pto-arch", value_name = "a2a3|a5", value_parser = parse_pto_arch)]
    pub pto_arch: Option<pto::PtoTarget>,
    /// The PTO core type the kernels are compiled for: it keeps their
    /// `pto.section.cube` or `pto.section.vector` code (default: each
    /// function's `pto.kernel_kind`).
    #[arg(long = "pto-kernel-kind", value_name = "cube|vector", value_parser = parse_kernel_kind)]
    pub pto_kernel_kind: Option<pto::KernelKind>,
    /// Define a preprocessor macro, e.g. -DT=bfloat16 (value 1 when omitted).
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    pub defines: Vec<String>,
    /// Value of compile-time parameter N (numbered by declaration, from 0), e.g. -P 0=2.
    #[arg(short = 'P', value_name = "N=VALUE")]
    pub params: Vec<String>,
    /// Kernel role; inferred from what the kernel uses when omitted.
    #[arg(long, value_enum)]
    pub mode: Option<Mode>,
    /// Add a directory to search for #include files (after the including
    /// file's own directory, for "..." includes).
    #[arg(short = 'I', value_name = "DIR")]
    pub include_dirs: Vec<std::path::PathBuf>,
}

fn parse_kernel_kind(text: &str) -> Result<pto::KernelKind, String> {
    pto::KernelKind::parse(text)
        .ok_or_else(|| format!("unknown kernel kind `{text}`; expected cube or vector"))
}

fn parse_pto_arch(text: &str) -> Result<pto::PtoTarget, String> {
    pto::PtoTarget::parse(text)
        .ok_or_else(|| format!("unknown PTO architecture `{text}`; expected a2a3 or a5"))
}

impl FrontendArgs {
    pub fn is_pto(&self, input: &Input) -> bool {
        self.pto || input.name.ends_with(".pto")
    }

    pub fn is_ztachip(&self, input: &Input) -> bool {
        self.ztachip || input.name.ends_with(".m")
    }

    pub fn is_ztachip_pcore(&self, input: &Input) -> bool {
        self.ztachip_pcore || input.name.ends_with(".p")
    }

    pub fn is_csl(&self, input: &Input) -> bool {
        self.csl || input.name.ends_with(".csl")
    }

    pub fn is_program(&self, input: &Input) -> bool {
        self.program || input.name.ends_with(".toml")
    }

    pub fn is_tanto(&self, input: &Input) -> bool {
        self.tanto
            || std::path::Path::new(&input.name)
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| TANTO_EXTENSIONS.contains(&e))
    }

    pub fn options(&self, arch: tanto_arch::Arch) -> Result<tanto::Options, ToolError> {
        let defines = self
            .defines
            .iter()
            .map(|d| match d.split_once('=') {
                Some((name, value)) => (name.to_string(), value.to_string()),
                None => (d.clone(), "1".to_string()),
            })
            .collect();
        let mut params = BTreeMap::new();
        for p in &self.params {
            let parsed = p.split_once('=').and_then(|(n, v)| {
                n.trim()
                    .parse::<usize>()
                    .ok()
                    .map(|n| (n, v.trim().to_string()))
            });
            let Some((index, value)) = parsed else {
                return Err(ToolError::Usage(format!(
                    "-P {p}: expected N=VALUE, e.g. -P 0=2"
                )));
            };
            if params.insert(index, value).is_some() {
                return Err(ToolError::Usage(format!("-P {index} is given twice")));
            }
        }
        let mode = self.mode.map(|m| match m {
            Mode::Read => tanto::Role::Read,
            Mode::Write => tanto::Role::Write,
            Mode::Compute => tanto::Role::Compute,
        });
        Ok(tanto::Options {
            defines,
            params,
            mode,
            arch,
            include_dirs: self.include_dirs.clone(),
        })
    }
}

/// Compiles a Tanto kernel; diagnostics go to stderr.
pub fn compile_tanto<'c>(
    context: &'c Context,
    input: &Input,
    options: &tanto::Options,
) -> Result<Module<'c>, ToolError> {
    let compiled = tanto::compile(context, &input.name, &input.text, options);
    crate::report_diagnostics(&compiled.sources, &compiled.diagnostics);
    compiled.module.ok_or(ToolError::Diagnosed)
}

/// Compiles a PTO file; diagnostics go to stderr.
pub fn compile_pto<'c>(
    context: &'c Context,
    input: &Input,
    options: &pto::Options,
) -> Result<Module<'c>, ToolError> {
    let compiled = pto::compile(context, &input.name, &input.text, options);
    crate::report_diagnostics(
        &SourceFiles::new(input.name.as_str(), input.text.as_str()),
        &compiled.diagnostics,
    );
    compiled.module.ok_or(ToolError::Diagnosed)
}

/// Compiles the tensor statements of a ztachip tensor program into their
/// functions; diagnostics go to stderr.
pub fn compile_ztachip<'c>(context: &'c Context, input: &Input) -> Result<Module<'c>, ToolError> {
    compile_ztachip_with_c(context, input, &[]).map(|(module, _)| module)
}

/// A compiled tensor program: its statements' functions, its C with each
/// statement replaced by a call (for clang), and the `<name>.p.img` files
/// its `#include`s name, generated from their PCORE programs.
pub type ZtachipCompiled<'c> = (Module<'c>, (String, Vec<(String, String)>));

/// The PCORE programs a tensor program includes (`#include
/// "<name>.p.img"`), found beside it or in `include_dirs`, and their images;
/// a program's errors are reported and stop it, its warnings are reported.
fn included_pcore_programs(
    input: &Input,
    include_dirs: &[std::path::PathBuf],
) -> Result<tanto_frontends::ztachip::image::Images, ToolError> {
    use tanto_frontends::ztachip::image;
    let mut dirs = vec![std::path::Path::new(&input.name)
        .parent()
        .map_or_else(|| ".".into(), std::path::Path::to_path_buf)];
    dirs.extend(include_dirs.iter().cloned());
    let own = std::path::Path::new(&input.name);
    let own = own.is_file().then_some(own);
    let found = image::programs_and_images(&input.text, own, &dirs).map_err(|included| {
        crate::report_diagnostics(&included.read.sources, &included.read.diagnostics);
        let files = SourceFiles::new(input.name.as_str(), input.text.as_str());
        let message = if included.implicit {
            format!(
                "ztachip's build compiles this tensor program with its PCORE program `{}`, which has errors",
                included.path.display()
            )
        } else {
            format!(
                "`{}` is made from the PCORE program `{}`, which has errors",
                included.name,
                included.path.display()
            )
        };
        let error = tanto_frontends::diagnostic::Diagnostic::error(included.span, message);
        crate::report_diagnostics(&files, &[error]);
        ToolError::Diagnosed
    })?;
    for included in &found.warned {
        crate::report_diagnostics(&included.read.sources, &included.read.diagnostics);
    }
    Ok(found)
}

/// The statements' functions and the program's C with each statement
/// replaced by a call (for clang), with the generated `.p.img` files.
pub fn compile_ztachip_with_c<'c>(
    context: &'c Context,
    input: &Input,
    include_dirs: &[std::path::PathBuf],
) -> Result<ZtachipCompiled<'c>, ToolError> {
    use tanto_frontends::ztachip;
    let target = ztachip::Ztachip::builtin()
        .map_err(|e| ToolError::Internal(format!("arch/ztachip.toml: {e}")))?;
    let files = SourceFiles::new(input.name.as_str(), input.text.as_str());
    let found = included_pcore_programs(input, include_dirs)?;
    let programs = &found.programs;
    let checked = ztachip::read_with(&input.text, &target, programs);
    if checked.has_errors() {
        crate::report_diagnostics(&files, &checked.diagnostics);
        return Err(ToolError::Diagnosed);
    }
    let rewritten = ztachip::rewrite::rewrite(&input.text, &checked, &input.name, &target);
    let (module, mut diagnostics) = ztachip::lower::lower(
        context,
        &files,
        &checked.statements,
        &rewritten.functions,
        &target,
    );
    diagnostics.extend(checked.diagnostics);
    diagnostics.sort_by_key(|d| d.span.start);
    crate::report_diagnostics(&files, &diagnostics);
    let module = module.ok_or(ToolError::Diagnosed)?;
    // The included PCORE programs' kernels and, if the program names it,
    // Tanto's ztachip library's ztaInitStream, linked into the same object.
    ztachip::pcore::lower::append_kernels(context, &module, programs)
        .map_err(ToolError::Internal)?;
    if ztachip::library::needs_streams(&input.text) {
        ztachip::library::append_streams(context, &module, &target).map_err(ToolError::Internal)?;
    }
    let c = found.complete(rewritten.c);
    Ok((module, (c, found.files)))
}

/// Compiles a CSL layout file into its fabric module; diagnostics go to
/// stderr.
pub fn compile_csl<'c>(
    context: &'c Context,
    input: &Input,
    args: &FrontendArgs,
) -> Result<Module<'c>, ToolError> {
    use tanto_frontends::csl;
    let target = tanto_arch::wse::Wse::load(&args.fabric_arch)
        .map_err(|e| ToolError::Usage(format!("--fabric-arch: {e}")))?;
    let params = csl::command_line_params(&args.csl_params)
        .map_err(|e| ToolError::Usage(format!("--params: {e}")))?;
    let files = SourceFiles::new(input.name.as_str(), input.text.as_str());
    csl::compile_layout(context, &files, params, &target).map_err(|reports| {
        for report in &reports {
            crate::report_diagnostics(&report.files, &report.diagnostics);
        }
        ToolError::Diagnosed
    })
}

/// Compiles a device program and its kernels; diagnostics go to stderr.
pub fn compile_program<'c>(
    context: &'c Context,
    input: &Input,
    arch: &tanto_arch::Arch,
) -> Result<Module<'c>, ToolError> {
    let path = std::path::Path::new(if input.name == "<stdin>" {
        "program.toml"
    } else {
        &input.name
    });
    let compiled = tanto_frontends::program::compile(context, path, &input.text, arch);
    for report in &compiled.reports {
        crate::report_diagnostics(&report.sources, &report.diagnostics);
    }
    compiled.module.ok_or(ToolError::Diagnosed)
}

/// A source-language input compiled to a module (Tanto kernel, PTO file or
/// device program), verified; None for MLIR input.
pub fn compile_source<'c>(
    context: &'c Context,
    input: &Input,
    args: &FrontendArgs,
    arch: tanto_arch::Arch,
) -> Option<Result<Module<'c>, ToolError>> {
    // The PTO frontend passes the types it reads through to our ops, so the
    // verifier's findings are about the user's program.
    let invalid_is_user_error = !args.is_program(input) && args.is_pto(input);
    let module = if args.is_program(input) {
        compile_program(context, input, &arch)
    } else if args.is_pto(input) {
        compile_pto(
            context,
            input,
            &pto::Options {
                arch: args.pto_arch,
                kernel_kind: args.pto_kernel_kind,
            },
        )
    } else if args.is_tanto(input) {
        args.options(arch)
            .and_then(|options| compile_tanto(context, input, &options))
    } else if args.is_ztachip_pcore(input) {
        compile_ztachip_pcore(context, input, args)
    } else if args.is_ztachip(input) {
        compile_ztachip(context, input)
    } else if args.is_csl(input) {
        compile_csl(context, input, args)
    } else {
        return None;
    };
    Some(module.and_then(|module| {
        if tanto_dialects::verify::verify_parsed(module.as_operation()) {
            Ok(module)
        } else if invalid_is_user_error {
            Err(ToolError::Diagnosed)
        } else {
            Err(ToolError::Internal(
                "the frontend produced invalid IR".into(),
            ))
        }
    }))
}

/// A ztachip PCORE program's kernels, lowered (each kernel a function of
/// the kernel ABI, docs/abi.md); diagnostics go to stderr.
pub fn compile_ztachip_pcore<'c>(
    context: &'c Context,
    input: &Input,
    args: &FrontendArgs,
) -> Result<Module<'c>, ToolError> {
    let program = read_ztachip_pcore(input, args, true)?;
    Module::parse(context, &program.code).ok_or_else(|| {
        ToolError::Internal(format!(
            "the lowered kernels of `{}` do not parse",
            input.name
        ))
    })
}

/// Reads, checks and lowers a PCORE program from its file.
fn read_ztachip_pcore(
    input: &Input,
    args: &FrontendArgs,
    lowered: bool,
) -> Result<tanto_frontends::ztachip::pcore::PcoreProgram, ToolError> {
    use tanto_frontends::ztachip::pcore;
    if input.name == "<stdin>" {
        return Err(ToolError::Usage(
            "a PCORE program is read from its file (its folder resolves its #includes), not from standard input".into(),
        ));
    }
    let path = std::path::Path::new(&input.name);
    let read = if lowered {
        pcore::read(path, &args.include_dirs)
    } else {
        pcore::read_description(path, &args.include_dirs)
    };
    crate::report_diagnostics(&read.sources, &read.diagnostics);
    read.program.ok_or(ToolError::Diagnosed)
}

/// Describes a ztachip PCORE program (the file `input` names) as JSON;
/// diagnostics go to stderr.
pub fn describe_ztachip_pcore(input: &Input, args: &FrontendArgs) -> Result<String, ToolError> {
    let program = read_ztachip_pcore(input, args, false)?;
    serde_json::to_string_pretty(&program)
        .map(|json| json + "\n")
        .map_err(|e| ToolError::Internal(format!("cannot serialise the PCORE description: {e}")))
}
