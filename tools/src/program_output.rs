//! `tanto-translate` on a device program: one output file per kernel in the
//! directory `-o` names, a `manifest.json` describing them, and an optional
//! human summary (kernels, L1 map, NoC transfers, object sizes).

use crate::{
    codegen::{self, Emit, TargetOptions},
    error::ToolError,
};
use melior::ir::{operation::OperationLike, Module};
use std::{fmt::Write as _, path::Path};
use tanto_dialects::{types, verify::nested_ops};

/// A resource of the program with its l1-alloc placement.
#[derive(Debug, Clone)]
pub struct Resource {
    pub name: String,
    pub kind: &'static str,
    pub address: Option<i64>,
    pub size: Option<i64>,
    pub cores: Vec<i64>,
}

/// What the middle end leaves to report: resources and the NoC transfers
/// each kernel issues (static count of transfer ops).
#[derive(Debug, Clone, Default)]
pub struct MiddleEndReport {
    pub program: String,
    pub arch: String,
    pub resources: Vec<Resource>,
    pub transfers: Vec<(String, usize)>,
}

const TRANSFERS: &[&str] = &[
    "noc.read", "noc.read_remote", "noc.write", "noc.write_remote", "noc.write_mcast", "noc.write_mcast_with_self", "noc.move",
];

/// Reads the report off a module after the middle end, before lowering.
pub fn middle_end_report(module: &Module) -> MiddleEndReport {
    let root = module.as_operation();
    let mut report = MiddleEndReport {
        program: types::string_attribute(&root, "tanto.program").unwrap_or_default(),
        arch: types::string_attribute(&root, "tanto.arch").unwrap_or_else(|| tanto_arch::DEFAULT_ARCH.to_string()),
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
                address: types::int_attribute(&op, "l1.address"),
                size: types::int_attribute(&op, "l1.size"),
                cores: types::array_attribute(&op, "cores").unwrap_or_default(),
            });
        }
        if name == "func.func" && types::string_attribute(&op, "tanto.role").is_some() {
            let count = nested_ops(op).iter().filter(|o| o.name().as_string_ref().as_str().is_ok_and(|n| TRANSFERS.contains(&n))).count();
            report.transfers.push((types::string_attribute(&op, "sym_name").unwrap_or_default(), count));
        }
    }
    report
}

/// A kernel entry point of the lowered module.
struct Kernel {
    name: String,
    symbol: String,
    role: String,
    cores: Vec<i64>,
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
                runtime_args,
            })
        })
        .collect()
}

fn extension(emit: Emit) -> &'static str {
    match emit {
        Emit::Llvm => "ll",
        Emit::Asm => "s",
        Emit::Obj => "o",
    }
}

/// Compiles each kernel of the lowered `module` on its own into `directory`
/// and writes the manifest; returns the summary text.
pub fn write_program(
    module: &Module,
    report: &MiddleEndReport,
    emit: Emit,
    target: &TargetOptions,
    directory: &Path,
) -> Result<String, ToolError> {
    std::fs::create_dir_all(directory).map_err(|source| ToolError::Write { path: directory.to_path_buf(), source })?;
    let kernels = kernels(module, &report.program);
    let mut sizes = Vec::new();
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
        let bytes = codegen::compile(&llvm_module, emit, target)?;
        let file = directory.join(format!("{}.{}", kernel.name, extension(emit)));
        std::fs::write(&file, &bytes).map_err(|source| ToolError::Write { path: file.clone(), source })?;
        sizes.push(bytes.len());
    }
    let manifest = manifest(report, &kernels, &sizes, emit, target);
    let path = directory.join("manifest.json");
    std::fs::write(&path, manifest).map_err(|source| ToolError::Write { path, source })?;
    Ok(summary(report, &kernels, &sizes, emit))
}

fn json_list(items: impl IntoIterator<Item = String>) -> String {
    format!("[{}]", items.into_iter().collect::<Vec<_>>().join(", "))
}

fn manifest(report: &MiddleEndReport, kernels: &[Kernel], sizes: &[usize], emit: Emit, target: &TargetOptions) -> String {
    let mut out = String::from("{\n");
    let _ = writeln!(out, "  \"program\": {:?},", report.program);
    let _ = writeln!(out, "  \"arch\": {:?},", report.arch);
    let _ = writeln!(out, "  \"target\": {:?},", target.triple);
    let _ = writeln!(out, "  \"cpu\": {:?},", target.cpu);
    let _ = writeln!(out, "  \"features\": {:?},", target.features);
    let _ = writeln!(out, "  \"opt_level\": {},", target.opt_level);
    out.push_str("  \"kernels\": [\n");
    let entries: Vec<String> = kernels
        .iter()
        .zip(sizes)
        .map(|(k, size)| {
            let transfers = report.transfers.iter().find(|(name, _)| *name == k.name).map_or(0, |(_, n)| *n);
            format!(
                "    {{\"name\": {:?}, \"symbol\": {:?}, \"role\": {:?}, \"cores\": {}, \"file\": {:?}, \"bytes\": {size}, \"noc_transfers\": {transfers}, \"runtime_args\": {}}}",
                k.name,
                k.symbol,
                k.role,
                json_list(k.cores.iter().map(|c| c.to_string())),
                format!("{}.{}", k.name, extension(emit)),
                json_list(k.runtime_args.iter().map(|a| format!("{a:?}"))),
            )
        })
        .collect();
    out.push_str(&entries.join(",\n"));
    out.push_str("\n  ],\n  \"resources\": [\n");
    let resources: Vec<String> = report
        .resources
        .iter()
        .map(|r| {
            let placement = match (r.address, r.size) {
                (Some(address), Some(size)) => format!(", \"address\": {address}, \"size\": {size}"),
                _ => String::new(),
            };
            format!("    {{\"name\": {:?}, \"kind\": {:?}{placement}, \"cores\": {}}}", r.name, r.kind, json_list(r.cores.iter().map(|c| c.to_string())))
        })
        .collect();
    out.push_str(&resources.join(",\n"));
    out.push_str("\n  ]\n}\n");
    out
}

fn summary(report: &MiddleEndReport, kernels: &[Kernel], sizes: &[usize], emit: Emit) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "program {} for {}: {} kernels", report.program, report.arch, kernels.len());
    for (kernel, size) in kernels.iter().zip(sizes) {
        let transfers = report.transfers.iter().find(|(name, _)| *name == kernel.name).map_or(0, |(_, n)| *n);
        let _ = writeln!(
            out,
            "  {:<10} {:<8} {:>3} NoC transfers  {:<12} {:>6} bytes  runtime args: {}",
            kernel.name,
            kernel.role,
            transfers,
            format!("{}.{}", kernel.name, extension(emit)),
            size,
            if kernel.runtime_args.is_empty() { "none".to_string() } else { kernel.runtime_args.join(", ") }
        );
    }
    let _ = writeln!(out, "L1 map:");
    let mut placed: Vec<&Resource> = report.resources.iter().filter(|r| r.address.is_some()).collect();
    placed.sort_by_key(|r| r.address);
    for r in placed {
        let (address, size) = (r.address.unwrap_or(0), r.size.unwrap_or(0));
        let _ = writeln!(out, "  {:#08x}..{:#08x} {:<10} {:<10} {size} bytes", address, address + size, r.kind, r.name);
    }
    out
}
