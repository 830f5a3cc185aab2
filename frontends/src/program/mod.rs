//! Device programs: a TOML file naming the resources the host creates
//! (global buffers, local buffers, pipes, semaphores, each local resource on
//! core ranges) and the kernels it launches (source, mode, cores, -D/-P
//! values, arguments). [`compile`] validates the file, compiles every kernel
//! with the Tanto frontend, binds kernel parameters to resources, and puts
//! everything in one module: resource declarations (`noc.global_decl`,
//! `noc.local_decl`, `noc.semaphore_decl`, `pipe.decl`) and one `func.func`
//! per kernel. A global buffer's `io` becomes the `io` attribute of its
//! declaration; a kernel's `per_core` values become `tanto.per_core` on its
//! parameters ([`tanto_manifest::per_core`]).
//!
//! The work is split by what it checks: the resources ([`resources`]), the
//! kernels and their frontends ([`kernels`]), and the binding of kernel
//! parameters to resources and values ([`binding`]); this file holds the
//! compiler's state, the order of the steps and the launches.

mod binding;
pub mod cores;
mod dram;
mod file;
mod kernels;
mod limits;
mod resources;

pub use tanto_manifest::per_core::{per_core_postfix, PerCoreError};

use crate::source_files::SourceFiles;
use crate::{
    diagnostic::Diagnostic,
    tanto::{types::Scalar, Role},
};
use cores::CoreSet;
use file::ProgramFile;
use melior::{
    ir::{
        attribute::StringAttribute,
        block::BlockLike,
        operation::{OperationLike, OperationMutLike},
        Location, Module, Operation, Type,
    },
    Context,
};
use std::{
    collections::{BTreeMap, HashMap},
    ops::Range,
    path::{Path, PathBuf},
};
use tanto_arch::Arch;
use tanto_dialects::types;
use toml::Spanned;

/// Diagnostics of one file (the program file or a kernel source, with the
/// files it includes).
pub struct FileReport {
    pub sources: SourceFiles,
    pub diagnostics: Vec<Diagnostic>,
}

pub struct CompiledProgram<'c> {
    pub module: Option<Module<'c>>,
    pub reports: Vec<FileReport>,
}

/// The module attribute holding each ztachip kernel's C as LLVM IR (a
/// dictionary from kernel name to IR text), linked into the kernel's object.
pub const ZTACHIP_C_ATTRIBUTE: &str = "tanto.ztachip_c";

/// The values of a global's `io` (absent: scratch).
const IO_KINDS: [&str; 3] = ["input", "output", "inout"];
/// A buffer's host layouts.
const LAYOUTS: [&str; 2] = ["tiles", "row_major"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ResourceKind {
    Global,
    Local,
    Pipe,
    Semaphore,
}

impl ResourceKind {
    fn name(self) -> &'static str {
        match self {
            ResourceKind::Global => "global buffer",
            ResourceKind::Local => "local buffer",
            ResourceKind::Pipe => "pipe",
            ResourceKind::Semaphore => "semaphore",
        }
    }
}

struct Resource {
    kind: ResourceKind,
    element: Option<Scalar>,
    /// Elements of a global or local buffer.
    elements: Option<i64>,
    cores: Option<CoreSet>,
    span: Range<usize>,
}

/// Compiles the device program in `text` (read from `path`). `default_arch`
/// applies when the file names none.
pub fn compile<'c>(
    context: &'c Context,
    path: &Path,
    text: &str,
    default_arch: &Arch,
) -> CompiledProgram<'c> {
    let _span = tracing::info_span!("device-program", path = %path.display()).entered();
    let name = path.display().to_string();
    let mut program = Compiler {
        context,
        file: name.clone(),
        text,
        sources: SourceFiles::new(name.as_str(), text),
        dir: path.parent().map(Path::to_path_buf).unwrap_or_default(),
        errors: Vec::new(),
        kernel_reports: Vec::new(),
        resources: BTreeMap::new(),
        c_modules: Vec::new(),
        remote_parameter: None,
        spellings: Vec::new(),
    };
    let module = program.run(default_arch);
    let mut reports = vec![FileReport {
        sources: program.sources,
        diagnostics: program.errors,
    }];
    reports.extend(program.kernel_reports);
    let failed = reports
        .iter()
        .any(|r| r.diagnostics.iter().any(Diagnostic::is_error));
    if let (Some(module), false) = (&module, program.c_modules.is_empty()) {
        let entries: Vec<(melior::ir::Identifier, melior::ir::Attribute)> = program
            .c_modules
            .iter()
            .map(|(kernel, ir)| {
                (
                    melior::ir::Identifier::new(context, kernel),
                    StringAttribute::new(context, ir).into(),
                )
            })
            .collect();
        let dictionary = melior::ir::attribute::DictionaryAttribute::new(context, &entries);
        tanto_dialects::ir::set_attribute(
            module.as_operation(),
            ZTACHIP_C_ATTRIBUTE,
            dictionary.into(),
        );
    }
    CompiledProgram {
        module: if failed { None } else { module },
        reports,
    }
}

/// A kernel placed on its cores, for the one-kernel-per-role check.
struct Placed {
    name: String,
    role: Role,
    cores: CoreSet,
    /// The `cores` key's span.
    span: Range<usize>,
    reason: Option<InferredRole>,
}

/// The use in a kernel's file its role was inferred from.
struct InferredRole {
    file: String,
    text: String,
    /// In `file`.
    span: Range<usize>,
    /// Why the use decides the role ("`out.reserve_back()` fills a pipe").
    why: String,
}

struct Compiler<'c, 't> {
    context: &'c Context,
    /// The program file, then any kernel file a diagnostic of the program
    /// points into (a role conflict's inferred role). File 0's line starts
    /// give locations in O(log lines) each: a scan from the start per
    /// location made large programs quadratic.
    sources: SourceFiles,
    file: String,
    text: &'t str,
    dir: PathBuf,
    errors: Vec<Diagnostic>,
    kernel_reports: Vec<FileReport>,
    resources: BTreeMap<String, Resource>,
    c_modules: Vec<(String, String)>,
    /// A parameter bound to a buffer on other cores than the kernel's: a
    /// ztachip kernel's PCORE memory.
    remote_parameter: Option<&'static str>,
    /// The parameter types of the kernel being bound as its source spells
    /// them (a Tanto kernel's `pipe<float>`); empty: the IR's spelling.
    spellings: Vec<(String, String)>,
}

impl<'c> Compiler<'c, '_> {
    fn error(&mut self, span: Range<usize>, message: impl Into<String>) {
        self.errors.push(Diagnostic::error(span, message));
    }

    fn loc(&self, span: &Range<usize>) -> Location<'c> {
        let (line, column) = self.sources.file(0).line_column(span.start);
        Location::new(self.context, &self.file, line, column)
    }

    fn run(&mut self, default_arch: &Arch) -> Option<Module<'c>> {
        if let Some(error) = limits::scan(self.text) {
            self.errors.push(error);
            return None;
        }
        let file: ProgramFile = match toml::from_str(self.text) {
            Ok(file) => file,
            Err(e) => {
                self.error(
                    e.span().unwrap_or(0..0),
                    format!("invalid device program: {}", e.message()),
                );
                return None;
            }
        };
        let arch = match &file.arch {
            None => default_arch.clone(),
            Some(arch) => {
                let name = arch.get_ref();
                let resolved = if name.ends_with(".toml") {
                    self.dir.join(name).display().to_string()
                } else {
                    name.clone()
                };
                match Arch::load(&resolved) {
                    Ok(a) => a,
                    Err(e) => {
                        self.error(arch.span(), e.to_string());
                        return None;
                    }
                }
            }
        };
        let module = Module::new(self.loc(&file.name.span()));
        self.declare_resources(&file, &arch, &module);
        let launch_of = self.launches(&file);
        let mut placed: Vec<Placed> = Vec::new();
        let mut kernel_names: HashMap<String, Range<usize>> = HashMap::new();
        for kernel in &file.kernels {
            if let Some(first) =
                kernel_names.insert(kernel.name.get_ref().clone(), kernel.name.span())
            {
                self.errors.push(
                    Diagnostic::error(
                        kernel.name.span(),
                        format!("two kernels are named `{}`", kernel.name.get_ref()),
                    )
                    .with_note(first, "the first one"),
                );
                continue;
            }
            if let Some((role, cores, reason)) = self.kernel(kernel, &arch, &module) {
                // Each core runs at most one kernel of each role per launch.
                let launch = launch_of.get(kernel.name.get_ref());
                let name = kernel.name.get_ref();
                for other in &placed {
                    if other.role != role || launch_of.get(&other.name) != launch {
                        continue;
                    }
                    let Some((x, y)) = cores.first_common(&other.cores) else {
                        continue;
                    };
                    let mut error = Diagnostic::error(
                        kernel.cores.span(),
                        format!(
                            "kernels `{name}` and `{}` are both {} kernels on core ({x}, {y})",
                            other.name,
                            role.as_str()
                        ),
                    )
                    .with_note(other.span.clone(), format!("`{}` runs here", other.name));
                    // An inferred role says what it was inferred from.
                    for (kernel_name, reason) in
                        [(name.as_str(), &reason), (&other.name, &other.reason)]
                    {
                        if let Some(reason) = reason {
                            let span = self.source_span(reason);
                            error = error.with_note(
                                span,
                                format!(
                                    "`{kernel_name}` is a {} kernel because {}",
                                    role.as_str(),
                                    reason.why
                                ),
                            );
                        }
                    }
                    self.errors.push(error.with_help(
                        "a core runs at most one read, one write and one compute kernel; give the kernel's `mode` if its role was inferred wrongly",
                    ));
                }
                placed.push(Placed {
                    name: name.clone(),
                    role,
                    cores,
                    span: kernel.cores.span(),
                    reason,
                });
            }
        }
        let context = self.context;
        let mut module = module;
        mark_launches(&module, context, &launch_of);
        let mut op = module.as_operation_mut();
        op.set_attribute(
            "tanto.program",
            StringAttribute::new(context, file.name.get_ref()).into(),
        );
        op.set_attribute(
            "tanto.arch",
            StringAttribute::new(context, &arch.name).into(),
        );
        // A target file travels with the module: lowering and the
        // simulator model it, whatever its name.
        if let Some(text) = arch.custom_text() {
            op.set_attribute(
                "tanto.arch_toml",
                StringAttribute::new(context, text).into(),
            );
        }
        Some(module)
    }

    /// Each kernel's launch, by name (empty: one launch of every kernel).
    /// Every kernel is in exactly one launch, every name is a kernel's, and
    /// no launch is empty.
    fn launches(&mut self, file: &ProgramFile) -> HashMap<String, usize> {
        let mut launch_of: HashMap<String, usize> = HashMap::new();
        if file.launches.is_empty() {
            return launch_of;
        }
        let mut first_place: HashMap<String, Range<usize>> = HashMap::new();
        for (index, launch) in file.launches.iter().enumerate() {
            if launch.kernels.get_ref().is_empty() {
                self.error(launch.kernels.span(), "a launch runs at least one kernel");
            }
            for name in launch.kernels.get_ref() {
                if !file
                    .kernels
                    .iter()
                    .any(|k| k.name.get_ref() == name.get_ref())
                {
                    let known: Vec<&str> = file
                        .kernels
                        .iter()
                        .map(|k| k.name.get_ref().as_str())
                        .collect();
                    self.errors.push(
                        Diagnostic::error(
                            name.span(),
                            format!("no kernel is named `{}`", name.get_ref()),
                        )
                        .with_help(format!("the kernels are: {}", known.join(", "))),
                    );
                    continue;
                }
                if let Some(first) = first_place.insert(name.get_ref().clone(), name.span()) {
                    self.errors.push(
                        Diagnostic::error(
                            name.span(),
                            format!("kernel `{}` is in two launches", name.get_ref()),
                        )
                        .with_note(first, "it is launched here first"),
                    );
                    continue;
                }
                launch_of.insert(name.get_ref().clone(), index);
            }
        }
        for kernel in &file.kernels {
            if !first_place.contains_key(kernel.name.get_ref()) {
                self.errors.push(
                    Diagnostic::error(
                        kernel.name.span(),
                        format!("kernel `{}` is in no launch", kernel.name.get_ref()),
                    )
                    .with_help("with [[launch]] tables, every kernel runs in one of them"),
                );
            }
        }
        launch_of
    }

    fn cores(&mut self, cores: &Spanned<file::Cores>, arch: &Arch) -> Option<CoreSet> {
        match CoreSet::parse(&cores.get_ref().ranges(), arch) {
            Ok(set) => Some(set),
            Err(message) => {
                self.error(cores.span(), message);
                None
            }
        }
    }

    fn scalar_type(&mut self, scalar: Scalar) -> Type<'c> {
        tanto_dialects::ir::parse_type(self.context, scalar.mlir()).unwrap_or_else(|e| {
            self.error(0..0, e.to_string());
            Type::none(self.context)
        })
    }

    fn append(&self, module: &Module<'c>, op: Result<Operation<'c>, tanto_dialects::BuildError>) {
        if let Ok(op) = op {
            module.body().append_operation(op);
        }
    }

    /// The span of a kernel file's `reason` in the program's sources, the
    /// file added on first use.
    fn source_span(&mut self, reason: &InferredRole) -> Range<usize> {
        let index = match self
            .sources
            .files()
            .iter()
            .position(|f| f.name == reason.file)
        {
            Some(index) => index,
            None => self.sources.add(reason.file.as_str(), reason.text.as_str()),
        };
        let base = self.sources.file(index).base;
        base + reason.span.start..base + reason.span.end
    }
}

/// `tanto.launch` on each kernel of a program with launches: which launch
/// runs it (the passes pair only kernels of one launch; the host runs the
/// launches in order).
fn mark_launches<'c>(
    module: &Module<'c>,
    context: &'c Context,
    launch_of: &HashMap<String, usize>,
) {
    if launch_of.is_empty() {
        return;
    }
    let mut op = module.body().first_operation();
    while let Some(current) = op {
        let name = types::string_attribute(&current, "sym_name");
        if let Some(launch) = name.and_then(|n| launch_of.get(&n)) {
            let attribute = melior::ir::attribute::IntegerAttribute::new(
                melior::ir::r#type::IntegerType::new(context, 64).into(),
                *launch as i64,
            );
            tanto_dialects::ir::set_attribute(current, "tanto.launch", attribute.into());
        }
        op = current.next_in_block();
    }
}
