//! Device programs: a TOML file naming the resources the host creates
//! (global buffers, local buffers, pipes, semaphores, each local resource on
//! core ranges) and the kernels it launches (source, mode, cores, -D/-P
//! values, arguments). [`compile`] validates the file, compiles every kernel
//! with the Tanto frontend, binds kernel parameters to resources, and puts
//! everything in one module: resource declarations (`noc.global_decl`,
//! `noc.local_decl`, `noc.semaphore_decl`, `pipe.decl`) and one `func.func`
//! per kernel. A global buffer's `io` becomes the `io` attribute of its
//! declaration; a kernel's `per_core` values become `tanto.per_core` on its
//! parameters ([`per_core`]).

pub mod cores;
mod dram;
mod file;
mod limits;

use tanto_manifest::per_core;
pub use tanto_manifest::per_core::{per_core_postfix, PerCoreError};

use crate::source_files::SourceFiles;
use crate::{
    diagnostic::Diagnostic,
    tanto::{self, types::Scalar, Role},
};
use cores::CoreSet;
use file::{ArgValue, ProgramFile};
use melior::{
    ir::{
        attribute::StringAttribute,
        block::BlockLike,
        operation::{OperationLike, OperationMutLike},
        Location, Module, Operation, RegionLike, Type, TypeLike, ValueLike,
    },
    Context,
};
use std::{
    collections::{BTreeMap, HashMap},
    ops::Range,
    path::{Path, PathBuf},
};
use tanto_arch::Arch;
use tanto_dialects::{noc, pipe, types};
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

    fn element(&mut self, element: &Spanned<String>) -> Option<Scalar> {
        // numpy's spellings of the kernel language's `float` and `bfloat16`.
        let name = match element.get_ref().as_str() {
            "float32" => "float",
            "bf16" => "bfloat16",
            other => other,
        };
        match Scalar::from_name(name).filter(|s| s.is_element()) {
            Some(s) => Some(s),
            None => {
                self.error(
                    element.span(),
                    format!("`{}` is not an element type; expected int8..int64, uint8..uint64, float16, bfloat16 (bf16) or float (float32)", element.get_ref()),
                );
                None
            }
        }
    }

    /// A local's `io`: only `input` (the host writes it on every core before
    /// launch); None when it is invalid, Some(None) for none.
    fn local_io(&mut self, io: Option<&Spanned<String>>) -> Option<Option<&'static str>> {
        let Some(io) = io else { return Some(None) };
        match IO_KINDS.iter().find(|k| **k == io.get_ref()) {
            Some(kind) => Some(Some(kind)),
            None => {
                self.errors.push(
                    Diagnostic::error(io.span(), format!("unknown io `{}` for a local buffer; expected input, output or inout", io.get_ref()))
                        .with_help("input: the host writes it on every core of its range before launch; output: the host reads it from every core after; inout: both; no io: zero-filled"),
                );
                None
            }
        }
    }

    /// A buffer's host `layout` and `shape`, checked against its `elements`:
    /// the shape's product is the element count, and a tiled array's last
    /// two dimensions are whole tiles. None when they are invalid.
    fn host_layout(
        &mut self,
        layout: Option<&Spanned<String>>,
        shape: Option<&Spanned<Vec<i64>>>,
        elements: Option<i64>,
    ) -> Option<(Option<&'static str>, Option<Vec<i64>>)> {
        let layout = match layout {
            None => None,
            Some(l) => match LAYOUTS.iter().find(|k| **k == l.get_ref()) {
                Some(kind) => Some(*kind),
                None => {
                    self.errors.push(
                        Diagnostic::error(l.span(), format!("unknown layout `{}`; expected tiles or row_major", l.get_ref()))
                            .with_help("tiles: the host tilizes its array (32x32 tiles of four 16x16 faces, tile-major); row_major: it writes the array as it is"),
                    );
                    return None;
                }
            },
        };
        let Some(shape) = shape else {
            return Some((layout, None));
        };
        let dims = shape.get_ref();
        if dims.is_empty() || dims.iter().any(|d| *d < 1) {
            self.error(shape.span(), "a shape is a list of positive dimensions");
            return None;
        }
        let count = dims.iter().try_fold(1i64, |n, d| n.checked_mul(*d));
        if let (Some(elements), Some(count)) = (elements, count) {
            if count != elements {
                self.error(
                    shape.span(),
                    format!("the shape holds {count} elements, but the buffer has {elements}"),
                );
                return None;
            }
        }
        if layout == Some("tiles") {
            let tiled = dims.len() >= 2 && dims[dims.len() - 2..].iter().all(|d| d % 32 == 0);
            if !tiled {
                self.error(
                    shape.span(),
                    "a tiled array's last two dimensions must be multiples of 32, whole tiles",
                );
                return None;
            }
        }
        Some((layout, Some(dims.clone())))
    }

    /// A global's `io`: None when it is invalid, Some(None) for scratch.
    fn io(&mut self, io: Option<&Spanned<String>>) -> Option<Option<&'static str>> {
        let Some(io) = io else { return Some(None) };
        match IO_KINDS.iter().find(|k| **k == io.get_ref()) {
            Some(kind) => Some(Some(kind)),
            None => {
                self.errors.push(
                    Diagnostic::error(io.span(), format!("unknown io `{}`; expected input, output or inout", io.get_ref()))
                        .with_help("input: the host writes it before launch; output: the host reads it after; inout: both; no io: scratch"),
                );
                None
            }
        }
    }

    fn positive(&mut self, value: &Spanned<i64>, what: &str) -> Option<i64> {
        if *value.get_ref() < 1 {
            self.error(value.span(), format!("{what} must be at least 1"));
            return None;
        }
        Some(*value.get_ref())
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

    fn add_resource(&mut self, name: &Spanned<String>, resource: Resource) -> bool {
        if let Some(first) = self.resources.get(name.get_ref()) {
            let first = first.span.clone();
            self.errors.push(
                Diagnostic::error(
                    name.span(),
                    format!("two resources are named `{}`", name.get_ref()),
                )
                .with_note(first, "the first one"),
            );
            return false;
        }
        self.resources.insert(name.get_ref().clone(), resource);
        true
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

    fn declare_resources(&mut self, file: &ProgramFile, arch: &Arch, module: &Module<'c>) {
        let context = self.context;
        let mut dram_bank_bytes = Some(0u64);
        for g in &file.globals {
            let element = self.element(&g.element);
            let mut elements = self.positive(&g.elements, "`elements`");
            let host = self.host_layout(g.layout.as_ref(), g.shape.as_ref(), elements);
            let mut page = self.positive(&g.page, "`page`");
            if let Some(p) = page.filter(|p| (*p as u64).count_ones() != 1) {
                self.error(
                    g.page.span(),
                    format!("`page` is {p} elements; it must be a power of two"),
                );
                page = None;
            }
            if let (Some(e), Some(n), Some(p)) = (element, elements, page) {
                let placed = dram_bank_bytes.and_then(|used| {
                    dram::bank_bytes(e, n, p, &arch.dram).map(|b| used.saturating_add(b))
                });
                if placed.is_none_or(|used| used > arch.dram.bank_size) {
                    self.errors
                        .push(dram::too_large(g, e, n, p, arch, dram_bank_bytes));
                    elements = None;
                } else {
                    dram_bank_bytes = placed;
                }
            }
            let io = self.io(g.io.as_ref());
            let resource = Resource {
                kind: ResourceKind::Global,
                element,
                elements,
                cores: None,
                span: g.name.span(),
            };
            if let (true, Some(e), Some(n), Some(p), Some(io), Some(host)) = (
                self.add_resource(&g.name, resource),
                element,
                elements,
                page,
                io,
                host,
            ) {
                let op = noc::global_decl(
                    context,
                    self.loc(&g.name.span()),
                    g.name.get_ref(),
                    self.scalar_type(e),
                    n,
                    p,
                )
                .map(|mut op| {
                    if let Some(io) = io {
                        op.set_attribute("io", StringAttribute::new(context, io).into());
                    }
                    mark_host_layout(&mut op, context, &host);
                    mark_unsigned(&mut op, context, e);
                    op
                });
                self.append(module, op);
            }
        }
        for l in &file.locals {
            let (element, elements, cores) = (
                self.element(&l.element),
                self.positive(&l.elements, "`elements`"),
                self.cores(&l.cores, arch),
            );
            let io = self.local_io(l.io.as_ref());
            let host = self.host_layout(l.layout.as_ref(), l.shape.as_ref(), elements);
            let resource = Resource {
                kind: ResourceKind::Local,
                element,
                elements,
                cores: cores.clone(),
                span: l.name.span(),
            };
            if let (true, Some(e), Some(n), Some(c), Some(io), Some(host)) = (
                self.add_resource(&l.name, resource),
                element,
                elements,
                cores,
                io,
                host,
            ) {
                let op = noc::local_decl(
                    context,
                    self.loc(&l.name.span()),
                    l.name.get_ref(),
                    self.scalar_type(e),
                    n,
                    &c.to_array(),
                )
                .map(|mut op| {
                    if let Some(io) = io {
                        op.set_attribute("io", StringAttribute::new(context, io).into());
                    }
                    mark_host_layout(&mut op, context, &host);
                    mark_unsigned(&mut op, context, e);
                    op
                });
                self.append(module, op);
            }
        }
        for p in &file.pipes {
            let element = self.element(&p.element);
            let frame = self.positive(&p.frame, "`frame`");
            let capacity = self.pipe_capacity(p, frame);
            let cores = self.cores(&p.cores, arch);
            let resource = Resource {
                kind: ResourceKind::Pipe,
                element,
                elements: None,
                cores: cores.clone(),
                span: p.name.span(),
            };
            if let (true, Some(e), Some(f), Some(n), Some(c)) = (
                self.add_resource(&p.name, resource),
                element,
                frame,
                capacity,
                cores,
            ) {
                let op = pipe::decl(
                    context,
                    self.loc(&p.name.span()),
                    p.name.get_ref(),
                    self.scalar_type(e),
                    f,
                    n,
                    &c.to_array(),
                );
                self.append(module, op);
            }
        }
        for s in &file.semaphores {
            let cores = self.cores(&s.cores, arch);
            let resource = Resource {
                kind: ResourceKind::Semaphore,
                element: None,
                elements: None,
                cores: cores.clone(),
                span: s.name.span(),
            };
            if let (true, Some(c)) = (self.add_resource(&s.name, resource), cores) {
                let initial = s.initial.as_ref().map_or(0, |i| *i.get_ref());
                let op = noc::semaphore_decl(
                    context,
                    self.loc(&s.name.span()),
                    s.name.get_ref(),
                    initial,
                    &c.to_array(),
                );
                self.append(module, op);
            }
        }
    }

    /// A pipe's capacity in tiles: its `size`, or `frames` frames of
    /// `frame` tiles; exactly one of the two, and at least one frame.
    fn pipe_capacity(&mut self, p: &file::Pipe, frame: Option<i64>) -> Option<i64> {
        let capacity = match (&p.size, &p.frames) {
            (Some(size), None) => self.positive(size, "`size`")?,
            (None, Some(frames)) => {
                let frames = self.positive(frames, "`frames`")?;
                match frame?.checked_mul(frames) {
                    Some(tiles) => tiles,
                    None => {
                        self.error(p.frames.as_ref()?.span(), "the pipe holds too many tiles");
                        return None;
                    }
                }
            }
            (Some(size), Some(_)) => {
                self.error(
                    size.span(),
                    "a pipe takes `size` (tiles) or `frames` (of `frame` tiles), not both",
                );
                return None;
            }
            (None, None) => {
                self.error(
                    p.name.span(),
                    "the pipe needs `size`, how many tiles it holds (or `frames`, of `frame` tiles each)",
                );
                return None;
            }
        };
        if let Some(frame) = frame.filter(|f| *f > capacity) {
            self.error(
                p.frame.span(),
                format!("`frame` is {frame} tiles, more than the pipe's {capacity}: no frame would ever fit"),
            );
            return None;
        }
        Some(capacity)
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

    /// Compiles one kernel into the program module; returns its role, its
    /// cores and, for an inferred role, what it was inferred from.
    fn kernel(
        &mut self,
        kernel: &file::Kernel,
        arch: &Arch,
        module: &Module<'c>,
    ) -> Option<(Role, CoreSet, Option<InferredRole>)> {
        let cores = self.cores(&kernel.cores, arch);
        let mode = match &kernel.mode {
            None => None,
            Some(m) => match Role::parse(m.get_ref()) {
                Some(r) => Some(r),
                None => {
                    self.error(
                        m.span(),
                        format!(
                            "unknown mode `{}`; expected read, write or compute",
                            m.get_ref()
                        ),
                    );
                    return None;
                }
            },
        };
        let path = self.dir.join(kernel.source.get_ref());
        let source = match crate::source::read_file(&path) {
            Ok(s) => s,
            Err(e) => {
                self.error(
                    kernel.source.span(),
                    format!("cannot read kernel source {}: {e}", path.display()),
                );
                return None;
            }
        };
        let is_pto = kernel.source.get_ref().ends_with(".pto");
        let is_ztachip = kernel.source.get_ref().ends_with(".m");
        if let (false, Some(function)) = (is_pto || is_ztachip, &kernel.function) {
            self.errors.push(
                Diagnostic::error(
                    function.span(),
                    format!(
                        "`function` applies to PTO kernels only; `{}` is a Tanto kernel",
                        kernel.source.get_ref()
                    ),
                )
                .with_help(
                    "a Tanto source is one kernel; a `.pto` source can hold several functions",
                ),
            );
            return None;
        }
        let kernel_kind = match &kernel.kind {
            None => None,
            Some(kind) if !is_pto => {
                self.errors.push(Diagnostic::error(
                    kind.span(),
                    format!(
                        "`kind` applies to PTO kernels only; `{}` is a Tanto kernel",
                        kernel.source.get_ref()
                    ),
                ));
                return None;
            }
            Some(kind) => match crate::pto::KernelKind::parse(kind.get_ref()) {
                Some(k) => Some(k),
                None => {
                    self.errors.push(Diagnostic::error(
                        kind.span(),
                        format!(
                            "unknown kernel kind `{}`; expected cube or vector",
                            kind.get_ref()
                        ),
                    ));
                    return None;
                }
            },
        };
        let file_name = path.display().to_string();
        let mut reason = None;
        self.spellings.clear();
        let (diagnostics, module_compiled, sources) = if is_ztachip {
            self.ztachip_kernel(kernel, &file_name, &source)
        } else if is_pto {
            let compiled = crate::pto::compile(
                self.context,
                &file_name,
                &source,
                &crate::pto::Options {
                    arch: None,
                    kernel_kind,
                },
            );
            let sources = SourceFiles::new(file_name.as_str(), source.as_str());
            (compiled.diagnostics, compiled.module, sources)
        } else {
            let options = tanto::Options {
                defines: kernel
                    .defines
                    .iter()
                    .map(|(k, v)| (k.clone(), value_text(v.get_ref())))
                    .collect(),
                params: kernel
                    .params
                    .iter()
                    .enumerate()
                    .map(|(i, v)| (i, value_text(v.get_ref())))
                    .collect(),
                mode,
                arch: arch.clone(),
                // Quoted includes resolve next to the kernel file.
                include_dirs: Vec::new(),
            };
            let compiled = tanto::compile(self.context, &file_name, &source, &options);
            self.spellings = compiled.param_spellings;
            reason = compiled.role_reason.map(|(span, why)| {
                let (index, span) = compiled.sources.local(&span);
                let file = compiled.sources.file(index);
                InferredRole {
                    file: file.name.clone(),
                    text: file.text.clone(),
                    span,
                    why,
                }
            });
            (compiled.diagnostics, compiled.module, compiled.sources)
        };
        let failed = module_compiled.is_none();
        let reported = diagnostics.iter().any(Diagnostic::is_error);
        if !diagnostics.is_empty() {
            self.kernel_reports.push(FileReport {
                sources,
                diagnostics,
            });
        }
        if failed {
            // The kernel's errors are what the user wrote wrong; saying it
            // did not compile is a note, not one more error to count.
            let message = format!("kernel `{}` did not compile", kernel.name.get_ref());
            let mut diagnostic = Diagnostic::error(kernel.source.span(), message);
            if reported {
                diagnostic.severity = tanto_dialects::finding::Severity::Remark;
                diagnostic.message.push_str(": its errors follow");
            }
            self.errors.push(diagnostic);
            return None;
        }
        let kernel_module = module_compiled?;
        let (function, role) = if is_ztachip {
            // The control core moves data: a dataflow kernel.
            let function = kernel_module.body().first_operation()?;
            (function, mode.unwrap_or(Role::Read))
        } else if is_pto {
            let function = self.pto_function(kernel, &kernel_module)?;
            // A PTO kernel computes (its loads and stores are tile
            // instructions); `mode` may say so, or not at all.
            (function, mode.unwrap_or(Role::Compute))
        } else {
            let function = kernel_module.body().first_operation()?;
            let role =
                types::string_attribute(&function, "tanto.role").and_then(|r| Role::parse(&r))?;
            (function, role)
        };
        let cores = cores?;
        self.remote_parameter = is_ztachip.then_some("pcore");
        let arg_attrs = self.bind_arguments(kernel, &function, &cores, is_pto);
        self.remote_parameter = None;
        let arg_attrs = arg_attrs?;

        // Move the kernel into the program module, named after the kernel.
        let mut copy = tanto_dialects::ir::clone_detached(function);
        let context = self.context;
        if is_pto {
            // A peer's `pto.import_reserved_buffer {peer_func}` names the
            // PTO function, not the kernel.
            if let Some(original) = types::string_attribute(&copy, "sym_name") {
                copy.set_attribute(
                    "pto.function",
                    StringAttribute::new(context, &original).into(),
                );
            }
        }
        copy.set_attribute(
            "sym_name",
            StringAttribute::new(context, kernel.name.get_ref()).into(),
        );
        copy.set_attribute(
            "tanto.cores",
            melior::ir::attribute::DenseI64ArrayAttribute::new(context, &cores.to_array()).into(),
        );
        if is_pto || is_ztachip {
            copy.set_attribute(
                "tanto.role",
                StringAttribute::new(context, role.as_str()).into(),
            );
        }
        if is_ztachip {
            // The statements' functions and the C entry's declaration come
            // along (once, if two kernels share the file).
            let mut operation = function.next_in_block();
            while let Some(op) = operation {
                let name = types::string_attribute(&op, "sym_name").unwrap_or_default();
                if !self.has_function(module, &name) {
                    module
                        .body()
                        .append_operation(tanto_dialects::ir::clone_detached(op));
                }
                operation = op.next_in_block();
            }
        }
        match tanto_dialects::ir::parse_attribute(context, &arg_attrs) {
            Ok(attrs) => copy.set_attribute("arg_attrs", attrs),
            Err(e) => {
                self.error(kernel.source.span(), e.to_string());
                return None;
            }
        }
        module.body().append_operation(copy);
        Some((role, cores, reason))
    }

    fn has_function(&self, module: &Module<'c>, name: &str) -> bool {
        let mut operation = module.body().first_operation();
        while let Some(op) = operation {
            if types::string_attribute(&op, "sym_name").as_deref() == Some(name) {
                return true;
            }
            operation = op.next_in_block();
        }
        false
    }

    /// A ztachip kernel: its tensor statements' functions and an entry
    /// (first in the module) that binds the memory spaces and calls the C
    /// function `function`; the C, compiled by clang-22, waits in
    /// `c_modules` for the kernel's object.
    fn ztachip_kernel(
        &mut self,
        kernel: &file::Kernel,
        file_name: &str,
        source: &str,
    ) -> (Vec<Diagnostic>, Option<Module<'c>>, SourceFiles) {
        use crate::ztachip;
        let sources = SourceFiles::new(file_name, source);
        let Some(entry) = kernel.function.as_ref() else {
            self.error(
                kernel.source.span(),
                "a ztachip kernel names its C entry function: `function = \"<name>\"`",
            );
            return (Vec::new(), None, sources);
        };
        let target = match ztachip::Ztachip::builtin() {
            Ok(target) => target,
            Err(e) => {
                self.error(kernel.source.span(), format!("arch/ztachip.toml: {e}"));
                return (Vec::new(), None, sources);
            }
        };
        let checked = ztachip::read(source, &target);
        if checked.has_errors() {
            return (checked.diagnostics, None, sources);
        }
        let rewritten = ztachip::rewrite::rewrite(source, &checked.statements, file_name, &target);
        let (statements, mut diagnostics) = ztachip::lower::lower(
            self.context,
            &sources,
            &checked.statements,
            &rewritten.functions,
            &target,
        );
        diagnostics.extend(checked.diagnostics);
        let Some(statements) = statements else {
            return (diagnostics, None, sources);
        };
        // The entry first, then the statements' functions.
        // The PCOREs: the cores of the local bound to `pcore`, one
        // rectangle, row-major.
        let mut pcores = None;
        if let Some((_, value)) = kernel.args.iter().find(|(k, _)| k.get_ref() == "pcore") {
            if let ArgValue::Resource(name) = value.get_ref() {
                let words = i64::from(target.pcore_local_words());
                let resource = self.resources.get(name);
                let small = resource
                    .and_then(|r| r.elements)
                    .filter(|&elements| elements < words);
                if let Some(elements) = small {
                    self.error(value.span(), format!("`{name}`, the PCORE memory, has {elements} words; a PCORE's process space and its stream processor's tables need {words}"));
                    return (Vec::new(), None, sources);
                }
                let rectangle = resource
                    .and_then(|r| r.cores.as_ref())
                    .map(CoreSet::to_array);
                match rectangle.as_deref() {
                    Some([x0, y0, x1, _]) => pcores = Some((*x0, *y0, x1 - x0 + 1)),
                    _ => {
                        self.error(value.span(), format!("`{name}`, the PCORE memory, is a local buffer on one rectangle of cores (the PCOREs, row-major)"));
                        return (Vec::new(), None, sources);
                    }
                }
            }
        }
        let module = Module::new(Location::new(self.context, file_name, 1, 1));
        let location = self.loc(&kernel.source.span());
        if let Err(e) = ztachip::lower::kernel_entry(
            self.context,
            &module,
            "__tanto_zta_kernel",
            entry.get_ref(),
            pcores,
            location,
        ) {
            self.error(kernel.source.span(), format!("internal error: {e}"));
            return (diagnostics, None, sources);
        }
        let mut operation = statements.body().first_operation();
        while let Some(op) = operation {
            module
                .body()
                .append_operation(tanto_dialects::ir::clone_detached(op));
            operation = op.next_in_block();
        }
        match ztachip::clang::compile_to_llvm_ir(
            &rewritten.c,
            kernel.source.get_ref(),
            2,
            std::slice::from_ref(&self.dir),
        ) {
            Ok(ir) => self.c_modules.push((kernel.name.get_ref().clone(), ir)),
            Err(e) => {
                self.error(
                    kernel.source.span(),
                    format!("the C of `{}`: {e}", kernel.source.get_ref()),
                );
                return (diagnostics, None, sources);
            }
        }
        (diagnostics, Some(module), sources)
    }

    /// The function of a compiled PTO file that kernel `kernel` names
    /// (`function`, else the kernel's name).
    fn pto_function<'m>(
        &mut self,
        kernel: &file::Kernel,
        module: &'m Module<'c>,
    ) -> Option<melior::ir::OperationRef<'c, 'm>> {
        let (wanted, span) = match &kernel.function {
            Some(f) => (f.get_ref().clone(), f.span()),
            None => (kernel.name.get_ref().clone(), kernel.name.span()),
        };
        let mut names = Vec::new();
        let mut operation = module.body().first_operation();
        while let Some(op) = operation {
            if op.name().as_string_ref().as_str() == Ok("func.func")
                && op.region(0).ok().and_then(|r| r.first_block()).is_some()
            {
                let name = types::string_attribute(&op, "sym_name").unwrap_or_default();
                if name == wanted {
                    return Some(op);
                }
                names.push(name);
            }
            operation = op.next_in_block();
        }
        let mut diagnostic = Diagnostic::error(
            span,
            format!("`{}` has no function `{wanted}`", kernel.source.get_ref()),
        )
        .with_help(format!("its functions are: {}", names.join(", ")));
        if kernel.function.is_none() {
            diagnostic =
                diagnostic.with_help("name the kernel's function with `function = \"<name>\"`");
        }
        self.errors.push(diagnostic);
        None
    }

    /// Checks the `args` table against the kernel's parameters and returns the
    /// new `arg_attrs` (name, bound resource or known value).
    fn bind_arguments(
        &mut self,
        kernel: &file::Kernel,
        function: &melior::ir::OperationRef,
        cores: &CoreSet,
        pto: bool,
    ) -> Option<String> {
        let region = function.region(0).ok()?;
        let entry = region.first_block()?;
        let names = parameter_names(function);
        let mut failed = false;
        for key in kernel.args.keys().chain(kernel.per_core.keys()) {
            if !names.contains(key.get_ref()) {
                failed = true;
                self.errors.push(
                    Diagnostic::error(
                        key.span(),
                        format!(
                            "kernel `{}` has no parameter `{}`",
                            kernel.name.get_ref(),
                            key.get_ref()
                        ),
                    )
                    .with_help(format!("its parameters are: {}", names.join(", "))),
                );
            }
        }
        for key in kernel.per_core.keys() {
            if let Some((given, _)) = kernel
                .args
                .iter()
                .find(|(k, _)| k.get_ref() == key.get_ref())
            {
                failed = true;
                self.errors.push(
                    Diagnostic::error(
                        key.span(),
                        format!(
                            "parameter `{}` has a value in `args` and a per-core value",
                            key.get_ref()
                        ),
                    )
                    .with_note(given.span(), "its value in `args`")
                    .with_help("give it one or the other"),
                );
            }
        }
        let mut attrs = Vec::new();
        for (index, name) in names.iter().enumerate() {
            let ty = entry.argument(index).ok()?.r#type();
            let object = bindable(ty, pto);
            let binding = kernel
                .args
                .iter()
                .find(|(k, _)| k.get_ref() == name)
                .map(|(_, v)| v);
            let mut attr = format!("tanto.name = \"{name}\"");
            if let Some((key, expression)) =
                kernel.per_core.iter().find(|(k, _)| k.get_ref() == name)
            {
                if binding.is_some() {
                    // Reported above.
                } else if let Some(text) = self.per_core_value(kernel, key, expression, ty, cores) {
                    attr.push_str(&format!(", tanto.per_core = \"{text}\""));
                } else {
                    failed = true;
                }
            }
            match (binding.map(|b| (b.get_ref(), b.span())), &object) {
                (None, Some(_)) => {
                    failed = true;
                    self.errors.push(
                        Diagnostic::error(
                            kernel.name.span(),
                            format!(
                                "parameter `{name}` ({}) of kernel `{}` has no resource bound",
                                self.spelled(name, ty),
                                kernel.name.get_ref()
                            ),
                        )
                        .with_help(format!(
                            "bind it in the kernel's args: {name} = \"<resource name>\""
                        )),
                    );
                }
                (None, None) => {}
                (Some((ArgValue::Resource(resource), span)), Some(expected)) => {
                    match self.check_binding(resource, &span, *expected, ty, name, cores) {
                        true => attr.push_str(&format!(", tanto.bind = \"{resource}\"")),
                        false => failed = true,
                    }
                }
                (Some((ArgValue::Resource(resource), span)), None) => {
                    failed = true;
                    self.error(span, format!("parameter `{name}` is a {}, not a resource; `{resource}` cannot be bound to it", self.spelled(name, ty)));
                }
                (Some((_, span)), Some(_)) => {
                    failed = true;
                    self.error(
                        span,
                        format!(
                            "parameter `{name}` is a {}: bind it to a resource by name",
                            self.spelled(name, ty)
                        ),
                    );
                }
                (Some((value, span)), None) => match known_value(value, ty) {
                    Some(value) => attr.push_str(&format!(", tanto.value = {value}")),
                    None => {
                        failed = true;
                        let fits = match ty.to_string().as_str() {
                            "i1" => "true, false, 0 or 1",
                            "i8" => "an integer in -128..255",
                            "i16" => "an integer in -32768..65535",
                            "i32" => "an integer in -2147483648..4294967295",
                            "i64" => "a 64-bit integer",
                            "index" => "an integer in -2147483648..2147483647 (index is 32 bits on the target)",
                            "f16" => "a finite number of magnitude at most 65504",
                            "bf16" | "f32" | "f64" => "a finite number in the type's range",
                            _ => "no known value",
                        };
                        self.error(
                            span,
                            format!(
                                "parameter `{name}` is {}; this value does not fit (it takes {fits})",
                                self.spelled(name, ty)
                            ),
                        );
                    }
                },
            }
            attrs.push(format!("{{{attr}}}"));
        }
        (!failed).then(|| format!("[{}]", attrs.join(", ")))
    }

    /// Checks a per-core value of parameter `key` (of type `ty`): the
    /// parameter takes one, the expression parses, and on every core of the
    /// kernel it has a value that fits the parameter. Returns the text for
    /// `tanto.per_core`, escaped as an MLIR string.
    fn per_core_value(
        &mut self,
        kernel: &file::Kernel,
        key: &Spanned<String>,
        expression: &Spanned<String>,
        ty: Type,
        cores: &CoreSet,
    ) -> Option<String> {
        let name = key.get_ref();
        let Some(range) = word_range(ty) else {
            let mut diagnostic = Diagnostic::error(
                key.span(),
                format!(
                    "parameter `{name}` is {}: only an integer parameter can have a per-core value",
                    self.spelled(name, ty)
                ),
            );
            if types::dynamic_name(ty).is_some() {
                diagnostic = diagnostic.with_help(
                    "pipes, buffers and semaphores are bound in `args`, the same on every core",
                );
            }
            self.errors.push(diagnostic);
            return None;
        };
        let text = expression.get_ref();
        let base = self.string_content(expression);
        let locate = |span: Range<usize>| match base {
            Some(base) => base + span.start..base + span.end,
            None => expression.span(),
        };
        let postfix = match per_core::per_core_postfix(text) {
            Ok(postfix) => postfix,
            Err(error) => {
                let mut diagnostic = Diagnostic::error(locate(error.span), error.message);
                if let Some(help) = error.help {
                    diagnostic = diagnostic.with_help(help);
                }
                self.errors.push(diagnostic);
                return None;
            }
        };
        let ordered = cores.ordered();
        let count = ordered.len() as i64;
        for (index, &(x, y)) in ordered.iter().enumerate() {
            let place = tanto_manifest::program::CorePlace {
                x,
                y,
                index: index as i64,
                count,
            };
            let problem = match tanto_manifest::program::evaluate(&postfix, place) {
                Err(error) => format!(
                    "{} on core ({x}, {y}) (index {index})",
                    per_core::describe_failure(error)
                ),
                Ok(value) if !range.contains(&value) => format!(
                    "is {value} on core ({x}, {y}) (index {index}), which does not fit {} ({}..{})",
                    self.spelled(name, ty),
                    range.start(),
                    range.end()
                ),
                Ok(_) => continue,
            };
            let mut diagnostic = Diagnostic::error(
                expression.span(),
                format!(
                    "per-core value of `{name}` in kernel `{}` {problem}",
                    kernel.name.get_ref()
                ),
            );
            if ty.to_string() == "i64" || ty.to_string() == "index" {
                diagnostic = diagnostic
                    .with_help("a 64-bit parameter comes from one runtime word, sign-extended");
            }
            self.errors.push(diagnostic);
            return None;
        }
        Some(text.replace('\t', "\\09"))
    }

    /// Where the text of a string value starts in the file, when the file
    /// spells it byte for byte (a one-line string without escapes).
    fn string_content(&self, value: &Spanned<String>) -> Option<usize> {
        let span = value.span();
        let raw = self.text.get(span.clone())?;
        let quoted = ["\"", "'"]
            .iter()
            .any(|q| raw.len() >= 2 && raw.starts_with(q) && raw.ends_with(q));
        (quoted
            && !raw.starts_with("\"\"\"")
            && !raw.starts_with("'''")
            && &raw[1..raw.len() - 1] == value.get_ref())
        .then_some(span.start + 1)
    }

    #[allow(clippy::too_many_arguments)]
    fn check_binding(
        &mut self,
        resource: &str,
        span: &Range<usize>,
        expected: Option<ResourceKind>,
        ty: Type,
        name: &str,
        cores: &CoreSet,
    ) -> bool {
        let Some(bound) = self.resources.get(resource) else {
            let known: Vec<&String> = self.resources.keys().collect();
            self.errors.push(
                Diagnostic::error(span.clone(), format!("no resource is named `{resource}`"))
                    .with_help(format!(
                        "the program's resources: {}",
                        known
                            .iter()
                            .map(|k| k.as_str())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )),
            );
            return false;
        };
        if expected != Some(bound.kind) {
            let declared = bound.span.clone();
            self.errors.push(
                Diagnostic::error(
                    span.clone(),
                    format!(
                        "parameter `{name}` is a {}, but `{resource}` is a {}",
                        self.spelled(name, ty),
                        bound.kind.name()
                    ),
                )
                .with_note(declared, "declared here"),
            );
            return false;
        }
        let parameter_element = types::element_type(ty).map(|t| t.to_string());
        if let (Some(element), Some(parameter_element)) = (
            bound.element,
            parameter_element.filter(|_| bound.kind != ResourceKind::Semaphore),
        ) {
            if !same_element(element, &parameter_element) {
                let declared = bound.span.clone();
                self.errors.push(
                    Diagnostic::error(
                        span.clone(),
                        format!(
                            "type mismatch: parameter `{name}` is {}, but {} `{resource}` holds {}",
                            self.spelled(name, ty),
                            bound.kind.name(),
                            element.name()
                        ),
                    )
                    .with_note(declared, "declared here"),
                );
                return false;
            }
        }
        if let (ResourceKind::Local, Some(needed), Some(elements)) =
            (bound.kind, pto_tile_elements(ty), bound.elements)
        {
            if needed > elements {
                let declared = bound.span.clone();
                self.errors.push(
                    Diagnostic::error(span.clone(), format!("parameter `{name}` is a tile of {needed} elements, but local buffer `{resource}` holds {elements}"))
                        .with_note(declared, "declared here"),
                );
                return false;
            }
        }
        // A ztachip kernel's PCORE memory is on the PCOREs, not its core.
        let remote = self.remote_parameter == Some(name);
        if let (Some(resource_cores), false) = (&bound.cores, remote) {
            if let Some((x, y)) = cores.first_outside(resource_cores) {
                let declared = bound.span.clone();
                self.errors.push(
                    Diagnostic::error(span.clone(), format!("{} `{resource}` does not exist on core ({x}, {y}), where the kernel runs", bound.kind.name()))
                        .with_note(declared, "declared here"),
                );
                return false;
            }
        }
        true
    }
}

/// A -D/-P value from the file as the command line would spell it.
fn value_text(value: &toml::Value) -> String {
    match value {
        toml::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn parameter_names(function: &melior::ir::OperationRef) -> Vec<String> {
    let count = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .map_or(0, |b| b.argument_count());
    (0..count)
        .map(|i| types::argument_string(function, i, "tanto.name").unwrap_or_default())
        .collect()
}

/// The resource kind a parameter of type `ty` binds to: Some(None) for a
/// Tanto dynamic type that is none of them (binding it is an error), None
/// for a parameter that binds no resource (a scalar; in a PTO kernel also
/// views, pipes and other PTO values, which are runtime words). In a PTO
/// kernel a `!pto.ptr<T>` binds a global buffer and a tile buffer a local
/// buffer.
fn bindable(ty: Type, pto: bool) -> Option<Option<ResourceKind>> {
    let (dialect, name) = types::dynamic_name(ty)?;
    Some(match (dialect.as_str(), name.as_str()) {
        ("noc", "global") => Some(ResourceKind::Global),
        ("noc", "local") => Some(ResourceKind::Local),
        ("pipe", "pipe") => Some(ResourceKind::Pipe),
        ("noc", "semaphore") => Some(ResourceKind::Semaphore),
        ("pto", "ptr") if pto => Some(ResourceKind::Global),
        ("pto", "buf" | "tile") if pto => Some(ResourceKind::Local),
        _ if pto => return None,
        _ => None,
    })
}

/// Elements of a PTO tile type (rows x cols), for its local buffer.
fn pto_tile_elements(ty: Type) -> Option<i64> {
    if !(types::is_dynamic(ty, "pto", "buf") || types::is_dynamic(ty, "pto", "tile")) {
        return None;
    }
    Some(types::param_int(ty, 2)? * types::param_int(ty, 3)?)
}

impl Compiler<'_, '_> {
    /// Parameter `name`'s type as its kernel's source spells it.
    fn spelled(&self, name: &str, ty: Type) -> String {
        self.spellings
            .iter()
            .find(|(n, _)| n == name)
            .map_or_else(|| describe(ty), |(_, spelling)| spelling.clone())
    }
}

fn describe(ty: Type) -> String {
    match types::dynamic_name(ty) {
        Some((_, name)) => format!(
            "{name}<{}>",
            types::element_type(ty).map_or(String::new(), |e| e.to_string())
        )
        .replace("semaphore<>", "semaphore"),
        None => ty.to_string(),
    }
}

/// The values a per-core parameter of type `ty` takes from its one 32-bit
/// runtime word (either signedness for i8..i32; i64 and index are
/// sign-extended from it); None for a type that cannot be per-core.
fn word_range(ty: Type) -> Option<std::ops::RangeInclusive<i64>> {
    Some(match ty.to_string().as_str() {
        "i8" => -(1 << 7)..=(1 << 8) - 1,
        "i16" => -(1 << 15)..=(1 << 16) - 1,
        "i32" => -(1 << 31)..=(1 << 32) - 1,
        "i64" | "index" => -(1 << 31)..=(1 << 31) - 1,
        _ => return None,
    })
}

/// `tanto.value` for a known scalar argument, typed like the parameter.
/// The `tanto.value` attribute text of a known argument for a parameter of
/// type `ty`, when the value fits it: an integer within the type (either
/// signedness for i8..i32; any i64; an `index` is 32 bits on the target), a
/// bool for i1 (or 0 / 1), a finite float within the float type's range (an
/// integer too).
fn known_value(value: &ArgValue, ty: Type) -> Option<String> {
    let spelled = ty.to_string();
    let integer_range = || -> Option<std::ops::RangeInclusive<i64>> {
        Some(match spelled.as_str() {
            "i1" => 0..=1,
            "i8" => -(1 << 7)..=(1 << 8) - 1,
            "i16" => -(1 << 15)..=(1 << 16) - 1,
            "i32" => -(1 << 31)..=(1 << 32) - 1,
            "i64" => i64::MIN..=i64::MAX,
            "index" => -(1 << 31)..=(1 << 31) - 1,
            _ => return None,
        })
    };
    let float_max = || -> Option<f64> {
        Some(match spelled.as_str() {
            "f16" => 65504.0,
            "bf16" => f64::from(half::bf16::MAX),
            "f32" => f64::from(f32::MAX),
            "f64" => f64::MAX,
            _ => return None,
        })
    };
    match value {
        ArgValue::Bool(b) if spelled == "i1" => Some(b.to_string()),
        ArgValue::Int(v) if spelled == "i1" => {
            integer_range()?.contains(v).then(|| (*v == 1).to_string())
        }
        ArgValue::Int(v) if ty.is_integer() || ty.is_index() => integer_range()?
            .contains(v)
            .then(|| format!("{v} : {spelled}")),
        ArgValue::Float(f) if ty.is_float() => (f.abs() <= float_max()?)
            .then(|| float_literal(*f))
            .flatten()
            .map(|f| format!("{f} : {spelled}")),
        ArgValue::Int(v) if ty.is_float() => ((*v as f64).abs() <= float_max()?)
            .then(|| float_literal(*v as f64))
            .flatten()
            .map(|f| format!("{f} : {spelled}")),
        _ => None,
    }
}

/// An MLIR float literal, whose mantissa needs a decimal point (`1.0e0`,
/// not Rust's `1e0`). Exact: Rust prints the shortest round-tripping digits.
fn float_literal(value: f64) -> Option<String> {
    if !value.is_finite() {
        return None;
    }
    let text = format!("{value:e}");
    Some(match text.split_once('e') {
        Some((mantissa, exponent)) if !mantissa.contains('.') => {
            format!("{mantissa}.0e{exponent}")
        }
        _ => text,
    })
}

/// Whether a kernel parameter's element type (MLIR spelling) is a buffer's:
/// Tanto kernels use signless integers; PTO kernels may say `ui8`/`si8`,
/// which must then match the buffer's signedness.
fn same_element(element: Scalar, parameter: &str) -> bool {
    let signless = element.mlir();
    match (parameter.strip_prefix("ui"), parameter.strip_prefix("si")) {
        (Some(bits), _) => !element.is_signed() && element.is_integer() && signless[1..] == *bits,
        (_, Some(bits)) => element.is_signed() && element.is_integer() && signless[1..] == *bits,
        _ => signless == parameter,
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

/// The host's `layout` and `shape` of a buffer, as discardable attributes
/// of its declaration (host facts the passes do not use; the manifest
/// carries them to the host).
fn mark_host_layout<'c>(
    op: &mut Operation<'c>,
    context: &'c Context,
    (layout, shape): &(Option<&'static str>, Option<Vec<i64>>),
) {
    if let Some(layout) = layout {
        op.set_attribute("layout", StringAttribute::new(context, layout).into());
    }
    if let Some(shape) = shape {
        let shape = melior::ir::attribute::DenseI64ArrayAttribute::new(context, shape);
        op.set_attribute("shape", shape.into());
    }
}

/// A buffer of unsigned integers says so (the element type is signless, as
/// the kernels'), so that the host reads and writes it as unsigned.
fn mark_unsigned<'c>(op: &mut Operation<'c>, context: &'c Context, element: Scalar) {
    if element.is_integer() && !element.is_signed() {
        op.set_attribute("unsigned", melior::ir::Attribute::unit(context));
    }
}
