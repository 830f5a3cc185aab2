//! The kernels a device program launches: each compiled with its frontend
//! (Tanto, ztachip C, PTO) and its `-D`/`-P` values, and its function put in
//! the program's module, with its role and cores for the program's checks;
//! argument binding is [`super::binding`]'s.

use super::cores::CoreSet;
use super::file::{self, ArgValue};
use crate::source_files::SourceFiles;
use crate::{
    diagnostic::Diagnostic,
    tanto::{self, Role},
};
use melior::ir::{
    attribute::StringAttribute,
    block::BlockLike,
    operation::{OperationLike, OperationMutLike},
    Location, Module, RegionLike,
};
use tanto_arch::Arch;
use tanto_dialects::types;

use super::{Compiler, FileReport, InferredRole};

impl<'c> Compiler<'c, '_> {
    /// Compiles one kernel into the program module; returns its role, its
    /// cores and, for an inferred role, what it was inferred from.
    pub(super) fn kernel(
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
        if let (false, Some(first)) = (is_ztachip, kernel.arguments.first()) {
            self.errors.push(Diagnostic::error(
                first.span(),
                format!(
                    "`arguments` applies to ztachip kernels (.m) only, the C entry's arguments; `{}` is not one",
                    kernel.source.get_ref()
                ),
            ));
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
        if is_pto {
            self.copy_callees(module, &kernel_module, function);
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

    /// The functions a PTO kernel calls, directly or through each other,
    /// come along into the program module (once, if kernels share them).
    fn copy_callees(
        &self,
        module: &Module<'c>,
        source: &Module<'c>,
        kernel: melior::ir::OperationRef<'c, '_>,
    ) {
        let mut functions = std::collections::HashMap::new();
        let mut operation = source.body().first_operation();
        while let Some(candidate) = operation {
            if let Some(name) = types::string_attribute(&candidate, "sym_name") {
                functions.insert(name, candidate);
            }
            operation = candidate.next_in_block();
        }
        let mut pending = vec![kernel];
        let mut seen = std::collections::HashSet::new();
        while let Some(function) = pending.pop() {
            for op in tanto_dialects::ir::nested_ops(function) {
                if tanto_dialects::OpKind::of(&op) != Some(tanto_dialects::OpKind::FuncCall) {
                    continue;
                }
                let Some(callee) = op
                    .attribute("callee")
                    .ok()
                    .and_then(|a| melior::ir::attribute::FlatSymbolRefAttribute::try_from(a).ok())
                    .map(|a| a.value().to_string())
                else {
                    continue;
                };
                if !seen.insert(callee.clone()) {
                    continue;
                }
                if let Some(&callee_op) = functions.get(&callee) {
                    if !self.has_function(module, &callee) {
                        module
                            .body()
                            .append_operation(tanto_dialects::ir::clone_detached(callee_op));
                    }
                    pending.push(callee_op);
                }
            }
        }
    }

    pub(super) fn has_function(&self, module: &Module<'c>, name: &str) -> bool {
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
    pub(super) fn ztachip_kernel(
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
        // The PCORE programs it includes (`#include "<name>.p.img"`),
        // beside it or in the program's folder.
        let beside = self.dir.join(kernel.source.get_ref());
        let mut dirs: Vec<std::path::PathBuf> =
            beside.parent().map(Into::into).into_iter().collect();
        dirs.push(self.dir.clone());
        let own = beside.is_file().then_some(beside.as_path());
        let found = match ztachip::image::programs_and_images(source, own, &dirs) {
            Ok(found) => found,
            Err(included) => {
                let first = included.read.diagnostics.first().map(|d| d.message.clone());
                self.error(
                    kernel.source.span(),
                    format!(
                        "`{}` is made from the PCORE program `{}`, which has errors{}",
                        included.name,
                        included.path.display(),
                        first
                            .map(|m| format!(
                                " (first: {m}); `tanto-translate {}` shows them",
                                included.path.display()
                            ))
                            .unwrap_or_default()
                    ),
                );
                return (Vec::new(), None, sources);
            }
        };
        let checked = ztachip::read_with(source, &target, &found.programs);
        if checked.has_errors() {
            return (checked.diagnostics, None, sources);
        }
        let rewritten = ztachip::rewrite::rewrite(source, &checked, file_name, &target);
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
                    self.error(value.span(), format!("`{name}`, the PCORE memory, has {elements} words; a PCORE's process space, its stream processor's tables and its threads' register files need {words}"));
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
        let mut arguments = Vec::with_capacity(kernel.arguments.len());
        for argument in &kernel.arguments {
            let value = *argument.get_ref();
            if !(i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&value) {
                self.error(
                    argument.span(),
                    format!("{value} does not fit the C entry's 32-bit argument"),
                );
                return (diagnostics, None, sources);
            }
            // An unsigned value past i32 keeps its 32 bits.
            arguments.push(i64::from(value as u32 as i32));
        }
        if let Err(e) = ztachip::lower::kernel_entry(
            self.context,
            &module,
            "__tanto_zta_kernel",
            entry.get_ref(),
            &arguments,
            pcores,
            location,
        ) {
            self.error(kernel.source.span(), format!("internal error: {e}"));
            return (diagnostics, None, sources);
        }
        tanto_dialects::ir::append_module_ops(&statements, &module, |_| true);
        // The included PCORE programs' kernels and, if the program names
        // it, Tanto's ztachip library's ztaInitStream, in the same object.
        let appended =
            ztachip::pcore::lower::append_kernels(self.context, &module, &found.programs).and_then(
                |()| match ztachip::library::needs_streams(source) {
                    true => ztachip::library::append_streams(self.context, &module, &target),
                    false => Ok(()),
                },
            );
        if let Err(e) = appended {
            self.error(kernel.source.span(), e);
            return (diagnostics, None, sources);
        }
        let image_dir = match ztachip::image::ImageDir::write(&found.files) {
            Ok(dir) => dir,
            Err(e) => {
                self.error(
                    kernel.source.span(),
                    format!("cannot write the generated .p.img files: {e}"),
                );
                return (diagnostics, None, sources);
            }
        };
        // The generated files, the program's own folder (its relative
        // includes, as a compiler reading the file would), the device
        // program's folder.
        let mut include_dirs: Vec<std::path::PathBuf> = image_dir.dir().into_iter().collect();
        include_dirs.extend(dirs.first().cloned());
        include_dirs.push(self.dir.clone());
        match ztachip::clang::compile_to_llvm_ir(
            &found.complete(rewritten.c),
            kernel.source.get_ref(),
            2,
            &include_dirs,
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
    pub(super) fn pto_function<'m>(
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
}

/// A -D/-P value from the file as the command line would spell it.
pub(super) fn value_text(value: &toml::Value) -> String {
    match value {
        toml::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}
