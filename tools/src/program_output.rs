//! `tanto-translate` on a device program: one output file per kernel in the
//! directory `-o` names, a `manifest.json` describing them
//! ([`tanto_manifest::program`]), and an optional human summary (kernels, L1 map,
//! NoC transfers, object sizes). [`compile_program`] does the same in memory
//! for `tanto-run`.

use crate::{
    codegen::{self, Emit, TargetOptions},
    error::ToolError,
    frontend::{self, FrontendArgs},
    input::Input,
    session::{self, Instrumentation},
};
use melior::ir::{
    attribute::IntegerAttribute, block::BlockLike, operation::OperationLike, Module, RegionLike,
};
use std::{fmt::Write as _, path::Path};
use tanto_dialects::{source::SourceSession, types, verify::nested_ops};
use tanto_manifest::program::{
    ArgSource, Io, KernelEntry, Layout, Manifest, ResourceEntry, RuntimeArg, MANIFEST_VERSION,
};

/// A resource of the program: its declaration and its l1-alloc placement.
#[derive(Debug, Clone, Default)]
pub struct Resource {
    pub name: String,
    /// `global`, `local`, `pipe` or `semaphore`.
    pub kind: &'static str,
    /// Element type as the IR spells it (`bf16`); none for a semaphore.
    pub element: Option<String>,
    pub elements: Option<i64>,
    pub page: Option<i64>,
    pub frame: Option<i64>,
    pub capacity: Option<i64>,
    pub initial: Option<i64>,
    pub address: Option<i64>,
    pub size: Option<i64>,
    pub cores: Vec<i64>,
    /// A global's or local's `io` attribute (`input`, `output`, `inout`).
    pub io: Option<String>,
    /// Its host `layout` and `shape` attributes.
    pub layout: Option<String>,
    pub shape: Option<Vec<i64>>,
}

/// A kernel parameter as the program binds it (`tanto.name`, `tanto.bind`,
/// `tanto.per_core`, an integer `tanto.value`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Parameter {
    pub name: String,
    pub bind: Option<String>,
    pub per_core: Option<String>,
    pub value: Option<i64>,
}

/// What the middle end leaves to report: resources, the NoC transfers each
/// kernel issues (static count of transfer ops), and each kernel's
/// parameter bindings (the lowering drops them).
#[derive(Debug, Clone, Default)]
pub struct MiddleEndReport {
    pub program: String,
    pub arch: String,
    /// The target file's text (`tanto.arch_toml`), for a target file.
    pub arch_toml: Option<String>,
    pub resources: Vec<Resource>,
    pub transfers: Vec<(String, usize)>,
    /// Per kernel (by its name in the program), its parameters in order.
    pub parameters: Vec<(String, Vec<Parameter>)>,
}

const TRANSFERS: &[&str] = &[
    "noc.read",
    "noc.read_remote",
    "noc.write",
    "noc.write_remote",
    "noc.write_mcast",
    "noc.write_mcast_with_self",
    "noc.move",
];

/// Reads the report off a module after the middle end, before lowering.
pub fn middle_end_report(module: &Module) -> MiddleEndReport {
    let root = module.as_operation();
    let mut report = MiddleEndReport {
        program: types::string_attribute(&root, "tanto.program").unwrap_or_default(),
        arch: types::string_attribute(&root, "tanto.arch")
            .unwrap_or_else(|| tanto_arch::DEFAULT_ARCH.to_string()),
        arch_toml: types::string_attribute(&root, "tanto.arch_toml"),
        ..Default::default()
    };
    for op in nested_ops(root) {
        let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
        let kind = match name.as_str() {
            "pipe.decl" => Some("pipe"),
            "noc.local_decl" => Some("local"),
            "noc.semaphore_decl" => Some("semaphore"),
            "noc.global_decl" => Some("global"),
            _ => None,
        };
        if let Some(kind) = kind {
            report.resources.push(Resource {
                name: types::string_attribute(&op, "sym_name").unwrap_or_default(),
                kind,
                // `ui8` for a buffer marked unsigned (its type is signless).
                element: types::type_attribute(&op, "element").map(|t| {
                    let signless = t.to_string();
                    if op.has_attribute("unsigned") {
                        format!("u{signless}")
                    } else {
                        signless
                    }
                }),
                elements: types::int_attribute(&op, "elements"),
                page: types::int_attribute(&op, "page"),
                frame: types::int_attribute(&op, "frame"),
                capacity: types::int_attribute(&op, "capacity"),
                initial: types::int_attribute(&op, "initial"),
                address: types::int_attribute(&op, "l1.address"),
                size: types::int_attribute(&op, "l1.size"),
                cores: types::array_attribute(&op, "cores").unwrap_or_default(),
                io: types::string_attribute(&op, "io"),
                layout: types::string_attribute(&op, "layout"),
                shape: types::array_attribute(&op, "shape"),
            });
        }
        if name == "func.func" && types::string_attribute(&op, "tanto.role").is_some() {
            let kernel = types::string_attribute(&op, "sym_name").unwrap_or_default();
            let count = nested_ops(op)
                .iter()
                .filter(|o| {
                    o.name()
                        .as_string_ref()
                        .as_str()
                        .is_ok_and(|n| TRANSFERS.contains(&n))
                })
                .count();
            report.transfers.push((kernel.clone(), count));
            report.parameters.push((kernel, parameters(&op)));
        }
    }
    report
}

/// The parameters of a kernel `func.func`, from its `arg_attrs`.
fn parameters<'c: 'a, 'a>(function: &impl OperationLike<'c, 'a>) -> Vec<Parameter> {
    let count = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .map_or(0, |b| b.argument_count());
    (0..count)
        .map(|index| Parameter {
            name: types::argument_string(function, index, "tanto.name")
                .unwrap_or_else(|| format!("arg{index}")),
            bind: types::argument_string(function, index, "tanto.bind"),
            per_core: types::argument_string(function, index, "tanto.per_core"),
            value: types::argument_attribute(function, index, "tanto.value")
                .and_then(|a| IntegerAttribute::try_from(a).ok())
                .map(|a| a.value()),
        })
        .collect()
}

/// A kernel entry point of the lowered module.
struct Kernel {
    name: String,
    symbol: String,
    role: String,
    cores: Vec<i64>,
    launch: usize,
    frames_ahead: u32,
    runtime_args: Vec<String>,
}

fn kernels(module: &Module, program: &str) -> Vec<Kernel> {
    let prefix = format!("{program}__");
    nested_ops(module.as_operation())
        .into_iter()
        .filter(|op| op.name().as_string_ref().as_str() == Ok("llvm.func"))
        .filter_map(|op| {
            let role = types::string_attribute(&op, "tanto.role")?;
            let symbol = types::string_attribute(&op, "sym_name")?;
            let runtime_args = op
                .attribute("tanto.runtime_args")
                .ok()
                .and_then(|a| melior::ir::attribute::ArrayAttribute::try_from(a).ok())
                .map(|array| {
                    (0..array.len())
                        .filter_map(|i| array.element(i).ok())
                        .filter_map(|a| melior::ir::attribute::StringAttribute::try_from(a).ok())
                        .map(|s| s.value().to_string())
                        .collect()
                })
                .unwrap_or_default();
            Some(Kernel {
                name: symbol.strip_prefix(&prefix).unwrap_or(&symbol).to_string(),
                symbol,
                role,
                cores: types::array_attribute(&op, "tanto.cores").unwrap_or_default(),
                launch: types::int_attribute(&op, "tanto.launch")
                    .and_then(|l| usize::try_from(l).ok())
                    .unwrap_or(0),
                frames_ahead: types::int_attribute(&op, "tanto.frames_ahead")
                    .and_then(|n| u32::try_from(n).ok())
                    .unwrap_or(0),
                runtime_args,
            })
        })
        .collect()
}

pub(crate) fn extension(emit: Emit) -> &'static str {
    match emit {
        Emit::Llvm => "ll",
        Emit::Asm => "s",
        Emit::Obj => "o",
        Emit::Describe => "json",
    }
}

/// A device program's kernels compiled on their own, in memory: the manifest
/// and one `(file name, bytes)` per kernel, in the manifest's order. File
/// names are relative to where the manifest goes (`<kernel>.o` for objects).
pub type ProgramFiles = (Manifest, Vec<(String, Vec<u8>)>);

/// Each kernel of the lowered `module` compiled on its own into `emit`
/// (only its own entry point kept: each core loads its own), and the
/// manifest describing them: what `tanto-translate` writes for a device
/// program, without writing anything. `report` is [`middle_end_report`] of
/// the module before lowering (resources, bindings, transfers).
pub fn compile_program_objects(
    module: &Module,
    report: &MiddleEndReport,
    emit: Emit,
    target: &TargetOptions,
) -> Result<ProgramFiles, ToolError> {
    let kernels = kernels(module, &report.program);
    // ztachip kernels' C, compiled by the frontend.
    let c_modules = module
        .as_operation()
        .attribute(tanto_frontends::program::ZTACHIP_C_ATTRIBUTE)
        .ok()
        .and_then(|a| melior::ir::attribute::DictionaryAttribute::try_from(a).ok());
    let mut files = Vec::with_capacity(kernels.len());
    let mut entries = Vec::with_capacity(kernels.len());
    for kernel in &kernels {
        let context = inkwell::context::Context::create();
        let llvm_module = codegen::translate(module, &context)?;
        // Only this kernel's entry point stays: each core loads its own.
        for other in kernels.iter().filter(|k| k.symbol != kernel.symbol) {
            if let Some(function) = llvm_module.get_function(&other.symbol) {
                // Kernels do not call one another; one that did would stay.
                tanto_dialects::ir::delete_unused_function(function);
            }
        }
        let c_module = c_modules
            .as_ref()
            .and_then(|d| d.element_by_name(&kernel.name))
            .and_then(|a| melior::ir::attribute::StringAttribute::try_from(a).ok());
        if let Some(ir) = c_module {
            codegen::link_llvm_ir(&llvm_module, &context, ir.value(), &kernel.name)?;
            codegen::link_ztachip_library(&llvm_module, &context, target.opt_level)?;
        }
        let bytes = codegen::compile(&llvm_module, emit, target)?;
        let file = format!("{}.{}", kernel.name, extension(emit));
        entries.push(KernelEntry {
            name: kernel.name.clone(),
            symbol: kernel.symbol.clone(),
            role: kernel.role.clone(),
            cores: kernel.cores.clone(),
            launch: kernel.launch,
            frames_ahead: kernel.frames_ahead,
            resources: report
                .parameters
                .iter()
                .filter(|(name, _)| *name == kernel.name)
                .flat_map(|(_, parameters)| parameters.iter().filter_map(|p| p.bind.clone()))
                .collect(),
            file: file.clone(),
            bytes: bytes.len(),
            noc_transfers: report
                .transfers
                .iter()
                .find(|(name, _)| *name == kernel.name)
                .map_or(0, |(_, n)| *n),
            runtime_args: runtime_args(report, kernel)?,
        });
        files.push((file, bytes));
    }
    let manifest = Manifest {
        version: MANIFEST_VERSION,
        program: report.program.clone(),
        arch: report.arch.clone(),
        arch_toml: report.arch_toml.clone(),
        target: target.triple.clone(),
        cpu: target.cpu.clone(),
        features: target.features.clone(),
        opt_level: target.opt_level,
        debug_info: target.debug_info,
        kernels: entries,
        resources: report.resources.iter().map(resource_entry).collect(),
    };
    Ok((manifest, files))
}

/// Compiles each kernel of the lowered `module` on its own into `directory`
/// and writes the manifest ([`compile_program_objects`]); returns the
/// summary text.
pub fn write_program(
    module: &Module,
    report: &MiddleEndReport,
    emit: Emit,
    target: &TargetOptions,
    directory: &Path,
) -> Result<String, ToolError> {
    std::fs::create_dir_all(directory).map_err(|source| ToolError::Write {
        path: directory.to_path_buf(),
        source,
    })?;
    let (manifest, files) = compile_program_objects(module, report, emit, target)?;
    // The objects and the manifest are placed together or not at all.
    let mut staged = crate::output::Staged::new();
    for (name, bytes) in &files {
        staged.add(&directory.join(name), bytes)?;
    }
    staged.add(
        &directory.join("manifest.json"),
        manifest.to_json().as_bytes(),
    )?;
    staged.commit()?;
    Ok(summary(report, &manifest))
}

/// What [`compile_program`] needs of `tanto-translate`'s options.
#[derive(Debug, Clone)]
pub struct ProgramOptions {
    /// The target when the program file names none (`--arch`).
    pub arch: tanto_arch::Arch,
    /// What each kernel compiles to (`--emit`).
    pub emit: Emit,
    /// Triple, CPU, features, -O level and `-g`.
    pub target: TargetOptions,
    /// MLIR multithreading (`--mlir-enable-threading`); the output is the
    /// same either way.
    pub enable_threading: bool,
    /// The middle end, as a pass pipeline; None: `tanto-default`. It must
    /// leave what the lowering needs (l1-alloc's placement).
    pub pipeline: Option<String>,
    /// MLIR's debugging flags for every pipeline run.
    pub instrumentation: Instrumentation,
}

impl ProgramOptions {
    /// RV32IM objects at -O2 for `arch`, as `tanto-translate --emit=obj`.
    pub fn new(arch: tanto_arch::Arch) -> Self {
        Self {
            arch,
            emit: Emit::Obj,
            target: TargetOptions::default(),
            enable_threading: false,
            pipeline: None,
            instrumentation: Instrumentation::default(),
        }
    }
}

/// `tanto-translate program.toml --emit=... -o dir/` in process, without
/// writing files: compiles the device program in `input` (always read as
/// one, whatever its name) through the frontend, the default middle end and
/// the lowering, then every kernel on its own ([`compile_program_objects`]).
/// Diagnostics go to stderr, as the tool's do, and make it
/// [`ToolError::Diagnosed`]. This is what `tanto-run` calls.
pub fn compile_program(input: &Input, options: &ProgramOptions) -> Result<ProgramFiles, ToolError> {
    let context = session::create_context(false, options.enable_threading)?;
    // Reports MLIR diagnostics against the input while it lives.
    let _session = SourceSession::new(&context, &input.text, &input.name, false);
    let frontend_args = FrontendArgs {
        program: true,
        ..FrontendArgs::default()
    };
    let mut module =
        frontend::compile_source(&context, input, &frontend_args, options.arch.clone())
            .unwrap_or_else(|| {
                Err(ToolError::Internal(
                    "a device program found no frontend".into(),
                ))
            })?;
    let middle_end = options
        .pipeline
        .clone()
        .unwrap_or_else(|| tanto_passes::pipelines::default_pipeline(false));
    session::run_pipeline(&context, &mut module, &middle_end, options.instrumentation)?;
    let report = middle_end_report(&module);
    session::run_pipeline(
        &context,
        &mut module,
        &tanto_passes::pipelines::lowering_pipeline(),
        options.instrumentation,
    )?;
    if options.target.debug_info {
        codegen::add_debug_info(
            &context,
            &mut module,
            &input.name,
            options.target.opt_level > 0,
            options.instrumentation,
        )?;
    }
    compile_program_objects(&module, &report, options.emit, &options.target)
}

/// One entry per runtime-argument word of `kernel`, with where its value
/// comes from.
fn runtime_args(report: &MiddleEndReport, kernel: &Kernel) -> Result<Vec<RuntimeArg>, ToolError> {
    let parameters = report
        .parameters
        .iter()
        .find(|(name, _)| *name == kernel.name)
        .map_or(&[][..], |(_, p)| p.as_slice());
    kernel
        .runtime_args
        .iter()
        .map(|word| {
            Ok(RuntimeArg {
                name: word.clone(),
                value: arg_source(report, parameters, word)?,
            })
        })
        .collect()
}

/// Where runtime word `word` comes from. The lowering (tanto-lower-kernels)
/// names a scalar's word after its parameter (`start`) and a resource's
/// words `<parameter>.address` / `<parameter>.page`; a bound global gives
/// only its address word (its page size is a constant), an unbound one both.
fn arg_source(
    report: &MiddleEndReport,
    parameters: &[Parameter],
    word: &str,
) -> Result<ArgSource, ToolError> {
    let kind = |resource: &str| {
        report
            .resources
            .iter()
            .find(|r| r.name == resource)
            .map(|r| r.kind)
    };
    if let Some(parameter) = parameters.iter().find(|p| p.name == word) {
        if let Some(text) = &parameter.per_core {
            let postfix = tanto_frontends::program::per_core_postfix(text).map_err(|e| {
                ToolError::Internal(format!(
                    "per-core value `{text}` of `{word}` does not parse: {e}"
                ))
            })?;
            return Ok(ArgSource::PerCore {
                expression: text.clone(),
                postfix,
            });
        }
        if let Some(value) = parameter.value {
            return Ok(ArgSource::Constant { value });
        }
        return Ok(match parameter.bind.as_deref() {
            Some(resource) if matches!(kind(resource), Some("pipe" | "local" | "semaphore")) => {
                ArgSource::L1Address {
                    resource: resource.to_string(),
                }
            }
            _ => ArgSource::Unbound,
        });
    }
    let bound = word.rsplit_once('.').and_then(|(label, field)| {
        let resource = parameters.iter().find(|p| p.name == label)?.bind.clone()?;
        Some((kind(&resource)?, field, resource))
    });
    Ok(match bound {
        Some(("global", "address", resource)) => ArgSource::GlobalAddress { resource },
        Some(("global", "page", resource)) => ArgSource::GlobalPage { resource },
        Some(("pipe" | "local" | "semaphore", "address", resource)) => {
            ArgSource::L1Address { resource }
        }
        _ => ArgSource::Unbound,
    })
}

fn resource_entry(r: &Resource) -> ResourceEntry {
    ResourceEntry {
        name: r.name.clone(),
        kind: r.kind.to_string(),
        element: r.element.clone(),
        elements: r.elements,
        page: r.page,
        frame: r.frame,
        capacity: r.capacity,
        initial: r.initial,
        address: r.address,
        size: r.size,
        cores: r.cores.clone(),
        io: r.io.as_deref().and_then(|io| match io {
            "input" => Some(Io::Input),
            "output" => Some(Io::Output),
            "inout" => Some(Io::Inout),
            _ => None,
        }),
        layout: r.layout.as_deref().and_then(|layout| match layout {
            "tiles" => Some(Layout::Tiles),
            "row_major" => Some(Layout::RowMajor),
            _ => None,
        }),
        shape: r.shape.clone(),
    }
}

fn summary(report: &MiddleEndReport, manifest: &Manifest) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "program {} for {}: {}",
        report.program,
        report.arch,
        tanto_arch::count(manifest.kernels.len() as u64, "kernel")
    );
    for kernel in &manifest.kernels {
        let names: Vec<&str> = kernel
            .runtime_args
            .iter()
            .map(|a| a.name.as_str())
            .collect();
        let _ = writeln!(
            out,
            "  {:<10} {:<8} {:>3} NoC transfers  {:<12} {:>6} bytes  runtime args: {}",
            kernel.name,
            kernel.role,
            kernel.noc_transfers,
            kernel.file,
            kernel.bytes,
            if names.is_empty() {
                "none".to_string()
            } else {
                names.join(", ")
            }
        );
    }
    let _ = writeln!(out, "L1 map:");
    let mut placed: Vec<&Resource> = report
        .resources
        .iter()
        .filter(|r| r.address.is_some())
        .collect();
    placed.sort_by_key(|r| r.address);
    for r in placed {
        let (address, size) = (r.address.unwrap_or(0), r.size.unwrap_or(0));
        let _ = writeln!(
            out,
            "  {:#08x}..{:#08x} {:<10} {:<10} {size} bytes",
            address,
            address + size,
            r.kind,
            r.name
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tanto_manifest::program::{CoreVar, ExprOp, ExprTerm};

    fn report() -> MiddleEndReport {
        let resource = |name: &str, kind: &'static str| Resource {
            name: name.into(),
            kind,
            ..Resource::default()
        };
        let parameter = |name: &str,
                         bind: Option<&str>,
                         per_core: Option<&str>,
                         value: Option<i64>| Parameter {
            name: name.into(),
            bind: bind.map(str::to_string),
            per_core: per_core.map(str::to_string),
            value,
        };
        MiddleEndReport {
            resources: vec![
                resource("a", "global"),
                resource("in0", "pipe"),
                resource("go", "semaphore"),
            ],
            parameters: vec![(
                "reader".into(),
                vec![
                    parameter("ga", Some("a"), None, None),
                    parameter("pa", Some("in0"), None, None),
                    parameter("sem", Some("go"), None, None),
                    parameter("start", None, Some("index * 16384"), None),
                    parameter("n", None, None, Some(8)),
                    parameter("spare", None, None, None),
                    parameter("loose", None, None, None),
                ],
            )],
            ..MiddleEndReport::default()
        }
    }

    #[test]
    fn every_word_gets_its_source() {
        let report = report();
        let kernel = Kernel {
            name: "reader".into(),
            symbol: "p__reader".into(),
            role: "read".into(),
            cores: vec![0, 0, 3, 3],
            launch: 0,
            frames_ahead: 0,
            runtime_args: [
                "ga.address",
                "ga.page",
                "pa",
                "sem.address",
                "start",
                "n",
                "spare",
                "loose.address",
                "loose.page",
                "other",
            ]
            .map(String::from)
            .to_vec(),
        };
        let args = runtime_args(&report, &kernel).unwrap();
        let sources: Vec<(&str, &ArgSource)> =
            args.iter().map(|a| (a.name.as_str(), &a.value)).collect();
        let global = |r: &str| ArgSource::GlobalAddress { resource: r.into() };
        let l1 = |r: &str| ArgSource::L1Address { resource: r.into() };
        let per_core = ArgSource::PerCore {
            expression: "index * 16384".into(),
            postfix: vec![
                ExprTerm::Var(CoreVar::Index),
                ExprTerm::Const(16384),
                ExprTerm::Op(ExprOp::Mul),
            ],
        };
        assert_eq!(
            sources,
            [
                ("ga.address", &global("a")),
                (
                    "ga.page",
                    &ArgSource::GlobalPage {
                        resource: "a".into()
                    }
                ),
                ("pa", &l1("in0")),
                ("sem.address", &l1("go")),
                ("start", &per_core),
                ("n", &ArgSource::Constant { value: 8 }),
                ("spare", &ArgSource::Unbound),
                ("loose.address", &ArgSource::Unbound),
                ("loose.page", &ArgSource::Unbound),
                ("other", &ArgSource::Unbound),
            ]
        );
    }

    #[test]
    fn programs_compile_in_memory() {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../test/Programs/multicast/program.toml"
        );
        let input = crate::input::read(path).unwrap();
        let options = ProgramOptions::new(tanto_arch::Arch::load("wormhole_b0").unwrap());
        let (manifest, files) = compile_program(&input, &options).unwrap();
        let names: Vec<&str> = files.iter().map(|(name, _)| name.as_str()).collect();
        assert_eq!(names, ["sender.o", "receiver.o", "compute.o", "writer.o"]);
        for ((name, bytes), kernel) in files.iter().zip(&manifest.kernels) {
            assert_eq!((name, bytes.len()), (&kernel.file, kernel.bytes));
            assert!(bytes.starts_with(b"\x7fELF"), "{name}");
        }
        let writer = &manifest.kernels[3];
        assert_eq!(writer.runtime_args[1].name, "first_tile");
        let ArgSource::PerCore { postfix, .. } = &writer.runtime_args[1].value else {
            panic!("{:?}", writer.runtime_args)
        };
        let fourth = tanto_manifest::program::CorePlace {
            x: 3,
            y: 0,
            index: 3,
            count: 4,
        };
        assert_eq!(tanto_manifest::program::evaluate(postfix, fourth), Ok(24));
        assert_eq!(
            manifest.resource("out").and_then(|r| r.io),
            Some(Io::Output)
        );
        assert_eq!(Manifest::from_json(&manifest.to_json()).unwrap(), manifest);
    }

    #[test]
    fn resources_carry_their_io() {
        let resource = Resource {
            name: "c".into(),
            kind: "global",
            element: Some("bf16".into()),
            io: Some("inout".into()),
            ..Resource::default()
        };
        let entry = resource_entry(&resource);
        assert_eq!(
            (entry.io, entry.element.as_deref()),
            (Some(Io::Inout), Some("bf16"))
        );
        assert_eq!(
            resource_entry(&Resource {
                io: None,
                ..resource
            })
            .io,
            None
        );
    }
}
